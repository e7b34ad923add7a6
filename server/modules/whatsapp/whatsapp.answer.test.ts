import { listMessages, listParentQueries } from '../../../test/whatsapp/records.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateSchool } from '../schools/schools.repository.js';
import {
  createWhatsappTestContext,
  fakeAssistant,
  type SchoolSetup,
  type WhatsappTestContext,
} from '../../../test/whatsapp/fixture.js';
import { graphError } from '../../../test/whatsapp/graph-server.js';
import {
  audioMessage,
  imageMessage,
  messagesChange,
  notification,
  textMessage,
  wamid,
} from '../../../test/whatsapp/payloads.js';
import { textOnlyReply } from './whatsapp.replies.js';

const longAnswer = Array.from(
  { length: 150 },
  (_, i) => `Rule ${i} of the school uniform policy applies on weekdays.`,
).join(' ');
const assistant = fakeAssistant((input) =>
  input.question.includes('LONG')
    ? { answer: longAnswer, category: 'Policies' }
    : {
        answer: `Answer from ${input.schoolId === maple?.schoolId ? 'Maple' : 'Oak'}: the office opens at 8.`,
        category: 'General',
      },
);

let c: WhatsappTestContext;
let maple: SchoolSetup;
let oak: SchoolSetup;
const MAPLE_PARENT = '447700900001';
const OAK_PARENT = '447700900002';
const STRANGER = '447700900999';

beforeAll(async () => {
  c = await createWhatsappTestContext({ assistant });
  maple = await c.school({
    name: 'Maple Grove Primary',
    phoneNumberId: '100000000001',
    officePhone: '+44 20 7946 0000',
    parents: [{ name: 'Maple Parent', whatsappNum: `+${MAPLE_PARENT}` }],
  });
  oak = await c.school({
    name: 'Oak Hill School',
    phoneNumberId: '100000000002',
    parents: [{ name: 'Oak Parent', whatsappNum: `+${OAK_PARENT}` }],
  });
});
afterAll(async () => c.close());
beforeEach(() => c.graph.reset());

const to = (s: SchoolSetup) => ({ phoneNumberId: s.phoneNumberId });
const text = (s: SchoolSetup, from: string, body: string, id = wamid()) =>
  notification([{ changes: [messagesChange(to(s), from, [textMessage(from, body, { id })])] }]);

describe('senders not in the directory', () => {
  it('an unknown number gets one registration reply per 24 h, and no knowledge', async () => {
    const calls = assistant.calls.length;
    await c.post(text(maple, STRANGER, 'When is the school trip?'));
    await c.post(text(maple, STRANGER, 'Hello??'));
    await c.drain();
    expect(c.graph.sent).toHaveLength(1);
    const reply = c.graph.sent[0]!;
    expect(reply.to).toBe(STRANGER);
    expect(reply.body).toContain('registered parents of Maple Grove Primary');
    expect(reply.body).toContain(
      'ask the school office (phone +44 20 7946 0000) to add your WhatsApp number',
    );
    expect(assistant.calls.length).toBe(calls);
    expect(c.graph.reads).toHaveLength(0);
    expect(await listParentQueries(c.t.database.db, maple.schoolId)).toHaveLength(0);

    c.clock.advance(23 * 3600 * 1000);
    await c.post(text(maple, STRANGER, 'Anyone?'));
    await c.drain();
    expect(c.graph.sent).toHaveLength(1);
    c.clock.advance(2 * 3600 * 1000);
    await c.post(text(maple, STRANGER, 'Still there?'));
    await c.drain();
    expect(c.graph.sent).toHaveLength(2);
  });

  it("a number of another school's directory counts as unknown", async () => {
    const calls = assistant.calls.length;
    await c.post(text(maple, OAK_PARENT, 'What is for lunch?'));
    await c.drain();
    expect(c.graph.sent).toHaveLength(1);
    expect(c.graph.sent[0]!.body).toContain('registered parents of Maple Grove Primary');
    expect(c.graph.sent[0]!.body).not.toContain('office opens');
    expect(assistant.calls.length).toBe(calls);
  });
});

