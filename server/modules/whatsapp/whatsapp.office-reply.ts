import { WHATSAPP_WINDOW_MS } from '../../../contracts/questions.contract.js';
import { credentialsOf, graphClientOf, type WhatsappDeps } from './whatsapp.deps.js';
import { GraphApiError } from './whatsapp.graph.js';
import { markdownToWhatsapp, splitMessage } from './whatsapp.format.js';
import * as repo from './whatsapp.repository.js';

/**
 * Messages the school office sends itself (the Unanswered view's "Reply to the parents who asked"):
 * free-form text, so only inside WhatsApp's 24-hour customer-service window (Meta, "Cloud API:
 * customer service windows"); template messages are not sent.
 */

/** Which of these numbers wrote to the school within the last 24 hours (as of `now`). */
export async function withinServiceWindow(input: {
  deps: Pick<WhatsappDeps, 'database'>;
  schoolId: string;
  phones: string[];
  now: Date;
}): Promise<Set<string>> {
  const last = await repo.lastInboundByPhone(input.deps.database.db, input.schoolId, [
    ...new Set(input.phones),
  ]);
  const since = input.now.getTime() - WHATSAPP_WINDOW_MS;
  return new Set([...last].filter(([, at]) => at.getTime() >= since).map(([phone]) => phone));
}

export interface OfficeReply {
  /** E.164 number of the parent. */
  to: string;
  /** Markdown-light text (converted to WhatsApp formatting, split at 4,096 characters). */
  body: string;
  /** Unique per recipient and answer: a repeated call never stores or sends the reply twice. */
  idempotencyKey: string;
  queryId: string | null;
}

export type OfficeReplyResult =
  { to: string; status: 'sent' } | { to: string; status: 'failed'; reason: string };

/**
 * Store and send office replies now (not through the send job): the office sees per parent whether
 * it went out, with the Graph API's reason when not. Each part is stored first under
 * `<idempotencyKey>:<part>`; a part already sent is not sent again, so a repeated call is harmless.
 * One attempt per part: a failure is reported, not retried (the office can answer again).
 */
export async function sendOfficeReplies(input: {
  deps: WhatsappDeps;
  schoolId: string;
  replies: OfficeReply[];
}): Promise<OfficeReplyResult[]> {
  const { deps, schoolId } = input;
  const school = await repo.findMessagingSchool(deps.database.db, schoolId);
  const credentials = credentialsOf(deps, school);
  if (!credentials.ok) {
    const reason = credentials.reason;
    return input.replies.map((r) => ({ to: r.to, status: 'failed' as const, reason }));
  }
  const graph = graphClientOf(deps);
  const results: OfficeReplyResult[] = [];
  for (const reply of input.replies) {
    const parts = splitMessage(markdownToWhatsapp(reply.body));
    const ids = await repo.insertOutgoing(
      deps.database.db,
      parts.map((body, i) => ({
        schoolId,
        idempotencyKey: `${reply.idempotencyKey}:${i + 1}`,
        phoneNumberId: credentials.phoneNumberId,
        fromPhone: '',
        toPhone: reply.to,
        body,
        queryId: reply.queryId,
        meta: { kind: 'office_answer', part: i + 1, parts: parts.length },
        at: deps.clock.now(),
      })),
    );
    const rows = await repo.findMessages(deps.database.db, ids);
    let failure: string | null = rows.find((r) => r.status === 'failed')?.error ?? null;
    for (const row of rows) {
      if (failure) break;
      if (row.status !== 'queued') continue;
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
        failure = err.message;
        await repo.markOutgoingFailed(deps.database.db, [row.id], failure, deps.clock.now());
      }
    }
    if (failure) {
      await repo.markOutgoingFailed(
        deps.database.db,
        rows.map((r) => r.id),
        'An earlier part of this reply failed',
        deps.clock.now(),
      );
      deps.logger.warn({ schoolId, to: reply.to, reason: failure }, 'office reply not delivered');
      results.push({ to: reply.to, status: 'failed', reason: failure });
    } else {
      results.push({ to: reply.to, status: 'sent' });
    }
  }
  return results;
}
