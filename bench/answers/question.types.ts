/**
 * One bench question, asked as a parent would text it, with what a correct answer must contain.
 *
 * - `q`: the message exactly as sent (lowercase, typos, shorthand, two questions in one are fine).
 * - `kind`: what it tests (report rows are grouped by it).
 * - `facts`: every entry must appear (case-insensitive, whitespace-normalized) in the first 500
 *   characters of the reply; an entry that is a list is satisfied by any one of its alternatives.
 *   Every fact must occur verbatim in the school's documents (or, for calendar answers, be the
 *   engine's spelling of a calendar date such as "Friday, November 27"); the checker fails the run
 *   otherwise.
 * - `forbid`: facts from expired or superseded documents that must never appear.
 * - `decline: true`: the documents do not answer it; the correct reply is the office referral.
 * - `lang`: language of the question ("en" when absent).
 */
export type QuestionKind =
  | 'contact'
  | 'person'
  | 'address'
  | 'hours'
  | 'fee'
  | 'policy'
  | 'procedure'
  | 'event-date'
  | 'calendar-day'
  | 'multi-doc'
  | 'image'
  | 'attachment'
  | 'expired-trap'
  | 'superseded'
  | 'unanswerable'
  | 'spanish';

export interface BenchQuestion {
  q: string;
  kind?: QuestionKind;
  facts?: (string | string[])[];
  decline?: boolean;
  /** Set when an expired document would answer differently (`forbid` lists its facts). */
  trap?: boolean;
  forbid?: string[];
  lang?: 'en' | 'es';
  tags?: string[];
}
