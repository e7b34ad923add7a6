import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns.js';
import { tenantColumns } from '../../db/tenant-columns.js';

/** Activity log (docs/product-spec.md): event_type is one of contracts/activity.contract.ts ACTIVITY_EVENT_TYPES. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    ...tenantColumns(),
    eventType: text('event_type').notNull(),
    description: text('description').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('activity_logs_school_created_idx').on(t.schoolId, t.createdAt.desc())],
);
