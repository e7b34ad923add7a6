/**
 * "What times is the musical showing": a clock time answers it. A bulletin's event table that only
 * points to the flyer ("See the flyer for show times") is no answer, and the table's next row, another
 * event's time, never completes it. Through the engine on PGlite, documents written as a school writes.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-02-02, 07:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Cedar Bluff MS', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'bulletin-february.pdf',
      title: 'Bobcat Bulletin February 2027',
      contentType: 'newsletter',
      chunks: [
        {
          heading: 'Coming up',
          content: [
            'February 26 – 27 — What: Spring Musical; Details: See the flyer for show times and tickets.',
            'Thursday, March 4 — What: Spring Parent-Teacher Conferences; Details: 4:30 – 7:30 p.m.; sign up online.',
          ].join('\n'),
        },
      ],
    },
  ],
});

describe('show times', () => {
  it('does not answer the show times with a pointer to the flyer and the next row’s conference hours', async () => {
    const answer = await ask('what times is the musical showing on saturday');
    expect(answer).not.toContain('4:30');
    expect(answer).not.toContain('See the flyer');
  });
});
