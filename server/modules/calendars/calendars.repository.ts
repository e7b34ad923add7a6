import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  deleteOne,
  findOne,
  firstOrNull,
  ofSchool,
  preparedPerDatabase,
  updateOne,
} from '../../db/common.repository.js';
import type { EventCandidate } from '../assistant/assistant.types.js';
import { readUntilWrite } from '../../db/read-until-write.js';
import { forgetInRequest } from '../../shared/request-memo.js';
import { calendarEvents, calendars } from './calendars.table.js';
import type { ParsedOccurrence } from './calendars.parser.js';

export type CalendarRow = typeof calendars.$inferSelect;

/** Rows per INSERT when storing occurrences (keeps parameter counts far below PG's 65 535). */
const INSERT_BATCH = 500;

/** A school's calendars, oldest first, with their stored occurrence counts. */
export async function listCalendars(executor: Executor, schoolId: string) {
  return executor
    .select({
      calendar: calendars,
      eventCount: sql<number>`(SELECT count(*)::int FROM calendar_events e WHERE e.calendar_id = "calendars"."id")`,
    })
    .from(calendars)
    .where(ofSchool(calendars, schoolId))
    .orderBy(asc(calendars.createdAt), asc(calendars.id));
}

/** One calendar of the school, or null (another school's id is "not found"). */
export async function findCalendar(executor: Executor, schoolId: string, calendarId: string) {
  return findOne(executor, calendars, ofSchool(calendars, schoolId, eq(calendars.id, calendarId)));
}

/**
 * The school a calendar belongs to, by the calendar id alone (the sync job's payload carries only
 * that id; the school is taken from the row, never from the caller); null once deleted.
 */
export async function schoolIdOfCalendar(executor: Executor, calendarId: string): Promise<string | null> {
  const rows = await executor
    .select({ schoolId: calendars.schoolId })
    .from(calendars)
    .where(eq(calendars.id, calendarId));
  return rows[0]?.schoolId ?? null;
}

/** Whether the school has at least one calendar. */
export async function hasCalendar(executor: Executor, schoolId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: calendars.id })
    .from(calendars)
    .where(ofSchool(calendars, schoolId))
    .limit(1);
  return rows.length > 0;
}

/** Lock the calendar row for the rest of the transaction: concurrent syncs of one feed serialize. */
export async function lockCalendar(
  tx: Executor,
  schoolId: string,
  calendarId: string,
): Promise<CalendarRow | null> {
  return firstOrNull(
    tx
      .select()
      .from(calendars)
      .where(ofSchool(calendars, schoolId, eq(calendars.id, calendarId)))
      .for('update'),
  );
}

export async function insertCalendar(
  executor: Executor,
  values: { schoolId: string; name: string; icsUrl: string; association: string | null; lastSynced: Date },
) {
  const rows = await executor.insert(calendars).values(values).returning();
  forgetInRequest(coverageRequestKey(values.schoolId));
  return rows[0]!;
}

export async function updateCalendarSyncResult(
  executor: Executor,
  schoolId: string,
  calendarId: string,
  values: { lastSynced?: Date; lastError: string | null },
) {
  forgetInRequest(coverageRequestKey(schoolId));
  return updateOne(executor, calendars, values, ofSchool(calendars, schoolId, eq(calendars.id, calendarId)));
}

export async function deleteCalendarRow(executor: Executor, schoolId: string, calendarId: string) {
  forgetInRequest(coverageRequestKey(schoolId));
  return deleteOne(executor, calendars, ofSchool(calendars, schoolId, eq(calendars.id, calendarId)));
}

