import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schoolProfileSchema, toggleSchema } from '../../../contracts/settings.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { AppDeps } from '../../app/deps.js';
import { setSchoolInfoCookie } from '../auth/auth.cookies.js';
import * as usecases from './schools.usecases.js';

/** Settings API (docs/product-spec.md) and the school profile. */
export async function schoolsRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { database: opts.deps.database, inboundDomain: opts.deps.config.INBOUND_EMAIL_DOMAIN.trim() };
  const guard = { preHandler: app.authenticate };

  r.get('/api/settings/email', guard, async (request) =>
    usecases.getEmailSettings({ deps, schoolId: requireAuth(request).schoolId }),
  );
  r.post('/api/settings/email', { ...guard, schema: { body: toggleSchema } }, async (request) =>
    usecases.setEmailForwarding({
      deps,
      schoolId: requireAuth(request).schoolId,
      enabled: request.body.enabled,
    }),
  );
  r.get('/api/settings/whatsapp', guard, async (request) =>
    usecases.getWhatsappSettings({ deps, schoolId: requireAuth(request).schoolId }),
  );
  r.post('/api/settings/whatsapp', { ...guard, schema: { body: toggleSchema } }, async (request) =>
    usecases.setWhatsappAccess({
      deps,
      schoolId: requireAuth(request).schoolId,
      enabled: request.body.enabled,
    }),
  );
  r.get('/api/settings/school', guard, async (request) =>
    usecases.getSchoolProfile({ deps, schoolId: requireAuth(request).schoolId }),
  );
  r.put(
    '/api/settings/school',
    { ...guard, schema: { body: schoolProfileSchema } },
    async (request, reply) => {
      const { schoolId } = requireAuth(request);
      const profile = await usecases.updateSchoolProfile({ deps, schoolId, profile: request.body });
      setSchoolInfoCookie(request, reply, { id: schoolId, name: profile.name }, opts.deps.config.publicUrl);
      return profile;
    },
  );
}
