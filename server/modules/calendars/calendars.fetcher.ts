import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { bareHostname, isIpLiteral, isPublicAddress, normalizeCalendarUrl } from './calendars.address.js';
import { CalendarFetchError, MESSAGES } from './calendars.errors.js';

/** A resolved address of a host name. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** DNS resolution: every address of `hostname` (A and AAAA). Injected so tests can fake DNS. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface CalendarFetcherOptions {
  /** CALENDAR_ALLOW_PRIVATE_URLS: skip the address check (tests and local demos). */
  allowPrivate: boolean;
  /** Default: the system resolver (`dns.lookup` with `all: true`). */
  resolve?: ResolveHost;
  /** Address policy; default `isPublicAddress`. Only consulted when `allowPrivate` is false. */
  isAllowedAddress?: (address: string) => boolean;
  /** Whole-fetch deadline, redirects and body included. Default 30 000 ms. */
  timeoutMs?: number;
  /** Body cap in bytes. Default 10 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
}

export interface FetchedCalendar {
  text: string;
  /** URL of the final hop, after redirects. */
  finalUrl: string;
}

/** Downloads ICS feeds safely; see createCalendarFetcher. */
export interface CalendarFetcher {
  /**
   * Fetch the feed at `rawUrl`. Throws CalendarFetchError (scheme, address not allowed, timeout,
   * too large, too many redirects, HTTP status, not an ICS file, network) — never anything else.
   */
  fetchCalendar(rawUrl: string): Promise<FetchedCalendar>;
  /** Validate a URL (scheme + every resolved address) without fetching it. */
  checkUrl(rawUrl: string): Promise<void>;
}

const systemResolve: ResolveHost = async (hostname) => {
  const rows = await dnsLookup(hostname, { all: true, verbatim: true });
  return rows.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

/**
 * The ICS downloader of docs/ARCHITECTURE.md: http/https only (webcal → https); the host is resolved and EVERY
 * address must be public (unless allowPrivate), at the first hop and at every redirect (followed by
 * hand, at most `maxRedirects`); the connection goes to the vetted address itself (a custom
 * `lookup` pins it, so a second DNS answer — rebinding — cannot swap in another host), with the
 * original name kept for the Host header and TLS (SNI + certificate check). One deadline covers
 * DNS, connect, redirects and body; the body is streamed and abandoned past `maxBytes`. The body
 * must look like iCalendar (`BEGIN:VCALENDAR`).
 */
export function createCalendarFetcher(options: CalendarFetcherOptions): CalendarFetcher {
  const resolve = options.resolve ?? systemResolve;
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const timeoutMessage = MESSAGES.timeout(Number((timeoutMs / 1000).toFixed(1)));

  async function vet(url: URL): Promise<ResolvedAddress> {
    const host = bareHostname(url);
    let addresses: ResolvedAddress[];
    if (isIpLiteral(host)) {
      addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
    } else {
      try {
        addresses = await resolve(host);
      } catch {
        throw new CalendarFetchError('DNS', `The calendar server "${host}" could not be found`);
      }
      if (addresses.length === 0)
        throw new CalendarFetchError('DNS', `The calendar server "${host}" could not be found`);
    }
    if (!options.allowPrivate && !addresses.every((a) => allowed(a.address))) {
      throw new CalendarFetchError('ADDRESS_NOT_ALLOWED', MESSAGES.addressNotAllowed);
    }
    return addresses[0]!;
  }

  async function fetchCalendar(rawUrl: string): Promise<FetchedCalendar> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const deadline = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () =>
        reject(new CalendarFetchError('TIMEOUT', timeoutMessage)),
      );
    });
    deadline.catch(() => {});
    try {
      let url = normalizeCalendarUrl(rawUrl);
      for (let hop = 0; ; hop++) {
        const pinned = await Promise.race([vet(url), deadline]);
        const response = await Promise.race([request(url, pinned, controller.signal), deadline]);
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (hop >= maxRedirects)
            throw new CalendarFetchError('TOO_MANY_REDIRECTS', MESSAGES.tooManyRedirects(maxRedirects));
          // A redirect may only lead to http(s); the next hop is vetted like the first.
          url = normalizeCalendarUrl(new URL(response.headers.location, url).toString());
          continue;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          throw new CalendarFetchError('HTTP_STATUS', `The calendar server answered with HTTP ${status}`);
        }
        const body = await Promise.race([readCapped(response, maxBytes), deadline]);
        const text = body.toString('utf8');
        if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text))
          throw new CalendarFetchError('NOT_ICS', MESSAGES.notIcs);
        return { text, finalUrl: url.toString() };
      }
    } catch (err) {
      if (err instanceof CalendarFetchError) throw err;
      if (controller.signal.aborted) throw new CalendarFetchError('TIMEOUT', timeoutMessage);
      throw new CalendarFetchError(
        'NETWORK',
        `The calendar server could not be reached (${networkReason(err)})`,
      );
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }

  return {
    fetchCalendar,
    async checkUrl(rawUrl) {
      await vet(normalizeCalendarUrl(rawUrl));
    },
  };
}

/** A readable reason for a socket/TLS error (Node error codes → words). */
function networkReason(err: unknown): string {
  const code = (err as { code?: string }).code ?? '';
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'the connection was refused',
    ECONNRESET: 'the connection was reset',
    EHOSTUNREACH: 'the host is unreachable',
    ENETUNREACH: 'the network is unreachable',
    EPROTO: 'the secure connection failed',
    ERR_SSL_WRONG_VERSION_NUMBER: 'the secure connection failed',
    CERT_HAS_EXPIRED: 'its security certificate has expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'its security certificate is not trusted',
    SELF_SIGNED_CERT_IN_CHAIN: 'its security certificate is not trusted',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its security certificate is not trusted',
    ERR_TLS_CERT_ALTNAME_INVALID: 'its security certificate does not match the address',
  };
  if (reasons[code]) return reasons[code];
  if (/ssl|tls|certificate/i.test(code)) return 'the secure connection failed';
  return code || (err instanceof Error ? err.message : String(err));
}

/** One GET to `url`, connecting to `pinned` whatever DNS would say now. */
function request(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<http.IncomingMessage> {
  const lookup: LookupFunction = (_hostname, opts, callback) => {
    // Node asks for all addresses when autoSelectFamily is on (the default since Node 20).
    if ((opts as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup,
        signal,
        headers: {
          Accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
          'Accept-Encoding': 'identity',
          'User-Agent': 'Homeroom calendar sync',
        },
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** The body, or TOO_LARGE as soon as more than `maxBytes` arrived (the socket is destroyed). */
function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const mb = Math.round(maxBytes / (1024 * 1024));
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new CalendarFetchError('TOO_LARGE', MESSAGES.tooLarge(mb)));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    response.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        reject(new CalendarFetchError('TOO_LARGE', MESSAGES.tooLarge(mb)));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete)
        reject(new CalendarFetchError('NETWORK', 'The calendar server closed the connection early'));
    });
  });
}
