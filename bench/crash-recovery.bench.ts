/**
 * kill -9 mid-ingestion on PostgreSQL, then restart:
 *
 *   CRASH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<empty db> node --import tsx bench/crash-recovery.bench.ts
 *
 * Starts the real server (`node --import tsx server/main.ts`, worker mode) on the given database,
 * stores a 1,000-page PDF and enqueues its ingestion exactly as an upload does, SIGKILLs the server
 * as soon as the file is PROCESSING, starts a new server process and measures the time from that
 * restart to FINISHED (target: < 30 s; the queue's lease is 20 s, renewed every 5 s by heartbeats).
 * Writes bench/results/crash-recovery.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDeps } from '../server/app/container.js';
import { loadConfig } from '../server/config/config.js';
import { openDatabase } from '../server/db/client.js';
import { textPdf } from '../server/modules/ingestion/fixtures/fixtures.js';
import { createLogger } from '../server/shared/logger.js';
import { enqueueManualPdf } from './bench-deps.js';
import { writeBenchResult } from './bench-results.js';

const url = process.env.CRASH_DATABASE_URL;
if (!url) throw new Error('set CRASH_DATABASE_URL to an empty PostgreSQL database');
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'homeroom-crash-'));
const env = {
  ...process.env,
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  PROCESS_MODE: 'worker',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  JOB_POLL_INTERVAL_MS: '200',
};

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server = startServer();
const config = loadConfig(env);
const database = await openDatabase({ databaseUrl: url, dataDir });
// Wait for the server's migrations.
for (;;) {
  const rows = await database
    .query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'jobs'`,
    )
    .catch(() => [{ n: 0 }]);
  if (rows[0]!.n > 0) break;
  await sleep(200);
}
await sleep(2000);
const deps = createDeps({ config, database, logger: createLogger({ level: 'silent' }) });
const [school] = await database.query<{ id: string }>(
  `INSERT INTO schools (name) VALUES ('Crash School') RETURNING id`,
);
const pdf = await textPdf(1000);
const fileId = await enqueueManualPdf(deps, school!.id, pdf);
const status = async () =>
  (
    await database.query<{ sync_status: string }>('SELECT sync_status FROM knowledge_files WHERE id = $1', [
      fileId,
    ])
  )[0]!.sync_status;

while ((await status()) !== 'PROCESSING') await sleep(20);
server.kill('SIGKILL');
await new Promise((r) => server.once('exit', r));
const statusAfterKill = await status();
await sleep(1000);
const restarted = performance.now();
server = startServer();
let final = '';
while (performance.now() - restarted < 120_000) {
  final = await status();
  if (final === 'FINISHED' || final === 'FAILED') break;
  await sleep(100);
}
const recoveryMs = Math.round(performance.now() - restarted);
const [job] = await database.query<{ attempts: number; status: string }>(
  `SELECT attempts, status FROM jobs WHERE name = 'knowledge.ingest'`,
);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await database.close();
rmSync(dataDir, { recursive: true, force: true });
const report = {
  benchmark: 'crash-recovery',
  date: new Date().toISOString(),
  statusAfterKill,
  final,
  restartToFinalMs: recoveryMs,
  job,
  meetsTarget: final === 'FINISHED' && recoveryMs < 30_000,
};
console.log(JSON.stringify(report));
writeBenchResult('crash-recovery.json', report);
