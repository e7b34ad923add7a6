/**
 * The one shape of every word list the engine and its helpers use (stop words, the school
 * thesaurus, answer-type cues, day-status title rules, the Spanish glossary). The vocabulary module
 * depends on nothing, so the assistant, calendars and ingestion modules can all read it without
 * import cycles. Every list carries a name and the reason it exists; where a list was tuned, `why`
 * names the bench figure behind it.
 */

/** A plain set of words ("stop words", "soft topic words"). Lower case, folded. */
export interface WordList {
  name: string;
  why: string;
  words: readonly string[];
}

/** Groups of words/phrases that count as one concept (thesaurus); the first entry is the head. */
export interface WordGroups {
  name: string;
  why: string;
  groups: readonly (readonly string[])[];
}

/** Ordered pattern rules; the first matching rule wins. */
export interface PatternRules<T> {
  name: string;
  why: string;
  rules: readonly { pattern: RegExp; value: T; example: string }[];
}

/** Phrase → replacement (shorthand expansion, Spanish → English glossary). */
export interface Glossary {
  name: string;
  why: string;
  entries: Readonly<Record<string, string>>;
}
