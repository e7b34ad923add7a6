import { deflateSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { composeEmail, insertForwardingSchool } from '../inbound-email/inbound-email.test-helpers.js';
import { ingestInboundEmail } from '../inbound-email/inbound-email.ingest.js';
import { acceptInboundEmail } from '../inbound-email/inbound-email.usecases.js';
import { fixtureFile, textPdf } from './fixtures/fixtures.js';
import { MESSAGES } from './ingestion.errors.js';
import { extractIsolated, ISOLATION_MESSAGES, stopExtractionThreads } from './ingestion.isolate.js';
import { stopOcr } from './ingestion.ocr.js';
import { fileState, seedFile, seedSchool } from './ingestion.testing.js';

/**
 * One bad file never stops the service: the extractors run in an isolated thread, so a file that
 * makes a parser throw from inside its own worker, hang or exhaust memory fails only its own job.
 * If an uncaught exception escaped here, vitest would report it and fail the run.
 */

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A 100×100 grayscale PNG whose IDAT holds 10 bytes of the 10,100 its IHDR promises (~70 bytes). */
export function truncatedPng(padToBytes = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100, 0);
  ihdr.writeUInt32BE(100, 4);
  ihdr[8] = 8;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr)];
  if (padToBytes > 0)
    parts.push(pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padToBytes, 0x41)])));
  parts.push(pngChunk('IDAT', deflateSync(Buffer.alloc(10))), pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(async () => {
  await stopExtractionThreads();
  await stopOcr();
});

const silent = { warn: () => undefined } as never;

describe('isolated extraction', { timeout: 120_000 }, () => {
  it('a truncated PNG fails its own file with a clear reason; the next image is read', async () => {
    t = await createTestApp();
    const schoolId = await seedSchool(t);
    const bad = await seedFile(t, {
      schoolId,
      fileName: 'flyer.png',
      mimeType: 'image/png',
      body: truncatedPng(),
    });
    const good = await seedFile(t, {
      schoolId,
      fileName: 'notice.png',
      mimeType: 'image/png',
      body: fixtureFile('notice.png'),
    });
    await t.deps.queue.runDue();
    expect(await fileState(t, bad)).toEqual({ sync_status: 'FAILED', error_message: MESSAGES.imageDamaged });
    expect((await fileState(t, good))?.sync_status).toBe('FINISHED');
  });

  it('the same PNG e-mailed as an attachment fails that attachment only', async () => {
    t = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: 'inbound.homeroom.test' } });
    const schoolId = await insertForwardingSchool(t, 'poison-0000000000@inbound.homeroom.test');
    const raw = await composeEmail({
      subject: 'Fwd: Carnival flyer',
      text: 'The spring carnival is on Saturday, May 2 from 10 AM to 2 PM.',
      attachments: [{ filename: 'flyer.png', content: truncatedPng(16 * 1024), contentType: 'image/png' }],
    });
    const [accepted] = await acceptInboundEmail({ deps: t.deps, raw, schoolIds: [schoolId] });
    await ingestInboundEmail({ deps: t.deps, inboundEmailId: accepted!.inboundEmailId! });
    await t.deps.queue.runDue();
    const items = await t.database.query<{
      file_name: string;
      sync_status: string;
      error_message: string | null;
    }>(
      'SELECT file_name, sync_status, error_message FROM knowledge_files WHERE school_id = $1 ORDER BY file_name',
      [schoolId],
    );
    expect(items.find((i) => i.file_name === 'flyer.png')).toMatchObject({
      sync_status: 'FAILED',
      error_message: MESSAGES.imageDamaged,
    });
    expect(items.find((i) => i.file_name !== 'flyer.png')?.sync_status).toBe('FINISHED');
  });

  it('a file over its time budget is stopped; the next file is extracted', async () => {
    const pdf = await textPdf(40);
    await expect(
      extractIsolated(
        pdf,
        { fileName: 'slow.pdf', mimeType: 'application/pdf', logger: silent },
        { timeoutMs: 5 },
      ),
    ).rejects.toThrow(ISOLATION_MESSAGES.tooSlow(0));
    const next = await extractIsolated(pdf, {
      fileName: 'ok.pdf',
      mimeType: 'application/pdf',
      logger: silent,
    });
    expect(next.text.length).toBeGreaterThan(1000);
  });

  it('a thread that runs out of memory fails the file, not the process', async () => {
    const pdf = await textPdf(200);
    await expect(
      extractIsolated(
        pdf,
        { fileName: 'big.pdf', mimeType: 'application/pdf', logger: silent },
        { maxMemoryMb: 2 },
      ),
    ).rejects.toThrow(ISOLATION_MESSAGES.crashed);
    const next = await extractIsolated(await textPdf(2), {
      fileName: 'small.pdf',
      mimeType: 'application/pdf',
      logger: silent,
    });
    expect(next.kind).toBe('pdf');
  });
});
