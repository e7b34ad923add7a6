import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../app/deps.js';
import * as repo from './inbound-email.repository.js';

export interface EmailItemInput {
  deps: AppDeps;
  schoolId: string;
  inboundEmailId: string;
  fileName: string;
  contentType: 'email' | 'email_attachment';
  body: Buffer;
  /** Declared MIME type (the knowledge module sniffs its own). */
  mimeType: string;
}

/** ASCII-only last segment of a blob key, extension kept (the display name keeps the original). */
function keyName(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100);
  return ascii || 'file';
}

/**
 * THE seam to the knowledge module: add one item that came by e-mail so it goes through the same
 * path as an upload (sniffed kind, stored original, knowledge_files row PENDING, `knowledge.ingest`
 * job; unsupported kinds recorded FAILED with the reason). Never expires by default (issue #8 §5).
 *
 * Until feat/knowledge is merged this is a minimal stand-in (blob + PENDING row + job); on merge it
 * becomes:
 *   createKnowledgeItem({ deps, schoolId, fileName, contentType, body, source: 'email',
 *     inboundEmailId, expiryDate: null, onUnsupported: 'record-failed' })
 */
export async function addEmailKnowledgeItem(input: EmailItemInput): Promise<{ id: string; key: string; syncStatus: string }> {
  const { deps } = input;
  const key = `${input.schoolId}/${randomUUID()}/${keyName(input.fileName)}`;
  await deps.storage.put(key, input.body, input.mimeType);
  return deps.database.db.transaction(async (tx) => {
    const row = await repo.insertEmailKnowledgeFile(tx, {
      schoolId: input.schoolId,
      inboundEmailId: input.inboundEmailId,
      key,
      fileName: input.fileName,
      contentType: input.contentType,
      mimeType: input.mimeType,
      size: input.body.length,
      syncStatus: 'PENDING',
      errorMessage: null,
      at: deps.clock.now(),
    });
    await deps.queue.enqueue('knowledge.ingest', { fileId: row.id }, { executor: tx });
    return row;
  });
}

/**
 * Record an e-mail that yielded nothing usable as a FAILED `email` item with `reason` (issue #8
 * Bad input: malformed MIME, no text part, only inline images), so staff see in the library that
 * it arrived and why nothing was added. The original message is its file. No ingestion job.
 */
export async function recordFailedEmailItem(input: {
  deps: AppDeps;
  schoolId: string;
  inboundEmailId: string;
  fileName: string;
  raw: Buffer;
  reason: string;
}): Promise<{ id: string; key: string; syncStatus: string }> {
  const { deps } = input;
  const key = `${input.schoolId}/${randomUUID()}/${keyName(input.fileName)}`;
  await deps.storage.put(key, input.raw, 'message/rfc822');
  return repo.insertEmailKnowledgeFile(deps.database.db, {
    schoolId: input.schoolId,
    inboundEmailId: input.inboundEmailId,
    key,
    fileName: input.fileName,
    contentType: 'email',
    mimeType: 'message/rfc822',
    size: input.raw.length,
    syncStatus: 'FAILED',
    errorMessage: input.reason,
    at: deps.clock.now(),
  });
}
