import { and, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { findOne, firstOrNull, ofSchool } from '../../db/common.repository.js';
import { whatsappMessages } from './whatsapp.table.js';

/**
 * All SQL of the WhatsApp module. Webhook and job code has no session: those queries are keyed by
 * the school that owns the receiving phone-number id (or by the stored message's school), never by
 * anything a sender controls. The query log is written through the parent-queries module
 * (parent-queries.log.ts), senders are looked up through the parents repository (findParentByNumber),
 * and the school's connection and phone-number ids through the schools module (schools.directory.ts).
 */

export type MessageRow = typeof whatsappMessages.$inferSelect;
export type OutgoingKind = 'answer' | 'registration' | 'non_text' | 'test' | 'office_answer';
/** What an outgoing row's `raw` holds. */
export interface OutgoingMeta {
  kind: OutgoingKind;
  part: number;
  parts: number;
  replyTo?: string;
}

// ---------- messages ----------

/** The where-clause of the school's messages in one direction, ANDed with further conditions. */
function messagesOf(schoolId: string, direction: 'in' | 'out', ...conditions: SQL[]): SQL {
  return ofSchool(whatsappMessages, schoolId, eq(whatsappMessages.direction, direction), ...conditions);
}

export interface NewInbound {
  schoolId: string;
  wamid: string;
  phoneNumberId: string;
  fromPhone: string;
  toPhone: string;
  type: string;
  body: string;
  sentAt: Date;
  raw: unknown;
  createdAt: Date;
}

/**
 * Insert inbound messages; a `wamid` already stored (Meta retry, parallel duplicate, duplicate in
 * the same batch) is skipped. Returns the rows actually inserted.
 */
export async function insertInboundMessages(
  executor: Executor,
  rows: NewInbound[],
): Promise<{ id: string; wamid: string }[]> {
  if (rows.length === 0) return [];
  const inserted = await executor
    .insert(whatsappMessages)
    .values(rows.map((r) => ({ ...r, direction: 'in', status: 'received', updatedAt: r.createdAt })))
    .onConflictDoNothing({ target: whatsappMessages.wamid })
    .returning({ id: whatsappMessages.id, wamid: whatsappMessages.wamid });
  return inserted.map((r) => ({ id: r.id, wamid: r.wamid! }));
}

export async function findMessage(executor: Executor, id: string): Promise<MessageRow | null> {
  return findOne(executor, whatsappMessages, eq(whatsappMessages.id, id));
}

/** Outgoing messages by id, in the given order. */
export async function findMessages(executor: Executor, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const rows = await executor.select().from(whatsappMessages).where(inArray(whatsappMessages.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is MessageRow => !!r);
}

/**
 * Close an inbound message that is still 'received' (answered | ignored | failed). Returns false
 * when another run already closed it: the caller must then do nothing more (row lock + status
 * guard make concurrent runs of one job harmless).
 */
export async function closeInbound(
  executor: Executor,
  id: string,
  values: {
    status: 'answered' | 'ignored' | 'failed';
    error?: string | null;
    queryId?: string | null;
    at: Date;
  },
): Promise<boolean> {
  const rows = await executor
    .update(whatsappMessages)
    .set({
      status: values.status,
      error: values.error ?? null,
      queryId: values.queryId ?? null,
      updatedAt: values.at,
    })
    .where(and(eq(whatsappMessages.id, id), eq(whatsappMessages.status, 'received')))
    .returning({ id: whatsappMessages.id });
  return rows.length > 0;
}

/** Store outgoing messages (status 'queued') before sending; existing idempotency keys are kept. Returns ids in order. */
export async function insertOutgoing(
  executor: Executor,
  rows: {
    schoolId: string;
    idempotencyKey: string;
    phoneNumberId: string;
    fromPhone: string;
    toPhone: string;
    body: string;
    queryId: string | null;
    meta: OutgoingMeta;
    at: Date;
  }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  await executor
    .insert(whatsappMessages)
    .values(
      rows.map((r) => ({
        schoolId: r.schoolId,
        idempotencyKey: r.idempotencyKey,
        direction: 'out',
        phoneNumberId: r.phoneNumberId,
        fromPhone: r.fromPhone,
        toPhone: r.toPhone,
        type: 'text',
        body: r.body,
        status: 'queued',
        queryId: r.queryId,
        raw: r.meta,
        createdAt: r.at,
        updatedAt: r.at,
      })),
    )
    .onConflictDoNothing({ target: whatsappMessages.idempotencyKey });
  const keys = rows.map((r) => r.idempotencyKey);
  const stored = await executor
    .select({ id: whatsappMessages.id, key: whatsappMessages.idempotencyKey })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.idempotencyKey, keys));
  const byKey = new Map(stored.map((r) => [r.key, r.id]));
  return keys.map((k) => byKey.get(k)!);
}

