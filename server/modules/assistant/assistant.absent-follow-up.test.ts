/**
 * A follow-up leaning on a thing the school's documents never name is about that absent thing: "does
 * cbms have a GT program? how do i get my son tested" is not answered with the state testing days.
 * Through the engine on PGlite, with a newsletter and a handbook written as a school writes.
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
      fileName: 'bulletin.pdf',
      title: 'Bobcat Bulletin February 2027',
      contentType: 'newsletter',
      chunks: [
        {
          heading: 'STAAR Testing',
          content:
            'On testing days students should arrive by 8:30 a.m. with a charged Chromebook, and lunch visits are paused during testing weeks.',
        },
        {
          heading: 'Clubs',
          content:
            'Chess Club meets Thursdays 4:10–5:00 p.m. in the library. Sign up with Ms. Ortiz in room 112; there is no fee.',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Student & Parent Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Attendance',
          content:
            'Tardies: students who arrive after the 8:40 a.m. tardy bell must sign in at the Attendance Office for a tardy pass.',
        },
      ],
    },
  ],
});

describe('a follow-up about a thing the documents never name', () => {
  it('declines "how do i get my son tested" after a GT program the school never mentions', async () => {
    const answer = await ask('does cbms have a GT program? how do i get my son tested');
    expect(answer).not.toContain('testing days');
    expect(answer).toMatch(/doesn't cover that question/);
  });

  it('still answers the follow-up when the earlier thing is in the documents', async () => {
    const answer = await ask('is there a chess club? how do i sign him up');
    expect(answer).toContain('Ms. Ortiz');
  });
});
