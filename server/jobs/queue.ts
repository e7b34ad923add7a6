import { EventEmitter } from 'node:events';
import type { Database, Executor } from '../db/client.js';
import { jobs } from './jobs.table.js';
import type { JobMap, JobName } from './job-map.js';
import type { Clock } from '../shared/clock.js';
import type { Logger } from '../shared/logger.js';

export interface JobContext {
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  logger: Logger;
}

export type JobHandler<N extends JobName> = (payload: JobMap[N], ctx: JobContext) => Promise<void>;

/** Throw from a handler to fail the job at once, without retries (bad input, not a glitch). */
export class PermanentJobError extends Error {}

export interface EnqueueOptions {
  runAt?: Date;
  /** Unique across all jobs ever: a second enqueue with the same key is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
  /**
   * Enqueue inside the caller's transaction, so the job commits with the data it refers to. Local
   * workers are NOT woken then (they would poll before the commit, see nothing and sleep a whole
   * poll interval): call `queue.notify()` once the transaction has committed.
   */
  executor?: Executor;
}

/**
 * Lease of a claimed job (ms). A worker that stops renewing it (process killed, machine gone) loses
 * the job to the next worker that polls once it lapses, so after a crash nothing stays PROCESSING for
 * more than ~20 s plus one poll. Three missed heartbeats are tolerated before that happens.
 */
export const LEASE_MS = 20_000;
/** How often a running job renews its lease (ms). */
export const HEARTBEAT_MS = 5_000;

interface Registration {
  handler: JobHandler<never>;
}

interface ClaimedRow {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Durable job queue on PostgreSQL: rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED under a
 * lease renewed by heartbeats. The attempt is counted when claiming, so a job whose run killed the
 * process has used an attempt. A job whose worker died is claimed again once its lease lapses (on PGlite, at
 * start-up at once: the DATA_DIR lock proves no other process holds it). Failures retry with
 * exponential backoff (2^attempt × `backoffBaseMs`, capped at 1 h) up to `maxAttempts`.
 */
export class JobQueue {
  private readonly handlers = new Map<string, Registration>();
  private readonly wake = new EventEmitter();
  private running = false;
  private loops: Promise<void>[] = [];
  private timers: NodeJS.Timeout[] = [];
  private readonly deferrals: { busy: () => boolean; maxMs: number }[] = [];

  constructor(
    private readonly deps: {
      database: Database;
      logger: Logger;
      clock: Clock;
      pollIntervalMs?: number;
      concurrency?: number;
      backoffBaseMs?: number;
      /** Lease of a claimed job, renewed by heartbeats while it runs. Default LEASE_MS. */
      leaseMs?: number;
      /** Interval of those heartbeats. Default HEARTBEAT_MS. */
      heartbeatMs?: number;
    },
  ) {
    this.wake.setMaxListeners(0);
  }

  /**
   * Latency-sensitive work of this process (e.g. webhook acks that must answer within tens of ms)
   * goes first: while `busy()` is true, local workers claim no new job, for at most `maxMs` at a
   * time so that a steady stream of requests cannot starve the jobs. Jobs already running go on.
   * Why: on PGlite the database runs on this process's one thread, so every job query delays the
   * requests waiting behind it.
   */
  deferWhile(busy: () => boolean, maxMs = 1000): void {
    this.deferrals.push({ busy, maxMs });
  }

  /**
   * Register the handler of a job name (once, at wiring time). A running job's lease (LEASE_MS) is
   * renewed every HEARTBEAT_MS, so a long job keeps it and a dead process's job is free soon after.
   */
  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    this.handlers.set(name, { handler: handler as JobHandler<never> });
  }

