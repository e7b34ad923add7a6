/**
 * Maple Grove's dev split: every question set written for it before the three-school bench (tuning
 * on them is allowed; they were partly tuned on already). Those sets predate question kinds: date
 * questions become `calendar-day`, declines `unanswerable`, expired-notice traps `expired-trap`,
 * the rest `other`.
 */
import { DEV_QUESTIONS_2026_11 } from './dev-questions.2026-11.js';
import { DEV_QUESTIONS_3 } from './dev-questions-3.js';
import { DEV_QUESTIONS_4 } from './dev-questions-4.js';
import { DEV_QUESTIONS_5 } from './dev-questions-5.js';
import { DEV_QUESTIONS_6 } from './dev-questions-6.js';
import { DEV_QUESTIONS_7 } from './dev-questions-7.js';
import { CALENDAR_QUESTIONS } from '../../calendar-questions.js';
import { HELDOUT3_QUESTIONS } from '../../questions-3.js';
import { HELDOUT2_QUESTIONS, HELDOUT_QUESTIONS, QUESTIONS } from '../../questions.js';
import type { BenchQuestion, QuestionKind } from '../../question.types.js';

function withKind(question: BenchQuestion, fallback: QuestionKind | undefined): BenchQuestion {
  if (question.kind) return question;
  const kind = question.decline ? 'unanswerable' : (fallback ?? (question.trap ? 'expired-trap' : undefined));
  return kind ? { ...question, kind } : question;
}

/** Spanish, as parents text it (no accents, shorthand, mixed English), from the same documents. */
const SPANISH_QUESTIONS: BenchQuestion[] = [
  { q: 'a q hora empiezan las clases', kind: 'spanish', lang: 'es', facts: ['8:10'] },
  { q: 'cuanto sale el almuerzo', kind: 'spanish', lang: 'es', facts: ['$3.50'] },
  { q: 'mi hija tiene fiebre puede ir a la escuela', kind: 'spanish', lang: 'es', facts: ['24 hours'] },
  {
    q: 'hay clases mñn?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Friday, March 13', '13 de marzo'], '12:30'],
  },
  { q: 'cuando es el dia de fotos', kind: 'spanish', lang: 'es', facts: ['April 15'] },
  {
    q: 'donde es la parada del bus de la ruta 7 ahora',
    kind: 'spanish',
    lang: 'es',
    facts: ['Maple Street and 5th Avenue'],
  },
  {
    q: 'cuando son las vacaciones de primavera',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['March 30', '30 de marzo'],
      ['April 3', '3 de abril'],
    ],
  },
  { q: 'mi hijo puede llevar el celular a la escuela', kind: 'spanish', lang: 'es', facts: ['backpack'] },
  { q: 'cuanto cuesta el aftercare x dia', kind: 'spanish', lang: 'es', facts: ['$18'] },
  { q: 'a q hora abre la oficina', kind: 'spanish', lang: 'es', facts: ['7:30 am'] },
  { q: 'hay clases de natacion?', kind: 'unanswerable', lang: 'es', decline: true },
];

