import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeFile } from '../../../contracts/knowledge.contract.js';
import { fixedClock } from '../../shared/clock.js';
import { BlobNotFoundError } from '../../storage/blob-store.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { makeExe, makePdf, makeTxt } from './fixtures/make-fixtures.js';
import { expirySweepKey } from './knowledge.jobs.js';
import { insertKnowledgeFile } from './knowledge.repository.js';
import { upload } from './knowledge.test-helpers.js';
import {
  CALENDAR_LOCKED,
  CONTENT_TYPE_READ_ONLY,
  createKnowledgeItem,
  UNSUPPORTED_RECORDED,
} from './knowledge.usecases.js';

/** Edit, delete, tenancy, expiry and the e-mail entry point . */

const START = '2026-11-21T09:00:00Z';
const clock = fixedClock(START);
let t: TestApp;
let a: { cookie: string; schoolId: string };
let b: { cookie: string; schoolId: string };

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  a = await signUp(t);
  b = await signUp(t);
  // New schools take the server's zone; pin it so expected instants do not depend on the machine.
  await t.database.query(`UPDATE schools SET time_zone = 'UTC'`);
});
afterAll(async () => t.close());

async function uploadOne(
  who: { cookie: string },
  name: string,
  fields: Record<string, string> = {},
): Promise<KnowledgeFile> {
  const res = await upload(
    t,
    who.cookie,
    [{ name, body: name.endsWith('.pdf') ? await makePdf() : makeTxt() }],
    {
      contentType: 'newsletter',
      ...fields,
    },
  );
  expect(res.statusCode).toBe(201);
  return (res.json().data as KnowledgeFile[])[0]!;
}

