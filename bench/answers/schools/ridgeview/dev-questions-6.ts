/**
 * Ridgeview Collegiate Academy dev split, part 6: written from the documents alone (handbook,
 * November newsletter, after-school page, book fair flyer, lunch price update, car line notice, the
 * forwarded DC trip e-mail with its PDF attachment, calendar feed, and the expired picture day
 * notice as a trap) by someone who had not seen the engine. Bench "now": Monday, November 23,
 * 2026, 10:00 am (America/Chicago); "tmrw" is Tuesday, November 24 (no Robotics Club that day) and
 * "wed" is the Wednesday, November 25 half day.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_6: BenchQuestion[] = [
  // contact
  {
    q: 'my daughter (3rd grade) woke up w a rash on her arms, i want to ask the nurse if she should come in. whats the nurses direct number and until what time is she there',
    kind: 'contact',
    facts: [['ext. 214', '214'], ['3:45']],
  },
  // person
  {
    q: 'who is the dean for the middle school kids? my 7th grader got a detention for something he says he didnt do and i want to talk to somebody',
    kind: 'person',
    facts: [['Adeyemi']],
  },
  // fee
  {
    q: 'ugh my son dropped his chromebook and the screen is smashed. we never paid for the protection thing, how much are they gonna charge us',
    kind: 'fee',
    facts: [['$275']],
  },
  // policy
  {
    q: 'can my 6th grader wear his apple watch to school? he doesnt have a phone yet and its how i check on him',
    kind: 'policy',
    facts: [['airplane', 'school mode', 'notifications']],
  },
  // procedure
  {
    q: 'my sister is picking up my 2nd grader today bc i got called in for a late shift. shes not on the list, can i just call the front desk and tell them?',
    kind: 'procedure',
    facts: [['frontdesk@ridgeviewcollegiate.org'], ['1:00 PM', '1:00']],
  },
  // calendar days
  {
    q: 'wed is the short day right? what time do i pick up my 2nd grader and my 7th grader, they go out at diff times i think',
    kind: 'calendar-day',
    facts: [['11:45'], ['12:00 PM', '12:00']],
  },
  {
    q: 'does my son have robotics tmrw after school? trying to figure out if i get him at 5 or at the normal time',
    kind: 'calendar-day',
    facts: [['3:35 PM', '3:35']],
  },
  // image
  {
    q: 'is the book fair open after school on the friday? i get off at 3. and what night is the family one',
    kind: 'image',
    facts: [
      ['1:00 PM', '1:00'],
      ['Dec 9', 'December 9'],
    ],
  },
  // attachment
  {
    q: 'for the 8th grade dc trip how much is the first payment and when is it due? also does my daughter need a passport, she doesnt have one',
    kind: 'attachment',
    facts: [['$150'], ['December 15'], ['no passport']],
  },
  // multi-doc
  {
    q: 'my son is always freezing in class, can he wear his gray nike hoodie over his polo? if not is there something he can wear',
    kind: 'multi-doc',
    facts: [['$22'], ['December 1', 'Dec. 1']],
  },
  // superseded
  {
    q: 'Hello, how much does a school lunch cost for a middle school student? I need to put money in his account.',
    kind: 'superseded',
    facts: [['$3.45']],
    forbid: ['$3.35'],
  },
  // expired trap
  {
    q: 'when r picture retakes? my son blinked in his school picture lol and i already paid for the package',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['December 8', 'RCAFALL26'],
  },
  // unanswerable
  {
    q: 'does rca have a school bus that picks kids up? we are moving closer to belmont and i wont be able to drive him every morning',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there a schedule for the basketball games this season? my daughter made the team and grandma wants to come watch',
    kind: 'unanswerable',
    decline: true,
  },
];
