import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  whatsappConnectionInputSchema,
  whatsappTestMessageSchema,
} from '../../../contracts/whatsapp.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { WhatsappDeps } from './whatsapp.deps.js';
import * as usecases from './whatsapp.usecases.js';
import { whatsappWebhookRoutes } from './whatsapp.webhook.js';

const SMALL_BODY = 16 * 1024;
/** A test message costs a real WhatsApp send: 10 a minute per client is plenty. */
const TEST_MESSAGE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/**
 * The WhatsApp module's HTTP surface: the school's connection in Settings (session required,
 * tenant = the session's school) and the Cloud API webhook (signature required, own plugin).
 * The session is checked at preValidation so a signed-out caller gets 401, never a validation 400.
 */
export async function whatsappRoutes(app: FastifyInstance, opts: { deps: WhatsappDeps }): Promise<void> {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: app.authenticate };
  const guardedBody = <S>(body: S) => ({ ...guard, bodyLimit: SMALL_BODY, schema: { body } });

  r.get('/api/settings/whatsapp/connection', guard, async (request) =>
    usecases.getConnection({ deps, schoolId: requireAuth(request).schoolId }),
  );

  r.put('/api/settings/whatsapp/connection', guardedBody(whatsappConnectionInputSchema), async (request) =>
    usecases.saveConnection({ deps, schoolId: requireAuth(request).schoolId, values: request.body }),
  );

  r.delete('/api/settings/whatsapp/connection', guard, async (request) =>
    usecases.deleteConnection({ deps, schoolId: requireAuth(request).schoolId }),
  );

  r.post(
    '/api/settings/whatsapp/test-message',
    { ...guardedBody(whatsappTestMessageSchema), config: { rateLimit: TEST_MESSAGE_RATE_LIMIT } },
    async (request) =>
      usecases.sendTestMessage({
        deps,
        schoolId: requireAuth(request).schoolId,
        whatsappNum: request.body.whatsapp_num,
      }),
  );

  await app.register(whatsappWebhookRoutes, { deps });
}
