import { fromZonedTime } from 'date-fns-tz';
import {
  DEFAULT_EXPIRY_TIME,
  LOCAL_DATE_RE,
  LOCAL_DATE_TIME_RE,
  LOCAL_TIME_RE,
  UPLOAD_EXPIRY_DAYS,
} from '../../../contracts/knowledge.contract.js';
import { errors } from '../../shared/errors.js';

/**
 * Expiry instants of knowledge items (docs/product-spec.md). Null = never expires.
 * Local date-times are wall-clock times in the school's IANA zone (`schools.time_zone`); retrieval
 * excludes an item from the instant returned here on (`expiry_date IS NULL OR expiry_date > now`).
 */

export const EXPIRY_IN_PAST = 'The expiry date and time must be in the future';
export const EXPIRY_INVALID = 'Please choose a valid expiry date and time';
export const EXPIRY_DAYS_INVALID = `Expiry must be ${UPLOAD_EXPIRY_DAYS.join(', ')} days, never, or a custom date`;
export const EXPIRY_DATE_REQUIRED = 'Please choose an expiry date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when `YYYY-MM-DD[THH:mm[:ss]]` names a real calendar day and clock time. */
function isRealLocalDateTime(value: string): boolean {
  const [date = '', time = '00:00'] = value.split('T');
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [number, number, number?];
  if (hh > 23 || mm > 59 || (ss ?? 0) > 59) return false;
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * `YYYY-MM-DDTHH:mm` in `timeZone` → the instant. A wall time skipped by a DST change resolves to
 * the instant after the gap (date-fns-tz). Throws 400 for malformed or impossible values, and for
 * instants not after `now`.
 */
export function zonedExpiry(input: { localDateTime: string; timeZone: string; now: Date }): Date {
  if (!LOCAL_DATE_TIME_RE.test(input.localDateTime) || !isRealLocalDateTime(input.localDateTime)) {
    throw errors.badRequest('EXPIRY_INVALID', EXPIRY_INVALID);
  }
  const at = fromZonedTime(input.localDateTime, input.timeZone);
  if (Number.isNaN(at.getTime())) throw errors.badRequest('EXPIRY_INVALID', EXPIRY_INVALID);
  if (at.getTime() <= input.now.getTime()) throw errors.badRequest('EXPIRY_IN_PAST', EXPIRY_IN_PAST);
  return at;
}

/**
 * Expiry of an upload (multipart fields, docs/product-spec.md): `expiryDateTime` (custom, school zone)
 * wins when present; else `expiryDays` 1/7/14/28 → now + N × 24 h; '', 'never' or absent → never.
 */
export function uploadExpiry(input: {
  expiryDays?: string;
  expiryDateTime?: string;
  timeZone: string;
  now: Date;
}): Date | null {
  const custom = input.expiryDateTime?.trim();
  if (custom) return zonedExpiry({ localDateTime: custom, timeZone: input.timeZone, now: input.now });
  const days = input.expiryDays?.trim().toLowerCase() ?? '';
  if (days === '' || days === 'never') return null;
  if (days === 'custom') throw errors.badRequest('EXPIRY_DATE_REQUIRED', EXPIRY_DATE_REQUIRED);
  const n = Number(days);
  if (!(UPLOAD_EXPIRY_DAYS as readonly number[]).includes(n)) {
    throw errors.badRequest('EXPIRY_INVALID', EXPIRY_DAYS_INVALID);
  }
  return new Date(input.now.getTime() + n * DAY_MS);
}

/**
 * Expiry chosen in the edit dialog (docs/product-spec.md: Never, or Custom date with time default 23:59,
 * not earlier than today). A custom instant already past → 400.
 */
export function editExpiry(input: {
  expiryType: 'never' | 'custom';
  expiryDate?: string | null;
  expiryTime?: string | null;
  timeZone: string;
  now: Date;
}): Date | null {
  if (input.expiryType === 'never') return null;
  const date = input.expiryDate?.trim() ?? '';
  if (!date) throw errors.badRequest('EXPIRY_DATE_REQUIRED', EXPIRY_DATE_REQUIRED);
  const time = input.expiryTime?.trim() || DEFAULT_EXPIRY_TIME;
  if (!LOCAL_DATE_RE.test(date) || !LOCAL_TIME_RE.test(time))
    throw errors.badRequest('EXPIRY_INVALID', EXPIRY_INVALID);
  return zonedExpiry({ localDateTime: `${date}T${time}`, timeZone: input.timeZone, now: input.now });
}
