import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INBOUND_EMAIL_WEBHOOK_PATH,
  INBOUND_SIGNATURE_HEADER,
  INBOUND_WEBHOOK_CONTENT_TYPES,
} from '../../../contracts/inbound-email.contract.js';
import type { AppDeps } from '../../app/deps.js';
import { errors } from '../../shared/errors.js';
import { safeEqual } from '../../shared/ids.js';
import { addressesIn, recipientsFromHeaders } from './inbound-email.headers.js';
import {
  acceptInboundEmail,
  headerSender,
  resolveRecipients,
  schoolsAcceptingSender,
  SENDER_REJECTED,
} from './inbound-email.usecases.js';

/**
 * Whether the request carries the shared secret: `Authorization: Bearer <secret>`,
 * or `X-Homeroom-Signature: sha256=<hex HMAC-SHA256(secret, raw body)>` for providers that sign
 * instead. Both compared in constant time.
 */
export function isAuthorized(request: FastifyRequest, body: Buffer, secret: string): boolean {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && /^bearer /i.test(auth)) return safeEqual(auth.slice(7).trim(), secret);
  const signature = request.headers[INBOUND_SIGNATURE_HEADER];
  if (typeof signature === 'string' && signature.toLowerCase().startsWith('sha256=')) {
    const expected = createHmac('sha256', secret).update(body).digest('hex');
    return safeEqual(signature.slice(7).trim().toLowerCase(), expected);
  }
  return false;
}

/**
 * `POST /api/inbound/email`: the raw-MIME webhook for hosted inbound providers. The
 * body is the RFC 822 message unchanged; the recipient comes from `?to=` (comma-separated allowed)
 * or the message's Delivered-To / X-Original-To / To / Cc headers. Same pipeline as SMTP: 204 only
 * once the message is stored and queued. Answers: 503 when INBOUND_EMAIL_SECRET is unset (webhook
 * off), 401 without the secret (nothing stored), 404 when no recipient is a school's enabled
 * forwarding address, 413 above INBOUND_EMAIL_MAX_MB, 503 when storing failed (retry).
 * Registered as its own plugin so the raw-body parsers apply to this route only.
 */
export async function inboundEmailRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const { deps } = opts;
  const bodyLimit = deps.config.INBOUND_EMAIL_MAX_MB * 1024 * 1024;
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    [...INBOUND_WEBHOOK_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Querystring: { to?: string | string[] } }>(
    INBOUND_EMAIL_WEBHOOK_PATH,
    { bodyLimit },
    async (request, reply) => {
      const secret = deps.config.INBOUND_EMAIL_SECRET;
      if (!secret)
        throw errors.unavailable('The inbound e-mail webhook is not configured', 'WEBHOOK_DISABLED');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isAuthorized(request, raw, secret))
        throw errors.unauthorized('Invalid or missing webhook secret', 'INVALID_SIGNATURE');
      if (raw.length === 0) {
        throw errors.badRequest(
          'EMPTY_MESSAGE',
          `Send the raw message as the body (${INBOUND_WEBHOOK_CONTENT_TYPES.join(', ')})`,
        );
      }
      const toParam = [request.query.to ?? []].flat().join(',');
      const addresses = toParam ? addressesIn(toParam) : recipientsFromHeaders(raw);
      const retryLater = (err: unknown) => {
        request.log.error({ err }, 'could not store an inbound message');
        return errors.unavailable('The message could not be stored; please retry', 'STORE_FAILED');
      };
      const schoolIds = await resolveRecipients({ deps, addresses }).catch((err: unknown) =>
        Promise.reject(retryLater(err)),
      );
      if (schoolIds.length === 0)
        throw errors.notFound('No school receives mail at this address', 'UNKNOWN_RECIPIENT');
      const sender = headerSender(raw);
      const allowed = await schoolsAcceptingSender({ deps, schoolIds, sender });
      if (allowed.length === 0)
        throw errors.forbidden(SENDER_REJECTED(sender).replace(/^5\.7\.1 /, ''), 'SENDER_NOT_ALLOWED');
      await acceptInboundEmail({ deps, raw, schoolIds: allowed }).catch((err: unknown) =>
        Promise.reject(retryLater(err)),
      );
      return reply.status(204).send();
    },
  );
}
