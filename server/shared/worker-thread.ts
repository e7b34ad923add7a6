import { Worker } from 'node:worker_threads';
import type { IsolatedWorker } from './child-isolate.js';

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

/**
 * One job on a (possibly pooled) worker thread, settled exactly once by whichever comes first:
 * `onMessage` calling `finish`, the thread's 'error' (`onError`) or exit (`onExit`, exit code), or
 * `timeoutMs` passing (`onTimeout`). On settling, the listeners and the timer are removed and
 * `release(reusable)` decides the thread's fate: `finish(result, true)` marks a thread that answered
 * and can serve again; errors, exits and timeouts pass `false` (the caller terminates it).
 * `message` is posted with `transfer` (the bytes' buffer, moved rather than copied).
 */
export function runWorkerJob<Reply, Result>(
  worker: Worker | IsolatedWorker,
  job: {
    message: unknown;
    transfer?: ArrayBuffer[];
    timeoutMs: number;
    onMessage: (reply: Reply, finish: (result: Result, reusable: boolean) => void) => void;
    onError: (err: Error) => Result;
    onExit: (code: number) => Result;
    onTimeout: () => Result;
    release: (reusable: boolean) => void;
  },
): Promise<Result> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Result, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      job.release(reusable);
      resolve(result);
    };
    const onMessage = (reply: Reply) => job.onMessage(reply, finish);
    const onError = (err: Error) => finish(job.onError(err), false);
    const onExit = (code: number) => finish(job.onExit(code), false);
    const timer = setTimeout(() => finish(job.onTimeout(), false), job.timeoutMs);
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage(job.message, job.transfer ?? []);
  });
}
