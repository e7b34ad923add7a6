import { describe, expect, it } from 'vitest';
import { countsLine, formatDuration, highlightPieces } from './knowledge.extracted-logic';

describe('What the assistant reads: pure helpers', () => {
  it('cuts a unit into plain text and highlighted typed values', () => {
    const pieces = highlightPieces('Lunch — Student: $3.10; Adult: $3.10 at noon', [
      { type: 'money', text: '$3.10', value: '310' },
      { type: 'time', text: 'noon', value: '12:00' },
      { type: 'phone', text: 'not there', value: '+1' },
    ]);
    expect(pieces.map((p) => [p.text, p.value?.type ?? null])).toEqual([
      ['Lunch — Student: ', null],
      ['$3.10', 'money'],
      ['; Adult: ', null],
      ['$3.10', 'money'],
      [' at ', null],
      ['noon', 'time'],
    ]);
    expect(highlightPieces('', [])).toEqual([]);
  });

  it('summarises counts and extraction time', () => {
    expect(
      countsLine({
        counts: { units: 12, passages: 3, tableRows: 9, ocrBlocks: 0, typedValues: 1, words: 240 },
        extractionMs: 420,
      }),
    ).toBe('12 units · 3 passages · 9 table rows · 1 typed value · 240 words · text read in 0.42 s');
    expect(formatDuration(95_000)).toBe('1 min 35 s');
  });
});
