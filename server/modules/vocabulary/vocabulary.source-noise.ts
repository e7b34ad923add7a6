/**
 * Lines of a knowledge item that are packaging, not content: never an answer sentence.
 *
 * Forwarded e-mails are indexed with their header block ("Subject: Fwd: 8th Grade DC Trip From:
 * "Lucia Ferreira" <…> Date: 2026-11-10T17:30:00.000Z To: …") and the forwarded-message marker
 * with the original's headers. On the bench's e-mails this block was picked as the answer to "dc trip
 * dates?" because it repeats the subject's words. Labels are the RFC 5322 field names mail clients
 * print (Gmail, Outlook: "Sent:" and "Cc:").
 */
export const MAIL_HEADER_LINE =
  /^(?:-{2,}\s*(?:forwarded|original)\s+message\s*-{2,}\s*)?(?:subject|from|to|cc|date|sent)\s*:/i;

/** True when a sentence is e-mail header packaging (see MAIL_HEADER_LINE). */
export function isMailHeaderLine(sentence: string): boolean {
  return MAIL_HEADER_LINE.test(sentence.trim());
}

/**
 * A saved web page's footer: "© 2026 Live Oak Creek Independent School District · 1200 Ranch Road
 * 620 …", "Copyright 2026 …", "All rights reserved". It names the site owner's address, not the
 * school's: Cedar Bluff dev answered "whats the school address" with the district's footer.
 */
export const PAGE_FOOTER_LINE = /^(?:©|\(c\)\s*\d{4}|copyright\b)|\ball rights reserved\b/i;

/** True when a sentence is packaging: an e-mail header line or a web page's footer. */
export function isPackagingLine(sentence: string): boolean {
  return isMailHeaderLine(sentence) || PAGE_FOOTER_LINE.test(sentence.trim());
}
