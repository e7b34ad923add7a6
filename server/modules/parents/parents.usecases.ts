import type {
  ImportResult,
  Parent,
  ParentLanguage,
  SkippedRow,
} from '../../../contracts/parents.contract.js';
import { PARENT_NAME_MAX, SKIP_REASONS, unescapeCsvCell } from '../../../contracts/parents.contract.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { errors } from '../../shared/errors.js';
import { findSchoolById } from '../schools/schools.directory.js';
import { readParentsCsv } from './parents.csv.js';
import { describeNumberProblem, displayNumber, parseWhatsAppNumber } from './parents.phone.js';
import * as repo from './parents.repository.js';

export interface ParentsDeps {
  database: Database;
  clock: Clock;
}

export const PARENT_NOT_FOUND = 'Parent not found';
export const DUPLICATE_NUMBER = 'A parent with this WhatsApp number is already in the directory';

/** Row → API shape (never send a row). */
export function toParent(row: repo.ParentRow): Parent {
  return {
    id: row.id,
    name: row.name,
    whatsapp_num: row.whatsappNum,
    whatsapp_display: displayNumber(row.whatsappNum),
    created_at: row.createdAt.toISOString(),
    language: row.language === 'en' || row.language === 'es' ? row.language : null,
  };
}

async function defaultCountryOf(deps: ParentsDeps, schoolId: string): Promise<string> {
  return (await findSchoolById(deps.database.db, schoolId))?.defaultCountry ?? 'US';
}

/** E.164 of a typed number, or a 400 saying what is wrong with it. */
function requireNumber(input: string, country: string): string {
  const parsed = parseWhatsAppNumber(input, country);
  if (!parsed.ok)
    throw errors.badRequest('INVALID_WHATSAPP_NUMBER', describeNumberProblem(parsed.problem, country));
  return parsed.number.e164;
}

/** E.164 of a number identifying an existing parent; anything unparseable cannot match one (404). */
function lookupNumber(input: string, country: string): string {
  const parsed = parseWhatsAppNumber(input, country);
  if (!parsed.ok) throw errors.notFound(PARENT_NOT_FOUND, 'PARENT_NOT_FOUND');
  return parsed.number.e164;
}

/** The school's directory, newest first (GET /api/parents/fetchall). */
export async function listParents(input: { deps: ParentsDeps; schoolId: string }): Promise<Parent[]> {
  return (await repo.listParents(input.deps.database.db, input.schoolId)).map(toParent);
}

/** Add one parent (POST /api/parents/add-single). 400 for a bad or duplicate number. */
export async function addParent(input: {
  deps: ParentsDeps;
  schoolId: string;
  name: string;
  whatsappNum: string;
}): Promise<Parent> {
  const { deps, schoolId } = input;
  const e164 = requireNumber(input.whatsappNum, await defaultCountryOf(deps, schoolId));
  const row = await repo.insertParent(deps.database.db, {
    schoolId,
    name: input.name,
    whatsappNum: e164,
    createdAt: deps.clock.now(),
  });
  if (!row) throw errors.badRequest('DUPLICATE_WHATSAPP_NUMBER', DUPLICATE_NUMBER);
  return toParent(row);
}

/**
 * Change name and number of the parent found by `oldWhatsappNum` (PUT /api/parents/edit-parent).
 * 404 when the school has no such parent (another school's parent included), 400 for a bad number
 * or one that belongs to another parent of the school.
 */
export async function editParent(input: {
  deps: ParentsDeps;
  schoolId: string;
  oldWhatsappNum: string;
  name: string;
  whatsappNum: string;
  /** undefined = keep; null = forget (detect again from messages). */
  language?: ParentLanguage | null;
}): Promise<Parent> {
  const { deps, schoolId } = input;
  const country = await defaultCountryOf(deps, schoolId);
  const oldE164 = lookupNumber(input.oldWhatsappNum, country);
  const e164 = requireNumber(input.whatsappNum, country);
  const result = await repo.updateParentByNumber(deps.database.db, schoolId, oldE164, {
    name: input.name,
    whatsappNum: e164,
    ...(input.language !== undefined ? { language: input.language } : {}),
  });
  if (result === 'duplicate') throw errors.badRequest('DUPLICATE_WHATSAPP_NUMBER', DUPLICATE_NUMBER);
  if (!result) throw errors.notFound(PARENT_NOT_FOUND, 'PARENT_NOT_FOUND');
  return toParent(result);
}

