import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeFile } from '../../../contracts/knowledge.contract.js';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { makeDocx, makeExe, makePdf, makePng, makeSvg, makeTxt } from './fixtures/make-fixtures.js';
import { pathOf, upload } from './knowledge.test-helpers.js';

/** Upload, list, sync status and signed file URLs (docs/product-spec.md Files). */

const clock = fixedClock('2026-11-21T09:00:00Z');
let t: TestApp;
let cookie: string;
let schoolId: string;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  ({ cookie, schoolId } = await signUp(t));
});
afterAll(async () => t.close());

const get = (url: string, c: string | undefined = cookie) =>
  t.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });
const list = async (c = cookie) =>
  (await get('/api/s3/list', c)).json() as { data: KnowledgeFile[]; count: number };

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      statSync(path.join(dir, f)).isFile(),
    );
  } catch {
    return [];
  }
}

describe('POST /api/s3/upload', () => {
  it('stores PDF, DOCX, PNG and TXT originals, lists them, queues their ingestion and logs the uploads', async () => {
    const pdf = await makePdf();
    const docx = await makeDocx();
    const res = await upload(
      t,
      cookie,
      [
        { name: 'handbook.pdf', body: pdf },
        { name: 'policy.docx', body: docx },
        { name: 'flyer.png', body: makePng() },
        { name: 'notes.txt', body: makeTxt() },
      ],
      { contentType: 'handbook', expiryDays: '7' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('File(s) successfully uploaded');

    const listed = await list();
    expect(listed.count).toBe(4);
    const pdfItem = listed.data.find((f) => f.fileName === 'handbook.pdf')!;
    expect(pdfItem).toMatchObject({
      content_type: 'handbook',
      created_at: '2026-11-21T09:00:00.000Z',
      expiry_date: '2026-11-28T09:00:00.000Z',
      size: pdf.length,
    });
    expect(pdfItem.key).toMatch(new RegExp(`^${schoolId}/[0-9a-f-]{36}/handbook\\.pdf$`));
    expect(await t.deps.storage.get(pdfItem.key)).toEqual(pdf);

    const status = (await get('/api/s3/sync-status')).json() as {
      data: { key: string; syncStatus: string; errorMessage: null }[];
    };
    expect(status.data).toHaveLength(4);
    expect(status.data.every((s) => s.syncStatus === 'PENDING' && s.errorMessage === null)).toBe(true);

    const jobs = await t.database.query<{ payload: { fileId: string } }>(
      `SELECT payload FROM jobs WHERE name = 'knowledge.ingest'`,
    );
    const ids = await t.database.query<{ id: string; mime_type: string }>(
      `SELECT id, mime_type FROM knowledge_files WHERE school_id = $1 ORDER BY file_name`,
      [schoolId],
    );
    expect(jobs.map((j) => j.payload.fileId).sort()).toEqual(ids.map((r) => r.id).sort());
    expect(ids.map((r) => r.mime_type)).toEqual([
      'image/png',
      'application/pdf',
      'text/plain',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);

    const activity = await t.database.query<{ event_type: string; description: string }>(
      `SELECT event_type, description FROM activity_logs WHERE school_id = $1 ORDER BY description`,
      [schoolId],
    );
    expect(activity).toContainEqual({
      event_type: 'file_upload',
      description: 'Uploaded handbook.pdf (handbook)',
    });
    expect(activity.filter((a) => a.event_type === 'file_upload')).toHaveLength(4);
  });

  it('answers 400 with the spec texts for zero files and a missing content type', async () => {
    const none = await upload(t, cookie, [], { contentType: 'policy' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Please select a file to upload');
    const emptyInput = await upload(t, cookie, [{ name: '', body: Buffer.alloc(0) }], {
      contentType: 'policy',
    });
    expect(emptyInput.json().error).toBe('Please select a file to upload');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/s3/upload',
      payload: {},
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('Please select a file to upload');

    const noType = await upload(t, cookie, [{ name: 'a.txt', body: makeTxt() }]);
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error).toBe('Please select a content type');
    const badType = await upload(t, cookie, [{ name: 'a.txt', body: makeTxt() }], {
      contentType: 'calendar',
    });
    expect(badType.statusCode).toBe(400);
    const badDays = await upload(t, cookie, [{ name: 'a.txt', body: makeTxt() }], {
      contentType: 'event',
      expiryDays: '3',
    });
    expect(badDays.statusCode).toBe(400);
    const past = await upload(t, cookie, [{ name: 'a.txt', body: makeTxt() }], {
      contentType: 'event',
      expiryDateTime: '2026-11-20T23:59',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('The expiry date and time must be in the future');
  });

  it('refuses an .exe, SVG or HTML renamed .pdf with 415 naming the accepted kinds, storing nothing', async () => {
    const before = (await list()).count;
    const blobsBefore = filesUnder(path.join(t.dataDir, 'files')).length;
    for (const [name, body] of [
      ['invoice.pdf', makeExe()],
      ['logo.pdf', makeSvg()],
      ['page.pdf', makeTxt('<!doctype html><html><script>alert(1)</script></html>')],
    ] as const) {
      const res = await upload(t, cookie, [{ name, body }], { contentType: 'policy' });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toContain(`"${name}" is not a supported file type`);
      expect(res.json().error).toContain('PDF, Word (DOCX, DOC)');
    }
    // One bad file in a batch refuses the whole batch: nothing half-uploaded.
    const mixed = await upload(
      t,
      cookie,
      [
        { name: 'ok.txt', body: makeTxt() },
        { name: 'bad.pdf', body: makeExe() },
      ],
      {
        contentType: 'policy',
      },
    );
    expect(mixed.statusCode).toBe(415);
    expect((await list()).count).toBe(before);
    expect(filesUnder(path.join(t.dataDir, 'files'))).toHaveLength(blobsBefore);
  });

  it('stores hostile names (../../etc/passwd, NUL, 500 characters) under generated keys with sanitized names', async () => {
    const long = `${'n'.repeat(500)}.txt`;
    const res = await upload(
      t,
      cookie,
      [
        { name: '../../etc/passwd', body: makeTxt('root:x:0:0') },
        { name: 'minutes\0.txt', body: makeTxt() },
        { name: long, body: makeTxt() },
      ],
      { contentType: 'announcement' },
    );
    expect(res.statusCode).toBe(201);
    const names = (res.json().data as KnowledgeFile[]).map((f) => f.fileName);
    expect(names[0]).toBe('passwd');
    expect(names[1]).toBe('minutes.txt');
    expect(names[2]).toHaveLength(200);
    expect(names[2]!.endsWith('.txt')).toBe(true);
    for (const f of res.json().data as KnowledgeFile[]) {
      expect(f.key.startsWith(`${schoolId}/`)).toBe(true);
      expect(f.key).not.toContain('..');
      expect(f.key).not.toContain('\0');
    }
    // Every stored byte lives under DATA_DIR/files/<schoolId>/.
    const stored = filesUnder(path.join(t.dataDir, 'files'));
    expect(stored.every((f) => f.startsWith(`${schoolId}${path.sep}`))).toBe(true);
    expect(filesUnder(path.join(t.dataDir, 'etc'))).toHaveLength(0);
  });

  it('interprets a custom expiry in the school time zone', async () => {
    await t.database.query(`UPDATE schools SET time_zone = 'America/New_York' WHERE id = $1`, [schoolId]);
    const res = await upload(t, cookie, [{ name: 'trip.txt', body: makeTxt() }], {
      contentType: 'event',
      expiryDateTime: '2026-11-30T23:59',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data[0].expiry_date).toBe('2026-12-01T04:59:00.000Z');
    await t.database.query(`UPDATE schools SET time_zone = 'UTC' WHERE id = $1`, [schoolId]);
  });

  it('needs a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/s3/list'],
      ['GET', '/api/s3/sync-status'],
      ['GET', '/api/s3/file?key=x'],
      ['DELETE', '/api/s3/file?key=x'],
      ['PUT', '/api/s3/update'],
      ['POST', '/api/s3/upload'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('signed file URLs (GET /api/s3/file, GET /api/files/signed)', () => {
  async function urlFor(fileName: string): Promise<string> {
    const item = (await list()).data.find((f) => f.fileName === fileName)!;
    const res = await get(`/api/s3/file?key=${encodeURIComponent(item.key)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    return res.json().url as string;
  }

  it('serves a PDF inline with its type, nosniff and a locked-down CSP', async () => {
    const url = await urlFor('handbook.pdf');
    expect(url.startsWith('http://localhost:3000/api/files/signed?')).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="handbook.pdf"; filename*=UTF-8''handbook.pdf`,
    );
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('serves images inline and everything else as an attachment, both sandboxed', async () => {
    const png = await t.app.inject({ method: 'GET', url: pathOf(await urlFor('flyer.png')) });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^inline;/);
    expect(png.headers['content-security-policy']).toMatch(/^sandbox;/);

    const docx = await t.app.inject({ method: 'GET', url: pathOf(await urlFor('policy.docx')) });
    expect(docx.headers['content-disposition']).toMatch(/^attachment; filename="policy.docx"/);
    expect(docx.headers['content-security-policy']).toMatch(/^sandbox;/);

    const txt = await t.app.inject({ method: 'GET', url: pathOf(await urlFor('notes.txt')) });
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['content-disposition']).toMatch(/^attachment;/);
    expect(txt.body).toBe(makeTxt().toString());
  });

  it('refuses tampered and expired links with 403', async () => {
    const url = new URL(await urlFor('handbook.pdf'));
    const tamper = (param: string, value: string) => {
      const u = new URL(url);
      u.searchParams.set(param, value);
      return `${u.pathname}${u.search}`;
    };
    expect((await t.app.inject({ method: 'GET', url: tamper('type', 'text/html') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: tamper('name', 'evil.html') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: tamper('sig', 'A'.repeat(43)) })).statusCode).toBe(403);
    const otherKey = (await list()).data.find((f) => f.fileName === 'notes.txt')!.key;
    expect((await t.app.inject({ method: 'GET', url: tamper('key', otherKey) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: tamper('expires', String(2e9)) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/signed?key=x' })).statusCode).toBe(403);

    clock.advance(301_000);
    try {
      const expired = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error).toContain('invalid or has expired');
    } finally {
      clock.set('2026-11-21T09:00:00Z');
    }
  });

  it('answers 404 for a key the school does not have', async () => {
    expect((await get('/api/s3/file?key=nope')).statusCode).toBe(404);
  });
});

describe('upload limits (413)', () => {
  let small: TestApp;
  let smallCookie: string;
  beforeAll(async () => {
    small = await createTestApp({
      env: { UPLOAD_MAX_FILE_MB: '1', UPLOAD_MAX_FILES: '2' },
      overrides: { clock },
    });
    ({ cookie: smallCookie } = await signUp(small));
  });
  afterAll(async () => small.close());

  it('refuses a file over the per-file cap, naming the file and the limit', async () => {
    const big = Buffer.concat([makeTxt(), Buffer.alloc(1024 * 1024 + 10, 0x61)]);
    const res = await upload(small, smallCookie, [{ name: 'big.txt', body: big }], { contentType: 'policy' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('"big.txt" is larger than the 1 MB limit per file');
    const listed = await small.app.inject({
      method: 'GET',
      url: '/api/s3/list',
      headers: { cookie: smallCookie },
    });
    expect(listed.json().count).toBe(0);
  });

  it('refuses more files than the per-request count', async () => {
    const files = ['a', 'b', 'c'].map((n) => ({ name: `${n}.txt`, body: makeTxt() }));
    const res = await upload(small, smallCookie, files, { contentType: 'policy' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Too many files: upload at most 2 files at a time');
    const listed = await small.app.inject({
      method: 'GET',
      url: '/api/s3/list',
      headers: { cookie: smallCookie },
    });
    expect(listed.json().count).toBe(0);
  });
});
