import type {
  Calendar,
  CalendarAssociation,
  CalendarEventPreview,
} from '../../../contracts/calendars.contract.js';
import { describeEvent, isNoSchoolEvent } from './calendars.answers.js';
import type { Database, Executor } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Clock } from '../../shared/clock.js';
import { errors } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { recordActivity } from '../activity/activity.log.js';
import { findSchoolById, listSchoolsWithDailySync, updateSchool } from '../schools/schools.directory.js';
import {
  calendarKnowledgeKey,
  deleteKnowledgeEntry,
  upsertKnowledgeEntry,
} from '../knowledge/knowledge.writer.js';
import { normalizeCalendarUrl } from './calendars.address.js';
import { CalendarFetchError } from './calendars.errors.js';
import type { CalendarFetcher } from './calendars.fetcher.js';
import { renderCalendarListing } from './calendars.listing.js';
import { parseCalendarIsolated } from './calendars.isolate.js';
import type { DaySource } from '../assistant/assistant.pipeline.types.js';
import type { ParseLimits, ParsedOccurrence } from './calendars.parser.js';
import * as repo from './calendars.repository.js';
import { dailySyncKey, dueDailySyncDate, nextDailySync } from './calendars.schedule.js';

/** What the calendar use cases need (a slice of AppDeps; see calendarDepsOf in calendars.routes.ts). */
export interface CalendarDeps {
  database: Database;
  storage: BlobStore;
  clock: Clock;
  logger: Logger;
  queue: JobQueue;
  fetcher: CalendarFetcher;
  parseLimits?: ParseLimits;
  /** The school-day model (month view); none → built over `database` without profile hours. */
  daySource?: DaySource;
}

export type SyncTrigger = 'manual' | 'daily' | 'added';

function present(row: repo.CalendarRow, eventCount: number): Calendar {
  return {
    id: row.id,
    name: row.name,
    ics_url: row.icsUrl,
    association: (row.association as CalendarAssociation | null) ?? null,
    last_synced: row.lastSynced ? row.lastSynced.toISOString() : null,
    last_error: row.lastError ?? null,
    event_count: eventCount,
  };
}

async function schoolZone(deps: CalendarDeps, schoolId: string): Promise<string> {
  const school = await findSchoolById(deps.database.db, schoolId);
  if (!school) throw errors.notFound('School not found');
  return school.timeZone || 'UTC';
}

/** Download + parse + expand; throws CalendarFetchError with a reason for the office. */
async function fetchOccurrences(
  deps: CalendarDeps,
  url: string,
  timeZone: string,
): Promise<ParsedOccurrence[]> {
  const fetched = await deps.fetcher.fetchCalendar(url);
  const now = deps.clock.now();
  const parsed = await parseCalendarIsolated({ ics: fetched.text, timeZone, now, limits: deps.parseLimits });
  if (parsed.truncated) deps.logger.warn({ url }, 'calendar feed truncated to the occurrence cap');
  return parsed.occurrences;
}

/**
 * Store a successful sync in the caller's transaction: replace the occurrences, refresh the
 * knowledge item and write its listing blob (a failed blob write rolls the transaction back).
 */
async function storeSync(
  deps: CalendarDeps,
  tx: Executor,
  input: { row: repo.CalendarRow; timeZone: string; occurrences: ParsedOccurrence[]; at: Date },
): Promise<void> {
  const { row, occurrences, at } = input;
  await repo.replaceEvents(tx, {
    schoolId: row.schoolId,
    calendarId: row.id,
    association: row.association,
    occurrences,
  });
  const listing = renderCalendarListing({
    calendarName: row.name,
    association: row.association,
    timeZone: input.timeZone,
    syncedAt: at,
    events: occurrences.filter((o) => o.endsAt.getTime() > at.getTime()),
  });
  const body = Buffer.from(listing, 'utf8');
  await upsertKnowledgeEntry(tx, {
    schoolId: row.schoolId,
    calendarId: row.id,
    name: row.name,
    size: body.length,
    at,
  });
  await deps.storage.put(calendarKnowledgeKey(row.schoolId, row.id), body, 'text/plain; charset=utf-8');
}

/** The school's calendars (docs/product-spec.md `GET /calendars/fetch`). */
export async function listCalendars(input: { deps: CalendarDeps; schoolId: string }): Promise<Calendar[]> {
  const rows = await repo.listCalendars(input.deps.database.db, input.schoolId);
  return rows.map((r) => present(r.calendar, Number(r.eventCount)));
}