/** Remove the parent at a number in any format (DELETE /api/parents/delete/:n); 404 when absent. */
export async function deleteParent(input: {
  deps: ParentsDeps;
  schoolId: string;
  whatsappNum: string;
}): Promise<void> {
  const { deps, schoolId } = input;
  const e164 = lookupNumber(input.whatsappNum, await defaultCountryOf(deps, schoolId));
  const deleted = await repo.deleteParentByNumber(deps.database.db, schoolId, e164);
  if (!deleted) throw errors.notFound(PARENT_NOT_FOUND, 'PARENT_NOT_FOUND');
}

/**
 * Import a CSV (POST /api/parents/import-csv). File-level problems (see readParentsCsv)
 * throw before anything is written. Each row is checked in file order: missing name, missing or
 * invalid number, a number already accepted from an earlier line, a number already in the
 * directory; the rest is inserted in ONE transaction, so a failure stores nothing. Existing parents
 * are never changed. A number inserted concurrently by someone else is reported as already present.
 */
export async function importParentsCsv(input: {
  deps: ParentsDeps;
  schoolId: string;
  file: Buffer;
}): Promise<ImportResult> {
  const { deps, schoolId } = input;
  const rows = await readParentsCsv(input.file);
  const country = await defaultCountryOf(deps, schoolId);

  const skippedRows: SkippedRow[] = [];
  const accepted: { line: number; name: string; whatsappNum: string; cell: string }[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const name = unescapeCsvCell(row.name).replace(/\s+/g, ' ').trim();
    const skip = (reason: string) =>
      skippedRows.push({ line: row.line, name, whatsapp_num: row.whatsapp_num, reason });
    if (!name) {
      skip(SKIP_REASONS.missingName);
      continue;
    }
    if (name.length > PARENT_NAME_MAX) {
      skip(SKIP_REASONS.nameTooLong);
      continue;
    }
    const parsed = parseWhatsAppNumber(row.whatsapp_num, country);
    if (!parsed.ok) {
      skip(parsed.problem === 'missing' ? SKIP_REASONS.missingNumber : SKIP_REASONS.invalidNumber);
      continue;
    }
    const e164 = parsed.number.e164;
    const first = firstLineOf.get(e164);
    if (first !== undefined) {
      skip(SKIP_REASONS.duplicateOf(first));
      continue;
    }
    firstLineOf.set(e164, row.line);
    accepted.push({ line: row.line, name, whatsappNum: e164, cell: row.whatsapp_num });
  }

  // One statement in one transaction: all accepted rows or none. Rows that conflict with the
  // directory (already there, or added concurrently) are not inserted and reported as present.
  const notInserted = await deps.database.db.transaction(async (tx) => {
    const inserted = await repo.insertParents(tx, schoolId, accepted, deps.clock.now());
    return accepted.filter((a) => !inserted.has(a.whatsappNum));
  });
  for (const a of notInserted) {
    skippedRows.push({
      line: a.line,
      name: a.name,
      whatsapp_num: a.cell,
      reason: SKIP_REASONS.alreadyInDirectory,
    });
  }
  skippedRows.sort((a, b) => a.line - b.line);

  return {
    importedCount: accepted.length - notInserted.length,
    skippedCount: skippedRows.length,
    skippedRows,
    error: null,
  };
}

/**
 * Remember the language of a directory parent's latest message ('en' | 'es'), so a following message
 * too short to judge ("ok", "gracias") is answered in the same language. No-op when unchanged.
 */
export async function rememberParentLanguage(input: {
  deps: Pick<ParentsDeps, 'database'>;
  schoolId: string;
  parent: { id: string; language: string | null };
  language: ParentLanguage;
}): Promise<void> {
  if (input.parent.language === input.language) return;
  await repo.setParentLanguage(input.deps.database.db, {
    schoolId: input.schoolId,
    parentId: input.parent.id,
    language: input.language,
  });
}
