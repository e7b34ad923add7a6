import { convert, type FormatCallback } from 'html-to-text';
import { tableAsRows } from './ingestion.table-rows.js';
import { withoutMarks } from './ingestion.units.js';

/** `<hN>` → a block `#… text` line so heading levels survive into the chunker. */
const markdownHeading: FormatCallback = (elem, walk, builder) => {
  const level = Number(/^h([1-6])$/i.exec(elem.name ?? '')?.[1] ?? 1);
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addInline(`${'#'.repeat(level)} `);
  walk(elem.children ?? [], builder);
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/** Element nesting kept; real pages nest ~30 deep, pasted builder pages ~100. */
export const MAX_HTML_DEPTH = 256;
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/**
 * Flatten elements nested deeper than MAX_HTML_DEPTH: their start and end tags become spaces, their
 * text stays. html-to-text walks the tree recursively, so a page of 20,000 nested `<div>`s (page
 * builders, or a hostile file) would overflow the stack and lose the whole page; past the limit
 * only block breaks are lost. Script, style, textarea and title contents are not markup and are
 * stepped over whole (an unclosed one runs to the end, as in a browser). One linear pass; an end
 * tag lowers the count whatever its name, as a browser closes the open elements.
 */
export function flattenDeepNesting(html: string): string {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)\b[^>]*?(\/?)>/g;
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let depth = 0;
  let deep = false;
  let copied = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    const [text, close, rawName, selfClose] = m as unknown as [string, string, string, string];
    const name = rawName.toLowerCase();
    if (!close && RAW_TEXT_ELEMENTS.has(name)) {
      const end = lower.indexOf(`</${name}`, tag.lastIndex);
      const after = end < 0 ? -1 : html.indexOf('>', end);
      if (after < 0) break;
      tag.lastIndex = after + 1;
      continue;
    }
    if (VOID_ELEMENTS.has(name) || selfClose) continue;
    let drop: boolean;
    if (close) {
      depth = Math.max(0, depth - 1);
      drop = depth >= MAX_HTML_DEPTH;
    } else {
      depth++;
      drop = depth > MAX_HTML_DEPTH;
    }
    if (!drop) continue;
    deep = true;
    parts.push(html.slice(copied, m.index), ' ');
    copied = m.index + text.length;
  }
  if (!deep) return html;
  parts.push(html.slice(copied));
  return parts.join('');
}

/**
 * Text of an HTML document (html-to-text): headings as `# `…`###### ` lines, paragraphs separated
 * by blank lines and never wrapped, list items as `- ` lines, tables as one line per row
 * ("Label — Header: value; …", ingestion.table-rows.ts);
 * scripts, styles, images (base64 data included) and link targets dropped; nesting past
 * MAX_HTML_DEPTH flattened (flattenDeepNesting). Used for HTML uploads, markdown and DOCX
 * (mammoth's HTML). Pure.
 */
export function htmlToText(html: string, options: { keepLinks?: boolean } = {}): string {
  return convert(flattenDeepNesting(withoutMarks(html)), htmlOptions(options)).replace(UNKNOWN_ENTITY, '$1');
}

/**
 * A named entity html-to-text did not know ("3.&er; grado", a mangled "3.er"): its letters, so a
 * parent never reads "&er;" in an answer.
 */
const UNKNOWN_ENTITY = /&([a-z][a-z0-9]{0,31});/gi;

function htmlOptions(options: { keepLinks?: boolean }): Parameters<typeof convert>[1] {
  return {
    wordwrap: false,
    formatters: { markdownHeading, tableAsRows },
    selectors: [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, format: 'markdownHeading' })),
      // "text (url)" keeps a pasted page's links useful; uploaded documents' hrefs stay out.
      {
        selector: 'a',
        options: options.keepLinks
          ? { hideLinkHrefIfSameAsText: true, linkBrackets: [' (', ')'] }
          : { ignoreHref: true },
      },
      { selector: 'img', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'head', format: 'skip' },
      { selector: 'nav', format: 'skip' },
      { selector: 'ul', options: { itemPrefix: '- ' } },
      { selector: 'table', format: 'tableAsRows' },
    ],
  };
}