/**
 * Connect a feed (docs/product-spec.md): the URL is checked, fetched and parsed before
 * anything is stored, so a bad feed leaves no half-made calendar. Failure → 400
 * "Failed to add calendar: <reason>" (scheme errors: the spec's own text).
 */
export async function addCalendar(input: {
  deps: CalendarDeps;
  schoolId: string;
  name: string;
  icsUrl: string;
  association: CalendarAssociation | null;
}): Promise<Calendar> {
  const { deps, schoolId } = input;
  let url: string;
  try {
    url = normalizeCalendarUrl(input.icsUrl).toString();
  } catch (err) {
    throw errors.badRequest('CALENDAR_URL_INVALID', (err as Error).message);
  }
  const timeZone = await schoolZone(deps, schoolId);
  let occurrences: ParsedOccurrence[];
  try {
    occurrences = await fetchOccurrences(deps, url, timeZone);
  } catch (err) {
    if (err instanceof CalendarFetchError)
      throw errors.badRequest('CALENDAR_ADD_FAILED', `Failed to add calendar: ${err.message}`);
    throw err;
  }
  const at = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await repo.insertCalendar(tx, {
      schoolId,
      name: input.name,
      icsUrl: url,
      association: input.association,
      lastSynced: at,
    });
    await storeSync(deps, tx, { row: created, timeZone, occurrences, at });
    await recordActivity(tx, {
      schoolId,
      eventType: 'calendar_added',
      description: `Calendar "${created.name}" added (${occurrences.length} events)`,
      at,
    });
    return created;
  });
  return present(row, occurrences.length);
}

/**
 * Re-fetch one calendar and replace its occurrences atomically (docs/product-spec.md `sync/{id}`; also
 * the daily job). A failure keeps the previous occurrences, stores `last_error`, writes a
 * calendar_synced activity saying it failed, and throws 400 "Failed to sync calendar: <reason>".
 * Another school's id → 404.
 */
export async function syncCalendar(input: {
  deps: CalendarDeps;
  schoolId: string;
  calendarId: string;
  trigger: SyncTrigger;
}): Promise<Calendar> {
  const { deps, schoolId, calendarId } = input;
  const existing = await repo.findCalendar(deps.database.db, schoolId, calendarId);
  if (!existing) throw errors.notFound('Calendar not found');
  const timeZone = await schoolZone(deps, schoolId);
  let occurrences: ParsedOccurrence[];
  try {
    occurrences = await fetchOccurrences(deps, existing.icsUrl, timeZone);
  } catch (err) {
    if (!(err instanceof CalendarFetchError)) throw err;
    const at = deps.clock.now();
    await deps.database.db.transaction(async (tx) => {
      await repo.updateCalendarSyncResult(tx, schoolId, calendarId, { lastError: err.message });
      await recordActivity(tx, {
        schoolId,
        eventType: 'calendar_synced',
        description: `${input.trigger === 'daily' ? 'Daily sync' : 'Sync'} of calendar "${existing.name}" failed: ${err.message}`,
        at,
      });
    });
    throw errors.badRequest('CALENDAR_SYNC_FAILED', `Failed to sync calendar: ${err.message}`);
  }
  const at = deps.clock.now();
  const updated = await deps.database.db.transaction(async (tx) => {
    const row = await repo.lockCalendar(tx, schoolId, calendarId);
    if (!row) throw errors.notFound('Calendar not found');
    await storeSync(deps, tx, { row, timeZone, occurrences, at });
    const saved = await repo.updateCalendarSyncResult(tx, schoolId, calendarId, {
      lastSynced: at,
      lastError: null,
    });
    await recordActivity(tx, {
      schoolId,
      eventType: 'calendar_synced',
      description: `${input.trigger === 'daily' ? 'Daily sync' : 'Sync'} of calendar "${row.name}" finished (${occurrences.length} events)`,
      at,
    });
    return saved!;
  });
  return present(updated, occurrences.length);
}

/** Remove a calendar, its occurrences, its knowledge item and listing blob. Other school's id → 404. */
export async function deleteCalendar(input: {
  deps: CalendarDeps;
  schoolId: string;
  calendarId: string;
}): Promise<void> {
  const { deps, schoolId, calendarId } = input;
  const keys = await deps.database.db.transaction(async (tx) => {
    const removedKeys = await deleteKnowledgeEntry(tx, schoolId, calendarId);
    const row = await repo.deleteCalendarRow(tx, schoolId, calendarId);
    if (!row) throw errors.notFound('Calendar not found');
    await recordActivity(tx, {
      schoolId,
      eventType: 'calendar_deleted',
      description: `Calendar "${row.name}" deleted`,
      at: deps.clock.now(),
    });
    return removedKeys;
  });
  for (const key of keys) {
    await deps.storage
      .delete(key)
      .catch((err: unknown) => deps.logger.warn({ err, key }, 'calendar listing blob not deleted'));
  }
}