describe('WhatsApp parent access', () => {
  it('switched off: no reply, message marked ignored; switched on again: answers', async () => {
    await updateSchool(c.t.database.db, maple.schoolId, { whatsappParentAccess: false });
    const id = wamid();
    await c.post(text(maple, MAPLE_PARENT, 'Bus times?', id));
    await c.drain();
    expect(c.graph.requests).toHaveLength(0);
    const row = (await listMessages(c.t.database.db, maple.schoolId)).find((m) => m.wamid === id)!;
    expect(row.status).toBe('ignored');
    expect(row.error).toBe('WhatsApp parent access is off');

    await updateSchool(c.t.database.db, maple.schoolId, { whatsappParentAccess: true });
    await c.post(text(maple, MAPLE_PARENT, 'Bus times?'));
    await c.drain();
    expect(c.graph.sent.map((s) => s.body)).toEqual(['Answer from Maple: the office opens at 8.']);
  });
});

describe('non-text messages', () => {
  it('image and voice note (no transcription configured) get a "send text" reply', async () => {
    const calls = assistant.calls.length;
    await c.post(
      notification([
        {
          changes: [
            messagesChange(to(maple), MAPLE_PARENT, [
              imageMessage(MAPLE_PARENT),
              audioMessage(MAPLE_PARENT, '555001'),
            ]),
          ],
        },
      ]),
    );
    await c.drain();
    expect(c.graph.sent.map((s) => s.body).sort()).toEqual(
      [textOnlyReply('other'), textOnlyReply('voice')].sort(),
    );
    expect(assistant.calls.length).toBe(calls);
  });
});

describe('multi-entry batches', () => {
  it('handles every entry and change, each school answering its own parents with its own token', async () => {
    const res = await c.post(
      notification([
        {
          changes: [
            messagesChange(to(maple), MAPLE_PARENT, [textMessage(MAPLE_PARENT, 'Q1')]),
            messagesChange(to(oak), OAK_PARENT, [textMessage(OAK_PARENT, 'Q2')]),
          ],
        },
        {
          businessAccountId: '2',
          changes: [
            messagesChange(to(oak), OAK_PARENT, [
              textMessage(OAK_PARENT, 'Q3'),
              textMessage(OAK_PARENT, 'Q4'),
            ]),
          ],
        },
      ]),
    );
    expect(res.statusCode).toBe(200);
    await c.drain();
    expect(c.graph.sent).toHaveLength(4);
    const toMaple = c.graph.sent.filter((s) => s.to === MAPLE_PARENT);
    const toOak = c.graph.sent.filter((s) => s.to === OAK_PARENT);
    expect(toMaple.map((s) => [s.body, s.authorization, s.phoneNumberId])).toEqual([
      ['Answer from Maple: the office opens at 8.', `Bearer ${maple.token}`, maple.phoneNumberId],
    ]);
    expect(toOak).toHaveLength(3);
    expect(
      toOak.every((s) => s.body.startsWith('Answer from Oak') && s.authorization === `Bearer ${oak.token}`),
    ).toBe(true);
  });

  it('accepts a 3 MB batch and processes all of it', async () => {
    const filler = 'Could you tell me more about the after-school clubs and their times? '.repeat(55);
    const messages = Array.from({ length: 800 }, (_, i) => textMessage(MAPLE_PARENT, `#${i} ${filler}`));
    const raw = JSON.stringify(
      notification([{ changes: [messagesChange(to(maple), MAPLE_PARENT, messages)] }]),
    );
    expect(raw.length).toBeGreaterThan(3 * 1024 * 1024);
    const res = await c.post(raw);
    expect(res.statusCode).toBe(200);
    await c.drain();
    expect(c.graph.sent).toHaveLength(800);
    const ids = new Set(messages.map((m) => m.id));
    const stored = (await listMessages(c.t.database.db, maple.schoolId)).filter(
      (m) => m.wamid && ids.has(m.wamid),
    );
    expect(stored).toHaveLength(800);
    expect(stored.every((m) => m.status === 'answered')).toBe(true);
  }, 300_000);
});

