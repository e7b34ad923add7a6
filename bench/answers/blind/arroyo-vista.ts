/**
 * Blind question set for Arroyo Vista Elementary ("now": Thursday, December 10, 2026, 8:30 am
 * Los Angeles), written on 2026-11-29 from the documents alone by a writer who never saw the engine.
 * Parent-style wording (typos, shorthand, run-ons, paraphrase); 31 answerable, 1 expired-notice
 * trap that must be declined, 8 unanswerable.
 */
import type { BenchQuestion } from '../question.types.js';

export const BLIND_QUESTIONS: BenchQuestion[] = [
  // contact / person / address
  {
    q: 'my kid was out yesterday w a cold, who do i call to excuse it and how long do i have to do that',
    kind: 'contact',
    facts: ['(909) 555-0187', '72 hours'],
  },
  {
    q: 'whats the number for the person who runs the after school program, i want to get my son in',
    kind: 'contact',
    facts: ['(909) 555-0199'],
  },
  {
    q: 'who is the school counselor? my daughter is having a hard time since her grandpa passed',
    kind: 'person',
    facts: ['Holt'],
  },
  {
    q: 'if there is ever a lockdown where am i supposed to go to get my kids back',
    kind: 'address',
    facts: ['Valle Grande High School'],
  },
  // hours
  { q: 'what time does my 5th grader get out on a normal day', kind: 'hours', facts: ['2:50'] },
  {
    q: 'i start work at 7:30, whats the earliest i can leave my 1st grader at school? is there anything before school',
    kind: 'multi-doc',
    facts: ['7:45', '7:00 a.m.'],
  },
  {
    q: 'till what time can they stay at the after school program? is it still on when its a short day',
    kind: 'hours',
    facts: ['6:00 p.m.'],
  },
  // fees
  {
    q: 'i want to have lunch with my son at school one day, how much is it for me',
    kind: 'fee',
    facts: ['$5.50'],
  },
  {
    q: 'do i have to pay for my kids breakfast and lunch or fill out a form for free lunch',
    kind: 'fee',
    facts: [['no cost', 'free']],
  },
  // policy
  {
    q: 'its gonna be hot can she wear her slides to school',
    kind: 'policy',
    facts: [['not permitted', 'not allowed', 'No']],
  },
  {
    q: 'my son had lice, we did the shampoo once last night. can he go back today',
    kind: 'policy',
    facts: [['first treatment', 'Yes']],
  },
  {
    q: 'can my son pass out invites to his bday party at school',
    kind: 'policy',
    facts: [['not distributed', 'No']],
  },
  // procedure
  {
    q: 'my sister is picking up my kids friday, can i just call the office and let them know',
    kind: 'procedure',
    facts: ['Emergency Card', ['in person', 'Aeries']],
  },
  {
    q: 'we are going to mexico for like 2 weeks in february to see family, what do i have to do so its not counted against him',
    kind: 'procedure',
    facts: ['Independent Study', '5 school days'],
  },
  {
    q: 'i want to drive kids on the next field trip, what do i need to get done',
    kind: 'procedure',
    facts: ['Live Scan'],
  },
  // event dates
  {
    q: 'what time is the winter show for my 2nd grader and where is it',
    kind: 'event-date',
    facts: ['6:00 p.m.', ['MPR', 'Multipurpose Room']],
  },
  {
    q: 'my son didnt miss any days in december, when is the assembly where they get recognized',
    kind: 'event-date',
    facts: ['January 22', '8:45'],
  },
  {
    q: 'when can i sign up my little one for kinder next year',
    kind: 'event-date',
    facts: ['February 1'],
  },
  // calendar days relative to "now"
  {
    q: 'what time do they get out tomorrow? my son is in 2nd',
    kind: 'calendar-day',
    facts: [['1:40', '1 hour early', 'one hour earlier', 'hour early']],
  },
  {
    q: 'is there school monday jan 4 or do they go back the 5th',
    kind: 'calendar-day',
    facts: [['No school on Monday, January 4', 'Planning Day', 'Student Holiday']],
  },
  {
    q: 'last day before winter break is a short day right? what time for my 4th grader',
    kind: 'calendar-day',
    facts: ['12:35'],
  },
  {
    q: 'does folklorico meet next wednesday',
    kind: 'calendar-day',
    facts: [['No', 'Wednesday, December 16']],
  },
  // flyer image only
  {
    q: 'that literacy night thing, when is it and do we need to bring food',
    kind: 'image',
    facts: ['January 21', 'pizza'],
  },
  {
    q: 'where is the reading night for families and what time does it end',
    kind: 'image',
    facts: ['Library', '7:00 p.m.'],
  },
  // e-mail attachment only
  {
    q: 'when do i have to turn in the candy order and when do we get the candy',
    kind: 'attachment',
    facts: ['December 14', 'December 17'],
  },
  {
    q: 'how much is the 1 lb box of chocolates for the pta fundraiser and can i pay cash',
    kind: 'attachment',
    facts: ['$30', ['No cash', 'check', 'Venmo']],
  },
  // superseded
  {
    q: 'when is picture retake day, my daughter hated her photo',
    kind: 'superseded',
    facts: ['January 12'],
    forbid: ['Wednesday, December 16'],
  },
  // expired traps
  {
    q: 'where do i pull up to get my kids after school now? i heard they moved it for road work',
    kind: 'expired-trap',
    trap: true,
    facts: ['Baseline Street'],
    forbid: ['Olive Street'],
  },
  {
    q: 'how much longer is the street repaving going on by the school',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['November 20', 'Olive Street'],
  },
  // Spanish
  {
    q: 'hay clases de ingles para los papás? que dias y a que hora',
    kind: 'spanish',
    lang: 'es',
    facts: ['5:30', '7:00'],
  },
  {
    q: 'mi niño esta en kinder, a que hora sale el viernes 18 de diciembre?',
    kind: 'spanish',
    lang: 'es',
    facts: ['11:55'],
  },
  {
    q: 'cuando es el cafe con la directora?',
    kind: 'spanish',
    lang: 'es',
    facts: [['primer viernes', 'first Friday'], '8:30'],
  },
  // unanswerable (nothing in the documents answers these)
  {
    q: 'whats the name of my daughters 3rd grade teacher, i forgot lol',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'when is spring break this year', kind: 'unanswerable', decline: true },
  { q: 'how much does the 6th grade science camp cost', kind: 'unanswerable', decline: true },
  { q: 'what time is recess for 2nd grade', kind: 'unanswerable', decline: true },
  { q: 'how does the GATE testing work and when do they test', kind: 'unanswerable', decline: true },
  { q: 'how do i join the school site council', kind: 'unanswerable', decline: true },
  { q: 'can my son ride his scooter to school and leave it there', kind: 'unanswerable', decline: true },
  { q: 'do we need tickets for the winter program', kind: 'unanswerable', decline: true },
];
