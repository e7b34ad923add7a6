import { formatInTimeZone } from 'date-fns-tz';

/** The fields describeEvent / isNoSchoolEvent read (EventCandidate and stored rows both fit). */
export interface DescribableEvent {
  summary: string;
  description?: string;
  location?: string;
  startsAt: Date;
  /** Exclusive end. For all-day events: midnight (school zone) after the last day. */
  endsAt: Date;
  allDay: boolean;
}

const DAY_MS = 86_400_000;

function dayLabel(d: Date, timeZone: string, withYear: boolean): string {
  return formatInTimeZone(d, timeZone, withYear ? 'EEEE, MMMM d, yyyy' : 'EEEE, MMMM d');
}

function timeLabel(d: Date, timeZone: string): string {
  return formatInTimeZone(d, timeZone, 'h:mm a');
}

/**
 * Phrase one occurrence for a parent, in the school's time zone (docs/ARCHITECTURE.md):
 * - timed, same day: "Friday, March 13, 6:00 PM–7:30 PM at the gym" (a zero-length event:
 *   "Friday, March 13, 6:00 PM");
 * - timed across days: "Friday, March 13, 6:00 PM – Saturday, March 14, 2:00 PM";
 * - all-day: "Friday, March 13"; several days: "Monday, March 16 – Friday, March 20" (the stored end
 *   is exclusive, so the last day shown is the day before it).
 * " at <location>" is appended when the event has a location (first line only).
 * `options.now`: when given, the year is added for dates outside now's year (in `timeZone`);
 * `options.withYear`: always add the year.
 * `timeZone` is an IANA name; the function is pure (no I/O, no clock).
 */
export function describeEvent(
  event: DescribableEvent,
  timeZone: string,
  options: { now?: Date; withYear?: boolean } = {},
): string {
  const nowYear = options.now ? formatInTimeZone(options.now, timeZone, 'yyyy') : null;
  const yearOf = (d: Date) => formatInTimeZone(d, timeZone, 'yyyy');
  const withYear = (d: Date) => options.withYear === true || (nowYear !== null && yearOf(d) !== nowYear);
  let when: string;
  if (event.allDay) {
    const lastDay = new Date(Math.max(event.startsAt.getTime(), event.endsAt.getTime() - DAY_MS));
    const first = dayLabel(event.startsAt, timeZone, withYear(event.startsAt));
    const firstKey = formatInTimeZone(event.startsAt, timeZone, 'yyyy-MM-dd');
    const lastKey = formatInTimeZone(lastDay, timeZone, 'yyyy-MM-dd');
    when = firstKey === lastKey ? first : `${first} – ${dayLabel(lastDay, timeZone, withYear(lastDay))}`;
  } else {
    const startDay = formatInTimeZone(event.startsAt, timeZone, 'yyyy-MM-dd');
    const endDay = formatInTimeZone(event.endsAt, timeZone, 'yyyy-MM-dd');
    const day = dayLabel(event.startsAt, timeZone, withYear(event.startsAt));
    if (event.endsAt.getTime() <= event.startsAt.getTime()) {
      when = `${day}, ${timeLabel(event.startsAt, timeZone)}`;
    } else if (startDay === endDay) {
      // Both ends carry AM/PM: schools write "7:00 pm", and a parent scanning for the start time
      // should not have to read it off the end ("7:00 PM–8:00 PM" was read as missing "7:00 pm").
      when = `${day}, ${timeLabel(event.startsAt, timeZone)}–${timeLabel(event.endsAt, timeZone)}`;
    } else {
      when = `${day}, ${timeLabel(event.startsAt, timeZone)} – ${dayLabel(event.endsAt, timeZone, withYear(event.endsAt))}, ${timeLabel(event.endsAt, timeZone)}`;
    }
  }
  const location = (event.location ?? '').split(/\r?\n/)[0]!.trim();
  return location ? `${when} at ${location}` : when;
}

/** Phrases that always mean students have no school that day. */
const NO_SCHOOL_PHRASES = [
  /\bno school\b/,
  /\bno classes\b/,
  /\bschool(s)? (is |are )?closed\b/,
  /\bschool closure\b/,
  /\bclosed\b/,
  /\bclosure\b/,
  /\bteacher (work ?day|planning day|in-?service)\b/,
  /\bstaff development day\b/,
  /\bprofessional development( day)?\b/,
  /\bp\.?d\.? day\b/,
  /\bin-?service day\b/,
  /\bsnow day\b/,
  /\bstudent holiday\b/,
  /\bstudents? (do not|don't) attend\b/,
  /\bno students\b/,
  /\bday off\b/,
];

/** Words that mean a day off only on an all-day event, unless the event is a program/party. */
const DAY_OFF_WORDS = /\b(holiday|holidays|break|vacation|recess|observance)\b/;
const HOLIDAY_NAMES =
  /\b(thanksgiving|christmas|new year'?s|memorial day|labor day|independence day|veterans'? day|presidents'? day|martin luther king|mlk|juneteenth|columbus day|indigenous peoples'? day|good friday|winter break|spring break|mid-?winter break)\b/;
/** "Holiday Concert", "Holiday Party": events, not days off. Early release is still a school day. */
const EVENT_NOUNS =
  /\b(concert|party|fair|bazaar|sale|show|program|performance|celebration|camp|club|lunch\w*|breakfast|dinner|feast|potluck|shop|drive|market|sing-?along|assembly|early (release|dismissal)|half day|minimum day)\b/;

/**
 * True when the occurrence means "no school" for students: explicit phrases anywhere in the
 * summary ("No School", "School Closed", "Teacher Workday", "PD Day", "Snow Day", …), or, for
 * all-day events, a holiday/break/vacation word or a well-known US school holiday name
 * ("Martin Luther King Jr. Day", "Thanksgiving Break") — but never an event that merely mentions a
 * holiday ("Holiday Concert", "Spring Break Camp") or an early release/half day. Reads the summary
 * only (descriptions mention closures of other things too often). Pure.
 */
export function isNoSchoolEvent(event: Pick<DescribableEvent, 'summary' | 'allDay'>): boolean {
  const summary = event.summary.toLowerCase().replace(/\s+/g, ' ');
  if (EVENT_NOUNS.test(summary) && !/\bno school\b|\bschool closed\b/.test(summary)) return false;
  if (NO_SCHOOL_PHRASES.some((re) => re.test(summary))) return true;
  if (!event.allDay) return false;
  return DAY_OFF_WORDS.test(summary) || HOLIDAY_NAMES.test(summary);
}
