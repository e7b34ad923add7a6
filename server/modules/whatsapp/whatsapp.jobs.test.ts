import { listMessages, listParentQueries } from '../../../test/whatsapp/records.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createWhatsappTestContext, type WhatsappTestContext } from '../../../test/whatsapp/fixture.js';
import { audioMessage, messagesChange, notification, textMessage } from '../../../test/whatsapp/payloads.js';
import { answerMessage } from './whatsapp.answer.js';
import { sendReplies } from './whatsapp.send.js';

const PARENT = '447700900321';
let c: WhatsappTestContext | undefined;
afterEach(async () => {
  await c?.close();
  c = undefined;
});

describe('voice notes with TRANSCRIPTION_MODEL set', () => {
  it('downloads the audio with the school token, transcribes it and answers the transcript', async () => {
    c = await createWhatsappTestContext({
      env: (graph) => ({
        TRANSCRIPTION_MODEL: 'whisper-1',
        TRANSCRIPTION_BASE_URL: graph.openAiUrl,
        LLM_API_KEY: 'sk-test',
      }),
    });
    const school = await c.school({
      phoneNumberId: '300000000001',
      parents: [{ name: 'Ada', whatsappNum: `+${PARENT}` }],
    });
    c.graph.media.set('778899', {
      bytes: Buffer.from('OggS fake opus bytes'),
      mimeType: 'audio/ogg; codecs=opus',
    });
    c.graph.transcript = 'When does the winter concert start?';
    await c.post(
      notification([
        {
          changes: [
            messagesChange({ phoneNumberId: school.phoneNumberId }, PARENT, [audioMessage(PARENT, '778899')]),
          ],
        },
      ]),
    );
    await c.drain();

    const mediaCalls = c.graph.requests.filter((r) => r.method === 'GET');
    expect(mediaCalls.map((r) => r.path)).toEqual(['/v21.0/778899', '/media/778899']);
    expect(mediaCalls.every((r) => r.authorization === `Bearer ${school.token}`)).toBe(true);
    const transcription = c.graph.requests.find((r) => r.path === '/v1/audio/transcriptions')!;
    expect(transcription.authorization).toBe('Bearer sk-test');
    expect(transcription.contentType).toMatch(/^multipart\/form-data/);
    expect(c.assistant.calls.map((a) => a.question)).toEqual(['When does the winter concert start?']);
    expect(c.graph.sent).toHaveLength(1);
    const [q] = await listParentQueries(c.t.database.db, school.schoolId);
    expect(q!.query).toBe('When does the winter concert start?');
  });
});

describe('crash safety', () => {
  it('re-running either step after completion sends nothing and runs no engine', async () => {
    c = await createWhatsappTestContext();
    const school = await c.school({
      phoneNumberId: '300000000003',
      parents: [{ name: 'Ada', whatsappNum: `+${PARENT}` }],
    });
    await c.post(
      notification([
        {
          changes: [
            messagesChange({ phoneNumberId: school.phoneNumberId }, PARENT, [textMessage(PARENT, 'Fees?')]),
          ],
        },
      ]),
    );
    await c.drain();
    expect(c.graph.sent).toHaveLength(1);
    const messages = await listMessages(c.t.database.db, school.schoolId);
    const inbound = messages.find((m) => m.direction === 'in')!;
    const outgoing = messages.filter((m) => m.direction === 'out');
    const ctx = { jobId: 'x', attempt: 1, maxAttempts: 8, logger: c.t.deps.logger };
    // A worker that died after the commit re-runs both steps: nothing happens twice.
    expect(await answerMessage({ deps: c.t.deps, messageId: inbound.id, logger: c.t.deps.logger })).toBe(
      'skipped',
    );
    expect(await sendReplies({ deps: c.t.deps, messageIds: outgoing.map((o) => o.id), ctx })).toBe(
      'nothing_to_send',
    );
    expect(c.graph.sent).toHaveLength(1);
    expect(c.assistant.calls).toHaveLength(1);
  });

  it('a worker that died after the answer was stored (before sending) sends the stored answer once', async () => {
    c = await createWhatsappTestContext();
    const school = await c.school({
      phoneNumberId: '300000000004',
      parents: [{ name: 'Ada', whatsappNum: `+${PARENT}` }],
    });
    await c.post(
      notification([
        {
          changes: [
            messagesChange({ phoneNumberId: school.phoneNumberId }, PARENT, [textMessage(PARENT, 'Fees?')]),
          ],
        },
      ]),
    );
    const inbound = (await listMessages(c.t.database.db, school.schoolId))[0]!;
    // The answer step ran; the process died before any send (send job still queued).
    await answerMessage({ deps: c.t.deps, messageId: inbound.id, logger: c.t.deps.logger });
    // Restart: the answer job is picked up again (lease lapsed), then the send job.
    await c.t.database.query(`UPDATE jobs SET status = 'queued' WHERE name = 'whatsapp.answer'`);
    await c.drain();
    expect(c.assistant.calls).toHaveLength(1);
    expect(c.graph.sent).toHaveLength(1);
    const [q] = await listParentQueries(c.t.database.db, school.schoolId);
    expect(q!.sendStatus).toBe('sent');
  });
});

describe('an answer engine that keeps failing', () => {
  it('retries with backoff, then marks the message failed without sending anything', async () => {
    const broken = {
      calls: [] as unknown[],
      answerQuestion: async () => Promise.reject(new Error('engine exploded')),
    };
    c = await createWhatsappTestContext({ assistant: broken as never });
    const school = await c.school({
      phoneNumberId: '300000000005',
      parents: [{ name: 'Ada', whatsappNum: `+${PARENT}` }],
    });
    await c.post(
      notification([
        {
          changes: [
            messagesChange({ phoneNumberId: school.phoneNumberId }, PARENT, [textMessage(PARENT, 'Fees?')]),
          ],
        },
      ]),
    );
    await c.drain();
    const [job] = await c.t.database.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM jobs WHERE name = 'whatsapp.answer'`,
    );
    expect(job).toMatchObject({ status: 'failed', attempts: 5 });
    const [row] = await listMessages(c.t.database.db, school.schoolId);
    expect(row).toMatchObject({ status: 'failed', error: 'not answered: engine exploded' });
    expect(c.graph.sent).toHaveLength(0);
  });
});
