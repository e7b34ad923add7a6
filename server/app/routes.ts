import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.js';
import { authDepsOf } from '../modules/auth/auth.deps.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { schoolsRoutes } from '../modules/schools/schools.routes.js';
import { inboundEmailRoutes } from '../modules/inbound-email/inbound-email.routes.js';
import { allowedSendersRoutes } from '../modules/inbound-email/inbound-email.senders.routes.js';
import { calendarsRoutes } from '../modules/calendars/calendars.routes.js';
import { calendarDepsOf } from '../modules/calendars/calendars.deps.js';
import { knowledgeRoutes } from '../modules/knowledge/knowledge.routes.js';
import { parentsRoutes } from '../modules/parents/parents.routes.js';
import { whatsappRoutes } from '../modules/whatsapp/whatsapp.routes.js';
import { COOKIE_ACCESS } from '../../contracts/auth.contract.js';
import { assistantRoutes } from '../modules/assistant/assistant.routes.js';
import { activityRoutes } from '../modules/activity/activity.routes.js';
import { parentQueriesRoutes } from '../modules/parent-queries/parent-queries.routes.js';
import { questionsRoutes } from '../modules/questions/questions.routes.js';

/** Mount every module's routes. One line per module; each module's routes file owns its paths. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(authRoutes, { deps: authDepsOf(deps) });
  await app.register(schoolsRoutes, { deps });
  await app.register(inboundEmailRoutes, { deps });
  await app.register(allowedSendersRoutes, { deps });
  await app.register(calendarsRoutes, { deps: calendarDepsOf(deps) });
  await app.register(knowledgeRoutes, { deps });
  await app.register(parentsRoutes, { deps });
  await app.register(whatsappRoutes, { deps });
  await app.register(assistantRoutes, {
    assistant: deps.assistant,
    limits: {
      perUser: deps.config.WEBCHAT_RATE_LIMIT_PER_USER,
      perSchool: deps.config.WEBCHAT_RATE_LIMIT_PER_SCHOOL,
    },
    schoolOfToken: async (request) => {
      const token = request.cookies[COOKIE_ACCESS];
      return token ? ((await deps.tokens.verify(token, 'access'))?.sid ?? null) : null;
    },
  });
  await app.register(activityRoutes, { deps });
  await app.register(parentQueriesRoutes, { deps });
  await app.register(questionsRoutes, { deps });
}
