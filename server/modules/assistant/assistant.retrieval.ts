/**
 * Retrieval (docs/ARCHITECTURE.md): from question concepts to weighted concepts and candidate chunks of
 * the school's active knowledge.
 *   1. Lexemes of every concept alternative (PostgreSQL English stemming) and their document
 *      frequency in the school's vocabulary (ts_stat, cached per school until its files change).
 *   2. Misspellings: a concept found nowhere is matched to the closest lexeme of the school's
 *      vocabulary by edit distance.
 *   3. Full-text candidates by an OR-of-concepts tsquery ranked by IDF-weighted concept matches plus
 *      ts_rank_cd; with embeddings configured and the pgvector column present, nearest chunks by
 *      cosine distance fused with the full-text list by reciprocal rank fusion (k = 60).
 */
import type { Logger } from '../../shared/logger.js';
import type { Embeddings } from './assistant.llm.js';
import type { ChunkCandidate, KnowledgeSearch, Vocabulary } from '../knowledge/knowledge.search.js';
import { idf, type WeightedConcept } from './assistant.scoring.js';
import { closestLexeme, type Concept } from './assistant.text.js';
import { keepStemsApart } from '../vocabulary/vocabulary.stems.js';
import { ORDINAL_RANKS, OTHER_SENSES } from '../vocabulary/vocabulary.topics.js';
import { GRADE_WORDS } from '../vocabulary/vocabulary.grades.js';
import { FOLDED_COMPOUNDS } from '../vocabulary/vocabulary.parent-talk.js';
import { SQL_VALUE_TYPES, VALUE_PATTERNS, type ValueType } from '../vocabulary/vocabulary.answer-types.js';
import {
  ALTERNATIVE_CREDIT,
  COARSE_POOL,
  CONTEXT_CLAUSE_FACTOR,
  DATE_TERM_SHARE,
  FETCH_MIN,
  FETCH_SHARE,
  RRF_K,
  TITLE_MATCH_BONUS,
} from './assistant.tuning.js';

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

