import type {
  ExtractedTypedValue,
  ExtractedUnit,
  KnowledgeExtracted,
} from '../../../contracts/knowledge.contract';

/** A piece of a unit's text: plain, or a typed value to highlight. */
export type TextPiece = { text: string; value?: ExtractedTypedValue };

/**
 * A unit's text cut into plain pieces and typed-value pieces, every occurrence of each value
 * highlighted (values are stored once per unit; "$0.65" may appear twice) unless it overlaps one
 * already taken (e.g. a time inside a date). Pure.
 */
export function highlightPieces(text: string, values: readonly ExtractedTypedValue[]): TextPiece[] {
  const spans: { start: number; end: number; value: ExtractedTypedValue }[] = [];
  for (const value of values) {
    if (!value.text) continue;
    let from = 0;
    for (;;) {
      const start = text.indexOf(value.text, from);
      if (start < 0) break;
      const end = start + value.text.length;
      if (!spans.some((s) => start < s.end && end > s.start)) spans.push({ start, end, value });
      from = start + 1;
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const out: TextPiece[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start > at) out.push({ text: text.slice(at, s.start) });
    out.push({ text: text.slice(s.start, s.end), value: s.value });
    at = s.end;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

export const UNIT_KIND_LABELS: Record<ExtractedUnit['kind'], string> = {
  passage: 'Text',
  'table-row': 'Table row',
  'ocr-block': 'Image block',
};

export const VALUE_TYPE_LABELS: Record<ExtractedTypedValue['type'], string> = {
  phone: 'Phone',
  email: 'E-mail',
  url: 'Link',
  money: 'Amount',
  time: 'Time',
  date: 'Date',
};

/** "12 units · 3 table rows · 14 values · read in 0.4 s" (zero counts of rarer kinds left out). */
export function countsLine(data: Pick<KnowledgeExtracted, 'counts' | 'extractionMs'>): string {
  const { counts } = data;
  const plural = (n: number, one: string, many = `${one}s`) =>
    `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  const parts = [plural(counts.units, 'unit'), plural(counts.passages, 'passage')];
  if (counts.tableRows) parts.push(plural(counts.tableRows, 'table row'));
  if (counts.ocrBlocks) parts.push(plural(counts.ocrBlocks, 'image block'));
  parts.push(plural(counts.typedValues, 'typed value'), plural(counts.words, 'word'));
  if (data.extractionMs !== null) parts.push(`text read in ${formatDuration(data.extractionMs)}`);
  return parts.join(' · ');
}

/** 420 → "0.42 s", 12_400 → "12.4 s", 95_000 → "1 min 35 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
}
