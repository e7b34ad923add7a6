import ical from 'node-ical';
import { fromZonedTime } from 'date-fns-tz';
import type { CalendarEventFields } from '../assistant/assistant.types.js';
import { CalendarFetchError, MESSAGES } from './calendars.errors.js';

/** One expanded occurrence, ready to store (instants in UTC), with its feed's event UID. */
export interface ParsedOccurrence extends CalendarEventFields {
  uid: string;
}

export interface ParseLimits {
  /** Days before `now` to keep. Default 30. */
  pastDays?: number;
  /** Days after `now` to expand to. Default 400. */
  futureDays?: number;
  /** Occurrences kept per feed (earliest first). Default 5 000. */
  maxOccurrences?: number;
  /** CPU budget of the whole expansion, in ms. Default 20 000. */
  timeBudgetMs?: number;
  /** Monotonic ms source for the budget (tests pass a fake). Default performance.now. */
  elapsed?: () => number;
}

export interface ParseResult {
  occurrences: ParsedOccurrence[];
  /** True when more than maxOccurrences fell in the window (the earliest were kept). */
  truncated: boolean;
}

const DAY_MS = 86_400_000;
const TEXT_MAX = 4000;

type ParamValue = string | { val: string; params?: unknown } | undefined;
type IcalDate = Date & { tz?: string; dateOnly?: boolean };

function text(value: ParamValue | unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value.trim().slice(0, TEXT_MAX);
  if (typeof value === 'object' && 'val' in (value as object)) return text((value as { val: unknown }).val);
  return String(value).trim().slice(0, TEXT_MAX);
}

/**
 * Parse an iCalendar feed (RFC 5545) and expand it into occurrences in
 * [now − pastDays, now + futureDays], with node-ical: VTIMEZONE and Windows zone names (Outlook's
 * "Eastern Standard Time", mapped via CLDR windowsZones), RRULE with EXDATE and RECURRENCE-ID
 * overrides, STATUS:CANCELLED events and cancelled single instances skipped.
 *
 * All-day events (VALUE=DATE) become midnight-to-midnight in `timeZone` (the school's zone), end
 * exclusive, missing DTEND = one day. Floating times (no TZID, no Z) are read in `timeZone`.
 *
 * Limits: at most `maxOccurrences` (earliest kept, `truncated` set); a rule that would need more
 * than rrule-temporal's 10 000 iterations (e.g. `FREQ=SECONDLY` without end) or a feed whose
 * expansion exceeds `timeBudgetMs` fails with CalendarFetchError (TOO_MANY_OCCURRENCES).
 * Not iCalendar / unreadable → CalendarFetchError NOT_ICS / MALFORMED.
 */
export function parseCalendar(input: {
  ics: string;
  timeZone: string;
  now: Date;
  limits?: ParseLimits;
}): ParseResult {
  const limits = input.limits ?? {};
  const elapsed = limits.elapsed ?? (() => performance.now());
  const started = elapsed();
  const budget = limits.timeBudgetMs ?? 20_000;
  const maxOccurrences = limits.maxOccurrences ?? 5000;
  const from = new Date(input.now.getTime() - (limits.pastDays ?? 30) * DAY_MS);
  const to = new Date(input.now.getTime() + (limits.futureDays ?? 400) * DAY_MS);

  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(input.ics))
    throw new CalendarFetchError('NOT_ICS', MESSAGES.notIcs);
  assertWellFormed(input.ics);

  let data: ical.CalendarResponse;
  try {
    data = ical.sync.parseICS(input.ics);
  } catch {
    throw new CalendarFetchError('MALFORMED', MESSAGES.malformed);
  }

  const out: ParsedOccurrence[] = [];
  for (const [key, component] of Object.entries(data)) {
    if (!component || key === 'vcalendar' || (component as { type?: string }).type !== 'VEVENT') continue;
    if (elapsed() - started > budget)
      throw new CalendarFetchError('TOO_MANY_OCCURRENCES', MESSAGES.timeBudget);
    const event = component as ical.VEvent;
    if (event.status === 'CANCELLED') continue;
    if (!(event.start instanceof Date) || Number.isNaN(event.start.getTime())) {
      throw new CalendarFetchError('MALFORMED', `${MESSAGES.malformed}: an event has no valid start date`);
    }
    let instances: ical.EventInstance[];
    try {
      instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      if (/iteration/i.test(message))
        throw new CalendarFetchError('TOO_MANY_OCCURRENCES', MESSAGES.recurrence);
      throw new CalendarFetchError('MALFORMED', MESSAGES.malformed);
    }
    for (const instance of instances) {
      const source = instance.event ?? event;
      if (source.status === 'CANCELLED') continue;
      const occurrence = toOccurrence(instance, source, event, input.timeZone);
      if (occurrence) out.push(occurrence);
    }
  }
  out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.summary.localeCompare(b.summary));
  return { occurrences: out.slice(0, maxOccurrences), truncated: out.length > maxOccurrences };
}

