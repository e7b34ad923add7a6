import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHATS_MAX_LIMIT, fetchChatsQuerySchema } from '../../../contracts/parent-queries.contract.js';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { parentQueries } from './parent-queries.table.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

const daysAgo = (d: number, extraMs = 0) => new Date(clock.now().getTime() - d * 86_400_000 + extraMs);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  a = await signUp(t, 'office-a@school.test');
  b = await signUp(t, 'office-b@school.test');
  await t.database.db.insert(parentQueries).values([
    {
      schoolId: a.schoolId,
      query: 'When is the winter concert?',
      response: 'The concert is on **Dec 12** at 6 pm. [Details](https://school.test/concert)',
      category: 'Calendar & Events',
      resolved: true,
      parentPhone: '+15550001111',
      queryReceivedAt: daysAgo(1),
      responseSentAt: daysAgo(1, 2500),
      createdAt: daysAgo(1),
    },
    {
      schoolId: a.schoolId,
      query: 'Is there <b>bus</b> service on Friday?',
      response: '<script>alert(1)</script> Please contact the office.',
      category: '',
      resolved: false,
      queryReceivedAt: daysAgo(3),
      responseSentAt: null,
      createdAt: daysAgo(3),
    },
    {
      schoolId: a.schoolId,
      query: 'Old question from last spring',
      response: 'Old answer',
      category: 'General',
      resolved: true,
      queryReceivedAt: daysAgo(120),
      responseSentAt: daysAgo(120, 1000),
      createdAt: daysAgo(120),
    },
    {
      schoolId: b.schoolId,
      query: 'Another school question',
      response: 'Not yours',
      category: 'General',
      resolved: true,
      queryReceivedAt: daysAgo(2),
      responseSentAt: daysAgo(2, 1000),
      createdAt: daysAgo(2),
    },
  ]);
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/chats/fetchall', () => {
  it('answers 401 without a session', async () => {
    const res = await get('/api/chats/fetchall');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("returns only the session school's queries of the last 90 days, newest first, in the contract shape", async () => {
    const res = await get('/api/chats/fetchall', a.cookie);
    expect(res.statusCode).toBe(200);
    const { chats } = res.json() as { chats: Record<string, unknown>[] };
    expect(chats.map((c) => c.query)).toEqual([
      'When is the winter concert?',
      'Is there <b>bus</b> service on Friday?',
    ]);
    expect(Object.keys(chats[0]!).sort()).toEqual(
      [
        'category',
        'created_at',
        'handled',
        'id',
        'language',
        'query',
        'query_received_at',
        'resolved',
        'response',
        'response_sent_at',
      ].sort(),
    );
    expect(chats[0]).toMatchObject({
      category: 'Calendar & Events',
      // Logged without a language (rows from before it was recorded): null, shown as "—".
      language: null,
      resolved: true,
      query_received_at: daysAgo(1).toISOString(),
      response_sent_at: daysAgo(1, 2500).toISOString(),
    });
    // A reply never generated stays null and an unknown category stays '' (the screens say "Uncategorized").
    expect(chats[1]).toMatchObject({ category: '', response_sent_at: null, resolved: false });
    // Stored text is returned as stored; the console renders it sanitized.
    expect(chats[1]!.response).toBe('<script>alert(1)</script> Please contact the office.');

    const other = (await get('/api/chats/fetchall', b.cookie)).json() as { chats: { query: string }[] };
    expect(other.chats.map((c) => c.query)).toEqual(['Another school question']);
  });

  it('filters by since and limits the number of rows', async () => {
    const all = (
      await get(`/api/chats/fetchall?since=${encodeURIComponent(daysAgo(365).toISOString())}`, a.cookie)
    ).json();
    expect(all.chats).toHaveLength(3);
    const recent = (await get(`/api/chats/fetchall?since=${daysAgo(2).toISOString()}`, a.cookie)).json();
    expect(recent.chats.map((c: { query: string }) => c.query)).toEqual(['When is the winter concert?']);
    const one = (await get('/api/chats/fetchall?limit=1', a.cookie)).json();
    expect(one.chats).toHaveLength(1);
    const offset = (await get('/api/chats/fetchall?since=2026-11-19T10:00:00%2B01:00', a.cookie)).json();
    expect(offset.chats).toHaveLength(1);
  });

  it('clamps a huge limit instead of dumping the table, and refuses malformed parameters with 400', async () => {
    const huge = await get('/api/chats/fetchall?limit=100000', a.cookie);
    expect(huge.statusCode).toBe(200);
    expect(huge.json().chats).toHaveLength(2);
    expect(fetchChatsQuerySchema.parse({ limit: '100000' }).limit).toBe(CHATS_MAX_LIMIT);

    for (const bad of [
      'limit=abc',
      'limit=0',
      'limit=-5',
      'limit=1.5',
      'since=yesterday',
      'since=2026-13-45',
    ]) {
      const res = await get(`/api/chats/fetchall?${bad}`, a.cookie);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('VALIDATION');
      expect(typeof res.json().error).toBe('string');
    }
  });
});
