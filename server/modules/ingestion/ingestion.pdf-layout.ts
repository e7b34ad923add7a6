/**
 * Page layout of a PDF from pdf.js text positions: the page's text in reading order, with tables
 * turned into row lines. pdf.js gives positioned runs of text in content-stream order, which is
 * not always reading order (two-column newsletters are often drawn row by row) and never says
 * where a table is. Here:
 * - runs on one baseline form a row; a gap wider than ~1.2 em inside a row separates segments
 *   (table cells, or the two halves of a two-column row);
 * - three or more consecutive rows of several short segments are a table: column x-ranges come
 *   from the first (header) row, a wrapped cell's next line is joined to its row, every row becomes
 *   one marked line
 *   "Row label — Header: value; …" (see ingestion.units.ts) under the table's title;
 * - a vertical gutter that no body row crosses, near the middle of the page, makes the page two
 *   columns: the left column is read before the right one, between full-width rows;
 * - a line ending in "letter-" followed by a line starting in lower case is one hyphenated word.
 * Pure; units are PDF points.
 */
import { TABLE_ROW_MARK, withoutMarks } from './ingestion.units.js';
import { formatRow } from './ingestion.table-rows.js';

/** pdf.js text item (the fields read here). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width?: number;
  height: number;
}

interface Run {
  str: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

interface Segment {
  text: string;
  x: number;
  end: number;
}

interface Row {
  y: number;
  size: number;
  runs: Run[];
  segments: Segment[];
}

/** A line of page text as the paragraph builder sees it. */
interface Line {
  text: string;
  y: number;
  size: number;
  /** Already-formatted markup (`#` table title, marked table row): emitted as is. */
  raw?: boolean;
  /** Segments of the row it came from (a row of several is not a table title). */
  cells?: number;
}

/** Gap between two runs of a row, in ems, that separates cells or columns (a space is ~0.25 em). */
const SEGMENT_GAP_EM = 1.2;
/** Rows a table needs, header included; two aligned rows are as often a form line as a table. */
const MIN_TABLE_ROWS = 3;
/** Median words per cell above which aligned segments are columns of prose, not a table. */
const MAX_CELL_WORDS = 3;

/** The last table of a page when the page ends with it: the next page may go on with its rows. */
export interface TableCarry {
  header: Row;
  pitch: number;
}

/**
 * Text of one page: paragraphs separated by blank lines, `# ` before lines set visibly larger
 * (headings), tables as a `## title` line (when the table has one) followed by one marked row line
 * per body row. `carry` is the table the previous page ended with: rows at the top of this page
 * that fit its columns are read under its header. Returns the text and this page's carry.
 */
export function pageText(items: PdfTextItem[], pageWidth: number, carry: TableCarry | null = null): { text: string; carry: TableCarry | null } {
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
      const isTitle = !table.carried && prev && !prev.raw && prev.cells === 1 && wordCount(prev.text) <= 8 && !/[.:;,]$/.test(prev.text);
      const title = isTitle && !(body > 0 && prev.size >= body * 1.25) ? prev.text : '';
      if (title) lines.pop();
      const own = table.carried ? 0 : 1;
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
  return { text: linesToText(lines), carry: next };
}

/** The page's usual font size: the median over characters (0 when there is no text). */
function bodySize(rows: Row[]): number {
  const sizes = rows.flatMap((r) => Array<number>(Math.min(r.segments.reduce((n, s) => n + s.text.length, 0), 200)).fill(r.size)).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

function toRows(items: PdfTextItem[]): Row[] {
  const runs: Run[] = [];
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.str.trim() || !item.transform) continue;
    const size = Math.abs(item.height || item.transform[3] || 0) || 10;
    const x = item.transform[4] ?? 0;
    runs.push({ str: withoutMarks(item.str), x, end: x + (item.width ?? item.str.length * size * 0.5), y: item.transform[5] ?? 0, size });
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
      seg.text += (run.x - prevEnd > size * 0.15 && !/\s$/.test(seg.text) && !/^\s/.test(run.str) ? ' ' : '') + run.str;
      seg.end = Math.max(seg.end, run.end);
    } else segments.push({ text: run.str, x: run.x, end: run.end });
    prevEnd = Math.max(prevEnd, run.end);
  }
  for (const s of segments) s.text = clean(s.text);
  return { y: sorted[0]!.y, size, runs: sorted, segments: segments.filter((s) => s.text) };
}

/** A table found on a page: rows it spans on the page, its header, the usual distance between rows. */
interface TableSpan {
  rows: number;
  header: Row;
  pitch: number;
  /** The header is the previous page's: every spanned row is a body row. */
  carried: boolean;
}

/** Start row index → table, for each table found (a carried table starts at the top rows). */
function findTables(rows: Row[], carry: TableCarry | null): Map<number, TableSpan> {
  const tables = new Map<number, TableSpan>();
  /** Index of the first row past the table's body rows read from `from`. */
  const extend = (header: Row, pitch: number, from: number, firstMustHaveCells: boolean) => {
    let j = from;
    while (j < rows.length) {
      const row = rows[j]!;
      const gap = j === 0 ? 0 : rows[j - 1]!.y - row.y;
      if (gap >= header.size * 3 || !fitsColumns(row, header)) break;
      if (row.segments.length < 2 && ((firstMustHaveCells && j === from) || !isContinuation(row, gap, pitch, header))) break;
      j++;
    }
    return j;
  };
  let i = 0;
  if (carry) {
    // Running header lines may come first; the carried rows follow within the first three rows.
    const start = rows.slice(0, 3).findIndex((r) => r.segments.length >= 2);
    if (start >= 0 && rows.slice(0, start).every((r) => r.segments.length === 1)) {
      const end = extend(carry.header, carry.pitch, start, true);
      if (end > start) {
        tables.set(start, { rows: end - start, header: carry.header, pitch: carry.pitch, carried: true });
        i = end;
      }
    }
  }
  while (i < rows.length - 1) {
    const header = rows[i]!;
    const first = rows[i + 1]!;
    const pitch = header.y - first.y;
    if (header.segments.length < 2 || first.segments.length < 2 || pitch >= header.size * 3 || !fitsColumns(first, header)) {
      i++;
      continue;
    }
    const j = extend(header, pitch, i + 2, false);
    const run = rows.slice(i, j);
    const cellWords = run.flatMap((r) => r.segments.map((s) => wordCount(s.text))).sort((a, b) => a - b);
    if (run.length >= MIN_TABLE_ROWS && cellWords[Math.floor(cellWords.length / 2)]! <= MAX_CELL_WORDS) {
      tables.set(i, { rows: run.length, header, pitch, carried: false });
      i = j;
    } else i++;
  }
  return tables;
}

