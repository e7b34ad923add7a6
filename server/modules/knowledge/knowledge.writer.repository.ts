import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstOrNull, ofSchool } from '../../db/common.repository.js';
import { knowledgeChunks, knowledgeFiles } from './knowledge.table.js';
import type { TypedValue } from '../ingestion/ingestion.typed-values.js';

/**
 * The knowledge rows other modules write: a file's chunks and sync status (ingestion), a calendar's
 * listing item (calendars), an e-mail's items (inbound e-mail) and the demo's seeded files. Other
 * modules call these through knowledge.writer.ts. Ingestion jobs are not tied to a session: the file
 * row's own `school_id` scopes every chunk written for it.
 */

/** pgvector's text form of a vector: `[0.1,0.2,…]`. */
export function toVectorLiteral(vector: number[]): string {
  return `[${vector.join(',')}]`;
}

/** A knowledge file as the ingestion pipeline reads it. */
export interface IngestFileRow {
  id: string;
  schoolId: string;
  key: string;
  fileName: string;
  mimeType: string;
  syncStatus: string;
  /** Upload time: the reference for dates written without a year. */
  createdAt: Date;
}

/** A knowledge file's sync status: PENDING → PROCESSING → FINISHED | FAILED. */
export type SyncStatus = 'PENDING' | 'PROCESSING' | 'FINISHED' | 'FAILED';

/** The file row an ingestion job works on, or null when it was deleted meanwhile. */
export async function findFileForIngestion(
  executor: Executor,
  fileId: string,
): Promise<IngestFileRow | null> {
  return firstOrNull(
    executor
      .select({
        id: knowledgeFiles.id,
        schoolId: knowledgeFiles.schoolId,
        key: knowledgeFiles.key,
        fileName: knowledgeFiles.fileName,
        mimeType: knowledgeFiles.mimeType,
        syncStatus: knowledgeFiles.syncStatus,
        createdAt: knowledgeFiles.createdAt,
      })
      .from(knowledgeFiles)
      .where(eq(knowledgeFiles.id, fileId))
      .limit(1),
  );
}

/** Set a file's sync status (and error message, cleared unless FAILED). No-op when the row is gone. */
export async function setSyncStatus(
  executor: Executor,
  input: { fileId: string; status: SyncStatus; errorMessage?: string | null; now: Date },
): Promise<void> {
  await executor
    .update(knowledgeFiles)
    .set({
      syncStatus: input.status,
      errorMessage: input.status === 'FAILED' ? (input.errorMessage ?? null) : null,
      updatedAt: input.now,
    })
    .where(eq(knowledgeFiles.id, input.fileId));
}

/** One chunk to store for a file (ingestion.units.ts builds them). */
export interface NewChunk {
  ordinal: number;
  title: string;
  heading: string;
  content: string;
  /** passage | table-row | ocr-block (ingestion.units.ts). Default 'passage'. */
  kind?: 'passage' | 'table-row' | 'ocr-block';
  /** Values found in `content` (ingestion.typed-values.ts). Default none. */
  typedValues?: TypedValue[];
  /** Language of `content` ('en' | 'es'); decides the text-search configuration. Default 'en'. */
  language?: 'en' | 'es';
  embedding?: number[];
}

/**
 * Replace a file's chunks and mark it FINISHED, atomically: readers see the old chunks or the new
 * ones, never a mix or none, and a re-run leaves no duplicates. The file row is locked first so a
 * concurrent delete either waits or wins; returns false (nothing written) when the file is gone.
 * `embedding` values are written only when `withEmbeddings` (the column exists). `note` is kept as
 * the FINISHED file's status message (e.g. a table cut at the row cap); null clears it. The file's
 * `extracted_at` becomes `now` and `extraction_ms` the extraction time given.
 */
export async function replaceChunks(
  executor: Executor,
  input: {
    fileId: string;
    schoolId: string;
    chunks: NewChunk[];
    withEmbeddings: boolean;
    note?: string | null;
    extractionMs?: number;
    now: Date;
  },
): Promise<boolean> {
  return executor.transaction(async (tx) => {
    const locked = await tx
      .select({ id: knowledgeFiles.id })
      .from(knowledgeFiles)
      .where(eq(knowledgeFiles.id, input.fileId))
      .for('update');
    if (locked.length === 0) return false;
    await tx.delete(knowledgeChunks).where(eq(knowledgeChunks.fileId, input.fileId));
    for (let i = 0; i < input.chunks.length; i += 200) {
      const slice = input.chunks.slice(i, i + 200);
      const inserted = await tx
        .insert(knowledgeChunks)
        .values(
          slice.map((c) => ({
            schoolId: input.schoolId,
            fileId: input.fileId,
            ordinal: c.ordinal,
            title: c.title,
            heading: c.heading,
            content: c.content,
            kind: c.kind ?? 'passage',
            typedValues: c.typedValues ?? [],
            language: c.language ?? 'en',
          })),
        )
        .returning({ id: knowledgeChunks.id, ordinal: knowledgeChunks.ordinal });
      if (!input.withEmbeddings) continue;
      const byOrdinal = new Map(slice.map((c) => [c.ordinal, c.embedding]));
      for (const row of inserted) {
        const vector = byOrdinal.get(row.ordinal);
        // Raw SQL: `embedding` exists only where pgvector does, so it is not in the Drizzle table.
        if (vector)
          await tx.execute(
            sql`UPDATE knowledge_chunks SET embedding = ${toVectorLiteral(vector)}::vector WHERE id = ${row.id}`,
          );
      }
    }
    await tx
      .update(knowledgeFiles)
      .set({
        syncStatus: 'FINISHED',
        errorMessage: input.note ?? null,
        extractedAt: input.now,
        extractionMs: input.extractionMs === undefined ? null : Math.round(input.extractionMs),
        updatedAt: input.now,
      })
      .where(ofSchool(knowledgeFiles, input.schoolId, eq(knowledgeFiles.id, input.fileId)));
    return true;
  });
}

