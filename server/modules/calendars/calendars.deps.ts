import type { AppDeps } from '../../app/deps.js';
import { createCalendarFetcher } from './calendars.fetcher.js';
import type { CalendarDeps } from './calendars.usecases.js';

/**
 * The calendar use cases' dependencies from the app's. The fetcher comes from AppDeps
 * (`calendarFetcher`, built in server/app/container.ts; tests inject one with a fake resolver and
 * short limits); without one, a default honouring CALENDAR_ALLOW_PRIVATE_URLS is made.
 */
export function calendarDepsOf(deps: AppDeps): CalendarDeps {
  return {
    database: deps.database,
    storage: deps.storage,
    clock: deps.clock,
    logger: deps.logger,
    queue: deps.queue,
    daySource: deps.daySource,
    fetcher:
      deps.calendarFetcher ??
      createCalendarFetcher({ allowPrivate: deps.config.CALENDAR_ALLOW_PRIVATE_URLS }),
  };
}
