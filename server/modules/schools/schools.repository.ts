import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { findOne, preparedPerDatabase, updateOne } from '../../db/common.repository.js';
import { forgetInRequest, readOncePerRequest } from '../../shared/request-memo.js';
import { schools } from './schools.table.js';

export type SchoolRow = typeof schools.$inferSelect;

/** `findSchoolById` as a prepared statement: signed-in requests and every question read the row. */
const schoolById = preparedPerDatabase((db) =>
  db
    .select()
    .from(schools)
    .where(eq(schools.id, sql.placeholder('id')))
    .limit(1)
    .prepare('school_by_id'),
);

/** The key of a school row in a request scope (server/shared/request-memo.ts). */
export function schoolRequestKey(schoolId: string): string {
  return `school:${schoolId}`;
}

/**
 * The school row by id, or null. Read once per request scope (the session, the answer engine and
 * its day model all ask for it); each caller gets its own copy.
 */
export async function findSchoolById(executor: Executor, schoolId: string): Promise<SchoolRow | null> {
  const prepared = schoolById(executor);
  if (!prepared) return findOne(executor, schools, eq(schools.id, schoolId));
  const row = await readOncePerRequest(
    schoolRequestKey(schoolId),
    async () => (await prepared.execute({ id: schoolId }))[0] ?? null,
  );
  return row && { ...row };
}

/** Create a school (name empty until set in Settings; the sidebar falls back to "School"). */
export async function insertSchool(executor: Executor, values: { timeZone: string; name?: string | null }) {
  const rows = await executor
    .insert(schools)
    .values({ timeZone: values.timeZone, name: values.name ?? null })
    .returning();
  return rows[0]!;
}

/** Update some columns of a school. */
export async function updateSchool(
  executor: Executor,
  schoolId: string,
  values: Partial<Omit<SchoolRow, 'id' | 'createdAt'>>,
): Promise<SchoolRow | null> {
  const row = await updateOne(
    executor,
    schools,
    { ...values, updatedAt: new Date() },
    eq(schools.id, schoolId),
  );
  forgetInRequest(schoolRequestKey(schoolId));
  return row;
}

/**
 * Set the forwarding address only if it is still `expected` (compare-and-set), so two concurrent
 * first visits to Settings cannot hand out two different addresses. Null when another won.
 */
export async function replaceForwardingAddress(
  executor: Executor,
  schoolId: string,
  expected: string | null,
  address: string,
): Promise<string | null> {
  const rows = await executor
    .update(schools)
    .set({ forwardingAddress: address, updatedAt: new Date() })
    .where(
      and(
        eq(schools.id, schoolId),
        expected === null ? isNull(schools.forwardingAddress) : eq(schools.forwardingAddress, expected),
      ),
    )
    .returning({ forwardingAddress: schools.forwardingAddress });
  forgetInRequest(schoolRequestKey(schoolId));
  return rows[0]?.forwardingAddress ?? null;
}
