import { and, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parentQueries } from './conversations.table.js';

/** The columns the console's screens use (console-spec §3); nothing else is read. */
const chatColumns = {
  id: parentQueries.id,
  query: parentQueries.query,
  response: parentQueries.response,
  category: parentQueries.category,
  createdAt: parentQueries.createdAt,
  queryReceivedAt: parentQueries.queryReceivedAt,
  responseSentAt: parentQueries.responseSentAt,
  resolved: parentQueries.resolved,
};

export type ChatRow = {
  id: string;
  query: string;
  response: string;
  category: string;
  createdAt: Date;
  queryReceivedAt: Date;
  responseSentAt: Date | null;
  resolved: boolean;
};

/**
 * A school's parent queries created at or after `since`, newest first (created_at, then id for a
 * stable order), at most `limit` rows. Served by the (school_id, created_at DESC) index, so the
 * cost follows the rows returned, not the size of the log. `limit` must already be clamped.
 */
export async function listChats(input: {
  executor: Executor;
  schoolId: string;
  since: Date;
  limit: number;
}): Promise<ChatRow[]> {
  return input.executor
    .select(chatColumns)
    .from(parentQueries)
    .where(and(eq(parentQueries.schoolId, input.schoolId), gte(parentQueries.createdAt, input.since)))
    .orderBy(desc(parentQueries.createdAt), desc(parentQueries.id))
    .limit(input.limit);
}
