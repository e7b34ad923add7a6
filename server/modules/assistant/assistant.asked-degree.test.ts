/**
 * An adjective the question asks the degree of ("how hot does it have to get …") is what is asked:
 * a school that never says it has not answered it, however well "recess" and "inside" match. A
 * degree a number answers ("how fast do i have to pick him up" → "within one hour") stays wording.
 * Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-01-26, 7:45 in Phoenix.
const clock = fixedClock('2027-01-26T14:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Saguaro Wash Academy', timeZone: 'America/Phoenix' },
  clock,
  files: [
    {
      fileName: 'recess-weather.md',
      title: 'Recess Weather Guidelines',
      contentType: 'policy',
      chunks: [
        {
          heading: 'Lightning and monsoon storms',
          content:
            'Storm at dismissal: students wait inside. Walkers are held inside until the storm passes or a parent picks them up at the front office.',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Family Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Illness at school',
          content:
            'If your child becomes ill at school, the nurse will call you and the child must be picked up within one hour.',
        },
      ],
    },
  ],
});

describe('a degree the question asks', () => {
  it('"how hot does it have to get before recess is inside" is declined when no document says', async () => {
    const reply = await ask(
      'we just moved here from ohio - how hot does it have to get before recess is inside?',
    );
    expect(reply).not.toContain('Storm');
    expect(reply).toContain("doesn't cover");
  });

  it('"how fast do i have to pick him up" is answered by the time the school gives', async () => {
    const reply = await ask('if the nurse calls how fast do i have to pick him up');
    expect(reply).toContain('within one hour');
  });
});
