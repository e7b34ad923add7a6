/**
 * `npm run demo`: create (or complete) the demo school "Maple Grove Elementary" in the configured
 * database (DATA_DIR's PGlite or DATABASE_URL), run the ingestion jobs, answer four weeks of parent
 * queries with the answer engine, and print the sign-in. Idempotent. With PGlite it takes the
 * DATA_DIR lock, so stop a running server first (or start the server with DEMO=true instead).
 */
import { ConfigError, loadConfig } from '../server/config/config.js';
import { openDatabase } from '../server/db/client.js';
import { acquireDataDirLock, DataDirLockedError } from '../server/db/lock.js';
import { runMigrations } from '../server/db/migrate.js';
import { createDeps } from '../server/app/container.js';
import { registerJobs } from '../server/app/jobs.js';
import { createLogger } from '../server/shared/logger.js';
import { seedDemo } from '../server/modules/demo/demo.usecases.js';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  let release = () => {};
  if (!config.DATABASE_URL) {
    try {
      release = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        console.error('Or start the server with DEMO=true to seed the demo school from inside it.');
        return 1;
      }
      throw err;
    }
  }
  const logger = createLogger({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const deps = createDeps({ config, database, logger });
    registerJobs(deps);
    await deps.queue.start({ recoverActive: database.kind === 'pglite' });
    try {
      const result = await seedDemo({ deps, log: (line) => console.log(line) });
      console.log('');
      console.log(
        `Demo school ready: ${result.knowledgeAdded} knowledge items and ${result.queriesAdded} parent queries added.`,
      );
      console.log(`Sign in at ${config.publicUrl}/login`);
      console.log(`  e-mail:   ${result.email}`);
      console.log(`  password: ${result.password}`);
    } finally {
      await deps.queue.stop();
    }
    return 0;
  } finally {
    await database.close();
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
