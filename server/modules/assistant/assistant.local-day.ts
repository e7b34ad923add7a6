/**
 * Calendar-day arithmetic in the school's zone, no time of day (assistant.dates.ts and
 * assistant.holiday-dates.ts build on it): a day is year, month and day of month, computed through UTC
 * so no server zone or DST change can shift it.
 */
import type { NthWeekday } from '../vocabulary/vocabulary.holidays.js';

/** A calendar day in the school's zone. `month` is 1–12. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export function toUtcDate(d: LocalDay): Date {
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}

export function fromUtcDate(date: Date): LocalDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(d: LocalDay, days: number): LocalDay {
  const date = toUtcDate(d);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtcDate(date);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(d: LocalDay): number {
  return toUtcDate(d).getUTCDay();
}

export function compareDays(a: LocalDay, b: LocalDay): number {
  return toUtcDate(a).getTime() - toUtcDate(b).getTime();
}

/** Days named in a question, with the words that named them. */
export interface Found {
  from: LocalDay;
  to: LocalDay;
  text: string;
  /** How to name the range when it is the only one ("January 2027"). */
  label?: string;
}

/** The `nth` weekday of a month in `year` (nth -1: the last one). */
export function nthWeekday(year: number, rule: NthWeekday): LocalDay {
  if (rule.nth > 0) {
    const firstWeekday = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
    return { year, month: rule.month, day: 1 + ((rule.weekday - firstWeekday + 7) % 7) + (rule.nth - 1) * 7 };
  }
  const lastDay = new Date(Date.UTC(year, rule.month, 0));
  const back = (lastDay.getUTCDay() - rule.weekday + 7) % 7;
  return { year, month: rule.month, day: lastDay.getUTCDate() - back };
}