export const DEV_QUESTIONS: BenchQuestion[] = [
  ...[...QUESTIONS, ...HELDOUT_QUESTIONS, ...HELDOUT2_QUESTIONS, ...HELDOUT3_QUESTIONS].map((q) =>
    withKind(q, undefined),
  ),
  ...CALENDAR_QUESTIONS.map((q) => withKind(q, 'calendar-day')),
  ...SPANISH_QUESTIONS,
  // Added 2026-11-25: new phrasings for weak kinds, written from the documents alone
  { q: 'kids get out early tmrw right? what time', kind: 'calendar-day', facts: ['12:30'] },
  {
    q: 'when is spring break and what day do they go back',
    kind: 'calendar-day',
    facts: [
      ['March 30', 'Monday, March 30'],
      ['April 6', 'Monday, April 6'],
    ],
  },
  {
    q: 'is there school fri april 10',
    kind: 'calendar-day',
    facts: ['Friday, April 10', 'Professional Development'],
  },
  {
    q: 'does my 4th grader have school on april 3',
    kind: 'calendar-day',
    facts: ['Friday, April 3', 'Spring Break'],
  },
  { q: 'what time is pickup next wednesday', kind: 'calendar-day', facts: ['1:30'] },
  {
    q: 'school on monday the 16th?',
    kind: 'calendar-day',
    facts: ['Monday, March 16', ['Yes', 'school day']],
  },
  {
    q: 'sat march 14 do the kids have class that day',
    kind: 'expired-trap',
    trap: true,
    facts: ['Saturday, March 14'],
    forbid: ['makeup day'],
  },
  {
    q: 'what time is dismissal on thursdays now',
    kind: 'expired-trap',
    trap: true,
    facts: ['3:15'],
    forbid: ['2:45'],
  },
  {
    q: 'price of a school lunch these days? my son wants to start buying',
    kind: 'expired-trap',
    trap: true,
    facts: ['$3.50'],
    forbid: ['$3.00'],
  },
  {
    q: 'science fair when n where',
    kind: 'expired-trap',
    trap: true,
    facts: ['March 19', 'gym'],
    forbid: ['March 5'],
  },
  { q: 'what time do doors open and when is she marked late', kind: 'hours', facts: ['7:45', '8:10'] },
  { q: 'what time does the office open and close', kind: 'hours', facts: ['7:30', '4:00'] },
  { q: 'til what time does kids club go and how much is it now', kind: 'hours', facts: ['6:00', '$18'] },
  { q: 'whos the principal', kind: 'person', facts: ['Alvarez'] },
  { q: 'email to report my son absent', kind: 'contact', facts: ['attendance@maplegrove.example'] },
  { q: 'what street is the car loop on', kind: 'address', facts: ['Oak Street'] },
  {
    q: 'the route 7 bus stop moved? where is it and what time in the am',
    kind: 'address',
    facts: ['Maple Street and 5th Avenue', '7:20'],
  },
  { q: 'my daughter threw up last night can she come in today', kind: 'policy', facts: ['24 hours'] },
  { q: 'can my 5th grader bring his phone to school', kind: 'policy', facts: ['backpacks'] },
  {
    q: 'how long does the volunteer background check take i want to chaperone',
    kind: 'policy',
    facts: ['two weeks'],
  },
  {
    q: 'grandma is getting him today not me, who do i tell and by when',
    kind: 'procedure',
    facts: ['12:00'],
  },
  { q: 'where do i add lunch money for my kid', kind: 'procedure', facts: ['MealPay'] },
  {
    q: 'we want to take the kids on a trip in may what do i need to do',
    kind: 'procedure',
    facts: ['Planned Absence Form'],
  },
  { q: 'whats the school nurses name', kind: 'unanswerable', decline: true },
  { q: 'what date does school end in june', kind: 'unanswerable', decline: true },
  { q: 'how much r yearbooks', kind: 'unanswerable', decline: true },
  { q: 'is there a gifted program for 3rd grade', kind: 'unanswerable', decline: true },
  // Spanish dev phrasings added 2026-11-25, written from the documents alone
  { q: 'cual es el telefono de la oficina', kind: 'spanish', lang: 'es', facts: ['(555) 010-2000'] },
  {
    q: 'mi niño va a faltar mñn xq tiene cita, a q numero llamo',
    kind: 'spanish',
    lang: 'es',
    facts: ['(555) 010-2001'],
  },
  { q: 'como se llama la directora', kind: 'spanish', lang: 'es', facts: ['Alvarez'] },
  {
    q: 'cuanto cuesta el desayuno y a q hora lo sirven',
    kind: 'spanish',
    lang: 'es',
    facts: ['$1.50', '7:45'],
  },
  {
    q: 'si mi hijo se enferma en la escuela cuanto tiempo tengo pa recogerlo',
    kind: 'spanish',
    lang: 'es',
    facts: [['one hour', 'una hora']],
  },
  {
    q: 'q ropa tienen q usar? hay uniforme',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['navy', 'azul marino'],
      ['khaki', 'caqui'],
    ],
  },
  {
    q: 'cuanto cobran si llego tarde a recoger a mi hija del kids club',
    kind: 'spanish',
    lang: 'es',
    facts: [['$1 per minute', '$1 por minuto']],
  },
  {
    q: 'q dia regresan a clases despues de las vacaciones de primavera',
    kind: 'spanish',
    lang: 'es',
    facts: [['Monday, April 6', 'April 6', '6 de abril']],
  },
  {
    q: 'hay escuela el miercoles? a q hora salen ese dia',
    kind: 'spanish',
    lang: 'es',
    facts: [['Wednesday, March 18', '18 de marzo'], '1:30'],
  },
  {
    q: 'cual es la direccion de la escuela? pa ponerla en el gps',
    kind: 'unanswerable',
    lang: 'es',
    decline: true,
  },
  ...DEV_QUESTIONS_2026_11,
  ...DEV_QUESTIONS_3,
  ...DEV_QUESTIONS_4,
  ...DEV_QUESTIONS_5,
  ...DEV_QUESTIONS_6,
  ...DEV_QUESTIONS_7,
];
