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

/**
 * Texts whose lexemes are kept (about 100 bytes and a few lexemes each, so a few MB at most): the
 * sentences of a school's often-retrieved chunks and the question words a school's parents use.
 */
const LEXEME_MEMO_SIZE = 20_000;

/**
 * Lexemes by configuration and text, least recently used first out. `to_tsvector` is immutable for a
 * configuration, so an entry never goes stale: no knowledge edit, upload or deletion changes it.
 * Callers get copies, so no caller can change what another one reads.
 */
export class LexemeMemo {
  private readonly entries = new Map<string, string[]>();

  constructor(
    private readonly read: (texts: string[], language: 'en' | 'es') => Promise<string[][]>,
    private readonly size = LEXEME_MEMO_SIZE,
  ) {}

  /** Lexemes of each text as `read` gives them; only texts not memoized are read (one round trip). */
  async lexemes(texts: string[], language: 'en' | 'es' = 'en'): Promise<string[][]> {
    const keys = texts.map((t) => `${language}\u0000${t}`);
    const missing = [...new Set(keys.filter((k) => !this.entries.has(k)))];
    if (missing.length > 0) {
      const read = await this.read(
        missing.map((k) => k.slice(k.indexOf('\u0000') + 1)),
        language,
      );
      missing.forEach((k, i) => this.entries.set(k, read[i] ?? []));
    }
    const out = keys.map((k) => {
      const hit = this.entries.get(k) ?? [];
      // Most recently used last: delete and set again.
      this.entries.delete(k);
      this.entries.set(k, hit);
      return [...hit];
    });
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.size) break;
      this.entries.delete(k);
    }
    return out;
  }
}

/** The knowledge search over `database` (PGlite or PostgreSQL). */
export function createKnowledgeSearch(database: Database): KnowledgeSearch {
  const { db } = database;
  // A failed catalog check means "no embeddings": search then runs on full text alone.
  const hasEmbeddings = () => hasEmbeddingColumn(db).catch(() => false);
  const lexemes = new LexemeMemo((texts, language) => lexemesOf(db, texts, language));
  return {
    version: (schoolId) => knowledgeVersion(db, schoolId),
    vocabulary: (schoolId) => loadVocabulary(db, schoolId),
    search: (input) => searchChunks(db, input),
    nearest: async (input) => ((await hasEmbeddings()) ? searchByEmbedding(db, input) : []),
    hasEmbeddings,
    lexemes: (texts, language) => lexemes.lexemes(texts, language),
    searchSpanish: (input) => searchSpanishChunks(db, input),
  };
}

/**
 * `search` with its `version` read once per school: one question's stages (vocabulary, weekly rules)
 * then agree on one version, and the question costs one fingerprint query instead of one per stage.
 * Make one per question; a new one reads the version again.
 */
export function withVersionReadOnce(search: KnowledgeSearch): KnowledgeSearch {
  const versions = new Map<string, Promise<string>>();
  return {
    ...search,
    version(schoolId) {
      let version = versions.get(schoolId);
      if (!version) {
        version = search.version(schoolId);
        versions.set(schoolId, version);
        // A failed read is not kept: the next stage asks again.
        version.catch(() => versions.delete(schoolId));
      }
      return version;
    },
  };
}
