import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { fixedClock } from '../../shared/clock.js';
import { activityLogs } from '../activity/activity.table.js';
import { knowledgeFiles } from '../knowledge/knowledge.table.js';
import { updateSchool } from '../schools/schools.repository.js';
import { calendarEvents, calendars } from './calendars.table.js';
import { createCalendarFetcher } from './calendars.fetcher.js';
import { fixture, ics, startFeedServer, type FeedServer } from './calendars.testing.js';
import type { Calendar } from '../../../contracts/calendars.contract.js';

const NY = 'America/New_York';

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  for (const name of ['google', 'outlook', 'apple', 'dst'])
    feeds.route(`/${name}.ics`, ics(fixture(`${name}.ics`)));
});
afterAll(async () => {
  await feeds.close();
});

async function schoolOf(t: TestApp, timeZone = NY) {
  const staff = await signUp(t);
  await updateSchool(t.database.db, staff.schoolId, { timeZone });
  return staff;
}

function add(t: TestApp, cookie: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/calendars/add',
    headers: { cookie },
    payload: payload as object,
  });
}

async function activity(t: TestApp, schoolId: string) {
  const rows = await t.database.db.select().from(activityLogs).where(eq(activityLogs.schoolId, schoolId));
  return rows.map((r) => `${r.eventType}: ${r.description}`);
}

