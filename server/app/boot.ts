/**
 * Start-up shared by the server (`server/main.ts`) and the demo script (`scripts/demo.ts`): read the
 * config, take the DATA_DIR lock when the database is the embedded PGlite, open and migrate the
 * database, assemble the dependencies and register the jobs.
 */
import type { Config } from '../config/config.js';
import { ConfigError, loadConfig } from '../config/config.js';
import type { Database } from '../db/client.js';
import { openDatabase } from '../db/client.js';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.js';
import { runMigrations } from '../db/migrate.js';
import { createLogger, type Logger } from '../shared/logger.js';
import { createDeps } from './container.js';
import type { AppDeps } from './deps.js';
import { registerJobs } from './jobs.js';

export interface Homeroom {
  config: Config;
  logger: Logger;
  database: Database;
  deps: AppDeps;
  /** Release the DATA_DIR lock (a no-op on a PostgreSQL server). */
  releaseLock: () => void;
}

/**
 * Open Homeroom's data and dependencies. A bad setting or a DATA_DIR held by another process is
 * printed as its readable message and ends the process with exit code 1 (`lockHint` is printed
 * after a held lock's message).
 */
export async function startHomeroom(options: {
  logLevel?: (config: Config) => string;
  prettyLogs?: (config: Config) => boolean;
  lockHint?: string;
}): Promise<Homeroom> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) exitWith(err.message);
    throw err;
  }
  const logger = createLogger({
    level: options.logLevel?.(config) ?? config.LOG_LEVEL,
    pretty: options.prettyLogs?.(config) ?? false,
  });
  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    try {
      releaseLock = acquireDataDirLock(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) exitWith(err.message, options.lockHint);
      throw err;
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await runMigrations(database);
  } catch (err) {
    await database.close();
    releaseLock();
    throw err;
  }
  const deps = createDeps({ config, database, logger });
  registerJobs(deps);
  return { config, logger, database, deps, releaseLock };
}

function exitWith(...lines: (string | undefined)[]): never {
  for (const line of lines) if (line) console.error(line);
  process.exit(1);
}
