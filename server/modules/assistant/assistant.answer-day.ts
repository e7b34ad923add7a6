/**
 * The school-day answerer (first in the engine's answerer order): answers "is there school X",
 * "what time do they get out X", "any days off next week", "when is the next early release", and
 * "when does winter break start / when do they go back" from the calendar's day model, in one line
 * with the reason ("No school on Friday, November 27 — Thanksgiving Recess."). It never claims a
 * regular school day for a school without a calendar, and says so when a date is outside the synced
 * window instead of guessing.
 */
import type { AnswerSource } from './assistant.types.js';
import { gradeTimeIn } from '../vocabulary/vocabulary.grades.js';
import { CALENDAR_FACT_CONFIDENCE, UNTIMED_DAY_CONFIDENCE } from './assistant.tuning.js';
import type {
  AnswerContext,
  Answerer,
  Candidate,
  SchoolDay,
  SchoolHours,
} from './assistant.pipeline.types.js';
import { dayIntent, formatIsoDay, SHORT_DAY } from './assistant.calendar-retrieve.js';
import { formatClock, parseClock, statedDismissal } from '../vocabulary/vocabulary.day-status.js';
import { isWeeklyDayOff } from './assistant.weekly-rules.js';
import { breakAnswer, nextAnswer } from './assistant.answer-day-ahead.js';
import {
  describeDay,
  describeDays,
  earlyReleaseText,
  runLabel,
  runs,
  shortDayAsked,
} from './assistant.day-text.js';

const NAME = 'school-day';

/** Whether the day's answer holds its time; `shortDay`: the parent asked whether it is a half day. */
function timeKnown(day: SchoolDay, shortDay = false): boolean {
  if (day.status === 'early-release') return day.dismissal !== null;
  if (day.status === 'late-start') return day.start !== null;
  if (day.status === 'school-day' && shortDay) return day.dismissal !== null;
  return true;
}

function candidate(
  answer: string,
  sources: AnswerSource[],
  confidence = CALENDAR_FACT_CONFIDENCE,
): Candidate {
  return { answer, sources, confidence, answerer: NAME };
}

function calendarSources(days: SchoolDay[]): AnswerSource[] {
  const names = new Set(days.flatMap((d) => d.events.map((e) => e.calendarName)));
  return [...names].map((title) => ({ title }));
}

/** Start/dismissal with the profile or document hours filling what the day model does not know. */
function withHours(day: SchoolDay, hours: SchoolHours | null): SchoolDay {
  if (!hours || day.status === 'no-school' || day.status === 'weekend') return day;
  const start = day.start ?? (day.status === 'late-start' ? null : hours.start);
  let dismissal = day.dismissal ?? (day.status === 'early-release' ? null : hours.dismissal);
  if (dismissal === null && day.status === 'early-release') {
    // "1 hour early" needs the regular dismissal, which may only be known from the documents.
    const regular = hours.dismissal ? parseClock(hours.dismissal) : null;
    const shift = day.reasons.map((r) => statedDismissal(r)).find((x) => x && 'earlierBy' in x);
    dismissal =
      shift && 'earlierBy' in shift && regular !== null
        ? formatClock(regular - shift.earlierBy)
        : hours.earlyDismissal;
  }
  return { ...day, start, dismissal };
}

/** An early release whose title gives the asked grade's own time ("5-8 out 12:00") ends then. */
function withGradeTime(day: SchoolDay, grade: number | null): SchoolDay {
  if (day.status !== 'early-release') return day;
  const time = gradeTimeIn(day.reasons, grade);
  return time ? { ...day, dismissal: time } : day;
}

const NO_SCHOOL: ReadonlySet<SchoolDay['status']> = new Set(['no-school', 'weekend']);

/**
 * The day an "is there school" / "what time" part is about: the asked date, else today. An undated
 * time question ("wat time does school start?") on a weekend or a closed day asks about school in
 * general, so it is answered for the next school day, which the answer names.
 */
function askedDay(
  days: SchoolDay[],
  asked: string | null,
  intent: 'is-school' | 'times',
  today: string,
): SchoolDay | undefined {
  if (asked) return days.find((d) => d.date === asked);
  const todays = days.find((d) => d.date === today);
  if (intent !== 'times' || !todays || !NO_SCHOOL.has(todays.status)) return todays;
  return days.find((d) => d.date > today && !NO_SCHOOL.has(d.status)) ?? todays;
}