/**
 * A wrapped cell's next line ("Front Desk (visitors, late arrivals, pick-up" / "changes)"): closer
 * under the row above than rows are to each other, or, in a tightly set table, a line with nothing
 * in the label column.
 */
function isContinuation(row: Row, gap: number, pitch: number, header: Row): boolean {
  if (gap < pitch * 0.8) return true;
  return gap <= pitch * 1.05 && row.segments.every((s) => columnOf(s, header) > 0);
}

/** Every segment of `row` lies under one column of `header`, and no column gets two of them. */
function fitsColumns(row: Row, header: Row): boolean {
  const used = new Set<number>();
  for (const s of row.segments) {
    const col = columnOf(s, header);
    if (col < 0 || used.has(col)) return false;
    used.add(col);
  }
  return true;
}

/**
 * Column index of a cell, or -1. Cells are mostly left-aligned under their header: column k holds
 * a cell starting at or after header cell k (less one em) and ending before header cell k+1. Else
 * (right-aligned or centred cells) column k spans from the midpoint of the gap before header cell
 * k to the midpoint of the gap after it.
 */
function columnOf(s: Segment, header: Row): number {
  const h = header.segments;
  const slack = header.size;
  let k = -1;
  for (let c = 0; c < h.length; c++) if (s.x >= h[c]!.x - slack) k = c;
  if (k >= 0 && (k === h.length - 1 || s.end <= h[k + 1]!.x)) return k;
  const bounds = h.map((cell, c) => ({
    from: c === 0 ? -Infinity : (h[c - 1]!.end + cell.x) / 2,
    to: c === h.length - 1 ? Infinity : (cell.end + h[c + 1]!.x) / 2,
  }));
  const centre = (s.x + s.end) / 2;
  k = bounds.findIndex((b) => centre >= b.from && centre < b.to);
  if (k < 0) return -1;
  const b = bounds[k]!;
  return s.x >= b.from - slack && s.end <= b.to + slack ? k : -1;
}

function tableLines(header: Row, body: Row[], title: string, pitch: number): Line[] {
  const headers = header.segments.map((s) => s.text);
  const out: Line[] = [];
  const at = { y: body[0]?.y ?? header.y, size: header.size, raw: true };
  if (title) out.push({ ...at, text: `## ${title}` });
  const read: { y: number; cells: string[] }[] = [];
  let aboveY = header.y;
  for (const row of body) {
    const cells = headers.map(() => '');
    for (const s of row.segments) cells[columnOf(s, header)] = s.text;
    const last = read[read.length - 1];
    if (last && isContinuation(row, aboveY - row.y, pitch, header)) {
      cells.forEach((c, k) => c && (last.cells[k] = last.cells[k] ? `${last.cells[k]} ${c}` : c));
    } else read.push({ y: row.y, cells });
    aboveY = row.y;
  }
  for (const row of read) {
    const line = formatRow(headers, row.cells);
    if (line) out.push({ ...at, y: row.y, text: `${TABLE_ROW_MARK}${line}` });
  }
  return out;
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
  return { text: row.segments.map((s) => s.text).join(' '), y: row.y, size: row.size, cells: row.segments.length };
}

/**
 * Lines → text: a blank line where the vertical gap is well above the line height (a new
 * paragraph), `# ` / `## ` before short lines set at least 1.6× / 1.25× the page's usual font size
 * (headings),
 * and a word hyphenated at a line end joined to its other half.
 */
function linesToText(lines: Line[]): string {
  const plain = lines.filter((l) => !l.raw);
  const sizes = plain.flatMap((l) => Array<number>(Math.min(l.text.length, 200)).fill(l.size)).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  let out = '';
  let prev: Line | null = null;
  for (const line of lines) {
    const text = clean(line.text);
    if (!text) continue;
    const isHeading = !line.raw && body > 0 && line.size >= body * 1.25 && text.length <= 120 && lines.length > 1;
    if (prev && !prev.raw && !line.raw && !isHeading && /\p{L}[-\u00AD]$/u.test(out) && /^\p{Ll}/u.test(text)) {
      out = out.slice(0, -1) + text;
      prev = line;
      continue;
    }
    if (prev) {
      const gap = Math.abs(prev.y - line.y);
      const rowAfterRow = line.raw && prev.raw && !line.text.startsWith('#') && !prev.text.startsWith('#');
      const paragraphBreak =
        !rowAfterRow &&
        (isHeading || line.raw !== prev.raw || (line.raw && line.text.startsWith('#')) || gap > Math.max(prev.size, line.size, 1) * 1.6 || (!prev.raw && prev.size >= body * 1.25));
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

function wordCount(s: string): number {
  return s.split(/\s+/).filter(Boolean).length;
}
