import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deleteOne, findOne, ofSchool, updateOne } from '../../db/common.repository.js';
import { knowledgeChunks, knowledgeFiles } from './knowledge.table.js';

/** All SQL of the knowledge module. Every tenant query is filtered by `schoolId` (from the session). */

export type KnowledgeFileRow = typeof knowledgeFiles.$inferSelect;
export type NewKnowledgeFileRow = typeof knowledgeFiles.$inferInsert;

export async function insertKnowledgeFile(
  executor: Executor,
  values: NewKnowledgeFileRow,
): Promise<KnowledgeFileRow> {
  const rows = await executor.insert(knowledgeFiles).values(values).returning();
  return rows[0]!;
}

/** A school's items, newest first (ties by key so the order is stable). */
export async function listKnowledgeFiles(executor: Executor, schoolId: string): Promise<KnowledgeFileRow[]> {
  return executor
    .select()
    .from(knowledgeFiles)
    .where(ofSchool(knowledgeFiles, schoolId))
    .orderBy(desc(knowledgeFiles.createdAt), asc(knowledgeFiles.key));
}

/** Key, sync status and error of a school's items (the 3-second poll: no other columns). */
export async function listSyncStatuses(executor: Executor, schoolId: string) {
  return executor
    .select({
      key: knowledgeFiles.key,
      syncStatus: knowledgeFiles.syncStatus,
      errorMessage: knowledgeFiles.errorMessage,
    })
    .from(knowledgeFiles)
    .where(ofSchool(knowledgeFiles, schoolId))
    .orderBy(desc(knowledgeFiles.createdAt), asc(knowledgeFiles.key));
}

/** The school's item with this key, or null (another school's key is simply not found). */
export async function findKnowledgeFileByKey(
  executor: Executor,
  schoolId: string,
  key: string,
): Promise<KnowledgeFileRow | null> {
  return findOne(executor, knowledgeFiles, ofSchool(knowledgeFiles, schoolId, eq(knowledgeFiles.key, key)));
}

/** The units stored for one of the school's items, in ordinal order. */
export async function listChunksOfFile(executor: Executor, schoolId: string, fileId: string) {
  return executor
    .select({
      heading: knowledgeChunks.heading,
      content: knowledgeChunks.content,
      kind: knowledgeChunks.kind,
      typedValues: knowledgeChunks.typedValues,
    })
    .from(knowledgeChunks)
    .where(ofSchool(knowledgeChunks, schoolId, eq(knowledgeChunks.fileId, fileId)))
    .orderBy(asc(knowledgeChunks.ordinal));
}

/** Delete the school's item (its chunks cascade). Returns the deleted row or null. */
export async function deleteKnowledgeFile(
  executor: Executor,
  schoolId: string,
  id: string,
): Promise<KnowledgeFileRow | null> {
  return deleteOne(executor, knowledgeFiles, ofSchool(knowledgeFiles, schoolId, eq(knowledgeFiles.id, id)));
}

/** Change content type and expiry of the school's item. */
export async function updateKnowledgeFile(
  executor: Executor,
  schoolId: string,
  id: string,
  values: { contentType: string; expiryDate: Date | null; resetExpiryNotice: boolean; now: Date },
): Promise<KnowledgeFileRow | null> {
  const changes = {
    contentType: values.contentType,
    expiryDate: values.expiryDate,
    // A new expiry deserves its own file_expired entry when it passes.
    ...(values.resetExpiryNotice ? { expiryNotifiedAt: null } : {}),
    updatedAt: values.now,
  };
  return updateOne(
    executor,
    knowledgeFiles,
    changes,
    ofSchool(knowledgeFiles, schoolId, eq(knowledgeFiles.id, id)),
  );
}

/**
 * Claim every item (all schools: a system sweep) whose expiry is at or before `now` and that has not
 * been announced yet, marking it announced. The single UPDATE … RETURNING makes concurrent sweeps
 * split the rows instead of announcing one twice.
 */
export async function claimNewlyExpired(executor: Executor, now: Date, limit = 1000) {
  const due = executor
    .select({ id: knowledgeFiles.id })
    .from(knowledgeFiles)
    .where(and(lte(knowledgeFiles.expiryDate, now), isNull(knowledgeFiles.expiryNotifiedAt)))
    .limit(limit)
    .for('update', { skipLocked: true });
  return executor
    .update(knowledgeFiles)
    .set({ expiryNotifiedAt: now })
    .where(and(inArray(knowledgeFiles.id, due), isNull(knowledgeFiles.expiryNotifiedAt)))
    .returning({
      id: knowledgeFiles.id,
      schoolId: knowledgeFiles.schoolId,
      fileName: knowledgeFiles.fileName,
      contentType: knowledgeFiles.contentType,
      expiryDate: knowledgeFiles.expiryDate,
    });
}