/** Chunks holding every lexeme of an alternative, at most (its rarest lexeme's count); 0 when none. */
function documentFrequency(vocabulary: Vocabulary): (lexemes: string[]) => number {
  return (lx) => (lx.length ? Math.min(...lx.map((l) => vocabulary.df.get(l) ?? 0)) : 0);
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
  claimEvidence(weighted, (word) => (lexemes.get(word) ?? []).join(' '));

  const dateLexemes = input.dateTerms.flatMap((t) => lexemes.get(t) ?? []).map((l) => [l]);
  const matchable = weighted.filter((c) => !c.soft);
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
  let chunks = await input.knowledge.search({
    schoolId: input.schoolId,
    now: input.now,
    anyQuery,
    concepts: sqlConcepts,
    limit: input.limit,
    valuePattern,
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

/**
 * The question's concepts weighted by their IDF in the school's vocabulary, with their alternatives'
 * lexemes and credits: a stop word is dropped, a known verb or adjective the documents never use is
 * narrative (dropped), an unknown word the documents lack is corrected to their closest lexeme.
 */
function weighConcepts(input: {
  concepts: Concept[];
  lexemes: Map<string, string[]>;
  vocabulary: Vocabulary;
  question: string;
  valueTypes: ValueType[];
}): WeightedConcept[] {
  const { lexemes, vocabulary } = input;
  const total = vocabulary.total;
  const dfOf = documentFrequency(vocabulary);
  const weighted: WeightedConcept[] = [];
  for (const concept of input.concepts) {
    const own = lexemes.get(concept.word) ?? [];
    if (own.length === 0) continue; // a stop word: no topic
    let credited = concept.alternatives
      // The parent's own word and the first listed synonym count fully; looser synonyms 0.85, so
      // "pickup time" in a bus notice loses to "dismissal" when a parent asks about pickup.
      .map((a, i) => ({
        lexemes: lexemes.get(a) ?? [],
        credit: a === concept.word || i === 0 || a === keepStemsApart(concept.word) ? 1 : ALTERNATIVE_CREDIT,
      }))
      .filter((a) => a.lexemes.length > 0);
    // A folded compound ("fieldday") is not its first word with a suffix ("field").
    if (!concept.soft && !FOLDED_COMPOUNDS.has(concept.word)) {
      // Stems that only differ by a suffix PostgreSQL's stemmer keeps ("appli" / "applic" for
      // apply / application) are the same word for a parent: add them at synonym credit.
      for (const lexeme of [...own]) {
        if (own.length !== 1 || lexeme.length < 5) continue;
        const related = (vocabulary.byInitial.get(lexeme[0]!) ?? [])
          .filter(
            (v) =>
              v !== lexeme &&
              Math.min(v.length, lexeme.length) >= 5 &&
              Math.abs(v.length - lexeme.length) <= 3,
          )
          .filter((v) => v.startsWith(lexeme) || lexeme.startsWith(v))
          .slice(0, 3);
        for (const v of related) credited.push({ lexemes: [v], credit: ALTERNATIVE_CREDIT });
      }
    }
    let df = Math.max(0, ...credited.map((a) => dfOf(a.lexemes)));
    let word = concept.word;
    // A known verb, adjective or adverb the documents never use is the parent's narrative ("hates
    // pants", "got stuck in traffic"): no evidence either way. An unused noun stays (the topic the
    // documents lack); a known word is never "corrected" into another ("head" is not "held").
    const reading = df === 0 ? concept.reading?.() : undefined;
    const known = reading?.known === true;
    // Only for the parent's own word: a thesaurus entry says the word matters ("breaks" → damage).
    const ownWordOnly = concept.alternatives.length === 1;
    // The thing "is there a … ?" asks about is a noun whatever the tagger read ("a parent meeting").
    if (
      df === 0 &&
      known &&
      ownWordOnly &&
      !concept.head &&
      reading!.cls !== 'noun' &&
      reading!.cls !== 'other'
    )
      continue;
    // A compound the phrase folds wrote ("fieldday") is no misspelling: "field" is not what was asked.
    if (
      df === 0 &&
      !concept.soft &&
      !known &&
      !FOLDED_COMPOUNDS.has(concept.word) &&
      /^\p{L}{4,}$/u.test(concept.word)
    ) {
      // Misspelling: the closest lexeme the school's knowledge actually uses ("unifrom" → uniform).
      const fixed = closestLexeme(concept.word, vocabulary.byInitial, vocabulary.df);
      if (fixed) {
        credited = [{ lexemes: [fixed], credit: 1 }, ...credited];
        df = vocabulary.df.get(fixed) ?? 0;
        word = fixed;
      }
    }
    if (concept.soft && df === 0) continue; // filler the knowledge never uses: no evidence either way
    weighted.push({
      word,
      alternatives: credited.map((a) => a.lexemes),
      credits: credited.map((a) => a.credit),
      weight: idf(df, total) * (concept.context ? CONTEXT_CLAUSE_FACTOR : 1),
      soft: concept.soft,
      background: concept.context,
      otherSense: otherSenseOf(concept.word, input.question, input.valueTypes),
      otherRank: otherRankOf(concept.word, input.question),
      head: concept.head,
      inherited: concept.inherited,
    });
  }

  return weighted;
}

/**
 * The other sense of a question word (vocabulary OTHER_SENSES) when the question means the first:
 * it neither uses the word so itself nor asks for a phone number.
 */
function otherSenseOf(word: string, question: string, valueTypes: ValueType[]) {
  const entry = OTHER_SENSES[SENSE_KEY[word] ?? word];
  if (!entry || valueTypes.includes('phone')) return undefined;
  entry.sense.lastIndex = 0;
  return entry.sense.test(question) ? undefined : entry;
}

/** Every rank word of ORDINAL_RANKS as one alternation. */
const RANK_WORDS = ORDINAL_RANKS.flatMap((r) => r.words).join('|');

/**
 * For "the first payment", the other ranks of payments a sentence may name instead ("Final
 * payment", "Payment 2"); undefined when the question names no rank before the word, or a grade.
 */
export function otherRankOf(word: string, question: string): { rank: RegExp; word: RegExp } | undefined {
  if (!/^[a-z]{3,}$/.test(word)) return undefined;
  // "the last dc trip payment": up to two words may stand between the rank and its word (Ridgeview
  // dev: Payment 3 answered it); "1st grade … payment" names a grade, not a rank.
  const asked = new RegExp(`\\b(${RANK_WORDS})\\s+(?!grade)(?:[a-z]+\\s+){0,2}?${word}\\b`, 'i')
    .exec(question)?.[1]
    ?.toLowerCase();
  if (!asked || GRADE_WORDS.includes(word)) return undefined;
  const rank = ORDINAL_RANKS.find((r) => r.words.includes(asked))!;
  const others = ORDINAL_RANKS.filter((r) => r !== rank);
  const otherWords = others.flatMap((r) => r.words).join('|');
  const otherNumbers = others
    .map((r) => r.rank)
    .filter((n) => /^\d$/.test(n))
    .join('');
  return {
    rank: new RegExp(`\\b(?:${otherWords})\\s+${word}|\\b${word}\\w*\\s+#?[${otherNumbers}]\\b`, 'gi'),
    word: new RegExp(`\\b${word}`, 'gi'),
  };
}

/** Question words sharing an OTHER_SENSES entry. */
const SENSE_KEY: Readonly<Record<string, string>> = {
  phones: 'phone',
  cellphone: 'phone',
  cell: 'phone',
  shows: 'show',
};

/**
 * Two words of the question are two pieces of evidence: "lunch menu" is not covered by "Lunch will be
 * served" because "menu" lists "lunch" as a synonym, nor by "meal" listed by both. Each document word
 * counts for one concept only: its own word first, else the first concept (question order) listing
 * it. Mutates `concepts` (alternatives and credits). `ownKey(word)` is the word's lexemes joined.
 */
function claimEvidence(concepts: WeightedConcept[], ownKey: (word: string) => string): void {
  const hard = concepts.filter((c) => !c.soft);
  const claimed = new Set(hard.map((c) => ownKey(c.word)));
  for (const concept of hard) {
    const own = ownKey(concept.word);
    const keep = concept.alternatives.map((alt) => {
      const key = alt.join(' ');
      if (key === own) return true;
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    });
    if (keep.every(Boolean) || !keep.some(Boolean)) continue;
    concept.alternatives = concept.alternatives.filter((_, i) => keep[i]);
    concept.credits = concept.credits?.filter((_, i) => keep[i]);
  }
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
