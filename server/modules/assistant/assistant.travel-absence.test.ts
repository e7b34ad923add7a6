/**
 * A family trip during school days is an absence, and the date in the parent's story is when the
 * trip happens, not a day asked about: "we are going to mexico for 2 weeks in january what do i do"
 * gets the extended-absence rule, not a January event that shares the word "attendance". Through the
 * engine on PGlite, with a handbook section and a newsletter written the way schools write them.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2026-11-24, 10:00 in Los Angeles.
const clock = fixedClock('2026-11-24T18:00:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Sunnyslope Elementary', timeZone: 'America/Los_Angeles' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'Sunnyslope Family Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: '3. Attendance',
          content: [
            '3.1 Absences. Call the attendance line at (626) 555-0112 by 9:00 a.m. on each day of absence.',
            'Trips of 5 or more school days (for example travel out of the country) need an Independent Study agreement, requested from the office at least one week before you leave.',
            'Six or more unexcused absences lead to a referral to the district attendance team.',
          ].join(' '),
        },
      ],
    },
    {
      fileName: 'december-newsletter.docx',
      title: 'December Newsletter',
      contentType: 'newsletter',
      chunks: [
        {
          heading: 'Attendance awards',
          content:
            'Students with perfect attendance this fall will be honored at the January assembly on Friday, January 15 at 8:30 a.m.',
        },
      ],
    },
  ],
});

describe('a family trip during school days', () => {
  it.each([
    'we are going to mexico for 2 weeks in january what do i do',
    'We will be visiting family in Guatemala for two weeks in late January. What do I need to do?',
    'taking my daughter out 3 wks in february to see her grandparents, is there paperwork',
  ])('"%s" gets the extended-absence rule', async (question) => {
    const answer = await ask(question);
    expect(answer).toContain('Independent Study agreement');
    expect(answer).not.toContain('perfect attendance');
  });

  it('a question about January itself still gets the January event', async () => {
    expect(await ask('when is the attendance assembly in january')).toContain('January 15');
  });
});
