/**
 * Ridgeview Collegiate Academy dev split, part 3: written from the documents alone (family
 * handbook, November newsletter, after-school web page, book fair flyer, lunch price and car line
 * notices, the forwarded DC trip e-mail and its PDF, calendar feed) by someone who had not seen the
 * engine. Bench "now": Monday, November 23, 2026, 10:00 am (America/Chicago), Thanksgiving week.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_3: BenchQuestion[] = [
  // contact
  {
    q: 'my 6th grader has a fever and is staying home, where do i report it? phone or email is fine',
    kind: 'contact',
    facts: [['(312) 555-0147', '555-0147', 'attendance@ridgeviewcollegiate.org']],
  },
  {
    q: 'who do i talk to about getting my son into the after school care, is there an email',
    kind: 'contact',
    facts: [['Denise Harper', 'Harper', 'ridgeclub@ridgeviewcollegiate.org']],
  },
  // person
  {
    q: 'my son (7th) got a detention and i want to talk to whoever handles discipline for middle school, who is that',
    kind: 'person',
    facts: [['Adeyemi']],
  },
  // hours
  {
    q: 'my kindergartner starts next week, what time is pick up on a normal day and on fridays',
    kind: 'hours',
    facts: [
      ['3:10 PM', '3:10'],
      ['1:10 PM', '1:10'],
    ],
  },
  {
    q: 'what time do i grab my 7th grader on wed before thanksgiving',
    kind: 'hours',
    facts: [['12:00 PM', '12:00']],
  },
  // fee
  {
    q: 'how much is ridge club if he goes every day for the month vs just dropping in sometimes',
    kind: 'fee',
    facts: [['$165'], ['$12']],
  },
  // policy
  {
    q: 'its freezing, can my son wear his north face hoodie in class or does it have to come off',
    kind: 'policy',
    facts: [['crewneck', 'sweatshirt'], ['locker']],
  },
  {
    q: 'can my 4th grader wear her apple watch to school? i like to be able to text her',
    kind: 'policy',
    facts: [['airplane', 'school mode', 'notifications']],
  },
  // procedure
  {
    q: 'our neighbor is picking up my son tmrw, can i just call the front desk in the morning and tell them',
    kind: 'procedure',
    facts: [['frontdesk@ridgeviewcollegiate.org', 'e-mail'], ['1:00 PM']],
  },
  // attachment (DC trip packet)
  {
    q: 'dc trip - how much is the deposit and when do we have to pay it by',
    kind: 'attachment',
    facts: [['$150'], ['December 15']],
  },
  // image (book fair flyer)
  {
    q: 'when is the book fair and is there a night one so i can go after work',
    kind: 'image',
    facts: [['Dec 7', 'Monday, December 7'], ['5:00']],
  },
  // event-date
  {
    q: 'my little one starts kinder next fall, when is the last day to put in the lottery application? her brother already goes there',
    kind: 'event-date',
    facts: [['February 12'], ['5:00 PM']],
  },
  // address
  {
    q: 'whats the school address, ordering an uber for my mom to come to the winter concert',
    kind: 'address',
    facts: [['4410 W. Armitage']],
  },
  // multi-doc (car line notice + handbook)
  {
    q: 'is the car line back on armitage now? also how late can i pick up my 2nd grader on fridays before they send her to aftercare',
    kind: 'multi-doc',
    facts: [['Armitage'], ['1:45 PM']],
  },
  // unanswerable
  {
    q: 'my daughter wants to do girls on the run, where do they meet after school? inside or outside',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'if my son makes the basketball team what days r practices and when do games start',
    kind: 'unanswerable',
    decline: true,
  },
  // spanish
  {
    q: 'cuanto cuesta el lunch pa mi hijo q esta en 6to? me dijeron q subio',
    kind: 'spanish',
    lang: 'es',
    facts: [['$3.45']],
  },
  {
    q: 'el miercoles a q hora salen? tengo uno en 2do y otro en 7mo',
    kind: 'spanish',
    lang: 'es',
    facts: [['11:45'], ['12:00']],
  },
  {
    q: 'mi hija va a faltar mañana xq tiene cita con el doctor, a donde aviso',
    kind: 'spanish',
    lang: 'es',
    facts: [['(312) 555-0147', '555-0147', 'attendance@ridgeviewcollegiate.org']],
  },
  {
    q: 'cuanto es en total el viaje a washington de 8vo grado',
    kind: 'spanish',
    lang: 'es',
    facts: [['$1,150']],
  },
  {
    q: 'a q hora abre la feria de libros? mi hija quiere ir a comprar',
    kind: 'spanish',
    lang: 'es',
    facts: [['8:00'], ['4:00']],
  },
  {
    q: 'cuanto cuesta la playera del uniforme con el logo? y la sudadera azul tmb',
    kind: 'spanish',
    lang: 'es',
    facts: [['$14'], ['$22']],
  },
];
