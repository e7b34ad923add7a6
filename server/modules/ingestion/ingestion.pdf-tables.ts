/**
 * Tables of a PDF page from pdf.js text positions (ingestion.pdf-layout.ts builds the rows and
 * segments): three or more consecutive rows of several short segments are a table; column x-ranges
 * come from the header row; a wrapped cell's next line joins its row; rows at the top of a page may
 * continue the table the previous page ended with. Each body row becomes one marked line
 * "Row label — Header: value; …" (TABLE_ROW_MARK). Pure; units are PDF points.
 */
import { columnOf, fitsColumns, splitAtColumns } from './ingestion.pdf-columns.js';
import { formatRow } from './ingestion.table-rows.js';
import { TABLE_ROW_MARK } from './ingestion.units.js';

/** A run of text pdf.js placed at one position. */
export interface Run {
  str: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

/** Runs of one row close enough to read as one phrase (a cell, or a column's line). */
export interface Segment {
  text: string;
  x: number;
  end: number;
}

/** Runs on one baseline. */
export interface Row {
  y: number;
  size: number;
  runs: Run[];
  segments: Segment[];
}

/** A line of page text as the paragraph builder sees it. */
export interface Line {
  text: string;
  y: number;
  size: number;
  /** Already-formatted markup (`#` table title, marked table row): emitted as is. */
  raw?: boolean;
  /** Segments of the row it came from (a row of several is not a table title). */
  cells?: number;
}

/** Rows a table needs, header included; two aligned rows are as often a form line as a table. */
const MIN_TABLE_ROWS = 3;
/** Median words per cell above which aligned segments are columns of prose, not a table. */
const MAX_CELL_WORDS = 3;

/**
 * The last table of a page when the page ends with it: the next page may go on with its rows.
 * `pitch` 0: only the header was on the page; the distance between rows is measured on the next.
 */
export interface TableCarry {
  header: Row;
  pitch: number;
}

/** A table found on a page: rows it spans on the page, its header, the usual distance between rows. */
export interface TableSpan {
  rows: number;
  header: Row;
  pitch: number;
  /** The header is the previous page's: every spanned row is a body row. */
  carried: boolean;
  /** Rows the header takes on the page (2 when a header cell wraps to a second line); 0 when carried. */
  headerRows: number;
}

/**
 * Start row index → table, for each table found (a carried table starts at the top rows). A body
 * row whose cells ran together into one segment is replaced in `rows` by its cells (splitAtColumns).
 */
export function findTables(rows: Row[], carry: TableCarry | null): Map<number, TableSpan> {
  const tables = new Map<number, TableSpan>();
  /** Index of the first row past the table's body rows read from `from`. */
  const extend = (header: Row, pitch: number, from: number, firstMustHaveCells: boolean) => {
    let j = from;
    while (j < rows.length) {
      const row = rows[j]!;
      const gap = j === 0 ? 0 : rows[j - 1]!.y - row.y;
      if (gap >= header.size * 3) break;
      if (!fitsColumns(row, header)) {
        const split = splitAtColumns(row, header);
        if (!fitsColumns(split, header)) break;
        rows[j] = split;
      }
      if (
        row.segments.length < 2 &&
        ((firstMustHaveCells && j === from) || !isContinuation(row, gap, pitch, header))
      )
        break;
      j++;
    }
    return j;
  };
  let i = 0;
  if (carry) {
    // Running header lines may come first; the carried rows follow within the first three rows.
    const start = rows.slice(0, 3).findIndex((r) => r.segments.length >= 2);
    if (start >= 0 && rows.slice(0, start).every((r) => r.segments.length === 1)) {
      const next = rows[start + 1];
      const pitch = carry.pitch > 0 ? carry.pitch : next ? rows[start]!.y - next.y : carry.header.size * 1.5;
      const end = extend(carry.header, pitch, start, true);
      // A header carried alone needs body rows enough to be a table.
      if (end > start && (carry.pitch > 0 || end - start >= MIN_TABLE_ROWS - 1)) {
        tables.set(start, { rows: end - start, header: carry.header, pitch, carried: true, headerRows: 0 });
        i = end;
      }
    }
  }
  while (i < rows.length - 1) {
    const wrap = headerWrap(rows, i);
    const headerRows = wrap ? 2 : 1;
    const first = rows[i + headerRows];
    if (!first) break;
    const written = wrap ? withWrappedCells(rows[i]!, rows[i + 1]!) : rows[i]!;
    const header = withStubColumn(written, first) ?? written;
    // A first row whose long cell runs up against the next column is split at the header's columns,
    // as later rows are (extend): "Senior finals | Wednesday, May 12 - Thursday, May 13 | Seniors'
    // last day …" otherwise failed the header, and the next row was taken for it (Willow Creek dev).
    if (header.segments.length >= 2 && !fitsColumns(first, header)) {
      const split = splitAtColumns(first, header);
      if (fitsColumns(split, header) && split.segments.length >= 2) rows[i + headerRows] = split;
    }
    const pitch = rows[i + headerRows - 1]!.y - first.y;
    if (
      header.segments.length < 2 ||
      rows[i + headerRows]!.segments.length < 2 ||
      pitch >= header.size * 3 ||
      !fitsColumns(rows[i + headerRows]!, header)
    ) {
      i++;
      continue;
    }
    const j = extend(header, pitch, i + headerRows + 1, false);
    const run = rows.slice(i, j);
    const cellWords = run.flatMap((r) => r.segments.map((s) => wordCount(s.text))).sort((a, b) => a - b);
    if (run.length >= MIN_TABLE_ROWS && cellWords[Math.floor(cellWords.length / 2)]! <= MAX_CELL_WORDS) {
      tables.set(i, { rows: run.length, header, pitch, carried: false, headerRows });
      i = j;
    } else i++;
  }
  return tables;
}

/**
 * A cell holding a value (clock time, phone number, e-mail, price) is a body cell, never a header:
 * a contacts row whose name cell wraps ("Athletics Office - Coach Darnell Pike, Athletic" /
 * "Director") otherwise read as a header with its own wrap line, and the rows under it were labelled
 * with the athletic director's phone number.
 */
const VALUE_CELL = /\d:\d\d|@|\$\s?\d|\d{3}[-.\s]\d{4}/;

/**
 * Row `i + 1` is the second line of header `i`'s cells ("Regular Day (Mon, Tue, Thu," / "Fri)"):
 * fewer cells than the header, each under a header cell, set closer under the header than the row
 * after it is under itself (a wrapped line is one line height down; table rows are padded apart).
 * Without it the wrap line broke the header off, and the first body row ("Building opens | 7:30
 * a.m. | …") was read as the header, so every time of a high school's bell schedule was labelled
 * "7:30 a.m." (unseen school: "what time does school start and get out on a normal day" wrong).
 */
function headerWrap(rows: Row[], i: number): boolean {
  const [header, wrap, next] = [rows[i]!, rows[i + 1], rows[i + 2]];
  if (!wrap || !next || header.segments.length < 2) return false;
  if (header.segments.some((s) => VALUE_CELL.test(s.text))) return false;
  if (wrap.segments.length >= header.segments.length || !fitsColumns(wrap, header)) return false;
  return header.y - wrap.y < (wrap.y - next.y) * 0.8 && next.segments.length >= 2;
}

/**
 * `header` with an empty first column when it leaves the row labels' column blank, as schools set
 * a bell schedule ("" | "Regular Day" | "Two-Hour Delay" | …): the first body row has one cell more,
 * left of every header cell, and its other cells fit the header's columns. Header cells are words,
 * not values ("7:20 a.m."), so a body row is never taken for such a header. Without it the first
 * body row ("Building opens | 7:20 a.m. | …") was read as the header and every time of an unseen
 * school's bell schedule was labelled "7:20 a.m." (Willow Creek dev). Null when it does not apply.
 */
function withStubColumn(header: Row, first: Row): Row | null {
  const [label, ...cells] = first.segments;
  const h = header.segments;
  if (!label || h.length < 2 || cells.length !== h.length) return null;
  if (label.end > h[0]!.x || !h.every((s) => HEADER_CELL.test(s.text))) return null;
  const stub = { ...header, segments: [{ text: '', x: label.x, end: label.end }, ...h] };
  return fitsColumns(first, stub) ? stub : null;
}

/**
 * A header cell of a table with a blank stub: a word ("Regular Day") or a grade band ("K-2", "Grades
 * 6-8"), never a clock time ("7:20 a.m." has no word of three letters). Desert Sky dev: its bell
 * schedule's "" | "K-2" | "3-5" | "6-8" header had its first row taken for it.
 */
const HEADER_CELL = /\p{L}{3,}|^(?:gr(?:ades?|\.)?\s*)?(?:k|tk|pk|\d{1,2})\s*[-–]\s*\d{1,2}$/iu;

/** `header` with each cell of its wrap line appended to the header cell above it. */
function withWrappedCells(header: Row, wrap: Row): Row {
  const segments = header.segments.map((s) => ({ ...s }));
  for (const w of wrap.segments) {
    const cell = segments[columnOf(w, header)]!;
    cell.text = `${cell.text} ${w.text}`;
    cell.end = Math.max(cell.end, w.end);
  }
  return { ...header, segments };
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

export function tableLines(header: Row, body: Row[], title: string, pitch: number): Line[] {
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
 * Words of a cell: whitespace-separated tokens holding a letter or digit, a clock time's "a.m." /
 * "p.m." not counted apart, so a bell schedule's "8:15 a.m. – 1:35 p.m." is two words, not five
 * (counted as five, a school's bell-schedule table read as prose).
 */
export function wordCount(s: string): number {
  return s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w) && !/^[ap]\.?m\.?$/i.test(w)).length;
}
