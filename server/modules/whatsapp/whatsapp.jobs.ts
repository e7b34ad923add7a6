import { PermanentJobError } from '../../jobs/queue.js';
import type { WhatsappDeps } from './whatsapp.deps.js';
import { closeInbound } from './whatsapp.repository.js';
import { answerMessage } from './whatsapp.answer.js';
import { sendReplies } from './whatsapp.send.js';

declare module '../../jobs/job-map.js' {
  interface JobMap {
    /** Deliver stored outgoing WhatsApp messages, in order (whatsapp module, the send step). */
    'whatsapp.send': { messageIds: string[]; trackQuery?: boolean };
  }
}

/**
 * The WhatsApp jobs: 'whatsapp.answer' {messageId} (answer step: route, check access and
 * directory, run the engine, store the reply) and 'whatsapp.send' {messageIds} (send step, retried
 * with backoff on Graph throttling/5xx). Split so a Graph retry never re-runs the engine.
 */
export function registerWhatsappJobs(deps: WhatsappDeps): void {
  deps.queue.register('whatsapp.answer', async (payload, ctx) => {
    try {
      await answerMessage({ deps, messageId: payload.messageId, logger: ctx.logger });
    } catch (err) {
      // Out of attempts (engine or database trouble): close the message so it is visibly failed.
      if (!(err instanceof PermanentJobError) && ctx.attempt >= ctx.maxAttempts) {
        const reason = `not answered: ${err instanceof Error ? err.message : String(err)}`;
        await closeInbound(deps.database.db, payload.messageId, {
          status: 'failed',
          error: reason.slice(0, 1000),
          at: deps.clock.now(),
        });
      }
      throw err;
    }
  });
  deps.queue.register('whatsapp.send', async (payload, ctx) => {
    await sendReplies({ deps, messageIds: payload.messageIds, ctx, trackQuery: payload.trackQuery });
  });
}
