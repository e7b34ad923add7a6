import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { docxZipBomb, encryptedPdf, fixtureFile, textPdf } from './fixtures/fixtures.js';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import { ocrImage, stopOcr } from './ingestion.ocr.js';
import { GIVE_UP_MESSAGE } from './ingestion.usecases.js';
import { chunksOf, fileState, seedFile, seedSchool } from './ingestion.testing.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(() => stopOcr());

async function ingest(fileName: string, mimeType: string, body: Buffer) {
  t ??= await createTestApp();
  const schoolId = await seedSchool(t);
  const fileId = await seedFile(t, { schoolId, fileName, mimeType, body });
  await t.deps.queue.runDue();
  return { fileId, state: await fileState(t, fileId), chunks: await chunksOf(t, fileId) };
}

const failed = (error_message: string) => ({ sync_status: 'FAILED', error_message });

describe('bad inputs end FAILED with a message staff can act on', { timeout: 90_000 }, () => {
  it('corrupt, truncated, non-PDF and password-protected PDFs', async () => {
    const whole = await textPdf(10);
    expect(
      (await ingest('cut.pdf', 'application/pdf', whole.subarray(0, Math.floor(whole.length * 0.6)))).state,
    ).toEqual(failed(MESSAGES.pdfDamaged));
    expect(
      (await ingest('cut-late.pdf', 'application/pdf', whole.subarray(0, whole.length - 40))).state,
    ).toEqual(failed(MESSAGES.pdfDamaged));
    const garbage = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(4000, 0x5a),
      Buffer.from('\n%%EOF\n'),
    ]);
    expect((await ingest('garbage.pdf', 'application/pdf', garbage)).state).toEqual(
      failed(MESSAGES.pdfDamaged),
    );
    const encrypted = await ingest('secret.pdf', 'application/pdf', encryptedPdf());
    expect(encrypted.state).toEqual(failed('File is password-protected'));
    expect(encrypted.chunks).toEqual([]);
  });

  it('a PDF with no text and nothing to OCR', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const { state } = await ingest('blank.pdf', 'application/pdf', Buffer.from(await doc.save()));
    expect(state).toEqual(failed('This PDF has no readable text and OCR found none'));
  });

  it('an image with no text, and an empty document', async () => {
    expect((await ingest('shapes.png', 'image/png', fixtureFile('blank.png'))).state).toEqual(
      failed('No readable text found in this image'),
    );
    expect((await ingest('empty.txt', 'text/plain', Buffer.from(' \n\t\n'))).state).toEqual(
      failed('This file contains no text'),
    );
    expect(
      (await ingest('empty.html', 'text/html', Buffer.from('<html><body><script>x()</script></body></html>')))
        .state,
    ).toEqual(failed('This file contains no text'));
  });

  it('a damaged Word file', async () => {
    expect((await ingest('broken.docx', DOCX, Buffer.from('PK\x03\x04 not really a zip'))).state).toEqual(
      failed(MESSAGES.docxDamaged),
    );
    expect(
      (await ingest('broken.doc', 'application/msword', Buffer.from('not an OLE file at all'))).state,
    ).toEqual(failed(MESSAGES.docDamaged));
  });
});

describe('limits keep the worker alive', { timeout: 90_000 }, () => {
  it('DOCX zip bombs (honest and lying headers) fail quickly with bounded memory, and the next job still runs', async () => {
    t = await createTestApp();
    const schoolId = await seedSchool(t);
    const honest = docxZipBomb(4, 'honest');
    const lying = docxZipBomb(2, 'lying');
    expect(honest.length).toBeLessThan(5 * 1024 * 1024);
    const a = await seedFile(t, { schoolId, fileName: 'bomb.docx', mimeType: DOCX, body: honest });
    const b = await seedFile(t, { schoolId, fileName: 'liar.docx', mimeType: DOCX, body: lying });
    const good = await seedFile(t, {
      schoolId,
      fileName: 'after.txt',
      mimeType: 'text/plain',
      body: Buffer.from('Still working.'),
    });

    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = Date.now();
    await t.deps.queue.runDue();
    clearInterval(sampler);

    expect(Date.now() - started).toBeLessThan(5_000);
    expect(peak - before).toBeLessThan(150 * 1024 * 1024);
    const message = 'This Word file expands to more than 100 MB and was not processed';
    expect(await fileState(t, a)).toEqual(failed(message));
    expect(await fileState(t, b)).toEqual(failed(message));
    expect(await fileState(t, good)).toEqual({ sync_status: 'FINISHED', error_message: null });
  });

  it('a PDF over the page limit is refused before its pages are read', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 1001; i++) doc.addPage([200, 200]);
    const { state } = await ingest('huge.pdf', 'application/pdf', Buffer.from(await doc.save()));
    expect(state).toEqual(
      failed('This PDF has 1,001 pages; the limit is 1,000. Split it into smaller files'),
    );
  });

  it('an image over the pixel limit is refused from its header, before decoding', async () => {
    const png = fixtureFile('notice.png');
    const huge = Buffer.from(png);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    const { state } = await ingest('poster.png', 'image/png', huge);
    expect(state).toEqual(
      failed('This image is 100 megapixels; the limit is 40 megapixels. Resize it and upload again'),
    );
  });

  it('OCR past its time limit fails that page only; the next OCR works', async () => {
    const error = await ocrImage(fixtureFile('notice.png'), { timeoutMs: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestionError);
    expect((error as Error).message).toBe(MESSAGES.ocrTimeout(0));
    expect(await ocrImage(fixtureFile('notice.png'))).toContain('Winter Concert');
  });
});

