import { z } from 'zod';

/**
 * Knowledge library API contract (docs/product-spec.md).
 * Shared by server/modules/knowledge and web/modules/knowledge.
 */

/** Content types staff can pick at upload and edit (docs/product-spec.md). */
export const USER_CONTENT_TYPES = ['announcement', 'event', 'policy', 'newsletter', 'handbook'] as const;

/** Content types whose value cannot be changed in the edit dialog (docs/product-spec.md). */
export const READ_ONLY_CONTENT_TYPES = ['email', 'email_attachment'] as const;
/** Items that can be neither edited nor deleted from the library (docs/product-spec.md). */
export const LOCKED_CONTENT_TYPE = 'calendar';

/** Ingestion state (docs/ARCHITECTURE.md): PENDING → PROCESSING → FINISHED | FAILED. */
export const SYNC_STATUSES = ['PENDING', 'PROCESSING', 'FINISHED', 'FAILED'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** One row of `GET /api/s3/list` → `data`. `expiry_date` is '' for never, else an ISO instant. */
export interface KnowledgeFile {
  key: string;
  fileName: string;
  content_type: string;
  /** ISO instant. */
  created_at: string;
  /** '' = never expires; else ISO instant. */
  expiry_date: string;
  /** Bytes. */
  size: number;
  /** Forwarded items: sender and the mail system's checks, "From office@school.org · SPF pass · DKIM pass". */
  origin?: string;
}

/** `GET /api/s3/list`. */
export interface KnowledgeListResponse {
  success: true;
  data: KnowledgeFile[];
  count: number;
  message: string;
}

/**
 * One row of `GET /api/s3/sync-status` → `data`. `errorMessage` is the reason when FAILED; on a
 * FINISHED item it is a note on what was left out (a table cut at the row cap), else null.
 */
export interface KnowledgeSyncStatus {
  key: string;
  syncStatus: SyncStatus;
  errorMessage: string | null;
}

export interface KnowledgeSyncStatusResponse {
  success: true;
  data: KnowledgeSyncStatus[];
}

/** `GET /api/s3/file?key=` → a short-lived URL to open in a new tab. */
export interface KnowledgeFileUrlResponse {
  success: true;
  url: string;
}

/** Kinds of extracted unit: running text, one table row, one block of an image read by OCR. */
export const EXTRACTED_UNIT_KINDS = ['passage', 'table-row', 'ocr-block'] as const;
export type ExtractedUnitKind = (typeof EXTRACTED_UNIT_KINDS)[number];

/** A value found in a unit at ingestion: normalized `value` (E.164 phone, cents, "HH:MM", ISO date…). */
export interface ExtractedTypedValue {
  type: 'phone' | 'email' | 'url' | 'money' | 'time' | 'date';
  /** As written in `text`. */
  text: string;
  value: string;
}

/** One unit the assistant searches: "Fees › Lunch" heading, its text, kind and typed values. */
export interface ExtractedUnit {
  heading: string;
  text: string;
  kind: ExtractedUnitKind;
  typedValues: ExtractedTypedValue[];
}

/** `GET /api/s3/extracted?key=` → `data`: what the assistant reads from one item. */
export interface KnowledgeExtracted {
  key: string;
  fileName: string;
  syncStatus: SyncStatus;
  errorMessage: string | null;
  /** ISO instant of the last successful read; null until FINISHED once. */
  extractedAt: string | null;
  /** Text extraction time of that read, milliseconds; null when unknown. */
  extractionMs: number | null;
  counts: {
    units: number;
    passages: number;
    tableRows: number;
    ocrBlocks: number;
    typedValues: number;
    words: number;
  };
  /** In reading order: passages first, then table rows (as stored). */
  units: ExtractedUnit[];
}

export interface KnowledgeExtractedResponse {
  success: true;
  data: KnowledgeExtracted;
}

/** `POST /api/s3/upload` (201). */
export interface KnowledgeUploadResponse {
  success: true;
  message: string;
  data: KnowledgeFile[];
}

/** Expiry choices of the upload dialog (docs/product-spec.md): days, never, custom. */
export const UPLOAD_EXPIRY_DAYS = [1, 7, 14, 28] as const;
/** Default time of a custom expiry (docs/product-spec.md). */
export const DEFAULT_EXPIRY_TIME = '23:59';

/** Local date-time without zone, as the dialog joins date + time: `YYYY-MM-DDTHH:mm`. */
export const LOCAL_DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
export const LOCAL_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
export const LOCAL_TIME_RE = /^\d{2}:\d{2}(:\d{2})?$/;

/** `PUT /api/s3/update` body (docs/product-spec.md). `expiryDate`/`expiryTime` are in the school's zone. */
export const updateKnowledgeSchema = z.object({
  key: z.string().min(1, 'key is required').max(1024),
  contentType: z.string().trim().min(1, 'Please select a content type').max(100),
  expiryType: z.enum(['never', 'custom'], { message: 'expiryType must be never or custom' }),
  expiryDate: z.string().trim().max(20).optional().nullable(),
  expiryTime: z.string().trim().max(20).optional().nullable(),
});
export type UpdateKnowledgeInput = z.infer<typeof updateKnowledgeSchema>;

/** `?key=` of GET/DELETE /api/s3/file. */
export const knowledgeKeyQuerySchema = z.object({ key: z.string().min(1, 'key is required').max(1024) });

/** Library sort options (docs/product-spec.md), default date-desc; `?defaultSort=` picks the initial one. */
export const LIBRARY_SORTS = [
  'name-asc',
  'name-desc',
  'date-asc',
  'date-desc',
  'expiry-asc',
  'expiry-desc',
] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export const DEFAULT_LIBRARY_SORT: LibrarySort = 'date-desc';

/** Library sync-status polling period (docs/product-spec.md). */
export const SYNC_POLL_MS = 3000;

/** Human list of accepted kinds, used in the 415 message and the upload dialog. */
export const ACCEPTED_KINDS_TEXT =
  'PDF, Word (DOCX, DOC), text (TXT, Markdown, HTML, RTF), images (PNG, JPEG, WEBP, GIF, TIFF) and audio (MP3, M4A, WAV, OGG/Opus, WEBM)';

/** `accept` attribute of the upload dialog's file input (a hint; the server sniffs content). */
export const ACCEPT_ATTRIBUTE =
  '.pdf,.docx,.doc,.txt,.md,.markdown,.html,.htm,.rtf,.png,.jpg,.jpeg,.webp,.gif,.tif,.tiff,.mp3,.m4a,.wav,.ogg,.oga,.opus,.webm';

/** Messages the server and the web share (docs/product-spec.md). */
export const KNOWLEDGE_MESSAGES = {
  noFile: 'Please select a file to upload',
  noContentType: 'Please select a content type',
  uploaded: 'File(s) successfully uploaded',
} as const;
