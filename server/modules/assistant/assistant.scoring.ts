/**
 * Sentence scoring and selection for extractive answers ("Answering: pick the best 1–3
 * sentences ... against the question's lexemes and resolved dates, not whole chunks"), and the
 * confidence measure that decides whether to answer at all. Pure: the engine feeds it lexemes that
 * PostgreSQL produced, so matching uses exactly the index's English stemming.
 *
 * Model: a question is a set of concepts, each with an IDF weight from the school's own corpus. A
 * sentence *covers* a concept when one of the concept's alternatives (all its lexemes) appears in
 * the sentence or, at reduced credit, in its chunk's title/heading. Sentences are picked greedily by
 * the weight of concepts they newly cover, multiplied by the freshness of their document
 * (`assistant.freshness.ts`: newer announcements beat an older handbook on the same topic); a
 * sentence naming the asked day wins.
 * Confidence is the share of the question's concept weight the picked sentences cover.
 */
import {
  ASIDE_CREDIT,
  CHUNK_RANK_PENALTY,
  CONTEXT_CREDIT,
  DATE_MENTION_BONUS,
  LONG_SENTENCE_PENALTY,
  LONG_SENTENCE_WORDS,
  MAX_SENTENCES,
  MIN_GAIN_SHARE,
  OTHER_DAY_FACTOR_DATED,
  OTHER_DAY_FACTOR_GENERAL,
  OTHER_GRADE_FACTOR,
  OTHER_AUDIENCE_FACTOR,
  SAME_GRADE_BONUS,
  POSITION_PENALTY,
  ROW_LABEL_SHARE,
  SLOT_SHARE,
  SOFT_SHARE,
} from './assistant.tuning.js';
import type { AnswerSlot } from './assistant.text.js';
import type { GradeBand } from '../vocabulary/vocabulary.grades.js';
import { RANK_QUALIFIERS } from '../vocabulary/vocabulary.topics.js';
import { otherAudience, rowAudience, type Audience } from './assistant.audience.js';

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
  /** Lexemes of a table row's label ("Dismissal (Mon-Thu)" in "Dismissal (Mon-Thu) — K-4: 3:10 PM"). */
  rowLabel?: Set<string>;
  /** Answer slots (money, time, when) the sentence can fill. */
  fills?: Set<AnswerSlot>;
  /** Lexemes only inside an enumerated aside of the sentence ("(bus, hotel, meals)"). */
  aside?: Set<string>;
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
  options: {
    max?: number;
    minGainShare?: number;
    hasDate?: boolean;
    slots?: AnswerSlot[];
    penalizeOtherDays?: boolean;
    /** The grade asked about: sentences for other grades only lose OTHER_GRADE_FACTOR. */
    grade?: number | null;
    /** Who the parent asks for (`audienceAsked`): rows for the other lose OTHER_AUDIENCE_FACTOR. */
    audience?: Audience | null;
  } = {},
): Selection {
  const max = options.max ?? MAX_SENTENCES;
  const hard = concepts.map((c) => !c.soft);
  const total = concepts.reduce((s, c, k) => s + (hard[k] ? c.weight : 0), 0);
  const topWeight = Math.max(0, ...concepts.filter((c) => !c.soft).map((c) => c.weight));
  const slots = options.slots ?? [];
  const slotWeight = Math.max(topWeight, 1) * SLOT_SHARE;
  const covered = new Set<number>();
  const coveredInSentence = new Set<number>();
  const filled = new Set<AnswerSlot>();
  const chosen: SentenceCandidate[] = [];
  let dateShown = false;
  let gradeShown = false;
  const minGain = (options.minGainShare ?? MIN_GAIN_SHARE) * Math.max(total, 1);
  const hasAsked = concepts.some((c, k) => hard[k] && !c.background);

  // Read once per candidate, not once per selection round.
  const audience = options.audience;
  const forOtherAudience = candidates.map(
    (s) => !!audience && rowAudience(s.text) === otherAudience(audience),
  );
  const lesserRole = lesserRoleTests(concepts);
  const onlyLesser = candidates.map((s) => concepts.map((_, k) => lesserRole[k]?.(s.text) === true));
  // value: credit of the match (sentence) or CONTEXT_CREDIT × credit (title/heading only).
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
  // Newer documents win only on the question's topic: their section heading must name a concept.
  const onTopic = candidates.map((s) => concepts.some((c, k) => hard[k] && covers(c, s.context)));
  // "Final payment — …" is about another payment than the first one asked: never picked, not even
  // to complete another sentence.
  const otherRank = candidates.map((_, i) => concepts.some((c, k) => !!c.otherRank && onlyLesser[i]![k]));
  const touches = (i: number) =>
    !otherRank[i] && (total === 0 || matrix[i]!.some((v, k) => v > 0 && hard[k]));

  const take = (i: number) => {
    const picked = candidates[i]!;
    chosen.push(picked);
    matrix[i]!.forEach((v, k) => {
      if (v > 0) covered.add(k);
      if (inSentence[i]![k]) coveredInSentence.add(k);
    });
    for (const slot of slots) if (picked.fills?.has(slot)) filled.add(slot);
    if (picked.mentionsDate) dateShown = true;
    if (namesGrade(picked, options.grade)) gradeShown = true;
  };

  for (let round = 0; round < max; round++) {
    let best = -1;
    let bestGain = 0;
    for (let i = 0; i < candidates.length; i++) {
      const s = candidates[i]!;
      if (chosen.includes(s) || !touches(i)) continue;
      const row = matrix[i]!;
      let gain = 0;
      let hardGain = 0;
      // Gain on what the question itself asks: a further sentence must bring some ("we just moved
      // here" added "Course Selection Night has moved to …" to a dismissal answer).
      let askedGain = 0;
      for (let k = 0; k < concepts.length; k++) {
        const w = concepts[k]!.weight * (hard[k] ? 1 : SOFT_SHARE);
        let g = 0;
        if (row[k]! > 0 && !covered.has(k)) g = w * row[k]!;
        else if (inSentence[i]![k] && !coveredInSentence.has(k)) g = w * (1 - CONTEXT_CREDIT);
        gain += g;
        if (hard[k]) hardGain += g;
        if (hard[k] && !concepts[k]!.background) askedGain += g;
      }
      let fillsWanted = false;
      for (const slot of slots) {
        if (!filled.has(slot) && s.fills?.has(slot)) {
          gain += slotWeight;
          // An amount holds whatever day the sentence names; a time on another day is an exception.
          if (slot === 'money') fillsWanted = true;
        }
      }
      // A table row whose label names a concept is about it; elsewhere the word may be incidental.
      // Counting only a label with the parent's own word (not "PE uniform — $20" for "the dress
      // code") was tried: dev +2, blind test one more wrong answer; not kept.
      if (s.rowLabel)
        for (let k = 0; k < concepts.length; k++)
          if (hard[k] && covers(concepts[k]!, s.rowLabel)) gain += concepts[k]!.weight * ROW_LABEL_SHARE;
      if (options.hasDate && s.mentionsDate && !dateShown)
        gain += Math.max(topWeight, 1) * DATE_MENTION_BONUS;
      // The asked grade is no concept (its words are dropped): the row naming its band earns it.
      if (hardGain > 0 && !gradeShown && namesGrade(s, options.grade))
        gain += Math.max(topWeight, 1) * SAME_GRADE_BONUS;
      const asksMore = hasAsked ? askedGain > 0 : hardGain > 0;
      if (gain <= 0 || (round > 0 && !asksMore && !(options.hasDate && s.mentionsDate && !dateShown)))
        continue;
      if (onTopic[i]) gain *= s.freshness;
      // "Friday, March 13 is an early dismissal day" is not the answer to "what time is dismissal".
      // …but a sentence holding the asked-for amount ("The cost is $12, due by Monday…") is the answer.
      if (s.otherDay && !s.mentionsDate && !fillsWanted && (options.hasDate || options.penalizeOtherDays)) {
        gain *= options.hasDate ? OTHER_DAY_FACTOR_DATED : OTHER_DAY_FACTOR_GENERAL;
      }
      if (!forGrade(s, options.grade)) gain *= OTHER_GRADE_FACTOR;
      if (forOtherAudience[i]) gain *= OTHER_AUDIENCE_FACTOR;
      const words = s.text.split(/\s+/).length;
      gain -=
        LONG_SENTENCE_PENALTY * Math.max(0, words - LONG_SENTENCE_WORDS) * topWeight +
        CHUNK_RANK_PENALTY * Math.max(0, s.chunkRank) +
        POSITION_PENALTY * s.position;
      if (gain > bestGain) {
        bestGain = gain;
        best = i;
      }
    }
    if (best < 0 || (round > 0 && bestGain < minGain)) break;
    take(best);
  }

  for (const s of [...chosen]) {
    if (chosen.length >= max) break;
    const next = candidates.findIndex(
      (c) => c.chunkRank === s.chunkRank && c.source === s.source && c.position === s.position + 1,
    );
    // …or when it names the asked grade ("Homework is assigned Mon–Thu." → "…grades 3 to 5 about 45 minutes").
    const namesGrade =
      next >= 0 &&
      options.grade != null &&
      !!candidates[next]!.grades?.length &&
      forGrade(candidates[next]!, options.grade);
    // …but never the row of another grade band ("Lunch (5-8)" after "Lunch (K-4)" for a 3rd grader).
    if (
      next >= 0 &&
      !chosen.includes(candidates[next]!) &&
      !otherRank[next] &&
      forGrade(candidates[next]!, options.grade) &&
      (inSentence[next]!.some((v, k) => v && hard[k]) || namesGrade)
    )
      take(next);
  }

  // Outside the sentence text a concept counts at the credit it was found with: a heading at
  // CONTEXT_CREDIT, an enumerated aside at ASIDE_CREDIT.
  const chosenIndex = chosen.map((c) => candidates.indexOf(c));
  const outsideCredit = (k: number) => Math.max(0, ...chosenIndex.map((i) => matrix[i]![k]!));
  // Coverage is of what the question itself asks: a background statement's words rank sentences
  // but neither count for nor against the answer. "i need to drop off a form before work" is why the
  // parent asks the office hours, not what the hours sentence must say (Cedar Bluff dev: declined at
  // coverage 0.44); "grandparents want to come" must not carry an answer about a ceremony the
  // documents never mention (counted for, it did: one more wrong answer on an unanswerable).
  const counts = concepts.some((c, k) => hard[k] && !c.background)
    ? (k: number) => hard[k] && !concepts[k]!.background
    : (k: number) => hard[k];
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
  const asked = (k: number) => hard[k] && !concepts[k]!.background;
  const askedTop = Math.max(0, ...concepts.filter((_, k) => asked(k)).map((c) => c.weight));
  // Words tied for most telling are equally so ("asthma", "inhaler", "backpack" all used once in
  // the school's documents): covering any of them counts, not only the first the parent wrote.
  const topIndexes = concepts.some((_, k) => asked(k))
    ? concepts.flatMap((c, k) => (asked(k) && c.weight === askedTop ? [k] : []))
    : concepts.flatMap((c, k) => (hard[k] && c.weight === topWeight ? [k] : []));
  // Coverage of the lead passage alone: the lead sentence and its neighbours in the same chunk.
  // "spring break" covered by "Thanksgiving Break" plus "our spring trip" elsewhere is no answer.
  const lead = chosen[0];
  let leadCoverage = 0;
  if (lead && total > 0) {
    const near = chosenIndex.filter((i) => {
      const c = candidates[i]!;
      return (
        c === lead ||
        (c.source === lead.source &&
          c.chunkRank === lead.chunkRank &&
          Math.abs(c.position - lead.position) <= 1)
      );
    });
    // Credit-weighted: a synonym or a heading-only match counts at its credit.
    // Against every word said, background included: the lead passage alone must carry the message
    // ("the awards ceremony" alone is no answer to "promotion ceremony? grandparents want to come").
    const best = concepts.map((c, k) =>
      hard[k] ? c.weight * Math.max(0, ...near.map((i) => matrix[i]![k]!)) : 0,
    );
    leadCoverage = best.reduce((sum, v) => sum + v, 0) / total;
  }
  return {
    sentences: chosen,
    coverage,
    sentenceCoverage,
    leadCoverage,
    coversTopConcept: topIndexes.some((k) => covered.has(k)),
  };
}

/** Whether a sentence names a band holding the asked `grade` ("Grades 4–6" for a 5th grader). */
export function namesGrade(s: Pick<SentenceCandidate, 'grades'>, grade: number | null | undefined): boolean {
  if (grade === null || grade === undefined || !s.grades?.length) return false;
  return s.grades.some((band) => band.from <= grade && grade <= band.to);
}

/** Whether a sentence speaks for `grade` (true when either is unknown or it names no grade). */
function forGrade(s: SentenceCandidate, grade: number | null | undefined): boolean {
  return grade === null || grade === undefined || !s.grades?.length || namesGrade(s, grade);
}
