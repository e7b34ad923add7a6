/**
 * Cedar Bluff Middle School dev split, part 4: Spanish questions as Spanish-speaking parents text
 * them (no accents, SMS shorthand, Spanglish), written from the documents alone (handbook, February
 * newsletter, Spanish family page, musical flyer, notices, the forwarded band trip e-mail and its
 * PDF packet, calendar feed) by someone who had not seen the engine. Bench "now": Tuesday,
 * February 2, 2027, 7:45 am (America/Chicago); "el viernes" is the February 5 Early Release. Date
 * facts list the document's spelling first, then the Spanish one.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_4: BenchQuestion[] = [
  {
    q: 'tengo cita en el dentista pa mi hija el viernes en la tarde, hasta q hora la puedo sacar temprano?',
    kind: 'spanish',
    lang: 'es',
    facts: [['12:45']],
  },
  {
    q: 'hay alguien q hable español en la escuela? necesito ayuda con el skyward y no le entiendo nada',
    kind: 'spanish',
    lang: 'es',
    facts: [['Ochoa'], ['555-0149']],
  },
  {
    q: 'mi esposo quiere tomar clases de ingles, la escuela tiene pa papas? q dia y a q hora',
    kind: 'spanish',
    lang: 'es',
    facts: [['jueves', 'Thursday', 'Thursdays'], ['6:00']],
  },
  {
    q: 'mi hija va al viaje de la banda a san antonio, cuanto es en total? y de cuanto es el primer pago',
    kind: 'spanish',
    lang: 'es',
    facts: [['$165'], ['$60']],
  },
  {
    q: 'mi hijo falto lunes y martes con gripa, a q numero llamo y hasta cuando tengo pa entregar la nota?',
    kind: 'spanish',
    lang: 'es',
    facts: [['555-0142'], ['3 días escolares', '3 dias escolares', '3 school days']],
  },
  {
    q: 'el concierto de la banda sigue siendo el 18 de febrero? a q hora es',
    kind: 'spanish',
    lang: 'es',
    facts: [['February 23', '23 de febrero', 'Tuesday, February 23'], ['6:30']],
  },
  {
    q: 'cuanto cuestan los boletos pa la obra into the woods? vamos 2 adultos y mis 3 chamacos',
    kind: 'spanish',
    lang: 'es',
    facts: [['$8'], ['$5']],
  },
  {
    q: 'mi hijo necesita tutoria de mate, siguen siendo en la mañana antes de clases?',
    kind: 'spanish',
    lang: 'es',
    facts: [['4:10']],
    trap: true,
    forbid: ['7:50'],
  },
  {
    q: 'cuanto cuesta el yearbook y donde lo pido? mi hija lo quiere y tmb su prima q esta en 7mo',
    kind: 'spanish',
    lang: 'es',
    facts: [['$40'], ['1427']],
  },
  {
    q: 'nos acabamos de mudar, como se a q hora pasa la guagua x la casa?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Here Comes the Bus'], ['78642']],
  },
  // not in the documents
  {
    q: 'la escuela tiene clinica dental o algo asi? mi hijo necesita limpieza y no tenemos aseguranza',
    kind: 'spanish',
    lang: 'es',
    decline: true,
  },
  {
    q: 'cuando abren la inscripcion pal campamento de futbol de verano? mi hijo quiere ir',
    kind: 'spanish',
    lang: 'es',
    decline: true,
  },
];
