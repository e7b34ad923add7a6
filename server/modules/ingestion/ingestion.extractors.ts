import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import type { Config } from '../../config/config.js';
import type { Logger } from '../../shared/logger.js';
import { transcribeAudio } from './ingestion.audio.js';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import { htmlToText } from './ingestion.html.js';
import { markdownToText } from './ingestion.markdown.js';
import { LIMITS, formatBytes } from './ingestion.limits.js';
import { stripRepeatedPageLines } from './ingestion.normalize.js';
import { ocrLayout } from './ingestion.ocr.js';
import { extractPdf } from './ingestion.pdf.js';
import { rtfToText } from './ingestion.rtf.js';
import { withoutMarks, type OcrBlock } from './ingestion.units.js';
import { assertSafeDocx } from './ingestion.zip-guard.js';

/** What an extractor needs besides the bytes. */
export interface ExtractContext {
  fileName: string;
  mimeType: string;
  config: Config;
  fetch: typeof fetch;
  logger: Logger;
}

/** Extracted text in the pipeline's light markup (see ingestion.normalize.ts), before normalizing. */
export interface Extracted {
  text: string;
  /** Which extractor ran, for logs and the benchmark. */
  kind: 'pdf' | 'docx' | 'doc' | 'html' | 'rtf' | 'text' | 'image' | 'audio';
  /** Pages that were OCR'd (scanned PDFs, images). */
  ocrPages?: number;
  /** Time the extractor itself took, ms (set by extractText; excludes starting a parser process). */
  extractMs?: number;
  /** An image's OCR blocks (each becomes one unit; `text` is then their concatenation). */
  blocks?: OcrBlock[];
}

type Extractor = (buffer: Buffer, ctx: ExtractContext) => Promise<Extracted>;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The extractor for each canonical MIME type the knowledge module stores ("Accepted
 * kinds"). Every extractor throws IngestionError for a reason staff can act on.
 */
const EXTRACTORS: Record<string, Extractor> = {
  'application/pdf': async (buffer, ctx) => {
    const { pages, ocrPages } = await extractPdf(buffer, { logger: ctx.logger });
    return { kind: 'pdf', text: stripRepeatedPageLines(pages).join('\n\n'), ocrPages };
  },
  [DOCX]: async (buffer) => {
    assertSafeDocx(buffer);
    let html: string;
    try {
      const result = await mammoth.convertToHtml(
        { buffer },
        {
          externalFileAccess: false,
          styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"],
          // Images would be inlined as base64 data URIs: skip them, only text is indexed.
          convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        },
      );
      html = result.value;
    } catch {
      throw new IngestionError(MESSAGES.docxDamaged);
    }
    return { kind: 'docx', text: htmlToText(html) };
  },
  'application/msword': async (buffer) => {
    try {
      const doc = await new WordExtractor().extract(buffer);
      return {
        kind: 'doc',
        text: withoutMarks(
          [doc.getBody(), doc.getFootnotes(), doc.getTextboxes({ includeHeadersAndFooters: false })].join(
            '\n\n',
          ),
        ),
      };
    } catch {
      throw new IngestionError(MESSAGES.docDamaged);
    }
  },
  'text/html': async (buffer) => ({ kind: 'html', text: htmlToText(decodeText(buffer)) }),
  'application/rtf': async (buffer) => ({
    kind: 'rtf',
    text: withoutMarks(rtfToText(buffer.toString('latin1'))),
  }),
  'text/plain': async (buffer) => ({ kind: 'text', text: decodeText(buffer) }),
  'text/markdown': async (buffer) => ({ kind: 'text', text: markdownToText(decodeText(buffer)) }),
  ...Object.fromEntries(
    ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/tiff'].map((mime): [string, Extractor] => [
      mime,
      async (buffer, ctx) => {
        const { text, blocks } = await ocrLayout(buffer, { logger: ctx.logger });
        if (!hasWords(text)) throw new IngestionError(MESSAGES.imageNoText);
        return { kind: 'image', text, blocks, ocrPages: 1 };
      },
    ]),
  ),
  ...Object.fromEntries(
    ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/ogg', 'audio/webm'].map((mime): [string, Extractor] => [
      mime,
      async (buffer, ctx) => ({ kind: 'audio', text: await transcribeAudio(buffer, ctx) }),
    ]),
  ),
};

/**
 * Extract the text of one stored file by its canonical MIME type. Throws IngestionError for
 * unsupported types and every bad-input case; returns raw text (normalize it next) capped at
 * `LIMITS.maxTextChars` (more → IngestionError).
 */
export async function extractText(buffer: Buffer, ctx: ExtractContext): Promise<Extracted> {
  const extractor = EXTRACTORS[ctx.mimeType.toLowerCase()];
  if (!extractor) throw new IngestionError(MESSAGES.unsupported(ctx.mimeType));
  const started = performance.now();
  const extracted = await extractor(buffer, ctx);
  extracted.extractMs = performance.now() - started;
  if (extracted.text.length > LIMITS.maxTextChars)
    throw new IngestionError(MESSAGES.textTooLong(formatBytes(LIMITS.maxTextChars)));
  return extracted;
}

/**
 * Bytes → string: UTF-8 (BOM stripped) when valid, else Windows-1252, the usual encoding of text
 * files saved by older Windows tools. Table-row marks in the file itself are removed (withoutMarks).
 */
export function decodeText(buffer: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1252').decode(buffer);
  }
  return withoutMarks(text.replace(/^\uFEFF/, ''));
}

/** OCR of a blank or photographic image often yields a few stray symbols: require a real word. */
function hasWords(text: string): boolean {
  return /\p{L}{2,}/u.test(text);
}
