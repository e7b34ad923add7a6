import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Query pieces every module's repository repeats: the tenant filter and "one row or null". They build
 * Drizzle queries only; each module still runs them on its own tables in its own repository.
 */

/**
 * The where-clause of a tenant query: rows of `schoolId` (from the session or the stored row, never
 * from a sender), ANDed with any further conditions.
 */
export function ofSchool(
  table: { schoolId: AnyPgColumn },
  schoolId: string,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(eq(table.schoolId, schoolId), ...conditions)!;
}

/** The first row of a query's result, or null: for statements that match one row at most. */
export async function firstOrNull<T>(rows: PromiseLike<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null;
}

/** A table's row type; the generic helpers below return their rows as it. */
type Row<T extends PgTable> = T['$inferSelect'];

/** The whole row of `table` matching `where`, or null (a lookup by a unique key). */
export function findOne<T extends PgTable>(executor: Executor, table: T, where: SQL): Promise<Row<T> | null> {
  const query = executor
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return firstOrNull(query) as Promise<Row<T> | null>;
}

/** Set `values` on the row of `table` matching `where`; the updated row, or null when none matched. */
export function updateOne<T extends PgTable>(
  executor: Executor,
  table: T,
  values: PgUpdateSetSource<T>,
  where: SQL,
): Promise<Row<T> | null> {
  const query = executor
    .update(table as PgTable)
    .set(values as PgUpdateSetSource<PgTable>)
    .where(where)
    .returning();
  return firstOrNull(query) as Promise<Row<T> | null>;
}

/** Delete the row of `table` matching `where`; the deleted row, or null when none matched. */
export function deleteOne<T extends PgTable>(
  executor: Executor,
  table: T,
  where: SQL,
): Promise<Row<T> | null> {
  const query = executor
    .delete(table as PgTable)
    .where(where)
    .returning();
  return firstOrNull(query) as Promise<Row<T> | null>;
}
