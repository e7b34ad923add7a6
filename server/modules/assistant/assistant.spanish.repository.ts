/**
 * SQL of the Spanish-documents pass (assistant.spanish-passages.ts). Same rules as the engine's
 * repository: filtered by the school id, FINISHED and non-expired files only (`now` from the
 * injected clock). Spanish chunks are indexed with the `spanish` text-search configuration
 * (migration 0008), so the query is stemmed with it too.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

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

interface SpanishChunkRow {
  id: string;
  title: string;
  heading: string;
  content: string;
  key: string;
  file_name: string;
  score: number;
}

/** Chunks detected as Spanish at ingestion that match any of `words` (Spanish stemming), best first. */
export async function searchSpanishChunks(
  executor: Executor,
  input: { schoolId: string; now: Date; words: string[]; limit: number },
): Promise<SpanishChunk[]> {
  const query = input.words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  if (query.length === 0) return [];
  const tsquery = query.join(' | ');
  // Raw SQL: tsquery matching and ts_rank_cd have no builder form.
  const result = await executor.execute(
    sql`SELECT c.id, c.title, c.heading, c.content, f.key, f.file_name,
            ts_rank_cd(c.tsv, to_tsquery('spanish', ${tsquery})) AS score
       FROM knowledge_chunks c
       JOIN knowledge_files f ON f.id = c.file_id
      WHERE c.school_id = ${input.schoolId} AND f.school_id = ${input.schoolId} AND f.sync_status = 'FINISHED'
        AND (f.expiry_date IS NULL OR f.expiry_date > ${input.now})
        AND c.language = 'es' AND c.tsv @@ to_tsquery('spanish', ${tsquery})
      ORDER BY score DESC
      LIMIT ${input.limit}`,
  );
  const rows = (result as unknown as { rows: SpanishChunkRow[] }).rows;
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
export async function spanishStems(executor: Executor, texts: string[]): Promise<string[][]> {
  if (texts.length === 0) return [];
  // Raw SQL: to_tsvector over an unnest of the texts; no table is read.
  const result = await executor.execute(
    sql`SELECT u.i, tsvector_to_array(to_tsvector('spanish', u.t)) AS lexemes
       FROM unnest(${sql.param(texts)}::text[]) WITH ORDINALITY AS u(t, i)`,
  );
  const rows = (result as unknown as { rows: { i: number; lexemes: string[] }[] }).rows;
  const out: string[][] = texts.map(() => []);
  for (const r of rows) out[Number(r.i) - 1] = r.lexemes;
  return out;
}
