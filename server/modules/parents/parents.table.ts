import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns.js';
import { tenantColumns } from '../../db/tenant-columns.js';

/** A parent in the school's directory: the WhatsApp access list. Number in E.164, unique per school. */
export const parents = pgTable(
  'parents',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    whatsappNum: text('whatsapp_num').notNull(),
    /** Language of the parent's messages ('en' | 'es'), set as they arrive and editable; null = not known yet. */
    language: text('language'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('parents_school_number_uq').on(t.schoolId, t.whatsappNum),
    index('parents_number_idx').on(t.whatsappNum),
  ],
);
