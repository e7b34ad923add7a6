/**
 * Cedar Bluff Middle School dev split, part 5: written from the documents alone (handbook, February
 * newsletter, district athletics page, Spanish family page, musical flyer, notices, the forwarded
 * band trip e-mail and its PDF packet, calendar feed) by someone who had not seen the engine.
 * Bench "now": Tuesday, February 2, 2027, 7:45 am (America/Chicago); "next friday the 12th" is the
 * February 12 Staff Development day.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_5: BenchQuestion[] = [
  // contact
  {
    q: 'who do i call about the bus? my daughters bus was like 25 min late twice this week and nobody tells us anything',
    kind: 'contact',
    facts: [['(512) 555-0190', '555-0190']],
  },
  // person
  {
    q: 'who is the librarian? my son lost a library book and i want to pay for it',
    kind: 'person',
    facts: [['Natarajan']],
  },
  // hours
  {
    q: 'what time does my 6th grader have to be in class in the morning, and when do they open the doors? i drop him on my way to work',
    kind: 'hours',
    facts: [['8:40'], ['8:00']],
  },
  // calendar day
  {
    q: 'is there school fri the 12th and mon the 15th? trying to plan a long weekend trip to see grandma',
    kind: 'calendar-day',
    facts: [['Staff Development'], ['Make-up Day', 'make-up', 'regular school day']],
  },
  // fee
  {
    q: 'how much is the yearbook and when does the price go up',
    kind: 'fee',
    facts: [['$40'], ['February 26', 'March 1']],
  },
  // image (musical flyer)
  {
    q: 'how much are tickets for into the woods? its me, my mom (shes 70) and my 3 yr old',
    kind: 'image',
    facts: [['$5'], ['4 and under', 'free']],
  },
  // attachment (band trip PDF)
  {
    q: 'band trip question - when is the first payment due and how much is it? my daughter plays clarinet',
    kind: 'attachment',
    facts: [['$60'], ['February 10', 'Wednesday, February 10']],
  },
  // superseded: the first notice had course selection night on February 9 in the LOCHS cafeteria
  {
    q: 'when is the 8th grade course selection night at the high school and where do we go',
    kind: 'superseded',
    trap: true,
    facts: [['February 11', 'Thursday, February 11'], ['Performing Arts Center']],
    forbid: ['February 9'],
  },
  // policy
  {
    q: 'my daughter got her phone taken AGAIN, thats the 2nd time this nine weeks. do i have to come get it?',
    kind: 'policy',
    facts: [['assistant principal']],
  },
  {
    q: 'can my son keep advil in his backpack for his headaches or does it have to go thru the nurse',
    kind: 'policy',
    facts: [["Nurse's Office", 'nurse'], ['10 school days']],
  },
  // procedure
  {
    q: 'how do i excuse my sons absence from last thursday? he had strep',
    kind: 'procedure',
    facts: [['3 school days'], ['cbmsattendance@locisd.example', '(512) 555-0142', '555-0142']],
  },
  {
    q: 'I need to pick my son up early today for an orthodontist appointment at 3:45. What do I need to do?',
    kind: 'procedure',
    facts: [['3:30'], ['photo ID']],
  },
  // unanswerable
  {
    q: 'is there an orchestra at cedar bluff? my daughter has played violin since she was 6',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'where can i find the school supply list for 7th grade',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'does cbms have summer school or a summer camp? my son failed math first semester',
    kind: 'unanswerable',
    decline: true,
  },
];
