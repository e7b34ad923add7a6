/**
 * Seeding the benchmark school through the real product paths:
 * - every corpus document's rendered file (fixtures/: PDF, DOCX, TXT, PNG) goes through
 *   `createKnowledgeItem` and the `knowledge.ingest` job (unpdf / mammoth / tesseract OCR, the real
 *   chunker), run until no file is PENDING or PROCESSING; then the file's `created_at` is set to the
 *   corpus date, because freshness ranking depends on when a document was added;
 * - the calendar fixture is served by a local HTTP server on 127.0.0.1 and added through
 *   POST /api/calendars/add (real fetch, parse, expansion, storage).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../server/testing/test-app.js';
import { createKnowledgeItem } from '../../server/modules/knowledge/knowledge.usecases.js';
import { ics, startFeedServer, type FeedServer } from '../../server/modules/calendars/calendars.testing.js';
import { CORPUS } from './corpus.js';

const FIXTURES = path.resolve(import.meta.dirname, 'schools/maple-grove/fixtures');

/** Ingest the corpus; returns the number of chunks written. Throws if a file does not FINISH. */
export async function ingestCorpus(
  t: TestApp,
  schoolId: string,
): Promise<{ chunks: number; ingestMs: number }> {
  const started = performance.now();
  const keys: { key: string; createdAt: string; fileName: string }[] = [];
  for (const doc of CORPUS) {
    const item = await createKnowledgeItem({
      deps: t.deps,
      schoolId,
      fileName: doc.fileName,
      contentType: doc.contentType,
      body: readFileSync(path.join(FIXTURES, doc.fileName)),
      source: 'upload',
      expiryDate: doc.expiryDate ? new Date(doc.expiryDate) : null,
    });
    keys.push({ key: item.key, createdAt: doc.createdAt, fileName: doc.fileName });
  }
  for (let round = 0; round < 50; round++) {
    await t.deps.queue.runDue();
    const open = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM knowledge_files WHERE school_id = $1 AND sync_status IN ('PENDING', 'PROCESSING')`,
      [schoolId],
    );
    if (open[0]!.n === 0) break;
  }
  const rows = await t.database.query<{ key: string; sync_status: string; error_message: string | null }>(
    'SELECT key, sync_status, error_message FROM knowledge_files WHERE school_id = $1',
    [schoolId],
  );
  const notDone = rows.filter((r) => keys.some((k) => k.key === r.key) && r.sync_status !== 'FINISHED');
  if (notDone.length > 0) throw new Error(`ingestion did not finish: ${JSON.stringify(notDone)}`);
  for (const k of keys) {
    await t.database.query('UPDATE knowledge_files SET created_at = $2, updated_at = $2 WHERE key = $1', [
      k.key,
      k.createdAt,
    ]);
  }
  const count = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM knowledge_chunks WHERE school_id = $1',
    [schoolId],
  );
  return { chunks: count[0]!.n, ingestMs: Math.round(performance.now() - started) };
}

/** Serve the sample calendar locally and add it as the school (POST /api/calendars/add). */
export async function addSampleCalendar(
  t: TestApp,
  cookie: string,
): Promise<{ feeds: FeedServer; events: number }> {
  const feeds = await startFeedServer();
  feeds.route('/maple-grove.ics', ics(readFileSync(path.join(FIXTURES, 'maple-grove-calendar.ics'), 'utf8')));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/calendars/add',
    headers: { cookie },
    payload: {
      name: 'Maple Grove Elementary',
      ics_url: `${feeds.origin}/maple-grove.ics`,
      association: null,
    },
  });
  if (res.statusCode !== 201) throw new Error(`calendar add ${res.statusCode}: ${res.body}`);
  const events = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM calendar_events');
  return { feeds, events: events[0]!.n };
}
