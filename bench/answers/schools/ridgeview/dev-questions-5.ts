/**
 * Ridgeview Collegiate Academy dev split, part 5: written from the documents alone (handbook,
 * November newsletter, after-school page, book fair flyer, lunch price and car line notices, the
 * forwarded DC trip e-mail and its PDF, calendar feed, and the expired car line and picture day
 * notices as traps) by someone who had not seen the engine. Bench "now": Monday, November 23, 2026,
 * 10:00 am (America/Chicago); "this friday" is November 27 (Thanksgiving break).
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_5: BenchQuestion[] = [
  // contact
  {
    q: 'who do i contact about signing up for ridge club? my son needs aftercare starting in december',
    kind: 'contact',
    facts: [['ridgeclub@ridgeviewcollegiate.org'], ['Harper']],
  },
  // person
  {
    q: 'hi my 6th grader got a referral today and i want to talk to the dean. whos the dean for middle school',
    kind: 'person',
    facts: [['Adeyemi']],
  },
  // hours
  {
    q: 'wed is a half day right? what time do i pick up my kindergartner and my 7th grader, they get out diff times i think',
    kind: 'hours',
    facts: [['11:45'], ['12:00']],
  },
  // calendar day
  {
    q: 'is there school this friday? trying to figure out childcare',
    kind: 'calendar-day',
    facts: [['Friday, November 27', 'November 27'], ['Thanksgiving']],
  },
  // superseded: the construction notice (expired) moved the car line to the north lot
  {
    q: 'where do i drop off in the mornings now and what time does the car line start? we just switched to driving',
    kind: 'superseded',
    trap: true,
    facts: [['Armitage'], ['7:30']],
    forbid: ['north lot', '7:25'],
  },
  // attachment (DC trip PDF)
  {
    q: 'how much is the 8th grade dc trip total and when is the deposit due',
    kind: 'attachment',
    facts: [['$1,150'], ['December 15']],
  },
  // fee
  {
    q: 'what does ridge club cost per month? i have 2 kids, is there any discount',
    kind: 'fee',
    facts: [['$165'], ['10%']],
  },
  // policy
  {
    q: 'can my daughter wear her apple watch to school? its how i reach her after school',
    kind: 'policy',
    facts: [['airplane', 'school mode', 'notifications']],
  },
  {
    q: 'my son missed 2 assignments bc he was sick last week. do teachers still take late work and how many points do they take off',
    kind: 'policy',
    facts: [['10%'], ['3 days']],
  },
  // procedure
  {
    q: 'my neighbor is getting my kid today, can i just call the front desk and tell them?',
    kind: 'procedure',
    facts: [['frontdesk@ridgeviewcollegiate.org'], ['1:00 PM']],
  },
  // image (book fair flyer)
  {
    q: 'when is the book fair? is there an evening time i can come bc i work days',
    kind: 'image',
    facts: [['Dec 9', 'Wednesday, December 9', 'December 9'], ['5:00']],
  },
  // event date
  {
    q: 'Good morning. When are the basketball tryouts for 7th grade, and what is the fee if my son makes the team?',
    kind: 'event-date',
    facts: [['Nov. 30', 'November 30', 'Monday, November 30'], ['$60']],
  },
  // unanswerable
  {
    q: 'does rca have a school bus? we moved to the west side and i cant do the car line anymore',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'who is the pto president? i want to help with the spring fundraiser',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there a school counselor my daughter can see? shes been really anxious since the move',
    kind: 'unanswerable',
    decline: true,
  },
];
