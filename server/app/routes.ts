import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.js';
import { authDepsOf } from './app.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { knowledgeRoutes } from '../modules/knowledge/knowledge.routes.js';
import { activityRoutes } from '../modules/activity/activity.routes.js';
import { conversationsRoutes } from '../modules/conversations/conversations.routes.js';

/** Mount every module's routes. One line per module; each module's routes file owns its paths. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(authRoutes, { deps: authDepsOf(deps) });
  await app.register(knowledgeRoutes, { deps });
  await app.register(activityRoutes, { deps });
  await app.register(conversationsRoutes, { deps });
}
