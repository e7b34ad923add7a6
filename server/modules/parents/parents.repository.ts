import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { findOne, firstOrNull, ofSchool, updateOne } from '../../db/common.repository.js';
import { parents } from './parents.table.js';

export type ParentRow = typeof parents.$inferSelect;

/** The school's whole directory, newest first. */
export async function listParents(executor: Executor, schoolId: string): Promise<ParentRow[]> {
  return executor
    .select()
    .from(parents)
    .where(ofSchool(parents, schoolId))
    .orderBy(desc(parents.createdAt), parents.name);
}

/**
 * The parent of `schoolId` with WhatsApp number `e164` (E.164, "+14155550123"), or null. This is the
 * access check of the WhatsApp assistant: only numbers in the school's directory may ask. WhatsApp
 * webhooks give `from` as digits without "+" ("14155550123"); prefix "+" before calling.
 */
export async function findParentByNumber(
  executor: Executor,
  input: {
    schoolId: string;
    e164: string;
  },
): Promise<ParentRow | null> {
  return findOne(executor, parents, ofSchool(parents, input.schoolId, eq(parents.whatsappNum, input.e164)));
}

/** Insert one parent; null when the school already has that number (unique per school). */
export async function insertParent(
  executor: Executor,
  values: { schoolId: string; name: string; whatsappNum: string; createdAt: Date },
): Promise<ParentRow | null> {
  return firstOrNull(executor.insert(parents).values(values).onConflictDoNothing().returning());
}

/**
 * Insert many parents of one school in ONE statement (callers wrap it in their transaction); numbers
 * the school already has are left untouched. Returns the numbers actually inserted, so the caller
 * knows which were already present, even if another request added them a moment ago. The rows
 * travel as one JSON parameter: a 10,000-row import is one round trip with 4 parameters instead of
 * 40,000 (which PGlite and node-postgres both handle slowly).
 */
export async function insertParents(
  executor: Executor,
  schoolId: string,
  rows: { name: string; whatsappNum: string }[],
  createdAt: Date,
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const json = JSON.stringify(rows.map((r) => ({ name: r.name, whatsapp_num: r.whatsappNum })));
  const result = (await executor.execute(sql`
    INSERT INTO ${parents} (school_id, name, whatsapp_num, created_at)
    SELECT ${schoolId}::uuid, r.name, r.whatsapp_num, ${createdAt.toISOString()}::timestamptz
    FROM json_to_recordset(${json}::json) AS r(name text, whatsapp_num text)
    ON CONFLICT (school_id, whatsapp_num) DO NOTHING
    RETURNING whatsapp_num`)) as unknown as { rows: { whatsapp_num: string }[] };
  // Both drivers (PGlite, node-postgres) answer `{ rows }`.
  return new Set(result.rows.map((r) => r.whatsapp_num));
}

/**
 * Set name and number of the school's parent currently at `oldNumber`. Returns the row, null when
 * the school has no parent at `oldNumber`, or 'duplicate' when another parent has `newNumber`.
 */
export async function updateParentByNumber(
  executor: Executor,
  schoolId: string,
  oldNumber: string,
  values: { name: string; whatsappNum: string; language?: string | null },
): Promise<ParentRow | null | 'duplicate'> {
  try {
    // Awaited here, so a unique violation is caught below instead of rejecting past this function.
    return await updateOne(
      executor,
      parents,
      values,
      ofSchool(parents, schoolId, eq(parents.whatsappNum, oldNumber)),
    );
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
}

/** Delete the school's parent at `number`; returns whether one was deleted. */
export async function deleteParentByNumber(
  executor: Executor,
  schoolId: string,
  number: string,
): Promise<boolean> {
  const rows = await executor
    .delete(parents)
    .where(ofSchool(parents, schoolId, eq(parents.whatsappNum, number)))
    .returning({ id: parents.id });
  return rows.length > 0;
}

/** PostgreSQL unique_violation (23505), whether raw or wrapped by Drizzle (`cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Remember the language a parent writes in (set from each WhatsApp message as it arrives). */
export async function setParentLanguage(
  executor: Executor,
  input: { schoolId: string; parentId: string; language: string },
): Promise<void> {
  await executor
    .update(parents)
    .set({ language: input.language })
    .where(ofSchool(parents, input.schoolId, eq(parents.id, input.parentId)));
}

/** Names of this school's parents among these WhatsApp numbers (E.164): number → name. */
export async function parentNamesByNumber(
  executor: Executor,
  schoolId: string,
  numbers: string[],
): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const rows = await executor
    .select({ whatsappNum: parents.whatsappNum, name: parents.name })
    .from(parents)
    .where(ofSchool(parents, schoolId, inArray(parents.whatsappNum, numbers)));
  return new Map(rows.map((r) => [r.whatsappNum, r.name]));
}
