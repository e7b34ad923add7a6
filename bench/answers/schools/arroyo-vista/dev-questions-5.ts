/**
 * Arroyo Vista Elementary dev split, part 5: written from the documents alone (handbook, December
 * newsletter, Spanish schedule page, expanded learning page, literacy night flyer, picture retake
 * notices, the forwarded See's Candies e-mail and its PDF order form, calendar feed, and the expired
 * repaving and conference week notices as traps) by someone who had not seen the engine. Bench
 * "now": Thursday, December 10, 2026, 8:30 am (America/Los_Angeles); "next thursday" is December 17.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_5: BenchQuestion[] = [
  // contact
  {
    q: 'whats the number for the nurse? my daughter gets nosebleeds a lot and i want to give them a heads up',
    kind: 'contact',
    facts: [['ext. 3', '555-0186 ext. 3']],
  },
  // person
  {
    q: 'who is the assistant principal? i want to talk to someone about the pick up line, its chaos',
    kind: 'person',
    facts: [['Kevin Tran', 'Mr. Tran']],
  },
  // calendar day
  {
    q: 'is there school on jan 4? thats when i go back to work so i need to know if i need a sitter',
    kind: 'calendar-day',
    facts: [
      ['Monday, January 4', 'No school on Monday, January 4', 'January 4'],
      ['Planning Day', 'Student Holiday'],
    ],
  },
  // hours (fact only on the Spanish page)
  {
    q: 'do u guys have english classes for parents? my husband wants to take them. what days and who do we call',
    kind: 'hours',
    facts: [['5:30'], ['(909) 555-0190', '555-0190']],
  },
  // fee
  {
    q: 'how much does it cost for me to eat lunch with my son at school? its his birthday next week',
    kind: 'fee',
    facts: [['$5.50']],
  },
  // attachment (See's Candies order form PDF)
  {
    q: 'how do i pay for the sees candy order, can i just send cash w my kid? and when do we pick up the candy',
    kind: 'attachment',
    facts: [
      ['@ArroyoVistaPTA', 'Venmo'],
      ['December 17', 'Thursday, December 17'],
    ],
  },
  // image (literacy night flyer)
  {
    q: 'the family literacy night in january, what time is it and do i need to feed the kids before or is there food',
    kind: 'image',
    facts: [['5:30'], ['pizza']],
  },
  // superseded: the first notice had retakes on December 16
  {
    q: 'when is picture retake day? my son was out sick on picture day and his pic never got taken',
    kind: 'superseded',
    trap: true,
    facts: [['January 12']],
    forbid: ['December 16'],
  },
  // policy
  {
    q: 'ugh my daughter has lice. how long does she have to stay home',
    kind: 'policy',
    facts: [['first treatment']],
  },
  {
    q: 'can my 3rd grader wear slides to school? its literally all she wants to wear',
    kind: 'policy',
    facts: [['back strap', 'closed heel']],
  },
  // procedure
  {
    q: 'we are going to mexico for 2 weeks in february for a family thing. what do i need to do with the school so he doesnt get marked truant',
    kind: 'procedure',
    facts: [['Independent Study'], ['5 school days']],
  },
  {
    q: 'my mom is going to start picking up the kids on tuesdays. can i just call the office and let them know?',
    kind: 'procedure',
    facts: [['Emergency Card'], ['Aeries', 'in person']],
  },
  // unanswerable
  {
    q: 'does arroyo vista have a gate program? my son is bored in class and tested high last year',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there a crossing guard at the corner by the school? my 5th grader wants to start walking',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is the spelling bee this year and how do kids sign up',
    kind: 'unanswerable',
    decline: true,
  },
];
