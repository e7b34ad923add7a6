import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn } from '../../db/columns.js';
import { tenantColumns } from '../../db/tenant-columns.js';

/**
 * One staff answer to a group of unanswered parent questions. The unique (school, idempotency key)
 * makes "Send and save" pressed twice one answer: the second request finds this row and returns its
 * stored result instead of saving a second item or messaging the parents again.
 */
export const staffAnswers = pgTable(
  'staff_answers',
  {
    ...tenantColumns(),
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
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('staff_answers_school_key_idx').on(t.schoolId, t.idempotencyKey)],
);
