import { describe, expect, it } from 'vitest';
import { rowsOf } from './assistant.sentence-rows.js';

const NOW = new Date('2027-02-02T13:45:00Z');

describe('rowsOf: bulleted lists', () => {
  it('numbers each run of bullet lines as one list and leaves other lines out of it', () => {
    const { rows } = rowsOf(
      [],
      [
        {
          id: 'c1',
          fileId: 'f1',
          ordinal: 0,
          title: 'Athletics',
          heading: 'Before your student can practice',
          content: [
            'Three things are needed.',
            '- A current physical examination. It is signed by a physician.',
            '- All athletic forms completed.',
            '',
            'Questions go to the coach.',
            '1. Bring a water bottle.',
          ].join('\n'),
          key: 'k1',
          fileName: 'athletics.html',
          contentType: 'policy',
          createdAt: NOW,
          kind: 'passage',
          score: 1,
        },
      ],
      'America/Chicago',
      NOW,
    );
    expect(rows.map((r) => [r.text, r.listItem])).toEqual([
      ['Three things are needed.', undefined],
      ['A current physical examination.', 0],
      ['It is signed by a physician.', 0],
      ['All athletic forms completed.', 0],
      ['Questions go to the coach.', undefined],
      ['Bring a water bottle.', 1],
    ]);
  });
});
