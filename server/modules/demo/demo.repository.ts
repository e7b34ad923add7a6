import { and, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parentQueries } from '../conversations/conversations.table.js';

/** query_received_at instants (ms) of the school's stored queries since `since`. */
export async function storedQueryTimes(
  executor: Executor,
  schoolId: string,
  since: Date,
): Promise<Set<number>> {
  const rows = await executor
    .select({ at: parentQueries.queryReceivedAt })
    .from(parentQueries)
    .where(and(eq(parentQueries.schoolId, schoolId), gte(parentQueries.queryReceivedAt, since)));
  return new Set(rows.map((r) => r.at.getTime()));
}

/** Store one answered parent query with its (back-dated) times. */
export async function insertAnsweredQuery(
  executor: Executor,
  values: {
    schoolId: string;
    parentPhone: string;
    query: string;
    response: string;
    category: string;
    resolved: boolean;
    sources: { title: string; key?: string }[];
    queryReceivedAt: Date;
    responseSentAt: Date;
  },
): Promise<void> {
  await executor.insert(parentQueries).values({
    ...values,
    channel: 'whatsapp',
    sendStatus: 'sent',
    createdAt: values.queryReceivedAt,
  });
}
