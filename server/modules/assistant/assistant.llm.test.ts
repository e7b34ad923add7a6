import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/client.js';
import { fixedClock } from '../../shared/clock.js';
import { createLogger } from '../../shared/logger.js';
import { askWebchat, createTestApp, signUp } from '../../testing/test-app.js';
import { seedKnowledgeFile, seedSchool } from './assistant.fixtures.js';
import { createAssistant } from './assistant.usecases.js';

/**
 * The LLM path against a real OpenAI-compatible HTTP server on 127.0.0.1 whose behaviour each test
 * sets: a grounded JSON answer, an error status, a hang past the timeout, garbage.
 */
type Mode = 'ok' | 'decline' | 'error' | 'slow' | 'garbage';
let mode: Mode = 'ok';
const requests: {
  url: string;
  auth?: string;
  body: { model: string; messages: { role: string; content: string }[] };
}[] = [];
let server: Server;
let baseUrl: string;
let database: Database;
let schoolId: string;
const clock = fixedClock('2026-03-12T13:00:00Z');

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      const content = (text: string) => ({ choices: [{ message: { role: 'assistant', content: text } }] });
      if (mode === 'ok') {
        return reply(
          res,
          200,
          content(
            '```json\n{"answer":"From the Parent Handbook: Dismissal is at 3:15 pm.","resolved":true,"category":"Transportation"}\n```',
          ),
        );
      }
      if (mode === 'decline')
        return reply(res, 200, content('{"answer":"Not covered.","resolved":false,"category":"Activities"}'));
      if (mode === 'error') return reply(res, 500, { error: { message: 'overloaded' } });
      if (mode === 'garbage') return reply(res, 200, content('Sure! Dismissal is whenever you like.'));
      setTimeout(() => reply(res, 200, content('{"answer":"late","resolved":true,"category":""}')), 1500);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  database = await createTestDatabase();
  schoolId = await seedSchool(database, {
    name: 'Maple Grove Elementary',
    timeZone: 'America/New_York',
    officeEmail: 'office@maple.test',
  });
  await seedKnowledgeFile(database, {
    schoolId,
    fileName: 'handbook.pdf',
    title: 'Parent Handbook',
    contentType: 'handbook',
    chunks: [{ heading: 'Dismissal', content: 'Dismissal is at 3:15 pm every day.' }],
  });
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await database?.close();
});
beforeEach(() => {
  requests.length = 0;
});

function capture() {
  const warnings: string[] = [];
  const logger = createLogger({ level: 'warn' });
  logger.warn = ((obj: unknown, msg?: string) => {
    warnings.push(`${msg ?? ''} ${JSON.stringify(obj)}`);
  }) as never;
  return { logger, warnings };
}

function assistant(logger = createLogger({ level: 'silent' })) {
  return createAssistant({
    database,
    clock,
    logger,
    config: { LLM_BASE_URL: baseUrl, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-test', LLM_TIMEOUT_MS: 1000 },
    fetch: globalThis.fetch,
  });
}
const ask = (a: ReturnType<typeof assistant>, question = 'what time is dismissal?') =>
  a.answerQuestion({ schoolId, question, channel: 'whatsapp' });

describe('LLM answering (OpenAI-compatible)', () => {
  it('sends a grounded prompt and uses the model’s answer and category', async () => {
    mode = 'ok';
    const r = await ask(assistant());
    expect(r.resolved).toBe(true);
    expect(r.answer).toBe('From the Parent Handbook: Dismissal is at 3:15 pm.');
    expect(r.category).toBe('Transportation');
    expect(r.sources[0]?.title).toBe('Parent Handbook');
    const call = requests[0]!;
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.auth).toBe('Bearer sk-test');
    expect(call.body.model).toBe('test-model');
    const system = call.body.messages[0]!.content;
    expect(system).toContain('Maple Grove Elementary');
    expect(system).toContain('Thursday, March 12, 2026');
    expect(system).toContain('America/New_York');
    expect(system).toMatch(/ONLY from the numbered passages/);
    const user = call.body.messages[1]!.content;
    // The extractive answer first (what the engine found), then the retrieved chunk.
    expect(user).toContain('[1] Found in Parent Handbook for "what time is dismissal?" (document sentences');
    expect(user).toContain('[2] Parent Handbook — Dismissal (handbook, added');
    expect(user).toContain('Dismissal is at 3:15 pm every day.');
    expect(user).toContain("Parent's question: what time is dismissal?");
  });

  it('turns a model decline into the office decline', async () => {
    mode = 'decline';
    const r = await ask(assistant());
    expect(r.resolved).toBe(false);
    expect(r.answer).toContain('office@maple.test');
  });

  it.each(['error', 'slow', 'garbage'] as const)(
    'falls back to the extractive answer with a warning when the provider gives %s',
    async (m) => {
      mode = m;
      const { logger, warnings } = capture();
      const started = Date.now();
      const r = await ask(assistant(logger));
      expect(r.resolved).toBe(true);
      expect(r.answer).toBe('Dismissal is at 3:15 pm every day. _— Parent Handbook_');
      expect(warnings.some((w) => w.includes('LLM answer failed'))).toBe(true);
      if (m === 'slow') expect(Date.now() - started).toBeLessThan(2400);
    },
  );

  it('falls back when the endpoint is down', async () => {
    const { logger, warnings } = capture();
    const down = createAssistant({
      database,
      clock,
      logger,
      config: {
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_MODEL: 'm',
        LLM_API_KEY: undefined,
        LLM_TIMEOUT_MS: 500,
      },
      fetch: globalThis.fetch,
    });
    const r = await ask(down);
    expect(r.answer).toContain('3:15 pm');
    expect(warnings.join(' ')).toContain('LLM request failed');
  });

  it('does not call the model when nothing was retrieved', async () => {
    mode = 'ok';
    const r = await ask(assistant(), 'is there a lacrosse team?');
    expect(r.resolved).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('is wired through the app config (LLM_BASE_URL, LLM_MODEL) for POST /api/webchat', async () => {
    mode = 'ok';
    const t = await createTestApp({
      env: { LLM_BASE_URL: baseUrl, LLM_MODEL: 'wired-model', LLM_TIMEOUT_MS: '2000' },
      overrides: { clock },
    });
    try {
      const { cookie, schoolId: sid } = await signUp(t);
      await seedKnowledgeFile(t.database, {
        schoolId: sid,
        fileName: 'h.pdf',
        title: 'Parent Handbook',
        contentType: 'handbook',
        chunks: [{ content: 'Dismissal is at 3:15 pm every day.' }],
      });
      const { reply } = await askWebchat(t.app, cookie, 'what time is dismissal', 'user_1');
      expect(reply).toBe('From the Parent Handbook: Dismissal is at 3:15 pm.');
      expect(requests.at(-1)?.body.model).toBe('wired-model');
    } finally {
      await t.close();
    }
  });
});
