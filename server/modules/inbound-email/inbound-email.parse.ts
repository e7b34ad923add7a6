import type { Worker } from 'node:worker_threads';
import { runWorkerJob, spawnIsolatedWorker } from '../../shared/worker-thread.js';
import { INBOUND_EMAIL_LIMITS, INBOUND_FAILURE_REASONS } from '../../../contracts/inbound-email.contract.js';

export interface ParsedAttachment {
  filename: string;
  /** Lower-cased declared MIME type. */
  contentType: string;
  /** 'attachment' | 'inline' | '' (lower-cased). */
  contentDisposition: string;
  /** Part of a multipart/related (an image the HTML body shows). */
  related: boolean;
  /** Content-ID without brackets, or ''. */
  cid: string;
  /** The HTML body refers to it as `cid:…`. */
  referencedByHtml: boolean;
  size: number;
  content: Uint8Array;
}

export interface ParsedEmail {
  subject: string;
  /** The outer sender, `Name <address>` or the address. */
  sender: string;
  from: string;
  to: string;
  cc: string;
  /** ISO date of the Date header, or null. */
  date: string | null;
  /** The text part, or the HTML part converted to text; '' when neither has content. */
  text: string;
  attachments: ParsedAttachment[];
}

export type ParseFailure = keyof typeof INBOUND_FAILURE_REASONS;
export type ParseResult =
  { ok: true; mail: ParsedEmail } | { ok: false; reason: ParseFailure; detail?: string };

const WORKER_URL = new URL('./inbound-email.parse-worker.mjs', import.meta.url);
/** Warm parser threads kept for the next message (loading mailparser costs ~0.5–1 s). */
const MAX_IDLE_WORKERS = 2;
const idle: Worker[] = [];

function spawnWorker(maxMemoryMb: number): Worker {
  return spawnIsolatedWorker(WORKER_URL, {
    maxMemoryMb,
    workerData: {
      limits: {
        maxHeaderBytes: INBOUND_EMAIL_LIMITS.maxHeaderBytes,
        maxHeaderFields: INBOUND_EMAIL_LIMITS.maxHeaderFields,
      },
    },
  });
}

/**
 * Parse a raw RFC 822 message with mailparser (pinned 3.9.31) in a worker thread within a time
 * budget: a message that makes the parser slow is abandoned at `timeoutMs` (the thread
 * is terminated, so the job's event loop never stalls) and reported as `tooSlow`; a crash or an
 * out-of-memory in the thread (capped at `maxMemoryMb`) is `unreadable`. Header blocks beyond
 * INBOUND_EMAIL_LIMITS are `headersTooLarge`. Threads that answered in time are reused. Never
 * throws for a bad message.
 */
export function parseEmail(
  raw: Buffer,
  options: { timeoutMs?: number; maxMemoryMb?: number } = {},
): Promise<ParseResult> {
  const timeoutMs = options.timeoutMs ?? INBOUND_EMAIL_LIMITS.parseTimeoutMs;
  const maxMemoryMb = options.maxMemoryMb ?? 512;
  const worker = (!options.maxMemoryMb && idle.pop()) || spawnWorker(maxMemoryMb);
  const copy = new Uint8Array(raw);
  return runWorkerJob<ParseResult, ParseResult>(worker, {
    message: copy,
    transfer: [copy.buffer],
    timeoutMs,
    onMessage: (message, finish) => finish(message, true),
    onError: (err) => ({ ok: false, reason: 'unreadable', detail: err.message }),
    onExit: (code) => ({ ok: false, reason: 'unreadable', detail: `parser exited with code ${code}` }),
    onTimeout: () => ({ ok: false, reason: 'tooSlow', detail: `over ${timeoutMs} ms` }),
    release: (reusable) => {
      if (reusable && !options.maxMemoryMb && idle.length < MAX_IDLE_WORKERS) idle.push(worker);
      else void worker.terminate();
    },
  });
}
