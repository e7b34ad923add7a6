/**
 * Family-night flyers say what is served ("Free pizza", "dinner provided"), never "eat": the school
 * thesaurus reads "eat" as food (vocabulary.thesaurus), so "do we need to eat before" is answered by
 * the flyer's food line; "the reading night" is the Literacy Night its flyer names. Through the engine
 * on PGlite, with flyers written the way schools print them.
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
      fileName: 'literacy-night-flyer.png',
      title: 'Family Literacy Night Flyer',
      contentType: 'flyer',
      chunks: [
        { heading: 'Family Literacy Night', content: 'Thursday, February 4 5:30 - 7:00 p.m. in the Library' },
        { heading: 'Family Literacy Night', content: 'Wear your pajamas! Free tacos for every family' },
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
        {
          heading: 'Homework',
          content: 'Approximate nightly homework: 20 minutes, plus 20 minutes of reading.',
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

  it('"the reading night" is the Literacy Night its flyer names', async () => {
    const answer = await ask('when is the reading night thing');
    expect(answer).toContain('Thursday, February 4');
    expect(answer).not.toContain('January 21');
    expect(answer).not.toContain('Homework');
  });
});
