/**
 * Dates in parents' questions (docs/ARCHITECTURE.md "Understanding"): "tomorrow", "this
 * friday", "next week", "on the 14th", "March 13", "next monday", resolved relative to NOW IN THE
 * SCHOOL'S TIME ZONE, as calendar days. chrono-node does the parsing; it is given the school's wall
 * clock as a UTC instant with offset 0, so neither the server's own zone nor a DST change between
 * today and the target day can shift the result. Instants for retrieval (range start/end) are then
 * computed per day with date-fns-tz, so a 23- or 25-hour day is exactly that long. Ranges named in
 * words ("next week", "the 14th", a holiday's days) are read first: assistant.date-ranges.ts.
 */
import { explicitRanges } from './assistant.date-ranges.js';
import {
  addDays,
  compareDays,
  MONTHS,
  weekdayOf,
  WEEKDAYS,
  type Found,
  type LocalDay,
} from './assistant.local-day.js';
import { withoutNonDates } from './assistant.not-dates.js';
import { EXCLUDED_WEEKDAY } from '../vocabulary/vocabulary.day-status.js';
import * as chrono from 'chrono-node';
import { fromZonedTime, toZonedTime } from 'date-fns-tz';

/** Every weekday the parent sets aside ('thats not a wednesday'), built once, not per question. */
const EXCLUDED_WEEKDAYS = new RegExp(EXCLUDED_WEEKDAY.source, 'g');

export { addDays, compareDays, MONTHS, weekdayOf, WEEKDAYS } from './assistant.local-day.js';
export type { Found, LocalDay } from './assistant.local-day.js';

export interface ResolvedDates {
  /** First and last day (inclusive) the question refers to; equal for a single day. */
  from: LocalDay;
  to: LocalDay;
  /** The words that were read as a date ("next friday"), removed from the topic words. */
  matchedText: string[];
  /** Instants for event lookups: start of `from`, start of the day after `to` (exclusive). */
  range: { start: Date; end: Date };
  /** "Friday, March 13" or "Monday, March 16 – Sunday, March 22". */
  label: string;
}

/** Today in `timeZone` at instant `now`, plus the wall-clock hour and minute. */
export function schoolToday(now: Date, timeZone: string): LocalDay & { hour: number; minute: number } {
  const zoned = toZonedTime(now, timeZone);
  // toZonedTime returns a Date whose *local* fields are the wall clock; read them as such.
  return {
    year: zoned.getFullYear(),
    month: zoned.getMonth() + 1,
    day: zoned.getDate(),
    hour: zoned.getHours(),
    minute: zoned.getMinutes(),
  };
}

/** The ISO calendar date of a local day: "2026-11-27". */
export function isoDate(d: LocalDay): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The instant a school day starts (00:00 wall clock in `timeZone`). */
export function startOfSchoolDay(d: LocalDay, timeZone: string): Date {
  return fromZonedTime(`${isoDate(d)}T00:00:00`, timeZone);
}

