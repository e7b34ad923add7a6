import { and, eq, is, type SQL } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn, type PgTable, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './client.js';

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

/**
 * A statement built once per database and then run with new parameters (`sql.placeholder`), for the
 * lookups every request makes: building a query with Drizzle costs about as much as PGlite running a
 * one-row lookup. Returns null for a transaction (the statement belongs to the database's own
 * session, which waits for the transaction): the caller builds the query there as usual.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (executor: Executor) => P | null {
  const built = new WeakMap<object, P>();
  return (executor) => {
    if (is(executor, PgTransaction)) return null;
    let prepared = built.get(executor);
    if (prepared === undefined) {
      prepared = build(executor as Db);
      built.set(executor, prepared);
    }
    return prepared;
  };
}