function toOccurrence(
  instance: ical.EventInstance,
  source: ical.VEvent,
  base: ical.VEvent,
  timeZone: string,
): ParsedOccurrence | null {
  const start = instance.start as IcalDate;
  const end = (instance.end ?? instance.start) as IcalDate;
  if (Number.isNaN(start.getTime())) return null;
  const common = {
    uid: text(base.uid),
    summary: text(instance.summary ?? source.summary) || '(untitled event)',
    description: text(source.description),
    location: text(source.location),
  };
  if (instance.isFullDay) {
    // node-ical gives date-only values as host-local midnight: read the calendar date back with
    // local getters, then pin it to midnight in the school's zone.
    const startsAt = zonedMidnight(start, timeZone);
    let endsAt = zonedMidnight(end, timeZone);
    if (endsAt.getTime() <= startsAt.getTime())
      endsAt = zonedMidnight(new Date(start.getTime() + DAY_MS), timeZone);
    return { ...common, startsAt, endsAt, allDay: true };
  }
  const floating = !start.tz && !(base.start as IcalDate).tz;
  const startsAt = floating ? reinterpretLocal(start, timeZone) : new Date(start.getTime());
  let endsAt = floating ? reinterpretLocal(end, timeZone) : new Date(end.getTime());
  if (endsAt.getTime() < startsAt.getTime()) endsAt = startsAt;
  return { ...common, startsAt, endsAt, allDay: false };
}

/**
 * Structural sanity before parsing: node-ical silently drops what it cannot read, so a truncated
 * or garbled feed would otherwise "sync" as an empty calendar and wipe the stored events.
 * Requires END:VCALENDAR, balanced BEGIN/END per component, and (nearly) every line to be an RFC
 * 5545 content line (`NAME[;params]:value`) or a folded continuation.
 */
function assertWellFormed(ics: string): void {
  if (!/END:VCALENDAR\s*$/i.test(ics)) throw new CalendarFetchError('MALFORMED', MESSAGES.malformed);
  const depth = new Map<string, number>();
  let invalid = 0;
  let total = 0;
  for (const line of ics.split(/\r?\n/)) {
    if (line === '') continue;
    total++;
    if (/^[ \t]/.test(line)) continue;
    const marker = /^(BEGIN|END):([A-Za-z0-9-]+)\s*$/i.exec(line);
    if (marker) {
      const name = marker[2]!.toUpperCase();
      const next = (depth.get(name) ?? 0) + (marker[1]!.toUpperCase() === 'BEGIN' ? 1 : -1);
      if (next < 0) throw new CalendarFetchError('MALFORMED', MESSAGES.malformed);
      depth.set(name, next);
      continue;
    }
    if (!/^[A-Za-z0-9-]+[;:]/.test(line)) invalid++;
  }
  if ([...depth.values()].some((d) => d !== 0) || invalid > Math.max(2, total * 0.05)) {
    throw new CalendarFetchError('MALFORMED', MESSAGES.malformed);
  }
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function zonedMidnight(localDate: Date, timeZone: string): Date {
  const day = `${localDate.getFullYear()}-${pad(localDate.getMonth() + 1)}-${pad(localDate.getDate())}T00:00:00`;
  return fromZonedTime(day, timeZone);
}

/** A floating time was parsed in the host's zone; read its wall-clock fields in `timeZone`. */
function reinterpretLocal(d: Date, timeZone: string): Date {
  const wall = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  return fromZonedTime(wall, timeZone);
}
