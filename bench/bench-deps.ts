import type { AppDeps } from '../server/app/deps.js';
import { createTestDeps } from '../server/testing/test-app.js';

/**
 * Production-mode dependencies for a bench run over a fresh migrated database (`kind` picks PGlite
 * or the PostgreSQL server of TEST_DATABASE_URL), jobs registered, queue not yet started, logs off,
 * the queue polling every 50 ms. The caller removes `dataDir` (a new temporary folder) at the end.
 */
export async function createBenchDeps(kind: 'pglite' | 'postgres') {
  process.env.HOMEROOM_TEST_DB = kind;
  return createTestDeps({
    dataDirPrefix: 'homeroom-bench-',
    env: { NODE_ENV: 'production', JOB_POLL_INTERVAL_MS: '50' },
  });
}

/**
 * Store `pdf` as the school's "manual.pdf" (a handbook) and enqueue its ingestion, as an upload
 * does, without the HTTP request. Returns the knowledge_files id.
 */
export async function enqueueManualPdf(deps: AppDeps, schoolId: string, pdf: Buffer): Promise<string> {
  const key = `${schoolId}/${crypto.randomUUID()}/manual.pdf`;
  await deps.storage.put(key, pdf, 'application/pdf');
  const [file] = await deps.database.query<{ id: string }>(
    `INSERT INTO knowledge_files (school_id, key, file_name, content_type, mime_type, size) VALUES ($1, $2, 'manual.pdf', 'handbook', 'application/pdf', $3) RETURNING id`,
    [schoolId, key, pdf.length],
  );
  await deps.queue.enqueue('knowledge.ingest', { fileId: file!.id });
  return file!.id;
}