describe('calendars API', () => {
  let t: TestApp;
  const clock = fixedClock('2026-03-01T17:00:00Z');

  beforeEach(async () => {
    clock.set('2026-03-01T17:00:00Z');
    t = await createTestApp({
      env: { CALENDAR_ALLOW_PRIVATE_URLS: 'true' },
      overrides: { clock, calendarFetcher: createCalendarFetcher({ allowPrivate: true, timeoutMs: 500 }) },
    });
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers 401 on every route without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['GET', '/api/calendars/fetch'],
      ['POST', '/api/calendars/add'],
      ['POST', `/api/calendars/sync/${id}`],
      ['DELETE', `/api/calendars/delete/${id}`],
      ['GET', '/api/calendars/sync-status'],
      ['GET', `/api/calendars/events/${id}`],
      ['POST', '/api/calendars/update-sync-status'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('validates the add form with the spec texts', async () => {
    const { cookie } = await schoolOf(t);
    const cases: [unknown, string][] = [
      [{ ics_url: `${feeds.origin}/google.ics` }, 'Please provide a calendar name.'],
      [{ name: '   ', ics_url: `${feeds.origin}/google.ics` }, 'Please provide a calendar name.'],
      [{ name: 'School' }, 'Please provide a valid ICS URL.'],
      [{ name: 'School', ics_url: '' }, 'Please provide a valid ICS URL.'],
      [
        { name: 'School', ics_url: 'ftp://example.com/cal.ics' },
        'The calendar URL should start with http:// or https://',
      ],
      [
        { name: 'School', ics_url: 'file:///etc/passwd' },
        'The calendar URL should start with http:// or https://',
      ],
      [
        { name: 'School', ics_url: `${feeds.origin}/google.ics`, association: 'Grade 9' },
        'Association must be one of',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await add(t, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(message);
    }
    expect(feeds.hits.filter((h) => h.path === '/google.ics')).toHaveLength(0);
  });

  it('adds a calendar synchronously: events, knowledge entry with its listing, activity', async () => {
    const { cookie, schoolId } = await schoolOf(t);
    const res = await add(t, cookie, {
      name: 'School Events',
      ics_url: `${feeds.origin}/google.ics`,
      association: 'Whole School',
    });
    expect(res.statusCode).toBe(201);
    const calendar = res.json().calendar as Calendar;
    expect(calendar).toMatchObject({
      name: 'School Events',
      ics_url: `${feeds.origin}/google.ics`,
      association: 'Whole School',
      last_synced: '2026-03-01T17:00:00.000Z',
      last_error: null,
      event_count: 17,
    });
    const events = await t.database.db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.calendarId, calendar.id));
    expect(events).toHaveLength(17);
    expect(events.every((e) => e.schoolId === schoolId && e.association === 'Whole School')).toBe(true);

    const [entry] = await t.database.db
      .select()
      .from(knowledgeFiles)
      .where(eq(knowledgeFiles.calendarId, calendar.id));
    expect(entry).toMatchObject({
      key: `${schoolId}/calendars/${calendar.id}.txt`,
      fileName: 'School Events',
      contentType: 'calendar',
      source: 'calendar',
      syncStatus: 'FINISHED',
    });
    const listing = (await t.deps.storage.get(entry!.key)).toString('utf8');
    expect(listing).toContain('School Events (Whole School calendar)');
    expect(listing).toContain('Spring Concert: Friday, March 13, 2026, 6:00 PM–7:30 PM at the gym');
    expect(listing).toContain(
      'Spring Break - No School (no school): Monday, March 16, 2026 – Friday, March 20, 2026',
    );
    expect(listing).not.toContain('Chess Club: Wednesday, February 4'); // past lines are not "upcoming"
    expect(entry!.size).toBe(Buffer.byteLength(listing));
    const chunks = await t.database.query(
      'SELECT count(*)::int AS n FROM knowledge_chunks WHERE school_id = $1',
      [schoolId],
    );
    expect(chunks[0]).toEqual({ n: 0 });

    expect(await activity(t, schoolId)).toContain(
      'calendar_added: Calendar "School Events" added (17 events)',
    );

    const list = await t.app.inject({ method: 'GET', url: '/api/calendars/fetch', headers: { cookie } });
    expect(list.json().calendars).toEqual([calendar]);

    // The screen's preview: upcoming occurrences phrased in the school's zone, no past ones.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/calendars/events/${calendar.id}`,
      headers: { cookie },
    });
    const previewed = preview.json().events as { summary: string; when: string; no_school: boolean }[];
    expect(previewed[0]).toMatchObject({
      summary: 'Chess Club',
      when: 'Wednesday, March 4, 3:30 PM–4:30 PM at Room 12',
    });
    expect(previewed.find((e) => e.summary.startsWith('Spring Break'))).toMatchObject({
      when: 'Monday, March 16 – Friday, March 20',
      no_school: true,
    });
    expect(previewed.find((e) => e.summary.startsWith('Martin'))).toMatchObject({
      when: 'Monday, January 18, 2027',
    });
    const other = await schoolOf(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/calendars/events/${calendar.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('shows the calendar in the knowledge library: listed, FINISHED, openable, not deletable there', async () => {
    const { cookie, schoolId } = await schoolOf(t);
    const { calendar } = (
      await add(t, cookie, { name: 'School Events', ics_url: `${feeds.origin}/google.ics` })
    ).json();
    const key = `${schoolId}/calendars/${calendar.id}.txt`;
    const list = await t.app.inject({ method: 'GET', url: '/api/s3/list', headers: { cookie } });
    expect(list.json().data).toEqual([
      expect.objectContaining({ key, fileName: 'School Events', content_type: 'calendar', expiry_date: '' }),
    ]);
    const status = await t.app.inject({ method: 'GET', url: '/api/s3/sync-status', headers: { cookie } });
    expect(status.json().data).toEqual([expect.objectContaining({ key, syncStatus: 'FINISHED' })]);
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/s3/file?key=${encodeURIComponent(key)}`,
      headers: { cookie },
    });
    expect(open.statusCode).toBe(200);
    const signed = new URL(open.json().url as string);
    const body = await t.app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
    expect(body.statusCode).toBe(200);
    expect(body.body).toContain('Spring Concert: Friday, March 13, 2026, 6:00 PM–7:30 PM at the gym');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/s3/file?key=${encodeURIComponent(key)}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(400);
  });

  it('rewrites webcal:// to https:// and stores association null when none is chosen', async () => {
    const { cookie } = await schoolOf(t);
    // https to a plain-HTTP server fails the TLS handshake: proves the rewrite without a TLS fixture.
    const res = await add(t, cookie, {
      name: 'X',
      ics_url: `webcal://127.0.0.1:${feeds.port}/google.ics`,
      association: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Failed to add calendar: The calendar server could not be reached (the secure connection failed)',
    );
    const ok = await add(t, cookie, { name: 'Y', ics_url: `${feeds.origin}/apple.ics`, association: '' });
    expect(ok.json().calendar.association).toBeNull();
  });

  it('syncs now (id in the path or in the body) and stamps last_synced', async () => {
    const { cookie, schoolId } = await schoolOf(t);
    const { calendar } = (
      await add(t, cookie, { name: 'Sports', ics_url: `${feeds.origin}/apple.ics` })
    ).json();
    // Within the access token's hour, so the session cookie stays valid.
    clock.set('2026-03-01T17:05:00Z');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/calendars/sync/${calendar.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().calendar.last_synced).toBe('2026-03-01T17:05:00.000Z');
    clock.set('2026-03-01T17:08:00Z');
    const byBody = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/sync',
      headers: { cookie },
      payload: { id: calendar.id },
    });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json().calendar.last_synced).toBe('2026-03-01T17:08:00.000Z');
    expect(byBody.json().calendar.event_count).toBe(21);
    expect((await activity(t, schoolId)).filter((a) => a.startsWith('calendar_synced'))).toHaveLength(2);
  });

  it('keeps the previous events when a sync fails, and records why', async () => {
    const { cookie, schoolId } = await schoolOf(t);
    let body = fixture('google.ics');
    feeds.route('/changing.ics', (_req, res) => {
      res.setHeader('Content-Type', 'text/calendar');
      res.end(body);
    });
    const { calendar } = (
      await add(t, cookie, { name: 'Main', ics_url: `${feeds.origin}/changing.ics` })
    ).json();

    const bad: [string, string][] = [
      ['<!doctype html><title>Sign in</title>', 'The URL did not return a calendar (ICS) file'],
      ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:half', 'The calendar file could not be read'],
      [
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:s\r\nDTSTART:20260101T000000Z\r\nRRULE:FREQ=SECONDLY\r\nSUMMARY:Spam\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
        'too many occurrences',
      ],
    ];
    for (const [served, reason] of bad) {
      body = served;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/calendars/sync/${calendar.id}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Failed to sync calendar: /);
      expect(res.json().error).toContain(reason);
      const [row] = await t.database.db.select().from(calendars).where(eq(calendars.id, calendar.id));
      expect(row!.lastError).toContain(reason);
      expect(row!.lastSynced?.toISOString()).toBe('2026-03-01T17:00:00.000Z');
      const n = await t.database.db
        .select()
        .from(calendarEvents)
        .where(eq(calendarEvents.calendarId, calendar.id));
      expect(n).toHaveLength(17);
    }
    expect(
      (await activity(t, schoolId)).some((a) =>
        a.startsWith('calendar_synced: Sync of calendar "Main" failed'),
      ),
    ).toBe(true);

    // A good sync afterwards replaces the events and clears the error.
    body = fixture('dst.ics');
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/calendars/sync/${calendar.id}`,
      headers: { cookie },
    });
    expect(ok.json().calendar).toMatchObject({ event_count: 7, last_error: null });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('fails an add against a server that never answers, storing nothing', async () => {
    const { cookie, schoolId } = await schoolOf(t);
    feeds.route('/never.ics', () => undefined);
    const never = await add(t, cookie, { name: 'Never', ics_url: `${feeds.origin}/never.ics` });
    expect(never.statusCode).toBe(400);
    expect(never.json().error).toBe(
      'Failed to add calendar: The calendar server did not answer within 0.5 seconds',
    );
    expect(await t.database.db.select().from(calendars).where(eq(calendars.schoolId, schoolId))).toHaveLength(
      0,
    );
  });

  it("answers 404 for another school's calendar (sync, delete) and for malformed ids", async () => {
    const owner = await schoolOf(t);
    const other = await schoolOf(t);
    const { calendar } = (
      await add(t, owner.cookie, { name: 'Mine', ics_url: `${feeds.origin}/dst.ics` })
    ).json();
    const sync = await t.app.inject({
      method: 'POST',
      url: `/api/calendars/sync/${calendar.id}`,
      headers: { cookie: other.cookie },
    });
    expect(sync.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendars/delete/${calendar.id}`,
      headers: { cookie: other.cookie },
    });
    expect(del.statusCode).toBe(404);
    const bogus = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/sync/not-a-uuid',
      headers: { cookie: owner.cookie },
    });
    expect(bogus.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/calendars/fetch',
      headers: { cookie: other.cookie },
    });
    expect(list.json().calendars).toEqual([]);
    expect(await t.database.db.select().from(calendars).where(eq(calendars.id, calendar.id))).toHaveLength(1);
  });

  it('deletes a calendar with its events, knowledge entry and listing blob', async () => {
    const { cookie, schoolId } = await schoolOf(t);
    const { calendar } = (
      await add(t, cookie, { name: 'Office', ics_url: `${feeds.origin}/outlook.ics` })
    ).json();
    const key = `${schoolId}/calendars/${calendar.id}.txt`;
    expect((await t.deps.storage.get(key)).length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendars/delete/${calendar.id}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(calendarEvents).where(eq(calendarEvents.calendarId, calendar.id)),
    ).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(knowledgeFiles)
        .where(and(eq(knowledgeFiles.schoolId, schoolId), eq(knowledgeFiles.key, key))),
    ).toHaveLength(0);
    await expect(t.deps.storage.get(key)).rejects.toThrow(/not found/i);
    expect(await activity(t, schoolId)).toContain('calendar_deleted: Calendar "Office" deleted');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendars/delete/${calendar.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('reports and toggles the daily sync: next 05:00 in the school zone, null when off', async () => {
    const { cookie, schoolId } = await schoolOf(t);
    const get = () => t.app.inject({ method: 'GET', url: '/api/calendars/sync-status', headers: { cookie } });
    expect((await get()).json()).toEqual({ calendar_sync_status: null });
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/update-sync-status',
      headers: { cookie },
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    const status = on.json().calendar_sync_status as string;
    expect(status).toBe('2026-03-02T10:00:00.000Z');
    expect(formatInTimeZone(new Date(status), NY, 'HH:mm')).toBe('05:00');
    expect((await get()).json()).toEqual({ calendar_sync_status: status });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/update-sync-status',
      headers: { cookie },
      payload: { enabled: false },
    });
    expect(off.json()).toEqual({ calendar_sync_status: null });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/update-sync-status',
      headers: { cookie },
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await activity(t, schoolId)).filter((a) => a.startsWith('settings_updated'))).toHaveLength(2);
  });
});

