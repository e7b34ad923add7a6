import { dropPostgresTemplate, ensurePgliteTemplate, ensurePostgresTemplate } from './test-database.js';

/** Vitest globalSetup: build the migrated templates once per run (PGlite, and PostgreSQL when configured). */
export default async function setup(): Promise<() => Promise<void>> {
  await ensurePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) {
    await dropPostgresTemplate().catch(() => undefined);
    await ensurePostgresTemplate();
  }
  return async () => {
    if (process.env.TEST_DATABASE_URL) await dropPostgresTemplate().catch(() => undefined);
  };
}
