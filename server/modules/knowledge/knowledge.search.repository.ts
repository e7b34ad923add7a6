/**
 * The SQL behind the knowledge search interface (`knowledge.search.ts`): full-text and vector
 * search over one school's CURRENT knowledge and the school's search vocabulary.
 *
 * Every query is filtered by the school id the caller got from the session or the WhatsApp number,
 * and reads only FINISHED, non-expired knowledge (`expiry_date IS NULL OR expiry_date > now`, `now`
 * from the caller's clock). Runs the same on PGlite (PG 18) and PostgreSQL 15; pgvector is used only
 * where the optional `embedding` column exists.
 */
import { and, eq, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ofSchool, preparedPerDatabase } from '../../db/common.repository.js';
import { readUntilWrite } from '../../db/read-until-write.js';
import { knowledgeChunks, knowledgeFiles } from './knowledge.table.js';

/**
 * The school's search vocabulary: every lexeme of its FINISHED chunks with the number of chunks
 * holding it (PostgreSQL ts_stat), and the chunk count. Expired files are included: the numbers
 * only weight words (IDF) and suggest spellings, and retrieval itself filters expiry.
 */
export interface Vocabulary {
  total: number;
  df: Map<string, number>;
  /** Lexemes grouped by first letter, for spelling suggestions. */
  byInitial: Map<string, string[]>;
}

export interface ChunkCandidate {
  id: string;
  fileId: string;
  ordinal: number;
  title: string;
  heading: string;
  content: string;
  key: string;
  fileName: string;
  contentType: string;
  createdAt: Date;
  /** Unit kind from ingestion: 'passage', 'table-row' ("Label — Header: value; …") or 'ocr-block'. */
  kind: string;
  /** Retrieval score (IDF-weighted concept matches + cover density); comparable within one query. */
  score: number;
}

