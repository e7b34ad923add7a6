import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The text of an ICS fixture under ./fixtures. */
export function fixture(name: string): string {
  return readFileSync(path.join(fixturesDir, name), 'utf8');
}

export interface FeedServer {
  /** `http://<host>:<port>` */
  origin: string;
  port: number;
  /** Requests received, by path. */
  hits: { path: string; host: string | undefined }[];
  /** Replace the handler of a path. */
  route(pathname: string, handler: http.RequestListener): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on `host` (default 127.0.0.1) standing in for a calendar provider in tests.
 * Routes are set per path with `route`; unknown paths answer 404.
 */
export async function startFeedServer(host = '127.0.0.1'): Promise<FeedServer> {
  const routes = new Map<string, http.RequestListener>();
  const hits: FeedServer['hits'] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push({ path: pathname, host: req.headers.host });
    const handler = routes.get(pathname);
    if (handler) return handler(req, res);
    res.statusCode = 404;
    res.end('not found');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${port}`,
    port,
    hits,
    route: (p, h) => routes.set(p, h),
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A handler serving `body` as text/calendar. */
export function ics(body: string): http.RequestListener {
  return (_req, res) => {
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.end(body);
  };
}
