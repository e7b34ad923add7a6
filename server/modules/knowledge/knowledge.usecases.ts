import {
  ACCEPTED_KINDS_TEXT,
  KNOWLEDGE_MESSAGES,
  LOCKED_CONTENT_TYPE,
  READ_ONLY_CONTENT_TYPES,
  USER_CONTENT_TYPES,
  type KnowledgeFile,
  type KnowledgeSyncStatus,
  type SyncStatus,
  type UpdateKnowledgeInput,
} from '../../../contracts/knowledge.contract.js';
import { formatInTimeZone } from 'date-fns-tz';
import type { AppDeps } from '../../app/deps.js';
import { errors } from '../../shared/errors.js';
import { recordActivity } from '../activity/activity.log.js';
import { findSchoolById } from '../schools/schools.directory.js';
import { editExpiry, uploadExpiry } from './knowledge.expiry.js';
import { detectFileKind } from './knowledge.formats.js';
import { buildKnowledgeKey, sanitizeDisplayName } from './knowledge.names.js';
import * as repo from './knowledge.repository.js';

/** Signed URLs handed to the browser live this long (seconds). */
export const SIGNED_URL_TTL_S = 300;

export const CALENDAR_LOCKED =
  'Calendar items are managed in Calendar Management and cannot be edited or deleted here';
export const CONTENT_TYPE_READ_ONLY = 'The content type of e-mail items cannot be changed';
export const CONTENT_TYPE_INVALID = `Content type must be one of: ${USER_CONTENT_TYPES.join(', ')}`;
export const FILE_NOT_FOUND = 'File not found';
export const UNSUPPORTED_RECORDED = `Unsupported file type. Accepted kinds: ${ACCEPTED_KINDS_TEXT}.`;

/** The 415 message for a file that is not an accepted kind. */
export function unsupportedMessage(fileName: string): string {
  return `"${fileName}" is not a supported file type. Accepted kinds: ${ACCEPTED_KINDS_TEXT}.`;
}

/** Row → contract (docs/product-spec.md): `expiry_date` '' for never. */
export function toKnowledgeFile(row: repo.KnowledgeFileRow): KnowledgeFile {
  return {
    key: row.key,
    fileName: row.fileName,
    content_type: row.contentType,
    created_at: row.createdAt.toISOString(),
    expiry_date: row.expiryDate ? row.expiryDate.toISOString() : '',
    size: row.size,
    ...(row.origin ? { origin: row.origin } : {}),
  };
}

function isUserContentType(value: string): boolean {
  return (USER_CONTENT_TYPES as readonly string[]).includes(value);
}

async function schoolTimeZone(deps: AppDeps, schoolId: string): Promise<string> {
  return (await findSchoolById(deps.database.db, schoolId))?.timeZone ?? 'UTC';
}

/**
 * Add one knowledge item: detect its kind by content (knowledge.formats.ts), store the original
 * under a generated key, insert the row (PENDING) and enqueue `knowledge.ingest` in the same
 * transaction. Uploads also write a `file_upload` activity; e-mail items do not (the inbound-email
 * module writes its own email_received / email_attachment entries).
 *
 * An unaccepted kind throws 415 (`onUnsupported: 'throw'`, default), or with `'record-failed'` is
 * stored as a FAILED row with an explanatory errorMessage and no job. If the row cannot be written,
 * the stored blob is removed again.
 */