export const schoolDayAnswerer: Answerer = {
  name: NAME,
  answer(context) {
    const intent = dayIntent(context.part);
    const model = context.retrieved.days;
    if (!intent || !model || !model.hasCalendars) return null;
    const year = Number(context.understanding.today.slice(0, 4));
    const days = model.days.map((d) =>
      withGradeTime(withHours(d, context.retrieved.hours), context.part.grade),
    );
    const sources = calendarSources(days);
    const dates = context.part.dates;
    if ((intent === 'is-school' || intent === 'times' || intent === 'days-off') && dates) {
      const inRange = days.filter((d) => d.date >= dates.from && d.date <= dates.to);
      if (inRange.length === 0) {
        // "is there school in august" after the last day of the year: say when the year ends.
        const end = model.yearEnd && dates.from > model.yearEnd ? model.yearEnd : null;
        const last = end ? ` The last day of school is ${formatIsoDay(end, year)}.` : '';
        return candidate(`The school calendar doesn't cover ${dates.label} yet.${last}`, []);
      }
      if (intent === 'is-school' && inRange.length > 1)
        return candidate(describeDays(inRange, year), sources);
      // "when does school start back in january": the first school day of the span after days off.
      if (
        intent === 'times' &&
        inRange.length > 1 &&
        /\b(back|resumes?|returns?)\b/.test(context.part.normalized)
      ) {
        const i = inRange.findIndex((d) => d.status !== 'no-school' && d.status !== 'weekend');
        if (i > 0) {
          const reason = inRange
            .slice(0, i)
            .flatMap((d) => d.reasons)
            .find(Boolean);
          return candidate(
            `School resumes ${formatIsoDay(inRange[i]!.date, year)}${reason ? ` (after ${reason})` : ''}.`,
            sources,
          );
        }
      }
      if (intent !== 'days-off' && inRange.length === 1) {
        // "friday pickup time for a kindergartner" on a closed Friday: that Friday is closed, and the
        // parent may mean Fridays in general, so the documents' Friday time follows (below the bar).
        const bareWeekday =
          intent === 'times' &&
          inRange[0]!.status === 'no-school' &&
          dates.matchedText.every((m) => /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/.test(m.trim()));
        if (bareWeekday)
          return candidate(describeDay(inRange[0]!, year, intent), sources, UNTIMED_DAY_CONFIDENCE);
        const line =
          shortDayAsked(context.part.normalized, inRange[0]!, year, intent) ??
          describeDay(inRange[0]!, year, intent);
        const shortDay = SHORT_DAY.test(context.part.normalized);
        return line
          ? candidate(
              line,
              sources,
              timeKnown(inRange[0]!, shortDay) ? CALENDAR_FACT_CONFIDENCE : UNTIMED_DAY_CONFIDENCE,
            )
          : null;
      }
    }
    if (intent === 'is-school' || intent === 'times') {
      const day = askedDay(days, dates?.from ?? null, intent, context.understanding.today);
      if (!day) return candidate(`The school calendar doesn't cover that date yet.`, []);
      const line =
        shortDayAsked(context.part.normalized, day, year, intent) ?? describeDay(day, year, intent);
      const shortDay = SHORT_DAY.test(context.part.normalized);
      return line
        ? candidate(
            line,
            sources,
            timeKnown(day, shortDay) ? CALENDAR_FACT_CONFIDENCE : UNTIMED_DAY_CONFIDENCE,
          )
        : null;
    }
    if (intent === 'days-off') {
      const scope = dates ? days.filter((d) => d.date >= dates.from && d.date <= dates.to) : days;
      const off = runs(scope.filter((d) => d.status === 'no-school' && !isWeeklyDayOff(d)));
      const label = dates?.label ?? 'coming up';
      const earlyText = earlyReleaseText(scope, year);
      if (off.length === 0)
        return candidate(
          `No days off ${dates ? `in ${label}` : 'coming up on the calendar'}.${earlyText}`,
          sources,
        );
      const list = (dates ? off : off.slice(0, 3)).map(
        (r) => `${runLabel(r, year)} — ${r[0]!.reasons.join('; ')}`,
      );
      return candidate(
        `Days off ${dates ? `(${label})` : 'coming up'}: ${list.join('; ')}.${earlyText}`,
        sources,
      );
    }
    if (intent === 'next') {
      const next = nextAnswer(context, days, year, model.covered?.to);
      return candidate(next.text, sources, next.confidence ?? CALENDAR_FACT_CONFIDENCE);
    }
    const line = breakAnswer(context, days, year);
    return line ? candidate(line, sources) : null;
  },
};

/**
 * After the calendar answerers found nothing: a question about something on one named day that is
 * a closure ("robotics on dec 22 or no", "whats for lunch on dec 31") is answered by the closure,
 * first, before the club's weekly schedule or a regular menu. Weekends are left to the documents (a
 * Saturday carnival is an event, not a closed school).
 */
export function closedDayAnswer(context: AnswerContext): Candidate | null {
  const dates = context.part.dates;
  const model = context.retrieved.days;
  if (!dates || dates.from !== dates.to || !model?.hasCalendars) return null;
  const day = model.days.find((d) => d.date === dates.from);
  if (day?.status !== 'no-school') return null;
  const year = Number(context.understanding.today.slice(0, 4));
  // Below the bar at which a calendar answer stands alone: aftercare, camps and the office may run
  // on a closed day, and the documents' answer then follows the closure.
  return candidate(describeDay(day, year, 'is-school'), calendarSources([day]), UNTIMED_DAY_CONFIDENCE);
}
