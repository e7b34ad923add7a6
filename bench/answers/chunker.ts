/**
 * The benchmark's stand-in chunker: "# " headings start sections, blank lines separate paragraphs,
 * and paragraphs of one section are packed into chunks of at most ~220 words, each carrying the
 * section heading. Replace with the real pipeline's `chunkDocument`
 * (server/modules/ingestion/ingestion.chunker.ts) once the ingestion branch is merged.
 */
export interface BenchChunk {
  heading: string;
  content: string;
}

const MAX_WORDS = 220;

export function chunkText(text: string): BenchChunk[] {
  const chunks: BenchChunk[] = [];
  let heading = '';
  let buffer: string[] = [];
  let words = 0;
  const flush = () => {
    if (buffer.length) chunks.push({ heading, content: buffer.join('\n') });
    buffer = [];
    words = 0;
  };
  for (const line of text.split('\n')) {
    const h = line.match(/^#\s+(.*)$/);
    if (h) {
      flush();
      heading = h[1]!.trim();
      continue;
    }
    const paragraph = line.trim();
    if (!paragraph) continue;
    const n = paragraph.split(/\s+/).length;
    if (words + n > MAX_WORDS) flush();
    buffer.push(paragraph);
    words += n;
  }
  flush();
  return chunks;
}
