import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { upload } from '../knowledge/knowledge.test-helpers.js';
import { densePdf, fixtureFile, handbookDocx } from './fixtures/fixtures.js';
import { heavyHtml, truncatedPng } from './fixtures/hostile.js';
import { MESSAGES } from './ingestion.errors.js';
import { stopParserProcesses } from './ingestion.isolate.js';
import { fileState, seedFile, seedSchool } from './ingestion.testing.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A parser failing in any way (exception, native error, hang, memory) fails only its file. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(() => stopParserProcesses());

async function uploadAndRun(app: TestApp, cookie: string, name: string, body: Buffer, type: string) {
  const res = await upload(app, cookie, [{ name, body, type }], { contentType: 'announcement' });
  expect(res.statusCode).toBe(201);
  const [row] = await app.database.query<{ id: string }>(
    'SELECT id FROM knowledge_files WHERE file_name = $1',
    [name],
  );
  await app.deps.queue.runDue();
  const id = row!.id;
  return fileState(app, id);
}

describe('parser isolation', { timeout: 120_000 }, () => {
  it('a truncated PNG uploaded as flyer.png ends FAILED, the server stays up and the next upload works', async () => {
    t = await createTestApp();
    const { cookie } = await signUp(t);
    expect(await uploadAndRun(t, cookie, 'flyer.png', truncatedPng(), 'image/png')).toEqual({
      sync_status: 'FAILED',
      error_message: 'This image is damaged or incomplete',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await uploadAndRun(t, cookie, 'notice.png', fixtureFile('notice.png'), 'image/png')).toEqual({
      sync_status: 'FINISHED',
      error_message: null,
    });
  });

  it('PDF and DOCX parsers over their time budget are stopped and the files FAILED with the budget in the message', async () => {
    t = await createTestApp({ env: { PARSER_TIMEOUT_MS: '1000' } });
    const schoolId = await seedSchool(t);
    const slow = await seedFile(t, {
      schoolId,
      fileName: 'huge.pdf',
      mimeType: 'application/pdf',
      body: await densePdf(),
    });
    await t.deps.queue.runDue();
    expect(await fileState(t, slow)).toEqual({
      sync_status: 'FAILED',
      error_message: MESSAGES.parserTimeout(1),
    });
    const docx = await seedFile(t, {
      schoolId,
      fileName: 'huge.docx',
      mimeType: DOCX,
      body: await handbookDocx(1000, { wordRuns: true }),
    });
    await t.deps.queue.runDue();
    expect(await fileState(t, docx)).toEqual({
      sync_status: 'FAILED',
      error_message: MESSAGES.parserTimeout(1),
    });
    const next = await seedFile(t, {
      schoolId,
      fileName: 'next.txt',
      mimeType: 'text/plain',
      body: Buffer.from('Still working.'),
    });
    await t.deps.queue.runDue();
    expect((await fileState(t, next))?.sync_status).toBe('FINISHED');
  });

  it('a parser over its memory budget fails its file, not the process', async () => {
    t = await createTestApp({ env: { PARSER_MAX_MEMORY_MB: '64' } });
    const schoolId = await seedSchool(t);
    const heavy = await seedFile(t, {
      schoolId,
      fileName: 'heavy.html',
      mimeType: 'text/html',
      body: heavyHtml(30),
    });
    await t.deps.queue.runDue();
    expect(await fileState(t, heavy)).toEqual({
      sync_status: 'FAILED',
      error_message: MESSAGES.parserCrashed,
    });
  });
});
