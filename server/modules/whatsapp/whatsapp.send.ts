import type { JobContext } from '../../jobs/queue.js';
import { credentialsOf, graphClientOf, type WhatsappDeps } from './whatsapp.deps.js';
import { GraphApiError } from './whatsapp.graph.js';
import * as repo from './whatsapp.repository.js';
import { findMessagingSchool } from '../schools/schools.directory.js';
import { markQueryFailed, markQuerySent } from '../parent-queries/parent-queries.log.js';

export type SendOutcome = 'sent' | 'failed' | 'nothing_to_send';

/**
 * The send step (job 'whatsapp.send'): deliver stored outgoing messages in order
 * through `POST {graph}/{phone-number-id}/messages`. Rows already 'sent' are skipped, so a retry
 * after a crash or a Graph error never sends a part twice and never re-runs the answer engine.
 *
 * Retryable Graph errors (429 and throttling codes, 5xx, network) throw, so the queue retries with
 * backoff; on the last attempt, and at once for permanent errors (invalid token, 131047 outside the
 * 24-hour window, 131026 not on WhatsApp, other 4xx), the unsent parts and their query are marked
 * failed with the reason and the job completes: no retry storm. When every part is sent, the query's
 * `response_sent_at` is the time the last part was accepted. With `trackQuery: false` (office
 * replies, which answer a query already replied to) the query record is left as it is.
 */
export async function sendReplies(input: {
  deps: WhatsappDeps;
  messageIds: string[];
  ctx: Pick<JobContext, 'attempt' | 'maxAttempts' | 'logger'>;
  /** Mark the messages' query sent/failed with them (default true). */
  trackQuery?: boolean;
}): Promise<SendOutcome> {
  const { deps, ctx } = input;
  const rows = await repo.findMessages(deps.database.db, input.messageIds);
  const pending = rows.filter((r) => r.direction === 'out' && r.status === 'queued');
  if (pending.length === 0) return 'nothing_to_send';
  const first = rows[0]!;
  const queryId = input.trackQuery === false ? null : first.queryId;
  const logger = ctx.logger.child({ schoolId: first.schoolId, queryId });

  const fail = async (reason: string): Promise<SendOutcome> => {
    const now = deps.clock.now();
    await deps.database.db.transaction(async (tx) => {
      await repo.markOutgoingFailed(
        tx,
        rows.map((r) => r.id),
        reason,
        now,
      );
      if (queryId) await markQueryFailed(tx, { schoolId: first.schoolId!, queryId, error: reason });
    });
    // The activity log's event types are fixed by the spec (none is about delivery), so a failed
    // reply is surfaced on the query record, the message row, the Settings card and here.
    logger.warn({ reason, to: first.toPhone }, 'whatsapp reply not delivered');
    return 'failed';
  };

  if (rows.some((r) => r.status === 'failed')) return fail('An earlier part of this reply failed');
  const school = await findMessagingSchool(deps.database.db, first.schoolId!);
  const credentials = credentialsOf(deps, school);
  if (!credentials.ok) return fail(credentials.reason);

  const graph = graphClientOf(deps);
  for (const row of pending) {
    try {
      const { wamid } = await graph.sendText({
        phoneNumberId: row.phoneNumberId,
        token: credentials.token,
        to: row.toPhone,
        body: row.body,
      });
      await repo.markOutgoingSent(deps.database.db, row.id, wamid, deps.clock.now());
    } catch (err) {
      if (!(err instanceof GraphApiError)) throw err;
      if (err.retryable && ctx.attempt < ctx.maxAttempts) {
        logger.info({ status: err.status, code: err.code, attempt: ctx.attempt }, 'whatsapp send will retry');
        throw err;
      }
      return fail(err.retryable ? `Gave up after ${ctx.attempt} attempts: ${err.message}` : err.message);
    }
  }
  if (queryId)
    await markQuerySent(deps.database.db, {
      schoolId: first.schoolId!,
      queryId,
      sentAt: deps.clock.now(),
    });
  return 'sent';
}
