import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { createCalendarFetcher } from './calendars.fetcher.js';
import { ics, startFeedServer, type FeedServer } from './calendars.testing.js';

/** A feed with one all-day event on 2026-03-05. */
function feed(summary: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Homeroom test//EN',
    'BEGIN:VEVENT',
    `UID:${summary.replace(/\W/g, '')}@homeroom.test`,
    'DTSTAMP:20260201T000000Z',
    'DTSTART;VALUE=DATE:20260305',
    'DTEND;VALUE=DATE:20260306',
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/**
 * The day model is memoized by the calendar fingerprint and the profile's zone and hours, read with
 * every question: a sync and a Settings edit reach the very next question.
 */
describe('the next question sees a calendar sync and a school profile edit', () => {
  const clock = fixedClock('2026-03-02T14:00:00Z');
  let t: TestApp;
  let feeds: FeedServer;
  let staff: { cookie: string; schoolId: string };
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: staff.cookie }, payload });
  let saved: Record<string, unknown> = {
    name: 'Lakeside Elementary',
    time_zone: 'America/New_York',
    default_country: 'US',
    office_phone: '(312) 555-0142',
    office_email: 'office@lakeside.test',
  };
  const saveProfile = (changes: Record<string, unknown>) => {
    saved = { ...saved, ...changes };
    return call('PUT', '/api/settings/school', saved);
  };
  const ask = async (query: string) => {
    const res = await call('POST', '/api/webchat', { query, user_id: 'user_fresh' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().response as string;
  };

  beforeAll(async () => {
    feeds = await startFeedServer();
    t = await createTestApp({
      env: { CALENDAR_ALLOW_PRIVATE_URLS: 'true' },
      overrides: { clock, calendarFetcher: createCalendarFetcher({ allowPrivate: true, timeoutMs: 2000 }) },
    });
    staff = await signUp(t);
    const profile = await saveProfile({});
    expect(profile.statusCode, profile.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  it('answers from the events of the latest sync', async () => {
    feeds.route('/school.ics', ics(feed('No School - Teacher Workday')));
    const added = await call('POST', '/api/calendars/add', {
      name: 'School',
      ics_url: `${feeds.origin}/school.ics`,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await ask('is there school on thursday march 5')).toContain('Teacher Workday');

    feeds.route('/school.ics', ics(feed('Spring Picture Day')));
    const synced = await call('POST', `/api/calendars/sync/${added.json().calendar.id}`);
    expect(synced.statusCode, synced.body).toBe(200);
    const after = await ask('is there school on thursday march 5');
    expect(after).not.toContain('Teacher Workday');
    expect(after).toContain('a regular school day');
  });

  it("answers with the school's hours as last saved in Settings", async () => {
    const hours = (dismissal: string) => saveProfile({ school_start: '08:10', school_dismissal: dismissal });
    expect((await hours('15:05')).statusCode).toBe(200);
    expect(await ask('what time do they get out on wednesday march 4')).toContain('3:05');
    expect((await hours('14:50')).statusCode).toBe(200);
    const after = await ask('what time do they get out on wednesday march 4');
    expect(after).toContain('2:50');
    expect(after).not.toContain('3:05');
  });

  it('declines with the office phone as last saved in Settings', async () => {
    const phone = (office_phone: string) => saveProfile({ office_phone });
    expect((await phone('(312) 555-0142')).statusCode).toBe(200);
    expect(await ask('do you sell used uniforms')).toContain('555 0142');
    expect((await phone('(312) 555-0199')).statusCode).toBe(200);
    expect(await ask('do you sell used uniforms')).toContain('555 0199');
  });
});
