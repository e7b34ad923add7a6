import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestamptz, updatedAtColumn } from '../../db/columns.js';
import { schools } from '../schools/schools.table.js';

/**
 * Every WhatsApp message in or out. `wamid` is unique so Meta's webhook retries and parallel
 * duplicates store one inbound row (and therefore one answer job). `wamid` of an outgoing row is
 * Meta's id, known once the Graph API accepted the send (status callbacks find the row by it).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: idColumn(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    wamid: text('wamid').unique(),
    direction: text('direction').notNull(),
    phoneNumberId: text('phone_number_id').notNull(),
    fromPhone: text('from_phone').notNull(),
    toPhone: text('to_phone').notNull().default(''),
    type: text('type').notNull().default('text'),
    body: text('body').notNull().default(''),
    /** received | answered | ignored | queued | sent | delivered | read | failed */
    status: text('status').notNull(),
    error: text('error'),
    queryId: uuid('query_id'),
    /**
     * Outgoing rows only: a key derived from what the message answers (`reply:<inbound id>:<part>`),
     * unique, so a retried answer job can never store (and so never send) the same reply twice.
     */
    idempotencyKey: text('idempotency_key').unique(),
    sentAt: timestamptz('sent_at'),
    raw: jsonb('raw'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('whatsapp_messages_school_idx').on(t.schoolId, t.createdAt)],
);
