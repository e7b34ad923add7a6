/**
 * The school-day model: what a parent would be told about any date in the school's zone. Built from
 * the stored occurrences of every calendar of the school plus the regular hours, as a pure function
 * (`buildSchoolDays`, benchmarked in bench/day-model.bench.ts) behind the engine's `DaySource`.
 */
import { fromZonedTime } from 'date-fns-tz';
import type { EventCandidate } from '../assistant/assistant.types.js';
import type { DaySource, IsoDate, SchoolDay, SchoolHours } from '../assistant/assistant.pipeline.types.js';
import {
  classifyDayEvent,
  formatClock,
  parseClock,
  statedDismissal,
  type DayEventKind,
} from '../vocabulary/vocabulary.day-status.js';
import type { Database } from '../../db/client.js';
import { schoolTimeZone } from '../schools/schools.directory.js';
import { calendarCoverage, eventsOverlapping, schoolYearMarks } from './calendars.repository.js';
import { schoolYears, type SchoolYearBreak } from './calendars.school-years.js';

const DAY_MS = 86_400_000;

/** Regular hours as the day model needs them; `schoolDays` = weekdays 0 (Sun)–6 (Sat) with classes. */
export interface RegularHours {
  start: string | null;
  dismissal: string | null;
  earlyDismissal: string | null;
  schoolDays: readonly number[];
}

/** Mon–Fri with no times known: the default when neither the profile nor documents say otherwise. */
export const DEFAULT_HOURS: RegularHours = {
  start: null,
  dismissal: null,
  earlyDismissal: null,
  schoolDays: [1, 2, 3, 4, 5],
};

