/**
 * API latency while a large PDF is indexed:
 *
 *   node --import tsx bench/isolation.bench.ts
 *
 * Starts the real app on 127.0.0.1 (embedded PGlite, the queue's worker loop in the same process,
 * as `npm start` runs it), uploads-as-stored a 1,000-page text PDF (the page limit) and, until it
 * is FINISHED, calls GET /api/health back to back (one in flight, 10 ms apart). Reports the
 * latency percentiles of those calls, the longest one, and upload→FINISHED. Target: p99 < 200 ms.
 * Runs again on PostgreSQL when TEST_DATABASE_URL is set. Writes bench/results/isolation.json.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app/app.js';
import { textPdf } from '../server/modules/ingestion/fixtures/fixtures.js';
import { stopParserProcesses } from '../server/modules/ingestion/ingestion.isolate.js';
import { stopOcr } from '../server/modules/ingestion/ingestion.ocr.js';
import { createBenchDeps, enqueueManualPdf } from './bench-deps.js';
import { writeBenchResult } from './bench-results.js';

const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function runOn(kind: 'pglite' | 'postgres', pdf: Buffer) {
  const { dataDir, database, deps } = await createBenchDeps(kind);
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await deps.queue.start();
  const [school] = await database.query<{ id: string }>(
    `INSERT INTO schools (name) VALUES ('Bench School') RETURNING id`,
  );

  // Idle baseline.
  const idle: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    idle.push(performance.now() - s);
  }

  const started = performance.now();
  const fileId = await enqueueManualPdf(deps, school!.id, pdf);
  let done = false;
  let status = '';
  const watcher = (async () => {
    while (!done) {
      const [state] = await database.query<{ sync_status: string }>(
        'SELECT sync_status FROM knowledge_files WHERE id = $1',
        [fileId],
      );
      status = state!.sync_status;
      if (status === 'FINISHED' || status === 'FAILED') done = true;
      else await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const during: number[] = [];
  while (!done) {
    const s = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    during.push(performance.now() - s);
    await new Promise((r) => setTimeout(r, 10));
  }
  await watcher;
  const ingestMs = performance.now() - started;
  const [chunks] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM knowledge_chunks WHERE file_id = $1',
    [fileId],
  );

  await deps.queue.stop();
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  const result = {
    database: kind,
    pages: PAGES,
    status,
    chunks: chunks!.n,
    uploadToFinishedMs: Math.round(ingestMs),
    idle: { n: idle.length, p50: round(pct(idle, 50)), p99: round(pct(idle, 99)) },
    duringIngestion: {
      n: during.length,
      p50: round(pct(during, 50)),
      p99: round(pct(during, 99)),
      max: round(Math.max(...during)),
    },
    meetsTarget: pct(during, 99) < 200,
  };
  console.log(JSON.stringify(result));
  return result;
}

const pdf = await textPdf(PAGES);
const results = [await runOn('pglite', pdf)];
if (process.env.TEST_DATABASE_URL) results.push(await runOn('postgres', pdf));
await stopParserProcesses();
await stopOcr();
const report = {
  benchmark: 'isolation',
  date: new Date().toISOString(),
  node: process.version,
  loadAverage: loadavg().map((x) => Number(x.toFixed(1))),
  results,
};
writeBenchResult(process.env.BENCH_OUT ?? 'isolation.json', report);
