/**
 * The school-day answerer's sentences: one day ("No school on Friday, November 27 — Thanksgiving
 * Recess."), runs of days ("Regular school days: Monday, November 23 – Wednesday, November 25."), the
 * half-day "No, …" and a span's early releases. Pure; split out of assistant.answer-day.ts (past 400
 * lines), unchanged.
 */
import type { SchoolDay } from './assistant.pipeline.types.js';
import { addDays, formatIsoDay, IS_REGULAR_DAY, SHORT_DAY } from './assistant.calendar-retrieve.js';
import { classifyDayEvent } from '../vocabulary/vocabulary.day-status.js';

/** Other all-day events of a closed day, named so a parent sees both calendars' entries. */
function alsoListed(day: SchoolDay): string {
  const others = [
    ...new Set(
      day.events
        .filter((e) => classifyDayEvent(e.summary, e.description) !== 'no-school')
        .map((e) => e.summary),
    ),
  ];
  return others.length > 0 ? ` (the calendar also lists ${others.join(', ')})` : '';
}

/**
 * The clause describeDay adds when the calendar names a short day but not its time: the caller
 * drops it when a document's time follows (assistant.answer-parts.ts).
 */
export const UNTIMED_CLAUSE = /; the calendar doesn't give the (?:dismissal|start) time\./;

/** One line about one day, for "is there school X" and "what time X". */
export function describeDay(day: SchoolDay, year: number, asked: 'is-school' | 'times'): string {
  const label = formatIsoDay(day.date, year);
  const reason = day.reasons.length > 0 ? ` — ${day.reasons.join('; ')}` : '';
  switch (day.status) {
    case 'no-school':
      return `No school on ${label}${reason}${alsoListed(day)}.`;
    case 'weekend':
      return `No school on ${label} — it's the weekend${day.reasons.length > 0 ? ` (${day.reasons.join('; ')})` : ''}.`;
    case 'early-release':
      return day.dismissal
        ? asked === 'times'
          ? `On ${label} they get out early, at ${day.dismissal} (${day.reasons.join('; ')}).`
          : `Yes, ${label} is an early release day (${day.reasons.join('; ')}): dismissal at ${day.dismissal}.`
        : `Yes, ${label} is an early release day (${day.reasons.join('; ')}); the calendar doesn't give the dismissal time.`;
    case 'late-start':
      return day.start
        ? `Yes, with a late start on ${label} (${day.reasons.join('; ')}): school starts at ${day.start}.`
        : `Yes, with a late start on ${label} (${day.reasons.join('; ')}); the calendar doesn't give the start time.`;
    case 'school-day':
      if (asked === 'times') {
        if (day.start && day.dismissal)
          return `On ${label} school runs from ${day.start} to ${day.dismissal}.`;
        if (day.dismissal) return `On ${label} they get out at ${day.dismissal}.`;
        return '';
      }
      // A day school meets on by exception ("Friday Make-Up Day - School in Session") says why.
      if (day.reasons.length > 0) return `Yes, ${label} is a school day (${day.reasons.join('; ')}).`;
      return day.start && day.dismissal
        ? `Yes, ${label} is a regular day: ${day.start} to ${day.dismissal}.`
        : `Yes, ${label} is a regular school day.`;
  }
}

/**
 * "is there school thursday and friday", "is there school next week": the days in runs, regular
 * school days in one line ("Regular school days: Monday, November 23 – Wednesday, November 25."),
 * every other run with its reason.
 */
export function describeDays(days: SchoolDay[], year: number): string {
  // A week's Saturday and Sunday go without saying once the weekdays are listed.
  const weekdays = days.filter((d) => d.status !== 'weekend');
  const lines = runs(weekdays.length > 0 ? weekdays : days).map((run) => {
    const first = run[0]!;
    if (run.length === 1) return describeDay(first, year, 'is-school');
    if (first.status === 'school-day') return `Regular school days: ${runLabel(run, year)}.`;
    if (first.status === 'weekend') return `No school ${runLabel(run, year)} — the weekend.`;
    if (first.status === 'no-school')
      return `No school ${runLabel(run, year)}${first.reasons.length ? ` — ${first.reasons.join('; ')}` : ''}.`;
    return run.map((d) => describeDay(d, year, 'is-school')).join(' ');
  });
  return lines.join('\n');
}

/**
 * A day question asked as "is it off": "is friday off", "are they off monday", "is school closed
 * tuesday", "do they have that monday off" (not "drop off").
 */
const DAY_OFF_ASKED = /(?<!\bdrop\s?)\boff\b|\bclosed\b|\bno ?school\b|\b(?:a|school) holiday\b/;

/** The parent's own "is there school …" ask, which a reported day off does not turn round. */
const SCHOOL_ASKED =
  /\b(?:is|are)\s+(?:there|they\s+having)\s+school\b|\bdo(?:es)?\s+(?:they|we|he|she|the\s+kids)\s+have\s+school\b|\bis\s+school\s+(?:open|on)\b/;

/**
 * A day off someone else claims ("my son is telling me theres no school wednesday", "she said they're
 * off friday"): the claim to check, not the parent's own ask, so the answer is the day as it is
 * ("Yes, Wednesday, February 3 is a regular school day"), not "No — school is open" to a question
 * the parent asked the other way round ("is there school tomorrow? my son is telling me …"). Only
 * beside such an ask (SCHOOL_ASKED): "my son says theres no school wednesday, is that true" asks the
 * claim, which "No — school is open" answers.
 */
