import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../shared/errors.js';
import { safeEqual } from '../../shared/ids.js';
import type { WhatsappDeps } from './whatsapp.deps.js';
import { createWebhookBatcher } from './whatsapp.batcher.js';

/** Meta sends batches of up to 3 MB ("Webhooks" of the Cloud API); 4 MB leaves headroom. */
export const WEBHOOK_BODY_LIMIT = 4 * 1024 * 1024;
export const WEBHOOK_PATH = '/api/whatsapp/webhook';

/**
 * Does `header` (`X-Hub-Signature-256: sha256=<hex>`) carry the HMAC-SHA256 of exactly `raw` under
 * `secret`? Compared in constant time (Meta, "Webhooks → Validating payloads").
 */
export function verifySignature(raw: Buffer, header: string | undefined, secret: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

/**
 * The Cloud API webhook, in its own encapsulated plugin so that its JSON parser keeps
 * the raw bytes (the signature covers them exactly) and its body limit (4 MB) applies here only.
 * - GET: verification handshake; `hub.mode=subscribe` and the right `hub.verify_token` → the
 *   challenge as text/plain; else 403.
 * - POST: 401 unless the signature matches (nothing parsed or stored); then 200 only after the
 *   batch is committed (through the group-commit batcher, whatsapp.batcher.ts), so Meta retries
 *   anything we did not store.
 */
export async function whatsappWebhookRoutes(
  app: FastifyInstance,
  opts: { deps: WhatsappDeps },
): Promise<void> {
  const { deps } = opts;
  const batcher = createWebhookBatcher(deps);
  // Acks first: Meta expects a quick 200, and the answer jobs can wait a few ms (see deferWhile).
  let inFlight = 0;
  deps.queue.deferWhile(() => inFlight > 0);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  app.get(WEBHOOK_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const expected = deps.config.WHATSAPP_VERIFY_TOKEN;
    const ok =
      !!expected &&
      query['hub.mode'] === 'subscribe' &&
      safeEqual(query['hub.verify_token'] ?? '', expected) &&
      !!query['hub.challenge'];
    if (!ok) {
      request.log.warn('whatsapp webhook verification refused');
      throw errors.forbidden('Webhook verification failed', 'WEBHOOK_VERIFY_FAILED');
    }
    return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    inFlight++;
    // 'close' fires once whether the response finished or the client went away.
    reply.raw.once('close', () => inFlight--);
  });

  app.post(WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const secret = deps.config.WHATSAPP_APP_SECRET;
    if (!secret) {
      request.log.error('whatsapp webhook received but WHATSAPP_APP_SECRET is not set');
      throw errors.unavailable('WhatsApp webhook is not configured', 'WEBHOOK_NOT_CONFIGURED');
    }
    const raw = Buffer.isBuffer(request.body) ? request.body : null;
    const header = request.headers['x-hub-signature-256'];
    if (!raw || !verifySignature(raw, Array.isArray(header) ? undefined : header, secret)) {
      request.log.warn('whatsapp webhook with a missing or wrong signature refused');
      throw errors.unauthorized('Invalid webhook signature', 'INVALID_SIGNATURE');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw errors.badRequest('INVALID_JSON', 'Request body is not valid JSON');
    }
    await batcher.submit(body);
    request.log.debug('whatsapp webhook stored');
    return reply.status(200).send({ received: true });
  });
}