/** "2026-11-27" + n days (calendar arithmetic, no zone involved). */
export function addIsoDays(date: IsoDate, n: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function isoWeekday(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Midnight of `date` in `timeZone` as an instant. */
export function zonedDayStart(date: IsoDate, timeZone: string): Date {
  return fromZonedTime(`${date}T00:00:00`, timeZone);
}

function lateStartMinutes(text: string): { at: number } | { laterBy: number } | null {
  const delay = /\b(\d+(?:\.\d+)?|one|two|an?) (hours?|hrs?|minutes?|mins?) (delay|delayed|late)\b/i.exec(
    text,
  );
  if (delay) {
    const n = { one: 1, two: 2, a: 1, an: 1 }[delay[1]!.toLowerCase()] ?? Number(delay[1]);
    return { laterBy: Math.round(/^h/i.test(delay[2]!) ? n * 60 : n) };
  }
  const stated = statedDismissal(text);
  return stated && 'at' in stated ? stated : null;
}

function dayStatus(
  date: IsoDate,
  events: EventCandidate[],
  hours: RegularHours,
): Pick<SchoolDay, 'status' | 'reasons' | 'start' | 'dismissal'> {
  const kinds = events.map((e): [EventCandidate, DayEventKind] => [
    e,
    classifyDayEvent(e.summary, e.description),
  ]);
  const titles = (kind: DayEventKind) => [
    ...new Set(kinds.filter(([, k]) => k === kind).map(([e]) => e.summary)),
  ];
  const start = hours.start;
  const dismissal = hours.dismissal;
  const closed = titles('no-school');
  const inSession = titles('in-session');
  // "Friday Make-Up Day - School in Session" at a school whose week is Monday–Thursday: school meets.
  if (!hours.schoolDays.includes(isoWeekday(date)) && (inSession.length === 0 || closed.length > 0))
    return { status: 'weekend', reasons: closed, start: null, dismissal: null };
  // A closure wins over anything else the other calendars list that day (district holiday vs school Book Fair).
  if (closed.length > 0) return { status: 'no-school', reasons: closed, start: null, dismissal: null };
  const early = kinds.filter(([, k]) => k === 'early-release').map(([e]) => e);
  if (early.length > 0) {
    let time: number | null = hours.earlyDismissal ? parseClock(hours.earlyDismissal) : null;
    for (const e of early) {
      const stated = statedDismissal(e.summary, e.description);
      const regular = dismissal ? parseClock(dismissal) : null;
      if (stated && 'at' in stated) time = stated.at;
      else if (stated && regular !== null) time = regular - stated.earlierBy;
    }
    return {
      status: 'early-release',
      reasons: titles('early-release'),
      start,
      dismissal: time === null ? null : formatClock(time),
    };
  }
  const late = kinds.filter(([, k]) => k === 'late-start').map(([e]) => e);
  if (late.length > 0) {
    let time: number | null = null;
    for (const e of late) {
      const stated = lateStartMinutes(`${e.summary} ${e.description}`);
      const regular = start ? parseClock(start) : null;
      if (stated && 'at' in stated) time = stated.at;
      else if (stated && regular !== null) time = regular + stated.laterBy;
    }
    return {
      status: 'late-start',
      reasons: titles('late-start'),
      start: time === null ? null : formatClock(time),
      dismissal,
    };
  }
  return { status: 'school-day', reasons: inSession, start, dismissal };
}

/**
 * Every day of [from, to] (inclusive ISO dates in `timeZone`) with the events overlapping it
 * (all-day events cover each day up to their exclusive end; a timed event counts on every day it
 * touches) and its status. Events need not be sorted. O(days + events × days each event spans).
 */
export function buildSchoolDays(input: {
  from: IsoDate;
  to: IsoDate;
  timeZone: string;
  events: EventCandidate[];
  hours: RegularHours;
  /** Summer breaks between a year's last day and the next year's first day (exclusive bounds). */
  summers?: SchoolYearBreak[];
}): SchoolDay[] {
  const dates: IsoDate[] = [];
  for (let d = input.from; d <= input.to && dates.length < 5000; d = addIsoDays(d, 1)) dates.push(d);
  const bounds = [...dates, addIsoDays(input.to, 1)].map((d) => zonedDayStart(d, input.timeZone).getTime());
  const perDay: EventCandidate[][] = dates.map(() => []);
  for (const event of input.events) {
    const s = event.startsAt.getTime();
    // A zero-length event (an instant) still belongs to its day.
    const e = Math.max(event.endsAt.getTime(), s + 1);
    let lo = 0;
    let hi = dates.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bounds[mid + 1]! <= s) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < dates.length && bounds[i]! < e; i++) perDay[i]!.push(event);
  }
  return dates.map((date, i) => {
    const events = perDay[i]!.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const day: SchoolDay = { date, ...dayStatus(date, events, input.hours), events };
    const summer = input.summers?.find((b) => b.after < date && date < b.before);
    return summer && day.status === 'school-day'
      ? { ...day, status: 'no-school', reasons: ['Summer break'], start: null, dismissal: null }
      : day;
  });
}

/** What the day model needs of the school profile: its zone and regular hours (null = none set). */
export interface SchoolTimes {
  timeZone: string;
  hours: RegularHours | null;
}

/**
 * The calendars module's `DaySource`: days of [from, to] clipped to the synced window (30 days
 * before the earliest sync to 400 days after the latest, the expansion window of the parser, and
 * no further than the last day of the latest school year when no first day follows it:
 * calendars.school-years.ts), in the school's zone; days between a year's last day and the next
 * year's first are "Summer break". Without a calendar: `hasCalendars: false`, no days, so nothing
 * ever claims a regular school day. `timesOf` gives the school's zone and regular hours (the school
 * profile, one read); without it the zone is read alone and the hours are Mon–Fri without times.
 */