  /**
   * Add a job. Returns `{ id, created: false }` when `singletonKey` already exists. Without
   * `executor` the row is committed on return and idle local workers are woken at once; with
   * `executor` (a caller's transaction) the caller wakes them via `notify()` after its commit.
   */
  async enqueue<N extends JobName>(
    name: N,
    payload: JobMap[N],
    options: EnqueueOptions = {},
  ): Promise<{ id: string | null; created: boolean }> {
    const executor = options.executor ?? this.deps.database.db;
    const rows = await executor
      .insert(jobs)
      .values({
        name,
        payload: payload as object,
        runAt: options.runAt ?? this.deps.clock.now(),
        singletonKey: options.singletonKey,
        maxAttempts: options.maxAttempts ?? 5,
      })
      .onConflictDoNothing({ target: jobs.singletonKey })
      .returning({ id: jobs.id });
    const id = rows[0]?.id ?? null;
    if (id && !options.executor) this.notify();
    return { id, created: id !== null };
  }

  /**
   * Add many jobs of one name in ONE statement (a webhook batch's answer jobs): one round trip
   * instead of one per job. Same rules as `enqueue` (singleton keys skipped, no wake-up with
   * `executor`). Returns how many rows were created.
   */
  async enqueueMany<N extends JobName>(
    name: N,
    items: { payload: JobMap[N]; singletonKey?: string }[],
    options: Omit<EnqueueOptions, 'singletonKey'> = {},
  ): Promise<number> {
    if (items.length === 0) return 0;
    const executor = options.executor ?? this.deps.database.db;
    const runAt = options.runAt ?? this.deps.clock.now();
    const rows = await executor
      .insert(jobs)
      .values(
        items.map((item) => ({
          name,
          payload: item.payload as object,
          runAt,
          singletonKey: item.singletonKey,
          maxAttempts: options.maxAttempts ?? 5,
        })),
      )
      .onConflictDoNothing({ target: jobs.singletonKey })
      .returning({ id: jobs.id });
    if (rows.length && !options.executor) this.notify();
    return rows.length;
  }

  /**
   * Wake idle local workers now (on the next turn of the event loop). Call it after committing a
   * transaction that enqueued jobs through `executor`; an extra call only costs one empty poll.
   * Workers of other processes still find the job at their next poll.
   */
  notify(): void {
    setImmediate(() => this.wake.emit('job'));
  }

  /**
   * Run `tick` now and every `intervalMs` while started. Ticks enqueue occurrences with singleton
   * keys, so several workers ticking at once still run each occurrence once.
   */
  every(intervalMs: number, tick: () => Promise<void>): void {
    const run = () =>
      tick().catch((err: unknown) => this.deps.logger.error({ err }, 'scheduled tick failed'));
    this.timers.push(setInterval(() => this.running && void run(), intervalMs).unref());
    this.scheduledTicks.push(run);
  }
  private scheduledTicks: (() => Promise<void>)[] = [];

