import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import type { Logger } from '../../shared/logger.js';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import { LIMITS, formatBytes } from './ingestion.limits.js';
import { ocrImage, rawToPnm } from './ingestion.ocr.js';
import { pageText, type PdfTextItem, type TableCarry } from './ingestion.pdf-layout.js';

/** A PDF's text, one string per page (`# ` marks lines set in a visibly larger font). */
export interface PdfText {
  pages: string[];
  ocrPages: number;
}

/**
 * Text of a PDF, page by page, with pdf.js (unpdf's serverless build, `isEvalSupported: false`),
 * laid out by ingestion.pdf-layout.ts (reading order of columns, tables as marked row lines).
 * A page with no text layer is OCR'd from its embedded images (pdf.js decodes them; no canvas
 * needed), at most `LIMITS.maxOcrPages` pages. Throws IngestionError for a damaged, truncated or
 * password-protected file, more than `LIMITS.maxPdfPages` pages, or more than
 * `LIMITS.maxTextChars` characters; and MESSAGES.pdfNoText when nothing readable was found.
 */
export async function extractPdf(buffer: Buffer, options: { logger?: Logger } = {}): Promise<PdfText> {
  assertComplete(buffer);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buffer), {
      isEvalSupported: false,
      verbosity: 0,
      // Bounds memory: pdf.js skips (does not decode) images above this many pixels.
      maxImageSize: LIMITS.maxImagePixels,
      stopAtErrors: false,
    });
  } catch (err) {
    if ((err as Error)?.name === 'PasswordException') throw new IngestionError(MESSAGES.pdfPassword);
    throw new IngestionError(MESSAGES.pdfDamaged);
  }
  try {
    if (pdf.numPages > LIMITS.maxPdfPages)
      throw new IngestionError(MESSAGES.tooManyPages(pdf.numPages, LIMITS.maxPdfPages));
    const pages: string[] = [];
    let chars = 0;
    let ocrPages = 0;
    // A table running over a page break: the next page's rows are read under this header.
    let carry: TableCarry | null = null;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n).catch(() => {
        throw new IngestionError(MESSAGES.pdfDamaged);
      });
      try {
        const content = await page.getTextContent();
        const [x0 = 0, , x1 = 0] = page.view;
        const laidOut = pageText(content.items as PdfTextItem[], x1 - x0, carry);
        carry = laidOut.carry;
        let text = laidOut.text;
        if (!text.trim() && ocrPages < LIMITS.maxOcrPages) {
          const images = await pageImages(page);
          if (images.length > 0) {
            ocrPages++;
            const parts: string[] = [];
            for (const image of images)
              parts.push(
                await ocrImage(rawToPnm(image.data, image.width, image.height, image.channels), options),
              );
            text = parts.filter(Boolean).join('\n\n');
          }
        }
        chars += text.length;
        if (chars > LIMITS.maxTextChars)
          throw new IngestionError(MESSAGES.textTooLong(formatBytes(LIMITS.maxTextChars)));
        pages.push(text);
      } finally {
        page.cleanup();
      }
    }
    if (pages.every((p) => !p.trim())) throw new IngestionError(MESSAGES.pdfNoText);
    return { pages, ocrPages };
  } finally {
    await pdf.destroy();
  }
}

/**
 * A PDF ends with `%%EOF` within its last 1,024 bytes (ISO 32000-1 §7.5.5; Acrobat's own rule).
 * pdf.js silently rebuilds a truncated file from what is left, which would index half a document
 * as if it were whole, so a missing marker is reported as incomplete.
 */
function assertComplete(buffer: Buffer): void {
  const head = buffer.subarray(0, 1024).toString('latin1');
  const tail = buffer.subarray(Math.max(0, buffer.length - 1024)).toString('latin1');
  if (!head.includes('%PDF-') || !tail.includes('%%EOF')) throw new IngestionError(MESSAGES.pdfDamaged);
}

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** Decoded images painted on a page (pdf.js operator list), larger than 64×64 (skips logos, rules). */
async function pageImages(page: PdfPage): Promise<RawImage[]> {
  const { OPS } = await getResolvedPDFJS();
  const ops = await page.getOperatorList();
  const images: RawImage[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
    const key = (ops.argsArray[i] as [string])[0];
    const objs = key.startsWith('g_') ? page.commonObjs : page.objs;
    const image = await new Promise<{
      data?: Uint8Array;
      width?: number;
      height?: number;
      kind?: number;
    } | null>((resolve) => {
      try {
        objs.get(key, resolve);
      } catch {
        resolve(null);
      }
    });
    if (!image?.data || !image.width || !image.height || image.width * image.height < 64 * 64) continue;
    if (image.kind === 1) {
      images.push({
        data: unpackBits(image.data, image.width, image.height),
        width: image.width,
        height: image.height,
        channels: 1,
      });
      continue;
    }
    const channels = image.data.length / (image.width * image.height);
    if (channels !== 1 && channels !== 3 && channels !== 4) continue;
    images.push({ data: image.data, width: image.width, height: image.height, channels });
  }
  return images;
}

/**
 * pdf.js ImageKind.GRAYSCALE_1BPP (scanned faxes, CCITT/JBIG2): rows of packed bits, set = white,
 * each row padded to a byte. Unpacked to 8-bit gray for tesseract.
 */
function unpackBits(packed: Uint8Array, width: number, height: number): Uint8Array {
  const rowBytes = (width + 7) >> 3;
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = (packed[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      gray[y * width + x] = bit ? 255 : 0;
    }
  }
  return gray;
}
