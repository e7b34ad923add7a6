/**
 * Maple Grove Elementary dev split, part 4: Spanish questions as Spanish-speaking parents text them
 * (no accents, SMS shorthand, Spanglish), written from the documents alone (handbook, March
 * newsletter, current notices, carnival flyer, calendar feed) by someone who had not seen the
 * engine. Bench "now": Thursday, March 12, 2026, 9:00 am (America/New_York); "mañana" is the
 * Friday, March 13 early dismissal. Date facts list the document's spelling first, then the
 * Spanish one a Spanish reply would use.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_4: BenchQuestion[] = [
  {
    q: 'oiga mañana salen temprano verdad? a q hora paso x ellos y a q hora sale la guagua',
    kind: 'spanish',
    lang: 'es',
    facts: [['12:30'], ['12:40']],
  },
  {
    q: 'cuanto esta la lunch ahorita? mi hijo dice q ya no le alcanza con lo q le pongo en la cuenta',
    kind: 'spanish',
    lang: 'es',
    facts: [['$3.50']],
    trap: true,
    forbid: ['$3.00'],
  },
  {
    q: 'buenos dias, mi hija amanecio con calentura y hoy no va. a q numero llamo pa reportarla?',
    kind: 'spanish',
    lang: 'es',
    facts: [['(555) 010-2001', '010-2001', 'attendance@maplegrove.example']],
  },
  {
    q: 'el niño estuvo vomitando toda la noche pero ya amanecio bien, lo puedo mandar hoy o no',
    kind: 'spanish',
    lang: 'es',
    facts: [['24 hours', '24 horas']],
  },
  {
    q: 'cuanto cobran x dia en el kids club? una vecina dice q 15 pero creo q subio',
    kind: 'spanish',
    lang: 'es',
    facts: [['$18']],
  },
  {
    q: 'queremos ir a santo domingo a ver a mi mama en el spring break, q semana es y cuando regresan a clases?',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['March 30', '30 de marzo', 'Monday, March 30'],
      ['April 6', '6 de abril', 'Monday, April 6'],
    ],
  },
  {
    q: 'el picture day sigue siendo el 8 d abril? pa tenerla bien peinadita ese dia',
    kind: 'spanish',
    lang: 'es',
    facts: [['April 15', '15 de abril', 'Wednesday, April 15']],
  },
  {
    q: 'mi hijo agarra la ruta 7 en la mañana y me dijeron q movieron la parada. donde es ahora y a q hora pasa?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Maple Street'], ['7:20']],
  },
  {
    q: 'si hay delay x la nieve a q hora entran?',
    kind: 'spanish',
    lang: 'es',
    facts: [['10:10']],
  },
  {
    q: 'hoy la va a recoger mi cuñada xq salgo tarde del trabajo, hasta q hora tengo pa avisarles?',
    kind: 'spanish',
    lang: 'es',
    facts: [['12:00 pm', '12:00']],
  },
  // not in the documents
  {
    q: 'tienen clases de ingles pa los papas? me gustaria aprender pa ayudarle con la tarea',
    kind: 'spanish',
    lang: 'es',
    decline: true,
  },
  {
    q: 'q vacunas le piden al niño pa entrar a kinder el año q viene? porfa',
    kind: 'spanish',
    lang: 'es',
    decline: true,
  },
];
