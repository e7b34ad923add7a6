import { listMessages, listParentQueries } from '../../../test/whatsapp/records.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_SECRET,
  createWhatsappTestContext,
  VERIFY_TOKEN,
  type SchoolSetup,
  type WhatsappTestContext,
} from '../../../test/whatsapp/fixture.js';
import {
  messagesChange,
  notification,
  sign,
  statusChange,
  textMessage,
  wamid,
} from '../../../test/whatsapp/payloads.js';

let c: WhatsappTestContext;
let school: SchoolSetup;
const PARENT = '447700900123';

beforeAll(async () => {
  c = await createWhatsappTestContext();
  school = await c.school({
    phoneNumberId: '106540352242922',
    parents: [{ name: 'Ada Parent', whatsappNum: `+${PARENT}` }],
  });
});
afterAll(async () => c.close());
beforeEach(() => c.graph.reset());

const target = () => ({ phoneNumberId: school.phoneNumberId });
const countJobs = async () =>
  (await c.t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs`))[0]!.n;

describe('GET /api/whatsapp/webhook (verification handshake)', () => {
  it('echoes the challenge as text/plain for the right verify token', async () => {
    const res = await c.t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it('answers 403 for a wrong token or mode', async () => {
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      'hub.challenge=1',
    ]) {
      const res = await c.t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('1158201444');
    }
  });
});

describe('POST /api/whatsapp/webhook signature', () => {
  it('refuses a missing, wrong, or re-serialized signature with 401 and stores nothing', async () => {
    const jobsBefore = await countJobs();
    const payload = notification([
      { changes: [messagesChange(target(), PARENT, [textMessage(PARENT, 'When is sports day?')])] },
    ]);
    const pretty = JSON.stringify(payload, null, 2);
    const attempts = [
      await c.post(payload, { signature: null }),
      await c.post(payload, { secret: 'another-secret' }),
      await c.post(payload, { signature: 'sha256=zz' }),
      // Signed over the compact re-serialization, sent pretty-printed: different bytes.
      await c.post(pretty, { signature: sign(JSON.stringify(payload), APP_SECRET) }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    expect(await listMessages(c.t.database.db, school.schoolId)).toHaveLength(0);
    expect(await countJobs()).toBe(jobsBefore);
    await c.drain();
    expect(c.graph.requests).toHaveLength(0);
    // The same pretty bytes, signed as they are, are accepted.
    expect((await c.post(pretty)).statusCode).toBe(200);
    await c.drain();
    expect(c.graph.sent).toHaveLength(1);
  });
});

describe('a text message from a directory parent', () => {
  it('is answered once, formatted for WhatsApp, and logged as a query', async () => {
    const earlier = new Set((await listParentQueries(c.t.database.db, school.schoolId)).map((row) => row.id));
    const id = wamid();
    const sentAtUnix = 1763715600;
    const res = await c.post(
      notification([
        {
          changes: [
            messagesChange(target(), PARENT, [
              textMessage(PARENT, '  When is sports day? ', { id, timestamp: sentAtUnix }),
            ]),
          ],
        },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const callsBefore = c.assistant.calls.length;
    await c.drain();

    expect(c.graph.reads).toEqual([id]);
    expect(c.graph.sent).toHaveLength(1);
    const reply = c.graph.sent[0]!;
    expect(reply.to).toBe(PARENT);
    expect(reply.phoneNumberId).toBe(school.phoneNumberId);
    expect(reply.authorization).toBe(`Bearer ${school.token}`);
    expect(reply.body).toBe(
      '*Sports day* is on _Friday 27 November_. See the calendar (https://school.test/cal). (You asked: When is sports day?)',
    );
    const sendRequest = c.graph.requests.find((r) => (r.body as { type?: string })?.type === 'text')!;
    expect(sendRequest.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: PARENT,
      type: 'text',
      text: { body: reply.body, preview_url: false },
    });

    expect(c.assistant.calls.length).toBe(callsBefore + 1);
    const call = c.assistant.calls.at(-1)!;
    expect(call).toMatchObject({
      schoolId: school.schoolId,
      question: 'When is sports day?',
      channel: 'whatsapp',
    });
    expect(call.parent).toMatchObject({ name: 'Ada Parent', whatsappNum: `+${PARENT}` });

    const queries = await listParentQueries(c.t.database.db, school.schoolId);
    // The signature test stored the same question, possibly at the same created_at, and PostgreSQL
    // returns ties in any order: this test's row is the one that is new.
    const added = queries.filter((row) => !earlier.has(row.id));
    expect(added).toHaveLength(1);
    const q = added[0]!;
    expect(q).toMatchObject({
      channel: 'whatsapp',
      parentPhone: `+${PARENT}`,
      parentId: call.parent!.id,
      query: 'When is sports day?',
      category: 'Calendar & Events',
      resolved: true,
      sources: [{ title: 'Autumn newsletter', key: 'k1' }],
      sendStatus: 'sent',
    });
    expect(q.response).toContain('**Sports day**');
    expect(q.queryReceivedAt.toISOString()).toBe(new Date(sentAtUnix * 1000).toISOString());
    expect(q.responseSentAt?.toISOString()).toBe(c.clock.now().toISOString());
  });

  it('delivered twice in parallel and again an hour later gets one reply', async () => {
    const id = wamid();
    const payload = notification([
      {
        changes: [
          messagesChange(target(), PARENT, [textMessage(PARENT, 'Is school open on Monday?', { id })]),
        ],
      },
    ]);
    const calls = c.assistant.calls.length;
    const [a, b] = await Promise.all([c.post(payload), c.post(payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await c.drain();
    c.clock.advance(3600 * 1000);
    expect((await c.post(payload)).statusCode).toBe(200);
    await c.drain();
    expect(c.graph.sent).toHaveLength(1);
    expect(c.assistant.calls.length).toBe(calls + 1);
    const stored = (await listMessages(c.t.database.db, school.schoolId)).filter((m) => m.wamid === id);
    expect(stored).toHaveLength(1);
  });

  it('a burst of parallel posts (stored in shared transactions) is acked, stored and answered once each', async () => {
    const questions = Array.from({ length: 30 }, (_, i) => `Burst question ${i}?`);
    const dup = wamid();
    const posts = [
      ...questions.map((q) =>
        notification([{ changes: [messagesChange(target(), PARENT, [textMessage(PARENT, q)])] }]),
      ),
      // A duplicate pair inside the burst and a post for a number no school owns.
      ...[0, 1].map(() =>
        notification([
          {
            changes: [
              messagesChange(target(), PARENT, [textMessage(PARENT, 'Burst duplicate?', { id: dup })]),
            ],
          },
        ]),
      ),
      notification([
        {
          changes: [
            messagesChange({ phoneNumberId: '999999999999' }, PARENT, [textMessage(PARENT, 'Nobody?')]),
          ],
        },
      ]),
    ];
    const jobsBefore = await countJobs();
    const acks = await Promise.all(posts.map((p) => c.post(p)));
    expect(acks.map((a) => a.statusCode)).toEqual(posts.map(() => 200));
    expect((await countJobs()) - jobsBefore).toBe(31);
    await c.drain();
    const bodies = c.graph.sent.map((s) => s.body);
    expect(bodies).toHaveLength(31);
    for (const q of [...questions, 'Burst duplicate?'])
      expect(bodies.filter((b) => b.includes(`(You asked: ${q})`))).toHaveLength(1);
  });

  it('records status callbacks against the reply, in order, and a failure on the query', async () => {
    await c.post(
      notification([{ changes: [messagesChange(target(), PARENT, [textMessage(PARENT, 'Lunch menu?')])] }]),
    );
    await c.drain();
    const out = c.graph.sent[0]!.wamid;
    const find = async () =>
      (await listMessages(c.t.database.db, school.schoolId)).find((m) => m.wamid === out)!;
    expect((await find()).status).toBe('sent');
    await c.post(notification([{ changes: [statusChange(target(), out, 'read', PARENT)] }]));
    // A late 'delivered' does not move 'read' back.
    await c.post(notification([{ changes: [statusChange(target(), out, 'delivered', PARENT)] }]));
    expect((await find()).status).toBe('read');

    await c.post(
      notification([
        { changes: [messagesChange(target(), PARENT, [textMessage(PARENT, 'Uniform rules?')])] },
      ]),
    );
    await c.drain();
    const out2 = c.graph.sent[1]!.wamid;
    const res = await c.post(
      notification([
        {
          changes: [
            statusChange(target(), out2, 'failed', PARENT, {
              code: 131047,
              title: 'Re-engagement message',
              details:
                'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
            }),
          ],
        },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const failed = (await listMessages(c.t.database.db, school.schoolId)).find((m) => m.wamid === out2)!;
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('131047');
    const query = (await listParentQueries(c.t.database.db, school.schoolId)).find(
      (q) => q.id === failed.queryId,
    )!;
    expect(query.sendStatus).toBe('failed');
    expect(query.sendError).toMatch(/Re-engagement message \(code 131047\)/);
  });
});

describe('routing', () => {
  it('answers 200 for a phone-number id of no school, storing and sending nothing', async () => {
    const before = await c.t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM whatsapp_messages`,
    );
    const res = await c.post(
      notification([
        {
          changes: [
            messagesChange({ phoneNumberId: '999999999999' }, PARENT, [textMessage(PARENT, 'Hello?')]),
          ],
        },
      ]),
    );
    expect(res.statusCode).toBe(200);
    await c.drain();
    const after = await c.t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM whatsapp_messages`);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(c.graph.requests).toHaveLength(0);
  });

  it('refuses a body over 4 MB with 413, storing nothing', async () => {
    const big = JSON.stringify(
      notification([
        {
          changes: [
            messagesChange(target(), PARENT, [textMessage(PARENT, 'x'.repeat(4 * 1024 * 1024 + 10))]),
          ],
        },
      ]),
    );
    const res = await c.post(big);
    expect(res.statusCode).toBe(413);
    await c.drain();
    expect(c.graph.requests).toHaveLength(0);
  });

  it('answers 400 for a signed body that is not JSON, and 200 for a payload of another product', async () => {
    expect((await c.post('not json')).statusCode).toBe(400);
    expect((await c.post({ object: 'page', entry: [] })).statusCode).toBe(200);
  });
});
