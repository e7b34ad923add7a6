/**
 * Retrieval units of one document: passages of running text (the chunker's chunks), each table
 * row on its own ("Lunch — Student: $3.10; Adult: $4.25" under the table's heading), and, for
 * images, each OCR block. A parent's "how much is lunch for an adult" then matches one row instead
 * of a whole page of prices.
 */
import { chunkDocument } from './ingestion.chunker.js';
import { isHeadingLine, normalizeText } from './ingestion.normalize.js';

/**
 * Starts a table-row line in extracted text (a private-use character, never in real documents'
 * text layer after normalization): the normalizer keeps such a line whole and separate, and
 * `buildUnits` stores it as a unit of its own besides the passage that holds it.
 */
export const TABLE_ROW_MARK = '\uE000';

const MARKS_IN_SOURCE = new RegExp(TABLE_ROW_MARK, 'g');

/**
 * A document's own text with any TABLE_ROW_MARK removed (symbol fonts and odd encodings can put
 * private-use characters in a text layer), so only the table readers create table rows.
 */
export function withoutMarks(text: string): string {
  return text.includes(TABLE_ROW_MARK) ? text.replace(MARKS_IN_SOURCE, '') : text;
}

export type UnitKind = 'passage' | 'table-row' | 'ocr-block';

export interface Unit {
  /** Heading trail ("Fees › Lunch"), '' before any heading. */
  heading: string;
  content: string;
  kind: UnitKind;
}

/** A block of an image read by OCR: its title line (largest text) and its text. */
export interface OcrBlock {
  heading: string;
  text: string;
}

const MARKS = new RegExp(TABLE_ROW_MARK, 'g');

/**
 * Units of a normalized document: the chunker's passages (table rows kept in them as lines, marks
 * removed), then one `table-row` unit per marked line with the heading trail in force where the
 * table sits (last two heading levels, as the chunker does). Pure.
 */
export function buildUnits(input: { title: string; text: string }): Unit[] {
  const passages: Unit[] = chunkDocument(input).map((c) => ({
    heading: c.heading,
    content: c.content.replace(MARKS, ''),
    kind: 'passage',
  }));
  const rows: Unit[] = [];
  const trail: { level: number; text: string }[] = [];
  for (const line of input.text.split('\n')) {
    if (isHeadingLine(line)) {
      const level = /^#+/.exec(line)![0].length;
      while (trail.length > 0 && trail[trail.length - 1]!.level >= level) trail.pop();
      const text = line.replace(/^#+\s*/, '').trim();
      if (text) trail.push({ level, text });
      continue;
    }
    const content = line.replace(MARKS, '').trim();
    if (line.trimStart().startsWith(TABLE_ROW_MARK) && content) {
      rows.push({
        heading: trail
          .slice(-2)
          .map((h) => h.text)
          .join(' › '),
        content,
        kind: 'table-row',
      });
    }
  }
  return [...passages, ...rows];
}

/**
 * One `ocr-block` unit per OCR block with text: normalized, its line breaks (wraps of the printed
 * box) made spaces; blocks without letters or digits dropped.
 */
export function ocrUnits(blocks: OcrBlock[]): Unit[] {
  return blocks
    .map((b) => ({
      heading: normalizeText(b.heading).replace(/\s+/g, ' '),
      content: normalizeText(b.text).replace(/\s*\n\s*/g, ' '),
      kind: 'ocr-block' as const,
    }))
    .filter((u) => /[\p{L}\p{N}]/u.test(u.content));
}

/** "(Table cut at 2000 rows.)" notes left by the table readers, for the file's status message. */
export function tableCutNote(text: string): string | null {
  const cuts = [...text.matchAll(/\(Table cut at ([\d,]+) rows\.\)/g)];
  if (cuts.length === 0) return null;
  const cap = Number(cuts[0]![1]!.replace(/,/g, '')).toLocaleString('en-US');
  return cuts.length === 1
    ? `A table was cut at ${cap} rows; the rows after that were not read`
    : `${cuts.length} tables were cut at ${cap} rows; the rows after that were not read`;
}