interface ChunkRow {
  id: string;
  file_id: string;
  ordinal: number;
  title: string;
  heading: string;
  content: string;
  key: string;
  file_name: string;
  content_type: string;
  created_at: Date | string;
  kind: string | null;
  score: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `execute` answers `{ rows }` on both drivers (PGlite and node-postgres). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A school's FINISHED chunks joined to their files (builder form, for the counts). */
function finishedChunksOf(executor: Executor, schoolId: string) {
  return executor
    .select({ n: sql<number>`count(*)::int` })
    .from(knowledgeChunks)
    .innerJoin(knowledgeFiles, eq(knowledgeFiles.id, knowledgeChunks.fileId))
    .where(ofSchool(knowledgeChunks, schoolId, eq(knowledgeFiles.syncStatus, 'FINISHED')));
}

/** Join + filter shared by the search queries: the school's FINISHED, non-expired chunks. */
function active(schoolId: string, now: Date): SQL {
  return sql`
  FROM knowledge_chunks c
  JOIN knowledge_files f ON f.id = c.file_id
  WHERE c.school_id = ${schoolId} AND f.school_id = ${schoolId} AND f.sync_status = 'FINISHED'
    AND (f.expiry_date IS NULL OR f.expiry_date > ${now})`;
}

const CHUNK_COLUMNS = sql.raw(
  'c.id, c.file_id, c.ordinal, c.title, c.heading, c.content, c.kind, f.key, f.file_name, f.content_type, f.created_at',
);

/** CHUNK_COLUMNS as named in a subquery's result (the candidate's columns, without `tsv`). */
const OUTER_COLUMNS = sql.raw(
  'id, file_id, ordinal, title, heading, content, kind, key, file_name, content_type, created_at',
);

function toCandidate(r: ChunkRow): ChunkCandidate {
  return {
    id: r.id,
    fileId: r.file_id,
    ordinal: r.ordinal,
    title: r.title,
    heading: r.heading,
    content: r.content,
    key: r.key,
    fileName: r.file_name,
    contentType: r.content_type,
    createdAt: new Date(r.created_at),
    kind: r.kind ?? 'passage',
    score: Number(r.score),
  };
}

/** The statement of `knowledgeVersion` (the school id as a value or a placeholder). */
function versionQuery(executor: Executor, schoolId: string | SQLWrapper) {
  return executor
    .select({
      n: sql<number>`count(*)::int`,
      u: max(knowledgeFiles.updatedAt),
      c: max(knowledgeFiles.createdAt),
    })
    .from(knowledgeFiles)
    .where(and(eq(knowledgeFiles.schoolId, schoolId), eq(knowledgeFiles.syncStatus, 'FINISHED')));
}

/** `knowledgeVersion` as a prepared statement: every question runs it. */
const versionOf = preparedPerDatabase((db) =>
  versionQuery(db, sql.placeholder('schoolId')).prepare('knowledge_version'),
);

/**
 * A cheap fingerprint of the school's knowledge: changes whenever a file is added, edited or removed.
 * Read once until the next write on embedded PGlite (db/read-until-write.ts).
 */
export async function knowledgeVersion(executor: Executor, schoolId: string): Promise<string> {
  const prepared = versionOf(executor);
  const [r] = prepared
    ? await readUntilWrite(executor, `knowledge-version:${schoolId}`, () => prepared.execute({ schoolId }))
    : await versionQuery(executor, schoolId);
  return `${r?.n ?? 0}|${r?.u ? new Date(r.u).getTime() : 0}|${r?.c ? new Date(r.c).getTime() : 0}`;
}

/** Build the vocabulary of a school (one ts_stat pass over its chunks; cache the result). */
export async function loadVocabulary(executor: Executor, schoolId: string): Promise<Vocabulary> {
  // ts_stat takes its query as text; the school id is checked to be a UUID before it is inlined.
  if (!UUID.test(schoolId)) throw new Error('invalid school id');
  const inner = `SELECT c.tsv FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id WHERE c.school_id = '${schoolId}' AND f.sync_status = 'FINISHED'`;
  // Raw SQL: ts_stat is a set-returning function over a query text, which the builder cannot say.
  const rows = rowsOf<{ word: string; ndoc: number }>(
    await executor.execute(sql`SELECT word, ndoc FROM ts_stat(${inner})`),
  );
  const [totals] = await finishedChunksOf(executor, schoolId);
  const df = new Map<string, number>();
  const byInitial = new Map<string, string[]>();
  for (const r of rows) {
    df.set(r.word, Number(r.ndoc));
    // Words of letters, hyphenated ones too ("pre-ord" for "Pre-order"); not numbers or codes.
    if (!/^\p{L}{3,}(?:-\p{L}+)*$/u.test(r.word)) continue;
    const list = byInitial.get(r.word[0]!) ?? [];
    list.push(r.word);
    byInitial.set(r.word[0]!, list);
  }
  return { total: Number(totals?.n ?? 0), df, byInitial };
}

/** What `searchChunks` is asked (see there). */
export interface ChunkSearchInput {
  schoolId: string;
  now: Date;
  /** tsquery text of stemmed lexemes (read as written, `::tsquery`) a chunk must match; '' = none. */
  anyQuery: string;
  concepts: { query: string; weight: number }[];
  limit: number;
  /**
   * PostgreSQL regular expression (ARE, case-insensitive) of the asked-for value type: chunks
   * holding such a value are candidates too, so "whats the school address" finds the contact table.
   */
  valuePattern?: string;
  /** A chunk must match `anyQuery` and hold such a value (default: either is enough). */
  valueRequired?: boolean;
  /**
   * Also the best `limit` chunks that match `anyQuery` and hold a value of `pattern` (a PostgreSQL
   * regular expression, as `valuePattern`), ranked the same way, in the same statement: they follow
   * the main list, without the chunks already in it. One statement instead of a second search over
   * the same matches ("how much is lunch" at 1k chunks: 8 ms + 14 ms before).
   */
  valueHolding?: { pattern: string; limit: number };
  /** Size of the cheap first-stage pool re-ranked by ts_rank_cd. */
  coarsePool: number;
  /** Share of a concept's weight added when it matches the title/heading (weight A). */
  titleBonus: number;
}

/**
 * Full-text candidates: chunks matching the OR of all concept queries (`anyQuery`, a `simple`
 * tsquery over already-stemmed lexemes), ranked by Σ weight(concept) for each concept matched plus
 * ts_rank_cd cover density (title/heading weight A > body B). Concept queries are tsquery strings
 * built only from lexemes PostgreSQL produced and quoted, so they are not user syntax. They are cast
 * (`::tsquery`), not parsed again by `to_tsquery`: the parser splits a hyphenated lexeme into a
 * phrase no tsvector holds ('pre-ord' → 'pre-ord' <-> 'pre' <-> 'ord', while "Pre-order" is
 * indexed as 'pre-ord', 'pre' and 'order'), so such a word never fetched its chunk.
 */
export async function searchChunks(executor: Executor, input: ChunkSearchInput): Promise<ChunkCandidate[]> {
  if (!input.anyQuery && !input.valuePattern) return [];
  const anyQuery = input.anyQuery || '';
  const titleBonus = sql.raw(String(Number(input.titleBonus)));
  const terms = input.concepts.map((concept) => {
    // A match in the title/heading (weight A: "q:A") adds titleBonus: the section is about it.
    const inTitle = concept.query.replace(/'(?=\s|\)|$)/g, "':A");
    return sql`(${concept.weight}::float8 * ((c.tsv @@ ${concept.query}::tsquery)::int + ${titleBonus} * (c.tsv @@ ${inTitle}::tsquery)::int))`;
  });
  // Two stages: a cheap coordination score (Σ weight of matched concepts) keeps the best `coarsePool`, then
  // ts_rank_cd (cover density, the costly part) orders only those.
  const coarse = terms.length ? sql.join(terms, sql` + `) : sql`0`;
  const matches: SQL[] = [];
  if (input.anyQuery) matches.push(sql`c.tsv @@ ${anyQuery}::tsquery`);
  if (input.valuePattern) matches.push(sql`c.content ~* ${input.valuePattern}`);
  const pool = sql.raw(String(Math.max(1, Math.floor(input.coarsePool))));
  const where = sql`${active(input.schoolId, input.now)} AND (${sql.join(matches, input.valueRequired ? sql` AND ` : sql` OR `)})`;
  if (input.valueHolding && input.anyQuery) return withValueHolding(executor, input, { coarse, where, pool });
  // Raw SQL: tsquery matching, ts_rank_cd and the regex operator have no builder form.
  // The outer list names its columns: `tsv` (kilobytes of text per chunk) is read to rank, not sent back.
  const result = await executor.execute(sql`
    SELECT ${OUTER_COLUMNS}, coarse + ts_rank_cd(tsv, ${anyQuery}::tsquery, 32) AS score FROM (
       SELECT ${CHUNK_COLUMNS}, c.tsv, (${coarse}) AS coarse ${where}
       ORDER BY coarse DESC, f.created_at DESC LIMIT ${pool}
     ) top ORDER BY score DESC, created_at DESC LIMIT ${input.limit}`);
  return rowsOf<ChunkRow>(result).map(toCandidate);
}

/**
 * `searchChunks` with `valueHolding`: the matches are read once (a materialized CTE with each
 * chunk's coarse score and whether it holds the value), then both lists are cut from them, each
 * ranked as `searchChunks` ranks (coarse pool, then ts_rank_cd).
 */
async function withValueHolding(
  executor: Executor,
  input: ChunkSearchInput,
  parts: { coarse: SQL; where: SQL; pool: SQL },
): Promise<ChunkCandidate[]> {
  const { coarse, where, pool } = parts;
  const holding = input.valueHolding!;
  const rank = sql`coarse + ts_rank_cd(tsv, ${input.anyQuery}::tsquery, 32)`;
  // Raw SQL: as in searchChunks; `list` orders the main list before the value-holding one.
  const result = await executor.execute(sql`
    WITH m AS MATERIALIZED (
      SELECT ${CHUNK_COLUMNS}, c.tsv, (${coarse}) AS coarse, c.content ~* ${holding.pattern} AS holds ${where}
    )
    SELECT ${OUTER_COLUMNS}, score FROM (
      (SELECT ${OUTER_COLUMNS}, ${rank} AS score, 0 AS list FROM (
         SELECT * FROM m ORDER BY coarse DESC, created_at DESC LIMIT ${pool}
       ) a ORDER BY score DESC, created_at DESC LIMIT ${input.limit})
      UNION ALL
      (SELECT ${OUTER_COLUMNS}, ${rank} AS score, 1 AS list FROM (
         SELECT * FROM m WHERE holds ORDER BY coarse DESC, created_at DESC LIMIT ${pool}
       ) b ORDER BY score DESC, created_at DESC LIMIT ${holding.limit})
    ) u ORDER BY list, score DESC, created_at DESC`);
  const seen = new Set<string>();
  return rowsOf<ChunkRow>(result)
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map(toCandidate);
}

/** The text-search configuration a chunk of each ingestion language is indexed with (migration 0008). */
const TEXT_SEARCH_CONFIG = { en: sql.raw("'english'"), es: sql.raw("'spanish'") } as const;

/**
 * Lexemes of each text (for sentence scoring with exactly the stemming the index uses), in the
 * configuration of `language` ('en' English, 'es' Spanish); stop words are dropped.
 */
export async function lexemesOf(
  executor: Executor,
  texts: string[],
  language: 'en' | 'es' = 'en',
): Promise<string[][]> {
  if (texts.length === 0) return [];
  // Raw SQL: to_tsvector over an unnest of the texts, in their order; no table is read.
  const result = await executor.execute(
    sql`SELECT tsvector_to_array(to_tsvector(${TEXT_SEARCH_CONFIG[language]}, u.t)) AS lexemes
     FROM unnest(${sql.param(texts)}::text[]) WITH ORDINALITY AS u(t, ord) ORDER BY u.ord`,
  );
  return rowsOf<{ lexemes: string[] | null }>(result).map((r) => r.lexemes ?? []);
}

/**
 * Chunks detected as Spanish at ingestion (indexed with the `spanish` configuration) that match any
 * of `words`, stemmed in Spanish, best ts_rank_cd first. Each word is reduced to its letters and
 * digits before it enters the tsquery, so a parent's punctuation is never query syntax.
 */
export async function searchSpanishChunks(
  executor: Executor,
  input: { schoolId: string; now: Date; words: string[]; limit: number },
): Promise<ChunkCandidate[]> {
  const words = input.words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  if (words.length === 0) return [];
  const query = words.join(' | ');
  // Raw SQL: tsquery matching and ts_rank_cd have no builder form.
  const result = await executor.execute(
    sql`SELECT ${CHUNK_COLUMNS}, ts_rank_cd(c.tsv, to_tsquery('spanish', ${query})) AS score ${active(input.schoolId, input.now)}
       AND c.language = 'es' AND c.tsv @@ to_tsquery('spanish', ${query})
     ORDER BY score DESC LIMIT ${input.limit}`,
  );
  return rowsOf<ChunkRow>(result).map(toCandidate);
}

/** Nearest active chunks by cosine distance to `vector` (pgvector `<=>`), closest first. */
export async function searchByEmbedding(
  executor: Executor,
  input: { schoolId: string; now: Date; vector: number[]; limit: number },
): Promise<ChunkCandidate[]> {
  const literal = `[${input.vector.map((v) => (Number.isFinite(v) ? v : 0)).join(',')}]`;
  // Raw SQL: `embedding` exists only where pgvector does, so it is not in the Drizzle table.
  const result = await executor.execute(
    sql`SELECT ${CHUNK_COLUMNS}, 1 - (c.embedding <=> ${literal}::vector) AS score ${active(input.schoolId, input.now)}
       AND c.embedding IS NOT NULL AND vector_dims(c.embedding) = ${input.vector.length}
     ORDER BY c.embedding <=> ${literal}::vector LIMIT ${input.limit}`,
  );
  return rowsOf<ChunkRow>(result).map(toCandidate);
}
