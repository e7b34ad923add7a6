import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_QUESTION_LENGTH,
  QUESTION_EMPTY_MESSAGE,
  QUESTION_TOO_LONG_MESSAGE,
} from '../../../contracts/assistant.contract.js';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { seedKnowledgeFile } from './assistant.fixtures.js';

const clock = fixedClock('2026-03-12T13:00:00Z');
let t: TestApp;
let a: { cookie: string; schoolId: string };
let b: { cookie: string; schoolId: string };

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  a = await signUp(t);
  b = await signUp(t);
  await seedKnowledgeFile(t.database, {
    schoolId: a.schoolId,
    fileName: 'handbook.pdf',
    title: 'Parent Handbook',
    contentType: 'handbook',
    chunks: [{ heading: 'Dismissal', content: 'Dismissal (marker ALPHA-7731) is at 3:15 pm.' }],
  });
  await seedKnowledgeFile(t.database, {
    schoolId: b.schoolId,
    fileName: 'b.pdf',
    title: 'B Handbook',
    contentType: 'handbook',
    chunks: [
      { heading: 'Dismissal', content: 'Dismissal (marker BRAVO-9904) is at 2:05 pm.' },
      {
        heading: 'Links',
        content:
          'Library hours are posted at [our site](javascript:alert(1)) <script>alert("x")</script> every week.',
      },
    ],
  });
});
afterAll(async () => t.close());

const chat = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webchat',
    headers: cookie ? { cookie } : {},
    payload: payload as never,
  });

describe('POST /api/webchat', () => {
  it('answers 401 without a session', async () => {
    const res = await chat(undefined, { query: 'what time is dismissal', user_id: 'user_x' });
    expect(res.statusCode).toBe(401);
  });

  it('answers as the session school, never with another school’s knowledge', async () => {
    const ra = await chat(a.cookie, { query: 'what time is dismissal', user_id: 'user_a' });
    expect(ra.statusCode).toBe(200);
    expect(ra.json().response).toContain('3:15 pm');
    expect(ra.json().response).toContain('ALPHA-7731');
    expect(ra.json().response).not.toContain('BRAVO');
    const rb = await chat(b.cookie, { query: 'what time is dismissal', user_id: 'user_b' });
    expect(rb.json().response).toContain('BRAVO-9904');
    expect(rb.json().response).not.toContain('ALPHA');
  });

  it('rejects empty, whitespace-only and over-long questions with 400 and a clear message', async () => {
    for (const query of ['', '   \n\t ']) {
      const res = await chat(a.cookie, { query, user_id: 'user_a' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: QUESTION_EMPTY_MESSAGE, code: 'QUESTION_EMPTY' });
    }
    const long = await chat(a.cookie, { query: 'a'.repeat(10_000), user_id: 'user_a' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: QUESTION_TOO_LONG_MESSAGE, code: 'QUESTION_TOO_LONG' });
    expect(QUESTION_TOO_LONG_MESSAGE).toContain(String(MAX_QUESTION_LENGTH));
    const notString = await chat(a.cookie, { query: 42 });
    expect(notString.statusCode).toBe(400);
  });

  it('declines emoji-only and non-Latin questions politely (200, no crash)', async () => {
    for (const query of ['😀😀😀', '🚌❓', 'Когда начинаются уроки?', '学校几点放学']) {
      const res = await chat(a.cookie, { query, user_id: 'user_a' });
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toMatch(/^I'm sorry/);
    }
  });

  it('returns knowledge text as text: script tags and javascript: links are left for the sanitized renderer', async () => {
    const res = await chat(b.cookie, { query: 'when are library hours posted', user_id: 'user_b' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().response).toContain('Library hours are posted');
  });

  it('does not store test chats in the query log', async () => {
    await chat(a.cookie, { query: 'what time is dismissal', user_id: 'user_a' });
    const rows = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM parent_queries');
    expect(rows[0]!.n).toBe(0);
  });
});
