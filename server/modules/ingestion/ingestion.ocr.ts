import { createRequire } from 'node:module';
import { createWorker, OEM, type Block, type Worker } from 'tesseract.js';
import type { Logger } from '../../shared/logger.js';
import type { OcrBlock } from './ingestion.units.js';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import { imageDimensions } from './ingestion.image-size.js';
import { LIMITS } from './ingestion.limits.js';

const require = createRequire(import.meta.url);
/** The English model shipped in node_modules: OCR never touches the network. */
const engData = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: engData.langPath,
    gzip: engData.gzip,
    // No cache: the model is read from node_modules each time a worker starts (once per process).
    cacheMethod: 'none',
    // Without it tesseract.js rethrows a page's failure (e.g. libpng "Not enough image data") from
    // its message handler, outside any promise: an uncaught exception. recognize() still rejects.
    errorHandler: () => undefined,
  }).catch((err: unknown) => {
    worker = null;
    throw err;
  });
  return worker;
}

/** Throw away the worker (after a timeout it may still be busy on the old page). */
async function resetWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.then((w) => w.terminate()).catch(() => undefined);
}

/**
 * Stop the process's tesseract worker (tests, benchmarks, shutdown). Safe to call when none runs.
 */
export async function stopOcr(): Promise<void> {
  await queue.catch(() => undefined);
  await resetWorker();
}

/** Words tesseract is less sure of than this (0–100) are dropped: on flyers they are mostly
 * clip-art, borders and photos read as letters ("|", "ee", "Sa"). 60 is the usual cut-off of
 * tesseract users for "probably a real word". */
export const MIN_WORD_CONFIDENCE = 60;
/** A line this much taller than the image's median line is its title (a flyer's big heading). */
const TITLE_HEIGHT_RATIO = 1.4;

/** An image's text read by OCR: its blocks (title line lifted out as their heading) and all text. */
export interface OcrLayout {
  /** The largest-text line when clearly larger than the rest ('' otherwise). */
  title: string;
  /** Tesseract's blocks: lines joined by newlines, paragraphs by blank lines; heading = `title`. */
  blocks: OcrBlock[];
  /** `# title` then the blocks, separated by blank lines ('' when nothing was read). */
  text: string;
}

/**
 * Text of one image (see `ocrLayout`), as one string: the title as a `# ` line, blocks separated by
 * blank lines. Used for scanned PDF pages.
 */
export async function ocrImage(
  image: Buffer,
  options: { logger?: Logger; timeoutMs?: number } = {},
): Promise<string> {
  return (await ocrLayout(image, options)).text;
}

/**
 * Text of one image by tesseract.js with the bundled English model, fully offline. One worker per
 * process, pages run one at a time (a page's time limit counts only its own work). `image` is an
 * encoded image tesseract can read (PNG, JPEG, WebP, GIF, TIFF, BMP, PNM). Throws IngestionError
 * when the image exceeds `LIMITS.maxImagePixels` (checked from the header first), cannot be read,
 * or takes longer than `LIMITS.ocrTimeoutPerPageMs`. Tesseract's blocks and lines are kept,
 * words under MIN_WORD_CONFIDENCE dropped, and the tallest line, when TITLE_HEIGHT_RATIO × taller
 * than the median line, becomes the title.
 */
export function ocrLayout(
  image: Buffer,
  options: { logger?: Logger; timeoutMs?: number } = {},
): Promise<OcrLayout> {
  const dims = imageDimensions(image);
  if (!dims) return Promise.reject(new IngestionError(MESSAGES.imageUnreadable));
  assertPixels(dims.width, dims.height);
  const run = queue.then(() =>
    recognizeWithTimeout(image, options.timeoutMs ?? LIMITS.ocrTimeoutPerPageMs, options.logger),
  );
  queue = run.catch(() => undefined);
  return run;
}

/** Throws IngestionError when `width × height` exceeds the pixel limit. */
export function assertPixels(width: number, height: number): void {
  if (width * height > LIMITS.maxImagePixels) {
    throw new IngestionError(
      MESSAGES.imageTooLarge(Math.round((width * height) / 1e6), Math.round(LIMITS.maxImagePixels / 1e6)),
    );
  }
}

async function recognizeWithTimeout(image: Buffer, timeoutMs: number, logger?: Logger): Promise<OcrLayout> {
  const w = await getWorker();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new IngestionError(MESSAGES.ocrTimeout(Math.round(timeoutMs / 1000)))),
      timeoutMs,
    );
  });
  try {
    const result = await Promise.race([w.recognize(image, {}, { text: false, blocks: true }), timeout]);
    return layoutOf(result.data.blocks ?? []);
  } catch (err) {
    if (err instanceof IngestionError) {
      logger?.warn({ timeoutMs }, 'OCR timed out; restarting the tesseract worker');
      await resetWorker();
      throw err;
    }
    // tesseract reports undecodable images as plain errors/strings.
    logger?.warn({ err: String(err) }, 'OCR could not read image');
    throw new IngestionError(MESSAGES.imageDamaged);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Encode raw pixels (from pdf.js image objects: 1 = gray, 3 = RGB, 4 = RGBA) as binary PNM
 * (Netpbm P5/P6), which tesseract's Leptonica reads directly: no canvas or PNG encoder needed.
 */
export function rawToPnm(
  data: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  channels: 1 | 3 | 4,
): Buffer {
  const header = Buffer.from(`${channels === 1 ? 'P5' : 'P6'}\n${width} ${height}\n255\n`, 'ascii');
  if (channels !== 4)
    return Buffer.concat([header, Buffer.from(data.buffer, data.byteOffset, width * height * channels)]);
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
    rgb[j] = data[i]!;
    rgb[j + 1] = data[i + 1]!;
    rgb[j + 2] = data[i + 2]!;
  }
  return Buffer.concat([header, rgb]);
}