export function createCalendarDaySource(
  database: Database,
  options: { timesOf?: (schoolId: string) => Promise<SchoolTimes | null> } = {},
): DaySource & {
  withHours(hours: SchoolHours | null): DaySource;
  timeZoneOf(schoolId: string): Promise<string>;
} {
  const built = new DayModelMemo();
  const years = new Map<string, Promise<ReturnType<typeof schoolYears>>>();
  /** The school's years for one version of its events (a sync changes the version). */
  const yearsOf = (schoolId: string, version: string, timeZone: string) => {
    const key = `${schoolId}|${version}|${timeZone}`;
    let hit = years.get(key);
    if (!hit) {
      hit = schoolYearMarks(database.db, schoolId).then((marks) => schoolYears(marks, timeZone));
      hit.catch(() => years.delete(key));
      years.set(key, hit);
      if (years.size > 500) years.delete(years.keys().next().value!);
    }
    return hit;
  };
  const timesOf = async (schoolId: string): Promise<SchoolTimes> =>
    (options.timesOf ? await options.timesOf(schoolId) : null) ?? {
      timeZone: await schoolTimeZone(database.db, schoolId),
      hours: null,
    };
  const make = (fallback: SchoolHours | null): DaySource => ({
    async days({ schoolId, from, to }) {
      const coverage = await calendarCoverage(database.db, schoolId);
      if (!coverage) return { hasCalendars: false, covered: null, days: [] };
      const { timeZone, hours: profile } = await timesOf(schoolId);
      const toIso = (d: Date) => fromZonedIso(d, timeZone);
      const { summers, end } = await yearsOf(schoolId, coverage.eventsVersion, timeZone);
      // Past the last day of the latest school year the feed knows nothing of school days yet.
      const synced = toIso(new Date(coverage.last.getTime() + 399 * DAY_MS));
      const covered = {
        from: toIso(new Date(coverage.first.getTime() - 30 * DAY_MS)),
        to: end && end < synced ? end : synced,
      };
      const lo = from > covered.from ? from : covered.from;
      const hi = to < covered.to ? to : covered.to;
      if (lo > hi) return { hasCalendars: true, covered, yearEnd: end, days: [] };
      const hours: RegularHours = {
        start: profile?.start ?? fallback?.start ?? null,
        dismissal: profile?.dismissal ?? fallback?.dismissal ?? null,
        earlyDismissal: profile?.earlyDismissal ?? fallback?.earlyDismissal ?? null,
        schoolDays: profile?.schoolDays ?? DEFAULT_HOURS.schoolDays,
      };
      const key = JSON.stringify([schoolId, lo, hi, timeZone, coverage.eventsVersion, hours, summers]);
      const days = await built.get(key, async () => {
        const events = await eventsOverlapping(
          database.db,
          schoolId,
          zonedDayStart(lo, timeZone),
          zonedDayStart(addIsoDays(hi, 1), timeZone),
        );
        return buildSchoolDays({ from: lo, to: hi, timeZone, events, hours, summers });
      });
      return { hasCalendars: true, covered, yearEnd: end, days };
    },
  });
  return {
    ...make(null),
    withHours: (hours) => make(hours),
    timeZoneOf: (schoolId) => schoolTimeZone(database.db, schoolId),
  };
}

/**
 * Built day models by (school, window, zone, calendar coverage, hours): every question without a
 * date loads the coming LOOKAHEAD_DAYS (300 days, hundreds of event rows) and rebuilt them each
 * time, ~10 ms of a 1k-chunk question's ~20 ms (bench:answers padded latency, p50). A sync, a new
 * or a removed calendar changes the events' fingerprint and so the key. Least recently used
 * entries go first.
 * Callers must not mutate the returned days (none does: the weekly rules map to new objects).
 */
class DayModelMemo {
  /** Entries kept: a few windows (today, a date asked) for each school answering at once. */
  static readonly SIZE = 64;
  private readonly entries = new Map<string, SchoolDay[]>();

  async get(key: string, build: () => Promise<SchoolDay[]>): Promise<SchoolDay[]> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const days = await build();
    this.entries.set(key, days);
    if (this.entries.size > DayModelMemo.SIZE) this.entries.delete(this.entries.keys().next().value!);
    return days;
  }
}

/** "2026-11-27" formatters by zone: building an Intl.DateTimeFormat costs far more than formatting. */
const ISO_DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The ISO date of instant `d` in `timeZone`. */
export function fromZonedIso(d: Date, timeZone: string): IsoDate {
  let format = ISO_DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    ISO_DAY_FORMATS.set(timeZone, format);
  }
  return format.format(d);
}
