/**
 * Tables as units a parent's question can hit: each body row becomes one line
 * "Row label — Column header: value; Column header: value", so "how much is lunch for a student"
 * finds "Lunch — Student: $3.10; Adult: $4.25" instead of a grid of pipes. Used by the HTML reader
 * (HTML uploads, pasted web pages, markdown tables, DOCX tables through mammoth's HTML).
 */
import type { FormatCallback } from 'html-to-text';
import { TABLE_ROW_MARK } from './ingestion.units.js';

/** Most rows read from one table; a 10,000-row export is cut here (the reader says so). */
export const MAX_TABLE_ROWS = 2_000;

interface Node {
  type?: string;
  name?: string;
  data?: string;
  children?: Node[];
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.name === 'br') return ' ';
  if (node.name === 'script' || node.name === 'style') return '';
  return (node.children ?? []).map(textOf).join(node.name === 'p' || node.name === 'div' ? ' ' : '');
}

function rowsOf(node: Node, out: Node[] = []): Node[] {
  for (const child of node.children ?? []) {
    if (child.name === 'tr') out.push(child);
    else if (child.name !== 'table') rowsOf(child, out);
  }
  return out;
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** One line per row: "Label — Header: value; …" (header row and empty cells left out). */
export function tableLines(table: Node): { lines: string[]; truncated: boolean } {
  const rows = rowsOf(table).map((tr) => ({
    header: (tr.children ?? [])
      .filter((c) => c.name === 'td' || c.name === 'th')
      .every((c) => c.name === 'th'),
    cells: (tr.children ?? []).filter((c) => c.name === 'td' || c.name === 'th').map((c) => clean(textOf(c))),
  }));
  if (rows.length === 0) return { lines: [], truncated: false };
  const headerIndex = rows.findIndex((r) => r.header);
  const headers = headerIndex >= 0 ? rows[headerIndex]!.cells : rows.length > 1 ? rows[0]!.cells : [];
  const body = rows.filter((_, i) => i !== (headerIndex >= 0 ? headerIndex : rows.length > 1 ? 0 : -1));
  const lines: string[] = [];
  for (const row of body.slice(0, MAX_TABLE_ROWS)) {
    const line = formatRow(headers, row.cells);
    if (line) lines.push(line);
  }
  return { lines, truncated: body.length > MAX_TABLE_ROWS };
}

/**
 * One body row as "Label — Header: value; …": the first cell is the label (the first header, or
 * "Row", when it is empty), empty cells are left out; '' for an empty row. Shared with the PDF
 * table reader.
 */
export function formatRow(headers: string[], cells: string[]): string {
  const [label, ...rest] = cells.map(clean);
  const pairs = rest
    .map((value, i) => ({ header: clean(headers[i + 1] ?? ''), value }))
    .filter((p) => p.value)
    .map((p) => (p.header ? `${p.header}: ${p.value}` : p.value));
  if (!label && pairs.length === 0) return '';
  return pairs.length ? `${label || clean(headers[0] ?? '') || 'Row'} — ${pairs.join('; ')}` : label!;
}

/**
 * html-to-text formatter: a table as its row lines, each marked as a table row (TABLE_ROW_MARK) so
 * the pipeline keeps it a line of its own and also stores it as a unit of its own.
 */
export const tableAsRows: FormatCallback = (elem, _walk, builder) => {
  const { lines, truncated } = tableLines(elem as Node);
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral(
    lines.map((l) => TABLE_ROW_MARK + l).join('\n') +
      (truncated ? `\n(Table cut at ${MAX_TABLE_ROWS} rows.)` : ''),
  );
  builder.closeBlock({ trailingLineBreaks: 2 });
};
