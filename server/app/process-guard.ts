import type { Logger } from '../shared/logger.js';

/**
 * Last line of defence for a long-running server process: an exception thrown from a library
 * callback (outside any promise a job awaits) or a rejected promise nobody awaits is logged at
 * `error` with its stack and the process carries on serving, instead of Node's default of exiting.
 * Why keep running: the parsers that used to throw this way now run in worker threads (see
 * ingestion.isolate.ts), so what still lands here is one job's or one request's stray error, and
 * stopping every school's assistant for it is the worse outcome. A supervisor still restarts the
 * process after a real crash (native abort, out of memory), and the queue's heartbeats then hand
 * its jobs to the next worker. Returns a function that removes the handlers (tests).
 */
export function installProcessGuard(logger: Logger): () => void {
  const onException = (err: Error, origin: string) =>
    logger.error({ err, origin }, 'uncaught exception (kept running)');
  const onRejection = (reason: unknown) =>
    logger.error({ err: reason }, 'unhandled promise rejection (kept running)');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
