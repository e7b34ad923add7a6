/**
 * Parents name the particular thing, handbooks the kind: a delivery app is "food delivery", a tuba
 * is a band "instrument"; a "field day" is an event, not a field; "the second time" is the "2nd
 * offense". Through the engine on PGlite, with a handbook written as a school writes.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { seededSchool } from './assistant.fixtures.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-02-02, 07:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Cedar Bluff MS', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'CBMS Student & Parent Handbook 2026-2027',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Visitors, Lunch Visits and Deliveries',
          content:
            'All visitors enter through the main entrance and present a government-issued photo ID. ' +
            'Parents may eat lunch with their own student on Fridays only, at the visitor tables in the cafeteria. ' +
            "Forgotten items (lunches, instruments, PE clothes) may be left labeled with the student's name on the table in the front office vestibule. " +
            'Food delivery services (DoorDash, Uber Eats and similar) are not accepted for students.',
        },
        {
          heading: 'Bell Schedule',
          content:
            'Lunch is inside block 3/7: 6th grade 12:25, 7th grade 12:55, 8th grade 1:25 (30 minutes each).',
        },
        {
          heading: 'Fees',
          content:
            'Lost library book — Charge: Replacement cost. School-owned band instrument usage fee — Charge: $75 per year. ' +
            'Chromebook charger — Charge: $30.',
        },
        {
          heading: 'Cell Phones and Personal Devices',
          content:
            "Cell phones must be turned off and stored in the student's locker or backpack from the tardy bell until dismissal. " +
            'Devices seen or heard during the day are confiscated: 1st offense – device returned to the student at 4:00 p.m.; ' +
            '2nd offense – a parent picks up the device from the assistant principal; 3rd and later offenses – parent pick-up and a $15 administrative fee.',
        },
        {
          heading: 'Outdoor Spaces',
          content:
            'Recess is on the back field when the weather allows. Families may use the field after 5:00 p.m.',
        },
        {
          heading: 'Health',
          content:
            'A cut or scrape is cleaned and covered in the nurse office; a tube of ointment is kept there.',
        },
      ],
    },
  ],
});

describe('the particular thing a parent names is the kind a handbook writes', () => {
  it('a delivery app is food delivery', async () => {
    const answer = await ask(
      'my son left his lunch on the counter again, can i just have uber eats bring him something?',
    );
    expect(answer).toContain('Food delivery services');
    expect(answer).toContain('not accepted');
  });

  it('a tuba is a band instrument, not a misspelled "tube"', async () => {
    const answer = await ask('how much does it cost to use a school tuba');
    expect(answer).toContain('$75 per year');
    expect(answer).not.toContain('ointment');
  });
});

describe('a parent eating lunch with the child is a lunch visit', () => {
  it('"can parents eat lunch with their kids" gets the visit rule, not the lunch schedule', async () => {
    const answer = await ask('can parents eat lunch with their kids');
    expect(answer).toContain('Fridays only');
    expect(answer).not.toContain('block 3/7');
  });

  it('"can i come have lunch with my son on his birthday": the birthday is the occasion', async () => {
    const answer = await ask('can i come have lunch with my son on his birthday? its on a wednesday');
    expect(answer).toContain('Fridays only');
  });

  it('a student eating lunch is still the schedule', async () => {
    expect(await ask('what time do 7th graders eat lunch')).toContain('7th grade 12:55');
  });
});

describe('a phone kept in a pocket is where the device rule says it is stored', () => {
  it('"can he keep his phone in his pocket if its on silent" gets the storage rule', async () => {
    const answer = await ask(
      'can my kid keep his phone in his pocket if its on silent or does it have to be put away',
    );
    expect(answer).toContain("stored in the student's locker or backpack");
  });
});

describe('a rank a parent spells out is the rank a rule numbers', () => {
  it('"the second time" is the "2nd offense"', async () => {
    const answer = await ask('what happens the second time he gets caught with his phone');
    expect(answer).toContain('2nd offense – a parent picks up the device from the assistant principal');
  });

  it('"a third time" is the "3rd" offense', async () => {
    expect(await ask('what happens if she gets caught a third time with her phone')).toContain('$15');
  });
});

describe('an event named by two everyday words', () => {
  it('"field day" is the event, not a field: no answer from the recess field', async () => {
    expect(await ask('is there a field day this year')).toMatch(/doesn't cover that question/);
  });

  it('a school that writes "Field Day" answers it', async () => {
    const school = await seededSchool({
      school: { name: 'Maple Grove Elementary', timeZone: 'America/Chicago' },
      clock,
      files: [
        {
          fileName: 'may-newsletter.docx',
          title: 'May Newsletter',
          contentType: 'newsletter',
          chunks: [
            {
              heading: 'End of the Year',
              content:
                'Field Day is Friday, May 28, on the back field. Students should wear sneakers and bring a water bottle.',
            },
          ],
        },
      ],
    });
    try {
      expect(await school.ask('do they do a field day at the end of the year')).toContain(
        'Field Day is Friday, May 28',
      );
    } finally {
      await school.close();
    }
  });
});
