/**
 * The school's years as its calendar names them: where a year ends and the next begins, from the
 * titles of its events (vocabulary LAST_SCHOOL_DAY / FIRST_SCHOOL_DAY). Pure; used by the day model
 * (calendars.day-model.ts) to call summers summer and to stop claiming school days past the last day
 * of the latest year.
 */
import type { IsoDate } from '../assistant/assistant.pipeline.types.js';
import { FIRST_SCHOOL_DAY, LAST_SCHOOL_DAY } from '../vocabulary/vocabulary.day-status.js';
import { formatInTimeZone } from 'date-fns-tz';

/** Days strictly between a school year's last day (`after`) and the next year's first (`before`). */
export interface SchoolYearBreak {
  after: IsoDate;
  before: IsoDate;
}

/**
 * Where the school's years end, from the titles of its events (`marks`, any order): the summers
 * between a last day and the next first day, and `end`, the last day of the latest year when no
 * first day follows it (past it the calendar knows nothing of school days yet).
 */
export function schoolYears(
  marks: { summary: string; startsAt: Date }[],
  timeZone: string,
): { summers: SchoolYearBreak[]; end: IsoDate | null } {
  const dated = marks
    .map((m) => ({ date: formatInTimeZone(m.startsAt, timeZone, 'yyyy-MM-dd'), summary: m.summary }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const lasts = dated.filter((m) => LAST_SCHOOL_DAY.test(m.summary)).map((m) => m.date);
  const firsts = dated.filter((m) => FIRST_SCHOOL_DAY.test(m.summary)).map((m) => m.date);
  const summers: SchoolYearBreak[] = [];
  for (const last of lasts) {
    const next = firsts.find((f) => f > last);
    if (next) summers.push({ after: last, before: next });
  }
  const latest = lasts.at(-1);
  return { summers, end: latest && !firsts.some((f) => f > latest) ? latest : null };
}
