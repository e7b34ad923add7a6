import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Column builders every table file shares, so a table spells only what is its own. Database names and
 * types are exactly what the migrations create; a builder here never changes a column, only where it
 * is written.
 */

/** A `timestamp with time zone` column: every instant in the schema is stored with its zone. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** The random uuid primary key `id`. */
export function idColumn() {
  return uuid('id').primaryKey().defaultRandom();
}

/** `created_at`: set by the database when the row is inserted. */
export function createdAtColumn() {
  return timestamptz('created_at').notNull().defaultNow();
}

/** `updated_at`: starts at insert time; writers set it on change. */
export function updatedAtColumn() {
  return timestamptz('updated_at').notNull().defaultNow();
}

/** A required uuid referencing the row this one belongs to; deleting that row deletes this one. */
export function ownerColumn(name: string, owner: () => AnyPgColumn) {
  return uuid(name).notNull().references(owner, { onDelete: 'cascade' });
}