/** A calendar's next occurrences (from now, an all-day one under way included), phrased in the school's zone. */
export async function upcomingEvents(input: {
  deps: CalendarDeps;
  schoolId: string;
  calendarId: string;
  limit: number;
}): Promise<CalendarEventPreview[]> {
  const { deps, schoolId, calendarId } = input;
  if (!(await repo.findCalendar(deps.database.db, schoolId, calendarId)))
    throw errors.notFound('Calendar not found');
  const timeZone = await schoolZone(deps, schoolId);
  const now = deps.clock.now();
  const rows = await repo.upcomingEventsOf(deps.database.db, schoolId, calendarId, now, input.limit);
  return rows.map((e) => ({
    summary: e.summary,
    location: e.location,
    starts_at: e.startsAt.toISOString(),
    ends_at: e.endsAt.toISOString(),
    all_day: e.allDay,
    when: describeEvent(e, timeZone, { now }),
    no_school: isNoSchoolEvent(e),
  }));
}

/** `calendar_sync_status`: next 05:00 (school zone) as ISO when the daily sync is on, else null. */
export async function getSyncStatus(input: { deps: CalendarDeps; schoolId: string }): Promise<string | null> {
  const school = await findSchoolById(input.deps.database.db, input.schoolId);
  if (!school) throw errors.notFound('School not found');
  if (!school.calendarDailySync) return null;
  return nextDailySync(input.deps.clock.now(), school.timeZone || 'UTC').toISOString();
}

/** Switch the daily sync on or off; returns the new `calendar_sync_status`. */
export async function setDailySync(input: {
  deps: CalendarDeps;
  schoolId: string;
  enabled: boolean;
}): Promise<string | null> {
  const { deps, schoolId, enabled } = input;
  await deps.database.db.transaction(async (tx) => {
    const updated = await updateSchool(tx, schoolId, { calendarDailySync: enabled });
    if (!updated) throw errors.notFound('School not found');
    await recordActivity(tx, {
      schoolId,
      eventType: 'settings_updated',
      description: `Daily calendar sync turned ${enabled ? 'on (5:00 AM)' : 'off'}`,
      at: deps.clock.now(),
    });
  });
  return getSyncStatus({ deps, schoolId });
}

/**
 * The scheduler's tick (every minute in worker processes): for each school with the daily sync on
 * whose local time is past 05:00, enqueue that local date's run with the singleton key
 * `calendar-daily:<schoolId>:<YYYY-MM-DD>`, so each school syncs once per local day however many
 * workers tick. Returns the keys newly enqueued.
 */
export async function dailyTick(input: { deps: CalendarDeps }): Promise<string[]> {
  const { deps } = input;
  const now = deps.clock.now();
  const created: string[] = [];
  for (const school of await listSchoolsWithDailySync(deps.database.db)) {
    try {
      const date = dueDailySyncDate(now, school.timeZone || 'UTC');
      if (!date) continue;
      const key = dailySyncKey(school.id, date);
      const result = await deps.queue.enqueue(
        'calendar.daily-sync',
        { schoolId: school.id, date },
        { singletonKey: key, maxAttempts: 1 },
      );
      if (result.created) created.push(key);
    } catch (err) {
      deps.logger.error({ err, schoolId: school.id }, 'daily calendar sync could not be scheduled');
    }
  }
  return created;
}

/**
 * One school's daily run: sync every calendar in turn; a failing feed is recorded (last_error +
 * activity) and the others still sync. Skipped when the school switched the sync off meanwhile.
 */
export async function runDailySync(input: {
  deps: CalendarDeps;
  schoolId: string;
}): Promise<{ synced: number; failed: number }> {
  const { deps, schoolId } = input;
  const school = await findSchoolById(deps.database.db, schoolId);
  if (!school?.calendarDailySync) return { synced: 0, failed: 0 };
  let synced = 0;
  let failed = 0;
  for (const calendarId of await repo.calendarIdsOf(deps.database.db, schoolId)) {
    try {
      await syncCalendar({ deps, schoolId, calendarId, trigger: 'daily' });
      synced++;
    } catch (err) {
      failed++;
      deps.logger.warn({ err, schoolId, calendarId }, 'daily calendar sync failed');
    }
  }
  return { synced, failed };
}
