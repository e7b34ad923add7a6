import { convert, type FormatCallback } from 'html-to-text';

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
 * by blank lines and never wrapped, list items as `- ` lines, tables as rows of `|`-separated cells;
 * scripts, styles, images and link targets dropped. Used for HTML uploads and for DOCX (mammoth's
 * HTML). Pure.
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    formatters: { markdownHeading },
    selectors: [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, format: 'markdownHeading' })),
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'head', format: 'skip' },
      { selector: 'nav', format: 'skip' },
      { selector: 'ul', options: { itemPrefix: '- ' } },
      { selector: 'table', format: 'dataTable', options: { colSpacing: 3, uppercaseHeaderCells: false } },
    ],
  });
}
