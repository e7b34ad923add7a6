import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn, timestamptz } from '../../db/columns.js';
import { tenantColumns } from '../../db/tenant-columns.js';

/** A connected ICS feed (docs/product-spec.md). */
export const calendars = pgTable(
  'calendars',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    icsUrl: text('ics_url').notNull(),
    /** Whole School | Grade 1..8 | Sports Team | Club/Activity | null (docs/product-spec.md). */
    association: text('association'),
    lastSynced: timestamptz('last_synced'),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('calendars_school_idx').on(t.schoolId)],
);

/** One expanded occurrence of a calendar event (recurrences and overrides already applied). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    ...tenantColumns(),
    calendarId: ownerColumn('calendar_id', () => calendars.id),
    uid: text('uid').notNull().default(''),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** All-day events: starts_at/ends_at are midnight in the school's zone; end exclusive. */
    allDay: boolean('all_day').notNull().default(false),
    association: text('association'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('calendar_events_school_start_idx').on(t.schoolId, t.startsAt),
    index('calendar_events_calendar_idx').on(t.calendarId),
  ],
);
