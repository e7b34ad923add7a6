/**
 * Shapes of the answer engine's v2 pipeline: understand → retrieve → answer (ordered answerers) →
 * compose (assistant.usecases.ts reads it top to bottom).
 *
 * Ownership:
 * - `KnowledgeSearch` (knowledge/knowledge.search.ts) is implemented by the knowledge module (it
 *   owns knowledge_chunks/files);
 * - `DaySource` is implemented by the calendars module (it owns calendars/calendar_events);
 * - `Understanding` is produced once per message by the assistant's understand stage;
 * - every `Answerer` receives the understanding and everything retrieved as data and never calls the
 *   engine again.
 */
import type { ValueType } from '../vocabulary/vocabulary.answer-types.js';
import type { ResolvedDates } from './assistant.dates.js';
import type { PassageRetrieval } from './assistant.passages.js';
import type { Concept } from './assistant.text.js';
import type { AnswerSlot } from './assistant.answer-types.js';
import type { AnswerSource, EventCandidate } from './assistant.types.js';

/** ISO calendar date in the school's time zone: "2026-11-27". */
export type IsoDate = string;

/** Languages the engine answers in. */
export type Language = 'en' | 'es';

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
  /** Lower-case, shorthand expanded, compounds folded (assistant.text.ts `normalizeQuestion`). */
  normalized: string;
  /** Tokens of `normalized`. */
  tokens: string[];
  /** Yes/no question ("is there…", "do they…"). */
  yesNo: boolean;
  /** What the part asks for (clock time, phone, a date, a person …), from question cues. */
  slots: AnswerSlot[];
  /** The slots whose value must be in the answer (phone, e-mail, address, money, clock time). */
  typed: ValueType[];
  /** Dates as the date resolver returns them (school-zone local days). */
  resolvedDates: ResolvedDates | null;
  dates: QuestionDates | null;
  /** Weekday/month words of the dates: fetch hints without concept weight. */
  dateTerms: string[];
  /** Topic concepts (date and type words removed); soft ones refine, never decide. */
  concepts: Concept[];
  /**
   * Non-soft topic concepts the parent wrote (inherited ones and stop words excluded: "do i need to
   * feed the kids before or is there food" asks one thing, food, and leans on the part before it;
   * counting "to", "the", "or" kept it from inheriting the literacy night, Arroyo Vista dev).
   */
  conceptsAsked: number;
  /** A follow-up asking only which day ("which day is it") about the day the part before asked. */
  asksOnlyWhichDay?: boolean;
  /**
   * A follow-up about the day the part before asked for ("when is the science fair? is there school
   * that day"): it is answered for the day that part's answer names, or not at all.
   */
  onEarlierDay?: boolean;
  /**
   * Index of the earlier part this follow-up takes its topic from ("how much is a pound of
   * chocolates and where do i pick up" → 0), when it inherits one.
   */
  antecedent?: number;
  /** The grade the part is about ("for a 3rd grader" → 3, kindergarten 0), or null. */
  grade: number | null;
  /** Capitalized words that are also English words ("GATE"): matched only where written so. */
  acronyms?: string[];
  /** Analytics category of the part. */
  category: string;
  /**
   * Asked only by the parent's stated plan ("want to surprise my daughter and eat with her tmrw" →
   * "can i eat with her tmrw"): answered when the documents state a rule for it, never declined aloud.
   */
  implied?: boolean;
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
    /**
     * The last day of the latest school year when the calendar has no first day after it (the
     * window ends there: nothing is known of the next year's school days), else null or absent.
     */
    yearEnd?: IsoDate | null;
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
  /** Sentence candidates of the part's documents (null when the school has no knowledge). */
  passages: PassageRetrieval | null;
  /**
   * For a day question whose day is an early release or late start without a time: the documents'
   * sentences about that day kind ("Early dismissal days end at 12:35 PM"), looked up by its title.
   */
  dayTimes: { part: QuestionPart; passages: PassageRetrieval } | null;
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
  /**
   * The one day the answer names, when it answers "when" with a single day (an event's date): a
   * follow-up about "that day" is asked for it ("what day is the carnival, is it a school day").
   */
  day?: IsoDate;
}

export interface AnswerContext {
  understanding: Understanding;
  part: QuestionPart;
  retrieved: Retrieved;
  /** Candidates of earlier answerers for this part, in order. */
  earlier: Candidate[];
  /** The answer of the part this follow-up takes its topic from (`QuestionPart.antecedent`). */
  antecedentAnswer?: Candidate | null;
}

/** One answerer of the fixed order: school day, event, typed fact, passage. */
export interface Answerer {
  name: string;
  answer(context: AnswerContext): Candidate | null;
}
