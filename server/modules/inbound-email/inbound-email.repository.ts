import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { findOne, ofSchool } from '../../db/common.repository.js';
import type { InboundEmailStatus } from '../../../contracts/inbound-email.contract.js';
import { inboundEmails } from './inbound-email.table.js';

export type InboundEmailRow = typeof inboundEmails.$inferSelect;

/** Whether this school already has the message (the unique (school_id, message_id) key). */
export async function hasInboundEmail(
  executor: Executor,
  schoolId: string,
  messageId: string,
): Promise<boolean> {
  const rows = await executor
    .select({ id: inboundEmails.id })
    .from(inboundEmails)
    .where(ofSchool(inboundEmails, schoolId, eq(inboundEmails.messageId, messageId)))
    .limit(1);
  return rows.length > 0;
}

/** Insert a received message; null when the school already has this Message-ID. */
export async function insertInboundEmail(
  executor: Executor,
  values: { schoolId: string; messageId: string; storageKey: string; createdAt: Date },
): Promise<string | null> {
  const rows = await executor
    .insert(inboundEmails)
    .values({ ...values, status: 'received' })
    .onConflictDoNothing({ target: [inboundEmails.schoolId, inboundEmails.messageId] })
    .returning({ id: inboundEmails.id });
  return rows[0]?.id ?? null;
}

export async function findInboundEmailById(executor: Executor, id: string): Promise<InboundEmailRow | null> {
  return findOne(executor, inboundEmails, eq(inboundEmails.id, id));
}

export async function updateInboundEmail(
  executor: Executor,
  id: string,
  values: {
    status: InboundEmailStatus;
    subject?: string;
    sender?: string;
    senderAuth?: string;
    error?: string | null;
  },
): Promise<void> {
  await executor.update(inboundEmails).set(values).where(eq(inboundEmails.id, id));
}
