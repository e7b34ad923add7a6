import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { trackWrites } from './read-until-write.js';
import * as schema from './schema.js';

/** The Drizzle database, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: repositories accept either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw query used by the job queue and health check: `$1`-style params, rows back. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** PGlite extensions Homeroom needs (docs/ARCHITECTURE.md: pg_trgm, pgvector). */
export const pgliteExtensions = { pg_trgm, vector };

/** A raw-query driver as both PGlite and a node-postgres pool are: `$1`-style params, `{ rows }` back. */
interface RawDriver {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The Database over a driver: its Drizzle handle, raw queries and how to close it. */
function wrap(kind: Database['kind'], db: unknown, driver: RawDriver, close: () => Promise<void>): Database {
  return {
    db: db as Db,
    kind,
    query: async (text, params) => (await driver.query(text, params)).rows as never,
    close,
  };
}

/**
 * Wrap an existing PGlite instance (tests load a migrated template into one). Its writes are
 * counted from here on, so repositories may keep reads until the next write (read-until-write.ts).
 */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  trackWrites(client, db);
  return wrap('pglite', db, client, () => client.close());
}

/** Wrap a node-postgres pool. */
export function fromPool(pool: pg.Pool): Database {
  // An idle client dropped by the server (restart, failover, a test database dropped WITH FORCE)
  // must not crash the process: pg.Pool emits 'error' with no listener → uncaught exception. The
  // pool discards that client and the next query opens a new connection or reports the failure.
  pool.on('error', () => {});
  return wrap('postgres', drizzlePg(pool, { schema }), pool, () => pool.end());
}

/**
 * Open the database: node-postgres when `databaseUrl` is set, else embedded PGlite at
 * `$DATA_DIR/pglite` (created on first use, ~4 s). Caller must hold the DATA_DIR lock for PGlite.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return fromPool(pool);
  }
  const client = await PGlite.create(path.join(options.dataDir, 'pglite'), { extensions: pgliteExtensions });
  return fromPglite(client);
}