const embeddingColumnCache = new WeakMap<Executor, Promise<boolean>>();

/**
 * Whether `knowledge_chunks.embedding` exists (migration 0001 adds it only where pgvector is
 * installed). Asked once per executor (pass the database's, not a transaction's, to share the answer).
 */
export function hasEmbeddingColumn(executor: Executor): Promise<boolean> {
  let cached = embeddingColumnCache.get(executor);
  if (!cached) {
    // Raw SQL: the catalog (information_schema) is not part of the Drizzle schema.
    cached = executor
      .execute(
        sql`SELECT 1 AS n FROM information_schema.columns
             WHERE table_schema = current_schema() AND table_name = 'knowledge_chunks' AND column_name = 'embedding'`,
      )
      .then((result) => rowsOf(result).length > 0);
    embeddingColumnCache.set(executor, cached);
  }
  return cached;
}

/** node-postgres returns `{rows}`, PGlite returns `{rows}` too; drizzle's `execute` result differs by driver. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return ((result as { rows?: unknown[] }).rows ?? []) as unknown[];
}

/** Knowledge-library key of a calendar's listing. */
export function calendarKnowledgeKey(schoolId: string, calendarId: string): string {
  return `${schoolId}/calendars/${calendarId}.txt`;
}

/** Create or refresh the calendar's knowledge item (content type `calendar`, always FINISHED). */
export async function upsertKnowledgeEntry(
  executor: Executor,
  input: { schoolId: string; calendarId: string; name: string; size: number; at: Date },
): Promise<void> {
  const key = calendarKnowledgeKey(input.schoolId, input.calendarId);
  await executor
    .insert(knowledgeFiles)
    .values({
      schoolId: input.schoolId,
      key,
      fileName: input.name,
      contentType: 'calendar',
      mimeType: 'text/plain',
      size: input.size,
      syncStatus: 'FINISHED',
      source: 'calendar',
      calendarId: input.calendarId,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: knowledgeFiles.key,
      set: {
        fileName: input.name,
        size: input.size,
        syncStatus: 'FINISHED',
        errorMessage: null,
        updatedAt: input.at,
      },
    });
}

/** Remove the calendar's knowledge item; returns the removed keys (for blob deletion). */
export async function deleteKnowledgeEntry(
  executor: Executor,
  schoolId: string,
  calendarId: string,
): Promise<string[]> {
  const rows = await executor
    .delete(knowledgeFiles)
    .where(ofSchool(knowledgeFiles, schoolId, eq(knowledgeFiles.calendarId, calendarId)))
    .returning({ key: knowledgeFiles.key });
  return rows.map((r) => r.key);
}

/** How many knowledge items this message already produced (a retried job skips that many). */
export async function countItemsOfInboundEmail(
  executor: Executor,
  schoolId: string,
  inboundEmailId: string,
): Promise<number> {
  const rows = await executor
    .select({ n: count() })
    .from(knowledgeFiles)
    .where(ofSchool(knowledgeFiles, schoolId, eq(knowledgeFiles.inboundEmailId, inboundEmailId)));
  return Number(rows[0]?.n ?? 0);
}

/**
 * Insert a FAILED knowledge item for an e-mail that yielded nothing (with the reason, no job);
 * every other item goes through the knowledge module's createKnowledgeItem.
 */
export async function insertEmailKnowledgeFile(
  executor: Executor,
  values: {
    schoolId: string;
    inboundEmailId: string;
    key: string;
    fileName: string;
    contentType: 'email' | 'email_attachment';
    mimeType: string;
    size: number;
    origin: string | null;
    syncStatus: 'FAILED';
    errorMessage: string | null;
    at: Date;
  },
): Promise<{ id: string; key: string; syncStatus: string }> {
  const { at, ...rest } = values;
  const rows = await executor
    .insert(knowledgeFiles)
    .values({ ...rest, source: 'email', expiryDate: null, createdAt: at, updatedAt: at })
    .returning({ id: knowledgeFiles.id, key: knowledgeFiles.key, syncStatus: knowledgeFiles.syncStatus });
  return rows[0]!;
}

/** The demo school's knowledge rows by file name (for idempotent seeding and waiting on ingestion). */
export async function listKnowledgeByNames(executor: Executor, schoolId: string, fileNames: string[]) {
  if (fileNames.length === 0) return [];
  return executor
    .select({
      id: knowledgeFiles.id,
      fileName: knowledgeFiles.fileName,
      syncStatus: knowledgeFiles.syncStatus,
    })
    .from(knowledgeFiles)
    .where(ofSchool(knowledgeFiles, schoolId, inArray(knowledgeFiles.fileName, fileNames)));
}