interface Piece {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  height: number;
}

/**
 * Tesseract's blocks → OcrLayout (pure; exported for tests). Tesseract often reads a flyer's two
 * side-by-side boxes as one block, interleaving their lines ("Family Pass to the Eastbrook 10:00 AM
 * to 2:00 PM"), so its lines are cut where two words are more than 1.5 line heights apart and the
 * pieces regrouped: a piece joins the block above it when their x-ranges overlap and the vertical
 * gap is under one line height. Blocks read top to bottom, then left to right.
 */
export function layoutOf(blocks: Block[]): OcrLayout {
  const pieces: Piece[] = [];
  for (const line of blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines))) {
    const height = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0;
    const words = line.words.filter((w) => w.text.trim());
    // A lone character far from its neighbours is a border square, a bullet or a speck read as
    // "i", "1" or "|"; a real one-letter word ("a", "I") sits at word spacing.
    const isolated = (k: number) => {
      const w = words[k]!;
      const before = k > 0 ? w.bbox.x0 - words[k - 1]!.bbox.x1 : Infinity;
      const after = k < words.length - 1 ? words[k + 1]!.bbox.x0 - w.bbox.x1 : Infinity;
      return w.text.trim().length === 1 && Math.min(before, after) > height * 0.6;
    };
    let piece: Piece | null = null;
    // Measured from the previous word even when that one was dropped: a smudge between two words
    // does not make a column gap.
    let lastX1 = -Infinity;
    words.forEach((word, k) => {
      const b = word.bbox;
      const gap = b.x0 - lastX1;
      lastX1 = b.x1;
      if (word.confidence < MIN_WORD_CONFIDENCE || isolated(k)) return;
      if (piece && gap <= height * 1.5) {
        piece.text += ` ${word.text}`;
        piece.x1 = b.x1;
        piece.y0 = Math.min(piece.y0, b.y0);
        piece.y1 = Math.max(piece.y1, b.y1);
      } else {
        if (piece) pieces.push(piece);
        piece = { text: word.text, x0: b.x0, x1: b.x1, y0: b.y0, y1: b.y1, height };
      }
    });
    if (piece) pieces.push(piece);
  }
  const read = pieces
    .filter((p) => (p.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2)
    .sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const heights = read.map((l) => l.height).sort((a, b) => a - b);
  const median = heights[Math.floor((heights.length - 1) / 2)] ?? 0;
  const tallest = read.reduce<Piece | null>((best, l) => (!best || l.height > best.height ? l : best), null);
  const titlePieces = new Set<Piece>();
  if (tallest && read.length > 1 && tallest.height >= median * TITLE_HEIGHT_RATIO) {
    // A title set over two lines ("Family Literacy" / "Night"): lines as tall, right below it.
    let last = tallest;
    titlePieces.add(tallest);
    for (const p of read.slice(read.indexOf(tallest) + 1)) {
      if (p.height < tallest.height * 0.9 || p.y0 - last.y1 > p.height || p.x0 >= last.x1 || p.x1 <= last.x0)
        continue;
      titlePieces.add(p);
      last = p;
    }
  }
  const title = [...titlePieces].map((p) => p.text).join(' ');

  const groups: { x0: number; x1: number; bottom: number; top: number; pieces: Piece[] }[] = [];
  for (const piece of read) {
    if (titlePieces.has(piece)) continue;
    const group = groups.find(
      (g) =>
        piece.x0 < g.x1 &&
        piece.x1 > g.x0 &&
        piece.y0 - g.bottom < Math.max(piece.height, 1) &&
        piece.y0 >= g.top,
    );
    if (group) {
      group.pieces.push(piece);
      group.x0 = Math.min(group.x0, piece.x0);
      group.x1 = Math.max(group.x1, piece.x1);
      group.bottom = Math.max(group.bottom, piece.y1);
    } else groups.push({ x0: piece.x0, x1: piece.x1, top: piece.y0, bottom: piece.y1, pieces: [piece] });
  }
  groups.sort((a, b) => a.top - b.top || a.x0 - b.x0);
  const out: OcrBlock[] = groups.map((g) => ({
    heading: title,
    text: g.pieces.map((p) => p.text).join('\n'),
  }));
  // A flyer that is only its title: the title is the unit.
  if (out.length === 0 && title) out.push({ heading: '', text: title });
  const text = [title ? `# ${title}` : '', ...out.map((b) => b.text)].filter(Boolean).join('\n\n');
  return { title, blocks: out, text };
}
