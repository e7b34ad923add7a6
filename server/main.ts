import { buildApp } from './app/app.js';
import { startHomeroom } from './app/boot.js';
import { startWorkerServices } from './app/jobs.js';
import { installProcessGuard } from './app/process-guard.js';
import { stopParserProcesses } from './modules/ingestion/ingestion.isolate.js';
import { seedDemo } from './modules/demo/demo.usecases.js';

/**
 * Entry point: read config, take the DATA_DIR lock (PGlite), migrate, then start the web
 * server and/or the worker per PROCESS_MODE. Exits non-zero with a readable message on bad config
 * or a held lock.
 */
async function main(): Promise<void> {
  const { config, logger, database, deps, releaseLock } = await startHomeroom({
    prettyLogs: (c) => c.NODE_ENV === 'development' && process.stdout.isTTY,
  });
  installProcessGuard(logger);

  const mode = config.PROCESS_MODE;
  const app = mode === 'worker' ? null : await buildApp(deps, { serveWeb: true });
  let stopWorkerServices = async () => {};
  if (mode !== 'web') {
    await deps.queue.start({ recoverActive: database.kind === 'pglite' });
    stopWorkerServices = await startWorkerServices(deps);
  }
  if (app) {
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info(
      `Homeroom console on ${config.publicUrl} (data in ${config.dataDir}, database ${database.kind})`,
    );
  }
  if (config.DEMO) {
    // In the background: the demo waits for this process's worker to ingest its knowledge.
    void seedDemo({ deps, log: (line) => logger.info(`demo: ${line}`) }).then(
      (r) => logger.info(`demo: sign in at ${config.publicUrl}/login as ${r.email} / ${r.password}`),
      (err: unknown) => logger.error({ err }, 'demo: seeding failed'),
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app?.close();
      await stopWorkerServices();
      await deps.queue.stop();
      await stopParserProcesses();
      await database.close();
    } finally {
      releaseLock();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
