import type { WhatsappDeps } from './whatsapp.deps.js';
import * as repo from './whatsapp.repository.js';
import { findSchoolsByPhoneNumberIds } from '../schools/schools.directory.js';
import { markQueryFailed } from '../parent-queries/parent-queries.log.js';
import { messageText, parseWebhook, type ParsedInbound, type ParsedStatus } from './whatsapp.schemas.js';

/** Rows per INSERT when storing a large batch (keeps statements well under parameter limits). */
const INSERT_CHUNK = 500;

export interface IngestResult {
  stored: number;
  duplicates: number;
  statuses: number;
  /** Messages/statuses addressed to a phone-number id no school owns (answered 200, dropped). */
  unrouted: number;
  skipped: number;
}

function statusError(status: ParsedStatus['status']): string | null {
  const e = status.errors?.[0];
  if (!e) return null;
  const detail = e.error_data?.details ?? e.message;
  return `${e.title ?? 'Delivery failed'}${e.code !== undefined ? ` (code ${e.code})` : ''}${detail && detail !== e.title ? `: ${detail}` : ''}`;
}

/**
 * Store signature-verified webhook bodies: every entry and change of each; inbound
 * messages inserted with ON CONFLICT (wamid) DO NOTHING and the new ones' 'whatsapp.answer' jobs
 * enqueued in the SAME transaction, so a retried or parallel duplicate delivery stores one row and
 * one job; status callbacks applied to our outgoing messages (a 'failed' one also marks its query
 * failed). Several bodies share ONE transaction (the webhook batcher groups concurrent posts: a
 * handful of statements per batch instead of per post). Resolves only after commit: the callers
 * answer 200 then. Items for a phone-number id of no school are logged and dropped.
 */
export async function ingestWebhooks(input: {
  deps: WhatsappDeps;
  bodies: unknown[];
}): Promise<IngestResult> {
  const { deps } = input;
  const result: IngestResult = { stored: 0, duplicates: 0, statuses: 0, unrouted: 0, skipped: 0 };
  const parsed = { messages: [] as ParsedInbound[], statuses: [] as ParsedStatus[] };
  for (const body of input.bodies) {
    const one = parseWebhook(body);
    if (!one) {
      deps.logger.warn('whatsapp webhook: not a whatsapp_business_account payload; ignored');
      continue;
    }
    result.skipped += one.skipped;
    parsed.messages.push(...one.messages);
    parsed.statuses.push(...one.statuses);
  }
  if (result.skipped)
    deps.logger.warn({ skipped: result.skipped }, 'whatsapp webhook: malformed items skipped');
  const phoneNumberIds = [...new Set([...parsed.messages, ...parsed.statuses].map((m) => m.phoneNumberId))];
  if (phoneNumberIds.length === 0) return result;
  const now = deps.clock.now();

  await deps.database.db.transaction(async (tx) => {
    const schoolOf = await findSchoolsByPhoneNumberIds(tx, phoneNumberIds);
    const unknown = phoneNumberIds.filter((id) => !schoolOf.has(id));
    if (unknown.length)
      deps.logger.warn(
        { phoneNumberIds: unknown },
        'whatsapp webhook: phone-number id of no school; dropped',
      );

    const rows: repo.NewInbound[] = [];
    for (const item of parsed.messages) {
      const schoolId = schoolOf.get(item.phoneNumberId);
      if (!schoolId) {
        result.unrouted++;
        continue;
      }
      const m = item.message;
      rows.push({
        schoolId,
        wamid: m.id,
        phoneNumberId: item.phoneNumberId,
        fromPhone: `+${m.from}`,
        toPhone: item.displayPhoneNumber,
        type: m.type,
        body: messageText(m) ?? '',
        sentAt: new Date(Number(m.timestamp) * 1000),
        raw: { message: m, contactName: item.contactName },
        createdAt: now,
      });
    }
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const inserted = await repo.insertInboundMessages(tx, rows.slice(i, i + INSERT_CHUNK));
      await deps.queue.enqueueMany(
        'whatsapp.answer',
        inserted.map((row) => ({
          payload: { messageId: row.id },
          singletonKey: `whatsapp.answer:${row.id}`,
        })),
        { executor: tx },
      );
      result.stored += inserted.length;
    }
    result.duplicates = rows.length - result.stored;

    for (const item of parsed.statuses) {
      const schoolId = schoolOf.get(item.phoneNumberId);
      if (!schoolId) {
        result.unrouted++;
        continue;
      }
      const error = item.status.status === 'failed' ? (statusError(item.status) ?? 'Delivery failed') : null;
      const updated = await repo.applyStatus(tx, {
        schoolId,
        wamid: item.status.id,
        status: item.status.status,
        error,
        at: now,
      });
      if (!updated) continue;
      result.statuses++;
      if (error && updated.queryId) {
        await markQueryFailed(tx, { schoolId, queryId: updated.queryId, error });
        deps.logger.warn(
          { schoolId, wamid: item.status.id, reason: error },
          'whatsapp reply failed to deliver',
        );
      }
    }
  });
  // The answer jobs are committed now: wake the local workers (enqueue inside a transaction does not).
  if (result.stored) deps.queue.notify();
  if (result.duplicates)
    deps.logger.info({ duplicates: result.duplicates }, 'whatsapp webhook: duplicate messages ignored');
  return result;
}

/** One webhook body: `ingestWebhooks` with a batch of one. */
export function ingestWebhook(input: { deps: WhatsappDeps; body: unknown }): Promise<IngestResult> {
  return ingestWebhooks({ deps: input.deps, bodies: [input.body] });
}
