import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fixedClock } from '../../shared/clock.js';
import { activityLogs } from '../activity/activity.table.js';
import { insertSchool, updateSchool } from '../schools/schools.repository.js';
import { jobs } from '../../jobs/jobs.table.js';
import { calendars } from './calendars.table.js';
import { calendarDepsOf } from './calendars.deps.js';
import { createCalendarFetcher } from './calendars.fetcher.js';
import { addCalendar, dailyTick } from './calendars.usecases.js';
import { fixture, ics, startFeedServer, type FeedServer } from './calendars.testing.js';

const NY = 'America/New_York';

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.route('/dst.ics', ics(fixture('dst.ics')));
  feeds.route('/apple.ics', ics(fixture('apple.ics')));
});
afterAll(async () => {
  await feeds.close();
});

/**
 * Daily sync at 05:00 school time, driven by an injected clock: the minute tick
 * enqueues one run per school per local date (singleton key), the run syncs every calendar, and
 * failures land in the activity log.
 */
describe('daily calendar sync', () => {
  let t: TestApp;
  const clock = fixedClock('2026-03-07T15:00:00Z');

  beforeEach(async () => {
    clock.set('2026-03-07T15:00:00Z');
    t = await createTestApp({
      overrides: { clock, calendarFetcher: createCalendarFetcher({ allowPrivate: true, timeoutMs: 500 }) },
    });
  });
  afterEach(async () => {
    await t.close();
  });

  async function school(timeZone: string, enabled = true) {
    const row = await insertSchool(t.database.db, { timeZone, name: 'Lincoln' });
    await updateSchool(t.database.db, row.id, { calendarDailySync: enabled });
    return row.id;
  }

  async function lastSynced(calendarId: string) {
    const [row] = await t.database.db.select().from(calendars).where(eq(calendars.id, calendarId));
    return row!.lastSynced?.toISOString();
  }

  it('runs once per school per local day at 05:00, through the spring-forward day', async () => {
    const deps = calendarDepsOf(t.deps);
    const schoolId = await school(NY);
    const off = await school(NY, false);
    const cal = await addCalendar({
      deps,
      schoolId,
      name: 'Band',
      icsUrl: `${feeds.origin}/dst.ics`,
      association: null,
    });
    await addCalendar({
      deps,
      schoolId: off,
      name: 'Band',
      icsUrl: `${feeds.origin}/dst.ics`,
      association: null,
    });

    // Sunday March 8 2026, DST starts at 2 AM: 05:00 EDT is 09:00Z (it was 10:00Z the day before).
    clock.set('2026-03-08T08:59:00Z'); // 04:59 EDT
    expect(await dailyTick({ deps })).toEqual([]);
    clock.set('2026-03-08T09:00:00Z'); // 05:00 EDT
    expect(await dailyTick({ deps })).toEqual([`calendar-daily:${schoolId}:2026-03-08`]);
    // Later ticks, and a second worker ticking at the same minute, add nothing.
    clock.set('2026-03-08T09:01:00Z');
    const again = await Promise.all([dailyTick({ deps }), dailyTick({ deps })]);
    expect(again).toEqual([[], []]);

    expect(await t.deps.queue.runDue()).toBe(1);
    expect(await lastSynced(cal.id)).toBe('2026-03-08T09:01:00.000Z');
    const log = await t.database.db.select().from(activityLogs).where(eq(activityLogs.schoolId, schoolId));
    expect(log.map((l) => l.description)).toContain('Daily sync of calendar "Band" finished (7 events)');

    // Late evening local time is still March 8: nothing new. Next morning before 5 AM: nothing.
    clock.set('2026-03-09T03:30:00Z'); // 23:30 EDT March 8
    expect(await dailyTick({ deps })).toEqual([]);
    clock.set('2026-03-09T08:30:00Z'); // 04:30 EDT March 9
    expect(await dailyTick({ deps })).toEqual([]);
    clock.set('2026-03-09T09:00:00Z');
    expect(await dailyTick({ deps })).toEqual([`calendar-daily:${schoolId}:2026-03-09`]);
    const keys = (await t.database.db.select().from(jobs)).map((j) => j.singletonKey).filter(Boolean);
    expect(keys.filter((k) => k!.includes(off))).toEqual([]);
  });

  it('waits for 05:00 EST on the fall-back day and uses each school its own zone', async () => {
    const deps = calendarDepsOf(t.deps);
    const ny = await school(NY);
    const tokyo = await school('Asia/Tokyo');
    // November 1 2026: clocks fall back at 2 AM; 05:00 EST is 10:00Z.
    clock.set('2026-11-01T09:30:00Z'); // 04:30 EST in New York, 18:30 in Tokyo
    expect(await dailyTick({ deps })).toEqual([`calendar-daily:${tokyo}:2026-11-01`]);
    clock.set('2026-11-01T10:00:00Z');
    expect(await dailyTick({ deps })).toEqual([`calendar-daily:${ny}:2026-11-01`]);
  });

  it('logs a failing feed in the activity log and still syncs the others', async () => {
    const deps = calendarDepsOf(t.deps);
    const schoolId = await school(NY);
    let broken = false;
    feeds.route('/flaky.ics', (_req, res) => {
      if (broken) {
        res.statusCode = 500;
        return res.end('oops');
      }
      res.setHeader('Content-Type', 'text/calendar');
      res.end(fixture('dst.ics'));
    });
    const flaky = await addCalendar({
      deps,
      schoolId,
      name: 'Flaky',
      icsUrl: `${feeds.origin}/flaky.ics`,
      association: null,
    });
    const good = await addCalendar({
      deps,
      schoolId,
      name: 'Sports',
      icsUrl: `${feeds.origin}/apple.ics`,
      association: 'Sports Team',
    });
    broken = true;
    clock.set('2026-03-08T12:00:00Z');
    await dailyTick({ deps });
    await t.deps.queue.runDue();
    expect(await lastSynced(good.id)).toBe('2026-03-08T12:00:00.000Z');
    expect(await lastSynced(flaky.id)).toBe('2026-03-07T15:00:00.000Z');
    const [row] = await t.database.db.select().from(calendars).where(eq(calendars.id, flaky.id));
    expect(row!.lastError).toBe('The calendar server answered with HTTP 500');
    const log = await t.database.db.select().from(activityLogs).where(eq(activityLogs.schoolId, schoolId));
    expect(log.map((l) => `${l.eventType}: ${l.description}`)).toContain(
      'calendar_synced: Daily sync of calendar "Flaky" failed: The calendar server answered with HTTP 500',
    );
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'calendar.daily-sync'));
    expect(job!.status).toBe('completed');
  });

  it('skips a school that switched the sync off after the run was queued', async () => {
    const deps = calendarDepsOf(t.deps);
    const schoolId = await school(NY);
    const cal = await addCalendar({
      deps,
      schoolId,
      name: 'Band',
      icsUrl: `${feeds.origin}/dst.ics`,
      association: null,
    });
    clock.set('2026-03-08T12:00:00Z');
    await dailyTick({ deps });
    await updateSchool(t.database.db, schoolId, { calendarDailySync: false });
    await t.deps.queue.runDue();
    expect(await lastSynced(cal.id)).toBe('2026-03-07T15:00:00.000Z');
  });
});
