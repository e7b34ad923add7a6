/**
 * SQL of the Spanish-documents pass (assistant.spanish-passages.ts). Same rules as the engine's
 * repository: filtered by the school id, FINISHED and non-expired files only (`now` from the
 * injected clock). Spanish chunks are indexed with the `spanish` text-search configuration
 * (migration 0008), so the query is stemmed with it too.
 */
import type { Database } from '../../db/client.js';

/** A Spanish chunk matching the question, with the file it came from. */
export interface SpanishChunk {
  id: string;
  title: string;
  heading: string;
  content: string;
  key: string;
  fileName: string;
  /** ts_rank_cd of the OR query; comparable within one call. */
  score: number;
}

/** Chunks detected as Spanish at ingestion that match any of `words` (Spanish stemming), best first. */
export async function searchSpanishChunks(
  database: Database,
  input: { schoolId: string; now: Date; words: string[]; limit: number },
): Promise<SpanishChunk[]> {
  const query = input.words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  if (query.length === 0) return [];
  const rows = await database.query<{
    id: string;
    title: string;
    heading: string;
    content: string;
    key: string;
    file_name: string;
    score: number;
  }>(
    `SELECT c.id, c.title, c.heading, c.content, f.key, f.file_name,
            ts_rank_cd(c.tsv, to_tsquery('spanish', $3)) AS score
       FROM knowledge_chunks c
       JOIN knowledge_files f ON f.id = c.file_id
      WHERE c.school_id = $1 AND f.school_id = $1 AND f.sync_status = 'FINISHED'
        AND (f.expiry_date IS NULL OR f.expiry_date > $2)
        AND c.language = 'es' AND c.tsv @@ to_tsquery('spanish', $3)
      ORDER BY score DESC
      LIMIT $4`,
    [input.schoolId, input.now, query.join(' | '), input.limit],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    heading: r.heading,
    content: r.content,
    key: r.key,
    fileName: r.file_name,
    score: Number(r.score),
  }));
}

/** Spanish stems of each text (PostgreSQL `spanish` configuration; stop words dropped). */
export async function spanishStems(database: Database, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  const rows = await database.query<{ i: number; lexemes: string[] }>(
    `SELECT u.i, tsvector_to_array(to_tsvector('spanish', u.t)) AS lexemes
       FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)`,
    [texts],
  );
  const out: string[][] = texts.map(() => []);
  for (const r of rows) out[Number(r.i) - 1] = r.lexemes;
  return out;
}
