/**
 * Fuzz run of the upload → ingestion pipeline:
 *
 *   node --import tsx bench/fuzz.bench.ts          (FUZZ_FILES=1000, FUZZ_CONCURRENCY=4)
 *
 * Builds FUZZ_FILES mutated PNG / PDF / DOCX files (byte flips, truncations, duplicated chunks,
 * mixed; see fixtures/mutate.ts) from the ingestion fixtures and uploads them one per request
 * through POST /api/s3/upload of the real app listening on 127.0.0.1, FUZZ_CONCURRENCY requests in
 * flight, with the queue's worker loop running in the same process (as `npm start`). Then waits
 * until every stored file is FINISHED or FAILED (FUZZ_DEADLINE_MS, default 30 min) and checks that
 * /api/health still answers. Reports counts per kind and outcome, failure messages, and times.
 * Writes bench/results/fuzz.json. Exit code 1 when the server died or a file was left pending.
 */
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { fuzzSources, mutate } from '../server/modules/ingestion/fixtures/mutate.js';
import { stopParserProcesses } from '../server/modules/ingestion/ingestion.isolate.js';
import { multipart } from '../server/modules/knowledge/knowledge.test-helpers.js';
import { createTestApp, signUp } from '../server/testing/test-app.js';
import { writeBenchResult } from './bench-results.js';

const N = Number(process.env.FUZZ_FILES ?? 1000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
const DEADLINE_MS = Number(process.env.FUZZ_DEADLINE_MS ?? 30 * 60_000);

const sources = await fuzzSources(3, 2);

const t = await createTestApp({ env: { UPLOAD_MAX_FILES: '20', JOB_POLL_INTERVAL_MS: '50' } });
const { cookie } = await signUp(t);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
await t.deps.queue.start();

const started = performance.now();
const uploads = { accepted: 0, rejected: 0, rejectedByStatus: {} as Record<string, number> };
let next = 0;
async function uploader(): Promise<void> {
  while (next < N) {
    const i = next++;
    const source = sources[i % sources.length]!;
    const { bytes, kind } = mutate(source.body, i + 1);
    const { payload, headers } = multipart(
      [{ name: `fuzz-${i}-${kind}.${source.ext}`, body: bytes, type: source.type }],
      {
        contentType: 'handbook',
      },
    );
    const res = await fetch(`${base}/api/s3/upload`, {
      method: 'POST',
      body: payload,
      headers: { ...headers, cookie, origin: 'http://localhost:3000' },
    });
    await res.arrayBuffer();
    if (res.status === 201) uploads.accepted++;
    else {
      uploads.rejected++;
      uploads.rejectedByStatus[res.status] = (uploads.rejectedByStatus[res.status] ?? 0) + 1;
    }
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, uploader));
const uploadMs = performance.now() - started;

type Row = { sync_status: string; n: number };
let rows: Row[];
for (;;) {
  rows = await t.database.query<Row>(
    'SELECT sync_status, count(*)::int AS n FROM knowledge_files GROUP BY sync_status',
  );
  const open = rows
    .filter((r) => r.sync_status === 'PENDING' || r.sync_status === 'PROCESSING')
    .reduce((a, r) => a + r.n, 0);
  if (open === 0 || performance.now() - started > DEADLINE_MS) break;
  await new Promise((r) => setTimeout(r, 500));
}
const totalMs = performance.now() - started;
const health = await fetch(`${base}/api/health`).then(
  (r) => r.status,
  () => 0,
);
const byKind = await t.database.query<{ ext: string; sync_status: string; n: number }>(
  `SELECT substring(file_name from '\\.([a-z]+)$') AS ext, sync_status, count(*)::int AS n FROM knowledge_files GROUP BY 1, 2 ORDER BY 1, 2`,
);
const messages = await t.database.query<{ error_message: string; n: number }>(
  `SELECT error_message, count(*)::int AS n FROM knowledge_files WHERE sync_status = 'FAILED' GROUP BY 1 ORDER BY 2 DESC`,
);
await t.close();
await stopParserProcesses();

const statuses = Object.fromEntries(rows.map((r) => [r.sync_status, r.n]));
const report = {
  benchmark: 'fuzz',
  date: new Date().toISOString(),
  node: process.version,
  loadAverage: loadavg().map((x) => Number(x.toFixed(1))),
  files: N,
  concurrency: CONCURRENCY,
  uploads,
  statuses,
  byKind,
  failureMessages: messages,
  serverAliveStatus: health,
  uploadPhaseMs: Math.round(uploadMs),
  totalMs: Math.round(totalMs),
  ok: health === 200 && !statuses.PENDING && !statuses.PROCESSING,
};
console.log(JSON.stringify(report, null, 2));
writeBenchResult('fuzz.json', report);
process.exit(report.ok ? 0 : 1);
