/**
 * Markdown as staff really have it: a page copied from the school website, with YAML or TOML front
 * matter, embedded HTML (`<p dir="ltr">`, `<strong>`, `<br>`), entities (`&rsquo;`) and GFM tables.
 * Rendered with `marked` (CommonMark + GFM), then read like any HTML page (htmlToText: headings
 * kept, scripts dropped, tables as row lines, links as "text (url)"). Pure.
 */
import { marked } from 'marked';
import { htmlToText } from './ingestion.html.js';

/** `---` YAML or `+++` TOML block at the very top of the file (Jekyll, Hugo, Eleventy). */
const FRONT_MATTER = /^\uFEFF?(?:---|\+\+\+)[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\+\+\+|\.\.\.)[ \t]*(?:\r?\n|$)/;

export function stripFrontMatter(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

export function markdownToText(source: string): string {
  const html = marked.parse(stripFrontMatter(source), { async: false, gfm: true }) as string;
  return htmlToText(html, { keepLinks: true });
}
