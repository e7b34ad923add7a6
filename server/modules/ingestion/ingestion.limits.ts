/**
 * Limits that keep a worker alive whatever a school uploads ("Limits"). Breaching one
 * ends that file FAILED with the reason in `error_message`; the worker and other jobs carry on.
 * Sizes are bytes, times milliseconds. They are constants, not settings: they protect the process,
 * and a school office has no reason to change them. Upload size itself is capped earlier by
 * UPLOAD_MAX_FILE_MB (knowledge module).
 */
export const LIMITS = {
  /** PDFs with more pages are refused before any page is read (~1,000 pages ≈ a very thick manual). */
  maxPdfPages: 1_000,
  /** At most this many pages of one PDF are OCR'd (scanned pages cost ~2–5 s each). */
  maxOcrPages: 50,
  /** Total inflated size of a DOCX (all zip entries); a real 500-page handbook is ~20 MB. */
  maxDocxUncompressedBytes: 100 * 1024 * 1024,
  /** Inflated / compressed ratio of a DOCX; Word XML compresses ~5–20×, zip bombs ~1000×. */
  maxDocxCompressionRatio: 100,
  /** Wall-clock time tesseract may spend on one image or PDF page. */
  ocrTimeoutPerPageMs: 30_000,
  /** Pixels of one image (width × height), read from the header before decoding: 40 MP ≈ 160 MB RGBA. */
  maxImagePixels: 40_000_000,
  /** Extracted text kept per file (characters); ~2 MB ≈ 350,000 words, far beyond any handbook. */
  maxTextChars: 2_000_000,
  /** Time allowed for one transcription request of an audio file. */
  transcriptionTimeoutMs: 300_000,
  /** Time allowed for one embeddings request (a batch of chunks). */
  embeddingTimeoutMs: 60_000,
  /** Chunks sent per embeddings request. */
  embeddingBatchSize: 64,
} as const;

/** "100 MB" for messages shown to staff. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${Math.round(bytes / (1024 * 1024 * 1024))} GB`;
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
