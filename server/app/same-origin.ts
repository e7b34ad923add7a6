import type { FastifyInstance } from 'fastify';
import { errors } from '../shared/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (docs/ARCHITECTURE.md): a state-changing request that a browser marks cross-site
 * (`Sec-Fetch-Site: cross-site`) or whose `Origin` is neither this host nor PUBLIC_URL is refused
 * with 403. Server-to-server callers (webhooks) send neither header and authenticate otherwise;
 * `exemptPrefixes` lists their routes.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  options: { publicUrl: string; exemptPrefixes: string[] },
): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (options.exemptPrefixes.some((p) => request.url.startsWith(p))) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw errors.forbidden('Cross-site requests are not allowed', 'CROSS_SITE');
    const origin = request.headers.origin;
    if (!origin) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw errors.forbidden('Cross-site requests are not allowed', 'CROSS_SITE');
    }
    if (origin === publicOrigin || host === request.headers.host) return;
    throw errors.forbidden('Cross-site requests are not allowed', 'CROSS_SITE');
  });
}
