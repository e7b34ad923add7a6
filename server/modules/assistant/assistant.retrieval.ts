/**
 * Retrieval (DESIGN §6 step 2): from question concepts to weighted concepts and candidate chunks of
 * the school's active knowledge.
 *   1. Lexemes and document frequency of every concept alternative (PostgreSQL English stemming).
 *   2. Misspellings: a concept found nowhere is matched to the closest real word of the knowledge
 *      (pg_trgm word similarity finds the texts, edit distance picks the word).
 *   3. Full-text candidates by an OR-of-concepts tsquery ranked by IDF-weighted concept matches plus
 *      ts_rank_cd; with embeddings configured and the pgvector column present, nearest chunks by
 *      cosine distance fused with the full-text list by reciprocal rank fusion (k = 60).
 */
import type { Database } from '../../db/client.js';
import type { Logger } from '../../shared/logger.js';
import type { Embeddings } from './assistant.llm.js';
import {
  hasEmbeddingColumn,
  searchByEmbedding,
  searchChunks,
  similarTexts,
  termStats,
  type ChunkCandidate,
  type TermStat,
} from './assistant.repository.js';
import { idf, type WeightedConcept } from './assistant.scoring.js';
import { closestWord, type Concept } from './assistant.text.js';

/** Reciprocal rank fusion constant (Cormack, Clarke & Büttcher 2009). */
const RRF_K = 60;

/** A concept so common (in more than this share of chunks) is not used to fetch candidates. */
const COMMON_SHARE = 0.3;

function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** tsquery text (config 'simple', lexemes already stemmed) matching any alternative of a concept. */
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

async function correctMisspellings(input: {
  database: Database;
  schoolId: string;
  now: Date;
  concepts: Concept[];
  stats: Map<string, TermStat>;
}): Promise<Map<string, string>> {
  const corrections = new Map<string, string>();
  const misses = input.concepts.filter(
    (c) =>
      !c.soft &&
      /^\p{L}{4,}$/u.test(c.word) &&
      c.alternatives.every((a) => (input.stats.get(a)?.df ?? 0) === 0) &&
      (input.stats.get(c.word)?.lexemes.length ?? 0) > 0,
  );
  for (const concept of misses.slice(0, 3)) {
    const texts = await similarTexts(input.database, { schoolId: input.schoolId, now: input.now, word: concept.word, limit: 4 });
    const vocabulary = new Set(texts.flatMap((t) => t.toLowerCase().match(/\p{L}{3,}/gu) ?? []));
    const word = closestWord(concept.word, vocabulary);
    if (word) corrections.set(concept.word, word);
  }
  return corrections;
}

/**
 * Weighted concepts and up to `limit` candidate chunks. `dateTerms` (weekday/month words of the
 * resolved dates) help fetch chunks about the asked day but carry no concept weight.
 */
export async function retrieve(input: {
  database: Database;
  schoolId: string;
  now: Date;
  concepts: Concept[];
  dateTerms: string[];
  question: string;
  embeddings?: Embeddings;
  logger: Logger;
  limit: number;
}): Promise<Retrieved> {
  const terms = [...new Set([...input.concepts.flatMap((c) => c.alternatives), ...input.dateTerms])];
  const first = await termStats(input.database, { schoolId: input.schoolId, now: input.now, terms });
  const stats = new Map(first.stats.map((s) => [s.term, s]));
  const total = first.total;
  if (total === 0) return { concepts: [], chunks: [], total };

  const corrections = await correctMisspellings({ ...input, stats });
  if (corrections.size > 0) {
    const more = await termStats(input.database, { schoolId: input.schoolId, now: input.now, terms: [...corrections.values()] });
    for (const s of more.stats) stats.set(s.term, s);
  }

  const weighted: WeightedConcept[] = [];
  for (const concept of input.concepts) {
    const corrected = corrections.get(concept.word);
    const alternatives = corrected ? [corrected, ...concept.alternatives] : concept.alternatives;
    const own = stats.get(concept.word);
    if (own && own.lexemes.length === 0 && !corrected) continue; // a stop word: no topic
    // The parent's own word (or its correction) and the first listed synonym count fully; looser
    // synonyms count 0.85, so "pickup time" in a bus notice loses to "dismissal" for "pickup".
    const credited = alternatives
      .map((a, i) => ({ lexemes: stats.get(a)?.lexemes ?? [], credit: a === concept.word || a === corrected || i === 0 ? 1 : 0.85 }))
      .filter((a) => a.lexemes.length > 0);
    const lexemeSets = credited.map((a) => a.lexemes);
    if (lexemeSets.length === 0) continue;
    const df = Math.max(0, ...alternatives.map((a) => stats.get(a)?.df ?? 0));
    if (concept.soft && df === 0) continue; // filler the knowledge never uses: no evidence either way
    weighted.push({
      word: corrected ?? concept.word,
      alternatives: lexemeSets,
      credits: credited.map((a) => a.credit),
      weight: idf(df, total),
      soft: concept.soft,
    });
  }

  const dateLexemes = input.dateTerms.flatMap((t) => stats.get(t)?.lexemes ?? []).map((l) => [l]);
  const matchable = weighted.filter((c) => !c.soft);
  const informative = matchable.filter((c) => c.weight >= idf(Math.floor(total * COMMON_SHARE), total));
  const fetchBy = informative.length > 0 ? informative : matchable;
  const topWeight = Math.max(1, ...matchable.map((c) => c.weight));
  const sqlConcepts = fetchBy.map((c) => ({ query: conceptQuery(c.alternatives), weight: c.weight }));
  if (dateLexemes.length > 0) sqlConcepts.push({ query: conceptQuery(dateLexemes), weight: topWeight * 0.5 });
  const anyQuery = sqlConcepts.map((c) => `(${c.query})`).join(' | ');

  let chunks = anyQuery
    ? await searchChunks(input.database, { schoolId: input.schoolId, now: input.now, anyQuery, concepts: sqlConcepts, limit: input.limit })
    : [];

  if (input.embeddings && (await hasEmbeddingColumn(input.database))) {
    try {
      const [vector] = await input.embeddings.embed([input.question]);
      if (vector && vector.length > 0) {
        const nearest = await searchByEmbedding(input.database, {
          schoolId: input.schoolId,
          now: input.now,
          vector,
          limit: input.limit,
        });
        chunks = fuse([chunks, nearest]).slice(0, input.limit);
      }
    } catch (err) {
      input.logger.warn({ err: (err as Error).message }, 'embedding search failed; using full-text search only');
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
