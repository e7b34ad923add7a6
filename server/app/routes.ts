import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.js';
import { authDepsOf } from './app.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { schoolsRoutes } from '../modules/schools/schools.routes.js';
import { inboundEmailRoutes } from '../modules/inbound-email/inbound-email.routes.js';
import { knowledgeRoutes } from '../modules/knowledge/knowledge.routes.js';

/** Mount every module's routes. One line per module; each module's routes file owns its paths. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(authRoutes, { deps: authDepsOf(deps) });
  await app.register(schoolsRoutes, { deps });
  await app.register(inboundEmailRoutes, { deps });
  await app.register(knowledgeRoutes, { deps });
}
