import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Which files the knowledge base accepts, decided by content, not by name.
 *
 * Binary kinds are sniffed with file-type (magic numbers) and the name's extension must agree with
 * the content (a PNG called `.pdf`, an `.exe` called `.pdf` → rejected); a name without an extension
 * takes the sniffed kind (e-mail attachments are sometimes unnamed). Text kinds have no magic
 * number, so the extension decides (.txt/.md/.html; no extension → plain text) and the content must
 * be valid UTF-8 without NUL bytes. `mimeType` is the canonical type the ingestion pipeline
 * dispatches on.
 */
export type FileKind =
  | 'pdf'
  | 'docx'
  | 'doc'
  | 'txt'
  | 'markdown'
  | 'html'
  | 'rtf'
  | 'png'
  | 'jpeg'
  | 'webp'
  | 'gif'
  | 'tiff'
  | 'mp3'
  | 'm4a'
  | 'wav'
  | 'ogg'
  | 'webm';

export interface DetectedKind {
  kind: FileKind;
  mimeType: string;
}

interface KindSpec {
  mimeType: string;
  extensions: readonly string[];
}

/** Canonical MIME type and accepted extensions of each kind. */
export const FILE_KINDS: Record<FileKind, KindSpec> = {
  pdf: { mimeType: 'application/pdf', extensions: ['.pdf'] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  doc: { mimeType: 'application/msword', extensions: ['.doc', '.dot'] },
  txt: { mimeType: 'text/plain', extensions: ['.txt', '.text', ''] },
  markdown: { mimeType: 'text/markdown', extensions: ['.md', '.markdown'] },
  html: { mimeType: 'text/html', extensions: ['.html', '.htm'] },
  rtf: { mimeType: 'application/rtf', extensions: ['.rtf'] },
  png: { mimeType: 'image/png', extensions: ['.png'] },
  jpeg: { mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg', '.jpe', '.jfif'] },
  webp: { mimeType: 'image/webp', extensions: ['.webp'] },
  gif: { mimeType: 'image/gif', extensions: ['.gif'] },
  tiff: { mimeType: 'image/tiff', extensions: ['.tif', '.tiff'] },
  mp3: { mimeType: 'audio/mpeg', extensions: ['.mp3'] },
  m4a: { mimeType: 'audio/mp4', extensions: ['.m4a', '.mp4', '.aac'] },
  wav: { mimeType: 'audio/wav', extensions: ['.wav'] },
  ogg: { mimeType: 'audio/ogg', extensions: ['.ogg', '.oga', '.opus'] },
  webm: { mimeType: 'audio/webm', extensions: ['.webm', '.weba'] },
};

/** file-type's `ext` → our kind, for the binary kinds. */
const SNIFFED: Record<string, FileKind> = {
  pdf: 'pdf',
  docx: 'docx',
  rtf: 'rtf',
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  tif: 'tiff',
  mp3: 'mp3',
  m4a: 'm4a',
  // Phone recorders often write brand "mp42"/"isom"; the extension check below keeps it to .m4a/.mp4.
  mp4: 'm4a',
  wav: 'wav',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  webm: 'webm',
};

const TEXT_KINDS: readonly FileKind[] = ['txt', 'markdown', 'html'];

/** "WordDocument" as UTF-16LE: the main stream name of every Word 97–2003 compound file. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

function extensionOf(fileName: string): string {
  return path.extname(fileName).toLowerCase();
}

function isUtf8TextWithoutNul(body: Buffer): boolean {
  if (body.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

function binaryKindOf(sniffedExt: string, body: Buffer): FileKind | null {
  if (sniffedExt === 'cfb') {
    // An OLE compound file is also .xls/.ppt/.msg; only a Word stream makes it a DOC.
    return body.includes(WORD_STREAM) ? 'doc' : null;
  }
  return SNIFFED[sniffedExt] ?? null;
}

/**
 * The accepted kind of a file from its bytes and name, or null when it is not accepted
 * (unknown content, content/extension mismatch, non-UTF-8 or NUL-containing text, empty file).
 */
export async function detectFileKind(input: {
  body: Buffer;
  fileName: string;
}): Promise<DetectedKind | null> {
  const { body } = input;
  if (body.length === 0) return null;
  const ext = extensionOf(input.fileName);
  const sniffed = await fileTypeFromBuffer(body);

  // XML-ish text (XHTML, an SVG called .txt) is sniffed as "xml" but is still just text to us; served
  // as text/plain or text/html attachments, it cannot run anywhere.
  if (!sniffed || sniffed.ext === 'xml') {
    const textKind = TEXT_KINDS.find((k) => FILE_KINDS[k].extensions.includes(ext));
    if (!textKind || !isUtf8TextWithoutNul(body)) return null;
    return { kind: textKind, mimeType: FILE_KINDS[textKind].mimeType };
  }

  const kind = binaryKindOf(sniffed.ext, body);
  if (!kind) return null;
  if (ext !== '' && !FILE_KINDS[kind].extensions.includes(ext)) return null;
  return { kind, mimeType: FILE_KINDS[kind].mimeType };
}
