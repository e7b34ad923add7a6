import type { Worker } from 'node:worker_threads';
import { runWorkerJob, spawnIsolatedWorker } from '../../shared/worker-thread.js';
import { CalendarFetchError, MESSAGES } from './calendars.errors.js';
import type { CalendarParseReply, CalendarParseRequest } from './calendars.parse-worker.js';
import type { ParseLimits, ParseResult } from './calendars.parser.js';

const BOOT_URL = new URL('./calendars.parse-worker-boot.mjs', import.meta.url);
/** Extra wall-clock time over the parser's own CPU budget before the thread is terminated. */
const GRACE_MS = 5_000;
/** node-ical holds the whole feed plus its expansion; a 10 MB feed needs well under this. */
const MAX_MEMORY_MB = 512;

let nextId = 1;
let idle: Worker | null = null;

function spawn(): Worker {
  const worker = spawnIsolatedWorker(BOOT_URL, {
    maxMemoryMb: MAX_MEMORY_MB,
    onExit: () => {
      if (idle === worker) idle = null;
    },
  });
  return worker;
}

/**
 * `parseCalendar` (node-ical) in a worker thread, so that a feed making the parser throw from a
 * callback, loop or exhaust memory fails that calendar only and never stalls the requests served by
 * this thread (adding a calendar parses on the request). Same result and same CalendarFetchError
 * codes as parseCalendar; in addition a thread still busy `timeBudgetMs` (default 20 s) + 5 s after
 * the start is terminated → TOO_MANY_OCCURRENCES with MESSAGES.timeBudget, and a thread that dies
 * (out of its 512 MB heap, native error) → MALFORMED. One warm thread is kept for the next feed.
 * `limits.elapsed` (a test clock) cannot cross threads and is ignored here.
 */
export async function parseCalendarIsolated(input: {
  ics: string;
  timeZone: string;
  now: Date;
  limits?: ParseLimits;
}): Promise<ParseResult> {
  const { elapsed: _elapsed, ...limits } = input.limits ?? {};
  const worker = idle ?? spawn();
  idle = null;
  const request: CalendarParseRequest = {
    id: nextId++,
    ics: input.ics,
    timeZone: input.timeZone,
    now: input.now,
    limits,
  };
  type Outcome = { result?: ParseResult; error?: Error };
  const outcome = await runWorkerJob<CalendarParseReply, Outcome>(worker, {
    message: request,
    timeoutMs: (limits.timeBudgetMs ?? 20_000) + GRACE_MS,
    onMessage: (reply, finish) => {
      if (reply.id !== request.id) return;
      if (reply.ok) return finish({ result: reply.result }, true);
      finish(
        { error: reply.code ? new CalendarFetchError(reply.code, reply.message) : new Error(reply.message) },
        true,
      );
    },
    // An uncaught error in the thread ends it: the same as dying (out of memory, native error).
    onError: () => ({ error: new CalendarFetchError('MALFORMED', MESSAGES.malformed) }),
    onExit: () => ({ error: new CalendarFetchError('MALFORMED', MESSAGES.malformed) }),
    onTimeout: () => ({ error: new CalendarFetchError('TOO_MANY_OCCURRENCES', MESSAGES.timeBudget) }),
    release: (reusable) => {
      if (reusable && !idle) idle = worker;
      else void worker.terminate();
    },
  });
  if (outcome.error) throw outcome.error;
  return outcome.result!;
}

/** Terminate the warm calendar parser thread (tests, shutdown). */
export async function stopCalendarParser(): Promise<void> {
  const worker = idle;
  idle = null;
  await worker?.terminate();
}
