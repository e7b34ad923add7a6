import { INBOUND_EMAIL_LIMITS } from '../../../contracts/inbound-email.contract.js';
import { sha256Hex } from '../../shared/ids.js';

/**
 * Cheap reads of a raw message's top-level header block (RFC 5322 §2.2), done before the message is
 * accepted, without the full MIME parser: the Message-ID for de-duplication and the recipients for
 * the webhook. Only the first `maxHeaderBytes` are scanned, so a hostile message costs little here.
 */
export function headerBlock(raw: Buffer): string {
  const head = raw.subarray(0, INBOUND_EMAIL_LIMITS.maxHeaderBytes).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  return end === -1 ? head : head.slice(0, end);
}

/** Every unfolded value of header `name` (case-insensitive), in order. */
export function headerValues(raw: Buffer, name: string): string[] {
  const unfolded = headerBlock(raw).replace(/\r?\n[ \t]+/g, ' ');
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === wanted)
      values.push(line.slice(colon + 1).trim());
  }
  return values;
}

/**
 * The message's identity for "the same message twice creates nothing new": its Message-ID
 * (RFC 5322 §3.6.4, the `<…>` part, at most 500 characters) or, when absent, `sha256:<hex>` of the
 * raw bytes, so a re-sent identical message is still recognised.
 */
export function messageIdOf(raw: Buffer): string {
  const value = headerValues(raw, 'message-id')[0] ?? '';
  const bracketed = value.match(/<[^<>\s]+>/)?.[0] ?? value.split(/\s+/)[0] ?? '';
  if (bracketed && bracketed.length <= 500) return bracketed;
  return `sha256:${sha256Hex(raw)}`;
}

/** E-mail addresses found in a header value or a `to` parameter (`"Name" <a@b>, c@d` → [a@b, c@d]). */
export function addressesIn(value: string): string[] {
  return [...value.matchAll(/[^\s<>,;:"()[\]]+@[^\s<>,;:"()[\]]+/g)].map((m) => m[0].toLowerCase());
}

/**
 * Where a message delivered by a hosted provider was addressed: the envelope-ish headers first
 * (Delivered-To, X-Original-To), then To and Cc, de-duplicated, in that order.
 */
export function recipientsFromHeaders(raw: Buffer): string[] {
  const found = ['delivered-to', 'x-original-to', 'to', 'cc'].flatMap((h) =>
    headerValues(raw, h).flatMap(addressesIn),
  );
  return [...new Set(found)];
}
