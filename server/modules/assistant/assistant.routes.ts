import type { FastifyInstance } from 'fastify';
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
import type { Assistant } from './assistant.types.js';

/**
 * Check a parent's or tester's question (issue #4 "Bad input"): empty/whitespace → 400
 * QUESTION_EMPTY; longer than MAX_QUESTION_LENGTH after trimming → 400 QUESTION_TOO_LONG.
 * Returns the trimmed question. Shared by every channel that takes typed questions.
 */
export function checkQuestion(raw: string): string {
  const question = raw.trim();
  if (question === '') throw errors.badRequest('QUESTION_EMPTY', QUESTION_EMPTY_MESSAGE);
  if (question.length > MAX_QUESTION_LENGTH) throw errors.badRequest('QUESTION_TOO_LONG', QUESTION_TOO_LONG_MESSAGE);
  return question;
}

/**
 * The console's test chat, console-spec §2 Chat and §7: `POST /api/webchat {query, user_id}` →
 * `{response}`, answered by the same engine as WhatsApp, as the session's school. Test chats are not
 * stored (the screen promises "These chats are for testing only and will not be saved").
 */
export async function assistantRoutes(app: FastifyInstance, opts: { assistant: Assistant }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/webchat',
    { preHandler: app.authenticate, schema: { body: webchatRequestSchema }, bodyLimit: 64 * 1024 },
    async (request): Promise<WebchatResponse> => {
      const { schoolId } = requireAuth(request);
      const question = checkQuestion(request.body.query);
      const result = await opts.assistant.answerQuestion({ schoolId, question, channel: 'web' });
      return { response: result.answer };
    },
  );
}
