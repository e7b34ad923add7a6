/**
 * Cedar Bluff blind test split, part 2: unanswerable questions, expired-notice traps, superseded
 * notices and Spanish questions (concatenated into TEST_QUESTIONS by test-questions.ts).
 */
import type { BenchQuestion } from '../../question.types.js';

export const TEST_QUESTIONS_2: BenchQuestion[] = [
  // Unanswerable: the documents do not say (some share words with what they do say).
  {
    q: 'what bus number goes to cedar springs? we just moved by the park',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'how much are tickets for the 8th grade dance', kind: 'unanswerable', decline: true },
  { q: 'when is 8th grade promotion this year and where is it held', kind: 'unanswerable', decline: true },
  { q: 'who is the orchestra teacher at cedar bluff', kind: 'unanswerable', decline: true },
  {
    q: 'can we pay the athletics fee in payments? money is tight this month',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'what time is the 8th grade girls basketball game thursday', kind: 'unanswerable', decline: true },
  { q: 'does the cafeteria have halal or vegetarian options', kind: 'unanswerable', decline: true },
  { q: 'how much is summer school for middle school this year', kind: 'unanswerable', decline: true },
  {
    q: 'my daughter is in the cast of into the woods, what time do rehearsals end after school??',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'when is spring picture day', kind: 'unanswerable', decline: true },
  { q: 'how do i get my son tested for GT', kind: 'unanswerable', decline: true },
  { q: 'how much is PTO membership', kind: 'unanswerable', decline: true },

  // Expired traps: an expired notice answers differently.
  {
    q: 'what time does school start tomorrow? are we still on the late start thing',
    kind: 'expired-trap',
    trap: true,
    facts: ['8:40'],
    forbid: ['10:40'],
  },
  {
    q: 'is breakfast served in the morning now? my son said there wasnt any breakfast',
    kind: 'expired-trap',
    trap: true,
    facts: ['8:00'],
    forbid: ['No breakfast will be served'],
  },
  {
    q: 'where do i pick up my car rider after school, still the back lot??',
    kind: 'expired-trap',
    trap: true,
    facts: ['Juniper Hollow'],
    forbid: ['Pecan Meadow'],
  },
  {
    q: 'car rider drop off in the mornings - which street do i use',
    kind: 'expired-trap',
    trap: true,
    facts: [['Juniper Hollow', 'Bluff Ridge Parkway']],
    forbid: ['Pecan Meadow'],
  },
  {
    q: 'my kid is behind in math, when are tutorials?',
    kind: 'expired-trap',
    trap: true,
    facts: [['Mondays and Wednesdays', 'Monday', 'Wednesday'], '4:10'],
    forbid: ['Tuesdays and Thursdays', '7:50'],
  },
  {
    q: 'is there morning tutoring before school or is it after',
    kind: 'expired-trap',
    trap: true,
    facts: ['4:10'],
    forbid: ['7:50', 'B112'],
  },

  // Superseded: a later notice moved the event.
  { q: 'when is the band pops concert', kind: 'superseded', facts: ['February 23'], forbid: ['February 18'] },
  {
    q: 'what time is the pops concert and is it in the gym?',
    kind: 'superseded',
    facts: ['6:30', 'Auditorium'],
    forbid: ['7:00 p.m.'],
  },
  {
    q: '8th grade course selection night is next tuesday right?',
    kind: 'superseded',
    facts: [['February 11', 'Thursday']],
    forbid: ['February 9'],
  },
  {
    q: 'what time is course selection night at the high school and where do we go',
    kind: 'superseded',
    facts: ['6:00', 'Performing Arts Center'],
    forbid: ['LOCHS Cafeteria', '7:00 p.m.'],
  },

  // Spanish questions about facts in the documents.
  { q: 'a que hora salen los niños de la escuela?', kind: 'spanish', lang: 'es', facts: ['4:00'] },
  {
    q: 'el viernes es salida temprana? a que hora los recojo',
    kind: 'spanish',
    lang: 'es',
    facts: ['1:15'],
  },
  { q: 'cuanto cuesta el almuerzo en la cafeteria', kind: 'spanish', lang: 'es', facts: ['3.25'] },
  { q: 'cual es el numero de la enfermera', kind: 'spanish', lang: 'es', facts: ['555-0143'] },
  {
    q: 'mi hijo estuvo enfermo ayer, cuantos dias tengo para mandar la nota de ausencia?',
    kind: 'spanish',
    lang: 'es',
    facts: [['3 días escolares', '3 school days', 'tres días', '3 días']],
  },
  {
    q: 'hay clases de ingles para padres? que dia son',
    kind: 'spanish',
    lang: 'es',
    facts: [['jueves', 'Thursday']],
  },
  {
    q: 'cuanto es el deposito del viaje de la banda y cuando hay que pagarlo',
    kind: 'spanish',
    lang: 'es',
    facts: ['$60', ['February 10', '10 de febrero']],
  },
  {
    q: 'hay alguien en la escuela que hable español para ayudarme con skyward?',
    kind: 'spanish',
    lang: 'es',
    facts: ['Ochoa'],
  },
];
