import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from '../schools/schools.table.js';

/** A connected ICS feed (docs/product-spec.md). */
export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icsUrl: text('ics_url').notNull(),
    /** Whole School | Grade 1..8 | Sports Team | Club/Activity | null (docs/product-spec.md). */
    association: text('association'),
    lastSynced: timestamp('last_synced', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendars_school_idx').on(t.schoolId)],
);

/** One expanded occurrence of a calendar event (recurrences and overrides already applied). */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull().default(''),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** All-day events: starts_at/ends_at are midnight in the school's zone; end exclusive. */
    allDay: boolean('all_day').notNull().default(false),
    association: text('association'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_events_school_start_idx').on(t.schoolId, t.startsAt),
    index('calendar_events_calendar_idx').on(t.calendarId),
  ],
);
