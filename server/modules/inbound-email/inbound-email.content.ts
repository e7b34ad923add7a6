import path from 'node:path';
import { INBOUND_EMAIL_LIMITS, NO_SUBJECT } from '../../../contracts/inbound-email.contract.js';
import type { ParsedAttachment, ParsedEmail } from './inbound-email.parse.js';

/** The subject as an item name: one line, no path separators (a "3/4" must not become a folder), ≤ 150 chars. */
export function subjectTitle(subject: string): string {
  const clean = subject
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/[/\\]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean || NO_SUBJECT)
    .slice(0, 150)
    .join('')
    .trim();
}

/**
 * The text of the `email` knowledge item: the outer headers (so "who sent it and when" is
 * answerable even for a directly written mail), then the body as written. A forwarded message's
 * own "---------- Forwarded message ---------" block with its From/Date/Subject lines is part of
 * the body and stays, so the original sender and date are kept too.
 */
export function emailItemText(mail: ParsedEmail): string {
  const lines = [
    `Subject: ${mail.subject.trim() || NO_SUBJECT}`,
    mail.from && `From: ${mail.from}`,
    mail.date && `Date: ${mail.date}`,
    mail.to && `To: ${mail.to}`,
    mail.cc && `Cc: ${mail.cc}`,
  ].filter(Boolean);
  return `${lines.join('\n')}\n\n${mail.text}\n`;
}

/** File name of the `email` item: the subject, as `.txt` so the ingestion pipeline reads it as text. */
export function emailItemName(subject: string): string {
  return `${subjectTitle(subject)}.txt`;
}

const SIGNATURE_TYPES = new Set([
  'application/pkcs7-signature',
  'application/x-pkcs7-signature',
  'application/pgp-signature',
  'application/pgp-keys',
  'text/vcard',
  'text/x-vcard',
  'text/directory',
]);
const SIGNATURE_EXTENSIONS = new Set(['.p7s', '.asc', '.sig', '.vcf', '.vcard']);

export type AttachmentVerdict = 'keep' | 'inline-image' | 'signature';

/**
 * Which attachments become `email_attachment` items. Not knowledge:
 * - inline images: images inside a multipart/related or referenced by the HTML as `cid:` (logos,
 *   pictures in the body); an image merely marked "inline" without a reference (Apple Mail's way of
 *   attaching) is kept;
 * - signatures: S/MIME and PGP signatures, vCards, and images under `signatureImageMaxBytes`
 *   (the logo of a signature, tracking pixels).
 */
export function attachmentVerdict(a: ParsedAttachment): AttachmentVerdict {
  const ext = path.extname(a.filename).toLowerCase();
  const isImage = a.contentType.startsWith('image/');
  if (
    SIGNATURE_TYPES.has(a.contentType) ||
    SIGNATURE_EXTENSIONS.has(ext) ||
    a.filename.toLowerCase() === 'smime.p7s'
  ) {
    return 'signature';
  }
  if (isImage && (a.related || a.referencedByHtml)) return 'inline-image';
  if (isImage && a.size < INBOUND_EMAIL_LIMITS.signatureImageMaxBytes) return 'signature';
  return 'keep';
}

const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/msword': '.doc',
  'text/plain': '.txt',
  'text/html': '.html',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/** The attachment's own file name, or `attachment-<n>` with the extension of its declared type. */
export function attachmentName(a: ParsedAttachment, index: number): string {
  const name = a.filename.replace(/[/\\]/g, '-').trim();
  return name || `attachment-${index + 1}${EXTENSION_OF_TYPE[a.contentType] ?? ''}`;
}
