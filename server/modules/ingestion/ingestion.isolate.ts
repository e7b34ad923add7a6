import { spawnIsolatedProcess, type IsolatedWorker as Worker } from '../../shared/child-isolate.js';
import { runWorkerJob } from '../../shared/worker-thread.js';
import type { Config } from '../../config/config.js';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import { extractText, type ExtractContext, type Extracted } from './ingestion.extractors.js';
import type { WorkerReply, WorkerRequest } from './ingestion.worker.js';

const BOOT_URL = new URL('./ingestion.worker-boot.mjs', import.meta.url);
/**
 * Warm parser processes kept between files. Starting one costs ~0.3 s plus the libraries it loads
 * (tesseract's model alone ~1 s), so the first file pays and the next ones do not; two match the
 * default JOB_CONCURRENCY.
 */
const MAX_IDLE = 2;

interface Budget {
  timeoutMs: number;
  maxMemoryMb: number;
}

/** Loading tsx and the parser libraries in a new process; beyond this something is wrong with the host. */
const START_TIMEOUT_MS = 60_000;

let nextId = 1;
/** Settles when a process has loaded its libraries (its file budget starts only then). */
const readiness = new WeakMap<Worker, Promise<void>>();
const idle: { worker: Worker; key: string }[] = [];

function spawn(config: Config, budget: Budget): Worker {
  const worker = spawnIsolatedProcess(BOOT_URL, {
    data: { config },
    maxMemoryMb: budget.maxMemoryMb,
    onExit: () => {
      const i = idle.findIndex((w) => w.worker === worker);
      if (i >= 0) idle.splice(i, 1);
    },
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('parser process did not start in time')),
      START_TIMEOUT_MS,
    );
    const onReady = (m: WorkerReply) => {
      if (m.type !== 'ready') return;
      clearTimeout(timer);
      worker.off('message', onReady);
      resolve();
    };
    worker.on('message', onReady);
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`parser process exited with code ${code} while starting`));
    });
  });
  ready.catch(() => undefined);
  readiness.set(worker, ready);
  return worker;
}

/**
 * Extract a file's text in a parser child process (tesseract.js, unpdf, mammoth, word-extractor,
 * the RTF and HTML readers), so that an exception, a runaway allocation, a hang or a native abort
 * in a parser can only fail that file. A worker thread was not enough: Node's zlib aborts the whole
 * process when a thread is terminated while a zlib stream is being set up (seen once in CI, on the
 * time-budget test; pdf.js, the DOCX guard and tesseract's model loading all use zlib):
 * - IngestionError from the extractors crosses the boundary as IngestionError (same message);
 * - the process exceeding `PARSER_TIMEOUT_MS` (counted from when its libraries are loaded, so a cold
 *   start does not eat a file's budget) is terminated → IngestionError(parserTimeout);
 * - the process dying (out of memory past `PARSER_MAX_MEMORY_MB`, an uncaught error in a callback)
 *   → IngestionError(parserCrashed): the same bytes would crash it again, so no retry helps;
 * - any other error thrown by a parser → IngestionError(parserCrashed) too (logged with its
 *   detail): it is deterministic for these bytes, so retries would only repeat it.
 * Audio is sent to the transcription service from the service itself (a network call, no parsing).
 * Returns the dispatcher's `Extracted` unchanged.
 */
export async function extractIsolated(buffer: Buffer, ctx: ExtractContext): Promise<Extracted> {
  if (ctx.mimeType.toLowerCase().startsWith('audio/')) return extractText(buffer, ctx);
  const budget = { timeoutMs: ctx.config.PARSER_TIMEOUT_MS, maxMemoryMb: ctx.config.PARSER_MAX_MEMORY_MB };
  const key = `${budget.maxMemoryMb}`;
  const index = idle.findIndex((w) => w.key === key);
  const worker = index >= 0 ? idle.splice(index, 1)[0]!.worker : spawn(ctx.config, budget);
  const bytes = new Uint8Array(buffer);
  const request: WorkerRequest = { id: nextId++, bytes, fileName: ctx.fileName, mimeType: ctx.mimeType };
  const logger = ctx.logger;
  try {
    await readiness.get(worker);
  } catch (err) {
    // Not this file's fault (the host could not start a process): a glitch the queue retries.
    void worker.terminate();
    throw err;
  }

  type Outcome = { value?: Extracted; error?: Error };
  const crashed = (detail: string): Outcome => {
    logger.warn(
      { fileName: ctx.fileName, mimeType: ctx.mimeType, detail },
      'parser process died on this file',
    );
    return { error: new IngestionError(MESSAGES.parserCrashed) };
  };
  const outcome = await runWorkerJob<WorkerReply, Outcome>(worker, {
    message: request,
    transfer: [bytes.buffer],
    timeoutMs: budget.timeoutMs,
    onMessage: (reply, finish) => {
      if (reply.type === 'log') return void logger[reply.level](reply.obj as object, reply.msg);
      if (reply.type === 'ready') return;
      if (reply.id !== request.id) return;
      if (reply.type === 'done') finish({ value: reply.extracted }, true);
      else if (reply.type === 'rejected') finish({ error: new IngestionError(reply.message) }, true);
      else {
        // A parser throwing something the extractors did not expect does so again on the same
        // bytes: retrying would spend every attempt on a poison file.
        logger.warn(
          { fileName: ctx.fileName, mimeType: ctx.mimeType, err: reply.message },
          'parser failed on this file',
        );
        finish({ error: new IngestionError(MESSAGES.parserCrashed) }, true);
      }
    },
    onError: (err) => crashed(err.message),
    onExit: (code) => crashed(`exit code ${code}`),
    onTimeout: () => {
      logger.warn(
        { fileName: ctx.fileName, mimeType: ctx.mimeType, timeoutMs: budget.timeoutMs },
        'parser process over its time budget; killed',
      );
      return { error: new IngestionError(MESSAGES.parserTimeout(Math.round(budget.timeoutMs / 1000))) };
    },
    release: (reusable) => {
      if (reusable && idle.length < MAX_IDLE) idle.push({ worker, key });
      else void worker.terminate();
    },
  });
  if (outcome.error) throw outcome.error;
  return outcome.value!;
}

/** End the warm parser processes (tests, benchmarks, shutdown). */
export async function stopParserProcesses(): Promise<void> {
  const all = idle.splice(0);
  await Promise.all(all.map((w) => w.worker.terminate()));
}
