import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPool, pgliteExtensions, type Database } from './client.js';
import { migrationsFolder, runMigrations } from './migrate.js';

/**
 * Test databases. Default: an in-process PGlite loaded from a migrated template data dir
 * (`loadDataDir`, ~0.3 s instead of ~4 s of migrating). When HOMEROOM_TEST_DB=postgres and
 * TEST_DATABASE_URL is set (vitest's "postgres" project), a fresh database on that server cloned
 * from a migrated template database.
 */
const templateDir = path.resolve(migrationsFolder, '../.tmp');

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(migrationsFolder).sort()) {
    if (f.endsWith('.sql')) hash.update(f).update(readFileSync(path.join(migrationsFolder, f)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Path of the migrated PGlite template tarball; created when missing (vitest globalSetup does it once). */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = path.join(templateDir, `pglite-template-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(templateDir, { recursive: true });
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = fromPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  await client.close();
  return file;
}

function usePostgres(): boolean {
  return process.env.HOMEROOM_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Template database name: one per migration set, so a schema change never reuses a stale template. */
function pgTemplateName(): string {
  // The checkout path is part of the name so two checkouts testing at once never share (or drop) one.
  const checkout = createHash('sha256').update(migrationsFolder).digest('hex').slice(0, 8);
  return `homeroom_tmpl_${migrationsHash()}_${checkout}`;
}

/** Create (once per run) the migrated template database on the PostgreSQL server. */
export async function ensurePostgresTemplate(): Promise<void> {
  const PG_TEMPLATE = pgTemplateName();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [PG_TEMPLATE]);
    if (exists.rowCount) return;
    await admin.query(`CREATE DATABASE "${PG_TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: withDatabase(process.env.TEST_DATABASE_URL!, PG_TEMPLATE),
    max: 1,
  });
  const database = fromPool(pool);
  await runMigrations(database);
  await database.close();
}

/** Drop the template database (vitest globalSetup teardown). */
export async function dropPostgresTemplate(): Promise<void> {
  const PG_TEMPLATE = pgTemplateName();
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${PG_TEMPLATE}" WITH (FORCE)`);
  await admin.end();
}

/** A fresh migrated database for one test file; `close()` disposes of it. */
export async function createTestDatabase(): Promise<Database> {
  if (usePostgres()) {
    await ensurePostgresTemplate();
    const name = `homeroom_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${pgTemplateName()}"`);
    await admin.end();
    const database = fromPool(
      new pg.Pool({ connectionString: withDatabase(process.env.TEST_DATABASE_URL!, name), max: 5 }),
    );
    return {
      ...database,
      close: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const file = await ensurePgliteTemplate();
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(file)]),
    extensions: pgliteExtensions,
  });
  return fromPglite(client);
}
