/**
 * Who may write a school's knowledge by e-mail. Forwarded mail is accepted only from allowed
 * senders: the school's own domain (taken from the office e-mail in the school profile, or that
 * exact address when it is a public mailbox provider), the staff accounts of the school, and the
 * addresses and domains the office adds under Settings → E-mail forwarding. Anyone else who learns
 * the forwarding address gets a 550 and an `email_rejected` activity entry: parents are answered
 * from this knowledge, so it must come from the school.
 *
 * Also reads the sender checks the receiving mail system recorded (RFC 8601 Authentication-Results,
 * RFC 7208 Received-SPF), shown on each e-mail item so staff can tell a forged sender.
 */
import { errors } from '../../shared/errors.js';
import { staffEmailsOf } from '../auth/auth.usecases.js';
import { findSchoolById, updateSchool } from '../schools/schools.directory.js';
import { headerValues } from './inbound-email.headers.js';
import type { InboundDeps } from './inbound-email.usecases.js';

/**
 * Mailbox providers where a domain says nothing about the school: allowing "gmail.com" would allow
 * everyone, so for these only the exact office address is a default.
 */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'zoho.com',
]);

/** Most entries a school may add (a district's schools and vendors fit easily). */
export const MAX_ALLOWED_SENDERS = 200;

const ADDRESS = /^[^\s@<>,;]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** "Office@School.org" → "office@school.org"; "@district.org" → "district.org"; invalid → null. */
export function normalizeSenderEntry(entry: string): string | null {
  const e = entry.trim().toLowerCase().replace(/^@/, '');
  return ADDRESS.test(e) || DOMAIN.test(e) ? e : null;
}

/** Whether `sender` (an address) is covered by an entry: the same address, or its domain or a parent domain. */
export function senderMatches(sender: string, allowed: readonly string[]): boolean {
  const address = sender.trim().toLowerCase().replace(/^<|>$/g, '');
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const domain = address.slice(at + 1);
  return allowed.some((entry) =>
    entry.includes('@') ? entry === address : domain === entry || domain.endsWith(`.${entry}`),
  );
}

/** The school's default senders (read-only in Settings) and the ones the office added. */
export async function allowedSendersOf(input: {
  deps: InboundDeps;
  schoolId: string;
}): Promise<{ defaults: string[]; custom: string[] }> {
  const school = await findSchoolById(input.deps.database.db, input.schoolId);
  if (!school) throw errors.notFound('School not found');
  const defaults = new Set<string>();
  const office = school.officeEmail?.trim().toLowerCase();
  if (office && office.includes('@')) {
    const domain = office.slice(office.lastIndexOf('@') + 1);
    defaults.add(PUBLIC_MAIL_DOMAINS.has(domain) ? office : domain);
  }
  for (const email of await staffEmailsOf({ deps: input.deps, schoolId: input.schoolId }))
    defaults.add(email);
  return { defaults: [...defaults], custom: school.allowedSenders ?? [] };
}

/** Whether mail from `sender` may be accepted for the school. */
export async function isSenderAllowed(input: {
  deps: InboundDeps;
  schoolId: string;
  sender: string;
}): Promise<boolean> {
  const { defaults, custom } = await allowedSendersOf(input);
  return senderMatches(input.sender, [...defaults, ...custom]);
}

/** Replace the school's added senders; 400 naming the first entry that is neither an address nor a domain. */
export async function setAllowedSenders(input: {
  deps: InboundDeps;
  schoolId: string;
  entries: string[];
}): Promise<string[]> {
  if (input.entries.length > MAX_ALLOWED_SENDERS) {
    throw errors.badRequest(
      'TOO_MANY_SENDERS',
      `At most ${MAX_ALLOWED_SENDERS} allowed senders can be added`,
    );
  }
  const normalized: string[] = [];
  for (const entry of input.entries) {
    if (!entry.trim()) continue;
    const n = normalizeSenderEntry(entry);
    if (!n)
      throw errors.badRequest(
        'SENDER_INVALID',
        `"${entry.slice(0, 100)}" is not an e-mail address or a domain`,
      );
    if (!normalized.includes(n)) normalized.push(n);
  }
  await updateSchool(input.deps.database.db, input.schoolId, { allowedSenders: normalized });
  return normalized;
}

/**
 * "SPF pass · DKIM pass" from the message's Authentication-Results (and Received-SPF when SPF is
 * not in it); '' when the receiving system recorded nothing.
 */
export function senderAuthOf(raw: Buffer): string {
  const results = headerValues(raw, 'authentication-results').join('; ').toLowerCase();
  const spf =
    results.match(/\bspf=(\w+)/)?.[1] ??
    headerValues(raw, 'received-spf')[0]
      ?.trim()
      .toLowerCase()
      .match(/^(\w+)/)?.[1];
  const dkim = results.match(/\bdkim=(\w+)/)?.[1];
  return [spf && `SPF ${spf}`, dkim && `DKIM ${dkim}`].filter(Boolean).join(' · ');
}
