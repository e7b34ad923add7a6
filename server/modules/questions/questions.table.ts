import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from '../schools/schools.table.js';

/**
 * One staff answer to a group of unanswered parent questions. The unique (school, idempotency key)
 * makes "Send and save" pressed twice one answer: the second request finds this row and returns its
 * stored result instead of saving a second item or messaging the parents again.
 */
export const staffAnswers = pgTable(
  'staff_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    queryIds: jsonb('query_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    answer: text('answer').notNull(),
    /** pending (being saved and sent) | done (`result` holds the response). */
    status: text('status').notNull().default('pending'),
    /** Key of the knowledge item the answer became. */
    knowledgeKey: text('knowledge_key'),
    /** The AnswerQuestionsResponse returned to the first request (replayed to repeats). */
    result: jsonb('result'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_answers_school_key_idx').on(t.schoolId, t.idempotencyKey)],
);
