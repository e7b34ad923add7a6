import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, normalizeCalendarUrl } from './calendars.address.js';
import { CalendarFetchError, MESSAGES } from './calendars.errors.js';
import { createCalendarFetcher, type ResolveHost } from './calendars.fetcher.js';
import { fixture, ics, startFeedServer, type FeedServer } from './calendars.testing.js';

/** Fake DNS: names → addresses; unknown names fail like NXDOMAIN. Counts lookups. */
function fakeDns(table: Record<string, string[]>): ResolveHost & { calls: string[] } {
  const calls: string[] = [];
  const resolve = (async (host: string) => {
    calls.push(host);
    const addresses = table[host];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const);
  }) as ResolveHost & { calls: string[] };
  resolve.calls = calls;
  return resolve;
}

async function failure(promise: Promise<unknown>): Promise<CalendarFetchError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(CalendarFetchError);
    return err as CalendarFetchError;
  }
  throw new Error('expected the fetch to fail');
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '240.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('normalizeCalendarUrl', () => {
  it('rewrites webcal:// to https:// and keeps http(s)', () => {
    expect(normalizeCalendarUrl(' webcal://calendar.google.com/x.ics ').toString()).toBe(
      'https://calendar.google.com/x.ics',
    );
    expect(normalizeCalendarUrl('HTTP://Example.com/a.ics').toString()).toBe('http://example.com/a.ics');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/cal.ics',
    'javascript:alert(1)',
    'gopher://x',
    'example.com/cal.ics',
  ])('refuses %s with the spec text', (url) => {
    expect(() => normalizeCalendarUrl(url)).toThrow('The calendar URL should start with http:// or https://');
  });

  it('normalizes numeric hosts so the address check sees the real address', () => {
    expect(normalizeCalendarUrl('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(normalizeCalendarUrl('http://0x7f.1/').hostname).toBe('127.0.0.1');
  });
});

