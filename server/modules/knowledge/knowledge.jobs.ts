import type { AppDeps } from '../../app/deps.js';
import { sweepExpired } from './knowledge.usecases.js';

/** How often the expiry sweep runs (file_expired within a minute of the expiry). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/** Singleton key of the sweep occurrence of the minute containing `at`, e.g. `knowledge.expiry-sweep:2026-11-21T09:58`. */
export function expirySweepKey(at: Date): string {
  return `knowledge.expiry-sweep:${at.toISOString().slice(0, 16)}`;
}

/**
 * Knowledge jobs: `knowledge.expiry-sweep`, enqueued once per minute (a singleton key per minute,
 * so several workers ticking together still run each minute's sweep once) and handled by
 * sweepExpired. `knowledge.ingest` belongs to the ingestion module.
 */
export function registerKnowledgeJobs(deps: AppDeps): void {
  deps.queue.register('knowledge.expiry-sweep', async (_payload, ctx) => {
    const count = await sweepExpired({ deps });
    if (count > 0) ctx.logger.info({ count }, 'knowledge items expired');
  });
  deps.queue.every(EXPIRY_SWEEP_INTERVAL_MS, async () => {
    await deps.queue.enqueue(
      'knowledge.expiry-sweep',
      {},
      { singletonKey: expirySweepKey(deps.clock.now()), maxAttempts: 1 },
    );
  });
}
