import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { recordActivity } from './activity.repository.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

const TOTAL = 105;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  a = await signUp(t, 'activity-a@school.test');
  b = await signUp(t, 'activity-b@school.test');
  // Entry i happened i minutes ago: entry 0 is the newest.
  for (let i = TOTAL - 1; i >= 0; i--) {
    await recordActivity(t.database.db, {
      schoolId: a.schoolId,
      eventType: i % 2 ? 'file_upload' : 'file_delete',
      description: `entry ${i}`,
      at: new Date(clock.now().getTime() - i * 60_000),
    });
  }
  await recordActivity(t.database.db, {
    schoolId: b.schoolId,
    eventType: 'settings_updated',
    description: 'other school',
    at: clock.now(),
  });
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/activitylogs', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/activitylogs?limit=50&page=1')).statusCode).toBe(401);
  });

  it('returns the first 50 newest first in the contract shape', async () => {
    const res = await get('/api/activitylogs?limit=50&page=1', a.cookie);
    expect(res.statusCode).toBe(200);
    const { logs } = res.json() as { logs: Record<string, unknown>[] };
    expect(logs).toHaveLength(50);
    expect(logs[0]).toEqual({
      id: expect.any(String),
      event_type: 'file_delete',
      description: 'entry 0',
      created_at: clock.now().toISOString(),
    });
    expect(logs.map((l) => l.description)).toEqual(Array.from({ length: 50 }, (_, i) => `entry ${i}`));
  });

  it('pages through the log and keeps schools apart', async () => {
    const page3 = (await get('/api/activitylogs?limit=50&page=3', a.cookie)).json();
    expect(page3.logs.map((l: { description: string }) => l.description)).toEqual(
      Array.from({ length: 5 }, (_, i) => `entry ${100 + i}`),
    );
    expect((await get('/api/activitylogs?page=9', a.cookie)).json().logs).toEqual([]);
    const other = (await get('/api/activitylogs', b.cookie)).json();
    expect(other.logs.map((l: { description: string }) => l.description)).toEqual(['other school']);
  });

  it('clamps limit to 1..100 and refuses bad pages with 400', async () => {
    expect((await get('/api/activitylogs?limit=100000', a.cookie)).json().logs).toHaveLength(100);
    expect((await get('/api/activitylogs?limit=0', a.cookie)).json().logs).toHaveLength(1);
    expect((await get('/api/activitylogs', a.cookie)).json().logs).toHaveLength(50);
    for (const bad of ['page=-1', 'page=0', 'page=abc', 'page=1.5', 'limit=abc', 'page=99999999999']) {
      const res = await get(`/api/activitylogs?${bad}`, a.cookie);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: expect.any(String) });
    }
  });
});