describe('job lifecycle', { timeout: 90_000 }, () => {
  it('re-running a job replaces the chunks (no duplicates)', async () => {
    const { fileId, chunks: first } = await ingest('handbook.pdf', 'application/pdf', await textPdf(4));
    expect(first).toHaveLength(4);
    await t!.deps.queue.enqueue('knowledge.ingest', { fileId });
    await t!.deps.queue.runDue();
    const second = await chunksOf(t!, fileId);
    expect(second).toEqual(first);
    const [count] = await t!.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM knowledge_chunks WHERE file_id = $1',
      [fileId],
    );
    expect(count!.n).toBe(4);
  });

  it('a file deleted before its job runs: the job completes quietly', async () => {
    t = await createTestApp();
    const schoolId = await seedSchool(t);
    const fileId = await seedFile(t, {
      schoolId,
      fileName: 'gone.txt',
      mimeType: 'text/plain',
      body: Buffer.from('Bye.'),
    });
    await t.database.query('DELETE FROM knowledge_files WHERE id = $1', [fileId]);
    expect(await t.deps.queue.runDue()).toBe(1);
    const jobs = await t.database.query<{ status: string }>(
      `SELECT status FROM jobs WHERE name = 'knowledge.ingest'`,
    );
    expect(jobs).toEqual([{ status: 'completed' }]);
    expect(await chunksOf(t, fileId)).toEqual([]);
  });

  it('a job left running by a killed process resumes after restart and finishes', async () => {
    t = await createTestApp();
    const schoolId = await seedSchool(t);
    const fileId = await seedFile(t, {
      schoolId,
      fileName: 'policy.txt',
      mimeType: 'text/plain',
      body: Buffer.from('Phones stay in bags.'),
    });
    // The dead process had claimed the job and set the file PROCESSING.
    await t.database.query(
      `UPDATE jobs SET status = 'active', attempts = 1, locked_until = now() + interval '10 minutes'`,
    );
    await t.database.query(`UPDATE knowledge_files SET sync_status = 'PROCESSING' WHERE id = $1`, [fileId]);
    await t.deps.queue.start({ recoverActive: true });
    await expect
      .poll(async () => (await fileState(t!, fileId))?.sync_status, { timeout: 10_000 })
      .toBe('FINISHED');
    await t.deps.queue.stop();
    expect((await chunksOf(t, fileId)).map((c) => c.content)).toEqual(['Phones stay in bags.']);
  });

  it('a job that crashed the process on its last attempt is failed, not run again', async () => {
    t = await createTestApp();
    const schoolId = await seedSchool(t);
    const fileId = await seedFile(t, {
      schoolId,
      fileName: 'poison.txt',
      mimeType: 'text/plain',
      body: Buffer.from('x'),
    });
    await t.database.query(`UPDATE jobs SET status = 'active', attempts = max_attempts`);
    await t.database.query(`UPDATE knowledge_files SET sync_status = 'PROCESSING' WHERE id = $1`, [fileId]);
    await t.deps.queue.start({ recoverActive: true });
    await expect
      .poll(async () => (await fileState(t!, fileId))?.sync_status, { timeout: 10_000 })
      .toBe('FAILED');
    await t.deps.queue.stop();
    expect((await fileState(t, fileId))?.error_message).toBe(GIVE_UP_MESSAGE);
  });

  it('a glitch is retried with the file shown PENDING; after the last attempt it ends FAILED, never PROCESSING', async () => {
    const clock = fixedClock('2026-11-21T10:00:00Z');
    t = await createTestApp({ overrides: { clock } });
    const schoolId = await seedSchool(t);
    const fileId = await seedFile(t, {
      schoolId,
      fileName: 'a.txt',
      mimeType: 'text/plain',
      body: Buffer.from('Hello.'),
      enqueue: false,
    });
    await t.deps.queue.enqueue('knowledge.ingest', { fileId }, { maxAttempts: 2 });
    const storage = t.deps.storage;
    const realGet = storage.get.bind(storage);
    storage.get = async () => {
      throw new Error('storage unavailable');
    };
    expect(await t.deps.queue.runDue()).toBe(1);
    expect(await fileState(t, fileId)).toEqual({ sync_status: 'PENDING', error_message: null });
    clock.advance(60_000);
    expect(await t.deps.queue.runDue()).toBe(1);
    expect(await fileState(t, fileId)).toEqual(failed(GIVE_UP_MESSAGE));

    // Re-queued later (e.g. the knowledge module's re-sync) with storage back: it recovers.
    storage.get = realGet;
    await t.deps.queue.enqueue('knowledge.ingest', { fileId });
    await t.deps.queue.runDue();
    expect(await fileState(t, fileId)).toEqual({ sync_status: 'FINISHED', error_message: null });
  });
});
