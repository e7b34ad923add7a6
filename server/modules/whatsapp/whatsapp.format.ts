/**
 * Markdown (the answer engine's output) → WhatsApp text, and splitting of long replies.
 *
 * WhatsApp's own formatting (https://faq.whatsapp.com/539178204879377, "How to format your
 * messages"): `*bold*`, `_italic_`, `~strikethrough~`, ``` ```monospace``` ```, `` `inline code` ``,
 * `- ` / `* ` bulleted and `1. ` numbered lists, `> ` quotes. Links are not markup: a bare URL is
 * made clickable by the app, so `[text](url)` becomes `text (url)`.
 * The Cloud API refuses a text body over 4,096 characters (Graph API "messages" reference,
 * text.body), so longer replies are sent as several messages cut at sentence boundaries.
 */

/** Longest text body the Cloud API accepts, in characters. */
export const WHATSAPP_TEXT_LIMIT = 4096;

// Private-use placeholders: they cannot come from the engine's text and survive the regexes below.
const BOLD = '\uE000';
const CODE = '\uE001';

/** Convert one line (outside code fences) of inline markdown. */
function convertInline(line: string, codeSpans: string[]): string {
  let text = line.replace(/`([^`\n]+)`/g, (_m, code: string) => {
    codeSpans.push(code);
    return `${CODE}${codeSpans.length - 1}${CODE}`;
  });
  // Images and links: keep the words and the address, drop the markup.
  text = text.replace(
    /!?\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    (_m, label: string, url: string) => {
      const words = label.trim();
      if (!words || words === url || words === url.replace(/^(https?:\/\/|mailto:|tel:)/, '')) return url;
      return `${words} (${url})`;
    },
  );
  text = text.replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, '$1');
  text = text.replace(/(\*\*|__)(?=\S)([^\n]*?\S)\1/g, (_m, _d, inner: string) => `${BOLD}${inner}${BOLD}`);
  text = text.replace(/(^|[^\w*])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![\w*])/g, '$1_$2_');
  text = text.replace(/~~(?=\S)([^\n]*?\S)~~/g, '~$1~');
  return text.split(BOLD).join('*');
}

/**
 * Markdown → WhatsApp text: `**bold**`/`__bold__` → `*bold*`; `*italic*`/`_italic_` → `_italic_`;
 * `~~x~~` → `~x~`; `[text](url)` → `text (url)`; headings → a bold line; `*`/`+` bullets → `- `;
 * numbered lists, quotes, inline code and code fences kept; runs of blank lines collapsed.
 */
export function markdownToWhatsapp(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  const codeSpans: string[] = [];
  let inFence = false;
  for (const raw of lines) {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      out.push('```');
      continue;
    }
    if (inFence) {
      out.push(raw);
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(raw)) continue; // horizontal rule
    const heading = raw.match(/^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/);
    if (heading) {
      const title = convertInline(heading[1]!, codeSpans).replace(/\*/g, '').trim();
      out.push(title ? `*${title}*` : '');
      continue;
    }
    const bullet = raw.match(/^(\s*)[*+-]\s+(.*)$/);
    if (bullet) {
      out.push(`${bullet[1]}- ${convertInline(bullet[2]!, codeSpans)}`);
      continue;
    }
    out.push(convertInline(raw.replace(/\s+$/, ''), codeSpans));
  }
  if (inFence) out.push('```');
  return out
    .join('\n')
    .replace(new RegExp(`${CODE}(\\d+)${CODE}`, 'g'), (_m, i: string) => `\`${codeSpans[Number(i)]}\``)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Cut a piece longer than `limit` at the last whitespace before the limit (or hard, if none). */
function cutLong(piece: string, limit: number): string[] {
  const parts: string[] = [];
  let rest = piece;
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    const space = window.search(/\s\S*$/);
    const at = space > limit / 2 ? space : limit;
    parts.push(rest.slice(0, at).trimEnd());
    rest = rest.slice(at).trimStart();
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * Split `text` into messages of at most `limit` characters, cutting only between sentences (a
 * sentence longer than the limit is cut at a word boundary). Joining the parts with a space
 * gives the original words in order. Returns `[]` for blank text.
 */
export function splitMessage(text: string, limit = WHATSAPP_TEXT_LIMIT): string[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  if (trimmed.length <= limit) return [trimmed];
  const parts: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) parts.push(current.trim());
    current = '';
  };
  for (const { segment } of sentenceSegmenter.segment(trimmed)) {
    if (current.length + segment.trimEnd().length <= limit) {
      current += segment;
      continue;
    }
    flush();
    if (segment.trimEnd().length <= limit) current = segment;
    else {
      const pieces = cutLong(segment.trim(), limit);
      current = pieces.pop() ?? '';
      parts.push(...pieces);
    }
  }
  flush();
  return parts;
}
