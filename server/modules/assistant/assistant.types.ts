/**
 * The answer engine's public shapes (docs/ARCHITECTURE.md). Every channel (web test chat, WhatsApp)
 * calls one entry point, `answerQuestion(input) → AnswerResult`, implemented in
 * assistant.usecases.ts and exposed on AppDeps as `deps.assistant`.
 */
import type { LlmPassage } from './assistant.llm.js';

export type AnswerChannel = 'web' | 'whatsapp';

export interface AnswerInput {
  schoolId: string;
  question: string;
  channel: AnswerChannel;
  /** The directory parent asking (WhatsApp). */
  parent?: { id: string; name: string; whatsappNum: string };
  /** The parent's last known language ('en' | 'es'), for messages too short to judge. */
  fallbackLanguage?: 'en' | 'es';
  /** Set by the language seam: the reply language, and the parent's words when `question` is their English reading. */
  language?: 'en' | 'es';
  originalQuestion?: string;
  /**
   * LLM mode only: passages found outside the engine, given to the model before the engine's own
   * (the language seam's Spanish page, which the English reading of a Spanish question cannot reach).
   */
  modelPassages?: LlmPassage[];
}

export interface AnswerSource {
  /** Knowledge item title (file name, e-mail subject or calendar name). */
  title: string;
  /** Knowledge key, when the source is a knowledge item. */
  key?: string;
}

export interface AnswerResult {
  /** Markdown, short enough for a phone. */
  answer: string;
  sources: AnswerSource[];
  /** One of contracts/assistant.contract.ts QUERY_CATEGORIES, or '' when unknown. */
  category: string;
  /** False when the engine declined (nothing relevant passed the confidence threshold). */
  resolved: boolean;
  /** Milliseconds spent per stage, for logs and benchmarks. */
  timings: { understandMs: number; retrieveMs: number; answerMs: number; totalMs: number };
  /** Language the answer is given in ('en' | 'es'); set by the language seam, absent = English. */
  language?: 'en' | 'es';
}

export interface Assistant {
  answerQuestion(input: AnswerInput): Promise<AnswerResult>;
}

/**
 * What one occurrence of a calendar event says, the same from the feed parser to the engine:
 * texts as the feed gives them ('' when absent), instants in UTC.
 */
export interface CalendarEventFields {
  summary: string;
  description: string;
  location: string;
  startsAt: Date;
  /** Exclusive; equals startsAt for zero-length events. */
  endsAt: Date;
  allDay: boolean;
}

/**
 * Extension point for structured calendar events (fills it). The engine asks for events
 * matching the question's words and resolved date range; the calendars module answers from its
 * expanded occurrence rows, never returning another school's events.
 */
export interface EventCandidate extends CalendarEventFields {
  calendarName: string;
  association: string | null;
}

export interface EventSource {
  findEvents(input: {
    schoolId: string;
    /** Normalized question words (stop words removed). */
    terms: string[];
    /** Resolved date range of the question (school time zone), if any; end exclusive. */
    range?: { start: Date; end: Date };
    now: Date;
    limit: number;
  }): Promise<EventCandidate[]>;
  /**
   * Whether the school has at least one calendar connected. The engine calls a weekday with no
   * closure event "a regular school day" only when this is true.
   */
  hasCalendars?(schoolId: string): Promise<boolean>;
}
