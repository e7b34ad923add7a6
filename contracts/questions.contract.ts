import { z } from 'zod';

/**
 * The Unanswered view (staff console): parent questions the assistant declined on WhatsApp, grouped
 * by topic, answered once by the office (the answer becomes a knowledge item and, optionally, a
 * WhatsApp reply to the parents who asked) or dismissed.
 */

/** Longest staff answer, in characters: a WhatsApp-sized reply and a short knowledge item. */
export const STAFF_ANSWER_MAX = 1000;
/** Most queries one answer or dismissal covers (a group is far smaller in practice). */
export const QUESTIONS_MAX_IDS = 500;
/** WhatsApp's customer-service window: free-form replies only this long after the parent's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 3600 * 1000;

export const QUESTIONS_MESSAGES = {
  answerEmpty: 'Write an answer before sending',
  answerTooLong: `The answer can be at most ${STAFF_ANSWER_MAX.toLocaleString('en-US')} characters`,
  noQueries: 'Choose at least one question',
  tooManyQueries: `At most ${QUESTIONS_MAX_IDS} questions at once`,
} as const;

const queryIds = z
  .array(z.uuid({ message: 'query_ids must be question ids' }), {
    message: 'query_ids must be a list of question ids',
  })
  .min(1, QUESTIONS_MESSAGES.noQueries)
  .max(QUESTIONS_MAX_IDS, QUESTIONS_MESSAGES.tooManyQueries);

/**
 * `POST /api/questions/answer` body. `expiryType`/`expiryDate`/`expiryTime` as in the knowledge
 * edit dialog (school zone, "YYYY-MM-DD", "HH:MM"). `idempotency_key` (8–100 characters, one per
 * form opening) makes a repeated submit return the first one's result.
 */
export const answerQuestionsSchema = z.object({
  query_ids: queryIds,
  answer: z
    .string({ message: QUESTIONS_MESSAGES.answerEmpty })
    .trim()
    .min(1, QUESTIONS_MESSAGES.answerEmpty)
    .max(STAFF_ANSWER_MAX, QUESTIONS_MESSAGES.answerTooLong),
  expiryType: z.enum(['never', 'custom'], { message: 'expiryType must be never or custom' }).default('never'),
  expiryDate: z.string().trim().max(20).optional().nullable(),
  expiryTime: z.string().trim().max(20).optional().nullable(),
  notify: z.boolean().default(false),
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type AnswerQuestionsInput = z.input<typeof answerQuestionsSchema>;

/** `POST /api/questions/dismiss` body. */
export const dismissQuestionsSchema = z.object({ query_ids: queryIds });

/** One parent question of a group. Times are ISO 8601 UTC. */
export interface UnansweredQuery {
  id: string;
  query: string;
  created_at: string;
  /** Name from the parent directory; null when the parent is no longer in it. */
  parent_name: string | null;
  whatsapp_num: string | null;
  /** The parent wrote to the school within the last 24 hours, so a WhatsApp reply can still go out. */
  within_window: boolean;
}

export interface UnansweredGroup {
  /** Stable while the members are the same. */
  id: string;
  /** The shared concepts in the parents' words ("wifi password"). */
  label: string;
  count: number;
  first_asked_at: string;
  last_asked_at: string;
  /** Newest first. */
  queries: UnansweredQuery[];
}

/** `GET /api/questions/unanswered` → newest activity first. */
export interface UnansweredResponse {
  groups: UnansweredGroup[];
}

/** A parent the answer was (or could not be) sent to. */
export interface NotifiedParent {
  parent_name: string | null;
  whatsapp_num: string;
}

/** `POST /api/questions/answer` → the knowledge item's key and what happened per parent. */
export interface AnswerQuestionsResponse {
  key: string;
  /** Parents the WhatsApp reply was delivered to (accepted by the Graph API). */
  notified: NotifiedParent[];
  /** Parents whose last message is older than 24 hours: not messaged. */
  outside_window: NotifiedParent[];
  /** Parents inside the window whose send failed, with the reason. */
  failed: (NotifiedParent & { reason: string })[];
  /**
   * Parents whose first send hit a passing Graph error (throttling, an outage): the reply is queued
   * and retried for a few minutes. Absent in answers stored before retries existed.
   */
  sending?: NotifiedParent[];
}

/** `POST /api/questions/dismiss` → how many queries were marked handled. */
export interface DismissQuestionsResponse {
  dismissed: number;
}

/** `GET|POST /api/settings/unanswered`: tell parents a declined question went to the office. */
export const unansweredSettingSchema = z.object({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
});
export interface UnansweredSetting {
  enabled: boolean;
}
