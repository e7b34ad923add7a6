/**
 * Ridgeview Collegiate Academy dev split, part 7: written from the documents alone (family handbook,
 * November Ridge Report, after-school programs page, book fair flyer, lunch price update, car line
 * notices, the forwarded 8th grade DC trip e-mail and its PDF, calendar feed, and the expired car line
 * construction and picture day notices as traps) by someone who had not seen the engine. Bench "now":
 * Monday, November 23, 2026, 10:00 am (America/Chicago); "this wednesday" is the November 25 half day.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_7: BenchQuestion[] = [
  // person
  {
    q: 'my son is in 6th and got written up again today, who is the dean for his grade? i want to talk to them directly',
    kind: 'person',
    facts: [['Adeyemi']],
  },
  // event date
  {
    q: 'hi! my youngest starts kinder next year and her brother is already at rca. when can we apply for her and when do we find out if she got in?',
    kind: 'event-date',
    facts: [['December 1'], ['March 5']],
  },
  // fee
  {
    q: 'how much is after school care for the whole month? i have 2 kids there, do we get any break for siblings',
    kind: 'fee',
    facts: [['$165'], ['10%']],
  },
  // policy
  {
    q: 'can my 7th grader wear his apple watch to school or does it have to go in that pouch with the phone',
    kind: 'policy',
    facts: [['airplane', 'school mode']],
  },
  // multi-doc (handbook Friday cutoff + after-school page drop-in rate)
  {
    q: 'my kindergartner gets out early on fridays right? sometimes my bus from work runs late. what happens if i dont get there in time and do i get charged',
    kind: 'multi-doc',
    facts: [['1:45'], ['$12']],
  },
  // calendar day
  {
    q: 'we are driving to my in laws for thanksgiving. is there school this wed and fri? if wed is school what time does my 2nd grader get out',
    kind: 'calendar-day',
    facts: [['11:45'], ['Thanksgiving', 'Friday, November 27']],
  },
  // image (book fair flyer)
  {
    q: 'Is the book fair open all day on the last day? And which night is the family night with the free book?',
    kind: 'image',
    facts: [
      ['1:00 PM', '1:00'],
      ['Wednesday, December 9', 'Dec 9'],
    ],
  },
  // attachment (DC trip PDF)
  {
    q: 'does my 8th grader need a passport for the dc trip?? also how much spending money should i send and what else does he need',
    kind: 'attachment',
    facts: [['$100'], ['school ID', 'medical release']],
  },
  // superseded (lunch price update replaces the handbook lunch rows)
  {
    q: 'how much is a school lunch for my kindergartener? trying to figure out how much to load',
    kind: 'superseded',
    facts: [['$3.25']],
    forbid: ['$3.10'],
  },
  // expired trap (the fall picture day notice expired October 16)
  {
    q: 'my son was out sick on picture day, is there a make up day for pictures? when',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['December 8', 'RCAFALL26'],
  },
  // unanswerable
  {
    q: 'Good afternoon, we are moving further west next month. Does RCA provide a school bus for students, and if so how do we sign up?',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'theres lice going around my daughters class again, does the school do lice checks?',
    kind: 'unanswerable',
    decline: true,
  },
];
