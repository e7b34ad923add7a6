import { listParentQueries } from '../../../test/whatsapp/records.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerQuestionsResponse, UnansweredResponse } from '../../../contracts/questions.contract.js';
import {
  createWhatsappTestContext,
  type SchoolSetup,
  type WhatsappTestContext,
} from '../../../test/whatsapp/fixture.js';
import { graphError } from '../../../test/whatsapp/graph-server.js';
import { messagesChange, notification, textMessage } from '../../../test/whatsapp/payloads.js';

/**
 * The Unanswered view end to end, nothing faked but Meta: signed webhooks, the app's own answer
 * engine and ingestion pipeline, the local Graph API server receiving every WhatsApp message.
 */
let c: WhatsappTestContext;
let a: SchoolSetup;
let b: SchoolSetup;
const ADA = '447700900101';
const BEN = '447700900102';
const CAL = '447700900103';
const DEE = '447700900104';
const PASSED = 'We have also passed your question on to the school office.';

beforeAll(async () => {
  c = await createWhatsappTestContext({ assistant: 'real' });
  a = await c.school({
    phoneNumberId: '106540352240001',
    parents: [
      { name: 'Ada Lovelace', whatsappNum: `+${ADA}` },
      { name: 'Ben Okafor', whatsappNum: `+${BEN}` },
      { name: 'Cal Rivera', whatsappNum: `+${CAL}` },
      { name: 'Dee Chen', whatsappNum: `+${DEE}` },
    ],
  });
  b = await c.school({ phoneNumberId: '106540352240002', name: 'Other School', parents: [] });
}, 60_000);
afterAll(async () => c?.close());
beforeEach(() => c.graph.reset());

/** A parent texts the school number through the signed webhook; the answer jobs run. */
async function ask(from: string, text: string): Promise<string> {
  const res = await c.post(
    notification([
      {
        changes: [
          messagesChange({ phoneNumberId: a.phoneNumberId }, from, [
            textMessage(from, text, { timestamp: Math.floor(c.clock.now().getTime() / 1000) }),
          ]),
        ],
      },
    ]),
  );
  expect(res.statusCode).toBe(200);
  await c.drain();
  const sent = c.graph.sent.filter((s) => s.to === from);
  return sent.at(-1)?.body ?? '';
}

const api = (method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
  c.t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const unanswered = async (school = a) =>
  (await api('GET', '/api/questions/unanswered', school.cookie)).json() as UnansweredResponse;
/** The open group whose label has this word. */
const groupOf = async (word: string) =>
  (await unanswered()).groups.find((g) => g.label.split(' ').includes(word));
const knowledgeCount = async (schoolId: string) =>
  (
    await c.t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM knowledge_files WHERE school_id = $1',
      [schoolId],
    )
  )[0]!.n;

