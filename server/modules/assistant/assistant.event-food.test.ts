/**
 * Family-night flyers say what is served ("Free pizza", "dinner provided"), never "eat": the school
 * thesaurus reads "eat" as food (vocabulary.thesaurus), so "do we need to eat before" is answered by
 * the flyer's food line. Through the engine on PGlite, with a flyer written the way schools print one.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Monday 2027-01-11, 10:00 in Los Angeles.
const clock = fixedClock('2027-01-11T18:00:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Sycamore Elementary', timeZone: 'America/Los_Angeles' },
  clock,
  files: [
    {
      fileName: 'math-night-flyer.png',
      title: 'Family Math Night Flyer',
      contentType: 'flyer',
      chunks: [
        { heading: 'Family Math Night', content: 'Thursday, January 21 6:00 - 7:30 p.m. in the Cafeteria' },
        {
          heading: 'Family Math Night',
          content: 'Bring a calculator! Free pizza and lemonade for every family',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Sycamore Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Visitors',
          content: 'Visitors sign in at the front office and wear a badge while on campus.',
        },
      ],
    },
  ],
});

describe('food at a family night', () => {
  it('"do we need to eat before" is answered by what the flyer serves', async () => {
    const answer = await ask(
      'for family math night do the kids bring anything? and do we need to eat before',
    );
    expect(answer).toContain('Free pizza');
    expect(answer).not.toContain("couldn't find");
  });
});
