/**
 * Text clean-up between extraction and chunking (issue #3 §4 "normalize"). Input and output use the
 * pipeline's light markup: blocks separated by blank lines, `#`–`######` heading lines, list items
 * starting with `-`, `*`, `•` or `1.`, table rows containing `|` or a tab.
 */

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

const LIST_ITEM = /^\s*(?:[-*•▪◦‣●○■□–]\s+|\(?\d{1,3}[.)]\s+|\(?[a-z][.)]\s+)/u;
const TABLE_ROW = /\||\t| {3,}\S.* {3,}/;
const HEADING = /^#{1,6}\s/;

/** True for a list item line (bullets, `1.`, `a)`). */
export function isListItem(line: string): boolean {
  return LIST_ITEM.test(line);
}

/** True for a table row line (`|` cells, tab-separated or column-aligned). */
export function isTableRow(line: string): boolean {
  return TABLE_ROW.test(line);
}

/** True for a `# Heading` line. */
export function isHeadingLine(line: string): boolean {
  return HEADING.test(line);
}

/**
 * Normalize extracted text: Unicode line breaks, BOM, NBSP and zero-width characters; ligatures
 * (ﬁ → fi); words hyphenated across a line break re-joined ("hand-\nbook" → "handbook", only
 * when the next line starts in lower case); soft-wrapped lines of a paragraph joined into one line
 * (list items, table rows and headings keep their own lines); runs of spaces and blank lines
 * collapsed. Pure; safe to call twice.
 */
export function normalizeText(raw: string): string {
  let text = raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?|\u2028|\u2029|\u0085/g, '\n')
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/(\p{L})-[ \t]*\n[ \t]*(\p{Ll})/gu, '$1$2');
  const blocks = text.split(/\n[ \t]*\n+/);
  text = blocks
    .map((block) => joinSoftWraps(block.split('\n').map((l) => (isTableRow(l) ? l.replace(/\s+$/, '') : l.replace(/[ \t]+/g, ' ').trim()))))
    .filter(Boolean)
    .join('\n\n');
  return text.trim();
}

function joinSoftWraps(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const prev = out[out.length - 1];
    const structural = isListItem(line) || isTableRow(line) || isHeadingLine(line);
    if (prev !== undefined && !structural && !isTableRow(prev) && !isHeadingLine(prev)) {
      out[out.length - 1] = `${prev} ${line}`;
    } else out.push(line);
  }
  return out.join('\n');
}

/**
 * Drop running headers and footers of a paginated document: a line among the first or last two
 * lines of a page that recurs (digits ignored, so "Page 3 of 40" matches "Page 4 of 40") on at
 * least half of the pages, and on three pages or more. Bare page numbers go too. Pure.
 */
export function stripRepeatedPageLines(pages: string[]): string[] {
  const candidates = (page: string) => {
    const lines = page.split('\n').filter((l) => l.trim());
    return new Set([...lines.slice(0, 2), ...lines.slice(-2)].map(signature));
  };
  const counts = new Map<string, number>();
  for (const page of pages) for (const sig of candidates(page)) counts.set(sig, (counts.get(sig) ?? 0) + 1);
  const threshold = Math.max(3, Math.ceil(pages.length / 2));
  const repeated = new Set([...counts].filter(([, n]) => n >= threshold).map(([sig]) => sig));
  return pages.map((page) => {
    const lines = page.split('\n');
    const nonEmpty = lines.map((l, i) => (l.trim() ? i : -1)).filter((i) => i >= 0);
    const edge = new Set([...nonEmpty.slice(0, 2), ...nonEmpty.slice(-2)]);
    return lines
      .filter((line, i) => {
        if (!edge.has(i)) return true;
        const sig = signature(line);
        return !(repeated.has(sig) || /^(?:page\s*)?#+(?:\s*(?:of|\/)\s*#+)?$/i.test(sig));
      })
      .join('\n');
  });
}

function signature(line: string): string {
  return line.replace(/^#+\s+/, '').replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The document title shown with every chunk: the file name without its extension, separators as
 * spaces, all-lower-case names title-cased ("parent-handbook_2025.pdf" → "Parent Handbook 2025").
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const spaced = base.replace(/[_\-.+]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!spaced) return 'Untitled';
  if (spaced === spaced.toLowerCase()) return spaced.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
