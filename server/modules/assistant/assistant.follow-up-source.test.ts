/**
 * A follow-up part is answered first from the documents that answered the part it takes its topic
 * from (answerFromPassages' `antecedent`): "how much is a pound of chocolates and where do i pick
 * up" asks where the candy is picked up, not where late children wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { seededSchool, type SeededSchool } from './assistant.fixtures.js';

let school: SeededSchool;

beforeAll(async () => {
  school = await seededSchool({
    school: { name: 'Arroyo Vista Elementary', timeZone: 'America/Los_Angeles' },
    // Tuesday 2026-12-01, 09:00 in Los Angeles.
    clock: fixedClock('2026-12-01T17:00:00Z'),
    files: [
      {
        fileName: 'handbook.pdf',
        title: 'Parent Handbook',
        contentType: 'handbook',
        createdAt: new Date('2026-08-01T00:00:00Z'),
        chunks: [
          {
            heading: 'Arrival and dismissal',
            content:
              'Late pick-up: students not picked up 15 minutes after dismissal wait in the Main Office. After 3 late pick-ups the office will hold a parent meeting. Early checkouts end at 2:30 p.m.; the latest you can check a student out on a minimum day is 11:45 a.m.',
          },
          { heading: 'Office', content: 'The Main Office is in Room 101, next to the flagpole.' },
          {
            heading: 'Transportation',
            content:
              'District bus service is provided to students who live more than 2 miles from school; apply through VGUSD Transportation.',
          },
          {
            heading: 'Meals',
            content: 'Student breakfast and lunch are served at no cost to every student.',
          },
          {
            heading: 'Directory',
            content:
              'VGUSD Transportation — Contact: (909) 555-2400; Hours: 6:00 a.m. – 5:00 p.m.\nVGUSD Nutrition Services — Contact: (909) 555-2500',
          },
        ],
      },
      {
        fileName: 'candy-order-form.pdf',
        title: 'Candy Order Form',
        contentType: 'flyer',
        createdAt: new Date('2026-11-20T00:00:00Z'),
        chunks: [
          {
            heading: 'PTA candy sale',
            content:
              '1 lb Assorted Chocolates — Price: $30.00. Orders are due Friday, December 4. Candy pick-up: Thursday, December 17, 2:45 - 4:30 p.m., at the MPR stage door. Pay by check to "Arroyo Vista PTA" or Venmo @ArroyoVistaPTA. Half of every sale funds the 6th grade Science Camp in March.',
          },
        ],
      },
      {
        fileName: 'literacy-night.png',
        title: 'Family Literacy Night Flyer',
        contentType: 'flyer',
        createdAt: new Date('2026-11-20T00:00:00Z'),
        chunks: [
          {
            heading: 'Family Literacy Night',
            content: 'Thursday, January 21 5:30 - 7:00 p.m. in the Library',
          },
          {
            heading: 'Family Literacy Night',
            content: 'Wear your pajamas! Free pizza Every child takes home a free book',
          },
        ],
      },
      {
        fileName: 'minimum-day.pdf',
        title: 'Minimum Day Notice',
        contentType: 'notice',
        createdAt: new Date('2026-11-25T00:00:00Z'),
        chunks: [
          {
            heading: 'Minimum day',
            content: 'Every Friday in December is a minimum day: dismissal at 12:35 p.m.',
          },
        ],
      },
    ],
  });
});
afterAll(async () => school?.close());

const ask = (question: string) => school.ask(question);

describe('a follow-up part', () => {
  it('is answered from the document that answered the part it leans on', async () => {
    const answer = await ask('how much is a pound of chocolates and where do i pick up');
    expect(answer).toContain('$30.00');
    expect(answer).toContain('MPR stage door');
    expect(answer).not.toContain('Late pick-up');
  });

  it('is answered from another document when that document does not answer it', async () => {
    const answer = await ask('how much is a pound of chocolates and where is the main office');
    expect(answer).toContain('$30.00');
    expect(answer).toContain('Room 101');
  });

  it('asking whom to call is answered with the contact row of the office the earlier answer names', async () => {
    const answer = await ask(
      'we just moved like 3 miles from school. is there a bus and who do i call to sign him up',
    );
    expect(answer).toContain('more than 2 miles');
    expect(answer).toContain('(909) 555-2400');
    expect(answer).not.toContain('555-2500');
  });

  it('with many small words of its own still leans on the earlier part ("…or is there food")', async () => {
    const answer = await ask(
      'the family literacy night in january, what time is it and do i need to feed the kids before or is there food',
    );
    expect(answer).toContain('5:30 - 7:00 p.m.');
    expect(answer).toContain('Free pizza');
    expect(answer).not.toContain('no cost');
  });

  it('pointing back to a thing the documents do not cover, is declined with it', async () => {
    const answer = await ask('how much does the 6th grade science camp cost? do we pay all at once');
    expect(answer).toContain("doesn't cover");
    expect(answer).not.toContain('Venmo');
  });

  it('with no topic of its own ("what time"), is declined with a topic the documents do not cover', async () => {
    const answer = await ask('is there open gym in the mpr on saturdays for basketball? what time');
    expect(answer).toContain("doesn't cover");
    expect(answer).not.toContain('2:45');
  });

  it("is not answered again with the earlier part's own sentence", async () => {
    const answer = await ask(
      'what time is dismissal on the minimum day and whats the latest i can check her out',
    );
    expect(answer).toContain('12:35');
    expect(answer).toContain('11:45');
  });
});
