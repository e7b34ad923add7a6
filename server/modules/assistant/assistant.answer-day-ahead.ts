/**
 * The school-day answerer's answers about days ahead (assistant.answer-day.ts): the next early
 * release, day off or late start, and a break's start, end and the last school day before it, from
 * the calendar's day model. Pure; split from assistant.answer-day.ts (past 300 lines) unchanged.
 */
import type { AnswerContext, IsoDate, SchoolDay } from './assistant.pipeline.types.js';
import { addDays, BEFORE_BREAK, formatIsoDay, partTopicText } from './assistant.calendar-retrieve.js';
import { isWeeklyDayOff } from './assistant.weekly-rules.js';
import { breakRun, runLabel, runs } from './assistant.day-text.js';
import { NOTHING_AHEAD_CONFIDENCE } from './assistant.tuning.js';

const WANTS: Record<string, (d: SchoolDay) => boolean> = {
  early: (d) => d.status === 'early-release',
  late: (d) => d.status === 'late-start',
  off: (d) => d.status === 'no-school' && !isWeeklyDayOff(d),
};

function nextKind(text: string): keyof typeof WANTS {
  if (/early|half day/.test(text)) return 'early';
  if (/late ?start|delayed/.test(text)) return 'late';
  return 'off';
}

/** "what time do they get out the last day before …": the day's dismissal is asked too. */
const ASKS_A_TIME = /\bwhat time\b|\bdismissal\b/;

/** Break questions: the no-school run whose reasons name the break asked about. */
export function breakAnswer(context: AnswerContext, days: SchoolDay[], year: number): string | null {
  const t = partTopicText(context.part);
  const run = breakRun(days, t);
  if (!run) return null;
  const firstOff = run.find((d) => d.status === 'no-school')!;
  const reason = firstOff.reasons[0]!;
  const back = days.find(
    (d) => d.date > run.at(-1)!.date && d.status !== 'no-school' && d.status !== 'weekend',
  );
  const before = [...days]
    .reverse()
    .find((d) => d.date < run[0]!.date && d.status !== 'no-school' && d.status !== 'weekend');
  if (BEFORE_BREAK.test(t) && before) {
    const half =
      before.status === 'early-release'
        ? `, an early release day${before.dismissal ? ` (dismissal at ${before.dismissal})` : ''}`
        : ASKS_A_TIME.test(context.part.normalized) && before.dismissal
          ? `, a regular day (dismissal at ${before.dismissal})`
          : '';
    return `The last school day before ${reason} is ${formatIsoDay(before.date, year)}${half}.`;
  }
  const backText = back ? ` School resumes ${formatIsoDay(back.date, year)}.` : '';
  return `${reason} starts ${formatIsoDay(firstOff.date, year)} (no school through ${formatIsoDay(run.filter((d) => d.status === 'no-school').at(-1)!.date, year)}).${backText}`;
}

/**
 * "when is the next early release / day off / late start": the first such day from today, or after
 * the day the part names ("after this friday when is the next early out"), with its dismissal or
 * start; below the bar when the synced calendar holds none (`coveredTo`: the last day it covers).
 */
export function nextAnswer(
  context: AnswerContext,
  days: SchoolDay[],
  year: number,
  coveredTo: IsoDate | undefined,
): { text: string; confidence?: number } {
  const want = WANTS[nextKind(context.part.normalized)]!;
  const dates = context.part.dates;
  const from =
    dates && /\bafter\b/.test(context.part.normalized) && dates.to >= context.understanding.today
      ? addDays(dates.to, 1)
      : context.understanding.today;
  const found = days.find((d) => d.date >= from && want(d));
  if (!found)
    return {
      text: `There's nothing like that on the school calendar through ${formatIsoDay(coveredTo ?? days.at(-1)?.date ?? context.understanding.today, year)}.`,
      confidence: NOTHING_AHEAD_CONFIDENCE,
    };
  const run = runs(days.filter(want)).find((r) => r[0]!.date <= found.date && r.at(-1)!.date >= found.date)!;
  const time =
    found.status === 'early-release' && found.dismissal
      ? `, dismissal at ${found.dismissal}`
      : found.status === 'late-start' && found.start
        ? `, school starts at ${found.start}`
        : '';
  return {
    text: `The next one is ${runLabel(
      run.filter((d) => d.date >= found.date),
      year,
    )} — ${found.reasons.join('; ')}${time}.`,
  };
}
