import type { WhatsappDeps } from './whatsapp.deps.js';
import { ingestWebhook, ingestWebhooks } from './whatsapp.ingest.js';

/** Most webhook bodies stored in one transaction. */
export const MAX_WEBHOOK_BATCH = 100;

export interface WebhookBatcher {
  /** Store one verified body; resolves once it is committed (then the route answers 200). */
  submit(body: unknown): Promise<void>;
}

/**
 * Group commit for webhook posts: bodies that arrive while a batch is being stored wait and are
 * then stored together in ONE transaction (`ingestWebhooks`), so a burst costs a few statements per
 * batch instead of five per post, and no post waits behind a queue of other posts' transactions
 * (on PGlite every statement takes the single connection, shared with the answer jobs). A lone post
 * is stored on the next turn of the event loop: no timer, no added latency. Each post still
 * resolves only after its own data is committed. When a batch fails, its posts are retried one by
 * one so that one bad body cannot fail its neighbours (Meta retries the post that still fails).
 */
export function createWebhookBatcher(
  deps: WhatsappDeps,
  options: { maxBatch?: number } = {},
): WebhookBatcher {
  const maxBatch = options.maxBatch ?? MAX_WEBHOOK_BATCH;
  const pending: { body: unknown; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    try {
      while (pending.length > 0) {
        const batch = pending.splice(0, maxBatch);
        try {
          await ingestWebhooks({ deps, bodies: batch.map((p) => p.body) });
          for (const p of batch) p.resolve();
        } catch (err) {
          if (batch.length === 1) {
            batch[0]!.reject(err);
            continue;
          }
          deps.logger.warn(
            { err, posts: batch.length },
            'whatsapp webhook batch failed; storing its posts one by one',
          );
          for (const p of batch) {
            await ingestWebhook({ deps, body: p.body }).then(p.resolve, p.reject);
          }
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    submit(body) {
      return new Promise<void>((resolve, reject) => {
        pending.push({ body, resolve, reject });
        if (flushing) return;
        flushing = true;
        // Next turn: posts parsed in this one join the batch.
        setImmediate(() => void flush());
      });
    },
  };
}
