/**
 * PostgreSQL's English stemmer merges "promotion" (the 8th-grade ceremony) with "promoting" (every
 * dress code's "clothing promoting drugs"), and "listed" (on file) with a "list"; vocabulary
 * STEM_COLLISIONS keeps them apart in scoring.
 * Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-02-02, 7:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');

const handbook = {
  fileName: 'handbook.pdf',
  title: 'Pecan Hollow Handbook',
  contentType: 'handbook',
  chunks: [
    {
      heading: 'Dress Code',
      content:
        'Clothing promoting drugs, alcohol, vaping, weapons, gangs or profanity is prohibited. Hats are not worn indoors.',
    },
  ],
};
const bandTrip = {
  fileName: 'band-trip.pdf',
  title: 'Band Spring Trip',
  contentType: 'announcement',
  chunks: [
    {
      content:
        'Bands perform in the morning and spend the afternoon in the park; the awards ceremony is at 6:00 p.m.',
    },
  ],
};

describe('a word the stemmer merges with another', () => {
  const { ask } = useSeededSchool({
    school: { name: 'Pecan Hollow Middle School', timeZone: 'America/Chicago' },
    clock,
    files: [handbook, bandTrip],
  });

  it('"promotion ceremony" is not the dress code\'s "promoting" nor the band\'s awards ceremony', async () => {
    const reply = await ask('when is the 8th grade promotion ceremony');
    expect(reply).not.toContain('promoting');
    expect(reply).toContain("doesn't cover");
  });

  it('the dress code is still found by its own words', async () => {
    expect(await ask('are shirts promoting alcohol allowed')).toContain('Clothing promoting drugs');
  });
});

describe('a school that announces its promotion ceremony', () => {
  const { ask } = useSeededSchool({
    school: { name: 'Live Oak Middle School', timeZone: 'America/Chicago' },
    clock,
    files: [
      handbook,
      {
        fileName: 'may-newsletter.pdf',
        title: 'May Newsletter',
        contentType: 'newsletter',
        chunks: [
          {
            heading: 'Important dates',
            content: 'The 8th grade promotion ceremony is Thursday, May 27 at 6:00 p.m. in the gym.',
          },
        ],
      },
    ],
  });

  it('answers it from its own announcement', async () => {
    expect(await ask('when is the 8th grade promotion ceremony')).toContain('Thursday, May 27 at 6:00 p.m.');
  });
});

describe('"listed" (on file) is not a "list"', () => {
  const { ask } = useSeededSchool({
    school: { name: 'Pecan Hollow Middle School', timeZone: 'America/Chicago' },
    clock,
    files: [
      {
        fileName: 'handbook.pdf',
        title: 'Pecan Hollow Handbook',
        contentType: 'handbook',
        chunks: [
          {
            heading: 'Attendance and health',
            content:
              'Early checkouts: a parent or guardian listed in Skyward must come to the Attendance Office with a photo ID. ' +
              'Students may carry an asthma inhaler or diabetes supplies with a self-carry form signed by the physician.',
          },
        ],
      },
    ],
  });

  it('declines "the school supply list" instead of joining "listed in Skyward" and "diabetes supplies"', async () => {
    const reply = await ask('where can i find the school supply list for 7th grade');
    expect(reply).not.toContain('Skyward');
    expect(reply).toContain("doesn't cover");
  });

  it('still answers who must be listed', async () => {
    expect(await ask('does the person picking him up early have to be listed in skyward')).toContain(
      'listed in Skyward',
    );
  });
});
