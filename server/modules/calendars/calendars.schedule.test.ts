import { describe, expect, it } from 'vitest';
import { formatInTimeZone } from 'date-fns-tz';
import { dailySyncKey, dueDailySyncDate, nextDailySync } from './calendars.schedule.js';

const NY = 'America/New_York';

describe('nextDailySync', () => {
  it('is today at 05:00 local before 5 AM, else tomorrow', () => {
    expect(nextDailySync(new Date('2026-02-10T09:00:00Z'), NY).toISOString()).toBe(
      '2026-02-10T10:00:00.000Z',
    ); // 4 AM EST
    expect(nextDailySync(new Date('2026-02-10T10:00:00Z'), NY).toISOString()).toBe(
      '2026-02-11T10:00:00.000Z',
    ); // exactly 5 AM
    expect(nextDailySync(new Date('2026-02-10T20:00:00Z'), NY).toISOString()).toBe(
      '2026-02-11T10:00:00.000Z',
    );
  });

  it('shows 05:00 in the school zone on both sides of DST changes', () => {
    // Evening before spring-forward: the next run is 5 AM EDT = 09:00Z.
    const spring = nextDailySync(new Date('2026-03-07T23:00:00Z'), NY);
    expect(spring.toISOString()).toBe('2026-03-08T09:00:00.000Z');
    // Evening before fall-back: 5 AM EST = 10:00Z.
    const fall = nextDailySync(new Date('2026-10-31T23:00:00Z'), NY);
    expect(fall.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    for (const d of [spring, fall]) expect(formatInTimeZone(d, NY, 'HH:mm')).toBe('05:00');
  });

  it('works in zones east of UTC and with half-hour offsets', () => {
    expect(
      formatInTimeZone(
        nextDailySync(new Date('2026-06-01T12:00:00Z'), 'Asia/Kolkata'),
        'Asia/Kolkata',
        'yyyy-MM-dd HH:mm',
      ),
    ).toBe('2026-06-02 05:00');
    expect(nextDailySync(new Date('2026-06-01T12:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-06-01T19:00:00.000Z',
    );
  });
});

describe('dueDailySyncDate', () => {
  it('is null before 05:00 local and the local date after', () => {
    expect(dueDailySyncDate(new Date('2026-02-10T09:59:00Z'), NY)).toBeNull();
    expect(dueDailySyncDate(new Date('2026-02-10T10:00:00Z'), NY)).toBe('2026-02-10');
    // 02:00Z on Feb 11 is still Feb 10 (9 PM) in New York
    expect(dueDailySyncDate(new Date('2026-02-11T02:00:00Z'), NY)).toBe('2026-02-10');
  });

  it('uses the new offset on the DST day itself', () => {
    // March 8 2026: 09:30Z is 05:30 EDT (due); with the old EST offset it would wrongly be 04:30.
    expect(dueDailySyncDate(new Date('2026-03-08T09:30:00Z'), NY)).toBe('2026-03-08');
    expect(dueDailySyncDate(new Date('2026-03-08T08:59:00Z'), NY)).toBeNull();
    // November 1 2026: 09:30Z is 04:30 EST (not due); 10:00Z is 05:00 EST.
    expect(dueDailySyncDate(new Date('2026-11-01T09:30:00Z'), NY)).toBeNull();
    expect(dueDailySyncDate(new Date('2026-11-01T10:00:00Z'), NY)).toBe('2026-11-01');
  });

  it('keys runs by school and local date', () => {
    expect(dailySyncKey('s1', '2026-03-08')).toBe('calendar-daily:s1:2026-03-08');
  });
});
