import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_QUESTION_LENGTH,
  QUESTION_EMPTY_MESSAGE,
  QUESTION_TOO_LONG_MESSAGE,
  webchatRequestSchema,
  type WebchatResponse,
} from '../../../contracts/assistant.contract.js';
import { requireAuth } from '../../app/auth-guard.js';
import { errors } from '../../shared/errors.js';
import { inRequestScope } from '../../shared/request-memo.js';
import { createSchoolGate, FAIR_USE, SchoolBusyError } from './assistant.fair-use.js';
import type { Assistant } from './assistant.types.js';

/**
 * Limits of the test chat (WEBCHAT_RATE_LIMIT_PER_USER / _PER_SCHOOL, per minute): a person types a
 * few questions a minute, so 30 per user is far above real use, and 300 per school caps a school's
 * share of the engine whatever its staff count. Over either → 429 with Retry-After (the Chat
 * screen shows its error bubble).
 */
export interface WebchatLimits {
  perUser: number;
  perSchool: number;
}

/**
 * Check a parent's or tester's question ("Bad input"): empty/whitespace → 400
 * QUESTION_EMPTY; longer than MAX_QUESTION_LENGTH after trimming → 400 QUESTION_TOO_LONG.
 * Returns the trimmed question. Shared by every channel that takes typed questions.
 */
export function checkQuestion(raw: string): string {
  const question = raw.trim();
  if (question === '') throw errors.badRequest('QUESTION_EMPTY', QUESTION_EMPTY_MESSAGE);
  if (question.length > MAX_QUESTION_LENGTH)
    throw errors.badRequest('QUESTION_TOO_LONG', QUESTION_TOO_LONG_MESSAGE);
  return question;
}

/**
 * The console's test chat, docs/product-spec.md Chat and: `POST /api/webchat {query, user_id}` →
 * `{response}`, answered by the same engine as WhatsApp, as the session's school. Test chats are not
 * stored (the screen promises "These chats are for testing only and will not be saved").
 */
export async function assistantRoutes(
  app: FastifyInstance,
  opts: {
    assistant: Assistant;
    limits: WebchatLimits;
    /** The school named by a request's signed access token (no database work), or null. */
    schoolOfToken: (request: FastifyRequest) => Promise<string | null>;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const requests = createSchoolGate({ ...FAIR_USE, total: 1 });
  const gated = new WeakMap<FastifyRequest, string>();
  // The whole request of one school waits in that school's queue, session lookup included.
  const enterGate = async (request: FastifyRequest) => {
    const schoolId = await opts.schoolOfToken(request);
    if (!schoolId) return;
    try {
      await requests.enter(schoolId);
    } catch (err) {
      if (err instanceof SchoolBusyError) throw errors.tooManyRequests();
      throw err;
    }
    gated.set(request, schoolId);
  };
  const leaveGate = async (request: FastifyRequest) => {
    const schoolId = gated.get(request);
    if (schoolId) {
      gated.delete(request);
      requests.leave(schoolId);
    }
  };
  // Keyed after sign-in, so one staff member and one school are limited wherever they post from.
  const perUser = app.rateLimit({
    max: opts.limits.perUser,
    timeWindow: '1 minute',
    keyGenerator: (req) => `webchat:user:${req.auth?.userId}`,
  });
  const perSchool = app.rateLimit({
    max: opts.limits.perSchool,
    timeWindow: '1 minute',
    keyGenerator: (req) => `webchat:school:${req.auth?.schoolId}`,
  });
  r.post(
    '/api/webchat',
    {
      // One request scope (server/shared/request-memo.ts) from the session lookup to the answer.
      onRequest: [(_request, _reply, done) => inRequestScope(done), enterGate],
      onResponse: leaveGate,
      onRequestAbort: leaveGate,
      preHandler: [app.authenticate, perUser, perSchool],
      schema: { body: webchatRequestSchema },
      bodyLimit: 64 * 1024,
    },
    async (request): Promise<WebchatResponse> => {
      const { schoolId } = requireAuth(request);
      const question = checkQuestion(request.body.query);
      try {
        const result = await opts.assistant.answerQuestion({ schoolId, question, channel: 'web' });
        return { response: result.answer };
      } catch (err) {
        if (err instanceof SchoolBusyError) throw errors.tooManyRequests();
        throw err;
      }
    },
  );
}
