/**
 * A word the parent writes closed ("preorder") that the school writes with a hyphen ("Pre-order")
 * is the same word: the flyer's line answers it, alone or as the second part of a message, where
 * only that word fetches the line. Through the engine on PGlite, documents written as a school writes.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Monday 2027-04-12, 08:00 in Denver.
const clock = fixedClock('2027-04-12T14:00:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Willow Creek School', timeZone: 'America/Denver' },
  clock,
  files: [
    {
      fileName: 'plant-sale-flyer.png',
      title: 'FFA Plant Sale Flyer',
      contentType: 'event',
      chunks: [
        { heading: 'FFA Plant Sale', content: 'Hanging baskets $22 Bedding plant flats $26 Herbs $3' },
        {
          heading: 'FFA Plant Sale',
          content: 'Pre-order hanging baskets by Monday, April 26 call Mr. Lindquist, ext. 226',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Student Handbook',
      contentType: 'policy',
      chunks: [
        {
          heading: 'Lunch',
          content: 'Order lunch online by 9:00 a.m. Students may bring a lunch from home.',
        },
      ],
    },
  ],
});

describe('hyphenated words', () => {
  it('reads "preorder" as the flyer\'s "Pre-order"', async () => {
    expect(await ask('can i preorder a hanging basket')).toContain('April 26');
  });

  it('answers "can i preorder one" after the price, where only that word fetches the line', async () => {
    const answer = await ask('how much are the hanging baskets at the plant sale and can i preorder one');
    expect(answer).toContain('$22');
    expect(answer).toContain('April 26');
  });
});
