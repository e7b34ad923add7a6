/**
 * School-day questions end to end: a district feed and a school feed (all-day recess over two days,
 * a staff development day, MLK Day, a student holiday the school calendar fills with a Book Fair)
 * served by a real HTTP server on 127.0.0.1, added through POST /api/calendars/add and asked through
 * POST /api/webchat on Tuesday, November 24, 2026 (America/New_York). A third school connects a feed
 * with the usual defects (no VTIMEZONE, floating times, missing DTEND, duplicate UIDs, an event ten
 * years ahead) and still gets its days right.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { askWebchat, createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { updateSchool } from '../schools/schools.repository.js';
import { seedKnowledgeFile } from './assistant.fixtures.js';
import { createCalendarFetcher } from '../calendars/calendars.fetcher.js';
import { ics, startFeedServer, type FeedServer } from '../calendars/calendars.testing.js';

const NY = 'America/New_York';
const TZ = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;

function feed(events: string[], withZone = true): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Days//EN',
    ...(withZone ? [TZ] : []),
    ...events,
    'END:VCALENDAR',
  ].join('\r\n');
}
function allDay(uid: string, summary: string, start: string, end?: string): string {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART;VALUE=DATE:${start}`,
    ...(end ? [`DTEND;VALUE=DATE:${end}`] : []),
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');
}
function timed(uid: string, summary: string, start: string, end: string, tz: string | null = NY): string {
  const p = tz ? `;TZID=${tz}` : '';
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T000000Z',
    `DTSTART${p}:${start}`,
    `DTEND${p}:${end}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ].join('\r\n');
}

const district = feed([
  allDay('tg', 'Thanksgiving Recess', '20261126', '20261128'),
  allDay('sd', 'Staff Development Day', '20261207', '20261208'),
  allDay('sh', 'Student Holiday', '20261211', '20261212'),
  allDay('mlk', 'Martin Luther King Jr. Day', '20270118', '20270119'),
]);
const school = feed([
  allDay('bf', 'Book Fair', '20261211', '20261212'),
  allDay('pr', 'Picture Retake Day', '20261210', '20261211'),
  timed('sf', 'Science Fair', '20270114T180000', '20270114T200000'),
]);
const messy = feed(
  [
    allDay('er', 'Early Release – 1 hour early', '20261202'), // DTEND missing: one day
    allDay('dup', 'Teacher In-Service – No Students', '20261203', '20261204'),
    allDay('dup', 'Teacher In-Service – No Students', '20261203', '20261204'), // duplicate UID
    timed('fl', 'Band Practice', '20261201T153000', '20261201T163000', null), // floating time
    allDay('far', 'Schools Closed', '20361201', '20361202'), // ten years ahead
  ],
  false, // no VTIMEZONE
);

let feeds: FeedServer;
let t: TestApp;
type Staff = { cookie: string; schoolId: string; email: string };
let main: Staff;
let messyStaff: Staff;
const clock = fixedClock('2026-11-24T15:00:00Z');

async function connect(staff: Staff, name: string, route: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calendars/add',
    headers: { cookie: staff.cookie },
    payload: { name, ics_url: `${feeds.origin}${route}`, association: null },
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.route('/district.ics', ics(district));
  feeds.route('/school.ics', ics(school));
  feeds.route('/messy.ics', ics(messy));
  t = await createTestApp({
    env: { CALENDAR_ALLOW_PRIVATE_URLS: 'true' },
    overrides: { clock, calendarFetcher: createCalendarFetcher({ allowPrivate: true, timeoutMs: 2000 }) },
  });
  main = await signUp(t);
  messyStaff = await signUp(t);
  for (const s of [main, messyStaff]) await updateSchool(t.database.db, s.schoolId, { timeZone: NY });
  await connect(main, 'District Calendar', '/district.ics');
  await connect(main, 'Lincoln Elementary', '/school.ics');
  await connect(messyStaff, 'Messy Feed', '/messy.ics');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

/** One document of one section (`lines` joined) in a staff member's school. */
async function seedDocument(staff: Staff, title: string, contentType: string, lines: string[]) {
  await seedKnowledgeFile(t.database, {
    schoolId: staff.schoolId,
    fileName: `${title}.txt`,
    title,
    contentType,
    chunks: [{ heading: title, content: lines.join('\n') }],
  });
}

