/**
 * The query log (console-spec §3 "Chat / parent query", DESIGN §6 step 4): one row per parent
 * question on a parent channel (WhatsApp). The channel that received the question writes it once it
 * has the engine's answer, then marks delivery. Console test chats are never written here.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AnswerSource } from '../assistant/assistant.types.js';
import { parentQueries } from './conversations.table.js';

export type ParentQueryRow = typeof parentQueries.$inferSelect;

/**
 * Insert a parent query with its answer. `sendStatus` defaults to 'pending' (reply not yet
 * delivered). `id` may be chosen by the caller when rows written before it in the same transaction
 * refer to it (WhatsApp outgoing messages); `createdAt` defaults to the database's now() (pass the
 * app clock's time so the log orders by the same clock as the rest of the flow).
 */
export async function insertParentQuery(input: {
  executor: Executor;
  id?: string;
  createdAt?: Date;
  schoolId: string;
  channel: string;
  parentId?: string | null;
  parentPhone?: string | null;
  query: string;
  response: string;
  category: string;
  /** Language the question was answered in ('en' | 'es'), when known. */
  language?: string | null;
  resolved: boolean;
  sources: AnswerSource[];
  queryReceivedAt: Date;
  responseSentAt?: Date | null;
  sendStatus?: 'pending' | 'sent' | 'failed';
}): Promise<ParentQueryRow> {
  const rows = await input.executor
    .insert(parentQueries)
    .values({
      ...(input.id ? { id: input.id } : {}),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      schoolId: input.schoolId,
      channel: input.channel,
      parentId: input.parentId ?? null,
      parentPhone: input.parentPhone ?? null,
      query: input.query,
      response: input.response,
      category: input.category,
      language: input.language ?? null,
      resolved: input.resolved,
      sources: input.sources.map((s) => (s.key ? { title: s.title, key: s.key } : { title: s.title })),
      queryReceivedAt: input.queryReceivedAt,
      responseSentAt: input.responseSentAt ?? null,
      sendStatus: input.sendStatus ?? 'pending',
    })
    .returning();
  return rows[0]!;
}

/** The reply was delivered at `sentAt` (response_sent_at feeds the analytics response time). */
export async function markQuerySent(input: {
  executor: Executor;
  schoolId: string;
  queryId: string;
  sentAt: Date;
}): Promise<ParentQueryRow | null> {
  const rows = await input.executor
    .update(parentQueries)
    .set({ sendStatus: 'sent', responseSentAt: input.sentAt, sendError: null })
    .where(and(eq(parentQueries.id, input.queryId), eq(parentQueries.schoolId, input.schoolId)))
    .returning();
  return rows[0] ?? null;
}

/** Delivery failed; `error` is kept for support (never shown to parents). */
export async function markQueryFailed(input: {
  executor: Executor;
  schoolId: string;
  queryId: string;
  error: string;
}): Promise<ParentQueryRow | null> {
  const rows = await input.executor
    .update(parentQueries)
    .set({ sendStatus: 'failed', sendError: input.error.slice(0, 1000) })
    .where(and(eq(parentQueries.id, input.queryId), eq(parentQueries.schoolId, input.schoolId)))
    .returning();
  return rows[0] ?? null;
}

/** A school's query log, oldest first (diagnostics and tests). */
export async function listParentQueries(input: { executor: Executor; schoolId: string }): Promise<ParentQueryRow[]> {
  return input.executor
    .select()
    .from(parentQueries)
    .where(eq(parentQueries.schoolId, input.schoolId))
    .orderBy(asc(parentQueries.createdAt));
}
