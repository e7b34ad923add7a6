import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { DAILY_SYNC_HOUR } from '../../../contracts/calendars.contract.js';

/** `YYYY-MM-DD` of `now` in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  return formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of `hour`:00 on local `date` in `timeZone` (DST-correct: the offset of that day). */
export function localHourInstant(date: string, timeZone: string, hour = DAILY_SYNC_HOUR): Date {
  return fromZonedTime(`${date}T${String(hour).padStart(2, '0')}:00:00`, timeZone);
}

/**
 * The next daily-sync instant strictly after `now`: 05:00 (docs/product-spec.md) in `timeZone`, today
 * if still ahead, else tomorrow. This is the spec's `calendar_sync_status` (a timestamp whose hour,
 * read in the school's zone, is the daily sync time).
 */
export function nextDailySync(now: Date, timeZone: string, hour = DAILY_SYNC_HOUR): Date {
  const today = localDate(now, timeZone);
  const candidate = localHourInstant(today, timeZone, hour);
  return candidate.getTime() > now.getTime()
    ? candidate
    : localHourInstant(addDays(today, 1), timeZone, hour);
}

/**
 * The local date whose daily sync is due at `now` (local time at or past 05:00 today), or null
 * before 05:00. Callers enqueue one job per (school, date) with a singleton key, so "due" may be
 * answered many times a day and still runs once.
 */
export function dueDailySyncDate(now: Date, timeZone: string, hour = DAILY_SYNC_HOUR): string | null {
  const today = localDate(now, timeZone);
  return now.getTime() >= localHourInstant(today, timeZone, hour).getTime() ? today : null;
}

/** Singleton key of a school's daily sync for one local date (docs/ARCHITECTURE.md: one run per occurrence). */
export function dailySyncKey(schoolId: string, date: string): string {
  return `calendar-daily:${schoolId}:${date}`;
}