export async function createKnowledgeItem(input: {
  deps: AppDeps;
  schoolId: string;
  fileName: string;
  contentType: string;
  body: Buffer;
  source: 'upload' | 'email';
  inboundEmailId?: string;
  /** Where a forwarded item came from ("From office@school.org · SPF pass"), shown on its card. */
  origin?: string;
  expiryDate?: Date | null;
  onUnsupported?: 'throw' | 'record-failed';
  /**
   * 'queue' (default): enqueue `knowledge.ingest`. 'caller': no job; the caller ingests the item
   * itself right away (a staff answer must be answerable before the request returns).
   */
  ingest?: 'queue' | 'caller';
}): Promise<{ id: string; key: string; syncStatus: string; file: KnowledgeFile }> {
  const { deps, schoolId } = input;
  const fileName = sanitizeDisplayName(input.fileName);
  const detected = await detectFileKind({ body: input.body, fileName });
  if (!detected && input.onUnsupported !== 'record-failed') {
    throw errors.unsupportedMedia(unsupportedMessage(fileName));
  }
  const mimeType = detected?.mimeType ?? 'application/octet-stream';
  const key = buildKnowledgeKey(schoolId, fileName);
  await deps.storage.put(key, input.body, mimeType);
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      const inserted = await repo.insertKnowledgeFile(tx, {
        schoolId,
        key,
        fileName,
        contentType: input.contentType,
        mimeType,
        size: input.body.length,
        expiryDate: input.expiryDate ?? null,
        syncStatus: detected ? 'PENDING' : 'FAILED',
        errorMessage: detected ? null : UNSUPPORTED_RECORDED,
        source: input.source,
        inboundEmailId: input.inboundEmailId ?? null,
        origin: input.origin ?? null,
        createdAt: deps.clock.now(),
        updatedAt: deps.clock.now(),
      });
      if (input.source === 'upload') {
        await recordActivity(tx, {
          schoolId,
          eventType: 'file_upload',
          description: `Uploaded ${fileName} (${input.contentType})`,
          at: deps.clock.now(),
        });
      }
      const queued = detected && input.ingest !== 'caller';
      if (queued) await deps.queue.enqueue('knowledge.ingest', { fileId: inserted.id }, { executor: tx });
      return inserted;
    });
    if (detected && input.ingest !== 'caller') deps.queue.notify(); // committed: wake the ingest worker now, not at its next poll
    return { id: row.id, key: row.key, syncStatus: row.syncStatus, file: toKnowledgeFile(row) };
  } catch (err) {
    await deps.storage
      .delete(key)
      .catch((cleanupErr: unknown) =>
        deps.logger.warn({ err: cleanupErr, key }, 'could not remove blob of a failed insert'),
      );
    throw err;
  }
}

/** A file of an upload request, held outside memory until it is needed. */
export interface UploadedFile {
  fileName: string;
  read(): Promise<Buffer>;
}

/**
 * `POST /api/s3/upload` (docs/product-spec.md): validates everything first — at least one
 * file, a user content type, the expiry, and every file's kind — so a bad request stores nothing;
 * then adds each file with createKnowledgeItem.
 */
export async function uploadFiles(input: {
  deps: AppDeps;
  schoolId: string;
  files: UploadedFile[];
  contentType?: string;
  expiryDays?: string;
  expiryDateTime?: string;
}): Promise<KnowledgeFile[]> {
  const { deps, schoolId, files } = input;
  if (files.length === 0) throw errors.badRequest('NO_FILE', KNOWLEDGE_MESSAGES.noFile);
  const contentType = input.contentType?.trim() ?? '';
  if (!contentType) throw errors.badRequest('NO_CONTENT_TYPE', KNOWLEDGE_MESSAGES.noContentType);
  if (!isUserContentType(contentType)) throw errors.badRequest('CONTENT_TYPE_INVALID', CONTENT_TYPE_INVALID);
  const expiryDate = uploadExpiry({
    expiryDays: input.expiryDays,
    expiryDateTime: input.expiryDateTime,
    timeZone: await schoolTimeZone(deps, schoolId),
    now: deps.clock.now(),
  });
  for (const file of files) {
    const fileName = sanitizeDisplayName(file.fileName);
    if (!(await detectFileKind({ body: await file.read(), fileName }))) {
      throw errors.unsupportedMedia(unsupportedMessage(fileName));
    }
  }
  const created: KnowledgeFile[] = [];
  for (const file of files) {
    const result = await createKnowledgeItem({
      deps,
      schoolId,
      fileName: file.fileName,
      contentType,
      body: await file.read(),
      source: 'upload',
      expiryDate,
    });
    created.push(result.file);
  }
  return created;
}

/** `GET /api/s3/list`: the school's items, newest first. */
export async function listFiles(input: { deps: AppDeps; schoolId: string }): Promise<KnowledgeFile[]> {
  return (await repo.listKnowledgeFiles(input.deps.database.db, input.schoolId)).map(toKnowledgeFile);
}

/** `GET /api/s3/sync-status`. */
export async function syncStatuses(input: {
  deps: AppDeps;
  schoolId: string;
}): Promise<KnowledgeSyncStatus[]> {
  const rows = await repo.listSyncStatuses(input.deps.database.db, input.schoolId);
  return rows.map((r) => ({
    key: r.key,
    syncStatus: r.syncStatus as SyncStatus,
    errorMessage: r.errorMessage ?? null,
  }));
}

async function requireOwnFile(deps: AppDeps, schoolId: string, key: string): Promise<repo.KnowledgeFileRow> {
  const row = await repo.findKnowledgeFileByKey(deps.database.db, schoolId, key);
  if (!row) throw errors.notFound(FILE_NOT_FOUND, 'FILE_NOT_FOUND');
  return row;
}

