import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { findOne, firstOrNull, ofSchool } from '../../db/common.repository.js';
import { staffAnswers } from './questions.table.js';

/**
 * All SQL of the questions module's own table (staff_answers). Parent queries belong to the
 * parent-queries module and are read and marked through its interface (parent-queries.log.ts).
 */

export type StaffAnswerRow = typeof staffAnswers.$inferSelect;

/**
 * Claim an idempotency key: insert the answer row (status 'pending'), or null when the school
 * already has a row with this key (a repeated submit).
 */
export async function claimStaffAnswer(
  executor: Executor,
  values: {
    schoolId: string;
    idempotencyKey: string;
    queryIds: string[];
    answer: string;
    createdBy: string;
    at: Date;
  },
): Promise<StaffAnswerRow | null> {
  return firstOrNull(
    executor
      .insert(staffAnswers)
      .values({ ...values, status: 'pending', createdAt: values.at, updatedAt: values.at })
      .onConflictDoNothing({ target: [staffAnswers.schoolId, staffAnswers.idempotencyKey] })
      .returning(),
  );
}

export async function findStaffAnswerByKey(
  executor: Executor,
  schoolId: string,
  idempotencyKey: string,
): Promise<StaffAnswerRow | null> {
  return findOne(
    executor,
    staffAnswers,
    ofSchool(staffAnswers, schoolId, eq(staffAnswers.idempotencyKey, idempotencyKey)),
  );
}

/** Record the knowledge item and the response of a finished answer. */
export async function completeStaffAnswer(
  executor: Executor,
  input: { schoolId: string; id: string; knowledgeKey: string; result: unknown; at: Date },
): Promise<void> {
  await executor
    .update(staffAnswers)
    .set({ status: 'done', knowledgeKey: input.knowledgeKey, result: input.result, updatedAt: input.at })
    .where(ofSchool(staffAnswers, input.schoolId, eq(staffAnswers.id, input.id)));
}

/** Remove an answer whose knowledge item could not be saved (its key may then be used again). */
export async function deleteStaffAnswer(executor: Executor, schoolId: string, id: string): Promise<void> {
  await executor.delete(staffAnswers).where(ofSchool(staffAnswers, schoolId, eq(staffAnswers.id, id)));
}