describe('declined on WhatsApp, answered once by the office, then answered by the assistant', () => {
  it('groups the wifi questions, replies to both parents, and teaches the assistant', async () => {
    const first = await ask(ADA, 'What is the wifi password for parents?');
    expect(first).toContain("doesn't cover that question");
    expect(first).toContain(PASSED);
    c.clock.advance(60_000);
    expect(await ask(BEN, 'wi-fi pwd?')).toContain(PASSED);
    c.clock.advance(60_000);
    await ask(CAL, 'is there a swim team?');

    const { groups } = await unanswered();
    const wifi = groups.find((g) => g.label === 'wifi password')!;
    expect(wifi).toMatchObject({ count: 2 });
    expect(wifi.queries.map((q) => [q.query, q.parent_name, q.whatsapp_num, q.within_window])).toEqual([
      ['wi-fi pwd?', 'Ben Okafor', `+${BEN}`, true],
      ['What is the wifi password for parents?', 'Ada Lovelace', `+${ADA}`, true],
    ]);
    // Newest activity first: the swim question came last.
    expect(groups[0]!.label).toBe('swim team');
    expect(Date.parse(wifi.first_asked_at)).toBeLessThan(Date.parse(wifi.last_asked_at));

    c.graph.reset();
    const res = await api('POST', '/api/questions/answer', a.cookie, {
      query_ids: wifi.queries.map((q) => q.id),
      answer: 'The parent wifi network is MapleGuest and the password is Maple-2026.',
      expiryType: 'never',
      notify: true,
      idempotency_key: 'answer-wifi-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AnswerQuestionsResponse;
    expect(body.notified.map((p) => p.parent_name).sort()).toEqual(['Ada Lovelace', 'Ben Okafor']);
    expect(body.outside_window).toEqual([]);
    expect(body.failed).toEqual([]);
    expect(c.graph.sent.map((s) => s.to).sort()).toEqual([ADA, BEN]);
    expect(c.graph.sent.find((s) => s.to === BEN)!.body).toContain('"wi-fi pwd?"');
    expect(c.graph.sent[0]!.body).toContain('password is Maple-2026');

    // A FINISHED announcement named after the topic, with a file_upload activity.
    const items = await c.t.database.query<{
      file_name: string;
      content_type: string;
      sync_status: string;
      key: string;
    }>('SELECT file_name, content_type, sync_status, key FROM knowledge_files WHERE school_id = $1', [
      a.schoolId,
    ]);
    expect(items).toEqual([
      {
        file_name: 'Answer: wifi password',
        content_type: 'announcement',
        sync_status: 'FINISHED',
        key: body.key,
      },
    ]);
    const chunks = await c.t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM knowledge_chunks k JOIN knowledge_files f ON f.id = k.file_id WHERE f.key = $1',
      [body.key],
    );
    expect(chunks[0]!.n).toBeGreaterThan(0);
    const activity = (await api('GET', '/api/activitylogs', a.cookie)).json() as {
      logs: { event_type: string; description: string }[];
    };
    expect(activity.logs[0]).toMatchObject({
      event_type: 'file_upload',
      description: 'Uploaded Answer: wifi password (announcement)',
    });
    const jobs = await c.t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE name = 'knowledge.ingest'`,
    );
    expect(jobs[0]!.n).toBe(0);

    // Handled, still resolved = false, and All Queries says so.
    expect(await groupOf('wifi')).toBeUndefined();
    const chats = (await api('GET', '/api/chats/fetchall', a.cookie)).json() as {
      chats: { query: string; resolved: boolean; handled: string | null }[];
    };
    expect(chats.chats.filter((q) => q.handled === 'answered').map((q) => [q.query, q.resolved])).toEqual([
      ['wi-fi pwd?', false],
      ['What is the wifi password for parents?', false],
    ]);

    // Another parent, other words: answered from the staff answer by the engine.
    c.clock.advance(60_000);
    const third = await ask(DEE, 'hi, can i get the wifi password please');
    expect(third).toContain('Maple-2026');
    expect(third).not.toContain(PASSED);
    const logged = (await listParentQueries(c.t.database.db, a.schoolId)).at(-1)!;
    expect(logged).toMatchObject({
      resolved: true,
      sources: [{ title: 'Answer: wifi password', key: body.key }],
    });
  }, 120_000);
});

describe('bad input', () => {
  it("another school's query ids → 404 and nothing changed", async () => {
    await ask(CAL, 'when is the school dance');
    const dance = (await groupOf('dance'))!;
    const ids = dance.queries.map((q) => q.id);
    const before = await knowledgeCount(b.schoolId);
    for (const [url, payload] of [
      ['/api/questions/answer', { query_ids: ids, answer: 'Friday at 6 pm', notify: true }],
      ['/api/questions/dismiss', { query_ids: ids }],
    ] as const) {
      const res = await api('POST', url, b.cookie, payload);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('QUESTION_NOT_FOUND');
    }
    // One own id mixed with a foreign one changes nothing either.
    const mixed = await api('POST', '/api/questions/dismiss', a.cookie, {
      query_ids: [...ids, '00000000-0000-4000-8000-000000000000'],
    });
    expect(mixed.statusCode).toBe(404);
    expect((await groupOf('dance'))!.count).toBe(1);
    expect(await knowledgeCount(b.schoolId)).toBe(before);
    expect((await unanswered(b)).groups).toEqual([]);
  });

  it('empty or 5,000-character answer → 400 naming the limit; nothing stored', async () => {
    const dance = (await groupOf('dance'))!;
    const before = await knowledgeCount(a.schoolId);
    for (const answer of ['', '   ', 'x'.repeat(5000)]) {
      const res = await api('POST', '/api/questions/answer', a.cookie, {
        query_ids: [dance.queries[0]!.id],
        answer,
        notify: false,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().error).toMatch(answer.length > 10 ? /at most 1,000 characters/ : /Write an answer/);
    }
    expect(await knowledgeCount(a.schoolId)).toBe(before);
    expect((await groupOf('dance'))!.count).toBe(1);
  });

  it('a query already handled → 409 naming it', async () => {
    const dance = (await groupOf('dance'))!;
    const ids = dance.queries.map((q) => q.id);
    expect((await api('POST', '/api/questions/dismiss', a.cookie, { query_ids: ids })).json()).toEqual({
      dismissed: 1,
    });
    expect(await groupOf('dance')).toBeUndefined();
    const before = await knowledgeCount(a.schoolId);
    for (const [url, payload] of [
      ['/api/questions/answer', { query_ids: ids, answer: 'Friday', notify: false }],
      ['/api/questions/dismiss', { query_ids: ids }],
    ] as const) {
      const res = await api('POST', url, a.cookie, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ALREADY_HANDLED',
        error: expect.stringContaining('“when is the school dance” was already dismissed'),
      });
    }
    expect(await knowledgeCount(a.schoolId)).toBe(before);
    const chats = (await api('GET', '/api/chats/fetchall', a.cookie)).json() as {
      chats: { query: string; handled: string | null }[];
    };
    expect(chats.chats.find((q) => q.query === 'when is the school dance')!.handled).toBe('dismissed');
  });

  it('a WhatsApp send failure is listed per parent with the reason; the item is still saved', async () => {
    await ask(ADA, 'is there a lacrosse team');
    await ask(BEN, 'lacrosse team tryouts?');
    const group = (await groupOf('lacrosse'))!;
    expect(group.count).toBe(2);
    c.graph.reset();
    c.graph.failNext([{ status: 400, body: graphError(131026, 'Message undeliverable') }]);
    const res = await api('POST', '/api/questions/answer', a.cookie, {
      query_ids: group.queries.map((q) => q.id),
      answer: 'Lacrosse starts in March; sign up with Coach Diaz.',
      notify: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AnswerQuestionsResponse;
    expect(body.failed).toHaveLength(1);
    expect(body.failed[0]!.reason).toContain('cannot receive WhatsApp messages');
    expect(body.notified).toHaveLength(1);
    expect([...body.failed, ...body.notified].map((p) => p.parent_name).sort()).toEqual([
      'Ada Lovelace',
      'Ben Okafor',
    ]);
    const saved = await c.t.database.query<{ sync_status: string }>(
      'SELECT sync_status FROM knowledge_files WHERE key = $1',
      [body.key],
    );
    expect(saved).toEqual([{ sync_status: 'FINISHED' }]);
  }, 60_000);

  it('a passing Graph error (503) is retried by the send job: the parent is "sending", then gets it', async () => {
    await ask(DEE, 'is there a robotics club');
    const group = (await groupOf('robotics'))!;
    const [query] = await c.t.database.query<{ id: string; response_sent_at: Date | null }>(
      'SELECT id, response_sent_at FROM parent_queries WHERE id = $1',
      [group.queries[0]!.id],
    );
    c.graph.reset();
    c.graph.failNext([{ status: 503, body: graphError(2, 'Service temporarily unavailable') }]);
    const res = await api('POST', '/api/questions/answer', a.cookie, {
      query_ids: [query!.id],
      answer: 'Robotics club meets on Thursdays in room 12.',
      notify: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      notified: [],
      failed: [],
      sending: [{ parent_name: 'Dee Chen', whatsapp_num: `+${DEE}` }],
    });
    expect(c.graph.sent).toEqual([]);

    await c.drain(); // the whatsapp.send job, after its backoff
    expect(c.graph.sent.map((s) => s.to)).toEqual([DEE]);
    expect(c.graph.sent[0]!.body).toContain('Robotics club meets on Thursdays');
    const messages = await c.t.database.query<{ status: string }>(
      `SELECT status FROM whatsapp_messages WHERE idempotency_key LIKE 'office-answer:%' AND to_phone = $1`,
      [`+${DEE}`],
    );
    expect(messages).toEqual([{ status: 'sent' }]);
    const jobs = await c.t.database.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM jobs WHERE singleton_key LIKE 'whatsapp.send:office-answer:%'`,
    );
    expect(jobs).toEqual([{ status: 'completed', attempts: 1 }]);
    // The office's reply does not rewrite when the assistant's own reply to the query was sent.
    const [after] = await c.t.database.query<{ response_sent_at: Date | null }>(
      'SELECT response_sent_at FROM parent_queries WHERE id = $1',
      [query!.id],
    );
    expect(after!.response_sent_at).toEqual(query!.response_sent_at);
  }, 60_000);

  it('double submit with one idempotency key → one item, one message per parent, the same response', async () => {
    await ask(ADA, 'do you offer music lessons');
    await ask(BEN, 'music lessons after school?');
    const group = (await groupOf('music'))!;
    c.graph.reset();
    const before = await knowledgeCount(a.schoolId);
    const payload = {
      query_ids: group.queries.map((q) => q.id),
      answer: 'Piano lessons run on Wednesdays.',
      notify: true,
      idempotency_key: 'double-click-0001',
    };
    const [one, two] = await Promise.all([
      api('POST', '/api/questions/answer', a.cookie, payload),
      api('POST', '/api/questions/answer', a.cookie, payload),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json()).toEqual(one.json());
    const third = await api('POST', '/api/questions/answer', a.cookie, payload);
    expect(third.json()).toEqual(one.json());
    expect(await knowledgeCount(a.schoolId)).toBe(before + 1);
    expect(c.graph.sent.map((s) => s.to).sort()).toEqual([ADA, BEN]);
  }, 60_000);

  it('parents outside the 24-hour window are listed, not messaged', async () => {
    await ask(CAL, 'what is the school mascot');
    c.clock.advance(25 * 3600 * 1000);
    const group = (await groupOf('mascot'))!;
    expect(group.queries[0]!.within_window).toBe(false);
    c.graph.reset();
    const res = await api('POST', '/api/questions/answer', a.cookie, {
      query_ids: [group.queries[0]!.id],
      answer: 'Our mascot is Maple the Moose.',
      notify: true,
    });
    expect(res.json()).toMatchObject({
      notified: [],
      failed: [],
      outside_window: [{ parent_name: 'Cal Rivera', whatsapp_num: `+${CAL}` }],
    });
    expect(c.graph.sent).toEqual([]);
  }, 60_000);
});

describe('the school setting', () => {
  it('is on by default; off, the decline is the plain one', async () => {
    expect((await api('GET', '/api/settings/unanswered', a.cookie)).json()).toEqual({ enabled: true });
    expect((await api('POST', '/api/settings/unanswered', a.cookie, { enabled: false })).json()).toEqual({
      enabled: false,
    });
    const reply = await ask(ADA, 'is there a chess tournament');
    expect(reply).toContain("doesn't cover that question");
    expect(reply).not.toContain(PASSED);
    expect((await api('POST', '/api/settings/unanswered', a.cookie, { enabled: 'yes' })).statusCode).toBe(
      400,
    );
    await api('POST', '/api/settings/unanswered', a.cookie, { enabled: true });
  }, 60_000);

  it('needs a session', async () => {
    expect((await c.t.app.inject({ method: 'GET', url: '/api/questions/unanswered' })).statusCode).toBe(401);
  });
});
