/**
 * Sentence scoring for extractive answers: the shapes of a weighted concept and a candidate
 * sentence, when a sentence covers a concept, the concept × candidate credit matrix, and the IDF
 * weight. Pure: the engine feeds it lexemes that PostgreSQL produced, so matching uses exactly the
 * index's English stemming. Selection (which sentences answer, and the coverage that decides whether
 * to answer) is `assistant.selection.ts`.
 *
 * Model: a question is a set of concepts, each with an IDF weight from the school's own corpus. A
 * sentence *covers* a concept when one of the concept's alternatives (all its lexemes) appears in
 * the sentence or, at reduced credit, in its chunk's title/heading.
 */
import { ASIDE_CREDIT, CONTEXT_CREDIT } from './assistant.tuning.js';
import type { AnswerSlot } from './assistant.answer-types.js';
import type { GradeBand } from '../vocabulary/vocabulary.grades.js';
import { RANK_QUALIFIERS } from '../vocabulary/vocabulary.topics.js';

export interface WeightedConcept {
  word: string;
  /** Each alternative is the set of lexemes that must all be present. */
  alternatives: string[][];
  /** Credit (0–1] of each alternative: the parent's own word 1, a looser synonym less. */
  credits?: number[];
  /** IDF of the concept in the school's corpus (higher = rarer = more telling). */
  weight: number;
  /** Filler word: small tie-breaking gain, not part of coverage. */
  soft?: boolean;
  /** Said in a statement beside the question ("i need to drop off a form before work"). */
  background?: boolean;
  /**
   * The word's other sense, not the asked one (vocabulary OTHER_SENSES): a sentence using the word
   * only so does not cover the concept ("Phone calls are not accepted" for a phone a child brings).
   */
  otherSense?: { sense: RegExp; word: RegExp };
  /**
   * Another rank of a series than the asked one ("Final payment" for "the first payment"): a
   * sentence naming the word only so does not cover it (vocabulary ORDINAL_RANKS).
   */
  otherRank?: { rank: RegExp; word: RegExp };
  /** The thing "is there a … ?" asks about: the answer's lead passage must name it. */
  head?: boolean;
  /** Taken from an earlier part of the message (Concept.inherited). */
  inherited?: boolean;
  /** The parent's own word is in none of the school's chunks: only a synonym or a correction matches. */
  unused?: boolean;
}

export interface SentenceCandidate {
  text: string;
  lexemes: Set<string>;
  /** Lexemes of the chunk's title and heading (context for a terse sentence). */
  context: Set<string>;
  /** Index into the caller's source list (file or event). */
  source: number;
  /** Position of the chunk among retrieved chunks (0 = best; events -1) and of the sentence in it. */
  chunkRank: number;
  position: number;
  /** Multiplier ≥ 1 for newer / announcement-like documents. */
  freshness: number;
  /** True when the sentence mentions the question's resolved day(s). */
  mentionsDate: boolean;
  /** True when the sentence (or its heading) is about one particular other day: an event, not a rule. */
  otherDay?: boolean;
  /**
   * True when the sentence's heading or title names one numbered instance the question does not
   * ("Bus Route 7 Change" for "r there buses after school"): a notice about that one, not the rule.
   */
  otherInstance?: boolean;
  /** Lexemes of a table row's label ("Dismissal (Mon-Thu)" in "Dismissal (Mon-Thu) — K-4: 3:10 PM"). */
  rowLabel?: Set<string>;
  /** Answer slots (money, time, when) the sentence can fill. */
  fills?: Set<AnswerSlot>;
  /** Lexemes only inside an enumerated aside of the sentence ("(bus, hotel, meals)"). */
  aside?: Set<string>;
  /**
   * True when the sentence names its matter only by a pronoun standing for the sentence before
   * ("Parent/guardian drops it off …" after "All medication … is kept by the nurse"): it reads that
   * sentence's words as context, and an answer shows the two together.
   */
  continuesBefore?: boolean;
  /** Which bulleted list of its chunk the sentence is an item of ("- A current physical …"), if any. */
  listItem?: number;
  /** Grade bands the sentence (or, when it names none, its heading) speaks for: "Lunch (K-4)". */
  grades?: GradeBand[];
}

