import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parentQueries } from '../conversations/conversations.table.js';
import { knowledgeFiles } from '../knowledge/knowledge.table.js';

/** The demo school's knowledge rows by file name (for idempotent seeding and waiting on ingestion). */
export async function listKnowledgeByNames(executor: Executor, schoolId: string, fileNames: string[]) {
  if (fileNames.length === 0) return [];
  return executor
    .select({
      id: knowledgeFiles.id,
      fileName: knowledgeFiles.fileName,
      syncStatus: knowledgeFiles.syncStatus,
    })
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.schoolId, schoolId), inArray(knowledgeFiles.fileName, fileNames)));
}

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
