/**
 * Fair use of the answer engine across schools. A per-school gate lets at most `perSchool` pieces
 * of work of one school run at once; the rest wait in that school's own FIFO, so a burst from one
 * school waits for itself instead of slowing every other school. Two gates use it:
 * - around every engine call (test chat and WhatsApp jobs): `withFairUse(assistant)`;
 * - around the whole test-chat request (session lookup included), keyed by the school named in the
 *   signed access token before any database work: on PGlite every query shares one connection, so
 *   200 queued session lookups of one school would otherwise delay another school's by seconds.
 * Measured by bench/fairness.bench.ts (200 questions at once from one school; another school's
 * median answer time during the burst against its idle median).
 *
 * The gates live in process memory: with several web processes each gates its own share, which
 * still bounds one school to `perSchool × processes` at once.
 */
import type { AnswerInput, AnswerResult, Assistant } from './assistant.types.js';

export const FAIR_USE = {
  /**
   * Work of one school at once. 1 keeps another school's wait to about one engine call (~10–40
   * ms); the engine is CPU- and database-bound on one thread, so more buys a school no speed.
   */
  perSchool: 1,
  /**
   * Engine calls of all schools at once in this process (WhatsApp jobs and test chat). The test
   * chat's request gate uses 1: the engine shares one thread (and, on PGlite, one connection), so
   * two schools side by side halve each other, while taking turns runs a quiet school's question at
   * full speed after at most one other answer. bench/fairness.bench.ts, other school's p50 during a
   * 200-question burst ÷ idle p50: no gate 128× (1,661 ms), per-school only 2.7×, turns 1.8×
   * (PGlite) / 2.3× (PostgreSQL).
   */
  total: 2,
  /**
   * Pieces of work of one school waiting at once; beyond this the caller gets a "too busy" error
   * rather than an unbounded queue in memory (the per-minute HTTP limits stop one user far earlier).
   */
  maxWaitingPerSchool: 500,
} as const;

export class SchoolBusyError extends Error {}

export interface SchoolGate {
  /** Wait for a slot of `schoolId`; throws SchoolBusyError when too many already wait. */
  enter(schoolId: string): Promise<void>;
  /** Give the slot back (exactly once per successful `enter`). */
  leave(schoolId: string): void;
}

/**
 * A concurrency gate that takes schools in turns: at most `perSchool` slots per school and `total`
 * in all; a freed slot goes to the next school (round robin) with someone waiting, each school's
 * waiters in FIFO order.
 */
export function createSchoolGate(
  limits: { perSchool: number; total: number; maxWaitingPerSchool: number } = FAIR_USE,
): SchoolGate {
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  let total = 0;

  const start = (schoolId: string) => {
    running.set(schoolId, (running.get(schoolId) ?? 0) + 1);
    total++;
  };
  // Map iteration order is insertion order: re-inserting a served school moves it to the back.
  const dispatch = () => {
    for (const [schoolId, queue] of waiting) {
      if (total >= limits.total) return;
      if ((running.get(schoolId) ?? 0) >= limits.perSchool) continue;
      const next = queue.shift()!;
      waiting.delete(schoolId);
      if (queue.length) waiting.set(schoolId, queue);
      start(schoolId);
      next();
    }
  };

  return {
    async enter(schoolId) {
      const queue = waiting.get(schoolId);
      if (!queue && total < limits.total && (running.get(schoolId) ?? 0) < limits.perSchool) {
        start(schoolId);
        return;
      }
      if ((queue?.length ?? 0) >= limits.maxWaitingPerSchool)
        throw new SchoolBusyError('too many questions waiting for this school');
      await new Promise<void>((resolve) => {
        if (queue) queue.push(resolve);
        else waiting.set(schoolId, [resolve]);
      });
    },
    leave(schoolId) {
      const n = running.get(schoolId) ?? 0;
      if (n === 0) return;
      if (n === 1) running.delete(schoolId);
      else running.set(schoolId, n - 1);
      total--;
      dispatch();
    },
  };
}

/** Wrap an Assistant so each school's answers go through its own gate. */
export function withFairUse(assistant: Assistant, gate: SchoolGate = createSchoolGate()): Assistant {
  return {
    async answerQuestion(input: AnswerInput): Promise<AnswerResult> {
      await gate.enter(input.schoolId);
      try {
        return await assistant.answerQuestion(input);
      } finally {
        gate.leave(input.schoolId);
      }
    },
  };
}