/** Serialize work on one key until the end of the transaction (PostgreSQL advisory lock). */
export async function lockKey(executor: Executor, key: string): Promise<void> {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Registration replies stored for this sender by this school since `since`. */
export async function countRegistrationRepliesSince(
  executor: Executor,
  schoolId: string,
  toPhone: string,
  since: Date,
): Promise<number> {
  const rows = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(whatsappMessages)
    .where(
      messagesOf(
        schoolId,
        'out',
        eq(whatsappMessages.toPhone, toPhone),
        gt(whatsappMessages.createdAt, since),
        sql`${whatsappMessages.raw}->>'kind' = 'registration'`,
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function markOutgoingSent(
  executor: Executor,
  id: string,
  wamid: string,
  at: Date,
): Promise<void> {
  await executor
    .update(whatsappMessages)
    .set({ status: 'sent', wamid, sentAt: at, error: null, updatedAt: at })
    .where(eq(whatsappMessages.id, id));
}

/** Mark still-unsent outgoing rows failed with `reason`. */
export async function markOutgoingFailed(
  executor: Executor,
  ids: string[],
  reason: string,
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(whatsappMessages)
    .set({ status: 'failed', error: reason.slice(0, 1000), updatedAt: at })
    .where(and(inArray(whatsappMessages.id, ids), eq(whatsappMessages.status, 'queued')));
}

const STATUS_RANK = sql`CASE ${whatsappMessages.status} WHEN 'queued' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END`;
const RANKS: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * Apply a status callback to our outgoing message `wamid` of `schoolId`. Statuses only move forward
 * (sent → delivered → read; failed is final) since Meta may deliver callbacks out of order.
 * Returns the updated row's query id (or null), or undefined when nothing matched.
 */
export async function applyStatus(
  executor: Executor,
  input: { schoolId: string; wamid: string; status: string; error: string | null; at: Date },
): Promise<{ queryId: string | null } | undefined> {
  const rank = RANKS[input.status];
  if (rank === undefined) return undefined;
  const rows = await executor
    .update(whatsappMessages)
    .set({
      status: input.status,
      ...(input.error ? { error: input.error.slice(0, 1000) } : {}),
      updatedAt: input.at,
    })
    .where(
      messagesOf(
        input.schoolId,
        'out',
        eq(whatsappMessages.wamid, input.wamid),
        sql`${STATUS_RANK} < ${rank}`,
      ),
    )
    .returning({ queryId: whatsappMessages.queryId });
  return rows[0] ? { queryId: rows[0].queryId } : undefined;
}

/** The newest failed outgoing message of the school since `since`. */
export async function latestFailure(executor: Executor, schoolId: string, since: Date) {
  return firstOrNull(
    executor
      .select({ error: whatsappMessages.error, at: whatsappMessages.updatedAt })
      .from(whatsappMessages)
      .where(
        messagesOf(
          schoolId,
          'out',
          eq(whatsappMessages.status, 'failed'),
          isNotNull(whatsappMessages.error),
          gt(whatsappMessages.updatedAt, since),
        ),
      )
      .orderBy(desc(whatsappMessages.updatedAt))
      .limit(1),
  );
}

/** When each of these senders last wrote to the school (inbound messages): E.164 number → time. */
export async function lastInboundByPhone(
  executor: Executor,
  schoolId: string,
  phones: string[],
): Promise<Map<string, Date>> {
  if (phones.length === 0) return new Map();
  const rows = await executor
    .select({
      phone: whatsappMessages.fromPhone,
      at: sql<string>`max(coalesce(${whatsappMessages.sentAt}, ${whatsappMessages.createdAt}))`,
    })
    .from(whatsappMessages)
    .where(messagesOf(schoolId, 'in', inArray(whatsappMessages.fromPhone, phones)))
    .groupBy(whatsappMessages.fromPhone);
  return new Map(rows.map((r) => [r.phone, new Date(r.at)]));
}
