/**
 * Retrieval (docs/ARCHITECTURE.md): from question concepts to weighted concepts and candidate chunks of
 * the school's active knowledge.
 *   1. Lexemes of every concept alternative (PostgreSQL English stemming) and their document
 *      frequency in the school's vocabulary (ts_stat, cached per school until its files change).
 *   2. Misspellings: a concept found nowhere is matched to the closest lexeme of the school's
 *      vocabulary by edit distance (steps 1 and 2 weigh the concepts: assistant.weigh-concepts.ts).
 *   3. Full-text candidates by an OR-of-concepts tsquery ranked by IDF-weighted concept matches plus
 *      ts_rank_cd; with embeddings configured and the pgvector column present, nearest chunks by
 *      cosine distance fused with the full-text list by reciprocal rank fusion (k = 60).
 */
import type { Logger } from '../../shared/logger.js';
import type { Embeddings } from './assistant.llm.js';
import type { ChunkCandidate, KnowledgeSearch, Vocabulary } from '../knowledge/knowledge.search.js';
import type { WeightedConcept } from './assistant.scoring.js';
import type { Concept } from './assistant.text.js';
import { claimEvidence, documentFrequency, weighConcepts } from './assistant.weigh-concepts.js';
import {
  RARE_VALUE_TYPES,
  SQL_VALUE_TYPES,
  VALUE_PATTERNS,
  type ValueType,
} from '../vocabulary/vocabulary.answer-types.js';
import {
  COARSE_POOL,
  DATE_TERM_SHARE,
  FETCH_MIN,
  FETCH_SHARE,
  INHERITED_SHARE,
  RRF_K,
  TITLE_MATCH_BONUS,
  VALUE_CHUNKS,
} from './assistant.tuning.js';

function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** tsquery text (lexemes already stemmed, cast as written) matching any alternative of a concept. */
export function conceptQuery(alternatives: string[][]): string {
  return alternatives
    .filter((alt) => alt.length > 0)
    .map((alt) => (alt.length === 1 ? quoteLexeme(alt[0]!) : `(${alt.map(quoteLexeme).join(' & ')})`))
    .join(' | ');
}

export interface Retrieved {
  concepts: WeightedConcept[];
  chunks: ChunkCandidate[];
  /** Active chunks of the school (0 = nothing loaded). */
  total: number;
}

/** Per-process cache of school vocabularies, keyed by a fingerprint of the school's files. */
export class VocabularyCache {
  private readonly entries = new Map<
    string,
    { version: string; checkedAt: number; vocabulary: Promise<Vocabulary> }
  >();

  /**
   * @param recheckMs how long a vocabulary is trusted before the fingerprint is checked again.
   * Default 0: the fingerprint is one indexed aggregate per question, and a stale vocabulary is not
   * harmless: words of a file that just finished are unknown to it, so staff testing a fresh upload
   * in the Chat screen got declines (seen in the e2e journey).
   */
  constructor(private readonly recheckMs = 0) {}

  async get(knowledge: KnowledgeSearch, schoolId: string): Promise<Vocabulary> {
    const hit = this.entries.get(schoolId);
    if (hit && performance.now() - hit.checkedAt < this.recheckMs) return hit.vocabulary;
    const version = await knowledge.version(schoolId);
    if (hit && hit.version === version) {
      hit.checkedAt = performance.now();
      return hit.vocabulary;
    }
    const vocabulary = knowledge.vocabulary(schoolId);
    this.entries.set(schoolId, { version, checkedAt: performance.now(), vocabulary });
    if (this.entries.size > 500) this.entries.delete(this.entries.keys().next().value!);
    try {
      return await vocabulary;
    } catch (err) {
      this.entries.delete(schoolId);
      throw err;
    }
  }
}

/**
 * Weighted concepts and up to `limit` candidate chunks. `dateTerms` (weekday/month words of the
 * resolved dates) help fetch chunks about the asked day but carry no concept weight.
 */
