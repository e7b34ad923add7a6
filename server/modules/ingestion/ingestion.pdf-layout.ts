/**
 * Page layout of a PDF from pdf.js text positions: the page's text in reading order, with tables
 * turned into row lines. pdf.js gives positioned runs of text in content-stream order, which is
 * not always reading order (two-column newsletters are often drawn row by row) and never says
 * where a table is. Here:
 * - runs on one baseline form a row; a gap wider than ~1.2 em inside a row separates segments
 *   (table cells, or the two halves of a two-column row);
 * - tables are found among the rows (ingestion.pdf-tables.ts) and written as one marked line per
 *   row, "Row label — Header: value; …", under the table's title (the short line above it);
 * - a vertical gutter that no body row crosses, near the middle of the page, makes the page two
 *   columns: the left column is read before the right one, between full-width rows;
 * - a line ending in "letter-" followed by a line starting in lower case is one hyphenated word.
 * Pure; units are PDF points.
 */
import {
  findTables,
  tableLines,
  wordCount,
  type Line,
  type Row,
  type Run,
  type Segment,
  type TableCarry,
  type TableSpan,
} from './ingestion.pdf-tables.js';
import { withoutMarks } from './ingestion.units.js';

export type { TableCarry } from './ingestion.pdf-tables.js';

/** pdf.js text item (the fields read here). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width?: number;
  height: number;
}

/** Gap between two runs of a row, in ems, that separates cells or columns (a space is ~0.25 em). */
const SEGMENT_GAP_EM = 1.2;
/**
 * Text of one page: paragraphs separated by blank lines, `# ` before lines set visibly larger
 * (headings), tables as a `## title` line (when the table has one) followed by one marked row line
 * per body row. `carry` is the table the previous page ended with: rows at the top of this page
 * that fit its columns are read under its header. Returns the text and this page's carry.
 */
export function pageText(
  items: PdfTextItem[],
  pageWidth: number,
  carry: TableCarry | null = null,
): { text: string; carry: TableCarry | null } {
  const rows = toRows(items);
  if (rows.length === 0) return { text: '', carry: null };
  const tables = findTables(rows, carry);
  const body = bodySize(rows);
  const lines: Line[] = [];
  const gutter = findGutter(rows, tables, pageWidth);
  let next: TableCarry | null = null;
  let left: Row[] = [];
  let right: Row[] = [];
  const flushColumns = () => {
    for (const r of [...left, ...right]) lines.push(rowLine(r));
    left = [];
    right = [];
  };
  for (let i = 0; i < rows.length; i++) {
    const table = tables.get(i);
    if (table) {
      flushColumns();
      // The row just above a table, when short, is its title ("Bell Schedule"); one set as a
      // heading stays a heading line of its own.
      const prev = lines[lines.length - 1];
      const isTitle =
        !table.carried &&
        prev &&
        !prev.raw &&
        prev.cells === 1 &&
        wordCount(prev.text) <= 8 &&
        !/[.:;,]$/.test(prev.text);
      const title = isTitle && !(body > 0 && prev.size >= body * 1.25) ? prev.text : '';
      if (title) lines.pop();
      const own = table.headerRows;
      lines.push(...tableLines(table.header, rows.slice(i + own, i + table.rows), title, table.pitch));
      i += table.rows - 1;
      // Ends the page (a page number or footer line may follow): the next page may continue it.
      next = i >= rows.length - 3 ? { header: table.header, pitch: table.pitch } : null;
      continue;
    }
    const row = rows[i]!;
    if (gutter === null) {
      lines.push(rowLine(row));
      continue;
    }
    const leftRuns = row.runs.filter((r) => r.end <= gutter);
    const rightRuns = row.runs.filter((r) => r.x >= gutter);
    if (leftRuns.length + rightRuns.length < row.runs.length) {
      // Crosses the gutter: a full-width title or footer ends the two-column band above it.
      flushColumns();
      lines.push(rowLine(row));
      continue;
    }
    if (leftRuns.length) left.push(makeRow(leftRuns));
    if (rightRuns.length) right.push(makeRow(rightRuns));
  }
  flushColumns();
  return { text: linesToText(lines), carry: next ?? orphanHeader(rows, tables) };
}

/**
 * A page that ends with a table's header row alone (the body starts on the next page: "Period |
 * Regular Day | Early Release Day" above a page break): the header is carried, its row pitch
 * measured on the next page. Without it the next page's first body row was read as the header,
 * and every time in a Cedar Bluff bell schedule was labelled "8:00 a.m." (dev: "what time do they
 * get out on a normal day" declined).
 */
/** Words a header cell may have ("Early Release Day"); longer cells are a line of prose columns. */
const MAX_HEADER_CELL_WORDS = 4;

function orphanHeader(rows: Row[], tables: Map<number, TableSpan>): TableCarry | null {
  let last = rows.length - 1;
  // A page number or a footer line or two may follow.
  while (last >= 0 && rows.length - last <= 3 && rows[last]!.segments.length === 1) last--;
  const row = rows[last];
  if (!row || row.segments.length < 2 || rows.length - last > 3) return null;
  for (const [start, table] of tables) if (last >= start && last < start + table.rows) return null;
  if (row.segments.some((s) => wordCount(s.text) > MAX_HEADER_CELL_WORDS)) return null;
  return { header: row, pitch: 0 };
}

