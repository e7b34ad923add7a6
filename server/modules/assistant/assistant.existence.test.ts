/**
 * "does the school have X?" / "is there X?" asks whether X exists: the answer must name X itself.
 * When the school's knowledge never uses the parent's word, a wider thesaurus word ("athletic" for
 * volleyball) is no evidence, while the word's own family ("tutorials" for tutoring) still is.
 * Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-01-26, 7:45 in Phoenix.
const clock = fixedClock('2027-01-26T14:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Saguaro Flats Academy', timeZone: 'America/Phoenix' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'Saguaro Flats Family Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Dress Code',
          content: [
            'Bottoms — Allowed: Khaki or navy pants, shorts or skirts; Not allowed: leggings worn alone, athletic shorts.',
            'Tops — Allowed: Polo shirts in navy, white or light blue.',
          ].join('\n'),
        },
        {
          heading: 'Academic Support',
          content:
            'Math tutorials are held Mondays and Wednesdays from 3:45 to 4:30 p.m. in Room 14. No sign-up is needed.',
        },
      ],
    },
  ],
});

describe('an existence question', () => {
  it('"does the school have volleyball" is not answered from athletic shorts in the dress code', async () => {
    const reply = await ask('does sfa have girls volleyball for 7th grade?');
    expect(reply).not.toMatch(/shorts/i);
    expect(reply).toContain("doesn't cover");
  });

  it('"is there a volleyball team" is declined the same way', async () => {
    expect(await ask('is there a volleyball team')).not.toMatch(/shorts/i);
  });

  it('"is there math tutoring" is answered by the tutorials, the same word family', async () => {
    const reply = await ask('is there math tutoring for my 8th grader?');
    expect(reply).toContain('Math tutorials are held Mondays and Wednesdays');
  });

  it('a question that asks no existence is answered from the dress code as before', async () => {
    const reply = await ask('does he have to wear athletic shorts?');
    expect(reply).toContain('athletic shorts');
  });
});
