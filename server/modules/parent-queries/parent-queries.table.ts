import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from '../../db/columns.js';
import { tenantColumns } from '../../db/tenant-columns.js';

/**
 * The query log (docs/product-spec.md): one row per parent question on a parent
 * channel (WhatsApp). Test chats from the console are never stored.
 */
export const parentQueries = pgTable(
  'parent_queries',
  {
    ...tenantColumns(),
    channel: text('channel').notNull().default('whatsapp'),
    parentId: uuid('parent_id'),
    parentPhone: text('parent_phone'),
    query: text('query').notNull(),
    response: text('response').notNull().default(''),
    category: text('category').notNull().default(''),
    /** Language the question was answered in ('en' | 'es'); null for rows written before it was known. */
    language: text('language'),
    resolved: boolean('resolved').notNull().default(false),
    sources: jsonb('sources').$type<{ title: string; key?: string }[]>().notNull().default([]),
    queryReceivedAt: timestamptz('query_received_at').notNull(),
    responseSentAt: timestamptz('response_sent_at'),
    /** pending | sent | failed: delivery of the reply on the channel. */
    sendStatus: text('send_status').notNull().default('pending'),
    sendError: text('send_error'),
    /** When staff handled a declined query (answered it or dismissed it); null = still open. */
    handledAt: timestamptz('handled_at'),
    /** The staff user who handled it. */
    handledBy: uuid('handled_by'),
    /** answered | dismissed. `resolved` keeps the engine's verdict either way. */
    handledHow: text('handled_how'),
    /** The staff answer (staff_answers.id) that answered it. */
    staffAnswerId: uuid('staff_answer_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('parent_queries_school_created_idx').on(t.schoolId, t.createdAt.desc())],
);
