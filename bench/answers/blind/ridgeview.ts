/**
 * Blind question set for Ridgeview Collegiate Academy ("now": Monday, November 23, 2026, 10:00 am
 * Chicago), written on 2026-11-29 from the documents alone by a writer who never saw the engine.
 * Parent-style wording (typos, shorthand, run-ons, paraphrase); 31 answerable, 1 expired-notice
 * trap that must be declined, 8 unanswerable.
 */
import type { BenchQuestion } from '../question.types.js';

export const BLIND_QUESTIONS: BenchQuestion[] = [
  // contact / person / address
  {
    q: 'my son threw up this morning so hes staying home, what number do i call to let them know and by when',
    kind: 'contact',
    facts: ['(312) 555-0147', '8:30'],
  },
  {
    q: 'who do i talk to about my 6th graders behavior issue, like the dean for middle school?',
    kind: 'person',
    facts: ['Adeyemi'],
  },
  {
    q: 'my daughter has an IEP, who is the sped person at rca',
    kind: 'person',
    facts: ['Okafor'],
  },
  { q: 'whats the school address for my uber', kind: 'address', facts: ['4410 W. Armitage'] },
  // hours
  {
    q: 'what time do the little kids get out mon thru thurs, my son is in 1st',
    kind: 'hours',
    facts: ['3:10'],
  },
  {
    q: 'fridays they get out early right? what time for 7th grade',
    kind: 'hours',
    facts: ['1:25'],
  },
  {
    q: 'what time does my 6th grader have to be in class by and when do the doors open',
    kind: 'hours',
    facts: ['7:45', '7:30'],
  },
  // fees
  {
    q: 'how much is ridge club if she goes every day, and is there a discount for 2 kids',
    kind: 'fee',
    facts: ['$165', '10%'],
  },
  {
    q: 'my son cracked his chromebook screen, we didnt buy the insurance thing. how much do we owe',
    kind: 'fee',
    facts: ['$275'],
  },
  // policy
  {
    q: 'can my 8th grader wear her apple watch to school',
    kind: 'policy',
    facts: [['airplane', 'school mode', 'notifications']],
  },
  {
    q: 'is it ok if we take a vacation the week before winter break, will it be excused',
    kind: 'policy',
    facts: ['unexcused'],
  },
  // procedure
  {
    q: 'my neighbor is picking up my daughter today bc i have to work late, can i just call the front desk to ok it',
    kind: 'procedure',
    facts: ['frontdesk@ridgeviewcollegiate.org', '1:00'],
  },
  {
    q: 'how do i sign my kid up for the after school program',
    kind: 'procedure',
    facts: ['ParentSquare'],
  },
  {
    q: 'my 5th grader wants to walk home by himself from now on, is that allowed what do i need',
    kind: 'procedure',
    facts: ['Walker Permission'],
  },
  // event dates
  {
    q: 'when are the basketball tryouts for my 7th grader and how much is the season',
    kind: 'event-date',
    facts: ['3:45', '$60'],
  },
  {
    q: 'my youngest is in 2nd, when is the winter concert',
    kind: 'event-date',
    facts: [
      ['December 16', 'Dec. 16', 'Wednesday, December 16'],
      ['6:00 PM', '6:00'],
    ],
  },
  {
    q: 'we want to apply for my younger son for next year, when does the lottery open and close',
    kind: 'event-date',
    facts: ['December 1', 'February 12'],
  },
  // calendar days relative to "now"
  {
    q: 'what time do they get out on wednesday, is there lunch that day',
    kind: 'calendar-day',
    facts: ['11:45', '12:00'],
  },
  {
    q: 'is there school on thursday and friday this week',
    kind: 'calendar-day',
    facts: [['No', 'Thanksgiving']],
  },
  {
    q: 'is there school next friday the 4th',
    kind: 'calendar-day',
    facts: [['No school on Friday, December 4', 'In-Service', 'No Students']],
  },
  {
    q: 'my son does robotics, is it on tomorrow?',
    kind: 'calendar-day',
    facts: [['No', 'Tuesday, November 24']],
  },
  // flyer image only
  {
    q: 'when is that book fair thing and is there a night one for families',
    kind: 'image',
    facts: [
      ['Dec 9', 'December 9'],
      ['5:00', '5:00 to 7:00 PM'],
    ],
  },
  {
    q: 'what time does the book fair close on the friday, my kid wants to go after school',
    kind: 'image',
    facts: ['1:00 PM'],
  },
  // e-mail attachment only
  {
    q: 'how much is the dc trip total and when is the first payment due',
    kind: 'attachment',
    facts: ['$1,150', 'December 15'],
  },
  {
    q: 'does my 8th grader need a passport for the washington trip? how much spending money should i send',
    kind: 'attachment',
    facts: ['$100'],
  },
  // superseded
  {
    q: 'how much is school lunch for my 6th grader now',
    kind: 'superseded',
    facts: ['$3.45'],
    forbid: ['$3.35'],
  },
  {
    q: 'where do i drop off in the car in the morning now, is it still moved because of the sewer stuff',
    kind: 'superseded',
    facts: ['Armitage'],
    forbid: ['north lot', '7:25'],
  },
  // expired traps
  {
    q: 'my son was out on picture day, when is the retake day',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['December 8', 'RCAFALL26'],
  },
  {
    q: 'my 2nd grader gets picked up in the car line, what time can i start getting him in the afternoon',
    kind: 'expired-trap',
    trap: true,
    facts: ['3:10'],
    forbid: ['3:05'],
  },
  // Spanish
  {
    q: 'cuanto cuesta el almuerzo para mi hijo de 6to grado?',
    kind: 'spanish',
    lang: 'es',
    facts: ['3.45'],
    forbid: ['3.35'],
  },
  {
    q: 'hay clases el jueves? es el dia de accion de gracias',
    kind: 'spanish',
    lang: 'es',
    facts: [['No', 'Thanksgiving']],
  },
  {
    q: 'a que hora salen los viernes normalmente? mi hija esta en 2do grado',
    kind: 'spanish',
    lang: 'es',
    facts: ['1:10'],
  },
  // unanswerable (nothing in the documents answers these)
  { q: 'does rca have a school bus? we live kinda far', kind: 'unanswerable', decline: true },
  { q: 'when is spring break this year, trying to book flights', kind: 'unanswerable', decline: true },
  { q: 'what time does basketball practice end once the season starts', kind: 'unanswerable', decline: true },
  { q: 'how do i order a yearbook', kind: 'unanswerable', decline: true },
  { q: 'whos the pto president? i want to volunteer', kind: 'unanswerable', decline: true },
  {
    q: 'is there a school counselor or social worker my daughter can talk to',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'does the school do summer school', kind: 'unanswerable', decline: true },
  { q: 'can my son join band, do they rent instruments', kind: 'unanswerable', decline: true },
];
