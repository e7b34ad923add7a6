import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../db/test-database.js';
import { fixedClock } from '../shared/clock.js';
import { createLogger } from '../shared/logger.js';
import { JobQueue, PermanentJobError } from './queue.js';

// The queue's own tests run a job only they know: it joins the job map here, not in production code.
declare module './job-map.js' {
  interface JobMap {
    'test.echo': { value: string };
  }
}

const logger = createLogger({ level: 'silent' });
let database: Database | undefined;
afterEach(async () => database?.close());

function queueOn(db: Database, clock = fixedClock('2026-11-21T10:00:00Z')) {
  return new JobQueue({ database: db, logger, clock, pollIntervalMs: 20, backoffBaseMs: 1000 });
}

describe('JobQueue', () => {
  it('runs a job enqueued before a restart after the restart, including one left active by a crash', async () => {
    database = await createTestDatabase();
    const before = queueOn(database);
    await before.enqueue('test.echo', { value: 'queued-before-restart' });
    // Simulate a crash mid-job: claimed (active, leased) but never finished.
    await before.enqueue('test.echo', { value: 'was-running' });
    await database.query(
      `UPDATE jobs SET status = 'active', locked_until = now() + interval '10 minutes'
        WHERE payload->>'value' = 'was-running'`,
    );

    const seen: string[] = [];
    const after = queueOn(database);
    after.register('test.echo', async (p) => {
      seen.push(p.value);
    });
    await after.start({ recoverActive: true });
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(2);
    await after.stop();
    expect(seen.sort()).toEqual(['queued-before-restart', 'was-running']);
    const rows = await database.query<{ status: string }>('SELECT status FROM jobs');
    expect(rows.every((r) => r.status === 'completed')).toBe(true);
  });

  it('retries with backoff, then fails after maxAttempts; permanent errors fail at once', async () => {
    database = await createTestDatabase();
    const clock = fixedClock('2026-11-21T10:00:00Z');
    const queue = queueOn(database, clock);
    let calls = 0;
    queue.register('test.echo', async (p) => {
      calls++;
      if (p.value === 'permanent') throw new PermanentJobError('bad input');
      throw new Error('glitch');
    });
    await queue.enqueue('test.echo', { value: 'flaky' }, { maxAttempts: 3 });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0); // backoff: not due yet
    clock.advance(2_000);
    expect(await queue.runDue()).toBe(1);
    clock.advance(4_000);
    expect(await queue.runDue()).toBe(1);
    clock.advance(60_000);
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(3);
    const [flaky] = await database.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM jobs',
    );
    expect(flaky).toMatchObject({ status: 'failed', last_error: 'glitch' });

    await queue.enqueue('test.echo', { value: 'permanent' });
    expect(await queue.runDue()).toBe(1);
    const rows = await database.query<{ status: string }>(
      `SELECT status FROM jobs WHERE payload->>'value' = 'permanent'`,
    );
    expect(rows[0]?.status).toBe('failed');
  });

  it('runs a singleton occurrence once even when two workers enqueue it', async () => {
    database = await createTestDatabase();
    const a = queueOn(database);
    const b = queueOn(database);
    const results = await Promise.all([
      a.enqueue('test.echo', { value: 'x' }, { singletonKey: 'daily:school:2026-11-21' }),
      b.enqueue('test.echo', { value: 'x' }, { singletonKey: 'daily:school:2026-11-21' }),
    ]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const rows = await database.query('SELECT id FROM jobs');
    expect(rows).toHaveLength(1);
  });

  it('runs a job enqueued inside a transaction promptly after commit, not a poll interval later', async () => {
    database = await createTestDatabase();
    const db = database;
    // A poll interval far longer than the assertion window: only a wake-up can run the job in time.
    const queue = new JobQueue({
      database: db,
      logger,
      clock: fixedClock('2026-11-21T10:00:00Z'),
      pollIntervalMs: 10_000,
    });
    const ranAt: number[] = [];
    queue.register('test.echo', async () => {
      ranAt.push(Date.now());
    });
    await queue.start();
    await new Promise((r) => setTimeout(r, 50)); // workers have polled once and sleep now

    await db.db.transaction(async (tx) => {
      await queue.enqueue('test.echo', { value: 'in-tx' }, { executor: tx });
      // Stay in the transaction a while: a worker woken now would see nothing and sleep 10 s.
      await new Promise((r) => setTimeout(r, 100));
    });
    const committedAt = Date.now();
    queue.notify();
    await expect.poll(() => ranAt.length, { timeout: 2000, interval: 10 }).toBe(1);
    await queue.stop();
    expect(ranAt[0]! - committedAt).toBeLessThan(1000);
  });

  it('claims no new job while deferWhile says busy (bounded by maxMs), then runs it', async () => {
    database = await createTestDatabase();
    const queue = queueOn(database);
    let busy = true;
    queue.deferWhile(() => busy, 60_000);
    const ran: string[] = [];
    queue.register('test.echo', async (p) => {
      ran.push(p.value);
    });
    await queue.start();
    await queue.enqueue('test.echo', { value: 'later' });
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([]);
    busy = false;
    await expect.poll(() => ran, { timeout: 2000, interval: 10 }).toEqual(['later']);
    await queue.stop();

    // A busy signal that never clears delays jobs by at most maxMs.
    const stubborn = queueOn(database);
    stubborn.deferWhile(() => true, 100);
    stubborn.register('test.echo', async (p) => {
      ran.push(p.value);
    });
    await stubborn.enqueue('test.echo', { value: 'not starved' });
    await stubborn.start();
    await expect.poll(() => ran, { timeout: 2000, interval: 10 }).toEqual(['later', 'not starved']);
    await stubborn.stop();
  });

  it('counts the attempt when claiming and renews the lease by heartbeats while the job runs', async () => {
    database = await createTestDatabase();
    const clock = fixedClock('2026-11-21T10:00:00Z');
    const queue = new JobQueue({
      database,
      logger,
      clock,
      pollIntervalMs: 20,
      leaseMs: 20_000,
      heartbeatMs: 20,
    });
    let release = () => {};
    const running = new Promise<void>((r) => (release = r));
    queue.register('test.echo', async () => running);
    await queue.enqueue('test.echo', { value: 'long' });
    const done = queue.runDue();
    const row = () =>
      database!.query<{ attempts: number; status: string; locked_until: Date }>(
        'SELECT attempts, status, locked_until FROM jobs',
      );
    await expect.poll(async () => (await row())[0]?.status).toBe('active');
    expect((await row())[0]!.attempts).toBe(1);

    clock.advance(60_000);
    const renewed = new Date('2026-11-21T10:01:20Z').getTime();
    await expect.poll(async () => new Date((await row())[0]!.locked_until).getTime()).toBe(renewed);
    // Another worker does not take a job whose lease is kept alive.
    const other = queueOn(database, clock);
    other.register('test.echo', async () => {});
    expect(await other.runDue()).toBe(0);
    release();
    await done;
    expect((await row())[0]!.status).toBe('completed');
  });

  it("takes over a dead process's job once its heartbeat lapsed, with that run counted as an attempt", async () => {
    database = await createTestDatabase();
    const clock = fixedClock('2026-11-21T10:00:00Z');
    const dead = queueOn(database, clock);
    await dead.enqueue('test.echo', { value: 'poison' }, { maxAttempts: 2 });
    // The dead process claimed it twice (attempts 1 and 2) and died each time: no heartbeat since.
    await database.query(
      `UPDATE jobs SET status = 'active', attempts = 2, locked_until = '2026-11-21T09:59:50Z'`,
    );
    const attempts: number[] = [];
    const next = queueOn(database, clock);
    next.register('test.echo', async (_p, ctx) => {
      attempts.push(ctx.attempt);
      if (ctx.attempt > ctx.maxAttempts) throw new PermanentJobError('gave up');
    });
    await next.start();
    await expect.poll(() => attempts, { timeout: 3000 }).toEqual([3]);
    await next.stop();
    const [row] = await database.query<{ status: string; last_error: string }>(
      'SELECT status, last_error FROM jobs',
    );
    expect(row).toEqual({ status: 'failed', last_error: 'gave up' });
  });
});
