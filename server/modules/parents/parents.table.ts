import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { schools } from '../schools/schools.table.js';

/** A parent in the school's directory: the WhatsApp access list. Number in E.164, unique per school. */
export const parents = pgTable(
  'parents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    whatsappNum: text('whatsapp_num').notNull(),
    /** Language of the parent's messages ('en' | 'es'), set as they arrive and editable; null = not known yet. */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('parents_school_number_uq').on(t.schoolId, t.whatsappNum),
    index('parents_number_idx').on(t.whatsappNum),
  ],
);
