import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from '../schools/schools.table.js';

/** Activity log (docs/product-spec.md): event_type is one of contracts/activity.contract.ts ACTIVITY_EVENT_TYPES. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_logs_school_created_idx').on(t.schoolId, t.createdAt.desc())],
);
