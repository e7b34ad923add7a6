import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { EXPIRY_IN_PAST, editExpiry, uploadExpiry, zonedExpiry } from './knowledge.expiry.js';

const now = new Date('2026-11-21T09:00:00Z');

function statusOf(fn: () => unknown): { status: number; message: string } | null {
  try {
    fn();
    return null;
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message };
    throw err;
  }
}

describe('upload expiry', () => {
  it('adds 1, 7, 14 or 28 days to now', () => {
    for (const days of [1, 7, 14, 28]) {
      expect(uploadExpiry({ expiryDays: String(days), timeZone: 'UTC', now })?.toISOString()).toBe(
        new Date(now.getTime() + days * 86_400_000).toISOString(),
      );
    }
  });

  it('treats empty, absent and "never" as never', () => {
    expect(uploadExpiry({ timeZone: 'UTC', now })).toBeNull();
    expect(uploadExpiry({ expiryDays: '', timeZone: 'UTC', now })).toBeNull();
    expect(uploadExpiry({ expiryDays: 'never', timeZone: 'UTC', now })).toBeNull();
  });

  it('reads expiryDateTime as a wall-clock time in the school time zone', () => {
    // New York is UTC-5 in November: 23:59 local is 04:59 UTC the next day.
    expect(
      uploadExpiry({ expiryDateTime: '2026-11-30T23:59', timeZone: 'America/New_York', now })?.toISOString(),
    ).toBe('2026-12-01T04:59:00.000Z');
    expect(
      uploadExpiry({ expiryDateTime: '2026-11-30T23:59', timeZone: 'Asia/Tokyo', now })?.toISOString(),
    ).toBe('2026-11-30T14:59:00.000Z');
    // After the spring DST change (14 March 2027 in New York): UTC-4.
    expect(
      zonedExpiry({ localDateTime: '2027-03-15T12:00', timeZone: 'America/New_York', now })?.toISOString(),
    ).toBe('2027-03-15T16:00:00.000Z');
  });

  it('refuses a custom expiry in the past, malformed or impossible dates, and other day counts', () => {
    expect(
      statusOf(() => uploadExpiry({ expiryDateTime: '2026-11-21T08:59', timeZone: 'UTC', now })),
    ).toEqual({
      status: 400,
      message: EXPIRY_IN_PAST,
    });
    expect(
      statusOf(() => uploadExpiry({ expiryDateTime: '2026-11-21T09:00', timeZone: 'UTC', now }))?.status,
    ).toBe(400);
    expect(
      statusOf(() => uploadExpiry({ expiryDateTime: '2027-02-30T10:00', timeZone: 'UTC', now }))?.status,
    ).toBe(400);
    expect(statusOf(() => uploadExpiry({ expiryDateTime: 'tomorrow', timeZone: 'UTC', now }))?.status).toBe(
      400,
    );
    expect(statusOf(() => uploadExpiry({ expiryDays: '3', timeZone: 'UTC', now }))?.status).toBe(400);
    expect(statusOf(() => uploadExpiry({ expiryDays: 'custom', timeZone: 'UTC', now }))?.status).toBe(400);
  });
});

describe('edit expiry (docs/product-spec.md)', () => {
  it('is never, or a custom date with time defaulting to 23:59 in the school zone', () => {
    expect(editExpiry({ expiryType: 'never', expiryDate: '2020-01-01', timeZone: 'UTC', now })).toBeNull();
    expect(
      editExpiry({
        expiryType: 'custom',
        expiryDate: '2026-11-21',
        timeZone: 'Europe/London',
        now,
      })?.toISOString(),
    ).toBe('2026-11-21T23:59:00.000Z');
    expect(
      editExpiry({
        expiryType: 'custom',
        expiryDate: '2026-12-24',
        expiryTime: '12:00',
        timeZone: 'Europe/Paris',
        now,
      })?.toISOString(),
    ).toBe('2026-12-24T11:00:00.000Z');
  });

  it('refuses a custom expiry without a date or in the past', () => {
    expect(statusOf(() => editExpiry({ expiryType: 'custom', timeZone: 'UTC', now }))?.status).toBe(400);
    expect(
      statusOf(() => editExpiry({ expiryType: 'custom', expiryDate: '2026-11-20', timeZone: 'UTC', now }))
        ?.message,
    ).toBe(EXPIRY_IN_PAST);
    expect(
      statusOf(() =>
        editExpiry({
          expiryType: 'custom',
          expiryDate: '2026-11-21',
          expiryTime: '08:00',
          timeZone: 'UTC',
          now,
        }),
      )?.message,
    ).toBe(EXPIRY_IN_PAST);
  });
});