/** Replace every stored occurrence of a calendar (call inside a transaction). */
export async function replaceEvents(
  tx: Executor,
  input: {
    schoolId: string;
    calendarId: string;
    association: string | null;
    occurrences: ParsedOccurrence[];
  },
): Promise<void> {
  forgetInRequest(coverageRequestKey(input.schoolId));
  await tx
    .delete(calendarEvents)
    .where(ofSchool(calendarEvents, input.schoolId, eq(calendarEvents.calendarId, input.calendarId)));
  for (let i = 0; i < input.occurrences.length; i += INSERT_BATCH) {
    const batch = input.occurrences.slice(i, i + INSERT_BATCH).map((o) => ({
      schoolId: input.schoolId,
      calendarId: input.calendarId,
      uid: o.uid,
      summary: o.summary,
      description: o.description,
      location: o.location,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      allDay: o.allDay,
      association: input.association,
    }));
    await tx.insert(calendarEvents).values(batch);
  }
}

/** A calendar's occurrences from `from` on, earliest first (for the knowledge listing). */
export async function upcomingEventsOf(
  executor: Executor,
  schoolId: string,
  calendarId: string,
  from: Date,
  limit: number,
) {
  return executor
    .select()
    .from(calendarEvents)
    .where(
      ofSchool(
        calendarEvents,
        schoolId,
        eq(calendarEvents.calendarId, calendarId),
        sql`${calendarEvents.endsAt} > ${from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.summary))
    .limit(limit);
}

/** Ids of a school's calendars, oldest first. */
export async function calendarIdsOf(executor: Executor, schoolId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: calendars.id })
    .from(calendars)
    .where(ofSchool(calendars, schoolId))
    .orderBy(asc(calendars.createdAt));
  return rows.map((r) => r.id);
}

/** The request-memo key of a school's calendar coverage (forgotten by every calendar write here). */
function coverageRequestKey(schoolId: string): string {
  return `calendar-coverage:${schoolId}`;
}

/**
 * First and last sync instant over the school's synced calendars, and a fingerprint of its stored
 * events ("<count>:<greatest id>": a sync deletes and re-inserts a calendar's events under new random
 * ids, so any sync, even one at the same instant, changes it; it keys the day model's memo,
 * calendars.day-model.ts). One statement, read once until the next write on embedded PGlite, else
 * once per request scope (a question of several parts asks the day model once per part;
 * db/read-until-write.ts); null without any calendar.
 */
export async function calendarCoverage(
  executor: Executor,
  schoolId: string,
): Promise<{ first: Date; last: Date; eventsVersion: string } | null> {
  const prepared = coverageOf(executor);
  const rows = prepared
    ? await readUntilWrite(executor, coverageRequestKey(schoolId), () => prepared.execute({ schoolId }))
    : await coverageQuery(executor, schoolId);
  const row = rows[0];
  if (!row || Number(row.n) === 0 || !row.first || !row.last) return null;
  return {
    first: new Date(row.first),
    last: new Date(row.last),
    eventsVersion: `${Number(row.events ?? 0)}:${row.lastEvent ?? ''}`,
  };
}

/** The statement of `calendarCoverage` (the school id as a value or a placeholder). */
function coverageQuery(executor: Executor, schoolId: string | SQLWrapper) {
  return executor
    .select({
      n: count(),
      first: sql<string | null>`min(coalesce(${calendars.lastSynced}, ${calendars.createdAt}))`,
      last: sql<string | null>`max(coalesce(${calendars.lastSynced}, ${calendars.createdAt}))`,
      events: sql<number>`(SELECT count(*)::int FROM calendar_events e WHERE e.school_id = ${schoolId})`,
      // uuid has no max() in PostgreSQL 15: compare the text form.
      lastEvent: sql<
        string | null
      >`(SELECT max(e.id::text) FROM calendar_events e WHERE e.school_id = ${schoolId})`,
    })
    .from(calendars)
    .where(eq(calendars.schoolId, schoolId));
}

/** `calendarCoverage` as a prepared statement: every question's day model reads it. */
const coverageOf = preparedPerDatabase((db) =>
  coverageQuery(db, sql.placeholder('schoolId')).prepare('calendar_coverage'),
);

/** Every occurrence of the school's calendars overlapping [start, end), with its calendar's name. */
export async function eventsOverlapping(executor: Executor, schoolId: string, start: Date, end: Date) {
  const rows = await executor
    .select({ event: calendarEvents, calendarName: calendars.name })
    .from(calendarEvents)
    .innerJoin(
      calendars,
      and(eq(calendars.id, calendarEvents.calendarId), eq(calendars.schoolId, calendarEvents.schoolId)),
    )
    .where(
      ofSchool(
        calendarEvents,
        schoolId,
        sql`${calendarEvents.startsAt} < ${end.toISOString()}::timestamptz`,
        sql`${calendarEvents.endsAt} > ${start.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(calendarEvents.startsAt))
    .limit(20_000);
  return rows.map(({ event, calendarName }) => ({
    summary: event.summary,
    description: event.description,
    location: event.location,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    allDay: event.allDay,
    calendarName,
    association: event.association,
  }));
}

/**
 * Events whose title names a first or last day ("Last Day of School - Early Release 12:30", "First
 * Day for All Students"), oldest first: where the school's years begin and end. The caller reads the
 * titles with vocabulary FIRST_SCHOOL_DAY / LAST_SCHOOL_DAY.
 */
export async function schoolYearMarks(executor: Executor, schoolId: string) {
  return executor
    .select({ summary: calendarEvents.summary, startsAt: calendarEvents.startsAt })
    .from(calendarEvents)
    .where(ofSchool(calendarEvents, schoolId, sql`${calendarEvents.summary} ~* '(first|last) day'`))
    .orderBy(asc(calendarEvents.startsAt))
    .limit(200);
}

interface EventMatchRow {
  summary: string;
  description: string;
  location: string;
  starts_at: string | Date;
  ends_at: string | Date;
  all_day: boolean;
  association: string | null;
  calendar_name: string;
  score: number;
}

/**
 * The school's occurrences scored against `patterns` (PostgreSQL ARE, one per concept: summary
 * match 2, location or description 1), best score first, then by start and summary; at most
 * `limit` (clamped to 1..200). With `range`: every occurrence overlapping [start, end). Without:
 * occurrences ending after `now` that start at/after `now` or are all-day (under way today), and,
 * when there are patterns, matching at least one.
 */
export async function eventsMatching(
  executor: Executor,
  input: {
    schoolId: string;
    patterns: string[];
    range?: { start: Date; end: Date };
    now: Date;
    limit: number;
  },
): Promise<EventCandidate[]> {
  const { schoolId, patterns, range, now } = input;
  const scoreParts: SQL[] = patterns.map(
    (p) =>
      sql`(CASE WHEN e.summary ~* ${p} THEN 2 WHEN (e.location || ' ' || e.description) ~* ${p} THEN 1 ELSE 0 END)`,
  );
  const score = scoreParts.length > 0 ? sql.join(scoreParts, sql` + `) : sql`0`;
  const window = range
    ? sql`e.starts_at < ${range.end.toISOString()}::timestamptz AND e.ends_at > ${range.start.toISOString()}::timestamptz`
    : sql`e.ends_at > ${now.toISOString()}::timestamptz AND (e.starts_at >= ${now.toISOString()}::timestamptz OR e.all_day)`;
  const mustMatch = !range && patterns.length > 0 ? sql`AND (${score}) > 0` : sql``;
  const safeLimit = Math.max(1, Math.min(200, Math.floor(input.limit)));
  // Raw SQL: the regex operator inside a CASE score has no builder form.
  const result = await executor.execute(sql`
    SELECT e.summary, e.description, e.location, e.starts_at, e.ends_at, e.all_day, e.association,
           c.name AS calendar_name, (${score})::int AS score
      FROM calendar_events e
      JOIN calendars c ON c.id = e.calendar_id AND c.school_id = e.school_id
     WHERE e.school_id = ${schoolId} AND ${window} ${mustMatch}
     ORDER BY score DESC, e.starts_at ASC, e.summary ASC
     LIMIT ${safeLimit}`);
  const rows = (
    Array.isArray(result) ? result : (result as { rows: EventMatchRow[] }).rows
  ) as EventMatchRow[];
  return rows.map((r) => ({
    summary: r.summary,
    description: r.description,
    location: r.location,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    allDay: r.all_day,
    calendarName: r.calendar_name,
    association: r.association,
  }));
}
