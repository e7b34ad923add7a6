/**
 * Document extraction in an isolated worker thread: one bad file fails its own job, never the
 * process. A crafted PNG (valid IHDR, truncated IDAT) used to end the whole server through an
 * uncaught exception from tesseract.js; a pathological PDF can hang pdf.js or exhaust the heap. Here
 * each file is extracted in a thread with a wall-clock budget (`timeoutMs`, terminated when over)
 * and a heap cap (`maxMemoryMb`, V8 `resourceLimits`); a thread that crashed, ran out of memory or
 * timed out is replaced, and the file fails with a message staff can act on.
 *
 * One warm thread is kept between files: starting one (pdf.js, mammoth, tesseract's model) costs
 * ~0.5–1.5 s, more than extracting a typical handbook. Files are extracted one at a time per thread
 * and at most `MAX_THREADS` at once.
 *
 * Audio is not extracted here: transcription is an HTTP call to the configured endpoint, which
 * cannot crash the process and needs the injected `fetch` and config.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../shared/logger.js';
import { IngestionError } from './ingestion.errors.js';
import type { Extracted } from './ingestion.extractors.js';

const WORKER_URL = new URL('./ingestion.extract-worker.mjs', import.meta.url);

/** Threads extracting at once; more files wait (the job queue's own concurrency is usually lower). */
const MAX_THREADS = 2;

export const ISOLATION_LIMITS = {
  /** Wall-clock budget of one file's extraction: 50 OCR'd pages at the 30 s per-page limit fit in 25 min, but real files finish in seconds; 8 min stays under the job lease (10 min). */
  timeoutMs: 8 * 60_000,
  /** V8 heap cap of an extraction thread; pdf.js on a 1,000-page PDF peaks near 400 MB. */
  maxMemoryMb: 1024,
} as const;

export const ISOLATION_MESSAGES = {
  tooSlow: (minutes: number) =>
    `This file took longer than ${minutes} minutes to read and was stopped. Try a smaller or simpler file`,
  crashed:
    'This file could not be read: the reader stopped on it. The file may be damaged; try saving it again and re-uploading',
};

interface Thread {
  worker: Worker;
  ready: Promise<void>;
}

const idle: Thread[] = [];
let busy = 0;
const waiting: (() => void)[] = [];

function spawn(maxMemoryMb: number): Thread {
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
    // The thread's own console output (tesseract/libpng diagnostics) stays out of the server log.
    stdout: true,
    stderr: true,
  });
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (m: { ready?: boolean }) => {
      if (m?.ready) {
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve();
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  // A rejected start is reported by the first extraction using it.
  ready.catch(() => undefined);
  return { worker, ready };
}

async function acquire(): Promise<void> {
  if (busy < MAX_THREADS) {
    busy++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else busy--;
}

/**
 * Extract one file's text in an isolated thread. Same contract as `extractText` (throws
 * IngestionError for every reason in the file itself); a thread that crashes, exceeds its heap or
 * runs past `timeoutMs` also becomes an IngestionError, so the job ends FAILED instead of retrying
 * a file that will crash again.
 */
export async function extractIsolated(
  buffer: Buffer,
  input: { fileName: string; mimeType: string; logger: Logger },
  options: { timeoutMs?: number; maxMemoryMb?: number } = {},
): Promise<Extracted> {
  const timeoutMs = options.timeoutMs ?? ISOLATION_LIMITS.timeoutMs;
  const custom = options.maxMemoryMb !== undefined;
  await acquire();
  const thread = (!custom && idle.pop()) || spawn(options.maxMemoryMb ?? ISOLATION_LIMITS.maxMemoryMb);
  try {
    await thread.ready;
  } catch (err) {
    release();
    void thread.worker.terminate();
    input.logger.warn(
      { err: (err as Error).message, fileName: input.fileName },
      'extraction thread failed to start',
    );
    throw new IngestionError(ISOLATION_MESSAGES.crashed);
  }
  const copy = new Uint8Array(buffer);
  return new Promise<Extracted>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: { value?: Extracted; error?: Error }, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      thread.worker.off('message', onMessage);
      thread.worker.off('error', onError);
      thread.worker.off('exit', onExit);
      if (reusable && !custom) idle.push(thread);
      else void thread.worker.terminate();
      release();
      if (outcome.error) reject(outcome.error);
      else resolve(outcome.value!);
    };
    const onMessage = (m: {
      ok: boolean;
      extracted?: Extracted;
      ingestion?: boolean;
      message?: string;
      warnings?: string[];
    }) => {
      for (const w of m.warnings ?? []) input.logger.warn({ fileName: input.fileName }, w);
      if (m.ok) finish({ value: m.extracted! }, true);
      else if (m.ingestion)
        finish({ error: new IngestionError(m.message ?? 'This file could not be read') }, true);
      // An unexpected error may have left the thread's libraries in a bad state: replace it.
      else finish({ error: new Error(m.message ?? 'extraction failed') }, false);
    };
    const onError = (err: Error) => {
      input.logger.warn({ err: err.message, fileName: input.fileName }, 'extraction thread crashed');
      finish({ error: new IngestionError(ISOLATION_MESSAGES.crashed) }, false);
    };
    const onExit = (code: number) => {
      input.logger.warn({ code, fileName: input.fileName }, 'extraction thread exited');
      finish({ error: new IngestionError(ISOLATION_MESSAGES.crashed) }, false);
    };
    const timer = setTimeout(() => {
      input.logger.warn(
        { timeoutMs, fileName: input.fileName },
        'extraction over its time budget; thread stopped',
      );
      finish(
        { error: new IngestionError(ISOLATION_MESSAGES.tooSlow(Math.round(timeoutMs / 60_000))) },
        false,
      );
    }, timeoutMs);
    thread.worker.on('message', onMessage);
    thread.worker.once('error', onError);
    thread.worker.once('exit', onExit);
    thread.worker.postMessage({ buffer: copy, fileName: input.fileName, mimeType: input.mimeType }, [
      copy.buffer,
    ]);
  });
}

/** Stop the warm threads (tests, benchmarks, shutdown). */
export async function stopExtractionThreads(): Promise<void> {
  await Promise.all(idle.splice(0).map((t) => t.worker.terminate()));
}
