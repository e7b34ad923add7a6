/**
 * Sentence scoring and selection for extractive answers (issue #4 "Answering: pick the best 1–3
 * sentences ... against the question's lexemes and resolved dates, not whole chunks"), and the
 * confidence measure that decides whether to answer at all. Pure: the engine feeds it lexemes that
 * PostgreSQL produced, so matching uses exactly the index's English stemming.
 *
 * Model: a question is a set of concepts, each with an IDF weight from the school's own corpus. A
 * sentence *covers* a concept when one of the concept's alternatives (all its lexemes) appears in
 * the sentence or, at reduced credit, in its chunk's title/heading. Sentences are picked greedily by
 * the weight of concepts they newly cover, multiplied by the freshness of their document (newer
 * announcements beat an older handbook on the same topic); a sentence naming the asked day wins.
 * Confidence is the share of the question's concept weight the picked sentences cover.
 */

export interface WeightedConcept {
  word: string;
  /** Each alternative is the set of lexemes that must all be present. */
  alternatives: string[][];
  /** IDF of the concept in the school's corpus (higher = rarer = more telling). */
  weight: number;
}

export interface SentenceCandidate {
  text: string;
  lexemes: Set<string>;
  /** Lexemes of the chunk's title and heading (context for a terse sentence). */
  context: Set<string>;
  /** Index into the caller's source list (file or event). */
  source: number;
  /** Position of the chunk among retrieved chunks (0 = best) and of the sentence in its chunk. */
  chunkRank: number;
  position: number;
  /** Multiplier ≥ 1 for newer / announcement-like documents. */
  freshness: number;
  /** True when the sentence mentions the question's resolved day(s). */
  mentionsDate: boolean;
  /** True when the sentence is about one particular other day (an event, not a standing rule). */
  otherDay?: boolean;
}

export interface Selection {
  sentences: SentenceCandidate[];
  /** Share (0–1) of the question's concept weight covered by the selected sentences + context. */
  coverage: number;
  /** Share (0–1) of the weight covered in the sentences themselves (not only headings). */
  sentenceCoverage: number;
  /** Whether the single most telling concept is covered. */
  coversTopConcept: boolean;
}

/** Credit for a concept found only in a sentence's title/heading, relative to the sentence itself. */
const CONTEXT_CREDIT = 0.6;

export function covers(concept: WeightedConcept, lexemes: Set<string>): boolean {
  return concept.alternatives.some((alt) => alt.length > 0 && alt.every((l) => lexemes.has(l)));
}

/** IDF as in BM25 (Robertson–Spärck Jones, +1 inside the log so it stays positive). */
export function idf(df: number, total: number): number {
  return Math.log(1 + (total - df + 0.5) / (df + 0.5));
}

/**
 * Greedily pick up to `max` sentences. Each round takes the sentence with the highest gain:
 * Σ weight of concepts it newly covers (context at CONTEXT_CREDIT), × freshness, + a date bonus
 * when it names the asked day, − a small penalty for long sentences and late positions. Stops when
 * no sentence adds at least `minGainShare` of the total concept weight.
 */
export function selectSentences(
  concepts: WeightedConcept[],
  candidates: SentenceCandidate[],
  options: { max?: number; minGainShare?: number; hasDate?: boolean } = {},
): Selection {
  const max = options.max ?? 3;
  const total = concepts.reduce((s, c) => s + c.weight, 0);
  const topWeight = Math.max(0, ...concepts.map((c) => c.weight));
  const covered = new Set<number>();
  const coveredInSentence = new Set<number>();
  const chosen: SentenceCandidate[] = [];
  let dateShown = false;
  const minGain = (options.minGainShare ?? 0.2) * total;

  const coverageOf = (s: SentenceCandidate) =>
    concepts.map((c) => (covers(c, s.lexemes) ? 1 : covers(c, s.context) ? CONTEXT_CREDIT : 0));

  const matrix = candidates.map(coverageOf);
  for (let round = 0; round < max; round++) {
    let best = -1;
    let bestGain = 0;
    for (let i = 0; i < candidates.length; i++) {
      const s = candidates[i]!;
      if (chosen.includes(s)) continue;
      const row = matrix[i]!;
      let gain = 0;
      for (let k = 0; k < concepts.length; k++) {
        if (row[k]! > 0 && !covered.has(k)) gain += concepts[k]!.weight * row[k]!;
        else if (row[k] === 1 && !coveredInSentence.has(k)) gain += concepts[k]!.weight * (1 - CONTEXT_CREDIT);
      }
      if (gain <= 0) continue;
      const inSentence = row.some((v) => v === 1);
      if (!inSentence && s.mentionsDate === false) gain *= 0.5;
      gain *= s.freshness;
      // "Friday, March 13 is an early dismissal day" is not the answer to "what time is dismissal".
      if (s.otherDay && !s.mentionsDate) gain *= options.hasDate ? 0.6 : 0.7;
      if (options.hasDate && s.mentionsDate && !dateShown) gain += Math.max(topWeight, 1) * 0.8;
      const words = s.text.split(/\s+/).length;
      gain -= 0.004 * Math.max(0, words - 25) * topWeight + 0.01 * s.chunkRank + 0.002 * s.position;
      if (gain > bestGain) {
        bestGain = gain;
        best = i;
      }
    }
    if (best < 0 || (round > 0 && bestGain < minGain)) break;
    const picked = candidates[best]!;
    chosen.push(picked);
    matrix[best]!.forEach((v, k) => {
      if (v > 0) covered.add(k);
      if (v === 1) coveredInSentence.add(k);
    });
    if (picked.mentionsDate) dateShown = true;
  }
  const weightOf = (set: Set<number>, credit: (k: number) => number) =>
    [...set].reduce((s, k) => s + concepts[k]!.weight * credit(k), 0);
  const coverage =
    total > 0 ? weightOf(covered, (k) => (coveredInSentence.has(k) ? 1 : CONTEXT_CREDIT)) / total : 0;
  const sentenceCoverage = total > 0 ? weightOf(coveredInSentence, () => 1) / total : 0;
  const topIndex = concepts.findIndex((c) => c.weight === topWeight);
  return { sentences: chosen, coverage, sentenceCoverage, coversTopConcept: topIndex >= 0 && covered.has(topIndex) };
}

/**
 * Freshness multiplier of a document (issue #4: "when two documents disagree on a topic, the newer
 * one wins"): announcement-like types get a fixed lift over handbooks/policies, and any document a
 * lift that decays with age (half after ~45 days). Enough to break a tie between equally relevant
 * sentences, not to let a fresh but off-topic note beat a relevant handbook line.
 */
export function freshnessOf(contentType: string, createdAt: Date, now: Date): number {
  const typeLift: Record<string, number> = {
    announcement: 0.2,
    newsletter: 0.15,
    email: 0.15,
    email_attachment: 0.12,
    event: 0.12,
    calendar: 0.12,
  };
  const ageDays = Math.max(0, (now.getTime() - createdAt.getTime()) / 86_400_000);
  return 1 + (typeLift[contentType] ?? 0) + 0.2 * Math.exp(-ageDays / 65);
}
