import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, ownerColumn, timestamptz, updatedAtColumn } from '../../db/columns.js';
import { tenantColumns } from '../../db/tenant-columns.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A knowledge item (docs/product-spec.md): an uploaded file, a forwarded e-mail body or
 * attachment, or a calendar's event listing. `sync_status` is its ingestion job's state
 * (docs/ARCHITECTURE.md): PENDING → PROCESSING → FINISHED | FAILED with `error_message`.
 */
export const knowledgeFiles = pgTable(
  'knowledge_files',
  {
    ...tenantColumns(),
    /** Blob key `<schoolId>/<uuid>/<sanitized name>`; generated, never taken from the client. */
    key: text('key').notNull().unique(),
    fileName: text('file_name').notNull(),
    /** announcement | event | policy | newsletter | handbook | email | email_attachment | calendar | MIME. */
    contentType: text('content_type').notNull(),
    /** Sniffed MIME type of the stored original. */
    mimeType: text('mime_type').notNull().default('application/octet-stream'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** Null = never expires. Excluded from retrieval from this instant on. */
    expiryDate: timestamptz('expiry_date'),
    syncStatus: text('sync_status').notNull().default('PENDING'),
    errorMessage: text('error_message'),
    /** upload | email | calendar: where the item came from. */
    source: text('source').notNull().default('upload'),
    calendarId: uuid('calendar_id'),
    inboundEmailId: uuid('inbound_email_id'),
    /** Where a forwarded item came from, shown on its card: "From office@school.org · SPF pass · DKIM pass". */
    origin: text('origin'),
    /** When the ingestion pipeline last read this item (FINISHED), and its text extraction time in ms. */
    extractedAt: timestamptz('extracted_at'),
    extractionMs: integer('extraction_ms'),
    /** When the expiry sweep wrote the file_expired activity (so it is written once). */
    expiryNotifiedAt: timestamptz('expiry_notified_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('knowledge_files_school_created_idx').on(t.schoolId, t.createdAt.desc()),
    index('knowledge_files_expiry_idx').on(t.expiryDate),
  ],
);

/**
 * Retrieval unit: ~100–300 words of one file, with the file's title and nearest heading.
 * `tsv` is full-text (title/heading weight A, body B). (A trigram index on `content` from migration
 * 0001 was read by no query and is dropped by 0011.) An `embedding vector` column is added by migration only where pgvector
 * exists (see migrations/0001_search.sql), so it is not declared here.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    ...tenantColumns(),
    fileId: ownerColumn('file_id', () => knowledgeFiles.id),
    ordinal: integer('ordinal').notNull(),
    title: text('title').notNull().default(''),
    heading: text('heading').notNull().default(''),
    content: text('content').notNull(),
    /** passage (running text) | table-row ("Row — Column: value; …") | ocr-block (one block of an image). */
    kind: text('kind').notNull().default('passage'),
    /**
     * Values found in `content` at ingestion, so the engine never re-parses text per question:
     * `[{ type: 'phone'|'email'|'url'|'money'|'time'|'date', text, value }]` (see TypedValue in
     * assistant.pipeline.types.ts for the normalized forms).
     */
    typedValues: jsonb('typed_values')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** ISO 639-1 language of `content` ('en' | 'es'), detected at ingestion. */
    language: text('language').notNull().default('en'),
    /**
     * Full-text vector in the chunk's own language: Spanish chunks with the `spanish` configuration
     * (stems and stop words of Spanish), everything else `english`. A CASE over two literal
     * configurations keeps the generated expression immutable, as PostgreSQL requires. A slash
     * between two letters is a space first ("Lost/damaged" is two words, not one file-path token).
     */
    tsv: tsvector('tsv').generatedAlwaysAs(
      sql`CASE WHEN language = 'es' THEN setweight(to_tsvector('spanish', regexp_replace(coalesce(title, '') || ' ' || coalesce(heading, ''), '([[:alpha:]])/([[:alpha:]])', '\1 \2', 'g')), 'A') || setweight(to_tsvector('spanish', regexp_replace(content, '([[:alpha:]])/([[:alpha:]])', '\1 \2', 'g')), 'B') ELSE setweight(to_tsvector('english', regexp_replace(coalesce(title, '') || ' ' || coalesce(heading, ''), '([[:alpha:]])/([[:alpha:]])', '\1 \2', 'g')), 'A') || setweight(to_tsvector('english', regexp_replace(content, '([[:alpha:]])/([[:alpha:]])', '\1 \2', 'g')), 'B') END`,
    ),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('knowledge_chunks_file_idx').on(t.fileId, t.ordinal),
    index('knowledge_chunks_school_idx').on(t.schoolId),
    index('knowledge_chunks_tsv_idx').using('gin', t.tsv),
  ],
);