export async function retrieve(input: {
  knowledge: KnowledgeSearch;
  vocabularies: VocabularyCache;
  schoolId: string;
  now: Date;
  concepts: Concept[];
  dateTerms: string[];
  question: string;
  embeddings?: Embeddings;
  logger: Logger;
  limit: number;
  /** Value types the question asks for: chunks holding such a value are candidates too. */
  valueTypes?: ValueType[];
}): Promise<Retrieved> {
  const vocabulary = await input.vocabularies.get(input.knowledge, input.schoolId);
  const total = vocabulary.total;
  if (total === 0) return { concepts: [], chunks: [], total };
  const terms = [...new Set([...input.concepts.flatMap((c) => c.alternatives), ...input.dateTerms])];
  const lexemeLists = await input.knowledge.lexemes(terms);
  const lexemes = new Map(terms.map((t, i) => [t, lexemeLists[i] ?? []]));
  const dfOf = documentFrequency(vocabulary);

  const weighted = weighConcepts({
    concepts: input.concepts,
    lexemes,
    vocabulary,
    question: input.question,
    valueTypes: input.valueTypes ?? [],
  });
  claimEvidence(weighted, (word) => (lexemes.get(word) ?? []).join(' '), input.question);

  const dateLexemes = input.dateTerms.flatMap((t) => lexemes.get(t) ?? []).map((l) => [l]);
  const asked = weighted.filter((c) => !c.soft);
  // "aftercare: until what time and how much?": a part whose only topic leans on the part before it
  // is fetched by that topic (it still only ranks), not by a scan of every chunk for an amount.
  const matchable = asked.length > 0 ? asked : weighted.filter((c) => c.inherited);
  // Fetch by the rare words only (a GIN lookup of a few hundred rows at most): an alternative held by
  // more than FETCH_BUDGET chunks would pull in thousands of class-news chunks that only say "lunch".
  // Ranking still counts every concept. With no rare word, fetch by the most telling concept.
  const budget = Math.max(FETCH_MIN, Math.floor(total * FETCH_SHARE));
  const rare = matchable.flatMap((c) => c.alternatives.filter((alt) => dfOf(alt) > 0 && dfOf(alt) <= budget));
  const dateRare = dateLexemes.filter((alt) => dfOf(alt) > 0 && dfOf(alt) <= budget);
  const mostTelling = [...matchable].sort((a, b) => b.weight - a.weight)[0];
  const fetchAlternatives =
    rare.length + dateRare.length > 0 ? [...rare, ...dateRare] : (mostTelling?.alternatives ?? dateLexemes);
  const topWeight = Math.max(1, ...matchable.map((c) => c.weight));
  const sqlConcepts = matchable.map((c) => ({ query: conceptQuery(c.alternatives), weight: c.weight }));
  // "early release on conference day - what time do they get out and when does the bus leave": the
  // words a follow-up leans on rank its chunks too (the conference notice's "buses leave at 12:40"
  // over the handbook's everyday 4:00 p.m.; Willow Creek fresh), at the share they rank sentences.
  for (const c of weighted)
    if (c.inherited && !matchable.includes(c) && c.alternatives.some((alt) => dfOf(alt) > 0))
      sqlConcepts.push({ query: conceptQuery(c.alternatives), weight: c.weight * INHERITED_SHARE });
  if (dateLexemes.length > 0)
    sqlConcepts.push({ query: conceptQuery(dateLexemes), weight: topWeight * DATE_TERM_SHARE });
  // "whats the school address? need it for a form": only the story has words; the value is what is
  // asked, so chunks are fetched by it (the story's words still rank them).
  const storyOnly =
    (input.valueTypes ?? []).length > 0 && matchable.length > 0 && matchable.every((c) => c.background);
  const anyQuery = storyOnly ? '' : conceptQuery(fetchAlternatives);

  // A question made only of type words ("whats the school address") has nothing to fetch by: chunks
  // holding such a value are its candidates. With topic words the value only ranks sentences: a
  // regular-expression pass over every chunk cost the 10k-chunk latency bench its p95 (176 ms with it,
  // 34–65 ms without, depending on machine load;
  // dev split unchanged at 209/264 without it; blind test one answer fewer, 96 → 95).
  const valuePattern = (!anyQuery && postgresValuePattern(input.valueTypes ?? [])) || undefined;
  // "how much is volleyball": the fee row ("Athletics participation fee — Charge: $35") ranks below
  // the pages that talk about volleyball, so a few chunks holding both an asked word and an amount
  // or phone number join the candidates (Cedar Bluff and Desert Sky dev: declined), from the same
  // statement.
  const rareTypes = (input.valueTypes ?? []).filter((t) => RARE_VALUE_TYPES.includes(t));
  const valueHolding =
    anyQuery && rareTypes.length > 0
      ? { pattern: postgresValuePattern(rareTypes)!, limit: VALUE_CHUNKS }
      : undefined;
  let chunks = await input.knowledge.search({
    schoolId: input.schoolId,
    now: input.now,
    anyQuery,
    concepts: sqlConcepts,
    limit: input.limit,
    valuePattern,
    valueHolding,
    coarsePool: COARSE_POOL,
    titleBonus: TITLE_MATCH_BONUS,
  });

  if (input.embeddings && (await input.knowledge.hasEmbeddings())) {
    try {
      const [vector] = await input.embeddings.embed([input.question]);
      if (vector && vector.length > 0) {
        const nearest = await input.knowledge.nearest({
          schoolId: input.schoolId,
          now: input.now,
          vector,
          limit: input.limit,
        });
        chunks = fuse([chunks, nearest]).slice(0, input.limit);
      }
    } catch (err) {
      input.logger.warn(
        { err: (err as Error).message },
        'embedding search failed; using full-text search only',
      );
    }
  }
  return { concepts: weighted, chunks, total };
}

/** Reciprocal rank fusion of ranked chunk lists (best first); the fused score replaces `score`. */
export function fuse(lists: ChunkCandidate[][]): ChunkCandidate[] {
  const byId = new Map<string, { chunk: ChunkCandidate; score: number }>();
  for (const list of lists) {
    list.forEach((chunk, rank) => {
      const entry = byId.get(chunk.id) ?? { chunk, score: 0 };
      entry.score += 1 / (RRF_K + rank + 1);
      byId.set(chunk.id, entry);
    });
  }
  return [...byId.values()].sort((a, b) => b.score - a.score).map((e) => ({ ...e.chunk, score: e.score }));
}

/**
 * One PostgreSQL regular expression (ARE, for `~*`) matching a value of any of `types`, from the
 * vocabulary's JavaScript patterns: JS `\b` is ARE `\y` (in ARE `\b` is a backspace).
 */
export function postgresValuePattern(types: ValueType[]): string {
  return types
    .filter((type) => SQL_VALUE_TYPES.includes(type))
    .map((type) => `(?:${VALUE_PATTERNS[type].source.replace(/\\b/g, '\\y')})`)
    .join('|');
}
