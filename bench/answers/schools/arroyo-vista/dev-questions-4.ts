/**
 * Arroyo Vista Elementary dev split, part 4: Spanish questions as Spanish-speaking parents text
 * them (no accents, SMS shorthand, Spanglish), written from the documents alone (handbook, December
 * newsletter, Spanish schedule page, expanded learning page, literacy night flyer, picture retake
 * notices, expired repaving notice, the forwarded PTA e-mail and its PDF order form, calendar feed)
 * by someone who had not seen the engine. Bench "now": Thursday, December 10, 2026, 8:30 am
 * (America/Los_Angeles). Date facts list the document's spelling first, then the Spanish one.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_4: BenchQuestion[] = [
  {
    q: 'el viernes 18 a q hora salen? tengo uno en kinder y otra en 3ro y no quiero q se me queden esperando',
    kind: 'spanish',
    lang: 'es',
    facts: [['12:35'], ['11:55']],
  },
  {
    q: 'pa la venta de chocolates sees hasta cuando hay q entregar la orden? y como se paga',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['December 14', '14 de diciembre', 'Monday, December 14'],
      ['Arroyo Vista PTA', '@ArroyoVistaPTA', 'Venmo'],
    ],
  },
  {
    q: 'mi esposo y yo queremos aprender ingles, la escuela da clases pa papas? q dias y con quien me apunto',
    kind: 'spanish',
    lang: 'es',
    facts: [['5:30'], ['555-0190', 'Castañeda']],
  },
  {
    q: 'nos vamos a michoacan x navidad y vamos a regresar como el 15 de enero. q tengo q hacer pa q no le pongan faltas?',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['Independent Study', 'Estudio Independiente'],
      ['5 school days', '5 días escolares', '5 dias escolares'],
    ],
  },
  {
    q: 'lo de retomar las fotos sigue siendo la otra semana? mi hijo falto el dia d las fotos',
    kind: 'spanish',
    lang: 'es',
    facts: [['January 12', '12 de enero', 'Tuesday, January 12']],
  },
  {
    q: 'todavia hay q recoger a los niños en la calle de atras del kinder x lo del pavimento?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Baseline']],
    trap: true,
    forbid: ['Olive Street'],
  },
  {
    q: 'a q hora es el winter program pa los de 5to? y en donde es',
    kind: 'spanish',
    lang: 'es',
    facts: [['7:00'], ['MPR', 'Multipurpose Room']],
  },
  {
    q: 'yo si trabajo en las vacaciones d diciembre, hay camp pa los niños? a q hora los dejo y a q hora los recojo',
    kind: 'spanish',
    lang: 'es',
    facts: [['7:30'], ['5:30']],
  },
  {
    q: 'puedo ir a comer con mi hijo a la hora de la lunch? cuanto me cobran a mi',
    kind: 'spanish',
    lang: 'es',
    facts: [['$5.50']],
  },
  {
    q: 'mi hijo falto el martes x la fiebre, a q numero llamo pa justificar la falta? cuantos dias tengo',
    kind: 'spanish',
    lang: 'es',
    facts: [['555-0187'], ['72']],
  },
  // not in the documents
  {
    q: 'van a poner la vacuna d la gripe en la escuela? cuando seria',
    kind: 'spanish',
    lang: 'es',
    decline: true,
  },
  {
    q: 'cuanto cuesta el yearbook de este año y cuando lo empiezan a vender',
    kind: 'spanish',
    lang: 'es',
    decline: true,
  },
];
