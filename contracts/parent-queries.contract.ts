import { z } from 'zod';

/**
 * The query log as the console reads it (docs/product-spec.md
 * `GET /api/chats/fetchall`). Only parent queries (WhatsApp) are stored; web test chats never are.
 */

/** Default look-back of `fetchall` when no `since` is given: 90 days (covers analytics' 30-day stats and 7-day volume with room for the table). */
export const CHATS_DEFAULT_WINDOW_DAYS = 90;
/** Most rows one `fetchall` call returns; a larger `limit` is clamped to this. */
export const CHATS_MAX_LIMIT = 50_000;

/**
 * Query string of `GET /api/chats/fetchall`:
 * - `since`: ISO 8601 instant; only queries created at or after it. Default: now − 90 days.
 * - `limit`: whole number ≥ 1; values above 50,000 are clamped to 50,000. Default 50,000.
 * Anything else (non-ISO `since`, `limit=abc`, `limit=0`) is a 400.
 */
export const fetchChatsQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, message: 'since must be an ISO 8601 date-time' }).optional(),
  limit: z.coerce
    .number({ message: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .transform((n) => Math.min(n, CHATS_MAX_LIMIT))
    .optional(),
});

/** One chat record. Times are ISO 8601 UTC strings; `response_sent_at` is null while no reply was generated. */
export interface ChatRecord {
  id: string;
  query: string;
  /** Markdown (untrusted: render sanitized). */
  response: string;
  /** One of QUERY_CATEGORIES or '' (shown as "Uncategorized"). */
  category: string;
  /** Language the question was answered in ('en' | 'es'); null for queries logged before it was recorded. */
  language: 'en' | 'es' | null;
  created_at: string;
  query_received_at: string;
  response_sent_at: string | null;
  resolved: boolean;
  /**
   * What the office did with a declined query in the Unanswered view: 'answered' (shown "Answered by
   * staff"), 'dismissed', or null. `resolved` stays the engine's verdict either way.
   */
  handled: 'answered' | 'dismissed' | null;
}

/** `GET /api/chats/fetchall` → newest first (by created_at). */
export interface FetchChatsResponse {
  chats: ChatRecord[];
}
