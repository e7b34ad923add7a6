/** English month names, January first, as the console and the engine write dates ("November 27"). */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2001, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);

/** English weekday names, Sunday first: the index is `Date#getUTCDay()` (7 January 2001 was a Sunday). */
export const WEEKDAY_NAMES: readonly string[] = Array.from({ length: 7 }, (_, day) =>
  new Date(Date.UTC(2001, 0, 7 + day)).toLocaleString('en-US', { weekday: 'long', timeZone: 'UTC' }),
);
