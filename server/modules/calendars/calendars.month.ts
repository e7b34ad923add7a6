import { formatInTimeZone } from 'date-fns-tz';
import type { CalendarMonthResponse } from '../../../contracts/calendars.contract.js';
import { createCalendarDaySource } from './calendars.day-model.js';
import type { CalendarDeps } from './calendars.usecases.js';

/**
 * The day model of one month for the Calendar screen (what parents will be told, day by day):
 * `month` "2026-11" in the school's zone. Days outside the synced window are left out; without a
 * calendar `has_calendars` is false and `days` empty.
 */
export async function calendarMonth(input: {
  deps: CalendarDeps;
  schoolId: string;
  month: string;
}): Promise<CalendarMonthResponse> {
  const { deps, schoolId, month } = input;
  const own = createCalendarDaySource(deps.database);
  const source = deps.daySource ?? own;
  const timeZone = await own.timeZoneOf(schoolId);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const result = await source.days({
    schoolId,
    from: `${month}-01`,
    to: `${month}-${String(last).padStart(2, '0')}`,
    now: deps.clock.now(),
  });
  return {
    month,
    time_zone: timeZone,
    has_calendars: result.hasCalendars,
    covered: result.covered,
    days: result.days.map((d) => ({
      date: d.date,
      status: d.status,
      reasons: d.reasons,
      start: d.start,
      dismissal: d.dismissal,
      events: d.events.map((e) => ({
        title: e.summary,
        calendar: e.calendarName,
        all_day: e.allDay,
        time: e.allDay ? null : formatInTimeZone(e.startsAt, timeZone, 'h:mm a'),
      })),
    })),
  };
}
