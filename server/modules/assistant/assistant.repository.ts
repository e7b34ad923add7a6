/**
 * All SQL of the answer engine (DESIGN §6 step 2). Every query is filtered by the school id the
 * caller got from the session or the WhatsApp number, and reads only FINISHED, non-expired
 * knowledge (`expiry_date IS NULL OR expiry_date > now`, `now` from the injected clock). Runs the
 * same on PGlite (PG 18) and PostgreSQL 15; pgvector is used only where the `embedding` column exists.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Join + filter shared by every knowledge query: $1 = school id, $2 = now. */
const ACTIVE = `
  FROM knowledge_chunks c
  JOIN knowledge_files f ON f.id = c.file_id
  WHERE c.school_id = $1 AND f.school_id = $1 AND f.sync_status = 'FINISHED'
    AND (f.expiry_date IS NULL OR f.expiry_date > $2)`;

/** df is counted up to this many chunks: beyond it a word is "common" and its exact count is moot. */
const DF_CAP = 2000;

export interface SchoolProfile {
  name: string | null;
  timeZone: string;
  officePhone: string | null;
  officeEmail: string | null;
}

export async function findSchoolProfile(database: Database, schoolId: string): Promise<SchoolProfile | null> {
  const rows = await database.query<{ name: string | null; time_zone: string; office_phone: string | null; office_email: string | null }>(
    'SELECT name, time_zone, office_phone, office_email FROM schools WHERE id = $1',
    [schoolId],
  );
  const row = rows[0];
  return row ? { name: row.name, timeZone: row.time_zone, officePhone: row.office_phone, officeEmail: row.office_email } : null;
}

export interface TermStat {
  term: string;
  /** PostgreSQL English lexemes of the term (empty for a stop word). */
  lexemes: string[];
  /** Active chunks containing the term, capped at DF_CAP. */
  df: number;
}

/**
 * Lexemes and document frequency of each term over the school's active chunks, plus the number of
 * active chunks. One round trip; each df is a GIN-index count bounded by DF_CAP.
 */
export async function termStats(
  database: Database,
  input: { schoolId: string; now: Date; terms: string[] },
): Promise<{ stats: TermStat[]; total: number }> {
  const rows = await database.query<{ term: string; lexemes: string[]; df: number; total: number }>(
    `SELECT u.term, tsvector_to_array(to_tsvector('english', u.term)) AS lexemes,
       (SELECT count(*) FROM (SELECT 1 ${ACTIVE} AND c.tsv @@ plainto_tsquery('english', u.term) LIMIT ${DF_CAP}) s)::int AS df,
       (SELECT count(*) FROM (SELECT 1 ${ACTIVE}) t)::int AS total
     FROM unnest($3::text[]) WITH ORDINALITY AS u(term, ord)
     ORDER BY u.ord`,
    [input.schoolId, input.now, input.terms],
  );
  if (rows.length === 0) {
    const total = await database.query<{ total: number }>(`SELECT count(*)::int AS total ${ACTIVE}`, [input.schoolId, input.now]);
    return { stats: [], total: total[0]?.total ?? 0 };
  }
  return {
    stats: rows.map((r) => ({ term: r.term, lexemes: r.lexemes ?? [], df: Number(r.df) })),
    total: Number(rows[0]!.total),
  };
}

/**
 * Active chunk texts that contain a word similar to `word` (pg_trgm word similarity ≥ 0.4, served by
 * the trigram GIN index), best first. The engine picks the closest actual word from them.
 */
