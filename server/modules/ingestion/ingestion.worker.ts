import type { Config } from '../../config/config.js';
import { childWorkerData } from '../../shared/child-isolate.js';
import type { Logger } from '../../shared/logger.js';
import { IngestionError } from './ingestion.errors.js';
import { extractText, type Extracted } from './ingestion.extractors.js';

/** One extraction request sent to the parser process (entry: ingestion.worker-boot.mjs). */
export interface WorkerRequest {
  id: number;
  bytes: Uint8Array;
  fileName: string;
  mimeType: string;
}

/**
 * What the process answers: the dispatcher's result as is (structured-clone-safe data), the message
 * of an IngestionError (a reason staff can act on), or any other error as a glitch. Log lines of
 * the extractors travel as `log` messages and are written by the service's logger.
 */
export type WorkerReply =
  | { id: number; type: 'done'; extracted: Extracted }
  | { id: number; type: 'rejected'; message: string }
  | { id: number; type: 'glitch'; message: string }
  | { type: 'ready' }
  | { type: 'log'; level: 'debug' | 'info' | 'warn' | 'error'; obj: unknown; msg?: string };

const config = childWorkerData<{ config: Config }>().config;

function post(reply: WorkerReply): void {
  process.send?.(reply);
}

// The service went away (it was stopped, or it crashed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));

/** A pino-shaped logger forwarding to the service (only the methods extractors use). */
function forwardingLogger(): Logger {
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (obj: unknown, msg?: string): void => {
      try {
        post({
          type: 'log',
          level,
          obj: typeof obj === 'object' ? JSON.parse(JSON.stringify(obj ?? {})) : { msg: obj },
          msg,
        });
      } catch {
        post({ type: 'log', level, obj: {}, msg });
      }
    };
  const logger = {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    trace: () => undefined,
    fatal: at('error'),
  };
  return { ...logger, child: () => logger } as unknown as Logger;
}

const logger = forwardingLogger();

// A library that throws from a callback (tesseract.js without an errorHandler, a stream 'error'
// with no listener) must not end this process silently with the job unanswered: report and exit,
// the service turns the exit into a failed job and starts a fresh process.
process.on('uncaughtException', (err) => {
  logger.error({ err: String(err) }, 'uncaught exception in the parser process');
  process.exit(70);
});
process.on('unhandledRejection', (err) => {
  logger.error({ err: String(err) }, 'unhandled rejection in the parser process');
});

process.on('message', (req: WorkerRequest) => {
  const buffer = Buffer.from(req.bytes.buffer, req.bytes.byteOffset, req.bytes.byteLength);
  extractText(buffer, {
    fileName: req.fileName,
    mimeType: req.mimeType,
    config,
    fetch: globalThis.fetch,
    logger,
  }).then(
    (extracted) => post({ id: req.id, type: 'done', extracted }),
    (err: unknown) =>
      post(
        err instanceof IngestionError
          ? { id: req.id, type: 'rejected', message: err.message }
          : { id: req.id, type: 'glitch', message: err instanceof Error ? err.message : String(err) },
      ),
  );
});

// The libraries are loaded (static imports above): the parent starts the file's time budget now.
post({ type: 'ready' });
