import { convert, type FormatCallback } from 'html-to-text';
import { tableAsRows } from './ingestion.table-rows.js';

/** `<hN>` → a block `#… text` line so heading levels survive into the chunker. */
const markdownHeading: FormatCallback = (elem, walk, builder) => {
  const level = Number(/^h([1-6])$/i.exec(elem.name ?? '')?.[1] ?? 1);
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addInline(`${'#'.repeat(level)} `);
  walk(elem.children ?? [], builder);
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/**
 * Text of an HTML document (html-to-text): headings as `# `…`###### ` lines, paragraphs separated
 * by blank lines and never wrapped, list items as `- ` lines, tables as one line per row
 * ("Label — Header: value; …", ingestion.table-rows.ts);
 * scripts, styles, images and link targets dropped. Used for HTML uploads and for DOCX (mammoth's
 * HTML). Pure.
 */
export function htmlToText(html: string, options: { keepLinks?: boolean } = {}): string {
  return convert(html, {
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
  });
}