describe('calendars API with the address check on (CALENDAR_ALLOW_PRIVATE_URLS unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    'http://127.0.0.1:PORT/google.ics',
    'http://10.0.0.1/cal.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:PORT/google.ics',
    'http://2130706433:PORT/google.ics',
    'http://localhost:PORT/google.ics',
  ])('refuses %s with a clear error and fetches nothing', async (template) => {
    const { cookie, schoolId } = await signUp(t);
    const before = feeds.hits.length;
    const res = await add(t, cookie, {
      name: 'Private',
      ics_url: template.replace('PORT', String(feeds.port)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Failed to add calendar: The calendar URL points to a private or local network address, which is not allowed',
    );
    expect(feeds.hits.length).toBe(before);
    expect(await t.database.db.select().from(calendars).where(eq(calendars.schoolId, schoolId))).toHaveLength(
      0,
    );
  });
});

describe('calendars API with the production fetcher (CALENDAR_ALLOW_PRIVATE_URLS=true, 30 s deadline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CALENDAR_ALLOW_PRIVATE_URLS: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops a 50 MB feed at the 10 MB cap and stores nothing', async () => {
    const { cookie, schoolId } = await signUp(t);
    let sent = 0;
    feeds.route('/fifty.ics', (_req, res) => {
      const chunk = Buffer.alloc(1024 * 1024, 'B');
      chunk.write('BEGIN:VCALENDAR\r\n');
      const pump = () => {
        while (sent < 50) {
          sent++;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    const big = await add(t, cookie, { name: 'Big', ics_url: `${feeds.origin}/fifty.ics` });
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe('Failed to add calendar: The calendar is larger than 10 MB');
    expect(sent).toBeLessThan(50);
    expect(await t.database.db.select().from(calendars).where(eq(calendars.schoolId, schoolId))).toHaveLength(
      0,
    );
  });
});
