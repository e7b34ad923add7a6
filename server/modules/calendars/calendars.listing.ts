import { formatInTimeZone } from 'date-fns-tz';
import { describeEvent, isNoSchoolEvent, type DescribableEvent } from './calendars.answers.js';

/** Most lines written to a calendar's knowledge listing. */
export const LISTING_MAX_LINES = 5000;

/**
 * The text of a calendar's knowledge item: a header, then one line per upcoming
 * occurrence, earliest first, in the school's zone:
 *   "Spring Concert: Friday, March 13, 2026, 6:00 PM–7:30 PM at the gym"
 * No-school days are marked "(no school)". This is what opening the item in the library shows;
 * answers about dates come from the structured rows, not from this text.
 */
export function renderCalendarListing(input: {
  calendarName: string;
  association: string | null;
  timeZone: string;
  syncedAt: Date;
  events: DescribableEvent[];
}): string {
  const header = [
    `${input.calendarName}${input.association ? ` (${input.association} calendar)` : ''}`,
    `Upcoming events, times in ${input.timeZone}. Last synced ${formatInTimeZone(input.syncedAt, input.timeZone, 'yyyy-MM-dd HH:mm')}.`,
    '',
  ];
  const lines = input.events.slice(0, LISTING_MAX_LINES).map((e) => {
    const flag = isNoSchoolEvent(e) ? ' (no school)' : '';
    return `${e.summary}${flag}: ${describeEvent(e, input.timeZone, { withYear: true })}`;
  });
  if (lines.length === 0) lines.push('No upcoming events.');
  return `${[...header, ...lines].join('\n')}\n`;
}
