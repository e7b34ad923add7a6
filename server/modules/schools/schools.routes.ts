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

  // The two settings switches: GET reads one, POST {enabled} sets it.
  const toggles = [
    { path: '/api/settings/email', get: usecases.getEmailSettings, set: usecases.setEmailForwarding },
    { path: '/api/settings/whatsapp', get: usecases.getWhatsappSettings, set: usecases.setWhatsappAccess },
  ];
  for (const toggle of toggles) {
    r.get(toggle.path, guard, async (request) =>
      toggle.get({ deps, schoolId: requireAuth(request).schoolId }),
    );
    r.post(toggle.path, { ...guard, schema: { body: toggleSchema } }, async (request) =>
      toggle.set({ deps, schoolId: requireAuth(request).schoolId, enabled: request.body.enabled }),
    );
  }
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
