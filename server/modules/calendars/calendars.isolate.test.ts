import { afterAll, describe, expect, it } from 'vitest';
import { parseCalendarIsolated, stopCalendarParser } from './calendars.isolate.js';
import { fixture } from './calendars.testing.js';

/** node-ical runs in a worker thread: a bad feed fails that calendar, never the server. */

const NY = 'America/New_York';
const now = new Date('2026-03-01T17:00:00Z');
const wrap = (body: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\n${body}END:VCALENDAR\r\n`;

afterAll(() => stopCalendarParser());

describe('parseCalendarIsolated', { timeout: 60_000 }, () => {
  it('returns the same occurrences as the parser, dates included', async () => {
    const { occurrences } = await parseCalendarIsolated({ ics: fixture('google.ics'), timeZone: NY, now });
    const concert = occurrences.find((e) => e.summary === 'Spring Concert')!;
    expect(concert.startsAt).toBeInstanceOf(Date);
    expect(concert.startsAt.toISOString()).toBe('2026-03-13T22:00:00.000Z');
  });

  it('a feed of thousands of endless daily events stops at the time budget with a clear message', async () => {
    const events = Array.from(
      { length: 3000 },
      (_, i) =>
        `BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART:20200310T100000Z\r\nRRULE:FREQ=DAILY\r\nSUMMARY:E${i}\r\nEND:VEVENT\r\n`,
    ).join('');
    await expect(
      parseCalendarIsolated({ ics: wrap(events), timeZone: NY, now, limits: { timeBudgetMs: 50 } }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_OCCURRENCES',
      message: 'The calendar took too long to read; it has too many repeating events',
    });
  });

  it('an event repeating every second and a truncated feed fail with their reasons; the next feed parses', async () => {
    const secondly = wrap(
      'BEGIN:VEVENT\r\nUID:s\r\nDTSTART:20260301T100000Z\r\nRRULE:FREQ=SECONDLY\r\nSUMMARY:S\r\nEND:VEVENT\r\n',
    );
    await expect(parseCalendarIsolated({ ics: secondly, timeZone: NY, now })).rejects.toMatchObject({
      code: 'TOO_MANY_OCCURRENCES',
    });
    await expect(
      parseCalendarIsolated({
        ics: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nSUMMARY:Cut',
        timeZone: NY,
        now,
      }),
    ).rejects.toMatchObject({ code: 'MALFORMED' });
    expect(
      (await parseCalendarIsolated({ ics: fixture('google.ics'), timeZone: NY, now })).occurrences.length,
    ).toBeGreaterThan(3);
  });
});
