/**
 * A subject qualifying an academic-help offer ("math tutoring") is answered by the school's offer for
 * every subject when the documents name none, and by the subject's own offer when they do; a subject
 * asked with any other noun ("spanish classes") is the question itself. Through the engine on PGlite.
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
      fileName: 'bobcat-bulletin-february.docx',
      title: 'Bobcat Bulletin February 2027',
      contentType: 'newsletter',
      chunks: [
        {
          heading: 'STAAR Is Coming',
          content:
            'Spring STAAR testing dates: Reading Language Arts – Tuesday, April 13; Mathematics – Wednesday, April 14. ' +
            'Bobcat Boost tutorials are held Mondays and Wednesdays from 4:10 to 5:00 p.m. in the Library, now through April 12. ' +
            'Students staying for tutorials may ride the 5:45 p.m. activity bus.',
        },
        {
          heading: 'Spirit Store',
          content: 'Students can shop with their class, and families are welcome after school.',
        },
      ],
    },
    {
      fileName: 'science-department.txt',
      title: 'Science Department News',
      contentType: 'announcement',
      chunks: [
        {
          heading: 'Science Lab',
          content: 'Science tutoring meets Thursdays at 7:45 a.m. in Room C104 with Mr. Okafor.',
        },
      ],
    },
  ],
});
const DECLINE = /doesn't cover that question/;

describe('a subject asked with an academic-help offer', () => {
  it("is answered by the school's tutorials for every subject, ended by a date that is no event day", async () => {
    const answer = await ask('is there math tutoring for my 8th grader? he is failing algebra');
    expect(answer).toContain('Mondays and Wednesdays from 4:10 to 5:00 p.m. in the Library');
    expect(answer).not.toContain('Room C104');
  });

  it("is answered by the subject's own offer when the documents have one", async () => {
    const answer = await ask('is there science tutoring');
    expect(answer).toContain('Room C104');
  });

  it('asks for the subject itself with any other noun', async () => {
    expect(await ask('do you offer spanish classes')).toMatch(DECLINE);
  });

  it('asks for the subject itself when it asks for a person', async () => {
    expect(await ask('who is the math tutor')).not.toContain('Library');
  });
});
