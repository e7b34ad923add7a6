/**
 * `npm run demo`: create (or complete) the demo school "Maple Grove Elementary" in the configured
 * database (DATA_DIR's PGlite or DATABASE_URL), run the ingestion jobs, answer four weeks of parent
 * queries with the answer engine, and print the sign-in. Idempotent. With PGlite it takes the
 * DATA_DIR lock, so stop a running server first (or start the server with DEMO=true instead).
 */
import { startHomeroom } from '../server/app/boot.js';
import { seedDemo } from '../server/modules/demo/demo.usecases.js';

async function main(): Promise<number> {
  const { config, database, deps, releaseLock } = await startHomeroom({
    logLevel: (c) => (c.LOG_LEVEL === 'info' ? 'warn' : c.LOG_LEVEL),
    lockHint: 'Or start the server with DEMO=true to seed the demo school from inside it.',
  });
  try {
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
    releaseLock();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
