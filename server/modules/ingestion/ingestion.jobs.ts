import type { AppDeps } from '../../app/deps.js';
import { PermanentJobError } from '../../jobs/queue.js';
import { ingestFile } from './ingestion.usecases.js';

/**
 * Register the `knowledge.ingest` handler ({ fileId }, enqueued by the knowledge module on upload
 * and re-sync). A file that fails for a reason in its content ends the job as failed at once
 * (PermanentJobError: retrying cannot help); glitches are retried by the queue with backoff.
 */
export function registerIngestionJobs(deps: AppDeps): void {
  deps.queue.register('knowledge.ingest', async (payload, ctx) => {
    const result = await ingestFile({
      deps,
      fileId: payload.fileId,
      attempt: ctx.attempt,
      maxAttempts: ctx.maxAttempts,
      logger: ctx.logger,
    });
    if (result.outcome === 'failed') throw new PermanentJobError(result.errorMessage);
  });
}
