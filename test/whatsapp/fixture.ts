import type { LightMyRequestResponse } from 'fastify';
import type { Assistant, AnswerInput, AnswerResult } from '../../server/modules/assistant/assistant.types.js';
import { fixedClock } from '../../server/shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../server/testing/test-app.js';
import { updateSchool } from '../../server/modules/schools/schools.repository.js';
import { parents } from '../../server/modules/parents/parents.table.js';
import { startGraphServer, type GraphServer } from './graph-server.js';
import { sign } from './payloads.js';

export const APP_SECRET = 'test-app-secret-0123456789';
export const VERIFY_TOKEN = 'test-verify-token';

/** A small fake answer engine (DI, like any outside service): records questions, answers per `reply`. */
export function fakeAssistant(
  reply: (input: AnswerInput) => Partial<AnswerResult> = defaultReply,
): Assistant & { calls: AnswerInput[] } {
  const calls: AnswerInput[] = [];
  return {
    calls,
    async answerQuestion(input) {
      calls.push(input);
      return {
        answer: '',
        sources: [],
        category: 'General',
        resolved: true,
        timings: { understandMs: 0, retrieveMs: 0, answerMs: 0, totalMs: 1 },
        ...reply(input),
      };
    },
  };
}

function defaultReply(input: AnswerInput): Partial<AnswerResult> {
  return {
    answer: `**Sports day** is on *Friday 27 November*. See [the calendar](https://school.test/cal). (You asked: ${input.question})`,
    sources: [{ title: 'Autumn newsletter', key: 'k1' }],
    category: 'Calendar & Events',
    resolved: true,
  };
}

export interface SchoolSetup {
  schoolId: string;
  cookie: string;
  phoneNumberId: string;
  token: string;
}

export interface WhatsappTestContext {
  t: TestApp;
  graph: GraphServer;
  clock: ReturnType<typeof fixedClock>;
  assistant: ReturnType<typeof fakeAssistant>;
  /** Sign up a school, connect WhatsApp through the API, set access/name/office, add directory parents. */
  school(input: {
    name?: string;
    phoneNumberId: string;
    token?: string;
    access?: boolean;
    officePhone?: string;
    parents?: { name: string; whatsappNum: string }[];
  }): Promise<SchoolSetup>;
  /** POST a webhook body (object → JSON; string/Buffer sent as is), signed unless `signature` given. */
  post(
    body: unknown,
    options?: { signature?: string | null; secret?: string },
  ): Promise<LightMyRequestResponse>;
  /** Run due jobs; jump the clock to the next retry until the queue is empty (or `maxJumps`). */
  drain(maxJumps?: number): Promise<void>;
  close(): Promise<void>;
}

/** A test app wired to a local Graph server, a fixed clock and a fake answer engine. */
export async function createWhatsappTestContext(
  options: {
    env?: Record<string, string> | ((graph: GraphServer) => Record<string, string>);
    /** A fake engine (default), or `'real'` = the app's own answer engine. */
    assistant?: ReturnType<typeof fakeAssistant> | 'real';
  } = {},
): Promise<WhatsappTestContext> {
  const graph = await startGraphServer();
  const clock = fixedClock('2026-11-21T09:00:00Z');
  // With 'real', `ctx.assistant` is an unused fake (its `calls` stay empty).
  const assistant = options.assistant === 'real' ? fakeAssistant() : (options.assistant ?? fakeAssistant());
  const env = typeof options.env === 'function' ? options.env(graph) : options.env;
  const t = await createTestApp({
    env: {
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_GRAPH_URL: graph.url,
      ...env,
    },
    // 'real': no override, so the container builds the app's answer engine.
    overrides: options.assistant === 'real' ? { clock } : { clock, assistant },
  });

  const ctx: WhatsappTestContext = {
    t,
    graph,
    clock,
    assistant,
    async school(input) {
      const { cookie, schoolId } = await signUp(t);
      const token = input.token ?? `EAAG${input.phoneNumberId}tokenABCDEFGHIJKLMNOP`;
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/settings/whatsapp/connection',
        headers: { cookie },
        payload: {
          phone_number_id: input.phoneNumberId,
          business_account_id: '102290129340398',
          access_token: token,
        },
      });
      if (put.statusCode !== 200) throw new Error(`connect failed: ${put.body}`);
      await updateSchool(t.database.db, schoolId, {
        name: input.name ?? 'Maple Grove Primary',
        whatsappParentAccess: input.access ?? true,
        officePhone: input.officePhone ?? null,
      });
      if (input.parents?.length) {
        await t.database.db
          .insert(parents)
          .values(input.parents.map((p) => ({ schoolId, name: p.name, whatsappNum: p.whatsappNum })));
      }
      return { schoolId, cookie, phoneNumberId: input.phoneNumberId, token };
    },
    post(body, opts = {}) {
      const raw = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      const signature = opts.signature === undefined ? sign(raw, opts.secret ?? APP_SECRET) : opts.signature;
      return t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature !== null ? { 'x-hub-signature-256': signature } : {}),
        },
        payload: raw,
      });
    },
    async drain(maxJumps = 20) {
      for (let i = 0; i <= maxJumps; i++) {
        await t.deps.queue.runDue();
        const next = await t.database.query<{ run_at: string | Date }>(
          `SELECT run_at FROM jobs WHERE status = 'queued' ORDER BY run_at LIMIT 1`,
        );
        if (!next[0]) return;
        const at = new Date(next[0].run_at);
        if (at > clock.now()) clock.set(at);
      }
      throw new Error('queue did not drain');
    },
    async close() {
      await t.close();
      await graph.close();
    },
  };
  return ctx;
}
