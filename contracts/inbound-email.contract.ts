/**
 * Forwarded e-mail into knowledge : limits and names shared by the SMTP listener,
 * the raw-MIME webhook and the ingestion job. No browser calls these; the Settings screen only
 * shows the forwarding address (contracts/settings.contract.ts).
 */
import { z } from 'zod';

/** The raw-MIME webhook for hosted inbound providers: POST the RFC 822 message as the body. */
export const INBOUND_EMAIL_WEBHOOK_PATH = '/api/inbound/email';

/** Alternative to `Authorization: Bearer <secret>`: `sha256=<hex HMAC-SHA256(secret, raw body)>`. */
export const INBOUND_SIGNATURE_HEADER = 'x-homeroom-signature';

/** Body content types the webhook accepts (all carry the raw message unchanged). */
export const INBOUND_WEBHOOK_CONTENT_TYPES = [
  'message/rfc822',
  'text/plain',
  'application/octet-stream',
] as const;

export const INBOUND_EMAIL_LIMITS = {
  /** RCPT TO beyond this in one transaction answers 452 (RFC 5321 allows ≥ 100; mail to a school needs few). */
  maxRecipients: 50,
  /** Concurrent SMTP connections per process. */
  maxClients: 100,
  /** Idle SMTP connection is closed after this (ms). */
  socketTimeoutMs: 60_000,
  /** On shutdown, open SMTP connections get this long to finish (ms). */
  closeTimeoutMs: 30_000,
  /** Parsing one message (MIME + HTML to text) must finish within this budget (ms). */
  parseTimeoutMs: 20_000,
  /** Top-level header block larger than this is refused as malformed (bytes). */
  maxHeaderBytes: 512 * 1024,
  /** More header fields than this is refused as malformed. */
  maxHeaderFields: 2_000,
  /** Images smaller than this are treated as signature logos, not knowledge (bytes). */
  signatureImageMaxBytes: 16 * 1024,
} as const;

/** Name of an e-mail item whose subject is empty. */
export const NO_SUBJECT = '(no subject)';

/** inbound_emails.status: received → processing → processed | failed. */
export const INBOUND_EMAIL_STATUSES = ['received', 'processing', 'processed', 'failed'] as const;
export type InboundEmailStatus = (typeof INBOUND_EMAIL_STATUSES)[number];

/** Reasons shown on FAILED e-mail items (knowledge library errorMessage). */
export const INBOUND_FAILURE_REASONS = {
  unreadable: 'This e-mail could not be read (malformed MIME), so nothing was added from it.',
  tooSlow: 'Reading this e-mail took too long, so nothing was added from it.',
  headersTooLarge: 'This e-mail has oversized headers, so nothing was added from it.',
  onlyInlineImages: 'This e-mail has no text and only inline images, so nothing was added from it.',
  empty: 'This e-mail has no text and no attachments, so nothing was added from it.',
} as const;

/** GET/PUT /api/settings/email/senders: who may forward mail into the school's knowledge. */
export interface AllowedSenders {
  /** Always allowed: the office e-mail's domain (or address) and the staff accounts. */
  defaults: string[];
  /** Added by the office: addresses ("news@district.org") and domains ("district.org"). */
  allowed_senders: string[];
}

export const allowedSendersUpdateSchema = z.object({
  allowed_senders: z.array(z.string().max(320)).max(1000),
});
