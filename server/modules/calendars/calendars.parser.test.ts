import { describe, expect, it } from 'vitest';
import { formatInTimeZone } from 'date-fns-tz';
import { parseCalendar, type ParsedOccurrence } from './calendars.parser.js';
import { fixture } from './calendars.testing.js';

const NY = 'America/New_York';
const now = new Date('2026-03-01T17:00:00Z'); // Sunday noon in New York, a week before DST starts

function parse(name: string, timeZone = NY, at = now) {
  return parseCalendar({ ics: fixture(name), timeZone, now: at }).occurrences;
}
/** "2026-03-13 18:00–19:30 Spring Concert" in New York wall-clock time. */
function local(o: ParsedOccurrence, timeZone = NY): string {
  const f = (d: Date) => formatInTimeZone(d, timeZone, o.allDay ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm');
  return `${f(o.startsAt)}–${f(o.endsAt)} ${o.summary}`;
}

describe('parseCalendar — Google Calendar export', () => {
  const events = parse('google.ics');
  const lines = events.map((o) => local(o));

  it('reads a timed event in its VTIMEZONE', () => {
    expect(lines).toContain('2026-03-13 18:00–2026-03-13 19:30 Spring Concert');
    const concert = events.find((e) => e.summary === 'Spring Concert')!;
    expect(concert.location).toBe('the gym');
    expect(concert.startsAt.toISOString()).toBe('2026-03-13T22:00:00.000Z'); // EDT, after the change
  });

  it('stores all-day and multi-day events as school-zone midnights, end exclusive', () => {
    const spring = events.find((e) => e.summary.startsWith('Spring Break'))!;
    expect(spring.allDay).toBe(true);
    expect(spring.startsAt.toISOString()).toBe('2026-03-16T04:00:00.000Z');
    expect(spring.endsAt.toISOString()).toBe('2026-03-21T04:00:00.000Z');
    const mlk = events.find((e) => e.summary === 'Martin Luther King Jr. Day')!;
    expect(mlk.startsAt.toISOString()).toBe('2027-01-18T05:00:00.000Z'); // EST midnight
  });

  it('expands RRULE with EXDATE removed and the RECURRENCE-ID override applied', () => {
    const pta = lines.filter((l) => l.includes('PTA Meeting'));
    expect(pta).toEqual([
      '2026-02-10 18:30–2026-02-10 20:00 PTA Meeting',
      '2026-03-10 18:30–2026-03-10 20:00 PTA Meeting',
      // April 14 is an EXDATE; May 12 moved to Wednesday May 13 at 7 PM
      '2026-05-13 19:00–2026-05-13 20:30 PTA Meeting (moved to Wednesday)',
      '2026-06-09 18:30–2026-06-09 20:00 PTA Meeting',
    ]);
    expect(events.find((e) => e.summary.includes('moved'))!.location).toBe('Cafeteria');
  });

  it('skips cancelled events and cancelled single occurrences', () => {
    expect(lines.some((l) => l.includes('Science Fair'))).toBe(false);
    const chess = lines.filter((l) => l.includes('Chess Club')).map((l) => l.slice(0, 16));
    expect(chess).not.toContain('2026-03-18 15:30');
    expect(chess).toContain('2026-03-25 15:30');
  });

  it('keeps wall-clock times across the spring DST change (15:30 before and after)', () => {
    const chess = events.filter((e) => e.summary === 'Chess Club');
    expect(chess.every((e) => formatInTimeZone(e.startsAt, NY, 'HH:mm') === '15:30')).toBe(true);
    expect(
      chess
        .find((e) => formatInTimeZone(e.startsAt, NY, 'yyyy-MM-dd') === '2026-03-04')!
        .startsAt.toISOString(),
    ).toBe('2026-03-04T20:30:00.000Z');
    expect(
      chess
        .find((e) => formatInTimeZone(e.startsAt, NY, 'yyyy-MM-dd') === '2026-03-11')!
        .startsAt.toISOString(),
    ).toBe('2026-03-11T19:30:00.000Z');
  });

  it('keeps only the window: 30 days back to 400 days ahead', () => {
    expect(lines.some((l) => l.includes('Fall Festival'))).toBe(false); // Oct 2025: too old
    expect(events.every((e) => e.endsAt.getTime() >= now.getTime() - 30 * 86_400_000)).toBe(true);
    expect(
      parse('google.ics', NY, new Date('2025-11-01T12:00:00Z')).some((e) => e.summary === 'Fall Festival'),
    ).toBe(true);
  });
});

describe('parseCalendar — Outlook export with Windows zone names', () => {
  const events = parse('outlook.ics');
  const lines = events.map((o) => local(o));

  it('maps "Eastern Standard Time" and "Central Standard Time" to IANA zones', () => {
    expect(lines).toContain('2026-04-09 13:00–2026-04-09 17:00 Parent-Teacher Conferences');
    // 7 PM Central = 8 PM Eastern
    expect(lines).toContain('2026-03-24 20:00–2026-03-24 21:00 Online Safety Webinar for Parents');
  });

  it('reads the all-day teacher workday and the weekly series with its EXDATE', () => {
    expect(lines).toContain('2026-04-03–2026-04-04 Teacher Workday - No School for Students');
    const breakfasts = lines.filter((l) => l.includes('Staff Breakfast')).map((l) => l.slice(0, 16));
    expect(breakfasts).not.toContain('2026-03-20 07:30');
    expect(breakfasts).toContain('2026-03-13 07:30'); // after DST, still 7:30
    expect(breakfasts).toContain('2026-05-29 07:30');
    expect(breakfasts).toHaveLength(13);
  });
});

describe('parseCalendar — Apple Calendar export', () => {
  const events = parse('apple.ics');

  it('reads timed, recurring, all-day and multi-day events', () => {
    const lines = events.map((o) => local(o));
    expect(lines).toContain('2026-04-11 10:00–2026-04-11 12:00 Soccer Game vs. Oak Ridge');
    expect(lines).toContain('2026-04-27–2026-05-01 Grade 5 Science Camp');
    expect(lines).toContain('2026-06-05–2026-06-06 Field Day');
    expect(events.filter((e) => e.summary === 'Basketball Practice')).toHaveLength(18);
    expect(events.find((e) => e.summary.startsWith('Soccer'))!.location).toBe(
      'Oak Ridge Field\n123 Main St, Springfield',
    );
  });

  it('puts all-day events on the same day whatever the school zone', () => {
    const la = parse('apple.ics', 'America/Los_Angeles').find((e) => e.summary === 'Field Day')!;
    expect(formatInTimeZone(la.startsAt, 'America/Los_Angeles', 'yyyy-MM-dd HH:mm')).toBe('2026-06-05 00:00');
  });
});

describe('parseCalendar — a feed crossing both DST changes', () => {
  it('keeps 8:00 AM local before and after each change', () => {
    const events = parse('dst.ics');
    expect(events.map((e) => formatInTimeZone(e.startsAt, NY, 'yyyy-MM-dd HH:mm'))).toEqual([
      '2026-03-02 08:00',
      '2026-03-09 08:00',
      '2026-03-16 08:00',
      '2026-10-19 08:00',
      '2026-10-26 08:00',
      '2026-11-02 08:00',
      '2026-11-09 08:00',
    ]);
    expect(events.map((e) => e.startsAt.toISOString().slice(11, 16))).toEqual([
      '13:00',
      '12:00',
      '12:00',
      '12:00',
      '12:00',
      '13:00',
      '13:00',
    ]);
  });
});

const wrap = (body: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${body}END:VCALENDAR\r\n`;

describe('parseCalendar — limits and bad input', () => {
  it('fails fast on RRULE:FREQ=SECONDLY without an end', () => {
    const ics = wrap(
      'BEGIN:VEVENT\r\nUID:spam\r\nDTSTART:20260101T000000Z\r\nDTEND:20260101T000001Z\r\nRRULE:FREQ=SECONDLY\r\nSUMMARY:Spam\r\nEND:VEVENT\r\n',
    );
    const started = Date.now();
    expect(() => parseCalendar({ ics, timeZone: NY, now })).toThrow(/too many occurrences/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('keeps the earliest 5,000 occurrences of a huge feed', () => {
    const ics = wrap(
      'BEGIN:VEVENT\r\nUID:often\r\nDTSTART:20260301T000000Z\r\nDTEND:20260301T001000Z\r\nRRULE:FREQ=HOURLY;COUNT=8000\r\nSUMMARY:Hourly\r\nEND:VEVENT\r\n',
    );
    const result = parseCalendar({ ics, timeZone: NY, now });
    expect(result.occurrences).toHaveLength(5000);
    expect(result.truncated).toBe(true);
    expect(result.occurrences[0]!.startsAt.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('stops when the time budget is spent', () => {
    let t = 0;
    const events = Array.from(
      { length: 5 },
      (_, i) => `BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART:20260310T100000Z\r\nSUMMARY:E${i}\r\nEND:VEVENT\r\n`,
    ).join('');
    expect(() =>
      parseCalendar({
        ics: wrap(events),
        timeZone: NY,
        now,
        limits: { timeBudgetMs: 10, elapsed: () => (t += 6) },
      }),
    ).toThrow('The calendar took too long to read; it has too many repeating events');
  });

  it.each([
    [
      'HTML',
      '<!doctype html><html><body>Not a calendar</body></html>',
      'The URL did not return a calendar (ICS) file',
    ],
    ['truncated', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:1\r\nSUMMARY:Cut', 'not valid iCalendar data'],
    [
      'unbalanced',
      wrap('BEGIN:VEVENT\r\nUID:1\r\nDTSTART:20260310T100000Z\r\nSUMMARY:x\r\n'),
      'not valid iCalendar data',
    ],
    [
      'bad date',
      wrap('BEGIN:VEVENT\r\nUID:1\r\nDTSTART:garbage\r\nSUMMARY:x\r\nEND:VEVENT\r\n'),
      'not valid iCalendar data',
    ],
    ['garbage lines', wrap('this is\r\nnot\r\nical\r\nat all\r\n'), 'not valid iCalendar data'],
  ])('refuses %s input with a clear message', (_name, ics, message) => {
    expect(() => parseCalendar({ ics, timeZone: NY, now })).toThrow(message);
  });

  it('reads floating times in the school zone and accepts an empty calendar', () => {
    const floating = wrap(
      'BEGIN:VEVENT\r\nUID:f\r\nDTSTART:20260310T090000\r\nDTEND:20260310T100000\r\nSUMMARY:Float\r\nEND:VEVENT\r\n',
    );
    const [o] = parseCalendar({ ics: floating, timeZone: NY, now }).occurrences;
    expect(formatInTimeZone(o!.startsAt, NY, 'yyyy-MM-dd HH:mm')).toBe('2026-03-10 09:00');
    expect(parseCalendar({ ics: wrap(''), timeZone: NY, now }).occurrences).toEqual([]);
  });
});
