import type { AppDeps } from '../../app/deps.js';
import { buildKnowledgeKey, sanitizeDisplayName } from '../knowledge/knowledge.names.js';
import { createKnowledgeItem } from '../knowledge/knowledge.usecases.js';
import { insertEmailKnowledgeFile } from '../knowledge/knowledge.writer.js';

/**
 * THE seam to the knowledge module: add one item that came by e-mail through the same path as an
 * upload (createKnowledgeItem: kind sniffed by content, original stored under a generated key,
 * knowledge_files row PENDING + `knowledge.ingest` job in one transaction). Unsupported kinds are
 * recorded as FAILED items with the reason ('record-failed'), never thrown. E-mail knowledge never
 * expires by default; staff can set an expiry in the library like for any item.
 */
export async function addEmailKnowledgeItem(input: {
  deps: AppDeps;
  schoolId: string;
  inboundEmailId: string;
  fileName: string;
  contentType: 'email' | 'email_attachment';
  body: Buffer;
  origin?: string;
}): Promise<{ id: string; key: string; syncStatus: string }> {
  const { id, key, syncStatus } = await createKnowledgeItem({
    deps: input.deps,
    schoolId: input.schoolId,
    fileName: input.fileName,
    contentType: input.contentType,
    body: input.body,
    source: 'email',
    inboundEmailId: input.inboundEmailId,
    origin: input.origin,
    expiryDate: null,
    onUnsupported: 'record-failed',
  });
  return { id, key, syncStatus };
}

/**
 * Record an e-mail that yielded nothing usable as a FAILED `email` item with `reason` (* Bad input: malformed MIME, no text part, only inline images), so staff see in the library that
 * it arrived and why nothing was added. The original message is its file. No ingestion job (the
 * knowledge module's own FAILED path only knows "unsupported kind", not these reasons).
 */
export async function recordFailedEmailItem(input: {
  deps: AppDeps;
  schoolId: string;
  inboundEmailId: string;
  fileName: string;
  raw: Buffer;
  reason: string;
  origin?: string;
}): Promise<{ id: string; key: string; syncStatus: string }> {
  const { deps } = input;
  const fileName = sanitizeDisplayName(input.fileName);
  const key = buildKnowledgeKey(input.schoolId, fileName);
  await deps.storage.put(key, input.raw, 'message/rfc822');
  return insertEmailKnowledgeFile(deps.database.db, {
    schoolId: input.schoolId,
    inboundEmailId: input.inboundEmailId,
    key,
    fileName,
    contentType: 'email',
    mimeType: 'message/rfc822',
    size: input.raw.length,
    origin: input.origin ?? null,
    syncStatus: 'FAILED',
    errorMessage: input.reason,
    at: deps.clock.now(),
  });
}