const REPORTED_DAY_OFF =
  /\b(?:tell(?:s|ing)?|told|say(?:s|ing)?|said|heard|claim(?:s|ing)?)\s+(?:me\s+|us\s+)?(?:that\s+)?(?:there'?s|there\s+is|its|it'?s|they'?re|they\s+are|theyre)?\s*(?:no\s?school|off|closed)\b/g;

/**
 * "is next friday a half day" on a regular day: "No, …" (describeDay's "Yes, … is a regular school
 * day" answers "is there school", and read as yes to the half day). Null for other questions/days.
 */
export function shortDayAsked(
  question: string,
  day: SchoolDay,
  year: number,
  asked: 'is-school' | 'times',
): string | null {
  // "is friday off" on an early release: describeDay's "Yes, …" would read as yes to the day off.
  if (
    asked === 'is-school' &&
    DAY_OFF_ASKED.test(SCHOOL_ASKED.test(question) ? question.replace(REPORTED_DAY_OFF, ' ') : question) &&
    day.status !== 'no-school' &&
    day.status !== 'weekend'
  )
    return describeDay(day, year, 'is-school')
      .replace(/^Yes, with /, 'No — school is open, with ')
      .replace(/^Yes, /, 'No — school is open: ');
  // "monday jan 11 is a normal school day right" on an early release: not the "Yes" describeDay opens with.
  if (IS_REGULAR_DAY.test(question) && (day.status === 'early-release' || day.status === 'late-start'))
    return describeDay(day, year, 'is-school').replace(/^Yes, /, 'No, ');
  if (day.status !== 'school-day') return null;
  if (!SHORT_DAY.test(question)) return null;
  const label = formatIsoDay(day.date, year);
  const hours = day.start && day.dismissal ? `: ${day.start} to ${day.dismissal}` : '';
  return `No, ${label} is a regular school day${hours}.`;
}

/**
 * " Early release: Friday, December 18 — Half Day (12:35 PM)." for the span's early releases, each
 * with the calendar's name for it. A weekly rule's days are one entry when the span is longer than a
 * week ("every Wednesday, Parent Handbook (1:30 PM)"): a month of Wednesdays listed one by one buried
 * the days off.
 */
export function earlyReleaseText(scope: SchoolDay[], year: number): string {
  const early = scope.filter((d) => d.status === 'early-release');
  if (early.length === 0) return '';
  const time = (d: SchoolDay) => (d.dismissal ? ` (${d.dismissal})` : '');
  // The school's own name for the day ("Minimum Day", "Half Day"), as the days off are listed:
  // parents ask in those words (Arroyo Vista dev: "any half days or days off next week").
  // Not a weekly rule's source ("every Wednesday, Parent Handbook") nor the list's own heading.
  const named = (d: SchoolDay) => {
    const names = d.reasons.filter((r) => !r.startsWith('every ') && !/^early\s+release$/i.test(r.trim()));
    return names.length > 0 ? ` — ${names.join('; ')}` : '';
  };
  const weekly = scope.length > 7 ? early.filter((d) => d.reasons[0]?.startsWith('every ')) : [];
  const entries = [
    ...early
      .filter((d) => !weekly.includes(d))
      .map((d) => {
        const name = named(d);
        // A name holding its own time ("Early Dismissal – 1:00 PM") is not followed by it again.
        return `${formatIsoDay(d.date, year)}${name}${/\d:\d\d/.test(name) ? '' : time(d)}`;
      }),
    ...[...new Map(weekly.map((d) => [d.reasons[0]!, d])).values()].map((d) => `${d.reasons[0]}${time(d)}`),
  ];
  const list = entries.join(', ');
  return ` Early release: ${list}${list.endsWith('.') ? '' : '.'}`;
}

/** Runs of consecutive days with the same status and reasons: "Thursday, November 26 – Friday, November 27". */
export function runs(days: SchoolDay[]): SchoolDay[][] {
  const out: SchoolDay[][] = [];
  for (const day of days) {
    const last = out.at(-1)?.at(-1);
    if (
      last &&
      addDays(last.date, 1) === day.date &&
      last.status === day.status &&
      last.reasons.join() === day.reasons.join()
    )
      out.at(-1)!.push(day);
    else out.push([day]);
  }
  return out;
}

export function runLabel(run: SchoolDay[], year: number): string {
  const first = formatIsoDay(run[0]!.date, year);
  return run.length === 1 ? first : `${first} – ${formatIsoDay(run.at(-1)!.date, year)}`;
}

/**
 * The break a text names ("after winter break", "thanksgiving break"; any break, recess or vacation
 * when it names no season): the run of days without school (weekends inside it included) that holds
 * a day closed for it, or null when the days hold none. `days` in date order.
 */
export function breakRun(days: SchoolDay[], text: string): SchoolDay[] | null {
  const asked = /\b(thanksgiving|winter|spring|christmas|mid ?winter|february|fall|easter|holiday)\b/.exec(
    text,
  )?.[1];
  // Calendars name the December break "Winter Break" more often than "Christmas".
  const name = asked === 'christmas' ? 'winter' : asked;
  // A break spans weekends: group consecutive days without school, whatever the reason.
  const closed: SchoolDay[][] = [];
  for (const d of days.filter((x) => x.status === 'no-school' || x.status === 'weekend')) {
    const last = closed.at(-1)?.at(-1);
    if (last && addDays(last.date, 1) === d.date) closed.at(-1)!.push(d);
    else closed.push([d]);
  }
  return (
    closed.find((r) =>
      r.some(
        (d) =>
          d.status === 'no-school' &&
          d.reasons.some((x) => (name ? x.toLowerCase().includes(name) : /break|recess|vacation/i.test(x))),
      ),
    ) ?? null
  );
}
