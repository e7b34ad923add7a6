/**
 * Uniform lists name garments as the school sells them ("Uniform polo (crest)", "navy crewneck
 * sweatshirt"); parents say "the shirt with the logo", "the blue hoodie". The school thesaurus
 * (vocabulary.thesaurus: shirt → polo, logo → crest, blue → navy) joins the two. Through the engine
 * on PGlite, with a uniform price list written the way handbooks print one.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2026-11-24, 10:00 in Chicago.
const clock = fixedClock('2026-11-24T16:00:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Lakeshore Academy', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'Lakeshore Family Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Uniform Prices',
          content: [
            'Uniform polo (Lakeshore crest) — Amount: $15 each; Due: At purchase',
            'Navy crewneck sweatshirt — Amount: $24 each; Due: At purchase',
            'PE shorts — Amount: $9 each; Due: At purchase',
          ].join('\n'),
        },
        {
          heading: 'Dress Code',
          content: 'Students wear khaki or black pants. Hats stay in lockers during the day.',
        },
      ],
    },
  ],
});

describe("garments in the parent's words", () => {
  it('"the uniform shirt with the logo" is the polo with the crest', async () => {
    expect(await ask('how much is the uniform shirt with the logo')).toContain('$15');
  });

  it('"the blue sweatshirt" is the navy one', async () => {
    expect(await ask('how much is the blue sweatshirt')).toContain('$24');
  });
});
