/**
 * `Content-Disposition` values per RFC 6266 with the RFC 8187 (ex-5987) `filename*` parameter:
 * an ASCII `filename="…"` fallback for old clients plus the exact UTF-8 name.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback =
    fileName
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%]/g, '_')
      .trim() || 'file';
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}

/** Percent-encode as RFC 8187 `value-chars` (attr-char stays literal; everything else %XX of UTF-8). */
export function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/tiff',
]);

/**
 * Originals are shown inline only for PDF and raster images (docs/ARCHITECTURE.md); everything
 * else downloads as an attachment. SVG is never accepted, so no inline type can carry script.
 */
export function isInlineViewable(mimeType: string): boolean {
  return INLINE_TYPES.has(mimeType);
}

/** The Content-Disposition to serve an original of `mimeType` under `fileName`. */
export function dispositionFor(mimeType: string, fileName: string): string {
  return contentDisposition(isInlineViewable(mimeType) ? 'inline' : 'attachment', fileName);
}
