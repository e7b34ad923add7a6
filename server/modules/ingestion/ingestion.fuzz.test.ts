import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../testing/test-app.js';
import { upload } from '../knowledge/knowledge.test-helpers.js';
import { fuzzSources, mutate } from './fixtures/mutate.js';
import { stopParserProcesses } from './ingestion.isolate.js';

/**
 * 30 mutated PNG / PDF / DOCX files (the small version of bench/fuzz.bench.ts) through the upload
 * API: every stored file ends FINISHED or FAILED with a message, and the server keeps answering.
 */
afterAll(() => stopParserProcesses());

describe('fuzzed uploads', { timeout: 120_000 }, () => {
  it('30 mutated files: each ends FINISHED or FAILED with a message; the server still answers', async () => {
    const t = await createTestApp();
    try {
      const { cookie } = await signUp(t);
      const sources = await fuzzSources(2, 1);
      for (let i = 0; i < 30; i++) {
        const source = sources[i % 3]!;
        const { bytes, kind } = mutate(source.body, 1000 + i);
        const res = await upload(
          t,
          cookie,
          [{ name: `fuzz-${i}-${kind}.${source.ext}`, body: bytes, type: source.type }],
          {
            contentType: 'handbook',
          },
        );
        // A file too damaged to be recognised is refused at upload; that is fine too.
        expect([201, 415]).toContain(res.statusCode);
      }
      await t.deps.queue.runDue();
      const rows = await t.database.query<{ sync_status: string; error_message: string | null }>(
        'SELECT sync_status, error_message FROM knowledge_files',
      );
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        expect(['FINISHED', 'FAILED']).toContain(row.sync_status);
        if (row.sync_status === 'FAILED') expect(row.error_message).toMatch(/\w{3,}/);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