/** The page's usual font size: the median over characters (0 when there is no text). */
function bodySize(rows: Row[]): number {
  const sizes = rows
    .flatMap((r) =>
      Array<number>(
        Math.min(
          r.segments.reduce((n, s) => n + s.text.length, 0),
          200,
        ),
      ).fill(r.size),
    )
    .sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

function toRows(items: PdfTextItem[]): Row[] {
  const runs: Run[] = [];
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.str.trim() || !item.transform) continue;
    const size = Math.abs(item.height || item.transform[3] || 0) || 10;
    const x = item.transform[4] ?? 0;
    runs.push({
      str: withoutMarks(item.str),
      x,
      end: x + (item.width ?? item.str.length * size * 0.5),
      y: item.transform[5] ?? 0,
      size,
    });
  }
  // Top of the page first (PDF y grows upwards), then left to right.
  runs.sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Run[][] = [];
  for (const run of runs) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - run.y) <= Math.min(row[0]!.size, run.size) * 0.4) row.push(run);
    else rows.push([run]);
  }
  return rows.map(makeRow);
}

function makeRow(runs: Run[]): Row {
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  const size = Math.max(...sorted.map((r) => r.size));
  const segments: Segment[] = [];
  let prevEnd = -Infinity;
  for (const run of sorted) {
    const seg = segments[segments.length - 1];
    if (seg && run.x - prevEnd <= size * SEGMENT_GAP_EM) {
      seg.text +=
        (run.x - prevEnd > size * 0.15 && !/\s$/.test(seg.text) && !/^\s/.test(run.str) ? ' ' : '') + run.str;
      seg.end = Math.max(seg.end, run.end);
    } else segments.push({ text: run.str, x: run.x, end: run.end });
    prevEnd = Math.max(prevEnd, run.end);
  }
  for (const s of segments) s.text = clean(s.text);
  return { y: sorted[0]!.y, size, runs: sorted, segments: segments.filter((s) => s.text) };
}

/**
 * x of a two-column gutter, or null: the point in the middle 30–70 % of the page covered by the
 * fewest rows, accepted when at most a tenth of the body rows cross it and each side holds at
 * least three rows of prose (four words or more).
 */
function findGutter(rows: Row[], tables: Map<number, TableSpan>, pageWidth: number): number | null {
  const inTable = new Set<number>();
  for (const [start, t] of tables) for (let k = start; k < start + t.rows; k++) inTable.add(k);
  const body = rows.filter((_, i) => !inTable.has(i));
  if (body.length < 6 || !(pageWidth > 0)) return null;
  let best: { x: number; crossing: number } | null = null;
  for (let x = Math.round(pageWidth * 0.3); x <= pageWidth * 0.7; x += 2) {
    const crossing = body.filter((r) => r.runs.some((run) => run.x < x && run.end > x)).length;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best || best.crossing > body.length * 0.1) return null;
  const x = best.x;
  const prose = (runs: Run[]) => wordCount(runs.map((r) => r.str).join(' ')) >= 4;
  const leftRows = body.filter((r) => prose(r.runs.filter((run) => run.end <= x))).length;
  const rightRows = body.filter((r) => prose(r.runs.filter((run) => run.x >= x))).length;
  return leftRows >= 3 && rightRows >= 3 ? x : null;
}

function rowLine(row: Row): Line {
  return {
    text: row.segments.map((s) => s.text).join(' '),
    y: row.y,
    size: row.size,
    cells: row.segments.length,
  };
}

/**
 * Lines → text: a blank line where the vertical gap is well above the line height (a new
 * paragraph), `# ` / `## ` before short lines set at least 1.6× / 1.25× the page's usual font size
 * (headings),
 * and a word hyphenated at a line end joined to its other half.
 */
function linesToText(lines: Line[]): string {
  const plain = lines.filter((l) => !l.raw);
  const sizes = plain
    .flatMap((l) => Array<number>(Math.min(l.text.length, 200)).fill(l.size))
    .sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  let out = '';
  let prev: Line | null = null;
  for (const line of lines) {
    const text = clean(line.text);
    if (!text) continue;
    const isHeading =
      !line.raw && body > 0 && line.size >= body * 1.25 && text.length <= 120 && lines.length > 1;
    if (
      prev &&
      !prev.raw &&
      !line.raw &&
      !isHeading &&
      /\p{L}[-\u00AD]$/u.test(out) &&
      /^\p{Ll}/u.test(text)
    ) {
      out = out.slice(0, -1) + text;
      prev = line;
      continue;
    }
    if (prev) {
      const gap = Math.abs(prev.y - line.y);
      const rowAfterRow = line.raw && prev.raw && !line.text.startsWith('#') && !prev.text.startsWith('#');
      const paragraphBreak =
        !rowAfterRow &&
        (isHeading ||
          line.raw !== prev.raw ||
          (line.raw && line.text.startsWith('#')) ||
          gap > Math.max(prev.size, line.size, 1) * 1.6 ||
          (!prev.raw && prev.size >= body * 1.25));
      out += paragraphBreak ? '\n\n' : '\n';
    }
    // Two levels by size: a title set large (1.6× the body or more) over section headings.
    out += isHeading ? `${line.size >= body * 1.6 ? '#' : '##'} ${text}` : text;
    prev = line;
  }
  return out;
}

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}
