import {
  EXTRACTED_UNIT_KINDS,
  type ExtractedTypedValue,
  type ExtractedUnit,
  type KnowledgeExtracted,
  type SyncStatus,
} from '../../../contracts/knowledge.contract.js';
import type { AppDeps } from '../../app/deps.js';
import { errors } from '../../shared/errors.js';
import * as repo from './knowledge.repository.js';
import { FILE_NOT_FOUND } from './knowledge.usecases.js';

/**
 * `GET /api/s3/extracted?key=`: what the assistant reads from one of the school's items: its units
 * as stored by the ingestion pipeline (heading, text, kind, typed values), counts, and when and how
 * fast the text was extracted. Another school's key → 404 FILE_NOT_FOUND (not 403: keys of other
 * schools are not confirmed to exist). An item not read yet (PENDING, PROCESSING) or FAILED has no
 * units; its status and message say why.
 */
export async function extractedUnits(input: {
  deps: AppDeps;
  schoolId: string;
  key: string;
}): Promise<KnowledgeExtracted> {
  const db = input.deps.database.db;
  const row = await repo.findKnowledgeFileByKey(db, input.schoolId, input.key);
  if (!row) throw errors.notFound(FILE_NOT_FOUND, 'FILE_NOT_FOUND');
  const chunks = await repo.listChunksOfFile(db, input.schoolId, row.id);
  const units: ExtractedUnit[] = chunks.map((c) => ({
    heading: c.heading,
    text: c.content,
    kind: (EXTRACTED_UNIT_KINDS as readonly string[]).includes(c.kind)
      ? (c.kind as ExtractedUnit['kind'])
      : 'passage',
    typedValues: Array.isArray(c.typedValues) ? (c.typedValues as ExtractedTypedValue[]) : [],
  }));
  const count = (kind: ExtractedUnit['kind']) => units.filter((u) => u.kind === kind).length;
  return {
    key: row.key,
    fileName: row.fileName,
    syncStatus: row.syncStatus as SyncStatus,
    errorMessage: row.errorMessage,
    extractedAt: row.extractedAt ? row.extractedAt.toISOString() : null,
    extractionMs: row.extractionMs,
    counts: {
      units: units.length,
      passages: count('passage'),
      tableRows: count('table-row'),
      ocrBlocks: count('ocr-block'),
      typedValues: units.reduce((n, u) => n + u.typedValues.length, 0),
      // Passages only: table rows repeat text the passages already hold.
      words: units
        .filter((u) => u.kind !== 'table-row')
        .reduce((n, u) => n + (u.text.match(/\S+/g)?.length ?? 0), 0),
    },
    units,
  };
}
