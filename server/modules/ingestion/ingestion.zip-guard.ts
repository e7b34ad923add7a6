import { createInflateRaw } from 'node:zlib';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import { LIMITS, formatBytes } from './ingestion.limits.js';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * Refuse a DOCX (a zip, ECMA-376 Part 2 / PKWARE APPNOTE §4.3) that would inflate beyond
 * `LIMITS.maxDocxUncompressedBytes` or by more than `LIMITS.maxDocxCompressionRatio`, BEFORE mammoth
 * (JSZip) inflates it all into memory. Two passes, both bounded:
 * 1. the central directory's declared sizes (cheap; catches honest bombs at once);
 * 2. inflating each entry as a stream that only counts bytes (memory: one 64 KB window) and stops
 *    at the remaining budget, so a zip that lies about its sizes costs at most the budget in CPU
 *    time (~0.2 s for 100 MB), never the GBs it would expand to.
 * Throws IngestionError (bomb or damaged zip); returns the total inflated size in bytes.
 */
export async function assertSafeDocx(zip: Buffer): Promise<number> {
  const entries = readCentralDirectory(zip);
  const limit = LIMITS.maxDocxUncompressedBytes;
  const bomb = () => new IngestionError(MESSAGES.docxBomb(formatBytes(limit)));
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limit) throw bomb();
  if (declared > 10 * 1024 * 1024 && declared / zip.length > LIMITS.maxDocxCompressionRatio) throw bomb();

  let budget = limit;
  for (const entry of entries) {
    const data = entryData(zip, entry);
    let size: number;
    if (entry.method === 0) size = data.length;
    else if (entry.method === 8) size = await inflatedSize(data, budget);
    else throw new IngestionError(MESSAGES.docxDamaged);
    budget -= size;
    if (budget < 0) throw bomb();
  }
  return limit - budget;
}

function readCentralDirectory(zip: Buffer): ZipEntryInfo[] {
  const damaged = () => new IngestionError(MESSAGES.docxDamaged);
  // The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged();
  const count = zip.readUInt16LE(eocd + 10);
  const cdSize = zip.readUInt32LE(eocd + 12);
  let offset = zip.readUInt32LE(eocd + 16);
  if (offset + cdSize > zip.length) throw damaged();
  const entries: ZipEntryInfo[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw damaged();
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const entry: ZipEntryInfo = {
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      uncompressedSize: zip.readUInt32LE(offset + 24),
      localHeaderOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    };
    // 0xFFFFFFFF means "see the ZIP64 extra field": only files over 4 GB need it, never a DOCX.
    if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = Number.MAX_SAFE_INTEGER;
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function entryData(zip: Buffer, entry: ZipEntryInfo): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new IngestionError(MESSAGES.docxDamaged);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (entry.compressedSize === 0xffffffff || end > zip.length) throw new IngestionError(MESSAGES.docxDamaged);
  return zip.subarray(start, end);
}

/** Bytes `data` (raw deflate) inflates to, counting without keeping; stops once past `budget`. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(new IngestionError(MESSAGES.docxDamaged)));
    inflate.end(data);
  });
}
