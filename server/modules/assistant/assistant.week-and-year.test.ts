/**
 * A school on a four-day week (classes Monday–Thursday) whose handbook says so once ("Friday is not
 * a school day … except on the Friday make-up days shown on the district calendar") and whose feed
 * lists the make-up Fridays ("Friday Make-Up Day - School in Session") and the year's last day, with
 * the school profile left at Monday–Friday. End to end: the feed from a real HTTP server on 127.0.0.1 through POST
 * /api/calendars/add, the question through POST /api/webchat on Tuesday, April 13, 2027 (Denver).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { askWebchat, createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { updateSchool } from '../schools/schools.repository.js';
import { seedKnowledgeFile } from './assistant.fixtures.js';
import { createCalendarFetcher } from '../calendars/calendars.fetcher.js';
import { ics, startFeedServer, type FeedServer } from '../calendars/calendars.testing.js';

const feed = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Four day week//EN',
  ...[
    ['mu', 'Friday Make-Up Day - School in Session', '20270416', '20270417'],
    ['pd', 'No School - Staff PD', '20270419', '20270420'],
    ['last', 'Last Day of School - Early Release 12:30', '20270520', '20270521'],
  ].map(([uid, summary, start, end]) =>
    [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20270101T000000Z',
      `DTSTART;VALUE=DATE:${start}`,
      `DTEND;VALUE=DATE:${end}`,
      `SUMMARY:${summary}`,
      'END:VEVENT',
    ].join('\r\n'),
  ),
  'END:VCALENDAR',
].join('\r\n');

let feeds: FeedServer;
let t: TestApp;
let staff: { cookie: string; schoolId: string };

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.route('/district.ics', ics(feed));
  t = await createTestApp({
    env: { CALENDAR_ALLOW_PRIVATE_URLS: 'true' },
    overrides: {
      clock: fixedClock('2027-04-13T13:40:00Z'),
      calendarFetcher: createCalendarFetcher({ allowPrivate: true, timeoutMs: 2000 }),
    },
  });
  staff = await signUp(t);
  await updateSchool(t.database.db, staff.schoolId, { timeZone: 'America/Denver' });
  await seedKnowledgeFile(t.database, {
    schoolId: staff.schoolId,
    fileName: 'handbook.pdf',
    title: 'Student Handbook',
    contentType: 'handbook',
    chunks: [
      {
        heading: 'Our Four-Day School Week',
        content:
          'Classes meet Monday through Thursday, with longer school days. Friday is not a school day: there are no classes and no bus routes on Fridays, except on the Friday make-up days shown on the district calendar.',
      },
    ],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calendars/add',
    headers: { cookie: staff.cookie },
    payload: { name: 'District Calendar', ics_url: `${feeds.origin}/district.ics`, association: null },
  });
  expect(res.statusCode, res.body).toBe(201);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

async function ask(question: string): Promise<string> {
  return (await askWebchat(t.app, staff.cookie, question, 'staff_test')).reply;
}

describe('a four-day school week stated in the handbook', () => {
  it('a plain Friday is no school, naming the rule', async () => {
    const reply = await ask('is there school next friday?');
    expect(reply).toContain('No school on Friday, April 23');
    expect(reply).toContain('Student Handbook');
  });

  it('the make-up Friday the calendar lists is a school day', async () => {
    expect(await ask('is there school this friday')).toContain(
      'Yes, Friday, April 16 is a school day (Friday Make-Up Day - School in Session)',
    );
  });

  it('a Thursday stays a regular school day', async () => {
    expect(await ask('is there school on thursday')).toContain(
      'Yes, Thursday, April 15 is a regular school day',
    );
  });
});

describe('the end of the school year', () => {
  it('past the last day of school, with no next year on the calendar, no day is claimed', async () => {
    const reply = await ask('is there school in august');
    expect(reply).toContain("The school calendar doesn't cover August yet.");
    expect(reply).toContain('The last day of school is Thursday, May 20.');
    expect(reply).not.toContain('Regular school days');
  });

  it('"days off" and "the next day off" leave out the weekly day without classes', async () => {
    const reply = await ask('any days off next week?');
    expect(reply).toContain('Monday, April 19 — No School - Staff PD');
    expect(reply).not.toContain('Friday, April 23');
    expect(await ask('when is the next day off')).toContain('Monday, April 19');
  });
});
