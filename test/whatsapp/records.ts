import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../server/db/client.js';
import { parentQueries } from '../../server/modules/parent-queries/parent-queries.table.js';
import { whatsappMessages } from '../../server/modules/whatsapp/whatsapp.table.js';

/**
 * What the WhatsApp path stored, read straight from its tables for assertions; production code has
 * no use for these whole-table reads, so they live with the tests.
 */

/** A school's parent-query log (parent_queries), oldest first. */
export async function listParentQueries(executor: Executor, schoolId: string) {
  return executor
    .select()
    .from(parentQueries)
    .where(eq(parentQueries.schoolId, schoolId))
    .orderBy(asc(parentQueries.createdAt));
}

/** A school's WhatsApp messages (whatsapp_messages), oldest first, ties by idempotency key. */
export async function listMessages(executor: Executor, schoolId: string) {
  return executor
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.schoolId, schoolId))
    .orderBy(asc(whatsappMessages.createdAt), asc(whatsappMessages.idempotencyKey));
}