/** `GET /api/s3/file?key=`: a short-lived URL of the original (local HMAC URL or S3 presigned). */
export async function fileUrl(input: { deps: AppDeps; schoolId: string; key: string }): Promise<string> {
  const row = await requireOwnFile(input.deps, input.schoolId, input.key);
  return input.deps.storage.signedUrl(row.key, {
    fileName: row.fileName,
    contentType: row.mimeType,
    expiresInSeconds: SIGNED_URL_TTL_S,
  });
}

/**
 * `DELETE /api/s3/file?key=`: removes the row (chunks cascade) with a file_delete activity, then the
 * blob. Calendar items → 400; another school's key → 404.
 */
export async function deleteFile(input: { deps: AppDeps; schoolId: string; key: string }): Promise<void> {
  const { deps, schoolId } = input;
  const row = await requireOwnFile(deps, schoolId, input.key);
  if (row.contentType === LOCKED_CONTENT_TYPE) throw errors.badRequest('CALENDAR_LOCKED', CALENDAR_LOCKED);
  await deps.database.db.transaction(async (tx) => {
    await repo.deleteKnowledgeFile(tx, schoolId, row.id);
    await recordActivity(tx, {
      schoolId,
      eventType: 'file_delete',
      description: `Deleted ${row.fileName} (${row.contentType})`,
      at: deps.clock.now(),
    });
  });
  // After commit: a failed blob removal leaves an orphan object, never a row without its file.
  await deps.storage
    .delete(row.key)
    .catch((err: unknown) => deps.logger.warn({ err, key: row.key }, 'blob delete failed'));
}

/**
 * `PUT /api/s3/update` (docs/product-spec.md): content type (read-only for e-mail items) and expiry
 * (never or a future custom instant in the school's zone). Calendar items → 400.
 */
export async function updateFile(input: {
  deps: AppDeps;
  schoolId: string;
  update: UpdateKnowledgeInput;
}): Promise<KnowledgeFile> {
  const { deps, schoolId, update } = input;
  const row = await requireOwnFile(deps, schoolId, update.key);
  if (row.contentType === LOCKED_CONTENT_TYPE) throw errors.badRequest('CALENDAR_LOCKED', CALENDAR_LOCKED);
  const readOnly = (READ_ONLY_CONTENT_TYPES as readonly string[]).includes(row.contentType);
  if (readOnly && update.contentType !== row.contentType) {
    throw errors.badRequest('CONTENT_TYPE_READ_ONLY', CONTENT_TYPE_READ_ONLY);
  }
  if (!readOnly && !isUserContentType(update.contentType)) {
    throw errors.badRequest('CONTENT_TYPE_INVALID', CONTENT_TYPE_INVALID);
  }
  const now = deps.clock.now();
  const timeZone = await schoolTimeZone(deps, schoolId);
  const expiryDate = editExpiry({
    expiryType: update.expiryType,
    expiryDate: update.expiryDate,
    expiryTime: update.expiryTime,
    timeZone,
    now,
  });
  const expiryText = expiryDate
    ? `expires ${formatInTimeZone(expiryDate, timeZone, 'MMM d, yyyy HH:mm')}`
    : 'never expires';
  const updated = await deps.database.db.transaction(async (tx) => {
    const next = await repo.updateKnowledgeFile(tx, schoolId, row.id, {
      contentType: update.contentType,
      expiryDate,
      resetExpiryNotice: (expiryDate?.getTime() ?? null) !== (row.expiryDate?.getTime() ?? null),
      now,
    });
    if (!next) throw errors.notFound(FILE_NOT_FOUND, 'FILE_NOT_FOUND');
    await recordActivity(tx, {
      schoolId,
      eventType: 'file_update',
      description: `Updated ${row.fileName} (${update.contentType}, ${expiryText})`,
      at: now,
    });
    return next;
  });
  return toKnowledgeFile(updated);
}

/**
 * The expiry sweep: one `file_expired` activity per item whose expiry has passed,
 * written once thanks to `expiry_notified_at`. Returns how many items were announced.
 */
export async function sweepExpired(input: { deps: AppDeps }): Promise<number> {
  const { deps } = input;
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const expired = await repo.claimNewlyExpired(tx, now);
    for (const item of expired) {
      await recordActivity(tx, {
        schoolId: item.schoolId,
        eventType: 'file_expired',
        description: `Expired ${item.fileName} (${item.contentType})`,
        at: item.expiryDate ?? now,
      });
    }
    return expired.length;
  });
}
