/**
 * The board sentence selection reads (assistant.selection.ts): per candidate and concept, what is
 * computed once per selection (credits, hard concepts, rows for another rank or audience, title lines
 * that only restate their heading), and the pick so far with `take`. Pure; split from
 * assistant.selection.ts at 421 lines.
 */
import { SLOT_SHARE, TITLE_LINE_MAX_WORDS } from './assistant.tuning.js';
import type { AnswerSlot } from './assistant.answer-types.js';
import { otherAudience, rowAudience, type Audience } from './assistant.audience.js';
import {
  conceptMatrix,
  covers,
  namesGrade,
  type SentenceCandidate,
  type WeightedConcept,
} from './assistant.scoring.js';

export interface SelectOptions {
  max?: number;
  minGainShare?: number;
  hasDate?: boolean;
  slots?: AnswerSlot[];
  penalizeOtherDays?: boolean;
  /** The grade asked about: sentences for other grades only lose OTHER_GRADE_FACTOR. */
  grade?: number | null;
  /** Who the parent asks for (`audienceAsked`): rows for the other lose OTHER_AUDIENCE_FACTOR. */
  audience?: Audience | null;
  /**
   * The parent asks whether they may do something ("can i just call the front desk"): a contact
   * directory row only says how to reach someone, not whether it is allowed (CONTACT_ROW_FACTOR).
   */
  asksPermission?: boolean;
  /** Whether anyone may do something is asked ("can my daughter wear shorts"). */
  asksAllowed?: boolean;
}

/** What every round reads: per candidate and concept, computed once per selection. */
export interface Board {
  concepts: WeightedConcept[];
  candidates: SentenceCandidate[];
  options: SelectOptions;
  hard: boolean[];
  /** Σ weight of the hard concepts. */
  total: number;
  topWeight: number;
  slotWeight: number;
  hasAsked: boolean;
  /** Credit of each concept in each candidate: sentence, else heading (CONTEXT_CREDIT) or aside. */
  matrix: number[][];
  /** Candidates that only restate their heading (`restatesHeading`): never picked. */
  restatesHeading: boolean[];
  /** Whether each concept is in each candidate's own text (not only its heading). */
  inSentence: boolean[][];
  /** The candidate's heading names a hard concept: only then does its freshness count. */
  onTopic: boolean[];
  /** The candidate names another rank of a series than the asked one ("Final payment"). */
  otherRank: boolean[];
  forOtherAudience: boolean[];
}

/** What the pick so far covers. */
export interface Picked {
  chosen: SentenceCandidate[];
  covered: Set<number>;
  coveredInSentence: Set<number>;
  filled: Set<AnswerSlot>;
  dateShown: boolean;
  gradeShown: boolean;
}

export function boardOf(
  concepts: WeightedConcept[],
  candidates: SentenceCandidate[],
  options: SelectOptions,
): Board {
  const hard = concepts.map((c) => !c.soft);
  const topWeight = Math.max(0, ...concepts.filter((c) => !c.soft).map((c) => c.weight));
  const { matrix, inSentence, onlyLesser } = conceptMatrix(concepts, candidates);
  const audience = options.audience;
  return {
    concepts,
    candidates,
    options,
    hard,
    total: concepts.reduce((s, c, k) => s + (hard[k] ? c.weight : 0), 0),
    topWeight,
    slotWeight: Math.max(topWeight, 1) * SLOT_SHARE,
    hasAsked: concepts.some((c, k) => hard[k] && !c.background),
    matrix,
    inSentence,
    onTopic: candidates.map((s) => concepts.some((c, k) => hard[k] && covers(c, s.context))),
    restatesHeading: candidates.map((s, i) => restatesHeading(s, concepts, hard, inSentence[i]!)),
    // "Final payment — …" is about another payment than the first one asked: never picked, not even
    // to complete another sentence.
    otherRank: candidates.map((_, i) => concepts.some((c, k) => !!c.otherRank && onlyLesser[i]![k])),
    forOtherAudience: candidates.map((s) => !!audience && rowAudience(s.text) === otherAudience(audience)),
  };
}

/** Whether candidate `i` names a hard concept at all (and no other rank of a series). */
export function touches(board: Board, i: number): boolean {
  return (
    !board.otherRank[i] &&
    !board.restatesHeading[i] &&
    (board.total === 0 || board.matrix[i]!.some((v, k) => v > 0 && board.hard[k]))
  );
}

/**
 * A short line with no number whose asked words its heading or title already holds: a flyer's
 * title block ("Scholastic Book Fair at RCA" under "BOOK FAIR!") says nothing the parent asked
 * (Ridgeview dev: it answered "is the book fair open all day on the last day" alone).
 */
function restatesHeading(
  s: SentenceCandidate,
  concepts: WeightedConcept[],
  hard: boolean[],
  inSentence: boolean[],
): boolean {
  if (/\d/.test(s.text) || s.text.split(/\s+/).length > TITLE_LINE_MAX_WORDS) return false;
  const named = concepts.filter((c, k) => hard[k] && inSentence[k]);
  return named.length > 0 && named.every((c) => covers(c, s.context));
}

export function take(board: Board, picked: Picked, i: number): void {
  const sentence = board.candidates[i]!;
  picked.chosen.push(sentence);
  board.matrix[i]!.forEach((v, k) => {
    if (v > 0) picked.covered.add(k);
    if (board.inSentence[i]![k]) picked.coveredInSentence.add(k);
  });
  for (const slot of board.options.slots ?? []) if (sentence.fills?.has(slot)) picked.filled.add(slot);
  if (sentence.mentionsDate) picked.dateShown = true;
  if (namesGrade(sentence, board.options.grade)) picked.gradeShown = true;
}
