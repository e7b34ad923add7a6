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
