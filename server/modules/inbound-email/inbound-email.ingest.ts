import { INBOUND_FAILURE_REASONS, NO_SUBJECT } from '../../../contracts/inbound-email.contract.js';
import type { AppDeps } from '../../app/deps.js';
import { recordActivity } from '../activity/activity.log.js';
import {
  attachmentName,
  attachmentVerdict,
  emailItemName,
  emailItemText,
  subjectTitle,
} from './inbound-email.content.js';
import { addressesIn, headerValues } from './inbound-email.headers.js';
import { addEmailKnowledgeItem, recordFailedEmailItem } from './inbound-email.knowledge.js';
import { parseEmail, type ParseFailure } from './inbound-email.parse.js';
import * as repo from './inbound-email.repository.js';
import { countItemsOfInboundEmail } from '../knowledge/knowledge.writer.js';
import { senderAuthOf } from './inbound-email.senders.js';

interface PlannedItem {
  fileName: string;
  contentType: 'email' | 'email_attachment';
  body: Buffer;
}

/**
 * Job `inbound-email.ingest`: turn one accepted message into knowledge.
 * - The body (text part, or HTML as text) becomes an `email` item named by the subject; each real
 *   attachment an `email_attachment` item through the same path as uploads (inline images and
 *   signatures are skipped, see attachmentVerdict). Items never expire by default.
 * - Activity: email_received ("E-mail received: <subject> from <sender>") once, and
 *   email_attachment ("Attachment <name> from e-mail <subject>") per attachment item.
 * - A message that cannot be read in the time budget, or yields nothing, becomes one FAILED
 *   `email` item with the reason (INBOUND_FAILURE_REASONS) and the row is marked failed.
 * Idempotent: a processed/failed message is skipped; a retry after a crash skips the items the
 * first run already created (they are created in a fixed order, one transaction each).
 */
export async function ingestInboundEmail(input: {
  deps: AppDeps;
  inboundEmailId: string;
  parseTimeoutMs?: number;
}): Promise<void> {
  const { deps } = input;
  const db = deps.database.db;
  const row = await repo.findInboundEmailById(db, input.inboundEmailId);
  if (!row || row.status === 'processed' || row.status === 'failed') return;
  const raw = await deps.storage.get(row.storageKey);
  const parsed = await parseEmail(raw, { timeoutMs: input.parseTimeoutMs });

  const subject = parsed.ok ? parsed.mail.subject.trim() : (headerValues(raw, 'subject')[0] ?? '').trim();
  const sender = parsed.ok ? parsed.mail.sender : (headerValues(raw, 'from')[0] ?? '').trim();
  const title = subjectTitle(subject);
  const senderAuth = senderAuthOf(raw);
  const senderAddress = addressesIn(sender)[0] ?? sender;
  const origin =
    [senderAddress && `From ${senderAddress}`, senderAuth].filter(Boolean).join(' · ') || undefined;
  const base = { deps, schoolId: row.schoolId, inboundEmailId: row.id, origin };

  if (row.status === 'received') {
    await db.transaction(async (tx) => {
      await repo.updateInboundEmail(tx, row.id, {
        status: 'processing',
        subject: subject.slice(0, 500),
        sender: sender.slice(0, 500),
        senderAuth,
      });
      await recordActivity(tx, {
        schoolId: row.schoolId,
        eventType: 'email_received',
        description: `E-mail received: ${subject || NO_SUBJECT}${sender ? ` from ${sender}` : ''}`,
        at: deps.clock.now(),
      });
    });
  }

  let failure: ParseFailure | null = parsed.ok ? null : parsed.reason;
  const items: PlannedItem[] = [];
  if (parsed.ok) {
    const mail = parsed.mail;
    if (mail.text) {
      items.push({
        fileName: emailItemName(subject),
        contentType: 'email',
        body: Buffer.from(emailItemText(mail), 'utf8'),
      });
    }
    const verdicts = mail.attachments.map(attachmentVerdict);
    mail.attachments.forEach((a, i) => {
      if (verdicts[i] !== 'keep') return;
      items.push({
        fileName: attachmentName(a, i),
        contentType: 'email_attachment',
        body: Buffer.from(a.content),
      });
    });
    if (items.length === 0) failure = verdicts.includes('inline-image') ? 'onlyInlineImages' : 'empty';
  }

  if (failure) {
    if ((await countItemsOfInboundEmail(db, row.schoolId, row.id)) === 0) {
      await recordFailedEmailItem({
        ...base,
        fileName: `${title}.eml`,
        raw,
        reason: INBOUND_FAILURE_REASONS[failure],
      });
    }
    const detail = parsed.ok ? '' : (parsed.detail ?? '');
    await repo.updateInboundEmail(db, row.id, {
      status: 'failed',
      error: `${failure}${detail ? `: ${detail}` : ''}`.slice(0, 1000),
    });
    deps.logger.warn({ inboundEmailId: row.id, failure, detail }, 'inbound e-mail yielded no knowledge');
    return;
  }

  const done = await countItemsOfInboundEmail(db, row.schoolId, row.id);
  for (const item of items.slice(done)) {
    await addEmailKnowledgeItem({ ...base, ...item });
    if (item.contentType === 'email_attachment') {
      await recordActivity(db, {
        schoolId: row.schoolId,
        eventType: 'email_attachment',
        description: `Attachment ${item.fileName} from e-mail ${subject || NO_SUBJECT}`,
        at: deps.clock.now(),
      });
    }
  }
  await repo.updateInboundEmail(db, row.id, { status: 'processed', error: null });
}
