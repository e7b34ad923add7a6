import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toZonedTime } from 'date-fns-tz';
import type { AnswerInput, AnswerResult, Assistant } from '../assistant/assistant.types.js';
import { fixedClock } from '../../shared/clock.js';
import { cookieHeader, createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  DEMO_DOCUMENTS,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_QUESTIONS,
  DEMO_SCHOOL_NAME,
  DEMO_TIME_ZONE,
} from './demo.data.js';
import { demoSchedule } from './demo.schedule.js';
import { DEMO_DAYS, seedDemo } from './demo.usecases.js';

// Saturday 21 Nov 2026, 14:00 UTC.
const clock = fixedClock('2026-11-21T14:00:00Z');
let t: TestApp;
const asked: AnswerInput[] = [];

/**
 * Stands in for the answer engine (not on this branch): answers by echoing, declines the
 * questions about things the demo documents do not cover.
 */
const fakeAssistant: Assistant = {
  async answerQuestion(input): Promise<AnswerResult> {
    asked.push(input);
    const unknown = /chess|report cards|phone|Veterans/i.test(input.question);
    return {
      answer: unknown
        ? "I couldn't find that. Please contact the school office."
        : `**Answer** to: ${input.question}`,
      sources: unknown ? [] : [{ title: 'Parent Handbook 2026-27.md' }],
      category: unknown ? '' : 'General',
      resolved: !unknown,
      timings: { understandMs: 0, retrieveMs: 0, answerMs: 0, totalMs: 0 },
    };
  },
};

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(async () => t.close());

describe('demoSchedule', () => {
  it('plans 3–9 queries per weekday in school hours over 4 weeks, none on weekends or in the future', () => {
    const slots = demoSchedule({
      now: clock.now(),
      timeZone: DEMO_TIME_ZONE,
      days: DEMO_DAYS,
      questions: 10,
      parents: 3,
    });
    const byDay = new Map<string, number>();
    for (const s of slots) {
      const local = toZonedTime(s.receivedAt, DEMO_TIME_ZONE);
      expect([0, 6]).not.toContain(local.getDay());
      const minutes = local.getHours() * 60 + local.getMinutes();
      expect(minutes).toBeGreaterThanOrEqual(7 * 60 + 30);
      expect(minutes).toBeLessThan(16 * 60 + 30);
      expect(s.responseDelayMs).toBeGreaterThanOrEqual(1000);
      expect(s.responseDelayMs).toBeLessThanOrEqual(8000);
      expect(s.receivedAt.getTime()).toBeLessThan(clock.now().getTime());
      const key = local.toDateString();
      byDay.set(key, (byDay.get(key) ?? 0) + 1);
    }
    expect(byDay.size).toBe(20); // 28 days ending on a Saturday hold 20 weekdays
    for (const n of byDay.values()) expect(n).toBeGreaterThanOrEqual(3);
    for (const n of byDay.values()) expect(n).toBeLessThanOrEqual(9);
    // Same input, same plan: what makes seeding idempotent.
    expect(
      demoSchedule({
        now: clock.now(),
        timeZone: DEMO_TIME_ZONE,
        days: DEMO_DAYS,
        questions: 10,
        parents: 3,
      }),
    ).toEqual(slots);
  });
});

describe('seedDemo', () => {
  it('with queries off: creates the account and knowledge through the real upload path only', async () => {
    const result = await seedDemo({ deps: t.deps, log: () => {}, ingestionTimeoutMs: 0, queries: false });
    expect(result).toMatchObject({
      createdAccount: true,
      knowledgeAdded: DEMO_DOCUMENTS.length,
      queriesAdded: 0,
    });
    expect(await t.database.query('SELECT id FROM parent_queries')).toHaveLength(0);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().school.name).toBe(DEMO_SCHOOL_NAME);

    const jobs = await t.database.query<{ name: string; status: string }>(
      `SELECT name, status FROM jobs WHERE name = 'knowledge.ingest'`,
    );
    expect(jobs).toHaveLength(DEMO_DOCUMENTS.length);
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/activitylogs?limit=50&page=1',
      headers: { cookie: cookieHeader(login) },
    });
    expect(
      activity.json().logs.filter((l: { event_type: string }) => l.event_type === 'file_upload'),
    ).toHaveLength(DEMO_DOCUMENTS.length);
    const files = await t.database.query<{ sync_status: string; expiry_date: Date | null }>(
      'SELECT sync_status, expiry_date FROM knowledge_files WHERE school_id = $1',
      [result.schoolId],
    );
    expect(files.every((f) => f.sync_status === 'PENDING')).toBe(true);
    expect(files.filter((f) => f.expiry_date === null)).toHaveLength(
      DEMO_DOCUMENTS.filter((d) => d.expiresInDays === null).length,
    );
  });

  it('with the engine: answers every planned query once, back-dated, and a second run adds nothing', async () => {
    Object.assign(t.deps, { assistant: fakeAssistant });
    const first = await seedDemo({ deps: t.deps, log: () => {}, ingestionTimeoutMs: 0 });
    expect(first.createdAccount).toBe(false);
    expect(first.knowledgeAdded).toBe(0);
    const planned = demoSchedule({
      now: clock.now(),
      timeZone: DEMO_TIME_ZONE,
      days: DEMO_DAYS,
      questions: DEMO_QUESTIONS.length,
      parents: 6,
    });
    expect(first.queriesAdded).toBe(planned.length);
    expect(asked.every((a) => a.schoolId === first.schoolId && a.channel === 'whatsapp')).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const chats = (
      await t.app.inject({
        method: 'GET',
        url: '/api/chats/fetchall',
        headers: { cookie: cookieHeader(login) },
      })
    ).json().chats;
    expect(chats).toHaveLength(planned.length);
    expect(chats[0].query_received_at).toBe(planned.at(-1)!.receivedAt.toISOString());
    for (const c of chats) {
      const delay = new Date(c.response_sent_at).getTime() - new Date(c.query_received_at).getTime();
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
    expect(chats.some((c: { resolved: boolean }) => !c.resolved)).toBe(true);

    const again = await seedDemo({ deps: t.deps, log: () => {}, ingestionTimeoutMs: 0 });
    expect(again).toMatchObject({ createdAccount: false, knowledgeAdded: 0, queriesAdded: 0 });
    const count = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM parent_queries');
    expect(count[0]!.n).toBe(planned.length);
  });
});
