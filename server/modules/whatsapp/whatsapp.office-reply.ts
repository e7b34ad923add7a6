import { WHATSAPP_WINDOW_MS } from '../../../contracts/questions.contract.js';
import { credentialsOf, type WhatsappDeps } from './whatsapp.deps.js';
import { SEND_MAX_ATTEMPTS } from './whatsapp.answer.js';
import { GraphApiError } from './whatsapp.graph.js';
import { markdownToWhatsapp, splitMessage } from './whatsapp.format.js';
import * as repo from './whatsapp.repository.js';
import { findMessagingSchool } from '../schools/schools.directory.js';
import { sendReplies } from './whatsapp.send.js';

/** Delay before a reply whose first attempt hit a retryable error is tried again (ms; the queue's first backoff). */
const FIRST_RETRY_DELAY_MS = 2_000;

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
  | { to: string; status: 'sent' }
  | { to: string; status: 'sending' }
  | { to: string; status: 'failed'; reason: string };

/**
 * Store office replies and send them through the send step (whatsapp.send.ts), so the office sees
 * per parent whether it went out, with the Graph API's reason when not. Each part is stored first
 * under `<idempotencyKey>:<part>`; a part already sent is not sent again, so a repeated call is
 * harmless. The first attempt runs now; a retryable failure (throttling, 5xx, network) becomes a
 * `whatsapp.send` job (singleton per reply) that retries with the queue's backoff like every other
 * reply, and the parent is reported as 'sending'. A permanent failure is reported at once.
 */
export async function sendOfficeReplies(input: {
  deps: WhatsappDeps;
  schoolId: string;
  replies: OfficeReply[];
}): Promise<OfficeReplyResult[]> {
  const { deps, schoolId } = input;
  const school = await findMessagingSchool(deps.database.db, schoolId);
  const credentials = credentialsOf(deps, school);
  if (!credentials.ok) {
    const reason = credentials.reason;
    return input.replies.map((r) => ({ to: r.to, status: 'failed' as const, reason }));
  }
  const results: OfficeReplyResult[] = [];
  for (const reply of input.replies) {
    const parts = splitMessage(markdownToWhatsapp(reply.body));
    const messageIds = await repo.insertOutgoing(
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
    results.push({
      to: reply.to,
      ...(await sendNow({ deps, messageIds, idempotencyKey: reply.idempotencyKey })),
    });
  }
  return results;
}

/** First attempt of one reply's parts; a retryable failure is handed to a `whatsapp.send` job. */
async function sendNow(input: {
  deps: WhatsappDeps;
  messageIds: string[];
  idempotencyKey: string;
}): Promise<{ status: 'sent' } | { status: 'sending' } | { status: 'failed'; reason: string }> {
  const { deps, messageIds } = input;
  const logger = deps.logger.child({ reply: input.idempotencyKey });
  try {
    await sendReplies({
      deps,
      messageIds,
      ctx: { attempt: 1, maxAttempts: SEND_MAX_ATTEMPTS, logger },
      trackQuery: false,
    });
  } catch (err) {
    if (!(err instanceof GraphApiError) || !err.retryable) throw err;
    // The queue's first retry comes after its usual backoff; the job's attempts start again at 1.
    await deps.queue.enqueue(
      'whatsapp.send',
      { messageIds, trackQuery: false },
      {
        singletonKey: `whatsapp.send:${input.idempotencyKey}`,
        maxAttempts: SEND_MAX_ATTEMPTS,
        runAt: new Date(deps.clock.now().getTime() + FIRST_RETRY_DELAY_MS),
      },
    );
    return { status: 'sending' };
  }
  const rows = await repo.findMessages(deps.database.db, messageIds);
  const failed = rows.find((r) => r.status === 'failed');
  if (failed) return { status: 'failed', reason: failed.error ?? 'Not delivered' };
  return rows.every((r) => r.status === 'sent') ? { status: 'sent' } : { status: 'sending' };
}
