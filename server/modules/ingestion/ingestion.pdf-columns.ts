/**
 * Columns of a PDF table row (ingestion.pdf-tables.ts finds the tables): which header column a cell
 * stands under, whether a row fits the header's columns, and a row's runs regrouped, or cut, at the
 * columns when pdf.js ran two cells together. Pure; units are PDF points. Split from
 * ingestion.pdf-tables.ts (past 300 lines).
 */
import type { Row, Run, Segment } from './ingestion.pdf-tables.js';

/**
 * `row` with its runs regrouped by the header column each starts under: a long cell set close to
 * the next column ("Bookkeeper - Ms. Sherry Tate (fees, refunds," then "(706) 555-0119" a few points
 * further) reads as one segment, which fits no column, and ended a contacts table there (the rows
 * under it lost their headers: the athletic director's phone labelled every later row).
 */
export function splitAtColumns(row: Row, header: Row): Row {
  const h = header.segments;
  const segments: Segment[] = [];
  let col = -1;
  // Only a row already in cells is cut further: a line of prose (one segment) never becomes a row.
  const runs = row.segments.length >= 2 ? row.runs.flatMap((r) => runAcrossColumns(r, header)) : row.runs;
  for (const run of runs) {
    let k = 0;
    for (let c = 0; c < h.length; c++) if (run.x >= h[c]!.x - header.size) k = c;
    const seg = segments[segments.length - 1];
    if (seg && k === col) {
      // As the layout joins runs: a space only across a gap (a word split into runs stays whole).
      const gap = run.x - seg.end > row.size * 0.15 && !/\s$/.test(seg.text) && !/^\s/.test(run.str);
      seg.text = `${seg.text}${gap ? ' ' : ''}${run.str}`;
      seg.end = Math.max(seg.end, run.end);
    } else segments.push({ text: run.str, x: run.x, end: run.end });
    col = k;
  }
  for (const seg of segments) seg.text = seg.text.replace(/\s+/g, ' ').trim();
  return { ...row, segments: segments.filter((seg) => seg.text) };
}

/**
 * `run` cut where it crosses into a later header column: pdf.js may hand two cells set flush as one
 * text item ("Wednesday, May 12 - Thursday, May 13 Seniors' last day of classes is May 13" under
 * When | Where / Notes; Willow Creek dev). The cut is the space nearest the column's start, placed
 * by the run's average character width.
 */
function runAcrossColumns(run: Run, header: Row): Run[] {
  const next = header.segments.find((s) => s.x > run.x + header.size && s.x < run.end - header.size);
  if (!next || run.str.length < 2) return [run];
  // x of each character's start, from its share of the run's width in Helvetica-like proportions.
  const widths = [...run.str].map(charWidth);
  const scale = (run.end - run.x) / widths.reduce((a, b) => a + b, 0);
  const starts: number[] = [];
  widths.reduce((x, w) => (starts.push(x), x + w * scale), run.x);
  // The cut: the last space before the column starts (the next cell begins after it).
  let cut = -1;
  for (let k = 0; k < run.str.length; k++) if (run.str[k] === ' ' && starts[k]! <= next.x) cut = k;
  if (cut <= 0) return [run];
  const first = { ...run, str: run.str.slice(0, cut), end: starts[cut]! };
  const rest = { ...run, str: run.str.slice(cut + 1), x: starts[cut + 1] ?? next.x };
  return [first, ...runAcrossColumns(rest, header)];
}

/** A character's width in em, as Helvetica and Arial set it (near enough to place a column cut). */
function charWidth(c: string): number {
  if (c === ' ' || /[.,;:'!|il]/.test(c)) return 0.28;
  if (/[A-Z]/.test(c)) return c === 'M' || c === 'W' ? 0.85 : 0.68;
  if (/[mw]/.test(c)) return 0.8;
  if (/[ftjr\-()/]/.test(c)) return 0.33;
  return 0.55;
}

/** Every segment of `row` lies under one column of `header`, and no column gets two of them. */
export function fitsColumns(row: Row, header: Row): boolean {
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
export function columnOf(s: Segment, header: Row): number {
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
