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
}

/** Gap between two runs of a row, in ems, that separates cells or columns (a space is ~0.25 em). */
const SEGMENT_GAP_EM = 1.2;
/** Rows a table needs, header included; two aligned rows are as often a form line as a table. */
const MIN_TABLE_ROWS = 3;
/** Median words per cell above which aligned segments are columns of prose, not a table. */
const MAX_CELL_WORDS = 3;

/**
 * Text of one page: paragraphs separated by blank lines, `# ` before lines set visibly larger
 * (headings), tables as a `## title` line (when the table has one) followed by one marked row line
 * per body row.
 */
export function pageText(items: PdfTextItem[], pageWidth: number): string {
  const rows = toRows(items);
  if (rows.length === 0) return '';
  const tables = findTables(rows);
  const lines: Line[] = [];
  const gutter = findGutter(rows, tables, pageWidth);
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
      // The row just above a table, when short, is its title ("Bell Schedule").
      const prev = lines[lines.length - 1];
      const title = prev && !prev.raw && wordCount(prev.text) <= 8 && !/[.:;,]$/.test(prev.text) ? prev.text : '';
      if (title) lines.pop();
      lines.push(...tableLines(rows.slice(i, i + table), title));
      i += table - 1;
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
  return linesToText(lines);
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

/** Start row index → number of rows, for each table found. */
function findTables(rows: Row[]): Map<number, number> {
  const tables = new Map<number, number>();
  let i = 0;
  while (i < rows.length) {
    const header = rows[i]!;
    if (header.segments.length < 2) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < rows.length && rows[j - 1]!.y - rows[j]!.y < header.size * 3 && fitsColumns(rows[j]!, header) && (rows[j]!.segments.length >= 2 || (j > i + 1 && isContinuation(rows[j]!, rows[j - 1]!, header)))) j++;
    const run = rows.slice(i, j);
    const cellWords = run.flatMap((r) => r.segments.map((s) => wordCount(s.text))).sort((a, b) => a - b);
    if (run.length >= MIN_TABLE_ROWS && cellWords[Math.floor(cellWords.length / 2)]! <= MAX_CELL_WORDS) {
      tables.set(i, run.length);
      i = j;
    } else i++;
  }
  return tables;
}

/**
 * A wrapped cell's second line ("Includes milk and" / "fruit"): close under the row above, nothing
 * in the label column.
 */
function isContinuation(row: Row, above: Row, header: Row): boolean {
  return above.y - row.y < row.size * 1.6 && row.segments.every((s) => columnOf(s, header) > 0);
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
 * Column index of a cell: header column i spans from the midpoint of the gap before header cell i
 * to the midpoint of the gap after it, so left-, right- and centre-aligned cells all land under
 * their header. -1 when the cell straddles a boundary.
 */
function columnOf(s: Segment, header: Row): number {
  const h = header.segments;
  const bounds = h.map((cell, k) => ({
    from: k === 0 ? -Infinity : (h[k - 1]!.end + cell.x) / 2,
    to: k === h.length - 1 ? Infinity : (cell.end + h[k + 1]!.x) / 2,
  }));
  const centre = (s.x + s.end) / 2;
  const k = bounds.findIndex((b) => centre >= b.from && centre < b.to);
  if (k < 0) return -1;
  const b = bounds[k]!;
  const slack = header.size;
  return s.x >= b.from - slack && s.end <= b.to + slack ? k : -1;
}

function tableLines(rows: Row[], title: string): Line[] {
  const [header, ...body] = rows;
  const headers = header!.segments.map((s) => s.text);
  const out: Line[] = [];
  const at = { y: header!.y, size: header!.size, raw: true };
  if (title) out.push({ ...at, text: `## ${title}` });
  const read: { y: number; cells: string[] }[] = [];
  let above = header!;
  for (const row of body) {
    const cells = headers.map(() => '');
    for (const s of row.segments) cells[columnOf(s, header!)] = s.text;
    const last = read[read.length - 1];
    if (last && isContinuation(row, above, header!)) {
      cells.forEach((c, k) => c && (last.cells[k] = last.cells[k] ? `${last.cells[k]} ${c}` : c));
    } else read.push({ y: row.y, cells });
    above = row;
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
function findGutter(rows: Row[], tables: Map<number, number>, pageWidth: number): number | null {
  const inTable = new Set<number>();
  for (const [start, n] of tables) for (let k = start; k < start + n; k++) inTable.add(k);
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
  return { text: row.segments.map((s) => s.text).join(' '), y: row.y, size: row.size };
}

/**
 * Lines → text: a blank line where the vertical gap is well above the line height (a new
 * paragraph), `# ` before short lines set at least 1.25× the page's usual font size (headings),
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
      const paragraphBreak =
        isHeading || line.raw !== prev.raw || (line.raw && line.text.startsWith('#')) || gap > Math.max(prev.size, line.size, 1) * 1.6 || (!prev.raw && prev.size >= body * 1.25);
      out += paragraphBreak ? '\n\n' : '\n';
    }
    out += isHeading ? `# ${text}` : text;
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
