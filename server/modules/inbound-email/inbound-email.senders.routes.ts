import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allowedSendersUpdateSchema,
  type AllowedSenders,
} from '../../../contracts/inbound-email.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { AppDeps } from '../../app/deps.js';
import { recordActivity } from '../activity/activity.log.js';
import { allowedSendersOf, setAllowedSenders } from './inbound-email.senders.js';

/** Settings → E-mail forwarding → Allowed senders, for the session's school. */
export async function allowedSendersRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.get(
    '/api/settings/email/senders',
    { preHandler: app.authenticate },
    async (request): Promise<AllowedSenders> => {
      const { schoolId } = requireAuth(request);
      const { defaults, custom } = await allowedSendersOf({ deps, schoolId });
      return { defaults, allowed_senders: custom };
    },
  );

  r.put(
    '/api/settings/email/senders',
    { preHandler: app.authenticate, schema: { body: allowedSendersUpdateSchema }, bodyLimit: 256 * 1024 },
    async (request): Promise<AllowedSenders> => {
      const { schoolId } = requireAuth(request);
      const saved = await setAllowedSenders({ deps, schoolId, entries: request.body.allowed_senders });
      await recordActivity(deps.database.db, {
        schoolId,
        eventType: 'settings_updated',
        description: `Allowed e-mail senders updated (${saved.length} added)`,
        at: deps.clock.now(),
      });
      const { defaults } = await allowedSendersOf({ deps, schoolId });
      return { defaults, allowed_senders: saved };
    },
  );
}