describe('reliable sending', () => {
  it('Graph 500 three times then 200: exactly one reply, engine run once', async () => {
    const calls = assistant.calls.length;
    c.graph.failNext([{ status: 500 }, { status: 500 }, { status: 500 }]);
    await c.post(text(maple, MAPLE_PARENT, 'Term dates?'));
    await c.drain();
    const sends = c.graph.requests.filter((r) => (r.body as { type?: string })?.type === 'text');
    expect(sends).toHaveLength(4);
    expect(c.graph.sent).toHaveLength(1);
    expect(assistant.calls.length).toBe(calls + 1);
    const q = (await listParentQueries(c.t.database.db, maple.schoolId)).find(
      (row) => row.query === 'Term dates?',
    )!;
    expect(q.sendStatus).toBe('sent');
  });

  it('Graph 429 and throttling codes are retried', async () => {
    c.graph.failNext([
      { status: 429, body: graphError(130429, 'Rate limit hit') },
      { status: 400, body: graphError(131056, 'Pair rate limit hit') },
    ]);
    await c.post(text(maple, MAPLE_PARENT, 'Club fees?'));
    await c.drain();
    expect(c.graph.sent).toHaveLength(1);
  });

  it('Graph 401 (invalid token): recorded as failed with the reason, no retry storm', async () => {
    c.graph.failNext([
      { status: 401, body: graphError(190, 'Error validating access token: Session has expired.') },
    ]);
    await c.post(text(maple, MAPLE_PARENT, 'Sports kit?'));
    await c.drain();
    const sends = c.graph.requests.filter((r) => (r.body as { type?: string })?.type === 'text');
    expect(sends).toHaveLength(1);
    expect(c.graph.sent).toHaveLength(0);
    const q = (await listParentQueries(c.t.database.db, maple.schoolId)).find(
      (row) => row.query === 'Sports kit?',
    )!;
    expect(q.sendStatus).toBe('failed');
    expect(q.sendError).toMatch(/access token is invalid or expired.*code 190/);
    expect(q.responseSentAt).toBeNull();
    const jobs = await c.t.database.query<{ status: string }>(
      `SELECT status FROM jobs WHERE status IN ('queued','active')`,
    );
    expect(jobs).toHaveLength(0);
  });

  it('131047 (outside the 24-hour window) is permanent', async () => {
    c.graph.failNext([{ status: 400, body: graphError(131047, 'Re-engagement message') }]);
    await c.post(text(maple, MAPLE_PARENT, 'Trip?'));
    await c.drain();
    expect(c.graph.requests.filter((r) => (r.body as { type?: string })?.type === 'text')).toHaveLength(1);
    const q = (await listParentQueries(c.t.database.db, maple.schoolId)).find(
      (row) => row.query === 'Trip?',
    )!;
    expect(q.sendError).toMatch(/24 hours/);
  });

  it('splits a long answer into ordered parts of at most 4,096 characters', async () => {
    await c.post(text(maple, MAPLE_PARENT, 'LONG uniform policy?'));
    await c.drain();
    expect(c.graph.sent.length).toBeGreaterThan(1);
    expect(c.graph.sent.every((s) => s.body.length <= 4096)).toBe(true);
    expect(c.graph.sent.map((s) => s.body).join(' ')).toBe(longAnswer);
  });

  it('a send failure after the answer is stored reuses it: the engine is not run again', async () => {
    const calls = assistant.calls.length;
    c.graph.failNext([{ status: 503 }]);
    await c.post(text(maple, MAPLE_PARENT, 'Parking?'));
    await c.t.deps.queue.runDue(); // answer stored, first send fails (retry scheduled)
    const outgoing = (await listMessages(c.t.database.db, maple.schoolId)).filter(
      (m) => m.direction === 'out' && m.status === 'queued',
    );
    expect(outgoing).toHaveLength(1);
    expect(outgoing[0]!.idempotencyKey).toMatch(/^reply:[0-9a-f-]{36}:1$/);
    await c.drain();
    expect(c.graph.sent).toHaveLength(1);
    expect(assistant.calls.length).toBe(calls + 1);
  });
});
