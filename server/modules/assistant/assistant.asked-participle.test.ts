/**
 * A participle the question asks of its subject ("will the musical be recorded?") is what is asked:
 * a school that never says so has not answered it, however well the rest of the question matches.
 * The parent's story stays story: a past participle ("got stuck in traffic") or one the parent wants
 * to avoid ("so he doesnt get marked truant"). Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-02-02, 7:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Pecan Hollow Middle School', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'musical-flyer.pdf',
      title: 'Spring Musical Flyer',
      contentType: 'flyer',
      chunks: [
        {
          heading: 'Annie Jr. — the spring musical',
          content:
            'The spring musical Annie Jr. is on Friday, February 26 at 7:00 p.m. in the auditorium. Concessions by the Theatre Booster Club.',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Pecan Hollow Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Attendance',
          content:
            'A student with 3 unexcused absences is reported as truant. For an absence of 5 or more days for travel, parents must request an independent study contract from the attendance office two weeks before the trip.',
        },
      ],
    },
  ],
});

describe('a participle the question asks', () => {
  it('"will the musical be recorded" is declined when no document says so', async () => {
    const reply = await ask('will the spring musical be recorded?');
    expect(reply).not.toContain('Concessions');
    expect(reply).toContain("doesn't cover");
  });

  it('the musical itself is still answered', async () => {
    expect(await ask('when is the spring musical?')).toContain('February 26');
  });

  it('"so he doesnt get marked truant" is the parent\'s aim, not the question', async () => {
    const reply = await ask(
      'we are going to mexico for 2 weeks in january, what do i need to do so he doesnt get marked truant',
    );
    expect(reply).toContain('independent study contract');
  });
});
