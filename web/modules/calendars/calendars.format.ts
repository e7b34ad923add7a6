import {
  CALENDAR_URL_REQUIRED,
  CALENDAR_NAME_REQUIRED,
  CALENDAR_URL_SCHEME,
  DAILY_SYNC_HOUR,
} from '../../../contracts/calendars.contract';
import { formatDateTime } from '../../lib/format';

/** "Mar 1, 2026, 17:00" (docs/product-spec.md: en-US, 24-hour clock); null/invalid → "Never". */
export function formatLastSynced(iso: string | null | undefined): string {
  return formatDateTime(iso, { fallback: 'Never' });
}

/** The daily sync time as the spec words it: "5:00 AM" (docs/product-spec.md). */
export const DAILY_SYNC_LABEL = `${DAILY_SYNC_HOUR % 12 || 12}:00 ${DAILY_SYNC_HOUR < 12 ? 'AM' : 'PM'}`;

/**
 * Client-side check of the add form (docs/product-spec.md), in the spec's order; null
 * when the form may be sent.
 */
export function validateCalendarForm(form: { name: string; url: string }): string | null {
  if (!form.name.trim()) return CALENDAR_NAME_REQUIRED;
  if (!form.url.trim()) return CALENDAR_URL_REQUIRED;
  if (!/^(https?|webcal):\/\//i.test(form.url.trim())) return CALENDAR_URL_SCHEME;
  return null;
}

/** Case-insensitive match of a calendar on name, URL or association. */
export function matchesCalendarSearch(
  calendar: { name: string; ics_url: string; association: string | null },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [calendar.name, calendar.ics_url, calendar.association ?? ''].some((v) =>
    v.toLowerCase().includes(q),
  );
}
