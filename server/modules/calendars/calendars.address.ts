import ipaddr from 'ipaddr.js';
import { CALENDAR_URL_SCHEME } from '../../../contracts/calendars.contract.js';
import { CalendarFetchError } from './calendars.errors.js';

/**
 * True only for globally routable unicast addresses (ipaddr.js range "unicast"). Everything else
 * is refused as a feed target (docs/ARCHITECTURE.md, SSRF): loopback, RFC 1918 private, link-local (including
 * the cloud metadata address 169.254.169.254), unique-local fc00::/7, CGNAT 100.64/10, multicast,
 * broadcast, unspecified, reserved/benchmarking/documentation ranges, and the IPv6 forms that embed
 * an IPv4 address (IPv4-mapped ::ffff:a.b.c.d is judged by the embedded IPv4; NAT64, 6to4 and
 * Teredo are refused outright because the embedded address could be anything).
 * Unparseable input is refused.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/**
 * Parse a feed URL as the user typed it: trimmed, `webcal://` rewritten to `https://` (the
 * calendar apps' alias, RFC-less but universal), http/https only. Throws CalendarFetchError with the
 * spec's scheme text (docs/product-spec.md) for anything else (file:, ftp:, javascript:, …).
 * WHATWG URL parsing already normalizes numeric hosts (`http://2130706433/` → 127.0.0.1), so the
 * address check sees the real address.
 */
export function normalizeCalendarUrl(raw: string): URL {
  const trimmed = raw.trim().replace(/^webcal:\/\//i, 'https://');
  if (!/^https?:\/\//i.test(trimmed)) throw new CalendarFetchError('SCHEME', CALENDAR_URL_SCHEME);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new CalendarFetchError('INVALID_URL', 'Please provide a valid ICS URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CalendarFetchError('SCHEME', CALENDAR_URL_SCHEME);
  }
  if (!url.hostname) throw new CalendarFetchError('INVALID_URL', 'Please provide a valid ICS URL.');
  return url;
}

/** The bare host of a URL: IPv6 literals without brackets. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** True when `host` is an IP literal (then no DNS lookup happens). */
export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host) && (host.includes(':') || /^\d+\.\d+\.\d+\.\d+$/.test(host));
}
