import { createRequire } from 'node:module';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type { Logger } from '../../shared/logger.js';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import { imageDimensions } from './ingestion.image-size.js';
import { LIMITS } from './ingestion.limits.js';

const require = createRequire(import.meta.url);
/** The English model shipped in node_modules: OCR never touches the network (issue #3 §4). */
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

/**
 * Text of one image by tesseract.js with the bundled English model, fully offline. One worker per
 * process, pages run one at a time (a page's time limit counts only its own work). `image` is an
 * encoded image tesseract can read (PNG, JPEG, WebP, GIF, TIFF, BMP, PNM). Throws IngestionError
 * when the image exceeds `LIMITS.maxImagePixels` (checked from the header first), cannot be read,
 * or takes longer than `LIMITS.ocrTimeoutPerPageMs`. Returns trimmed text ('' when none).
 */
export function ocrImage(image: Buffer, options: { logger?: Logger; timeoutMs?: number } = {}): Promise<string> {
  const dims = imageDimensions(image);
  if (!dims) return Promise.reject(new IngestionError(MESSAGES.imageUnreadable));
  assertPixels(dims.width, dims.height);
  const run = queue.then(() => recognizeWithTimeout(image, options.timeoutMs ?? LIMITS.ocrTimeoutPerPageMs, options.logger));
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

async function recognizeWithTimeout(image: Buffer, timeoutMs: number, logger?: Logger): Promise<string> {
  const w = await getWorker();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IngestionError(MESSAGES.ocrTimeout(Math.round(timeoutMs / 1000)))), timeoutMs);
  });
  try {
    const result = await Promise.race([w.recognize(image), timeout]);
    return result.data.text.trim();
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
export function rawToPnm(data: Uint8Array | Uint8ClampedArray, width: number, height: number, channels: 1 | 3 | 4): Buffer {
  const header = Buffer.from(`${channels === 1 ? 'P5' : 'P6'}\n${width} ${height}\n255\n`, 'ascii');
  if (channels !== 4) return Buffer.concat([header, Buffer.from(data.buffer, data.byteOffset, width * height * channels)]);
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
    rgb[j] = data[i]!;
    rgb[j + 1] = data[i + 1]!;
    rgb[j + 2] = data[i + 2]!;
  }
  return Buffer.concat([header, rgb]);
}
