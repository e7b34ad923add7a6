/**
 * Ridgeview Collegiate Academy dev split, part 4: Spanish questions as Spanish-speaking parents
 * text them (no accents, SMS shorthand, Spanglish), written from the documents alone (handbook,
 * lunch price update, November newsletter, after-school page, book fair flyer, car line notices,
 * the forwarded DC trip e-mail and its PDF, calendar feed) by someone who had not seen the engine.
 * Bench "now": Monday, November 23, 2026, 10:00 am (America/Chicago); "el miercoles" is the
 * November 25 Half Day. Date facts list the document's spelling first, then the Spanish one.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_4: BenchQuestion[] = [
  {
    q: 'el miercoles salen temprano x lo de thanksgiving? a q hora sale mi niña de 2do',
    kind: 'spanish',
    lang: 'es',
    facts: [['11:45']],
  },
  {
    q: 'mi hijo amanecio con gripa y hoy no va, a donde aviso? y hasta q hora se puede reportar la falta',
    kind: 'spanish',
    lang: 'es',
    facts: [['(312) 555-0147', '555-0147', 'attendance@ridgeviewcollegiate.org'], ['8:30']],
  },
  {
    q: 'cuanto es el almuerzo pa los de 6to ahora? le voy a recargar la cuenta',
    kind: 'spanish',
    lang: 'es',
    facts: [['$3.45']],
  },
  {
    q: 'pal viaje de 8vo a washington cuanto hay q dar de deposito y pa cuando?',
    kind: 'spanish',
    lang: 'es',
    facts: [['$150'], ['December 15', '15 de diciembre']],
  },
  {
    q: 'hoy no alcanzo a pasar x los niños, va mi comadre. puedo nomas llamar a la oficina pa avisar?',
    kind: 'spanish',
    lang: 'es',
    facts: [['frontdesk@ridgeviewcollegiate.org'], ['1:00']],
  },
  {
    q: 'cuanto sale el ridge club x mes? salgo del trabajo a las 5:30 y no llego a la salida',
    kind: 'spanish',
    lang: 'es',
    facts: [['$165']],
  },
  {
    q: 'mi cipote esta en 7mo y se quiere meter a basket, cuando son los tryouts y cuanto cuesta?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Nov. 30', 'November 30', '30 de noviembre'], ['$60']],
  },
  {
    q: 'ya terminaron la obra de la calle? pa dejar a los niños en carro en la mañana sigo entrando x el estacionamiento de atras?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Armitage']],
    trap: true,
    forbid: ['north lot'],
  },
  {
    q: 'mi niña tiene asma, puede traer el inhalador en la mochila? q papel necesito llenar porfa',
    kind: 'spanish',
    lang: 'es',
    facts: [['MED-2']],
  },
  {
    q: 'q dia es la noche familiar d la feria de libros y a q hora empieza? pa llevar a toda la familia',
    kind: 'spanish',
    lang: 'es',
    facts: [['Dec 9', 'December 9', 'Wednesday, December 9', '9 de diciembre'], ['5:00']],
  },
  // not in the documents
  {
    q: 'hay summer school este verano? mi hijo va bajo en mate y quiero q se ponga al corriente',
    kind: 'spanish',
    lang: 'es',
    decline: true,
  },
  {
    q: 'la escuela tiene bus? vivimos x belmont y cicero y me queda lejos pa llevarlos',
    kind: 'spanish',
    lang: 'es',
    decline: true,
  },
];
