import { Worker } from 'node:worker_threads';

/**
 * A worker thread for parsing untrusted input (ingestion extractors, calendar feeds, e-mail MIME),
 * made the one way all three pools need it:
 * - its heap is capped at `maxMemoryMb` (MB), so a hostile input kills the thread, not the process;
 * - its own stdout/stderr (a library's warnings) are drained, not printed nor left to fill a buffer;
 * - it is unref'd, so an idle thread never keeps the process alive at shutdown;
 * - an 'error' after its job was settled (a parser's late callback) is swallowed: with no listener
 *   Node would rethrow it in this thread, the very crash the thread exists to prevent.
 * `onExit` runs when the thread ends (the pool drops it from its idle list).
 */
export function spawnIsolatedWorker(
  url: URL,
  options: { maxMemoryMb: number; workerData?: unknown; onExit?: () => void },
): Worker {
  const worker = new Worker(url, {
    ...(options.workerData === undefined ? {} : { workerData: options.workerData }),
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  worker.unref();
  worker.on('error', () => undefined);
  if (options.onExit) worker.on('exit', options.onExit);
  return worker;
}
