import { inflateRawSync } from 'node:zlib';
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
 * 2. inflating each entry with zlib's `maxOutputLength` set to its declared size + 1: an entry that
 *    inflates past what its header says is a lie (a bomb built to pass check 1) and is stopped
 *    there, so memory and time never exceed the declared total, itself under the limit.
 * Throws IngestionError (bomb or damaged zip); returns the total inflated size in bytes.
 */
export function assertSafeDocx(zip: Buffer): number {
  const entries = readCentralDirectory(zip);
  const limit = LIMITS.maxDocxUncompressedBytes;
  const bomb = () => new IngestionError(MESSAGES.docxBomb(formatBytes(limit)));
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > limit) throw bomb();
  if (declared > 10 * 1024 * 1024 && declared / zip.length > LIMITS.maxDocxCompressionRatio) throw bomb();

  let total = 0;
  for (const entry of entries) {
    const data = entryData(zip, entry);
    if (entry.method === 0) total += data.length;
    else if (entry.method === 8) {
      let size: number;
      try {
        size = inflateRawSync(data, { maxOutputLength: entry.uncompressedSize + 1 }).length;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw bomb();
        throw new IngestionError(MESSAGES.docxDamaged);
      }
      if (size > entry.uncompressedSize) throw bomb();
      total += size;
    } else throw new IngestionError(MESSAGES.docxDamaged);
  }
  return total;
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
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE)
    throw new IngestionError(MESSAGES.docxDamaged);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (entry.compressedSize === 0xffffffff || end > zip.length) throw new IngestionError(MESSAGES.docxDamaged);
  return zip.subarray(start, end);
}