  /** Start `concurrency` worker loops. `recoverActive` re-queues jobs left active by a dead process. */
  async start(options: { recoverActive?: boolean } = {}): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (options.recoverActive) {
      await this.deps.database.query(
        `UPDATE jobs SET status = 'queued', locked_until = NULL, updated_at = now() WHERE status = 'active'`,
      );
    }
    for (const tick of this.scheduledTicks) void tick();
    const n = this.deps.concurrency ?? 2;
    for (let i = 0; i < n; i++) this.loops.push(this.loop());
  }

  /** Stop claiming; wait for running jobs to finish. */
  async stop(): Promise<void> {
    this.running = false;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    this.wake.emit('job');
    await Promise.all(this.loops);
    this.loops = [];
  }

  /**
   * Process due jobs in this call until none is due (tests and scripts). Returns how many ran.
   * Does not need `start()`.
   */
  async runDue(limit = 1000): Promise<number> {
    let count = 0;
    while (count < limit && (await this.runOne())) count++;
    return count;
  }

  /** Wait while a deferral says busy (each for at most its maxMs), polling every 5 ms. */
  private async yieldToBusyWork(): Promise<void> {
    const started = Date.now();
    for (const d of this.deferrals) {
      while (this.running && d.busy() && Date.now() - started < d.maxMs)
        await new Promise((r) => setTimeout(r, 5));
    }
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        if (this.deferrals.length) await this.yieldToBusyWork();
        worked = this.running && (await this.runOne());
      } catch (err) {
        this.deps.logger.error({ err }, 'job loop error');
      }
      if (!worked && this.running) await this.sleep(this.deps.pollIntervalMs ?? 500);
      // Let pending I/O (HTTP requests) run between jobs instead of chaining job after job.
      else await new Promise((r) => setImmediate(r));
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake.off('job', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake.once('job', done);
    });
  }

  private async claim(): Promise<ClaimedRow | null> {
    const names = [...this.handlers.keys()];
    if (names.length === 0) return null;
    const now = this.deps.clock.now();
    const rows = await this.deps.database.query<ClaimedRow>(
      `UPDATE jobs SET status = 'active', attempts = attempts + 1,
              locked_until = $2::timestamptz + $3::int * interval '1 millisecond', updated_at = now()
        WHERE id = (
          SELECT id FROM jobs
           WHERE name = ANY($1::text[])
             AND ((status = 'queued' AND run_at <= $2::timestamptz)
               OR (status = 'active' AND locked_until < $2::timestamptz))
           ORDER BY run_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
      RETURNING id, name, payload, attempts, max_attempts`,
      [names, now.toISOString(), this.deps.leaseMs ?? LEASE_MS],
    );
    return rows[0] ?? null;
  }

  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const registration = this.handlers.get(job.name)!;
    const logger = this.deps.logger.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    const started = Date.now();
    const heartbeat = setInterval(
      () => void this.heartbeat(job.id, logger),
      this.deps.heartbeatMs ?? HEARTBEAT_MS,
    );
    heartbeat.unref();
    const run = (async () => {
      try {
        await registration.handler(job.payload as never, {
          jobId: job.id,
          attempt: job.attempts,
          maxAttempts: job.max_attempts,
          logger,
        });
        await this.deps.database.query(
          `UPDATE jobs SET status = 'completed', completed_at = now(), locked_until = NULL, last_error = NULL,
                  updated_at = now() WHERE id = $1`,
          [job.id],
        );
        logger.debug({ ms: Date.now() - started }, 'job completed');
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const permanent = err instanceof PermanentJobError;
        const exhausted = job.attempts >= job.max_attempts;
        if (permanent || exhausted) {
          logger.warn({ err: message }, 'job failed');
          await this.deps.database.query(
            `UPDATE jobs SET status = 'failed', locked_until = NULL, last_error = $2, updated_at = now() WHERE id = $1`,
            [job.id, message.slice(0, 2000)],
          );
        } else {
          const delayMs = Math.min(3_600_000, 2 ** job.attempts * (this.deps.backoffBaseMs ?? 1000));
          logger.info({ err: message, delayMs }, 'job will retry');
          await this.deps.database.query(
            `UPDATE jobs SET status = 'queued', locked_until = NULL, last_error = $2,
                    run_at = $3::timestamptz, updated_at = now() WHERE id = $1`,
            [
              job.id,
              message.slice(0, 2000),
              new Date(this.deps.clock.now().getTime() + delayMs).toISOString(),
            ],
          );
        }
      }
    })();
    try {
      await run;
    } finally {
      clearInterval(heartbeat);
    }
    return true;
  }

  /** Extend a running job's lease; a lost row or a failed write only logs (the next beat retries). */
  private async heartbeat(jobId: string, logger: Logger): Promise<void> {
    try {
      await this.deps.database.query(
        `UPDATE jobs SET locked_until = $2::timestamptz + $3::int * interval '1 millisecond'
          WHERE id = $1 AND status = 'active'`,
        [jobId, this.deps.clock.now().toISOString(), this.deps.leaseMs ?? LEASE_MS],
      );
    } catch (err) {
      logger.warn({ err }, 'job heartbeat failed');
    }
  }
}