export async function similarTexts(
  database: Database,
  input: { schoolId: string; now: Date; word: string; limit: number },
): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    // Local to this transaction: the default 0.6 misses short misspellings ("pikup" ~ 0.44).
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.4', true)`);
    const result = await tx.execute(sql`
      SELECT c.heading || ' ' || c.content AS content FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id
      WHERE c.school_id = ${input.schoolId} AND f.school_id = ${input.schoolId} AND f.sync_status = 'FINISHED'
        AND (f.expiry_date IS NULL OR f.expiry_date > ${input.now})
        AND (${input.word} <% c.content OR ${input.word} <% c.heading)
      ORDER BY greatest(word_similarity(${input.word}, c.content), word_similarity(${input.word}, c.heading)) DESC
      LIMIT ${input.limit}`);
    return (result as unknown as { rows: { content: string }[] }).rows.map((r) => r.content);
  });
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
  score: number;
}

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
    score: Number(r.score),
  };
}

const CHUNK_COLUMNS = 'c.id, c.file_id, c.ordinal, c.title, c.heading, c.content, f.key, f.file_name, f.content_type, f.created_at';

/**
 * Full-text candidates: chunks matching the OR of all concept queries (`anyQuery`, a `simple`
 * tsquery over already-stemmed lexemes), ranked by Σ weight(concept) for each concept matched plus
 * ts_rank_cd cover density (title/heading weight A > body B). Concept queries are tsquery strings
 * built only from lexemes PostgreSQL produced and quoted, so they are not user syntax.
 */
export async function searchChunks(
  database: Database,
  input: { schoolId: string; now: Date; anyQuery: string; concepts: { query: string; weight: number }[]; limit: number },
): Promise<ChunkCandidate[]> {
  const params: unknown[] = [input.schoolId, input.now, input.anyQuery, input.limit];
  const terms = input.concepts.map((concept) => {
    params.push(concept.query, concept.weight);
    return `($${params.length}::float8 * (c.tsv @@ to_tsquery('simple', $${params.length - 1}))::int)`;
  });
  const score = [...terms, `ts_rank_cd(c.tsv, to_tsquery('simple', $3), 32)`].join(' + ');
  const rows = await database.query<ChunkRow>(
    `SELECT ${CHUNK_COLUMNS}, (${score}) AS score ${ACTIVE} AND c.tsv @@ to_tsquery('simple', $3)
     ORDER BY score DESC, f.created_at DESC LIMIT $4`,
    params,
  );
  return rows.map(toCandidate);
}

/** Lexemes of each text (for sentence scoring with exactly the stemming the index uses). */
export async function lexemesOf(database: Database, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const rows = await database.query<{ lexemes: string[] | null }>(
    `SELECT tsvector_to_array(to_tsvector('english', u.t)) AS lexemes
     FROM unnest($1::text[]) WITH ORDINALITY AS u(t, ord) ORDER BY u.ord`,
    [texts],
  );
  return rows.map((r) => r.lexemes ?? []);
}

const embeddingColumn = new WeakMap<Database, Promise<boolean>>();

/** Whether knowledge_chunks has the optional pgvector `embedding` column (checked once per database). */
export function hasEmbeddingColumn(database: Database): Promise<boolean> {
  let known = embeddingColumn.get(database);
  if (!known) {
    known = database
      .query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.columns
         WHERE table_name = 'knowledge_chunks' AND column_name = 'embedding'`,
      )
      .then((rows) => Number(rows[0]?.n ?? 0) > 0)
      .catch(() => false);
    embeddingColumn.set(database, known);
  }
  return known;
}

/** Nearest active chunks by cosine distance to `vector` (pgvector `<=>`), closest first. */
export async function searchByEmbedding(
  database: Database,
  input: { schoolId: string; now: Date; vector: number[]; limit: number },
): Promise<ChunkCandidate[]> {
  const literal = `[${input.vector.map((v) => (Number.isFinite(v) ? v : 0)).join(',')}]`;
  const rows = await database.query<ChunkRow>(
    `SELECT ${CHUNK_COLUMNS}, 1 - (c.embedding <=> $3::vector) AS score ${ACTIVE}
       AND c.embedding IS NOT NULL AND vector_dims(c.embedding) = $5
     ORDER BY c.embedding <=> $3::vector LIMIT $4`,
    [input.schoolId, input.now, literal, input.limit, input.vector.length],
  );
  return rows.map(toCandidate);
}
