/**
 * Ingestion benchmark ("Benchmark"):
 *
 *   node --import tsx bench/ingestion.bench.ts
 *
 * For a 100-page text PDF, a 20-page DOCX and a 1-page PNG (OCR) it measures the time from
 * "upload stored" (blob written, knowledge_files row PENDING, `knowledge.ingest` enqueued: exactly
 * what the upload route does) to FINISHED with the queue's worker loop running. Each file runs once cold (first use: pdf.js / mammoth imports, tesseract worker
 * start) and then RUNS (default 5, BENCH_RUNS) times warm, interleaved with the raw extractor; the median warm time is compared with the raw extractor alone
 * on the same bytes (unpdf `extractText`, mammoth `convertToHtml`, tesseract `recognize`), target
 * ratio ≤ 2×. Peak RSS is sampled every 10 ms over the whole run. Runs on embedded PGlite, and again
 * on PostgreSQL when TEST_DATABASE_URL is set. Writes bench/results/ingestion.json.
 */
import { rmSync } from 'node:fs';
import mammoth from 'mammoth';
import { extractText as unpdfExtractText, getDocumentProxy } from 'unpdf';
import { fixtureFile, handbookDocx, textPdf } from '../server/modules/ingestion/fixtures/fixtures.js';
import { ocrImage, stopOcr } from '../server/modules/ingestion/ingestion.ocr.js';
import { createBenchDeps } from './bench-deps.js';
import { writeBenchResult } from './bench-results.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (ms: number) => Math.round(ms);

async function runOn(databaseKind: 'pglite' | 'postgres'): Promise<unknown[]> {
  const { dataDir, database, deps } = await createBenchDeps(databaseKind);
  const [school] = await database.query<{ id: string }>(
    `INSERT INTO schools (name) VALUES ('Bench School') RETURNING id`,
  );
  await deps.queue.start();

  async function uploadToFinished(
    fileName: string,
    mimeType: string,
    body: Buffer,
  ): Promise<{ ms: number; chunks: number }> {
    const started = performance.now();
    const key = `${school!.id}/${crypto.randomUUID()}/${fileName}`;
    await deps.storage.put(key, body, mimeType);
    const [row] = await database.query<{ id: string }>(
      `INSERT INTO knowledge_files (school_id, key, file_name, content_type, mime_type, size) VALUES ($1, $2, $3, 'handbook', $4, $5) RETURNING id`,
      [school!.id, key, fileName, mimeType, body.length],
    );
    await deps.queue.enqueue('knowledge.ingest', { fileId: row!.id });
    for (;;) {
      const [state] = await database.query<{ sync_status: string; error_message: string | null }>(
        'SELECT sync_status, error_message FROM knowledge_files WHERE id = $1',
        [row!.id],
      );
      if (state!.sync_status === 'FINISHED') break;
      if (state!.sync_status === 'FAILED') throw new Error(`${fileName} failed: ${state!.error_message}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const ms = performance.now() - started;
    const [count] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM knowledge_chunks WHERE file_id = $1',
      [row!.id],
    );
    return { ms, chunks: count!.n };
  }

  const pdf = await textPdf(100);
  const docx = await handbookDocx(20);
  const png = fixtureFile('notice.png');
  const cases = [
    {
      name: 'pdf-100-pages',
      fileName: 'handbook-100.pdf',
      mimeType: 'application/pdf',
      body: pdf,
      targetMs: 10_000,
      raw: async () => {
        await unpdfExtractText(
          await getDocumentProxy(new Uint8Array(pdf), { isEvalSupported: false, verbosity: 0 }),
          { mergePages: true },
        );
      },
    },
    {
      name: 'docx-20-pages',
      fileName: 'handbook-20.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      body: docx,
      raw: async () => {
        await mammoth.convertToHtml({ buffer: docx });
      },
    },
    {
      name: 'png-1-page-ocr',
      fileName: 'notice.png',
      mimeType: 'image/png',
      body: png,
      // The process's tesseract worker, as the pipeline uses it (already started by the cold run).
      raw: async () => {
        await ocrImage(png);
      },
    },
  ];

  const results = [];
  for (const c of cases) {
    const cold = await uploadToFinished(c.fileName, c.mimeType, c.body);
    const warm: number[] = [];
    const raw: number[] = [];
    let chunks = cold.chunks;
    // Interleaved, so load from other processes on the machine hits both sides alike.
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await c.raw();
      raw.push(performance.now() - started);
      const r = await uploadToFinished(c.fileName, c.mimeType, c.body);
      warm.push(r.ms);
      chunks = r.chunks;
    }
    const result = {
      name: c.name,
      bytes: c.body.length,
      chunks,
      coldUploadToFinishedMs: round(cold.ms),
      warmUploadToFinishedMsMedian: round(median(warm)),
      warmRunsMs: warm.map(round),
      rawExtractorMsMedian: round(median(raw)),
      ratioToRawExtractor: Number((median(warm) / median(raw)).toFixed(2)),
      ...(c.targetMs ? { targetMs: c.targetMs, meetsTarget: cold.ms < c.targetMs } : {}),
      meetsRatioTarget: median(warm) / median(raw) <= 2,
    };
    results.push(result);
    console.log(databaseKind, JSON.stringify(result));
  }

  await deps.queue.stop();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return results;
}

async function main(): Promise<void> {
  const results: Record<string, unknown[]> = { pglite: await runOn('pglite') };
  // With TEST_DATABASE_URL (a PostgreSQL server), the same runs again on it.
  if (process.env.TEST_DATABASE_URL) results.postgres = await runOn('postgres');
  await stopOcr();
  clearInterval(sampler);

  const report = {
    benchmark: 'ingestion',
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: (await import('node:os')).loadavg().map((x) => Number(x.toFixed(1))),
    cpus: (await import('node:os')).cpus().length,
    runs: RUNS,
    peakRssMb: Math.round(peakRss / (1024 * 1024)),
    results,
  };
  writeBenchResult('ingestion.json', report);
  console.log(`peak RSS ${report.peakRssMb} MB → bench/results/ingestion.json`);
}

await main();
