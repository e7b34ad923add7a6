import { parse, CsvError } from 'csv-parse/sync';
import { fileTypeFromBuffer } from 'file-type';
import { CSV_COLUMNS, CSV_MAX_ROWS } from '../../../contracts/parents.contract.js';
import { errors } from '../../shared/errors.js';

/** One data row of an uploaded CSV, cells as written (trimmed). */
export interface CsvParentRow {
  /** Physical line in the file where the record starts; the header is line 1. */
  line: number;
  name: string;
  whatsapp_num: string;
}

export const CSV_ERRORS = {
  notCsv:
    'Only .csv files can be imported. Save the spreadsheet as "CSV UTF-8 (Comma delimited)" and try again.',
  spreadsheet:
    'This file is a spreadsheet workbook, not a CSV file. In your spreadsheet app choose Save As → "CSV UTF-8 (Comma delimited)" and import that file.',
  notUtf8:
    'The CSV file is not UTF-8 encoded. In your spreadsheet app choose Save As → "CSV UTF-8 (Comma delimited)" (or save it with UTF-8 encoding in a text editor) and import that file.',
  empty: 'The CSV file is empty. Add a header row "name,whatsapp_num" and one parent per row.',
  headerOnly: 'The CSV file has a header row but no parents. Add one parent per row below the header.',
  missingColumn: (column: string) =>
    `The CSV file has no "${column}" column. The first row must be the header: name,whatsapp_num`,
  tooManyRows: (n: number) =>
    `The CSV file has ${n.toLocaleString('en-US')} rows; at most ${CSV_MAX_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  malformed: (line: number | undefined, detail: string) =>
    `The CSV file could not be read${line ? ` at line ${line}` : ''}: ${detail}`,
} as const;

// Binary formats staff may pick by mistake; a renamed .xlsx is the most common.
const WORKBOOK_TYPES = new Set(['xlsx', 'xls', 'ods', 'zip', 'cfb']);

/**
 * Read an uploaded CSV into data rows: UTF-8 with or without BOM, CRLF/LF/CR line ends,
 * RFC 4180 quoting (commas and newlines inside quotes), header `name,whatsapp_num` matched
 * case-insensitively with surrounding spaces ignored and extra columns ignored; `;` or tab
 * delimiters are accepted when the header uses them (Excel in many locales). Empty lines and rows
 * whose cells are all blank are skipped. Throws 400/415 AppErrors with a message staff can act on
 * for binary or non-UTF-8 content, an empty or header-only file, a missing column, too many rows,
 * or broken quoting.
 */
export async function readParentsCsv(buffer: Buffer): Promise<CsvParentRow[]> {
  await assertTextCsv(buffer);
  const text = buffer.toString('utf8');
  let records: { record: string[]; info: { bytes: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as never;
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines;
      const detail =
        err.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted field is never closed (a " is missing)' : err.message;
      throw errors.badRequest('CSV_MALFORMED', CSV_ERRORS.malformed(line, detail));
    }
    throw err;
  }

  const lines = new LineCounter(buffer);
  let previousEnd = 0;
  const located = records.map(({ record, info }) => {
    const line = lines.firstContentLineFrom(previousEnd);
    previousEnd = info.bytes;
    return { line, cells: record.map((c) => c.trim()) };
  });
  const content = located.filter((r) => r.cells.some((c) => c !== ''));
  const header = content.shift();
  if (!header) throw errors.badRequest('CSV_EMPTY', CSV_ERRORS.empty);

  const names = header.cells.map((c) => c.toLowerCase());
  const [nameIndex, numberIndex] = CSV_COLUMNS.map((column) => {
    const index = names.indexOf(column);
    if (index < 0) throw errors.badRequest('CSV_MISSING_COLUMN', CSV_ERRORS.missingColumn(column));
    return index;
  }) as [number, number];

  if (content.length === 0) throw errors.badRequest('CSV_NO_ROWS', CSV_ERRORS.headerOnly);
  if (content.length > CSV_MAX_ROWS)
    throw errors.badRequest('CSV_TOO_MANY_ROWS', CSV_ERRORS.tooManyRows(content.length));

  return content.map((r) => ({
    line: r.line,
    name: r.cells[nameIndex] ?? '',
    whatsapp_num: r.cells[numberIndex] ?? '',
  }));
}

/** Refuse what is not UTF-8 text: empty files, UTF-16, binary formats, Latin-1 and the like. */
async function assertTextCsv(buffer: Buffer): Promise<void> {
  const body = hasUtf8Bom(buffer) ? buffer.subarray(3) : buffer;
  if (body.toString('utf8').trim() === '') throw errors.badRequest('CSV_EMPTY', CSV_ERRORS.empty);
  // UTF-16 (Excel's "Unicode Text") starts with a byte-order mark; say "re-save as UTF-8", not "binary".
  if ((buffer[0] === 0xff && buffer[1] === 0xfe) || (buffer[0] === 0xfe && buffer[1] === 0xff)) {
    throw errors.badRequest('CSV_NOT_UTF8', CSV_ERRORS.notUtf8);
  }
  const detected = await fileTypeFromBuffer(buffer);
  if (detected && WORKBOOK_TYPES.has(detected.ext))
    throw errors.unsupportedMedia(CSV_ERRORS.spreadsheet, 'CSV_NOT_CSV');
  if (detected || buffer.includes(0)) throw errors.unsupportedMedia(CSV_ERRORS.notCsv, 'CSV_NOT_CSV');
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    throw errors.badRequest('CSV_NOT_UTF8', CSV_ERRORS.notUtf8);
  }
}

function hasUtf8Bom(buffer: Buffer): boolean {
  return buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
}

/** `,` unless the header line has none and uses `;` or tab instead. */
function detectDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/**
 * Physical line numbers by byte offset, counting CRLF, LF and lone CR each as one line break (what
 * editors and spreadsheet apps show). csv-parse's own `info.lines` counts CRLF inside quoted
 * fields as two lines, so we locate records by `info.bytes` (UTF-8 offset just past each record)
 * instead. Offsets are visited in increasing order, so one forward scan serves the whole file.
 */
class LineCounter {
  private offset = 0;
  private line = 1;

  constructor(private readonly buffer: Buffer) {}

  /** Line of the first byte at or after `start` that is not a line break (skipped empty lines). */
  firstContentLineFrom(start: number): number {
    this.advanceTo(start);
    while (
      this.offset < this.buffer.length &&
      (this.buffer[this.offset] === 0x0a || this.buffer[this.offset] === 0x0d)
    ) {
      this.step();
    }
    return this.line;
  }

  private advanceTo(target: number): void {
    while (this.offset < target && this.offset < this.buffer.length) this.step();
  }

  private step(): void {
    const byte = this.buffer[this.offset];
    if (byte === 0x0a) this.line += 1;
    else if (byte === 0x0d && this.buffer[this.offset + 1] !== 0x0a) this.line += 1;
    this.offset += 1;
  }
}
