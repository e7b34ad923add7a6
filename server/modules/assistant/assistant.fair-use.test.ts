import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { createSchoolGate, withFairUse } from './assistant.fair-use.js';
import type { AnswerInput, AnswerResult, Assistant } from './assistant.types.js';

/** An engine whose answers finish only when the test says so, recording the order they started. */
function controllableEngine() {
  const started: string[] = [];
  const pending: { input: AnswerInput; finish: () => void }[] = [];
  const engine: Assistant = {
    answerQuestion: (input) =>
      new Promise<AnswerResult>((resolve) => {
        started.push(`${input.schoolId}:${input.question}`);
        pending.push({
          input,
          finish: () =>
            resolve({
              answer: input.question,
              sources: [],
              category: '',
              resolved: true,
              timings: { understandMs: 0, retrieveMs: 0, answerMs: 0, totalMs: 0 },
            }),
        });
      }),
  };
  return { engine, started, pending };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('per-school fair use of the engine', () => {
  it('a burst from one school waits for itself; another school starts at once', async () => {
    const { engine, started, pending } = controllableEngine();
    const fair = withFairUse(engine, createSchoolGate({ perSchool: 1, total: 2, maxWaitingPerSchool: 500 }));
    const burst = Array.from({ length: 200 }, (_, i) =>
      fair.answerQuestion({ schoolId: 'A', question: `q${i}`, channel: 'web' }),
    );
    await tick();
    expect(started).toEqual(['A:q0']);
    const other = fair.answerQuestion({ schoolId: 'B', question: 'lunch price', channel: 'web' });
    await tick();
    expect(started).toEqual(['A:q0', 'B:lunch price']);
    pending.find((p) => p.input.schoolId === 'B')!.finish();
    expect((await other).answer).toBe('lunch price');
    // School A's questions run one after another, in the order asked.
    for (let i = 0; i < 200; i++) {
      await tick();
      pending.find((p) => p.input.question === `q${i}`)!.finish();
    }
    expect((await Promise.all(burst)).map((r) => r.answer)).toEqual(
      Array.from({ length: 200 }, (_, i) => `q${i}`),
    );
  });

  it('refuses beyond the waiting cap instead of queueing without bound', async () => {
    const { engine, pending } = controllableEngine();
    const fair = withFairUse(engine, createSchoolGate({ perSchool: 1, total: 2, maxWaitingPerSchool: 2 }));
    const accepted = [0, 1, 2].map((i) =>
      fair.answerQuestion({ schoolId: 'A', question: `q${i}`, channel: 'web' }),
    );
    await expect(fair.answerQuestion({ schoolId: 'A', question: 'q3', channel: 'web' })).rejects.toThrow(
      /waiting/,
    );
    for (let i = 0; i < 3; i++) {
      await tick();
      pending[i]!.finish();
    }
    await Promise.all(accepted);
  });
});

describe('schools take turns', () => {
  it('a freed slot goes to the school that waited, not to the busy one', async () => {
    const gate = createSchoolGate({ perSchool: 2, total: 2, maxWaitingPerSchool: 10 });
    const order: string[] = [];
    await gate.enter('A');
    await gate.enter('A');
    const waiters = [
      gate.enter('A').then(() => order.push('A3')),
      gate.enter('B').then(() => order.push('B1')),
      gate.enter('A').then(() => order.push('A4')),
    ];
    gate.leave('A');
    await tick();
    expect(order).toEqual(['A3']);
    gate.leave('A');
    await tick();
    expect(order).toEqual(['A3', 'B1']);
    gate.leave('B');
    await tick();
    expect(order).toEqual(['A3', 'B1', 'A4']);
    await Promise.all(waiters);
  });
});

describe('POST /api/webchat limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('with the default limit, the 31st question of one user in a minute is 429 with Retry-After; another school is unaffected', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const chat = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webchat',
        headers: { cookie },
        payload: { query: 'what time is lunch', user_id: 'user_1' },
      });
    for (let i = 0; i < 30; i++) expect((await chat(a.cookie)).statusCode).toBe(200);
    const limited = await chat(a.cookie);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await chat(b.cookie)).statusCode).toBe(200);
  });
});
