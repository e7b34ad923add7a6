import { z } from 'zod';

/** Calendar associations (docs/product-spec.md Enumerations); null = none. */
export const CALENDAR_ASSOCIATIONS = [
  'Whole School',
  'Grade 1',
  'Grade 2',
  'Grade 3',
  'Grade 4',
  'Grade 5',
  'Grade 6',
  'Grade 7',
  'Grade 8',
  'Sports Team',
  'Club/Activity',
] as const;
export type CalendarAssociation = (typeof CALENDAR_ASSOCIATIONS)[number];

/** Validation texts of docs/product-spec.md (client and server show the same words). */
export const CALENDAR_NAME_REQUIRED = 'Please provide a calendar name.';
export const CALENDAR_URL_REQUIRED = 'Please provide a valid ICS URL.';
export const CALENDAR_URL_SCHEME = 'The calendar URL should start with http:// or https://';

/** Longest accepted name and URL (characters). */
export const CALENDAR_NAME_MAX = 200;
export const CALENDAR_URL_MAX = 2000;

/** Local hour of the automatic daily sync in the school's time zone (docs/product-spec.md: 5:00 AM). */
export const DAILY_SYNC_HOUR = 5;

/**
 * True when `url` starts with http://, https:// or webcal:// (webcal is the calendar apps'
 * alias of https and is rewritten by the server). Case-insensitive, after trimming.
 */
export function hasAllowedCalendarScheme(url: string): boolean {
  return /^(https?|webcal):\/\//i.test(url.trim());
}

/** `POST /api/calendars/add` body. */
export const addCalendarSchema = z.object({
  name: z
    .string({ message: CALENDAR_NAME_REQUIRED })
    .trim()
    .min(1, CALENDAR_NAME_REQUIRED)
    .max(CALENDAR_NAME_MAX, `The calendar name must be at most ${CALENDAR_NAME_MAX} characters`),
  ics_url: z
    .string({ message: CALENDAR_URL_REQUIRED })
    .trim()
    .min(1, CALENDAR_URL_REQUIRED)
    .max(CALENDAR_URL_MAX, CALENDAR_URL_REQUIRED)
    .refine(hasAllowedCalendarScheme, CALENDAR_URL_SCHEME),
  // "" (an unselected select) means none, like null.
  association: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .enum(CALENDAR_ASSOCIATIONS, {
        message: `Association must be one of: ${CALENDAR_ASSOCIATIONS.join(', ')}`,
      })
      .nullable(),
  ),
});
export type AddCalendarInput = z.input<typeof addCalendarSchema>;

/** `POST /api/calendars/update-sync-status` body. */
export const updateSyncStatusSchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
});

/** A connected calendar as the API shows it (docs/product-spec.md). */
export interface Calendar {
  id: string;
  name: string;
  ics_url: string;
  association: CalendarAssociation | null;
  /** ISO timestamp of the last successful sync; null before the first. */
  last_synced: string | null;
  /** Reason of the last failed sync (cleared by a successful one). */
  last_error: string | null;
  /** Occurrences currently stored (expanded window). */
  event_count: number;
}

export interface CalendarsResponse {
  calendars: Calendar[];
}
export interface CalendarResponse {
  calendar: Calendar;
}
/**
 * `calendar_sync_status`: the next daily sync instant (ISO, its hour in the school's zone is 05:00)
 * when the daily sync is on; null when off (docs/product-spec.md Settings).
 */
export interface CalendarSyncStatusResponse {
  calendar_sync_status: string | null;
}

/** One upcoming occurrence as the calendar screen previews it. */
export interface CalendarEventPreview {
  summary: string;
  location: string;
  starts_at: string;
  ends_at: string;
  all_day: boolean;
  /** Phrased in the school's zone: "Friday, March 13, 6:00–7:30 PM at the gym". */
  when: string;
  /** A holiday/closure: students have no school. */
  no_school: boolean;
}

/** `GET /api/calendars/events/{id}` (not in the spec: the screen's preview of what was synced). */
export interface CalendarEventsResponse {
  events: CalendarEventPreview[];
}

/** GET /api/calendar/days?month=YYYY-MM: the day model of one month, as parents will be told. */
export const calendarMonthQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must look like 2026-11'),
});

export interface CalendarDayEvent {
  title: string;
  calendar: string;
  all_day: boolean;
  /** "6:00 PM" in the school's zone; null for all-day events. */
  time: string | null;
}

export interface CalendarDay {
  /** "2026-11-27". */
  date: string;
  status: 'no-school' | 'early-release' | 'late-start' | 'school-day' | 'weekend';
  reasons: string[];
  start: string | null;
  dismissal: string | null;
  events: CalendarDayEvent[];
}

export interface CalendarMonthResponse {
  month: string;
  time_zone: string;
  has_calendars: boolean;
  /** The synced window; days outside it are absent from `days`. */
  covered: { from: string; to: string } | null;
  days: CalendarDay[];
}