export interface Selection {
  sentences: SentenceCandidate[];
  /** Share (0–1) of the question's concept weight covered by the selected sentences + context. */
  coverage: number;
  /** Share (0–1) of the weight covered in the sentences themselves (not only headings). */
  sentenceCoverage: number;
  /** Share (0–1) covered by the lead sentence and its neighbours in the same chunk (concepts must meet in one passage). */
  leadCoverage: number;
  /** Whether the single most telling concept is covered. */
  coversTopConcept: boolean;
}

/** Best credit of the concept's alternatives present in `lexemes` (0 = not covered). */
export function coverCredit(concept: WeightedConcept, lexemes: Set<string>): number {
  let best = 0;
  concept.alternatives.forEach((alt, i) => {
    if (alt.length > 0 && alt.every((l) => lexemes.has(l))) best = Math.max(best, concept.credits?.[i] ?? 1);
  });
  return best;
}

export function covers(concept: WeightedConcept, lexemes: Set<string>): boolean {
  return coverCredit(concept, lexemes) > 0;
}

const QUALIFIER = RANK_QUALIFIERS.words.join('|');

/**
 * Per concept, a test that a sentence names the concept's word only as a lesser role ("Assistant
 * Principal – 6th Grade" for "principal") or only in its other sense (`otherSense`), or undefined
 * when that cannot apply: the question names a qualifier itself ("who is the vice principal"), or
 * the word is not a plain word.
 */
function lesserRoleTests(concepts: WeightedConcept[]): (((text: string) => boolean) | undefined)[] {
  const words = new Set(concepts.map((c) => c.word));
  if (RANK_QUALIFIERS.words.some((q) => words.has(q))) return [];
  return concepts.map((c) => {
    if (c.soft) return undefined;
    if (c.otherSense) return onlyIn(c.otherSense.sense, c.otherSense.word);
    if (c.otherRank) return onlyIn(c.otherRank.rank, c.otherRank.word);
    if (!/^[a-z]{4,}$/.test(c.word)) return undefined;
    return onlyIn(
      new RegExp(`\\b(?:${QUALIFIER})\\.?[\\s-]+${c.word}`, 'gi'),
      new RegExp(`\\b${c.word}`, 'gi'),
    );
  });
}

/** A test that every mention of `word` in a sentence is one of `use` (and there is one). */
function onlyIn(use: RegExp, word: RegExp): (text: string) => boolean {
  return (text) => {
    const used = text.match(use)?.length ?? 0;
    return used > 0 && used >= (text.match(word)?.length ?? 0);
  };
}

/** IDF as in BM25 (Robertson–Spärck Jones, +1 inside the log so it stays positive). */
export function idf(df: number, total: number): number {
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}

/**
 * Per candidate and concept: the credit it covers the concept with (its own text at the match's
 * credit, else its heading at CONTEXT_CREDIT or an enumerated aside at ASIDE_CREDIT; 0 where the
 * sentence names the word only in a lesser role or other sense), whether its own text covers it, and
 * whether it names the word only so.
 */
export function conceptMatrix(
  concepts: WeightedConcept[],
  candidates: SentenceCandidate[],
): { matrix: number[][]; inSentence: boolean[][]; onlyLesser: boolean[][] } {
  const lesserRole = lesserRoleTests(concepts);
  const onlyLesser = candidates.map((s) => concepts.map((_, k) => lesserRole[k]?.(s.text) === true));
  const matrix = candidates.map((s, i) =>
    concepts.map(
      (c, k) =>
        (onlyLesser[i]![k] ? 0 : coverCredit(c, s.lexemes)) ||
        Math.max(
          CONTEXT_CREDIT * coverCredit(c, s.context),
          s.aside ? ASIDE_CREDIT * coverCredit(c, s.aside) : 0,
        ),
    ),
  );
  const inSentence = candidates.map((s, i) =>
    concepts.map((c, k) => !onlyLesser[i]![k] && covers(c, s.lexemes)),
  );
  return { matrix, inSentence, onlyLesser };
}

/** Whether a sentence names a band holding the asked `grade` ("Grades 4–6" for a 5th grader). */
export function namesGrade(s: Pick<SentenceCandidate, 'grades'>, grade: number | null | undefined): boolean {
  if (grade === null || grade === undefined || !s.grades?.length) return false;
  return s.grades.some((band) => band.from <= grade && grade <= band.to);
}

/** Whether a sentence speaks for `grade` (true when either is unknown or it names no grade). */
export function forGrade(s: SentenceCandidate, grade: number | null | undefined): boolean {
  return grade === null || grade === undefined || !s.grades?.length || namesGrade(s, grade);
}
