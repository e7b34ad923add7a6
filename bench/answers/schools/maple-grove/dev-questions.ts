/**
 * Maple Grove's dev split: every question set written for it before the three-school bench (tuning
 * on them is allowed; they were partly tuned on already). Those sets predate question kinds: date
 * questions become `calendar-day`, declines `unanswerable`, expired-notice traps `expired-trap`,
 * the rest `other`.
 */
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
];