describe('createCalendarFetcher', () => {
  let server: FeedServer;
  let internal: FeedServer;

  beforeAll(async () => {
    server = await startFeedServer('127.0.0.1');
    // A second loopback address stands in for an intranet host that must never be reached.
    internal = await startFeedServer('127.0.0.2');
    server.route('/google.ics', ics(fixture('google.ics')));
    internal.route('/secret.ics', ics(fixture('google.ics')));
  });
  afterAll(async () => {
    await server.close();
    await internal.close();
  });

  /** 127.0.0.1 plays a public address; everything else is judged by the real policy. */
  const publicLoopback = (ip: string) => ip === '127.0.0.1' || isPublicAddress(ip);

  it('fetches a feed through the vetted, pinned address with the original Host header', async () => {
    const dns = fakeDns({ 'calendar.school.test': ['127.0.0.1'] });
    const fetcher = createCalendarFetcher({
      allowPrivate: false,
      resolve: dns,
      isAllowedAddress: publicLoopback,
    });
    const result = await fetcher.fetchCalendar(`http://calendar.school.test:${server.port}/google.ics`);
    expect(result.text).toContain('BEGIN:VCALENDAR');
    expect(dns.calls).toEqual(['calendar.school.test']);
    expect(server.hits.at(-1)?.host).toBe(`calendar.school.test:${server.port}`);
  });

  it.each([
    'http://127.0.0.1:PORT/google.ics',
    'http://2130706433:PORT/google.ics',
    'http://[::1]:PORT/google.ics',
    'http://10.1.2.3:PORT/google.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]:PORT/google.ics',
  ])('refuses %s without connecting', async (template) => {
    const before = server.hits.length;
    const fetcher = createCalendarFetcher({ allowPrivate: false, resolve: fakeDns({}) });
    const err = await failure(fetcher.fetchCalendar(template.replace('PORT', String(server.port))));
    expect(err.code).toBe('ADDRESS_NOT_ALLOWED');
    expect(err.message).toBe(
      'The calendar URL points to a private or local network address, which is not allowed',
    );
    expect(server.hits.length).toBe(before);
  });

  it('refuses a host whose DNS answer mixes public and private addresses', async () => {
    const dns = fakeDns({ 'mixed.school.test': ['8.8.8.8', '10.0.0.7'] });
    const fetcher = createCalendarFetcher({ allowPrivate: false, resolve: dns });
    expect((await failure(fetcher.fetchCalendar('http://mixed.school.test/cal.ics'))).code).toBe(
      'ADDRESS_NOT_ALLOWED',
    );
  });

  it('refuses a public host that redirects to a private one, and never contacts the private one', async () => {
    server.route('/redirect-private.ics', (_req, res) => {
      res.writeHead(302, { Location: `http://intranet.school.test:${internal.port}/secret.ics` });
      res.end();
    });
    const dns = fakeDns({ 'calendar.school.test': ['127.0.0.1'], 'intranet.school.test': ['127.0.0.2'] });
    const fetcher = createCalendarFetcher({
      allowPrivate: false,
      resolve: dns,
      isAllowedAddress: publicLoopback,
    });
    const err = await failure(
      fetcher.fetchCalendar(`http://calendar.school.test:${server.port}/redirect-private.ics`),
    );
    expect(err.code).toBe('ADDRESS_NOT_ALLOWED');
    expect(internal.hits).toHaveLength(0);
    expect(dns.calls).toEqual(['calendar.school.test', 'intranet.school.test']);
  });

  it('refuses a redirect to a file: URL', async () => {
    server.route('/redirect-file.ics', (_req, res) => {
      res.writeHead(301, { Location: 'file:///etc/passwd' });
      res.end();
    });
    const fetcher = createCalendarFetcher({ allowPrivate: true });
    const err = await failure(fetcher.fetchCalendar(`${server.origin}/redirect-file.ics`));
    expect(err.code).toBe('SCHEME');
  });

  it('follows up to 5 redirects and refuses the 6th', async () => {
    for (let i = 0; i < 7; i++) {
      server.route(`/hop${i}.ics`, (_req, res) => {
        res.writeHead(302, { Location: i === 5 ? '/google.ics' : `/hop${i + 1}.ics` });
        res.end();
      });
    }
    server.route('/loop.ics', (_req, res) => {
      res.writeHead(302, { Location: '/loop.ics' });
      res.end();
    });
    const fetcher = createCalendarFetcher({ allowPrivate: true });
    // hop0 → … → hop5 → google.ics is 6 redirects: one too many. hop1 → … is exactly 5.
    expect((await fetcher.fetchCalendar(`${server.origin}/hop1.ics`)).finalUrl).toBe(
      `${server.origin}/google.ics`,
    );
    const err = await failure(fetcher.fetchCalendar(`${server.origin}/loop.ics`));
    expect(err.message).toBe('The calendar URL redirected more than 5 times');
  });

  it('gives up on a server that never answers, at the deadline', async () => {
    server.route('/hang.ics', () => {
      /* never answers */
    });
    const fetcher = createCalendarFetcher({ allowPrivate: true, timeoutMs: 300 });
    const started = Date.now();
    const err = await failure(fetcher.fetchCalendar(`${server.origin}/hang.ics`));
    expect(err.code).toBe('TIMEOUT');
    expect(err.message).toBe('The calendar server did not answer within 0.3 seconds');
    expect(Date.now() - started).toBeLessThan(3000);
    // The production wording, with the default 30 s deadline:
    expect(MESSAGES.timeout(30)).toBe('The calendar server did not answer within 30 seconds');
  });

  it('stops reading a 50 MB body at the 10 MB cap (streamed, no Content-Length)', async () => {
    let sent = 0;
    server.route('/huge.ics', (_req, res) => {
      res.setHeader('Content-Type', 'text/calendar');
      const chunk = Buffer.alloc(256 * 1024, 'A');
      chunk.write('BEGIN:VCALENDAR\r\n');
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => undefined);
      pump();
    });
    const fetcher = createCalendarFetcher({ allowPrivate: true });
    const err = await failure(fetcher.fetchCalendar(`${server.origin}/huge.ics`));
    expect(err.code).toBe('TOO_LARGE');
    expect(err.message).toBe('The calendar is larger than 10 MB');
    await new Promise((r) => setTimeout(r, 100));
    expect(sent).toBeLessThan(30 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    server.route('/declared.ics', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/calendar', 'Content-Length': String(2048) });
      res.end('BEGIN:VCALENDAR'.padEnd(2048, ' '));
    });
    const fetcher = createCalendarFetcher({ allowPrivate: true, maxBytes: 1024 });
    expect((await failure(fetcher.fetchCalendar(`${server.origin}/declared.ics`))).code).toBe('TOO_LARGE');
  });

  it('says an HTML page is not a calendar', async () => {
    server.route('/page.html', (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end('<!doctype html><html><body>Sign in to Google</body></html>');
    });
    const fetcher = createCalendarFetcher({ allowPrivate: true });
    const err = await failure(fetcher.fetchCalendar(`${server.origin}/page.html`));
    expect(err.message).toBe('The URL did not return a calendar (ICS) file');
  });

  it('reports HTTP errors and unknown hosts clearly', async () => {
    const fetcher = createCalendarFetcher({ allowPrivate: true, resolve: fakeDns({}) });
    expect((await failure(fetcher.fetchCalendar(`${server.origin}/missing.ics`))).message).toBe(
      'The calendar server answered with HTTP 404',
    );
    expect((await failure(fetcher.fetchCalendar('https://nowhere.invalid/cal.ics'))).message).toBe(
      'The calendar server "nowhere.invalid" could not be found',
    );
  });

  it('words connection failures for people', async () => {
    const fetcher = createCalendarFetcher({ allowPrivate: true });
    expect((await failure(fetcher.fetchCalendar('http://127.0.0.1:1/cal.ics'))).message).toBe(
      'The calendar server could not be reached (the connection was refused)',
    );
  });

  it('allows private addresses when CALENDAR_ALLOW_PRIVATE_URLS is on', async () => {
    const fetcher = createCalendarFetcher({ allowPrivate: true });
    expect((await fetcher.fetchCalendar(`${server.origin}/google.ics`)).text).toContain('Spring Concert');
  });
});
