/**
 * The knowledge module's read interface for the answer engine (twin of the calendars module's
 * `EventSource`): full-text and vector search over one school's CURRENT knowledge, plus the
 * school's search vocabulary. The engine never reads `knowledge_chunks`/`knowledge_files` itself;
 * the SQL is in `knowledge.search.repository.ts`.
 *
 * Every query is filtered by the school id the caller got from the session or the WhatsApp number,
 * and reads only FINISHED, non-expired knowledge. The engine's ranking weights (coarse pool, title
 * bonus) are inputs, so they stay with the engine's tuning.
 */
import type { Database } from '../../db/client.js';
import {
  knowledgeVersion,
  lexemesOf,
  loadVocabulary,
  searchByEmbedding,
  searchChunks,
  searchSpanishChunks,
  type ChunkCandidate,
  type ChunkSearchInput,
  type Vocabulary,
} from './knowledge.search.repository.js';
import { hasEmbeddingColumn } from './knowledge.writer.repository.js';

export type { ChunkCandidate, ChunkSearchInput, Vocabulary };

/** The engine's view of the knowledge module (see file comment). */
export interface KnowledgeSearch {
  /** Fingerprint of the school's files: changes whenever a file is added, edited or removed. */
  version(schoolId: string): Promise<string>;
  /** Lexemes of the school's chunks with their document frequency (one ts_stat pass; cache it). */
  vocabulary(schoolId: string): Promise<Vocabulary>;
  /** Full-text candidates (see `searchChunks` in the repository). */
  search(input: ChunkSearchInput): Promise<ChunkCandidate[]>;
  /** Nearest chunks by cosine distance; [] when the pgvector column is absent. */
  nearest(input: { schoolId: string; now: Date; vector: number[]; limit: number }): Promise<ChunkCandidate[]>;
  /** Whether chunks carry embeddings (the optional pgvector column exists). */
  hasEmbeddings(): Promise<boolean>;
  /**
   * Lexemes of each text, stemmed exactly as the index stems chunks of `language` (default 'en';
   * 'es' for the Spanish-documents pass), for sentence scoring.
   */
  lexemes(texts: string[], language?: 'en' | 'es'): Promise<string[][]>;
  /**
   * Chunks detected as Spanish at ingestion matching any of `words` (Spanish stemming), best first;
   * `score` is their ts_rank_cd, comparable within one call.
   */
  searchSpanish(input: {
    schoolId: string;
    now: Date;
    words: string[];
    limit: number;
  }): Promise<ChunkCandidate[]>;
}

/** The knowledge search over `database` (PGlite or PostgreSQL). */
export function createKnowledgeSearch(database: Database): KnowledgeSearch {
  const { db } = database;
  // A failed catalog check means "no embeddings": search then runs on full text alone.
  const hasEmbeddings = () => hasEmbeddingColumn(db).catch(() => false);
  return {
    version: (schoolId) => knowledgeVersion(db, schoolId),
    vocabulary: (schoolId) => loadVocabulary(db, schoolId),
    search: (input) => searchChunks(db, input),
    nearest: async (input) => ((await hasEmbeddings()) ? searchByEmbedding(db, input) : []),
    hasEmbeddings,
    lexemes: (texts, language) => lexemesOf(db, texts, language),
    searchSpanish: (input) => searchSpanishChunks(db, input),
  };
}
