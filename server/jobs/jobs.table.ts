import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from '../db/columns.js';

/**
 * The durable job queue (docs/ARCHITECTURE.md): a row per job, claimed with FOR UPDATE SKIP LOCKED under a
 * lease. `singleton_key` is unique, which is how schedules run once per occurrence across workers
 * (e.g. `calendar-daily:<schoolId>:2026-11-21`) and how "at most one pending job per file" holds.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued | active | completed | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    singletonKey: text('singleton_key').unique(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAt)],
);