const put = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/s3/update', payload, headers: { cookie } });
const del = (cookie: string, key: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/s3/file?key=${encodeURIComponent(key)}`, headers: { cookie } });
const row = async (key: string) =>
  (await t.database.query<Record<string, unknown>>(`SELECT * FROM knowledge_files WHERE key = $1`, [key]))[0];
const activities = async (schoolId: string, type: string) =>
  t.database.query<{ description: string; created_at: Date }>(
    `SELECT description, created_at FROM activity_logs WHERE school_id = $1 AND event_type = $2 ORDER BY created_at`,
    [schoolId, type],
  );

describe('PUT /api/s3/update', () => {
  it('changes content type and expiry (custom in the school zone, time default 23:59) and logs it', async () => {
    const file = await uploadOne(a, 'menu.txt');
    const res = await put(a.cookie, {
      key: file.key,
      contentType: 'policy',
      expiryType: 'custom',
      expiryDate: '2026-12-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      content_type: 'policy',
      expiry_date: '2026-12-01T23:59:00.000Z',
    });
    const never = await put(a.cookie, {
      key: file.key,
      contentType: 'policy',
      expiryType: 'never',
      expiryDate: '',
      expiryTime: '',
    });
    expect(never.json().data.expiry_date).toBe('');
    expect((await activities(a.schoolId, 'file_update')).map((x) => x.description)).toEqual([
      'Updated menu.txt (policy, expires Dec 1, 2026 23:59)',
      'Updated menu.txt (policy, never expires)',
    ]);
  });

  it('refuses a custom expiry in the past, and unknown content types, changing nothing', async () => {
    const file = await uploadOne(a, 'trip.txt', { expiryDays: '7' });
    const past = await put(a.cookie, {
      key: file.key,
      contentType: 'event',
      expiryType: 'custom',
      expiryDate: '2026-11-20',
      expiryTime: '10:00',
    });
    expect(past.statusCode).toBe(400);
    const todayButGone = await put(a.cookie, {
      key: file.key,
      contentType: 'event',
      expiryType: 'custom',
      expiryDate: '2026-11-21',
      expiryTime: '08:00',
    });
    expect(todayButGone.statusCode).toBe(400);
    const badType = await put(a.cookie, { key: file.key, contentType: 'email', expiryType: 'never' });
    expect(badType.statusCode).toBe(400);
    expect(await row(file.key)).toMatchObject({ content_type: 'newsletter' });
    expect(((await row(file.key))!.expiry_date as Date).toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });

  it('keeps the content type of e-mail items read-only but lets their expiry change', async () => {
    const item = await createKnowledgeItem({
      deps: t.deps,
      schoolId: a.schoolId,
      fileName: 'Re: Bake sale.txt',
      contentType: 'email',
      body: makeTxt('Bake sale on Friday'),
      source: 'email',
    });
    expect(item.syncStatus).toBe('PENDING');
    const change = await put(a.cookie, { key: item.key, contentType: 'policy', expiryType: 'never' });
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toBe(CONTENT_TYPE_READ_ONLY);
    const keep = await put(a.cookie, {
      key: item.key,
      contentType: 'email',
      expiryType: 'custom',
      expiryDate: '2026-12-24',
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data.content_type).toBe('email');
  });
});

describe('calendar items', () => {
  it('can be neither edited nor deleted (400)', async () => {
    const cal = await insertKnowledgeFile(t.database.db, {
      schoolId: a.schoolId,
      key: `${a.schoolId}/calendar/events.txt`,
      fileName: 'School calendar',
      contentType: 'calendar',
      source: 'calendar',
    });
    const edit = await put(a.cookie, { key: cal.key, contentType: 'policy', expiryType: 'never' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe(CALENDAR_LOCKED);
    const remove = await del(a.cookie, cal.key);
    expect(remove.statusCode).toBe(400);
    expect(await row(cal.key)).toBeDefined();
  });
});

describe('DELETE /api/s3/file', () => {
  it('removes the row, its chunks and the blob, and logs it', async () => {
    const file = await uploadOne(a, 'old.pdf');
    const { id } = (await row(file.key)) as { id: string };
    await t.database.query(
      `INSERT INTO knowledge_chunks (school_id, file_id, ordinal, content) VALUES ($1, $2, 0, 'x')`,
      [a.schoolId, id],
    );
    const res = await del(a.cookie, file.key);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await row(file.key)).toBeUndefined();
    expect(await t.database.query(`SELECT 1 FROM knowledge_chunks WHERE file_id = $1`, [id])).toHaveLength(0);
    await expect(t.deps.storage.get(file.key)).rejects.toBeInstanceOf(BlobNotFoundError);
    expect((await activities(a.schoolId, 'file_delete')).map((x) => x.description)).toContain(
      'Deleted old.pdf (newsletter)',
    );
    expect((await del(a.cookie, file.key)).statusCode).toBe(404);
  });
});

describe('tenancy', () => {
  it("answers 404 for another school's key on file, update and delete, changing nothing", async () => {
    const file = await uploadOne(a, 'private.pdf');
    const before = await row(file.key);
    const q = `?key=${encodeURIComponent(file.key)}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/s3/file${q}`, headers: { cookie: b.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await put(b.cookie, { key: file.key, contentType: 'policy', expiryType: 'never' })).statusCode,
    ).toBe(404);
    expect((await del(b.cookie, file.key)).statusCode).toBe(404);
    expect(await row(file.key)).toEqual(before);
    expect((await t.deps.storage.get(file.key)).subarray(0, 5).toString()).toBe('%PDF-');
    const listB = (
      await t.app.inject({ method: 'GET', url: '/api/s3/list', headers: { cookie: b.cookie } })
    ).json();
    expect(listB.data.map((f: KnowledgeFile) => f.key)).not.toContain(file.key);
    const syncB = (
      await t.app.inject({ method: 'GET', url: '/api/s3/sync-status', headers: { cookie: b.cookie } })
    ).json();
    expect(syncB.data.map((s: { key: string }) => s.key)).not.toContain(file.key);
  });
});

describe('expiry', () => {
  it('drops an item from retrieval the second it expires and writes one file_expired per item', async () => {
    const soon = await uploadOne(b, 'field-trip.txt', { expiryDays: '1' });
    const later = await uploadOne(b, 'term-dates.txt', { expiryDays: '7' });
    const forever = await uploadOne(b, 'values.txt');
    // The answer engine's retrieval filter (docs/ARCHITECTURE.md): school's own, not expired at `now`.
    const live = async () =>
      (
        await t.database.query<{ key: string }>(
          `SELECT key FROM knowledge_files WHERE school_id = $1 AND (expiry_date IS NULL OR expiry_date > $2::timestamptz)`,
          [b.schoolId, clock.now().toISOString()],
        )
      ).map((r) => r.key);

    clock.set(new Date(Date.parse(START) + 86_400_000 - 1000));
    expect(await live()).toEqual(expect.arrayContaining([soon.key, later.key, forever.key]));
    clock.set(new Date(Date.parse(START) + 86_400_000));
    expect(await live()).not.toContain(soon.key);
    expect(await live()).toEqual(expect.arrayContaining([later.key, forever.key]));

    await t.deps.queue.runDue(); // ingestion of the three uploads
    await t.deps.queue.enqueue('knowledge.expiry-sweep', {}, { singletonKey: expirySweepKey(clock.now()) });
    // Runs the sweep (and the queued ingestion jobs of this file's uploads, now that they have a handler).
    await t.deps.queue.runDue();
    clock.advance(60_000);
    await t.deps.queue.enqueue('knowledge.expiry-sweep', {}, { singletonKey: expirySweepKey(clock.now()) });
    await t.deps.queue.runDue();
    const expired = await activities(b.schoolId, 'file_expired');
    expect(expired.map((x) => x.description)).toEqual(['Expired field-trip.txt (newsletter)']);
    expect(new Date(expired[0]!.created_at).toISOString()).toBe(
      new Date(Date.parse(START) + 86_400_000).toISOString(),
    );

    clock.set(new Date(Date.parse(START) + 8 * 86_400_000));
    await t.deps.queue.enqueue('knowledge.expiry-sweep', {}, { singletonKey: expirySweepKey(clock.now()) });
    await t.deps.queue.runDue();
    expect((await activities(b.schoolId, 'file_expired')).map((x) => x.description)).toEqual([
      'Expired field-trip.txt (newsletter)',
      'Expired term-dates.txt (newsletter)',
    ]);
    clock.set(START);
  });

  it("is scheduled by registerKnowledgeJobs: a started worker enqueues and runs the minute's sweep", async () => {
    clock.set(START);
    await t.deps.queue.start();
    try {
      const key = expirySweepKey(clock.now());
      const deadline = Date.now() + 10_000;
      let status: string | undefined;
      while (Date.now() < deadline && status !== 'completed') {
        await new Promise((r) => setTimeout(r, 100));
        status = (
          await t.database.query<{ status: string }>(`SELECT status FROM jobs WHERE singleton_key = $1`, [
            key,
          ])
        )[0]?.status;
      }
      expect(status).toBe('completed');
    } finally {
      await t.deps.queue.stop();
    }
  });

  it('enqueues one sweep per minute however many workers tick', async () => {
    const at = new Date('2026-11-21T10:15:30Z');
    const first = await t.deps.queue.enqueue(
      'knowledge.expiry-sweep',
      {},
      { singletonKey: expirySweepKey(at) },
    );
    const second = await t.deps.queue.enqueue(
      'knowledge.expiry-sweep',
      {},
      {
        singletonKey: expirySweepKey(new Date('2026-11-21T10:15:59Z')),
      },
    );
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(expirySweepKey(at)).toBe('knowledge.expiry-sweep:2026-11-21T10:15');
  });
});

describe('createKnowledgeItem (entry point for e-mails and attachments)', () => {
  it("with 'record-failed' keeps an unsupported attachment as a FAILED row without a job", async () => {
    const item = await createKnowledgeItem({
      deps: t.deps,
      schoolId: a.schoolId,
      fileName: 'setup.exe',
      contentType: 'email_attachment',
      body: makeExe(),
      source: 'email',
      onUnsupported: 'record-failed',
    });
    expect(item.syncStatus).toBe('FAILED');
    expect(await row(item.key)).toMatchObject({
      sync_status: 'FAILED',
      error_message: UNSUPPORTED_RECORDED,
      source: 'email',
    });
    const jobs = await t.database.query(
      `SELECT 1 FROM jobs WHERE name = 'knowledge.ingest' AND payload->>'fileId' = $1`,
      [item.id],
    );
    expect(jobs).toHaveLength(0);
    // No file_upload entry for e-mail items: the inbound-email module writes its own.
    expect((await activities(a.schoolId, 'file_upload')).map((x) => x.description)).not.toContain(
      'Uploaded setup.exe (email_attachment)',
    );
  });

  it('throws 415 by default for an unsupported kind', async () => {
    await expect(
      createKnowledgeItem({
        deps: t.deps,
        schoolId: a.schoolId,
        fileName: 'x.pdf',
        contentType: 'email_attachment',
        body: makeExe(),
        source: 'email',
      }),
    ).rejects.toMatchObject({ status: 415 });
  });
});
