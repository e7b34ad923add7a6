/**
 * Text clean-up between extraction and chunking ("normalize"). Input and output use the
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

// A number in brackets before a phone's exchange is an area code, not an item: "(706) 555-0112 or
// e-mail …" wrapped onto its own line was read as item 706 and cut the sentence before it.
const LIST_ITEM = /^\s*(?:[-*•▪◦‣●○■□–]\s+|\(?\d{1,3}[.)]\s+(?!\d{3}[-.\s]\d{4})|\(?[a-z][.)]\s+)/u;
// `\uE000` is TABLE_ROW_MARK (ingestion.units.ts): a table row already read as "Label — Header: value".
const TABLE_ROW = /^\s*\uE000|\||\t| {3,}\S.* {3,}/;
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
 * (list items, table rows, headings and title lines keep their own lines); runs of spaces and
 * blank lines collapsed. Pure; safe to call twice.
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
    .map((block) =>
      joinSoftWraps(
        block
          .split('\n')
          .map((l) => (isTableRow(l) ? l.replace(/\s+$/, '') : l.replace(/[ \t]+/g, ' ').trim())),
      ),
    )
    .filter(Boolean)
    .reduce<string[]>(joinBrokenSentence, [])
    .join('\n\n');
  return text.trim();
}

/**
 * A sentence a page or column break cut in two ("After 3 late pick-ups the" | "office will hold a
 * parent meeting."): the block ends on a word with no closing punctuation and the next begins in
 * lower case, so they are one paragraph. Headings, list items and table rows keep their blocks.
 * Arroyo Vista's handbook PDF answered "After 3 late pick-ups the." before this.
 */
function joinBrokenSentence(blocks: string[], block: string): string[] {
  const prev = blocks[blocks.length - 1];
  const lastLine = prev?.slice(prev.lastIndexOf('\n') + 1) ?? '';
  if (
    prev !== undefined &&
    /[\p{L},]$/u.test(prev) &&
    /^\p{Ll}/u.test(block) &&
    !isHeadingLine(lastLine) &&
    !isTableRow(lastLine) &&
    !isListItem(block) &&
    !isTableRow(block)
  )
    blocks[blocks.length - 1] = `${prev} ${block}`;
  else blocks.push(block);
  return blocks;
}

/**
 * A title on its own line ("Bus Route 7 Stop Change" above "Starting Monday, March 9, …"): a few
 * words, each capitalized (or a number), no sentence end. A soft-wrapped line runs on mid-sentence
 * ("Join us for the"), so it is joined to the next; a title is not, or answers quote it as the
 * start of the sentence below it.
 */
const TITLE_LINE = /^(?:[\p{Lu}\d][\p{L}\d'’&/-]*)(?:\s+(?:[\p{Lu}\d][\p{L}\d'’&/-]*|&|–|-|—))*$/u;
/** Longest title line (words); a longer all-capitalized line is more likely a wrapped name list. */
const TITLE_LINE_MAX_WORDS = 8;
function isTitleLine(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return words.length <= TITLE_LINE_MAX_WORDS && TITLE_LINE.test(line.trim());
}

function joinSoftWraps(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const prev = out[out.length - 1];
    const structural = isListItem(line) || isTableRow(line) || isHeadingLine(line);
    if (
      prev !== undefined &&
      !structural &&
      !isTableRow(prev) &&
      !isHeadingLine(prev) &&
      !isTitleLine(prev)
    ) {
      out[out.length - 1] = `${prev} ${line}`;
    } else out.push(line);
  }
  return out.join('\n');
}

/**
 * Drop running headers and footers of a paginated document. Candidates are the first two and last
 * two blocks of a page that are a single short line (≤ 10 words) standing apart from a body (blank
 * lines around it, which is how the PDF extractor separates a header from the text below it, and
 * other text on the page: a page holding one line has no header, that line is its content), and
 * not a `#` heading. One recurring (digits ignored, so "Page 3 of 40" matches "Page 4 of 40") on
 * at least half of the pages, and on three pages or more, is removed everywhere; bare page numbers
 * go too. Pure.
 */
export function stripRepeatedPageLines(pages: string[]): string[] {
  const edgeBlocks = (blocks: string[]) => {
    const indexes = [...new Set([0, 1, blocks.length - 2, blocks.length - 1])].filter(
      (i) => i >= 0 && i < blocks.length,
    );
    // Headings are never running headers (those are set small): "# Chapter 2" on each page stays.
    if (blocks.length < 2) return [];
    return indexes.filter(
      (i) =>
        !blocks[i]!.includes('\n') &&
        !isHeadingLine(blocks[i]!) &&
        !isTableRow(blocks[i]!) &&
        countWordsIn(blocks[i]!) <= 10,
    );
  };
  const split = pages.map((page) => page.split(/\n[ \t]*\n+/).filter((b) => b.trim()));
  const counts = new Map<string, number>();
  for (const blocks of split) {
    for (const sig of new Set(edgeBlocks(blocks).map((i) => signature(blocks[i]!))))
      counts.set(sig, (counts.get(sig) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pages.length / 2));
  const repeated = new Set([...counts].filter(([, n]) => n >= threshold).map(([sig]) => sig));
  return split.map((blocks) => {
    const drop = new Set(
      edgeBlocks(blocks).filter((i) => {
        const sig = signature(blocks[i]!);
        return repeated.has(sig) || /^(?:page\s*)?#+(?:\s*(?:of|\/)\s*#+)?$/i.test(sig);
      }),
    );
    return blocks.filter((_, i) => !drop.has(i)).join('\n\n');
  });
}

function countWordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function signature(line: string): string {
  return line
    .replace(/^#+\s+/, '')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The document title shown with every chunk: the file name without its extension, separators as
 * spaces, all-lower-case names title-cased ("parent-handbook_2025.pdf" → "Parent Handbook 2025").
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const spaced = base
    .replace(/[_\-.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!spaced) return 'Untitled';
  if (spaced === spaced.toLowerCase()) return spaced.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
