/**
 * The knowledge module's read interface for the answer engine (twin of the calendars module's
 * `EventSource`): full-text and vector search over one school's CURRENT knowledge, plus the
 * school's search vocabulary. The engine never reads `knowledge_chunks`/`knowledge_files` itself.
 *
 * Every query is filtered by the school id the caller got from the session or the WhatsApp number,
 * and reads only FINISHED, non-expired knowledge (`expiry_date IS NULL OR expiry_date > now`, `now`
 * from the caller's clock). Runs the same on PGlite (PG 18) and PostgreSQL 15; pgvector is used only
 * where the optional `embedding` column exists. The engine's ranking weights (coarse pool, title
 * bonus) are inputs, so they stay with the engine's tuning.
 */
import type { Database } from '../../db/client.js';

/** Join + filter shared by every knowledge query: $1 = school id, $2 = now. */
const ACTIVE = `
  FROM knowledge_chunks c
  JOIN knowledge_files f ON f.id = c.file_id
  WHERE c.school_id = $1 AND f.school_id = $1 AND f.sync_status = 'FINISHED'
    AND (f.expiry_date IS NULL OR f.expiry_date > $2)`;

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cheap fingerprint of the school's knowledge: changes whenever a file is added, edited or removed. */
export async function knowledgeVersion(database: Database, schoolId: string): Promise<string> {
  const rows = await database.query<{ n: number; u: Date | string | null; c: Date | string | null }>(
    `SELECT count(*)::int AS n, max(updated_at) AS u, max(created_at) AS c FROM knowledge_files
     WHERE school_id = $1 AND sync_status = 'FINISHED'`,
    [schoolId],
  );
  const r = rows[0];
  return `${r?.n ?? 0}|${r?.u ? new Date(r.u).getTime() : 0}|${r?.c ? new Date(r.c).getTime() : 0}`;
}

/** Build the vocabulary of a school (one ts_stat pass over its chunks; cache the result). */
export async function loadVocabulary(database: Database, schoolId: string): Promise<Vocabulary> {
  // ts_stat takes its query as text; the school id is checked to be a UUID before it is inlined.
  if (!UUID.test(schoolId)) throw new Error('invalid school id');
  const inner = `SELECT c.tsv FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id WHERE c.school_id = '${schoolId}' AND f.sync_status = 'FINISHED'`;
  const rows = await database.query<{ word: string; ndoc: number }>('SELECT word, ndoc FROM ts_stat($1)', [
    inner,
  ]);
  const totals = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id
     WHERE c.school_id = $1 AND f.sync_status = 'FINISHED'`,
    [schoolId],
  );
  const df = new Map<string, number>();
  const byInitial = new Map<string, string[]>();
  for (const r of rows) {
    df.set(r.word, Number(r.ndoc));
    if (!/^\p{L}{3,}$/u.test(r.word)) continue;
    const list = byInitial.get(r.word[0]!) ?? [];
    list.push(r.word);
    byInitial.set(r.word[0]!, list);
  }
  return { total: Number(totals[0]?.n ?? 0), df, byInitial };
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

const CHUNK_COLUMNS =
  'c.id, c.file_id, c.ordinal, c.title, c.heading, c.content, c.kind, f.key, f.file_name, f.content_type, f.created_at';

/**
 * Full-text candidates: chunks matching the OR of all concept queries (`anyQuery`, a `simple`
 * tsquery over already-stemmed lexemes), ranked by Σ weight(concept) for each concept matched plus
 * ts_rank_cd cover density (title/heading weight A > body B). Concept queries are tsquery strings
 * built only from lexemes PostgreSQL produced and quoted, so they are not user syntax.
 */
export async function searchChunks(
  database: Database,
  input: {
    schoolId: string;
    now: Date;
    /** tsquery (config 'simple') a chunk must match; '' = none. */
    anyQuery: string;
    concepts: { query: string; weight: number }[];
    limit: number;
    /**
     * PostgreSQL regular expression (ARE, case-insensitive) of the asked-for value type: chunks
     * holding such a value are candidates too, so "whats the school address" finds the contact table.
     */
    valuePattern?: string;
    /** Size of the cheap first-stage pool re-ranked by ts_rank_cd. */
    coarsePool: number;
    /** Share of a concept's weight added when it matches the title/heading (weight A). */
    titleBonus: number;
  },
): Promise<ChunkCandidate[]> {
  if (!input.anyQuery && !input.valuePattern) return [];
  const params: unknown[] = [input.schoolId, input.now, input.anyQuery || '', input.limit];
  const terms = input.concepts.map((concept) => {
    // A match in the title/heading (weight A: "q:A") adds titleBonus: the section is about it.
    params.push(concept.query, concept.weight, concept.query.replace(/'(?=\s|\)|$)/g, "':A"));
    const n = params.length;
    return `($${n - 1}::float8 * ((c.tsv @@ to_tsquery('simple', $${n - 2}))::int + ${Number(input.titleBonus)} * (c.tsv @@ to_tsquery('simple', $${n}))::int))`;
  });
  // Two stages: a cheap coordination score (Σ weight of matched concepts) keeps the best `coarsePool`, then
  // ts_rank_cd (cover density, the costly part) orders only those.
  const coarse = terms.length ? terms.join(' + ') : '0';
  const matches = [input.anyQuery ? `c.tsv @@ to_tsquery('simple', $3)` : null];
  if (input.valuePattern) {
    params.push(input.valuePattern);
    matches.push(`c.content ~* $${params.length}`);
  }
  const rows = await database.query<ChunkRow>(
    `SELECT *, coarse + ts_rank_cd(tsv, to_tsquery('simple', $3), 32) AS score FROM (
       SELECT ${CHUNK_COLUMNS}, c.tsv, (${coarse}) AS coarse ${ACTIVE} AND (${matches.filter(Boolean).join(' OR ')})
       ORDER BY coarse DESC, f.created_at DESC LIMIT ${Math.max(1, Math.floor(input.coarsePool))}
     ) top ORDER BY score DESC, created_at DESC LIMIT $4`,
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

/** The engine's view of the knowledge module (see file comment). */
export interface KnowledgeSearch {
  /** Fingerprint of the school's files: changes whenever a file is added, edited or removed. */
  version(schoolId: string): Promise<string>;
  /** Lexemes of the school's chunks with their document frequency (one ts_stat pass; cache it). */
  vocabulary(schoolId: string): Promise<Vocabulary>;
  /** Full-text candidates (see `searchChunks`). */
  search(input: Parameters<typeof searchChunks>[1]): Promise<ChunkCandidate[]>;
  /** Nearest chunks by cosine distance; [] when the pgvector column is absent. */
  nearest(input: { schoolId: string; now: Date; vector: number[]; limit: number }): Promise<ChunkCandidate[]>;
  /** Whether chunks carry embeddings (the optional pgvector column exists). */
  hasEmbeddings(): Promise<boolean>;
  /** English lexemes of each text, stemmed exactly as the index stems (sentence scoring). */
  lexemes(texts: string[]): Promise<string[][]>;
}

/** The knowledge search over `database` (PGlite or PostgreSQL). */
export function createKnowledgeSearch(database: Database): KnowledgeSearch {
  return {
    version: (schoolId) => knowledgeVersion(database, schoolId),
    vocabulary: (schoolId) => loadVocabulary(database, schoolId),
    search: (input) => searchChunks(database, input),
    nearest: async (input) =>
      (await hasEmbeddingColumn(database)) ? searchByEmbedding(database, input) : [],
    hasEmbeddings: () => hasEmbeddingColumn(database),
    lexemes: (texts) => lexemesOf(database, texts),
  };
}
