/**
 * Knowledge files API benchmarks: the whole HTTP path through Fastify `inject`
 * (auth, multipart streaming to temp files, content sniffing, blob write, row + job insert) for
 * single uploads of 1, 10 and 50 MB and a 20-file batch; list and sync-status latency for a school
 * with 1,000 items; serving a 10 MB original through a signed URL; peak RSS.
 * Run: `node --import tsx bench/knowledge.bench.ts` (embedded PGlite; set TEST_DATABASE_URL +
 * HOMEROOM_TEST_DB=postgres for the PostgreSQL server). Writes bench/results/knowledge.json.
 * Ingestion time (upload → FINISHED) is the ingestion module's benchmark.
 */
import { randomBytes } from 'node:crypto';
import { ensurePgliteTemplate } from '../server/db/test-database.js';
import { insertKnowledgeFile } from '../server/modules/knowledge/knowledge.repository.js';
import { multipart, pathOf } from '../server/modules/knowledge/knowledge.test-helpers.js';
import { createTestApp, signUp } from '../server/testing/test-app.js';
import { writeBenchResult, runBench } from './bench-results.js';

const MB = 1024 * 1024;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const pick = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
  const r = (n: number) => Math.round(n * 10) / 10;
  return { runs: s.length, p50_ms: r(pick(50)), p95_ms: r(pick(95)), max_ms: r(s.at(-1)!) };
}

/** A PDF-headed body of `bytes` (sniffed as PDF; the API path never parses it). */
function pdfLike(bytes: number): Buffer {
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  return Buffer.concat([header, randomBytes(bytes - header.length)]);
}

let peakRss = 0;
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);

async function main() {
  if (process.env.HOMEROOM_TEST_DB !== 'postgres') await ensurePgliteTemplate();
  const t = await createTestApp({ env: { UPLOAD_MAX_FILE_MB: '50' } });
  const { cookie, schoolId } = await signUp(t);
  const baselineRss = process.memoryUsage().rss;

  async function timedUpload(files: { name: string; body: Buffer }[], runs: number) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { payload, headers } = multipart(files, { contentType: 'handbook', expiryDays: '28' });
      const started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/s3/upload',
        payload,
        headers: { ...headers, cookie },
      });
      samples.push(performance.now() - started);
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    }
    return stats(samples);
  }

  const upload_1mb = await timedUpload([{ name: 'one.pdf', body: pdfLike(1 * MB) }], 10);
  const upload_10mb = await timedUpload([{ name: 'ten.pdf', body: pdfLike(10 * MB) }], 5);
  const upload_50mb = await timedUpload([{ name: 'fifty.pdf', body: pdfLike(50 * MB - 1024) }], 3);
  const upload_batch_20x200kb = await timedUpload(
    Array.from({ length: 20 }, (_, i) => ({ name: `newsletter-${i}.pdf`, body: pdfLike(200 * 1024) })),
    3,
  );

  // Fill the school to 1,000 items for the screen's two calls.
  const existing = (
    await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM knowledge_files`)
  )[0]!.n;
  for (let i = existing; i < 1000; i++) {
    await insertKnowledgeFile(t.database.db, {
      schoolId,
      key: `${schoolId}/bench-${i}/file-${i}.pdf`,
      fileName: `Bench file ${i}.pdf`,
      contentType: 'policy',
      mimeType: 'application/pdf',
      size: 1000 + i,
      syncStatus: i % 7 === 0 ? 'PENDING' : 'FINISHED',
    });
  }
  async function timedGet(url: string, runs: number) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      samples.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    }
    return stats(samples);
  }
  const list_1000 = await timedGet('/api/s3/list', 30);
  const sync_status_1000 = await timedGet('/api/s3/sync-status', 30);

  const tenKey = (
    await t.database.query<{ key: string }>(
      `SELECT key FROM knowledge_files WHERE file_name = 'ten.pdf' LIMIT 1`,
    )
  )[0]!.key;
  const signedSamples: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const urlRes = await t.app.inject({
      method: 'GET',
      url: `/api/s3/file?key=${encodeURIComponent(tenKey)}`,
      headers: { cookie },
    });
    const file = await t.app.inject({ method: 'GET', url: pathOf(urlRes.json().url) });
    signedSamples.push(performance.now() - started);
    if (file.statusCode !== 200 || file.rawPayload.length !== 10 * MB)
      throw new Error(
        `signed serve failed: ${file.statusCode} ${file.rawPayload.length} ${file.body.slice(0, 200)}`,
      );
  }
  const open_10mb_signed = stats(signedSamples);

  await t.close();
  clearInterval(rssTimer);
  const result = {
    benchmark: 'knowledge',
    database: process.env.HOMEROOM_TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    node: process.version,
    at: new Date().toISOString(),
    upload_1mb,
    upload_10mb,
    upload_50mb,
    upload_batch_20x200kb,
    list_1000,
    sync_status_1000,
    open_10mb_signed,
    rss_mb: { baseline: Math.round(baselineRss / MB), peak: Math.round(peakRss / MB) },
  };
  writeBenchResult('knowledge.json', result);
  console.log(JSON.stringify(result, null, 2));
}

runBench(main);
