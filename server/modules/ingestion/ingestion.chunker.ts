import { isHeadingLine, isListItem, isTableRow } from './ingestion.normalize.js';

/** One retrieval unit. `heading` is the nearest heading trail ("Term Dates › Spring"), '' before any. */
export interface Chunk {
  heading: string;
  content: string;
}

/**
 * Chunk sizes in words ("roughly 100–300 words, small overlap"). A chunk closes before
 * it would pass MAX; a block alone longer than MAX is split at sentence (or list-item) boundaries.
 * When a section continues into the next chunk, that chunk starts with the previous chunk's last
 * sentence (if it is at most OVERLAP_MAX words) so a fact spanning the cut is found either way.
 */
export const CHUNK_WORDS = { target: 200, max: 300, overlapMax: 50 } as const;

type Block =
  { kind: 'heading'; level: number; text: string } | { kind: 'paragraph' | 'structured'; text: string };

/**
 * Split a normalized document (see ingestion.normalize.ts for the markup) into chunks that respect
 * headings and paragraphs: a heading always starts a new chunk and becomes its `heading` (with its
 * parent heading, "Parent › Child", so "Key points" under "Uniform" stays meaningful); paragraphs
 * are never cut inside a sentence unless a single sentence exceeds the maximum; a list or table
 * that fits in one chunk stays whole. `title` is not repeated in the content (it is stored and
 * indexed beside it). Pure and deterministic.
 */
export function chunkDocument(input: { title: string; text: string }): Chunk[] {
  const chunks: Chunk[] = [];
  const trail: { level: number; text: string }[] = [];
  let heading = '';
  let parts: string[] = [];
  let words = 0;

  const flush = () => {
    const content = parts.join('\n\n').trim();
    if (content) chunks.push({ heading, content });
    parts = [];
    words = 0;
  };
  const add = (text: string, n = countWords(text)) => {
    parts.push(text);
    words += n;
  };
  /** Close the chunk mid-section, carrying its last sentence over as overlap. */
  const rollOver = () => {
    const last = parts[parts.length - 1] ?? '';
    const tail = isStructured(last) ? '' : (splitSentences(last).pop() ?? '');
    flush();
    if (tail && countWords(tail) <= CHUNK_WORDS.overlapMax) add(tail);
  };

  for (const block of parseBlocks(input.text)) {
    if (block.kind === 'heading') {
      flush();
      while (trail.length > 0 && trail[trail.length - 1]!.level >= block.level) trail.pop();
      trail.push({ level: block.level, text: block.text });
      heading = trail
        .slice(-2)
        .map((h) => h.text)
        .join(' › ');
      continue;
    }
    const n = countWords(block.text);
    if (words + n <= CHUNK_WORDS.max) {
      add(block.text, n);
      continue;
    }
    if (n <= CHUNK_WORDS.max) {
      rollOver();
      if (words + n > CHUNK_WORDS.max) flush();
      add(block.text, n);
      continue;
    }
    // A block longer than a chunk: pack its sentences (or lines) one by one.
    const pieces =
      block.kind === 'structured'
        ? block.text.split('\n')
        : splitSentences(block.text).flatMap(splitLongSentence);
    const joiner = block.kind === 'structured' ? '\n' : ' ';
    let run: string[] = [];
    let runWords = 0;
    const pushRun = () => {
      if (run.length) add(run.join(joiner), runWords);
      run = [];
      runWords = 0;
    };
    for (const piece of pieces) {
      const m = countWords(piece);
      if (words + runWords + m > CHUNK_WORDS.max && words + runWords > 0) {
        pushRun();
        rollOver();
      }
      run.push(piece);
      runWords += m;
    }
    pushRun();
  }
  flush();
  return chunks;
}

function isStructured(text: string): boolean {
  return text.includes('\n');
}

function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split(/\n\s*\n/)) {
    let buffer: string[] = [];
    const emit = () => {
      if (buffer.length === 0) return;
      const structured = buffer.length > 1 || buffer.some((l) => isListItem(l) || isTableRow(l));
      blocks.push({ kind: structured ? 'structured' : 'paragraph', text: buffer.join('\n') });
      buffer = [];
    };
    for (const line of raw.split('\n')) {
      if (!line.trim()) continue;
      if (isHeadingLine(line)) {
        emit();
        const level = /^#+/.exec(line)![0].length;
        const textOfHeading = line.replace(/^#+\s*/, '').trim();
        if (textOfHeading) blocks.push({ kind: 'heading', level, text: textOfHeading });
      } else buffer.push(line);
    }
    emit();
  }
  return blocks;
}

/** Whitespace-separated words. */
export function countWords(text: string): number {
  const m = text.match(/\S+/g);
  return m ? m.length : 0;
}

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'prof',
  'e.g',
  'i.e',
  'etc',
  'vs',
  'no',
  'approx',
  'dept',
  'tel',
  'ext',
  'jan',
  'feb',
  'mar',
  'apr',
  'aug',
  'sept',
  'sep',
  'oct',
  'nov',
  'dec',
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
]);
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * Sentences of a paragraph (Unicode sentence boundaries, UAX #29, via Intl.Segmenter), re-joined
 * after common abbreviations ("Mr. Patel", "e.g. trainers") where the segmenter would split.
 */
export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  for (const { segment } of segmenter.segment(paragraph)) {
    const s = segment.trim();
    if (!s) continue;
    const prev = out[out.length - 1];
    const lastWord = prev
      ?.match(/(\S+)\.$/)?.[1]
      ?.toLowerCase()
      .replace(/^\W+/, '');
    if (
      prev !== undefined &&
      lastWord !== undefined &&
      (ABBREVIATIONS.has(lastWord) || /^[a-z]$/i.test(lastWord))
    ) {
      out[out.length - 1] = `${prev} ${s}`;
    } else out.push(s);
  }
  return out;
}

/** A sentence longer than a whole chunk (a run-on list, a table flattened to one line): cut by words. */
function splitLongSentence(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  if (words.length <= CHUNK_WORDS.max) return [sentence];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += CHUNK_WORDS.target)
    out.push(words.slice(i, i + CHUNK_WORDS.target).join(' '));
  return out;
}
