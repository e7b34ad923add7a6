/**
 * A typed question ("what time…", "how much…", "who do i email…") is answered by a value that stands
 * on its topic: the trip flyer's call time, not the handbook's tardy bell beside the trip's cost.
 * Through the engine on PGlite, with documents written the way a school writes them.
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
      fileName: 'band-spring-trip.pdf',
      title: 'Cedar Bluff Bands - Spring Trip 2027',
      contentType: 'announcement',
      chunks: [
        {
          heading: 'Cedar Bluff Bands - Spring Trip 2027',
          content:
            'All band students are invited to perform at the Hill Country Music Festival in San Antonio on Saturday, April 24. ' +
            'Total trip cost — Amount: $165. ' +
            'Schedule: report to the CBMS band hall at 5:30 a.m.; buses depart at 6:00 a.m. Estimated return to CBMS: 10:30 p.m. ' +
            'Uniform: black band polo, black pants and black shoes for the performance. ' +
            'Chaperones must have an approved volunteer background check. Chaperone cost: $95.',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Student & Parent Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Attendance and Tardies',
          content:
            'Tardies: students who arrive after the 8:40 a.m. tardy bell must sign in at the Attendance Office for a tardy pass. ' +
            'To report an absence, call the attendance line at (512) 555-0142 by 10:00 a.m.',
        },
        {
          heading: 'Meals, Fees and Charges',
          content:
            'Lost library book — Charge: Replacement cost. Chromebook charger — Charge: $30. Adult lunch (guests) — Charge: $5.50.',
        },
        {
          heading: 'Visitors',
          content:
            'Every visitor must show a government photo ID at the Main Office. ' +
            'Car riders are picked up in the car line on the bus loop; stay in your car. ' +
            'Winter Program: Thursday, December 17, 6:00 PM–8:00 PM in the MPR.',
        },
        {
          heading: 'Welcome, Bobcats!',
          content:
            'Cedar Bluff Middle School, 4100 Bluff Ridge Parkway, Live Oak Creek, TX 78642, serves students in grades 6–8. ' +
            'Dentist and doctor notes excuse an absence when turned in within 3 school days.',
        },
        {
          heading: 'Contacts',
          content:
            'Enrollment & Lottery — E-mail: enroll@cedarbluff.example; Hours: By appointment. ' +
            'Late pick-up — Amount: $10 per 15 minutes; Due: Next business day.',
        },
      ],
    },
    {
      fileName: 'spring-concert.png',
      title: 'Spring Concert',
      contentType: 'flyer',
      chunks: [
        {
          heading: 'Spring Concert — Thursday, March 19',
          content:
            'Students should arrive at 6:00 pm in the music room and wear a white top with black pants or skirt.',
        },
      ],
    },
    {
      fileName: 'school-hours.txt',
      title: 'School Hours',
      contentType: 'policy',
      chunks: [
        {
          heading: 'School Hours',
          content: 'Doors open at 7:45 am and the school day begins at 8:40 am.',
        },
      ],
    },
    {
      fileName: 'fwd-candy-fundraiser.eml',
      title: 'Fwd: PTO Candy Fundraiser order form',
      contentType: 'email',
      chunks: [
        {
          heading: '',
          content:
            'Hi! Here is the order form for our candy fundraiser, can you share it with families? Thanks, Marisol Vega, Cedar Bluff PTO President',
        },
        {
          heading: 'School Day',
          content: 'The school day ends at 4:00 p.m. Monday through Friday.',
        },
        {
          heading: 'Yearbook',
          content: 'Questions about yearbook orders? E-mail yearbook@cedarbluff.example.',
        },
      ],
    },
  ],
});

describe('a typed answer stands on its topic', () => {
  it("a yes/no question about a clock time is answered by the time school opens, not an event's arrival", async () => {
    const answer = await ask('can i drop my kid off at 7:30');
    expect(answer).toContain('7:45 am');
    expect(answer).not.toContain('6:00 pm');
  });

  it('a trip\'s "report to … at 5:30 a.m." is when to be there, and its "return" when they are back', async () => {
    const answer = await ask(
      'what time does my son need to be at school for the band trip and what time r they back',
    );
    expect(answer).toContain('5:30 a.m.');
    expect(answer).toContain('10:30 p.m.');
    expect(answer).not.toContain('8:40');
  });

  it('"report an absence" is no arrival: the tardy bell still answers when school starts for latecomers', async () => {
    const answer = await ask('what time is he tardy if he gets there late');
    expect(answer).toContain('8:40');
  });

  it('an amount written in words ("Replacement cost") answers what an unreturned book costs', async () => {
    const answer = await ask('the library says my daughter never returned a book, what do they charge');
    expect(answer).toContain('Replacement cost');
  });

  it('"the winter show" is the Winter Program, not showing a photo ID', async () => {
    const answer = await ask('what time should my 2nd grader be at the winter show');
    expect(answer).toContain('6:00 PM');
    expect(answer).not.toContain('photo ID');
  });

  it('"who do i email" asks for an address, and "next year" names no topic', async () => {
    const answer = await ask('who do i email about the lottery for next yr');
    expect(answer).toContain('enroll@cedarbluff.example');
    expect(answer).not.toContain('Late pick-up');
  });

  it('"who do i talk to" is answered by who runs the thing when the documents give no number for it', async () => {
    const answer = await ask('who do i talk to about the candy fundraiser');
    expect(answer).toContain('Marisol Vega');
    expect(answer).not.toContain('555-0142');
    expect(await ask('who do i talk to about my yearbook order')).toContain('yearbook@cedarbluff.example');
  });

  it('a question asking for a date is not answered by a sentence naming no particular day', async () => {
    const answer = await ask('what date does school end in may');
    expect(answer).not.toContain('4:00 p.m.');
    expect(answer).toMatch(/doesn't cover that question/);
    expect(await ask('what date is the winter program')).toContain('Thursday, December 17');
  });

  it('a value question with only a story beside it answers the value ("whats the address? need it for a form")', async () => {
    const answer = await ask('whats the address of the school? need it for my daughters dentist excuse form');
    expect(answer).toContain('4100 Bluff Ridge Parkway');
  });

  it('what a value is for is no topic: "need it for the car", "for my uber driver"', async () => {
    expect(await ask('whats the school address, need it for the car')).toContain('4100 Bluff Ridge Parkway');
    expect(await ask('school address pls for my uber driver')).toContain('4100 Bluff Ridge Parkway');
  });

  it('reporting an absence, the illness is the reason: the attendance line answers, under no past-day header', async () => {
    const answer = await ask('my daughter was out yesterday with the flu, what number do i call');
    expect(answer).toContain('(512) 555-0142');
    expect(answer).not.toMatch(/^For /);
  });

  it('"is there a … ?" is answered only by a passage naming the thing asked about', async () => {
    expect(await ask('is there a parent meeting for the band trip chaperones')).not.toContain('$95');
    expect(await ask('is there a fee for the band trip chaperones')).toContain('$95');
  });

  it('declines a time question whose only clock time is on another topic', async () => {
    const answer = await ask('what time does the choir bus leave for the festival');
    expect(answer).not.toContain('8:40');
  });
});
