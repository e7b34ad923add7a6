import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app/deps.js';
import { recordActivity } from '../activity/activity.log.js';
import { addressesIn, headerValues, messageIdOf } from './inbound-email.headers.js';
import { isSenderAllowed } from './inbound-email.senders.js';
import * as repo from './inbound-email.repository.js';
import { findSchoolByForwardingAddress } from '../schools/schools.directory.js';

export type InboundDeps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'queue' | 'clock' | 'logger'>;

/** Lower-cased `local@domain` without brackets, or null when it is not one address. */
function normalizeAddress(address: string): string | null {
  const a = address.trim().replace(/^<|>$/g, '').toLowerCase();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(a) ? a : null;
}

/**
 * The school that takes mail for `address`: the address must be in
 * INBOUND_EMAIL_DOMAIN and be a school's forwarding address with forwarding switched on. Anything
 * else (unknown local part, disabled school, another domain, no domain configured) is null, which
 * the SMTP listener answers with 550: we deliver to schools, we never relay. Database errors
 * propagate (the caller answers 451, try later).
 */
export async function resolveRecipient(input: {
  deps: InboundDeps;
  address: string;
}): Promise<{ schoolId: string } | null> {
  const domain = input.deps.config.INBOUND_EMAIL_DOMAIN.trim().toLowerCase();
  const address = normalizeAddress(input.address);
  if (!domain || !address || !address.endsWith(`@${domain}`)) return null;
  const school = await findSchoolByForwardingAddress(input.deps.database.db, address);
  return school ? { schoolId: school.id } : null;
}

/** Distinct schools of the given addresses (several addresses of one school count once). */
export async function resolveRecipients(input: {
  deps: InboundDeps;
  addresses: string[];
}): Promise<string[]> {
  const schools = new Set<string>();
  for (const address of input.addresses) {
    const hit = await resolveRecipient({ deps: input.deps, address });
    if (hit) schools.add(hit.schoolId);
  }
  return [...schools];
}

export const SENDER_REJECTED = (sender: string) =>
  `5.7.1 <${sender}> may not send to this school's forwarding address: ask the school office to add it under Settings, E-mail forwarding, Allowed senders`;

/**
 * Keep the schools that accept mail from `sender`; write an `email_rejected` activity entry for the
 * others (once per rejected delivery), so the office sees who tried.
 */
export async function schoolsAcceptingSender(input: {
  deps: InboundDeps;
  schoolIds: string[];
  sender: string;
  subject?: string;
}): Promise<string[]> {
  const accepted: string[] = [];
  for (const schoolId of input.schoolIds) {
    if (input.sender && (await isSenderAllowed({ deps: input.deps, schoolId, sender: input.sender }))) {
      accepted.push(schoolId);
      continue;
    }
    input.deps.logger.info({ schoolId, sender: input.sender }, 'inbound e-mail refused: sender not allowed');
    await recordActivity(input.deps.database.db, {
      schoolId,
      eventType: 'email_rejected',
      description: `E-mail refused from ${input.sender || 'an unknown sender'}${input.subject ? `: ${input.subject}` : ''} (not an allowed sender)`,
      at: input.deps.clock.now(),
    });
  }
  return accepted;
}

/** The first address of the message's From header, lower case ('' when none). */
export function headerSender(raw: Buffer): string {
  return addressesIn(headerValues(raw, 'from')[0] ?? '')[0]?.toLowerCase() ?? '';
}

export interface AcceptedEmail {
  schoolId: string;
  /** null when the school already had this Message-ID (nothing new was stored). */
  inboundEmailId: string | null;
}

/**
 * Commit one received message for each school (docs/ARCHITECTURE.md): the raw original is stored
 * under `<schoolId>/inbound/<uuid>.eml`, then the inbound_emails row and its `inbound-email.ingest`
 * job are inserted in one transaction. Only when this resolves may the caller say 250/204; when it
 * throws (database or storage down) the caller answers "try again later" and the sender retries, so
 * an accepted message is never lost. A Message-ID the school already has stores nothing (the blob
 * of a lost race is removed again).
 */
export async function acceptInboundEmail(input: {
  deps: InboundDeps;
  raw: Buffer;
  schoolIds: string[];
}): Promise<AcceptedEmail[]> {
  const { deps, raw } = input;
  const messageId = messageIdOf(raw);
  const results: AcceptedEmail[] = [];
  for (const schoolId of input.schoolIds) {
    if (await repo.hasInboundEmail(deps.database.db, schoolId, messageId)) {
      results.push({ schoolId, inboundEmailId: null });
      continue;
    }
    const storageKey = `${schoolId}/inbound/${randomUUID()}.eml`;
    await deps.storage.put(storageKey, raw, 'message/rfc822');
    // On a database error the blob stays: the commit's outcome is unknown, and a retried delivery
    // that finds the row must still find its original. An orphan blob costs only disk.
    const inboundEmailId = await deps.database.db.transaction(async (tx) => {
      const id = await repo.insertInboundEmail(tx, {
        schoolId,
        messageId,
        storageKey,
        createdAt: deps.clock.now(),
      });
      if (id) {
        await deps.queue.enqueue(
          'inbound-email.ingest',
          { inboundEmailId: id },
          { executor: tx, singletonKey: `inbound-email:${id}` },
        );
      }
      return id;
    });
    if (!inboundEmailId) await removeBlob(deps, storageKey);
    else deps.logger.info({ schoolId, inboundEmailId, bytes: raw.length }, 'inbound e-mail accepted');
    results.push({ schoolId, inboundEmailId });
  }
  return results;
}

async function removeBlob(deps: InboundDeps, key: string): Promise<void> {
  await deps.storage
    .delete(key)
    .catch((err: unknown) => deps.logger.warn({ err, key }, 'could not remove inbound blob'));
}
