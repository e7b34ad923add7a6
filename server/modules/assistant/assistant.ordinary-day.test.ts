/**
 * "what time does school let out on a normal day": the ordinary day, said to set aside special
 * ones. A schedule naming no kind of day answers it; a weekday the parent sets aside ("thats not a
 * wednesday") and a dated notice are no answer. Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { seededSchool } from './assistant.fixtures.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-03-09, 07:45 in Chicago.
const clock = fixedClock('2027-03-09T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Desert Sky Academy', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'DSA Family Handbook 2026-2027',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Bell Schedule',
          content: 'Dismissal — K-2: 2:10 p.m.; 3-5: 2:25 p.m.; 6-8: 2:55 p.m.',
        },
        {
          heading: 'Car Line',
          content:
            'Car line pickup starts at dismissal; students not picked up by 3:15 p.m. are walked to the front office.',
        },
        {
          heading: 'Kids Club',
          content: 'Kids Club runs from dismissal until 6:00 p.m. in the MPR.',
        },
        {
          heading: 'Weather',
          content: '45 - 99 F — Recess and outdoor PE: Normal outdoor recess.',
        },
      ],
    },
  ],
});

describe('"on a normal day"', () => {
  it('a schedule naming no kind of day answers it', async () => {
    const answer = await ask('my daughter is in 1st grade, what time does school let out on a normal day');
    expect(answer).toContain('K-2: 2:10 p.m.');
    expect(answer).not.toContain('recess');
  });

  it('a weekday set aside and a dated notice are no answer; the rule setting it aside too is', async () => {
    const school = await seededSchool({
      school: { name: 'Maple Grove Elementary', timeZone: 'America/Chicago' },
      clock,
      files: [
        {
          fileName: 'handbook.pdf',
          title: 'Parent Handbook 2025-26',
          contentType: 'handbook',
          chunks: [
            {
              heading: 'School Hours',
              content:
                'Dismissal is at 3:15 pm Monday through Friday, except on Wednesdays. ' +
                'Every Wednesday is an early release day with dismissal at 1:30 pm so teachers can plan together.',
            },
          ],
        },
        {
          fileName: 'early-dismissal.docx',
          title: 'Early Dismissal March 12',
          contentType: 'notice',
          chunks: [
            {
              heading: 'Early Dismissal Friday, March 12',
              content:
                'Friday, March 12 is an early dismissal day for teacher training. Students will be dismissed at 12:30 pm.',
            },
          ],
        },
      ],
    });
    try {
      const answer = await school.ask('on a normal day thats not a wednesday when do they let the kids out');
      expect(answer).toContain('3:15 pm Monday through Friday');
      expect(answer).not.toContain('12:30');
      expect(answer).not.toContain('1:30');
    } finally {
      await school.close();
    }
  });
});
