import type { AppDeps } from '../../app/deps.js';
import type { Logger } from '../../shared/logger.js';
import { BlobNotFoundError } from '../../storage/blob-store.js';
import { detectChunkLanguage, detectTextLanguage } from '../assistant/assistant.language.js';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import type { Extracted } from './ingestion.extractors.js';
import { extractIsolated } from './ingestion.isolate.js';
import { normalizeText, titleFromFileName } from './ingestion.normalize.js';
import {
  findFileForIngestion,
  hasEmbeddingColumn,
  replaceChunks,
  setSyncStatus,
  type NewChunk,
} from '../knowledge/knowledge.writer.js';
import { findSchoolById } from '../schools/schools.directory.js';
import { findTypedValues } from './ingestion.typed-values.js';
import { buildUnits, ocrUnits, tableCutNote } from './ingestion.units.js';

export type IngestOutcome =
  | { outcome: 'finished'; chunks: number; kind: Extracted['kind']; timings: IngestTimings }
  | { outcome: 'failed'; errorMessage: string }
  | { outcome: 'missing' };

/** Milliseconds spent per stage (logged; read by the benchmark). */
export interface IngestTimings {
  extractMs: number;
  chunkMs: number;
  embedMs: number;
  indexMs: number;
}

/** Shown when a glitch (storage, database, transcription service down) outlasts every retry. */
export const GIVE_UP_MESSAGE = 'This file could not be processed after several attempts. Try re-uploading it';

/**
 * Ingest one knowledge file (docs/ARCHITECTURE.md): PENDING → PROCESSING, then extract →
 * normalize → chunk → (embed) → index, ending FINISHED with its chunks replaced in one transaction,
 * or FAILED with a message staff can act on.
 *
 * - File row gone (deleted meanwhile) → `missing`, nothing written.
 * - IngestionError (bad input, limits) → FAILED with its message; returns `failed` (no retry helps).
 * - Any other error is a glitch: rethrown so the queue retries, the file shown PENDING meanwhile;
 *   on the last attempt the file ends FAILED with GIVE_UP_MESSAGE, so nothing stays PROCESSING.
 * - `attempt > maxAttempts` happens only when the process died on every attempt (a job re-claimed
 *   after a crash): the file is failed without trying again, so a poison file cannot crash-loop.
 * Embedding errors never fail the file: lexical search works without vectors.
 */
export async function ingestFile(input: {
  deps: AppDeps;
  fileId: string;
  attempt: number;
  maxAttempts: number;
  logger: Logger;
}): Promise<IngestOutcome> {
  const { deps, fileId, logger } = input;
  const db = deps.database.db;
  const file = await findFileForIngestion(db, fileId);
  if (!file) {
    logger.info({ fileId }, 'knowledge file no longer exists; nothing to ingest');
    return { outcome: 'missing' };
  }
  const fail = async (errorMessage: string): Promise<IngestOutcome> => {
    await setSyncStatus(db, { fileId, status: 'FAILED', errorMessage, now: deps.clock.now() });
    return { outcome: 'failed', errorMessage };
  };
  if (input.attempt > input.maxAttempts) return fail(GIVE_UP_MESSAGE);

  await setSyncStatus(db, { fileId, status: 'PROCESSING', now: deps.clock.now() });
  try {
    let started = performance.now();
    const buffer = await deps.storage.get(file.key);
    const extracted = await extractIsolated(buffer, {
      fileName: file.fileName,
      mimeType: file.mimeType,
      config: deps.config,
      fetch: deps.fetch,
      logger,
    });
    const extractMs = performance.now() - started;

    started = performance.now();
    const title = titleFromFileName(file.fileName);
    const text = normalizeText(extracted.text);
    if (!/[\p{L}\p{N}]/u.test(text))
      throw new IngestionError(extracted.kind === 'image' ? MESSAGES.imageNoText : MESSAGES.empty);
    const units = extracted.blocks?.length ? ocrUnits(extracted.blocks) : buildUnits({ title, text });
    // The school's ISO 3166-1 country, for phone numbers written without a country code.
    const school = await findSchoolById(db, file.schoolId);
    const valueOptions = { country: school?.defaultCountry, referenceDate: file.createdAt };
    const chunks: NewChunk[] = units.map((u, ordinal) => ({
      ordinal,
      title,
      heading: u.heading,
      content: u.content,
      kind: u.kind,
      typedValues: findTypedValues(u.content, valueOptions),
    }));
    // Spanish chunks are indexed with the Spanish text-search configuration (generated `tsv`).
    const documentLanguage = detectTextLanguage(text);
    for (const chunk of chunks) chunk.language = detectChunkLanguage(chunk.content, documentLanguage);
    const chunkMs = performance.now() - started;

    started = performance.now();
    const withEmbeddings = await embedChunks({ deps, chunks, logger });
    const embedMs = performance.now() - started;

    started = performance.now();
    const note = tableCutNote(text);
    const written = await replaceChunks(deps.database.db, {
      fileId,
      schoolId: file.schoolId,
      chunks,
      withEmbeddings,
      note,
      extractionMs: extracted.extractMs ?? extractMs,
      now: deps.clock.now(),
    });
    const indexMs = performance.now() - started;
    if (!written) return { outcome: 'missing' };
    const timings = { extractMs, chunkMs, embedMs, indexMs };
    logger.info(
      { fileId, kind: extracted.kind, chunks: chunks.length, ocrPages: extracted.ocrPages, ...timings },
      'knowledge file indexed',
    );
    return { outcome: 'finished', chunks: chunks.length, kind: extracted.kind, timings };
  } catch (err) {
    if (err instanceof IngestionError) {
      logger.info({ fileId, reason: err.message }, 'knowledge file rejected');
      return fail(err.message);
    }
    if (err instanceof BlobNotFoundError)
      return fail('The original file is missing from storage. Upload it again');
    if (input.attempt >= input.maxAttempts) {
      logger.error({ err, fileId }, 'knowledge ingestion failed on its last attempt');
      await fail(GIVE_UP_MESSAGE);
    } else {
      await setSyncStatus(db, { fileId, status: 'PENDING', now: deps.clock.now() });
    }
    throw err;
  }
}

/** Fill `chunk.embedding` when a model is configured and the column exists; true when filled. */
async function embedChunks(input: { deps: AppDeps; chunks: NewChunk[]; logger: Logger }): Promise<boolean> {
  const { deps, chunks, logger } = input;
  const client = deps.embeddings;
  if (!client || chunks.length === 0) return false;
  if (!(await hasEmbeddingColumn(deps.database.db))) return false;
  try {
    const vectors = await client.embed(
      chunks.map((c) => [c.title, c.heading, c.content].filter(Boolean).join('\n')),
    );
    chunks.forEach((c, i) => (c.embedding = vectors[i]));
    return true;
  } catch (err) {
    logger.warn(
      { err: (err as Error).message, model: client.model },
      'embedding failed; chunks indexed for lexical search only',
    );
    return false;
  }
}
