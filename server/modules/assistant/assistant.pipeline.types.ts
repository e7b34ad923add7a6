/**
 * Shapes of the answer engine's v2 pipeline: understand → retrieve → answer (ordered answerers) →
 * compose. Written first so the modules that feed the engine (knowledge search, the calendar's day
 * model) and the answerers can be built in parallel against one contract.
 *
 * Ownership:
 * - `KnowledgeSearch` is implemented by the knowledge module (it owns knowledge_chunks/files);
 * - `DaySource` is implemented by the calendars module (it owns calendars/calendar_events);
 * - `Understanding` is produced once per message by the assistant's understand stage;
 * - every `Answerer` receives the understanding and everything retrieved as data and never calls the
 *   engine again.
 */
import type { AnswerSource, EventCandidate } from './assistant.types.js';

/** ISO calendar date in the school's time zone: "2026-11-27". */
export type IsoDate = string;

/** Languages the engine answers in. */
export type Language = 'en' | 'es';

/** What kind of value the question asks for; `none` = a topic question (policy, description). */
export type AnswerType =
  | 'phone'
  | 'email'
  | 'address'
  | 'person'
  | 'time'
  | 'date'
  | 'money'
  | 'count'
  | 'permission'
  | 'procedure'
  | 'none';

/** A concept of the question: the word as asked plus the forms that count as the same concept. */
export interface QuestionConcept {
  /** Lemma as asked, folded ("flip-flop", "dismissal"). */
  word: string;
  /** Alternatives that count as this concept (thesaurus, WordNet within the school's vocabulary). */
  alternatives: string[];
  /** Inverse document frequency in the school's knowledge (0 when unknown). */
  weight: number;
  /** Soft concepts (generic words like "school", "time") never decide coverage alone. */
  soft: boolean;
}

/** A date range the question refers to, from date expressions only (never "3rd grade"). */
export interface QuestionDates {
  from: IsoDate;
  /** Inclusive; equal to `from` for a single day. */
  to: IsoDate;
  /** "Friday, November 27" or "Monday, November 30 – Friday, December 4". */
  label: string;
  /** The words read as the date ("this friday"). */
  matchedText: string[];
  /** Instants for event lookups: start of `from`, start of the day after `to` (exclusive). */
  range: { start: Date; end: Date };
}

/** One question of a message ("is there school friday and what time do they get out" → 2 parts). */
export interface QuestionPart {
  /** The part as asked. */
  text: string;
  /** Lower-case, shorthand expanded, compounds folded. */
  normalized: string;
  answerType: AnswerType;
  /** Yes/no question ("is there…", "can she…", "do they…"). */
  yesNo: boolean;
  dates: QuestionDates | null;
  concepts: QuestionConcept[];
}

export interface Understanding {
  /** The whole message as received. */
  question: string;
  language: Language;
  parts: QuestionPart[];
  /** The instant the question is answered at and the school's IANA zone. */
  now: Date;
  timeZone: string;
  /** Today in the school's zone. */
  today: IsoDate;
}

/** A typed value found in a unit at ingestion (or at read time for older chunks). */
export interface TypedValue {
  type: 'phone' | 'email' | 'url' | 'money' | 'time' | 'date';
  /** As written in the text ("(609) 555-0142"). */
  text: string;
  /** Normalized value: E.164 phone, lower-case e-mail, cents as a string, "HH:MM", ISO date. */
  value: string;
}

/** A retrievable unit of the school's current knowledge (FINISHED, not expired). */
export interface KnowledgeUnit {
  /** Knowledge item key (the answer's source). */
  key: string;
  /** File name / e-mail subject / calendar name. */
  title: string;
  fileName: string;
  contentType: string;
  createdAt: Date;
  /** "Handbook › Attendance › Tardies" (may be empty). */
  heading: string;
  kind: 'passage' | 'table-row' | 'ocr-block';
  text: string;
  typedValues: TypedValue[];
  /** Retrieval rank score (higher is better, comparable within one search only). */
  score: number;
}

/**
 * The knowledge module's read interface for the engine (twin of `EventSource`): full-text ranked
 * units of one school's current knowledge.
 */
export interface KnowledgeSearch {
  search(input: {
    schoolId: string;
    now: Date;
    /** Concepts as alternatives: a unit matches a concept when it contains any alternative. */
    concepts: { alternatives: string[]; weight: number }[];
    /** Raw question text, for trigram (misspelling) and vector similarity. */
    text: string;
    limit: number;
  }): Promise<KnowledgeUnit[]>;
}

/** A day of the school's calendar as parents experience it. */
export type DayStatus = 'no-school' | 'early-release' | 'late-start' | 'school-day' | 'weekend';

export interface SchoolDay {
  date: IsoDate;
  status: DayStatus;
  /** Titles of the events that decided the status ("Thanksgiving Recess"); empty for a plain day. */
  reasons: string[];
  /** "8:35 AM" (regular or late-start time), null when unknown. */
  start: string | null;
  /** "12:35 PM" (regular or early-release time), null when unknown. */
  dismissal: string | null;
  /** Every event overlapping that day. */
  events: EventCandidate[];
}

/** The calendars module's day model for the engine. */
export interface DaySource {
  days(input: { schoolId: string; from: IsoDate; to: IsoDate; now: Date }): Promise<{
    hasCalendars: boolean;
    /** The synced window (days outside it are not returned), null without calendars. */
    covered: { from: IsoDate; to: IsoDate } | null;
    days: SchoolDay[];
  }>;
}

/** Regular school hours: from the school profile, else from the documents (typed-fact answerer). */
export interface SchoolHours {
  start: string | null;
  dismissal: string | null;
  earlyDismissal: string | null;
  /** Where the hours came from, named in answers ("Family Handbook"), null = school profile. */
  source: AnswerSource | null;
}

/** What retrieval produced for one part; handed to every answerer as data. */
export interface Retrieved {
  units: KnowledgeUnit[];
  events: EventCandidate[];
  /** Day model for the part's dates (or the coming weeks for "next day off"), when a calendar exists. */
  days: Awaited<ReturnType<DaySource['days']>> | null;
  hours: SchoolHours | null;
}

/** A candidate answer to one part. */
export interface Candidate {
  /** Plain text for a phone, answer first (compose adds the source). */
  answer: string;
  sources: AnswerSource[];
  /** 0..1; the engine declines below the tuning threshold. */
  confidence: number;
  /** Name of the answerer that produced it (logs, bench). */
  answerer: string;
}

export interface AnswerContext {
  understanding: Understanding;
  part: QuestionPart;
  retrieved: Retrieved;
  /** Candidates of earlier answerers for this part, in order. */
  earlier: Candidate[];
}

/** One answerer of the fixed order: school day, event, typed fact, passage. */
export interface Answerer {
  name: string;
  answer(context: AnswerContext): Candidate | null;
}
