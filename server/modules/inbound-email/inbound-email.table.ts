import { pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns.js';
import { tenantColumns } from '../../db/tenant-columns.js';

/** A forwarded e-mail accepted for a school: the raw original is stored before the SMTP 250. */
export const inboundEmails = pgTable(
  'inbound_emails',
  {
    ...tenantColumns(),
    /** RFC 5322 Message-ID (or a content hash when absent): the same message twice creates nothing new. */
    messageId: text('message_id').notNull(),
    storageKey: text('storage_key').notNull(),
    subject: text('subject').notNull().default(''),
    sender: text('sender').notNull().default(''),
    /** What the receiving mail system recorded about the sender: "SPF pass · DKIM pass" ('' when no header said). */
    senderAuth: text('sender_auth').notNull().default(''),
    /** received → processing → processed | failed (contracts/inbound-email.contract.ts) */
    status: text('status').notNull().default('received'),
    error: text('error'),
    createdAt: createdAtColumn(),
  },
  (t) => [unique('inbound_emails_school_message_uq').on(t.schoolId, t.messageId)],
);