async function ask(question: string, staff = main): Promise<string> {
  return (await askWebchat(t.app, staff.cookie, question, 'staff_test')).reply;
}

describe('school-day questions through POST /api/webchat', () => {
  it('"is there school this friday??" on the Friday of a two-day recess', async () => {
    expect(await ask('is there school this friday??')).toContain(
      'No school on Friday, November 27 — Thanksgiving Recess.',
    );
  });

  it('"are there any days off next week?" names the Staff Development Day', async () => {
    clock.set('2026-12-01T15:00:00Z');
    try {
      const r = await ask('are there any days off next week?');
      expect(r).toContain('Monday, December 7 — Staff Development Day');
      expect(r).toContain('Friday, December 11 — Student Holiday');
    } finally {
      clock.set('2026-11-24T15:00:00Z');
    }
  });

  it('"do the kids have school mon jan 18?" → MLK Day', async () => {
    expect(await ask('do the kids have school mon jan 18?')).toContain(
      'No school on Monday, January 18, 2027 — Martin Luther King Jr. Day.',
    );
  });

  it('a regular day is called one, without made-up hours', async () => {
    expect(await ask('is there school on monday november 30?')).toContain(
      'Yes, Monday, November 30 is a regular school day.',
    );
  });

  it('two calendars disagreeing: no-school wins and both are named', async () => {
    const r = await ask('is there school on december 11?');
    expect(r).toContain('No school on Friday, December 11 — Student Holiday');
    expect(r).toContain('Book Fair');
  });

  it('"when r picture retakes?" and "when is the sience fair"', async () => {
    expect(await ask('when r picture retakes?')).toContain('Picture Retake Day: Thursday, December 10');
    expect(await ask('when is the sience fair')).toContain(
      'Science Fair: Thursday, January 14, 2027, 6:00 PM–8:00 PM',
    );
  });

  it('a follow-up about "that day" is answered for the day the answer before it names', async () => {
    const fair = await ask('when is the science fair? is there school that day');
    expect(fair).toContain('Science Fair: Thursday, January 14, 2027');
    expect(fair).toMatch(/Yes, Thursday, January 14(, 2027)? is a regular school day/);
    // Comma-joined, on a student holiday: the follow-up is not about today (a regular Tuesday).
    const bookFair = await ask('when is the book fair, is it a school day');
    expect(bookFair).toContain('Book Fair: Friday, December 11');
    expect(bookFair).toContain('No school on Friday, December 11');
    expect(bookFair).not.toContain('November 24');
  });

  it('"do they get out early on <day>" asks the day model, not for an event named Early Release', async () => {
    expect(await ask('do they get out early on december 2?', messyStaff)).toContain(
      'Yes, Wednesday, December 2 is an early release day',
    );
    expect(await ask('do they get out early on december 1?', messyStaff)).toContain(
      'No, Tuesday, December 1 is a regular school day',
    );
  });

  it('"is <day> off" on a school day answers no, on a day off yes', async () => {
    const early = await ask('is wednesday december 2 off?', messyStaff);
    expect(early).toMatch(/^No — school is open: Wednesday, December 2 is an early release day/);
    expect(await ask('is tuesday the 1st off', messyStaff)).toMatch(
      /^No — school is open: Tuesday, December 1 is a regular/,
    );
    expect(await ask('is friday the 11th off?')).toContain('No school on Friday, December 11');
  });

  it('"no school <day>?" is asked as a day off: no on a school day, the closure on a day off', async () => {
    expect(await ask('my son says there is no school tuesday the 1st, is that true', messyStaff)).toMatch(
      /^No — school is open: Tuesday, December 1 is a regular/,
    );
    expect(await ask('no school friday the 11th?')).toContain('No school on Friday, December 11');
  });

  it('"is there school …? my son says theres no school …" answers the parent\'s own ask: yes', async () => {
    const reply = await ask(
      'is there school tuesday the 1st? my son is telling me theres no school that day and i dont believe him',
      messyStaff,
    );
    expect(reply).toMatch(/^Yes, Tuesday, December 1 is a regular/);
  });

  it('an early release whose time nobody gives is still named, not declined', async () => {
    // No profile hours and no documents yet: the calendar's day is the answer on its own.
    const reply = await ask('what time do they get out on december 2?', messyStaff);
    expect(reply).toContain('Wednesday, December 2 is an early release day (Early Release – 1 hour early)');
    expect(reply).not.toContain("doesn't cover");
  });

  it("an early release's time from a document follows the calendar line, which then claims no gap", async () => {
    const fresh = await signUp(t);
    await updateSchool(t.database.db, fresh.schoolId, { timeZone: NY });
    await connect(fresh, 'Messy Feed', '/messy.ics');
    await seedDocument(fresh, 'December Bulletin', 'newsletter', [
      'Wednesday, December 2 — What: Early Release; Details: Dismissal at 1:15 p.m.',
    ]);
    const reply = await ask('what time do they get out on december 2?', fresh);
    expect(reply).toContain('Wednesday, December 2 is an early release day (Early Release – 1 hour early).');
    expect(reply).toContain('Dismissal at 1:15 p.m.');
    expect(reply).not.toContain("doesn't give the dismissal time");
  });

  it("an early release's dismissal comes from the school's rule, not the after-care program's hours that day", async () => {
    const fresh = await signUp(t);
    await updateSchool(t.database.db, fresh.schoolId, { timeZone: NY });
    await connect(fresh, 'Messy Feed', '/messy.ics');
    await seedDocument(fresh, 'Kids Club Parent Info', 'policy', [
      'Early Release Days — Hours: 12:15 p.m. until 6:00 p.m. (included in after care); Where: MPR and playground.',
    ]);
    await seedDocument(fresh, 'Family Handbook', 'handbook', [
      'On Wednesdays students are dismissed at 12:45 p.m.; buses leave at 12:55 p.m.',
    ]);
    const reply = await ask('what time do they get out on december 2?', fresh);
    expect(reply).toContain('dismissed at 12:45 p.m.');
    expect(reply).not.toContain('until 6:00 p.m.');
  });

  it('"any days off in january" lists January only', async () => {
    const reply = await ask('any days off in january?');
    expect(reply).toContain('Days off (January 2027)');
    expect(reply).toContain('Martin Luther King Jr. Day');
    expect(reply).not.toContain('Thanksgiving');
  });

  it('a date past the synced window is not covered yet', async () => {
    expect(await ask('is there school on march 3 2028?')).toMatch(/doesn't cover .*March 3, 2028 yet/);
  });

  it('a closure added to the feed counts after a sync at the same instant (no stale day model)', async () => {
    const staff = await signUp(t);
    await updateSchool(t.database.db, staff.schoolId, { timeZone: NY });
    feeds.route('/changing.ics', ics(feed([allDay('bf2', 'Book Fair', '20261202', '20261203')])));
    await connect(staff, 'Changing Feed', '/changing.ics');
    expect(await ask('is there school on dec 3?', staff)).toContain('regular school day');
    expect(await ask('anything happening on dec 2?', staff)).toContain('Book Fair');

    feeds.route(
      '/changing.ics',
      ics(
        feed([
          allDay('bf2', 'Book Fair', '20261202', '20261203'),
          allDay('wx', 'Schools Closed', '20261203'),
        ]),
      ),
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/calendars/fetch',
      headers: { cookie: staff.cookie },
    });
    const id = (list.json() as { calendars: { id: string }[] }).calendars[0]!.id;
    const synced = await t.app.inject({
      method: 'POST',
      url: `/api/calendars/sync/${id}`,
      headers: { cookie: staff.cookie },
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(await ask('is there school on dec 3?', staff)).toContain(
      'No school on Thursday, December 3 — Schools Closed.',
    );
  });
});

describe('with the regular hours in the school profile', () => {
  it('a regular day and a "1 hour early" release get their times', async () => {
    for (const staff of [main, messyStaff]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings/school',
        headers: { cookie: staff.cookie },
        payload: {
          name: 'Lincoln',
          time_zone: NY,
          default_country: 'US',
          office_phone: null,
          office_email: null,
          school_start: '08:35',
          school_dismissal: '15:05',
          early_dismissal: '12:35',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        school_start: '08:35',
        school_dismissal: '15:05',
        early_dismissal: '12:35',
        school_days: [1, 2, 3, 4, 5],
      });
    }
    expect(await ask('is there school on monday november 30?')).toContain(
      'Yes, Monday, November 30 is a regular day: 8:35 AM to 3:05 PM.',
    );
    expect(await ask('what time do they get out on december 2?', messyStaff)).toContain(
      'On Wednesday, December 2 they get out early, at 2:05 PM (Early Release – 1 hour early).',
    );
  });

  it("a grade asked about also gets the documents' time for that kind of day", async () => {
    await seedDocument(messyStaff, 'Bell Schedule', 'handbook', [
      'Kindergarten — Early Release: 11:55 a.m.',
      'Grades 1–5 — Early Release: 1:05 p.m.',
    ]);
    const reply = await ask('what time does my kindergartner get out on december 2?', messyStaff);
    expect(reply).toContain('Early Release – 1 hour early');
    expect(reply).toContain('11:55');
    expect(reply).not.toContain('1:05');
  });

  it('a half day only a newsletter announces beats the regular hours', async () => {
    await seedDocument(main, 'December Newsletter', 'newsletter', [
      'Tue, Dec. 1 — Event: Half Day; Notes: students out at 11:45 AM.',
    ]);
    const reply = await ask('what time do they get out on december 1?');
    expect(reply).toContain('11:45 AM');
    expect(reply).not.toContain('3:05 PM');
  });

  it('rejects a malformed time', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/school',
      headers: { cookie: main.cookie },
      payload: {
        name: 'Lincoln',
        time_zone: NY,
        default_country: 'US',
        office_phone: null,
        office_email: null,
        school_start: '8:35am',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('School start time must be a time like 08:35');
  });
});

describe('a feed with the usual defects', () => {
  it('syncs, and its days are classified', async () => {
    expect(await ask('is there school on december 3?', messyStaff)).toContain(
      'No school on Thursday, December 3 — Teacher In-Service – No Students.',
    );
    // No regular dismissal is known, so "1 hour early" gives no clock time; the answer still names the day.
    const early = await ask('is there school on december 2?', messyStaff);
    expect(early).toContain('Wednesday, December 2');
    expect(early).toContain('Early Release – 1 hour early');
    expect(await ask('when is band practice?', messyStaff)).toContain(
      'Band Practice: Tuesday, December 1, 3:30 PM–4:30 PM',
    );
    // The event ten years ahead lies past the synced window: not stored, and that month is not covered.
    const far = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/days?month=2036-12',
      headers: { cookie: messyStaff.cookie },
    });
    expect(far.json()).toMatchObject({ has_calendars: true, days: [] });
    expect(await ask('is there school on december 1 2036?', messyStaff)).toMatch(
      /doesn't cover .*December 1, 2036 yet/,
    );
  });
});

describe('GET /api/calendar/days (month view)', () => {
  it('returns the month of the session school, statuses and reasons included', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/days?month=2026-12',
      headers: { cookie: main.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      has_calendars: boolean;
      days: { date: string; status: string; reasons: string[]; events: { title: string }[] }[];
    };
    expect(body.has_calendars).toBe(true);
    expect(body.days).toHaveLength(31);
    const dec11 = body.days.find((d) => d.date === '2026-12-11')!;
    expect(dec11).toMatchObject({ status: 'no-school', reasons: ['Student Holiday'] });
    expect(dec11.events.map((e) => e.title).sort()).toEqual(['Book Fair', 'Student Holiday']);
    // Another school sees only its own days.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/calendar/days?month=2026-12',
      headers: { cookie: messyStaff.cookie },
    });
    expect(JSON.stringify(other.json())).not.toContain('Book Fair');
  });

  it('rejects a malformed month and needs a session', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/calendar/days?month=2026-13',
          headers: { cookie: main.cookie },
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/days?month=2026-12' })).statusCode).toBe(
      401,
    );
  });
});
