/**
 * Who handles what in a school office: staff tables name the role ("Registrar – Ms. …"), parents
 * name the errand ("get his records sent to his new school"). The school thesaurus
 * (vocabulary.thesaurus) links the two; how the thing travels ("sent") and which school ("new") are
 * no topic (vocabulary.filler FILLER). Through the engine on PGlite, with a staff table written
 * the way handbooks print it.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Wednesday 2027-02-10, 9:00 in Austin.
const clock = fixedClock('2027-02-10T15:00:00Z');

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
          heading: 'Campus Contacts',
          content: [
            'Attendance Office – Mr. Luis Pena — Phone: (512) 555-0301; Hours: 7:30 a.m. – 4:00 p.m.',
            'Registrar – Ms. Joanna Reyes — Phone: (512) 555-0305; Hours: 8:00 a.m. – 3:30 p.m.',
            'Counseling – Mrs. Helen Ward — Phone: (512) 555-0307; Hours: 8:00 a.m. – 4:00 p.m.',
          ].join('\n'),
        },
        {
          heading: 'Withdrawing',
          content: [
            'Families leaving the district should tell the front office a week ahead so textbooks and devices can be returned.',
            'New students are sent a welcome packet in August.',
          ].join(' '),
        },
      ],
    },
  ],
});

describe('records go through the registrar', () => {
  it.each([
    'we are moving to dallas in march, who do i call to get my sons records sent to his new school',
    'who handles transcripts',
  ])('"%s" gets the registrar', async (question) => {
    expect(await ask(question)).toContain('555-0305');
  });

  it('still declines what no office row covers', async () => {
    expect(await ask('who do i call about the yearbook photos')).toContain("doesn't cover");
  });
});
