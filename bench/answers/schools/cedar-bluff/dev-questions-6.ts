/**
 * Cedar Bluff Middle School dev split, part 6: written from the documents alone (handbook, February
 * Bobcat Bulletin, athletics page, Spanish family page, musical flyer, course selection notices, the
 * forwarded band e-mail with its spring trip packet, calendar feed, and the expired fall tutorials
 * schedule as a trap) by someone who had not seen the engine. Bench "now": Tuesday, February 2,
 * 2027, 7:45 am (America/Chicago); "this friday" is the Friday, February 5 early release.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_6: BenchQuestion[] = [
  // contact
  {
    q: 'we are moving to round rock over spring break, who do i call to get my sons records sent to his new school',
    kind: 'contact',
    facts: [['(512) 555-0145', '555-0145']],
  },
  // person
  {
    q: 'who is the assistant principal for 6th grade? my son got written up at lunch and i want to talk to whoever handles that',
    kind: 'person',
    facts: [['Oyelaran']],
  },
  // hours
  {
    q: 'what time does my 7th grader eat lunch? i want to bring her chick fil a for her bday on thursday and eat with her',
    kind: 'hours',
    facts: [['12:55'], ['Fridays']],
  },
  // fee
  {
    q: 'my daughter wants to play tuba in band but theres no way we can buy one. can she use one of the schools and is there a charge',
    kind: 'fee',
    facts: [['$75']],
  },
  // policy
  {
    q: 'my son left his lunch on the counter again, can i just have uber eats bring him something?',
    kind: 'policy',
    facts: [['not accepted'], ['vestibule', 'front office']],
  },
  // procedure
  {
    q: 'my daughter has an orthodontist appt at 3:45 today, how do i get her out of school early? can i just text her to come out to the car',
    kind: 'procedure',
    facts: [['3:30'], ['photo ID']],
  },
  // calendar day
  {
    q: 'is this friday one of the early out days? what time do the buses leave. also we were going to go skiing presidents day weekend, do they have that monday off?',
    kind: 'calendar-day',
    facts: [['1:30'], ['February 15'], ['regular school day', 'School in Session', 'make-up']],
  },
  // image
  {
    q: 'how much are tickets to into the woods for me and my 2 little ones (3 and 9)? can i pay cash at the door',
    kind: 'image',
    facts: [['$8'], ['$5']],
  },
  // attachment
  {
    q: 'what time do i need to have my son at school for the san antonio band trip, and about what time do they get back that night',
    kind: 'attachment',
    facts: [
      ['5:30 a.m.', '5:30'],
      ['10:30 p.m.', '10:30'],
    ],
  },
  // multi-doc
  {
    q: 'my 8th grader is failing math right now. if he gets below a 70 on his report card can he still go on the band trip in april and can he still run track',
    kind: 'multi-doc',
    facts: [['3rd nine weeks'], ['three school weeks', 'still practice']],
  },
  // superseded
  {
    q: 'Hi, when is the 8th grade course night at the high school? Where do we go in when we get there?',
    kind: 'superseded',
    facts: [['February 11'], ['door 5']],
    forbid: ['February 9'],
  },
  // expired trap
  {
    q: 'does the school still do the before school tutoring for math? my son is really struggling in 7th grade math and i can drop him early',
    kind: 'expired-trap',
    trap: true,
    facts: [['4:10'], ['Monday']],
    forbid: ['7:50', 'B112'],
  },
  // unanswerable
  {
    q: 'when is the spring fling and how much are tickets? my daughter keeps asking',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'do yall have summer school for kids who fail a class? trying to plan our summer',
    kind: 'unanswerable',
    decline: true,
  },
];
