import { z } from 'zod';

/** The fixed school taxonomy of query categories. '' = unknown ("Uncategorized"). */
export const QUERY_CATEGORIES = [
  'Calendar & Events',
  'Attendance',
  'Transportation',
  'Food & Lunch',
  'Health & Safety',
  'Policies',
  'Academics',
  'Fees & Payments',
  'Activities',
  'General',
] as const;
export type QueryCategory = (typeof QUERY_CATEGORIES)[number];

/** Longest question accepted by POST /api/webchat (and WhatsApp), in characters. */
export const MAX_QUESTION_LENGTH = 2000;

/** Messages of the question checks (POST /api/webchat and every channel). */
export const QUESTION_EMPTY_MESSAGE = 'Please type a question.';
export const QUESTION_TOO_LONG_MESSAGE = `Questions can be at most ${MAX_QUESTION_LENGTH} characters long.`;

/**
 * POST /api/webchat body (docs/product-spec.md): the test chat's question and
 * the browser's throw-away `user_…` identifier. Length/emptiness are checked by the route so that
 * each failure has its own code and message.
 */
export const webchatRequestSchema = z.object({
  query: z.string({ message: 'query must be a string' }),
  user_id: z.string().max(200).optional(),
});
export type WebchatRequest = z.infer<typeof webchatRequestSchema>;

/** POST /api/webchat answer: the reply as markdown (may be empty only if the engine had nothing). */
export interface WebchatResponse {
  response: string;
}
