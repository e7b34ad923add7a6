import { z } from 'zod';

/** The parent directory API (docs/product-spec.md Parents), shared by server and web. */

/** CSV import limits: bigger files get 413, more rows get 400. */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 10_000;
/** Longest accepted parent name, in characters. */
export const PARENT_NAME_MAX = 200;
/** Longest accepted raw number input (formatting included), in characters. */
export const WHATSAPP_INPUT_MAX = 64;

/** The CSV header columns (docs/product-spec.md). */
export const CSV_COLUMNS = ['name', 'whatsapp_num'] as const;
/** The multipart field that carries the file (docs/product-spec.md). */
export const CSV_FIELD = 'csv';

/** Placeholder for number inputs: international format (docs/product-spec.md). */
export const WHATSAPP_PLACEHOLDER = '+1 415 555 0123';

/** Sort options of the directory table, first is the default (docs/product-spec.md). */
export const PARENT_SORTS = ['name-asc', 'name-desc', 'date-desc', 'date-asc'] as const;
export type ParentSort = (typeof PARENT_SORTS)[number];

/** Reasons a CSV row is skipped; the duplicate reason carries the line of the first occurrence. */
export const SKIP_REASONS = {
  invalidNumber: 'Invalid WhatsApp number',
  missingNumber: 'Missing WhatsApp number',
  missingName: 'Missing name',
  nameTooLong: `Name is longer than ${PARENT_NAME_MAX} characters`,
  alreadyInDirectory: 'Already in the directory',
  duplicateOf: (line: number) => `Duplicate of line ${line} in this file`,
} as const;

/** Texts of the Parents screen (docs/product-spec.md fallbacks, success messages and empty state). */
export const PARENT_TEXTS = {
  fetchFailed: 'Failed to fetch parents',
  addFailed: 'Failed to add parent',
  updateFailed: 'Failed to update parent',
  deleteFailed: 'Failed to delete parent',
  importFailed: 'Failed to import parents from CSV',
  added: 'Parent added successfully',
  updated: 'Parent updated successfully',
  deleted: 'Parent deleted successfully',
  imported: (n: number) => `Successfully imported ${n} ${n === 1 ? 'parent' : 'parents'}`,
  skipped: (n: number) => `${n} ${n === 1 ? 'row' : 'rows'} skipped due to errors`,
  empty: 'No parents added yet',
  selectFile: 'Please select a CSV file to upload',
} as const;

const nameField = z
  .string({ message: 'Name is required' })
  // Names are shown in one table cell; runs of whitespace (newlines from spreadsheets) become one space.
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'Name is required')
      .max(PARENT_NAME_MAX, `Name must be at most ${PARENT_NAME_MAX} characters`),
  );

const numberField = z
  .string({ message: 'WhatsApp number is required' })
  .trim()
  .min(1, 'WhatsApp number is required')
  .max(WHATSAPP_INPUT_MAX, 'Invalid WhatsApp number');

/** `POST /api/parents/add-single` body. The number may be in any format; the server stores E.164. */
export const addParentSchema = z.object({ name: nameField, whatsapp_num: numberField });
export type AddParentBody = z.input<typeof addParentSchema>;

/** Languages a parent can be answered in (the Parents table shows them by name). */
export const PARENT_LANGUAGES = ['en', 'es'] as const;
export type ParentLanguage = (typeof PARENT_LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<ParentLanguage, string> = { en: 'English', es: 'Spanish' };

/** `PUT /api/parents/edit-parent` body: the parent is found by its current number. */
export const editParentSchema = z.object({
  old_whatsapp_num: z
    .string({ message: 'old_whatsapp_num is required' })
    .trim()
    .min(1)
    .max(WHATSAPP_INPUT_MAX),
  name: nameField,
  whatsapp_num: numberField,
  /** Reply language ('en' | 'es'); null = detect from the parent's messages; omitted = unchanged. */
  language: z.enum(PARENT_LANGUAGES).nullable().optional(),
});
export type EditParentBody = z.input<typeof editParentSchema>;

/** `DELETE /api/parents/delete/:whatsapp_num` path parameters. */
export const deleteParentParams = z.object({
  whatsapp_num: z.string().trim().min(1).max(WHATSAPP_INPUT_MAX),
});

/** A parent as the API sends it. */
export interface Parent {
  id: string;
  name: string;
  /** E.164, e.g. "+14155550123". */
  whatsapp_num: string;
  /** International format for display, e.g. "+1 415 555 0123". */
  whatsapp_display: string;
  /** ISO 8601. */
  created_at: string;
  /** Language the parent writes in, remembered from WhatsApp messages or set by the office; null = not known. */
  language: ParentLanguage | null;
}

export interface ParentsResponse {
  parents: Parent[];
}
export interface ParentResponse {
  parent: Parent;
}

/** One CSV row that was not imported. `line` is the physical line in the file (header = line 1). */
export interface SkippedRow {
  line: number;
  name: string;
  whatsapp_num: string;
  reason: string;
}

/** `POST /api/parents/import-csv` 200 body; `error` is null on success (failures are 4xx `{error}`). */
export interface ImportResult {
  importedCount: number;
  skippedCount: number;
  skippedRows: SkippedRow[];
  error: string | null;
}

// OWASP "CSV Injection": spreadsheet apps run a cell that starts with one of these as a formula.
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * Make one cell safe to open in a spreadsheet and valid CSV (RFC 4180): a cell starting with
 * `= + - @`, tab or CR gets a leading `'` so it is read as text; a cell with a comma, quote, CR or
 * LF is quoted with inner quotes doubled. Our importer strips that `'` again (`unescapeCsvCell`).
 */
export function csvCell(value: string): string {
  const safe = value.length > 0 && FORMULA_TRIGGERS.has(value[0]!) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of cells → CSV text with CRLF line ends (RFC 4180), every cell through `csvCell`. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Undo `csvCell`'s formula guard on an imported cell: a leading `'` before one of the trigger
 * characters is removed, so files we produced re-import to the same values. Other text is kept.
 */
export function unescapeCsvCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_TRIGGERS.has(value[1]!) ? value.slice(1) : value;
}

/**
 * Example rows of the sample file, in E.164 so they import for a school in any country. The numbers
 * are in ranges reserved for fiction: US 555-01xx and Australia's 0491 570 xxx (ACMA).
 */
export const SAMPLE_PARENTS: readonly (readonly [string, string])[] = [
  ['Maria Garcia', '+14155550123'],
  ['James Smith', '+12125550199'],
  ['Aisha Khan', '+61491570156'],
];

/** The sample CSV offered for download (docs/product-spec.md): header plus `SAMPLE_PARENTS`. */
export function sampleCsv(): string {
  return toCsv([[...CSV_COLUMNS], ...SAMPLE_PARENTS.map((r) => [...r])]);
}
