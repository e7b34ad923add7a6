/**
 * Answers about dates end to end: a Google-style ICS feed (VTIMEZONE, all-day days,
 * a monthly RRULE crossing the March 8, 2026 DST change) served by a real HTTP server on 127.0.0.1,
 * added and synced through POST /api/calendars/add, then asked through POST /api/webchat at fixed
 * "now" values on both sides of the DST change (America/New_York).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { cookieHeader, createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { updateSchool } from '../schools/schools.repository.js';
import { createCalendarFetcher } from '../calendars/calendars.fetcher.js';
import { ics, startFeedServer, type FeedServer } from '../calendars/calendars.testing.js';
import { seedKnowledgeFile } from './assistant.fixtures.js';

const NY = 'America/New_York';
const feedText = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'school-dates.ics'),
  'utf8',
);

/** Fri Mar 6, 2026, 10:00 EST (before the DST change) and Thu Mar 12, 10:00 EDT (after). */
const BEFORE_DST = '2026-03-06T15:00:00Z';
const AFTER_DST = '2026-03-12T14:00:00Z';

let feeds: FeedServer;
let t: TestApp;
type Staff = { cookie: string; schoolId: string; email: string };
let withCalendar: Staff;
let noCalendar: Staff;
const sessions = new Map<string, string>();

/** A session valid at the clock's current time (the clock jumps weeks between questions). */
async function sessionAt(staff: Staff, at: string): Promise<string> {
  const key = `${staff.email}@${at}`;
  if (!sessions.has(key)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    sessions.set(key, cookieHeader(res));
  }
  return sessions.get(key)!;
}
const clock = fixedClock('2026-01-10T15:00:00Z');

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.route('/school.ics', ics(feedText));
  t = await createTestApp({
    env: { CALENDAR_ALLOW_PRIVATE_URLS: 'true' },
    overrides: { clock, calendarFetcher: createCalendarFetcher({ allowPrivate: true, timeoutMs: 2000 }) },
  });
  withCalendar = await signUp(t);
  noCalendar = await signUp(t);
  for (const s of [withCalendar, noCalendar]) {
    await updateSchool(t.database.db, s.schoolId, { timeZone: NY });
    await seedKnowledgeFile(t.database, {
      schoolId: s.schoolId,
      fileName: 'handbook.pdf',
      title: 'Parent Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Early dismissal',
          content: 'On early dismissal days, students are dismissed at 12:30 PM.',
        },
        { heading: 'Arrival', content: 'The school day starts at 8:15 AM; doors open at 7:45 AM.' },
        {
          heading: 'Withdrawals',
          content:
            'To withdraw a student or have records sent to a new school, call the registrar at (555) 010-3300.',
        },
      ],
    });
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calendars/add',
    headers: { cookie: withCalendar.cookie },
    payload: { name: 'Lincoln Elementary', ics_url: `${feeds.origin}/school.ics`, association: null },
  });
  expect(res.statusCode).toBe(201);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

async function ask(question: string, at: string, school = withCalendar): Promise<{ response: string }> {
  clock.set(at);
  const cookie = await sessionAt(school, at);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webchat',
    headers: { cookie },
    payload: { query: question, user_id: 'staff_test' },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('answers about dates from a synced calendar (POST /api/webchat)', () => {
  it('a holiday is "no school", spelled with weekday and date', async () => {
    const r = await ask('is there school on Monday?', '2026-01-15T15:00:00Z');
    expect(r.response).toContain('No school on Monday, January 19 — Martin Luther King Jr. Day.');
  });

  it('a weekday without closure is a regular school day per the calendar', async () => {
    const r = await ask('is there school on Monday?', BEFORE_DST);
    expect(r.response).toContain('Monday, March 9 is a regular school day');
  });

  it('"next monday" after the DST change resolves to the teacher workday: no school', async () => {
    const r = await ask('is there school next monday?', AFTER_DST);
    expect(r.response).toContain('No school on Monday, March 16 — Teacher Workday - No School.');
  });

  it('a weekend day says so', async () => {
    const r = await ask('is there school on saturday?', BEFORE_DST);
    expect(r.response).toContain("No school on Saturday, March 7 — it's the weekend");
  });

  it('the next PTA meeting keeps its wall-clock time across the DST change, and is never a past one', async () => {
    const before = await ask('when is the next PTA meeting?', BEFORE_DST);
    expect(before.response).toContain('Tuesday, March 10, 6:30 PM–8:00 PM at the library');
    const after = await ask('when is the next PTA meeting?', AFTER_DST);
    expect(after.response).toContain('Tuesday, April 14, 6:30 PM–8:00 PM at the library');
    expect(after.response).not.toContain('March 10');
  });

  it('what time the concert starts; once it is over it is not offered as upcoming', async () => {
    const r = await ask('what time does the concert start?', BEFORE_DST);
    expect(r.response).toContain('Friday, March 13, 6:00 PM–7:30 PM at the gym');
    expect(r.response).toContain('_— Lincoln Elementary (calendar)_');
    const later = await ask('what time does the concert start?', '2026-03-14T15:00:00Z');
    expect(later.response).not.toContain('March 13');
  });

  it('what is happening this week lists only what has not ended yet', async () => {
    const r = await ask("what's happening this week?", AFTER_DST);
    expect(r.response).toContain('Spring Concert');
    expect(r.response).toContain('Friday, March 13, 6:00 PM–7:30 PM at the gym');
    expect(r.response).not.toContain('PTA Meeting');
  });

  it('is spring break the week of the 20th? no, and says when it is; the 23rd: yes', async () => {
    const no = await ask('is spring break the week of the 20th?', AFTER_DST);
    expect(no.response).toMatch(/^No/);
    expect(no.response).toContain('Monday, March 23 – Friday, March 27');
    const yes = await ask('is spring break the week of the 23rd?', AFTER_DST);
    expect(yes.response).toMatch(/^Yes/);
    expect(yes.response).toContain('Monday, March 23 – Friday, March 27');
  });

  it('an early-dismissal day is combined with the handbook’s dismissal time', async () => {
    const r = await ask('is there school on friday march 20?', AFTER_DST);
    expect(r.response).toContain('Friday, March 20 is an early release day');
    expect(r.response).toContain('Early Dismissal');
    expect(r.response).toContain('12:30 PM');
    expect(r.response).toContain('_— Lincoln Elementary (calendar)_');
    expect(r.response).toContain('Parent Handbook');
  });

  it('without any calendar connected, a weekday is not claimed to be a school day', async () => {
    const r = await ask('is there school on Monday?', BEFORE_DST, noCalendar);
    expect(r.response).not.toContain('regular school day');
  });

  it('a story naming the break beside a question for a number is answered with the number, not the break', async () => {
    const r = await ask(
      'we are moving over spring break, who do i call to get my sons records sent to his new school',
      AFTER_DST,
    );
    expect(r.response).toContain('(555) 010-3300');
    expect(r.response).not.toContain('March 23');
  });

  it('document questions are still answered from documents', async () => {
    const r = await ask('what time does school start?', BEFORE_DST);
    expect(r.response).toContain('8:15 AM');
  });
});
