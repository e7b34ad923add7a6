import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parents } from './parents.table.js';

export type ParentRow = typeof parents.$inferSelect;

/** The school's whole directory, newest first. */
export async function listParents(executor: Executor, schoolId: string): Promise<ParentRow[]> {
  return executor
    .select()
    .from(parents)
    .where(eq(parents.schoolId, schoolId))
    .orderBy(desc(parents.createdAt), parents.name);
}

/**
 * The parent of `schoolId` with WhatsApp number `e164` (E.164, "+14155550123"), or null. This is the
 * access check of the WhatsApp assistant: only numbers in the school's directory may ask. WhatsApp
 * webhooks give `from` as digits without "+" ("14155550123"); prefix "+" before calling.
 */
export async function findParentByNumber(input: {
  executor: Executor;
  schoolId: string;
  e164: string;
}): Promise<ParentRow | null> {
  const rows = await input.executor
    .select()
    .from(parents)
    .where(and(eq(parents.schoolId, input.schoolId), eq(parents.whatsappNum, input.e164)))
    .limit(1);
  return rows[0] ?? null;
}

/** Insert one parent; null when the school already has that number (unique per school). */
export async function insertParent(
  executor: Executor,
  values: { schoolId: string; name: string; whatsappNum: string; createdAt: Date },
): Promise<ParentRow | null> {
  const rows = await executor.insert(parents).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Insert many parents of one school (callers wrap this in their transaction); numbers the school
 * already has are left untouched. Returns the numbers actually inserted.
 */
export async function insertParents(
  executor: Executor,
  schoolId: string,
  rows: { name: string; whatsappNum: string }[],
  createdAt: Date,
): Promise<Set<string>> {
  const inserted = new Set<string>();
  // 3 parameters a row; 1,000 rows keep each statement far below PostgreSQL's 65,535-parameter cap.
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000).map((r) => ({ schoolId, name: r.name, whatsappNum: r.whatsappNum, createdAt }));
    const result = await executor
      .insert(parents)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ whatsappNum: parents.whatsappNum });
    for (const r of result) inserted.add(r.whatsappNum);
  }
  return inserted;
}

/** Which of `numbers` (E.164) the school already has. */
export async function findExistingNumbers(executor: Executor, schoolId: string, numbers: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < numbers.length; i += 5000) {
    const rows = await executor
      .select({ whatsappNum: parents.whatsappNum })
      .from(parents)
      .where(and(eq(parents.schoolId, schoolId), inArray(parents.whatsappNum, numbers.slice(i, i + 5000))));
    for (const r of rows) found.add(r.whatsappNum);
  }
  return found;
}

/**
 * Set name and number of the school's parent currently at `oldNumber`. Returns the row, null when
 * the school has no parent at `oldNumber`, or 'duplicate' when another parent has `newNumber`.
 */
export async function updateParentByNumber(
  executor: Executor,
  schoolId: string,
  oldNumber: string,
  values: { name: string; whatsappNum: string },
): Promise<ParentRow | null | 'duplicate'> {
  try {
    const rows = await executor
      .update(parents)
      .set(values)
      .where(and(eq(parents.schoolId, schoolId), eq(parents.whatsappNum, oldNumber)))
      .returning();
    return rows[0] ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
}

/** Delete the school's parent at `number`; returns whether one was deleted. */
export async function deleteParentByNumber(executor: Executor, schoolId: string, number: string): Promise<boolean> {
  const rows = await executor
    .delete(parents)
    .where(and(eq(parents.schoolId, schoolId), eq(parents.whatsappNum, number)))
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
