import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeps } from '../server/app/container.js';
import { registerJobs } from '../server/app/jobs.js';
import { loadConfig } from '../server/config/config.js';
import { createTestDatabase } from '../server/db/test-database.js';
import { createLogger } from '../server/shared/logger.js';

/**
 * Production-mode dependencies for a bench run over a fresh migrated database (`kind` picks PGlite
 * or the PostgreSQL server of TEST_DATABASE_URL), jobs registered, queue not yet started, logs off,
 * the queue polling every 50 ms. The caller removes `dataDir` (a new temporary folder) at the end.
 */
export async function createBenchDeps(kind: 'pglite' | 'postgres') {
  process.env.HOMEROOM_TEST_DB = kind;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'homeroom-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOB_POLL_INTERVAL_MS: '50',
  });
  const database = await createTestDatabase();
  const deps = createDeps({ config, database, logger: createLogger({ level: 'silent' }) });
  registerJobs(deps);
  return { dataDir, database, deps };
}
