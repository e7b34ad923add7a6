/**
 * Blind question set for Maple Grove Elementary ("now": Thursday, March 12, 2026, 9:00 am New York),
 * written on 2026-11-29 from the documents alone by a writer who never saw the engine.
 * Parent-style wording (typos, shorthand, run-ons, paraphrase); 31 answerable, 1 expired-notice
 * trap that must be declined, 8 unanswerable.
 */
import type { BenchQuestion } from '../question.types.js';

export const BLIND_QUESTIONS: BenchQuestion[] = [
  // contact / person / address
  { q: 'hi whats the number i call when my kid is home sick', kind: 'contact', facts: ['(555) 010-2001'] },
  {
    q: 'whats the email for the front office? i need to send them a doctors note',
    kind: 'contact',
    facts: ['office@maplegrove.example'],
  },
  { q: 'new family here, who is the principal?', kind: 'person', facts: ['Alvarez'] },
  {
    q: 'my son is gonna start walking home in april which door do the walkers come out of, like what street',
    kind: 'address',
    facts: ['Birch Avenue'],
  },
  // hours
  {
    q: 'how early can i drop her off and what time is she late by',
    kind: 'hours',
    facts: ['7:45', '8:10'],
  },
  { q: 'do they always get out early on wednesdays?? what time', kind: 'hours', facts: ['1:30'] },
  // fees
  { q: 'how much is breakfast there', kind: 'fee', facts: ['$1.50'] },
  {
    q: 'i got stuck in traffic and got to kids club at 6:10 last night. are they gonna charge me for that? how much',
    kind: 'fee',
    facts: ['$1 per minute'],
  },
  // policy
  {
    q: 'its my daughters bday friday can i bake cupcakes at home and send them in for the class',
    kind: 'policy',
    facts: ['store-bought'],
  },
  {
    q: 'he had 101 temp last nite but seems ok this morning, can he go to school today',
    kind: 'policy',
    facts: ['24 hours'],
  },
  // procedure
  {
    q: 'my daughter has a dentist appt at 1 and her grandma is getting her, what do i need to do so they let her go',
    kind: 'procedure',
    facts: [['12:00 pm', '12:00'], 'photo ID'],
  },
  {
    q: 'we are going to see family in india for 2 weeks in may during school, who do i ask and how',
    kind: 'procedure',
    facts: ['Planned Absence Form'],
  },
  {
    q: 'my son has to take antibiotics at lunch for 10 days how does that work at school',
    kind: 'procedure',
    facts: ['Medication Authorization Form'],
  },
  // event dates
  {
    q: 'when is the book fair this month and can parents go shop too',
    kind: 'event-date',
    facts: ['March 16', 'March 20'],
  },
  {
    q: 'my 4th grader is in the concert, what time does he need to be there and what does he wear',
    kind: 'event-date',
    facts: ['6:00 pm', 'white top'],
  },
  {
    q: 'pta meeting coming up? when and where is it, and can i bring my little one',
    kind: 'event-date',
    facts: ['March 17', '7:00 pm'],
  },
  // calendar days relative to "now"
  {
    q: 'is there school tomorrow? i think i saw something about them getting out early',
    kind: 'calendar-day',
    facts: ['12:30'],
  },
  {
    q: 'is friday april 10 a school day or no',
    kind: 'calendar-day',
    facts: [['No school on Friday, April 10', 'Professional Development Day', 'no school']],
  },
  {
    q: 'when does spring break start and what day do they go back',
    kind: 'calendar-day',
    facts: ['March 30', 'April 6'],
  },
  { q: 'is monday a normal school day', kind: 'calendar-day', facts: [['Yes', 'school day']] },
  // flyer image only
  {
    q: 'how much r the ride tickets at the carnival, is there like an all day pass',
    kind: 'image',
    facts: ['$1', '$20'],
  },
  { q: 'what is the carnival money going towards this year', kind: 'image', facts: ['playground fund'] },
  // superseded
  {
    q: 'how much is hot lunch per day now, i heard it went up',
    kind: 'superseded',
    facts: ['$3.50'],
    forbid: ['$3.25', '$3.00'],
  },
  {
    q: 'what does kids club cost per day these days',
    kind: 'superseded',
    facts: ['$18'],
    forbid: ['$15 per day'],
  },
  {
    q: 'when is spring picture day and when do the order forms have to be back',
    kind: 'superseded',
    facts: ['April 15', 'April 13'],
    forbid: ['April 8'],
  },
  // expired traps
  {
    q: 'where do i line up in the car to get my kids in the afternoon and what time do they come out',
    kind: 'expired-trap',
    trap: true,
    facts: ['Oak Street', '3:15'],
    forbid: ['Cedar Lane', '2:45'],
  },
  {
    q: 'does chess club still meet after school? how much is it and what room',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['room 204', '$40'],
  },
  {
    q: 'what time does the route 7 bus come in the morning and where is the stop now',
    kind: 'expired-trap',
    trap: true,
    facts: ['7:20', 'Maple Street'],
    forbid: ['7:15'],
  },
  {
    q: 'that science thing at night, what day is it and where do we bring the project',
    kind: 'expired-trap',
    trap: true,
    facts: ['March 19', 'gym'],
    forbid: ['March 5'],
  },
  // Spanish
  { q: 'hola, a que hora salen los niños mañana?', kind: 'spanish', lang: 'es', facts: ['12:30'] },
  {
    q: 'cuanto cuesta el almuerzo caliente ahora por dia',
    kind: 'spanish',
    lang: 'es',
    facts: ['3.50'],
    forbid: ['3.25'],
  },
  {
    q: 'mi hija va a faltar mañana porque está enferma, a que numero llamo?',
    kind: 'spanish',
    lang: 'es',
    facts: ['(555) 010-2001'],
  },
  // unanswerable (nothing in the documents answers these)
  { q: 'whats the school nurses name?', kind: 'unanswerable', decline: true },
  {
    q: 'do they test for the gifted program in 2nd grade? how do i sign up',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'when is the last day of school in june', kind: 'unanswerable', decline: true },
  { q: 'does maple grove run a summer camp this year', kind: 'unanswerable', decline: true },
  {
    q: 'can my son ride his bike to school, is there somewhere to lock it',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'how do i order a yearbook and how much is it', kind: 'unanswerable', decline: true },
  { q: 'is there a school supply list for next year yet', kind: 'unanswerable', decline: true },
  {
    q: 'does the school have tutoring after school for math, my son is struggling',
    kind: 'unanswerable',
    decline: true,
  },
];