/** "Friday, March 13" (en-US; the year only when it is not the current one). */
export function formatDay(d: LocalDay, currentYear?: number): string {
  const weekday = WEEKDAYS[weekdayOf(d)]!;
  const text = `${cap(weekday)}, ${cap(MONTHS[d.month - 1]!)} ${d.day}`;
  return currentYear !== undefined && currentYear !== d.year ? `${text}, ${d.year}` : text;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "last thursday", "this past friday" (English; chrono's forward dating reads them as coming days). */
const LAST_WEEKDAY = /^(?:last|this\s+past|past)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/**
 * The days a chrono parser (`chrono.parse`, or another locale's such as `chrono.es.parse`) reads in
 * `text`, at the school's wall clock `today` given as a UTC instant with offset 0 (see the file
 * comment), dates resolved forward. A result without a certain day or weekday (a bare time) is
 * skipped, and so is one whose text `skip` rejects; an end before its start counts as the start.
 */
export function chronoDays(
  parse: typeof chrono.parse,
  text: string,
  today: LocalDay & { hour: number; minute: number },
  skip: (matched: string) => boolean = () => false,
): Found[] {
  const reference = {
    instant: new Date(Date.UTC(today.year, today.month - 1, today.day, today.hour, today.minute)),
    timezone: 0,
  };
  const found: Found[] = [];
  for (const result of parse(text, reference, { forwardDate: true })) {
    const start = result.start;
    if (!start.isCertain('day') && !start.isCertain('weekday')) continue;
    if (skip(result.text)) continue;
    let from: LocalDay = { year: start.get('year')!, month: start.get('month')!, day: start.get('day')! };
    // "his absence from last thursday": forward dating made it the coming Thursday; it is the one before.
    if (LAST_WEEKDAY.test(result.text)) {
      from = addDays(from, -7);
      if (compareDays(from, today) >= 0) from = addDays(from, -7);
      found.push({ from, to: from, text: result.text });
      continue;
    }
    const end = result.end;
    const to =
      end && (end.isCertain('day') || end.isCertain('weekday'))
        ? { year: end.get('year')!, month: end.get('month')!, day: end.get('day')! }
        : from;
    found.push({ from, to: compareDays(to, from) >= 0 ? to : from, text: result.text });
  }
  return found;
}

/** "presidents day weekend", "a long weekend": the holiday's own weekend (see resolveDates). */
const HOLIDAY_WEEKEND = /\b(day|thanksgiving|easter|holiday|long)\s+weekend\b/gi;
/**
 * "is there school the friday after this one": the weekday of next week (Cedar Bluff dev: read as
 * this Friday). Group 1 is the weekday.
 */
const WEEKDAY_AFTER_THIS =
  /\b(?:the\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+after\s+this(?:\s+(?:one|coming\s+one))?\b(?!\s+(?:week|month)\b)/gi;

/**
 * Dates a question refers to, relative to `now` in the school's `timeZone`; null when it mentions
 * none. Weekdays and month-days resolve forward ("friday" on a Saturday is next Friday; "March 13"
 * after March 13 is next year's). A bare time ("at 3pm") is not a date. When several dates appear,
 * the span from the first to the last is returned.
 */
export function resolveDates(rawText: string, now: Date, timeZone: string): ResolvedDates | null {
  const today = schoolToday(now, timeZone);
  // "presidents day weekend", "thanksgiving weekend", "a long weekend": the holiday's own weekend,
  // which the holiday's name resolves; not this week's (Cedar Bluff dev: "…skiing presidents day
  // weekend, do they have that monday off" spanned this Saturday to the holiday).
  const normalizedText = withoutNonDates(rawText)
    .replace(HOLIDAY_WEEKEND, '$1')
    .replace(WEEKDAY_AFTER_THIS, '$1 next week');
  const found = explicitRanges(normalizedText, today);
  const consumed = found.map((f) => f.text);
  // "on wednesdays" / "every friday" is a recurring day, a topic word rather than a date; "good
  // friday", "ash wednesday" name a holiday, not the coming weekday.
  let remaining = normalizedText.replace(
    /\b(?:every\s+\w+day|(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:good|black|holy|ash|maundy|palm|easter|cyber)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/g,
    ' ',
  );
  // "on a normal day thats not a wednesday": the day excluded is not the day asked.
  remaining = remaining.replace(EXCLUDED_WEEKDAYS, ' ');
  // "the friday before spring break", "the monday after thanksgiving": a day relative to a named
  // break or holiday (the break answer's), not the coming weekday.
  remaining = remaining.replace(
    /\b(?:the\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:before|after)\s+(?!next\b|this\b|that\b|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d)[a-z]/g,
    ' ',
  );
  for (const text of consumed) remaining = remaining.replace(text, ' ');
  // chrono reads "the day" as today and "last day" as yesterday: "tylenol during the day", "the last
  // day before break" name no date.
  // "the day after thanksgiving" is a day relative to a holiday, not tomorrow.
  const notADay = (text: string) =>
    /^(?:the|a|that|each|per|every|last|first|one|some)\s+day(?:\s+(?:after|before))?$/i.test(text.trim()) ||
    // "2 days late", "3 days absent": a duration, not the day after tomorrow ("in 2 days" is).
    /^\d+\s+days?$/i.test(text.trim()) ||
    // "how much is hot lunch now": the current value, not a question about today (a day question
    // without a date is about today anyway). Dev: read as today, it ranked the notice "Starting
    // March 1, hot lunch costs $3.50" below the handbook's old price as "another day".
    /^(?:right\s+)?now$/i.test(text.trim());
  found.push(...chronoDays(chrono.parse, remaining, today, notADay));
  return found.length === 0 ? null : spanOfDays(found, today.year, timeZone);
}

/**
 * The dates of a question from the days found in it (at least one): the span from the earliest
 * day to the latest, its instants in `timeZone`, and its label ("Friday, March 13", or
 * "Monday, March 16 – Sunday, March 22"; a lone range's own label such as "January 2027"). The year
 * is named only when it is not `currentYear`.
 */
export function spanOfDays(found: Found[], currentYear: number, timeZone: string): ResolvedDates {
  const from = found.reduce((a, f) => (compareDays(f.from, a) < 0 ? f.from : a), found[0]!.from);
  const to = found.reduce((a, f) => (compareDays(f.to, a) > 0 ? f.to : a), found[0]!.to);
  const label =
    found.length === 1 && found[0]!.label
      ? found[0]!.label
      : compareDays(from, to) === 0
        ? formatDay(from, currentYear)
        : `${formatDay(from, currentYear)} – ${formatDay(to, currentYear)}`;
  return {
    from,
    to,
    matchedText: found.map((f) => f.text),
    range: { start: startOfSchoolDay(from, timeZone), end: startOfSchoolDay(addDays(to, 1), timeZone) },
    label,
  };
}

/** Words that only spoke about when (they are not topics once the date is resolved). */
export const DATE_WORDS = new Set([
  'today',
  'tomorrow',
  'tonight',
  'yesterday',
  'this',
  'next',
  'coming',
  'following',
  'week',
  'weekend',
  'on',
  'the',
  ...WEEKDAYS,
  ...MONTHS,
  ...MONTHS.map((m) => m.slice(0, 3)).filter((m) => m !== 'mar' && m !== 'may'),
  'sept',
  // "in late january": only ever dropped when the date words matched them.
  'early',
  'mid',
  'middle',
  'of',
  'late',
]);
