/**
 * Blind question set for Cedar Bluff Middle School ("now": Tuesday, February 2, 2027, 7:45 am
 * Chicago), written on 2026-11-29 from the documents alone by a writer who never saw the engine.
 * Parent-style wording (typos, shorthand, run-ons, paraphrase); 31 answerable, 1 expired-notice
 * trap that must be declined, 8 unanswerable.
 */
import type { BenchQuestion } from '../question.types.js';

export const BLIND_QUESTIONS: BenchQuestion[] = [
  // contact / person / address
  {
    q: 'who do i call when my son is gonna be absent, and how long do i have to turn in the note after',
    kind: 'contact',
    facts: ['(512) 555-0142', '3 school days'],
  },
  {
    q: 'whats the number for the bus department, my daughters bus has been late all week',
    kind: 'contact',
    facts: ['(512) 555-0190'],
  },
  {
    q: 'who is the assistant principal over 6th grade',
    kind: 'person',
    facts: ['Oyelaran'],
  },
  {
    q: 'whats the school address i need it for a form',
    kind: 'address',
    facts: ['4100 Bluff Ridge Parkway'],
  },
  // hours
  {
    q: 'what time do they get out on a normal day and what time does the bus actually leave',
    kind: 'hours',
    facts: ['4:00', '4:15'],
  },
  {
    q: 'my 7th grader says shes starving bc lunch is so late, what time does 7th grade eat',
    kind: 'hours',
    facts: ['12:55'],
  },
  // fees
  { q: 'how much is it for my 8th grader to play sports this year', kind: 'fee', facts: ['$35'] },
  {
    q: 'yearbook how much? and is there a deadline before the price goes up',
    kind: 'fee',
    facts: ['$40', '$45'],
  },
  // policy
  {
    q: 'i need to grab my son early for a dr appt, i cant get there til like 3:45 is that ok',
    kind: 'policy',
    facts: ['3:30'],
  },
  {
    q: 'can i bring my daughter chick fil a on tuesday and eat lunch with her',
    kind: 'policy',
    facts: ['Fridays'],
  },
  // procedure
  {
    q: 'my son left his trumpet at home, if i bring it up there will they call him down to get it',
    kind: 'procedure',
    facts: ['vestibule'],
  },
  {
    q: 'my daughter gets bad cramps can the nurse give her advil if i send it',
    kind: 'procedure',
    facts: [['Medication Authorization', '10 school days']],
  },
  {
    q: 'my son wants to try out for the 7th grade basketball team next year, what paperwork does he need before he can practice',
    kind: 'procedure',
    facts: ['Rank One', ['physical', 'Physical Examination']],
  },
  // event dates
  {
    q: 'when is the first track practice and when is their first meet',
    kind: 'event-date',
    facts: ['February 8', 'March 6'],
  },
  {
    q: 'parent teacher conferences when are they and how do i get a time',
    kind: 'event-date',
    facts: ['March 4', 'SignUpGenius'],
  },
  {
    q: 'what day is the staar math test, trying to schedule an ortho appt',
    kind: 'event-date',
    facts: ['April 14'],
  },
  // calendar days relative to "now"
  {
    q: 'is there school friday the 12th? i think someone said they have it off',
    kind: 'calendar-day',
    facts: [['No school on Friday, February 12', 'Staff Development', 'No school']],
  },
  {
    q: 'what time do they get out this friday',
    kind: 'calendar-day',
    facts: ['1:15'],
  },
  {
    q: 'is there that after school tutoring tomorrow? what time does it end',
    kind: 'calendar-day',
    facts: ['5:00'],
  },
  {
    q: 'when is spring break',
    kind: 'calendar-day',
    facts: ['March 15', ['Friday, March 19', 'March 15 - 19', 'March 15 – 19']],
  },
  // flyer image only
  {
    q: 'how much are the tickets for the school musical and what times are the saturday shows',
    kind: 'image',
    facts: ['$8', '2:00 PM'],
  },
  {
    q: 'do they take card at the door for the into the woods play or only cash',
    kind: 'image',
    facts: [['cash or card', 'card']],
  },
  // e-mail attachment only
  {
    q: 'how much is the band trip to san antonio all together and when is the deposit due',
    kind: 'attachment',
    facts: ['$165', 'February 10'],
  },
  {
    q: 'what time do the kids have to be at school the morning of the band trip and when do they get back',
    kind: 'attachment',
    facts: ['5:30 a.m.', '10:30 p.m.'],
  },
  // superseded
  {
    q: 'when is the band pops concert and what time does my kid have to be there',
    kind: 'superseded',
    facts: ['February 23', '5:45'],
    forbid: ['February 18', '6:15'],
  },
  {
    q: '8th grade course night for high school, when and where is it',
    kind: 'superseded',
    facts: ['February 11', 'Performing Arts Center'],
    forbid: ['February 9', 'LOCHS Cafeteria'],
  },
  // expired traps
  {
    q: 'where do i pick up my son in the car after school? they had us going around the back for a while',
    kind: 'expired-trap',
    trap: true,
    facts: ['Juniper Hollow'],
    forbid: ['Pecan Meadow', '4:05'],
  },
  {
    q: 'is school starting late tomorrow again bc of the ice? what time do classes start',
    kind: 'expired-trap',
    trap: true,
    facts: ['8:40'],
    forbid: ['10:40'],
  },
  {
    q: 'what room is the before school math tutoring in',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['B112', '7:50'],
  },
  // Spanish
  {
    q: 'a quien puedo llamar que hable español para ayuda con skyward?',
    kind: 'spanish',
    lang: 'es',
    facts: ['(512) 555-0149'],
  },
  {
    q: 'mi hijo tiene clases el lunes 15? no es dia feriado?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Sí', 'Yes', 'regular']],
  },
  {
    q: 'las clases de ingles para padres que dia son y a que hora',
    kind: 'spanish',
    lang: 'es',
    facts: ['6:00', '7:30'],
  },
  // unanswerable (nothing in the documents answers these)
  { q: 'when is the spring fling', kind: 'unanswerable', decline: true },
  { q: 'is there an 8th grade dance at the end of the year', kind: 'unanswerable', decline: true },
  {
    q: 'where can i find the school supply list for 6th grade next year',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'does cedar bluff have summer school', kind: 'unanswerable', decline: true },
  { q: 'can my 8th grader take algebra 1 for high school credit', kind: 'unanswerable', decline: true },
  { q: 'when do 3rd nine weeks report cards come home', kind: 'unanswerable', decline: true },
  { q: 'who is the pto president', kind: 'unanswerable', decline: true },
  { q: 'i lost our yellow car tag how do i get a new one', kind: 'unanswerable', decline: true },
];
