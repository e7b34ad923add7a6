import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerQuestionsSchema,
  dismissQuestionsSchema,
  unansweredSettingSchema,
} from '../../../contracts/questions.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import type { AppDeps } from '../../app/deps.js';
import {
  answerQuestions,
  dismissQuestions,
  listUnanswered,
  setUnansweredSetting,
  unansweredSetting,
} from './questions.usecases.js';

/**
 * The Unanswered view's API (session school only; shapes in contracts/questions.contract.ts):
 * - `GET /api/questions/unanswered` → `{ groups }`
 * - `POST /api/questions/answer` `{ query_ids, answer, expiryType, expiryDate?, expiryTime?, notify, idempotency_key? }`
 *   → `{ key, notified, outside_window, failed }`
 * - `POST /api/questions/dismiss` `{ query_ids }` → `{ dismissed }`
 * - `GET|POST /api/settings/unanswered` `{ enabled }`: the "passed to the office" line on WhatsApp.
 */
export async function questionsRoutes(app: FastifyInstance, opts: { deps: AppDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;
  const guard = { preHandler: app.authenticate };

  r.get('/api/questions/unanswered', guard, async (request) =>
    listUnanswered({ deps, schoolId: requireAuth(request).schoolId }),
  );

  r.post('/api/questions/answer', { ...guard, schema: { body: answerQuestionsSchema } }, async (request) => {
    const { schoolId, userId } = requireAuth(request);
    const body = request.body;
    return answerQuestions({
      deps,
      schoolId,
      userId,
      queryIds: body.query_ids,
      answer: body.answer,
      expiryType: body.expiryType,
      expiryDate: body.expiryDate,
      expiryTime: body.expiryTime,
      notify: body.notify,
      idempotencyKey: body.idempotency_key,
    });
  });

  r.post(
    '/api/questions/dismiss',
    { ...guard, schema: { body: dismissQuestionsSchema } },
    async (request) => {
      const { schoolId, userId } = requireAuth(request);
      return dismissQuestions({ deps, schoolId, userId, queryIds: request.body.query_ids });
    },
  );

  r.get('/api/settings/unanswered', guard, async (request) =>
    unansweredSetting({ deps, schoolId: requireAuth(request).schoolId }),
  );
  r.post(
    '/api/settings/unanswered',
    { ...guard, schema: { body: unansweredSettingSchema } },
    async (request) =>
      setUnansweredSetting({ deps, schoolId: requireAuth(request).schoolId, enabled: request.body.enabled }),
  );
}
