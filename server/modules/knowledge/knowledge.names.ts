import { randomUUID } from 'node:crypto';

/** Longest displayed file name, in characters (extension kept). */
export const MAX_DISPLAY_NAME = 200;
/** Longest name segment of a blob key, in bytes (filesystems cap a path component at 255). */
const MAX_KEY_NAME_BYTES = 120;
const MAX_EXTENSION = 16;

// C0/C1 controls, DEL, and the bidi overrides/isolates that make "evil‮fdp.exe" look like a PDF.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function splitExtension(name: string): { stem: string; ext: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || name.length - dot > MAX_EXTENSION) return { stem: name, ext: '' };
  return { stem: name.slice(0, dot), ext: name.slice(dot) };
}

/**
 * The name shown to staff for a client-supplied file name (Bad input): the last path
 * segment only (`../../etc/passwd` → `passwd`), control and bidi characters removed, whitespace
 * collapsed, leading dots dropped, at most MAX_DISPLAY_NAME characters with the extension kept.
 * Never empty ("file").
 */
export function sanitizeDisplayName(raw: string): string {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = lastSegment.replace(UNSAFE_CHARS, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (!name) return 'file';
  const chars = Array.from(name);
  if (chars.length > MAX_DISPLAY_NAME) {
    const { stem, ext } = splitExtension(name);
    const keep = MAX_DISPLAY_NAME - Array.from(ext).length;
    name = Array.from(stem).slice(0, keep).join('').trimEnd() + ext;
  }
  return name;
}

/**
 * The name segment of a blob key: ASCII letters, digits, `.`, `-`, `_` only (safe in any filesystem,
 * S3 console and URL), at most MAX_KEY_NAME_BYTES, extension kept. The display name keeps the
 * original characters; this is only where the bytes live.
 */
export function keyNameOf(displayName: string): string {
  const ascii = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '');
  const { stem, ext } = splitExtension(ascii || 'file');
  const base = stem.slice(0, MAX_KEY_NAME_BYTES - ext.length) || 'file';
  return base + ext;
}

/** A new blob key `<schoolId>/<uuid>/<key name>` (docs/ARCHITECTURE.md); never derived from a client key. */
export function buildKnowledgeKey(schoolId: string, displayName: string): string {
  return `${schoolId}/${randomUUID()}/${keyNameOf(displayName)}`;
}
