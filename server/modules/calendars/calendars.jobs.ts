import type { AppDeps } from '../../app/deps.js';
import { PermanentJobError } from '../../jobs/queue.js';
import { isAppError } from '../../shared/errors.js';
import { calendarDepsOf } from './calendars.deps.js';
import { schoolIdOfCalendar } from './calendars.repository.js';
import { dailyTick, runDailySync, syncCalendar } from './calendars.usecases.js';

declare module '../../jobs/job-map.js' {
  interface JobMap {
    /** One school's daily calendar sync for one local date (singleton `calendar-daily:<school>:<date>`). */
    'calendar.daily-sync': { schoolId: string; date: string };
  }
}

/** How often the daily-sync scheduler looks for schools past 05:00 local time. */
export const DAILY_TICK_MS = 60_000;

/**
 * Calendar jobs: `calendar.sync` (one feed; a feed error fails the job at once — it
 * is recorded on the calendar and in the activity log), `calendar.daily-sync` (all of a school's
 * feeds), and the minute tick that enqueues each school's daily run once per local date.
 */
export function registerCalendarJobs(deps: AppDeps): void {
  const calendarDeps = calendarDepsOf(deps);
  deps.queue.register('calendar.sync', async (payload) => {
    const schoolId = await schoolIdOfCalendar(deps.database.db, payload.calendarId);
    if (!schoolId) return; // deleted meanwhile: nothing to do
    try {
      await syncCalendar({
        deps: calendarDeps,
        schoolId,
        calendarId: payload.calendarId,
        trigger: payload.trigger,
      });
    } catch (err) {
      if (isAppError(err) && err.status < 500) throw new PermanentJobError(err.message);
      throw err;
    }
  });
  deps.queue.register('calendar.daily-sync', async (payload, ctx) => {
    const result = await runDailySync({ deps: calendarDeps, schoolId: payload.schoolId });
    ctx.logger.info(
      { schoolId: payload.schoolId, date: payload.date, ...result },
      'daily calendar sync done',
    );
  });
  deps.queue.every(DAILY_TICK_MS, async () => {
    await dailyTick({ deps: calendarDeps });
  });
}
