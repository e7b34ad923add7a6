/**
 * ridgeview's dev questions added on 2026-11-26 (two rounds), written by helpers from the school's
 * documents alone, without seeing the engine. Tuning on them is allowed (dev split).
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_2026_11: BenchQuestion[] = [
  // Added 2026-11-26: written from the documents alone
  {
    q: 'school tmrw? normal day or no',
    kind: 'calendar-day',
    facts: ['Tuesday, November 24', ['Yes', 'school day']],
  },
  { q: 'after thanksgiving what day do they go back', kind: 'calendar-day', facts: ['Monday, November 30'] },
  {
    q: 'is there school fri dec 11? my 4th grader, what time do they get out that day',
    kind: 'calendar-day',
    facts: ['Friday, December 11', '1:10'],
  },
  {
    q: 'robotics on dec 22 or no',
    kind: 'calendar-day',
    facts: ['Tuesday, December 22', 'Winter Break'],
  },
  {
    q: 'new years eve is there school',
    kind: 'calendar-day',
    facts: ['Thursday, December 31', 'Winter Break'],
  },
  { q: 'next pto meeting when', kind: 'event-date', facts: ['Tuesday, December 1', '6:00'] },
  { q: 'how long does robotics go for, when is the last one', kind: 'event-date', facts: ['March 2'] },
  {
    q: 'did i miss the fall showcase? when was it',
    kind: 'event-date',
    facts: [['November 19', 'Nov. 19']],
  },
  { q: 'what time is lunch for my 1st grader', kind: 'hours', facts: ['11:05'] },
  { q: 'how early can i drop my kids off in the morning', kind: 'hours', facts: ['7:30'] },
  { q: 'how do we sign up for ridge club', kind: 'procedure', facts: ['ParentSquare'] },
  { q: 'how do i apply for free lunch', kind: 'procedure', facts: ['LINQ Connect'] },
  {
    q: 'my son turned in his essay 2 days late does he lose points',
    kind: 'policy',
    facts: [['-10% per day', '10%']],
  },
  { q: 'can i come sit in on my daughters class one day', kind: 'policy', facts: ['48 hours'] },
  { q: 'how much r the polos with the crest', kind: 'fee', facts: ['$14'] },
  { q: 'how much is basketball for my 7th grader', kind: 'fee', facts: ['$60'] },
  { q: 'i have 2 kids in ridge club is there a discount', kind: 'fee', facts: ['10%'] },
  {
    q: 'who do i ask about a payment plan for the dc trip',
    kind: 'contact',
    facts: ['Pike', 'January 8'],
  },
  { q: 'who is coaching middle school sports now', kind: 'person', facts: ['Whitlock'] },
  {
    q: 'my 4th grader gets out when wed, and is ridge club open after that',
    kind: 'multi-doc',
    facts: ['11:45', '6:00'],
  },
  { q: 'what reading curriculum do they use in 1st grade', kind: 'unanswerable', decline: true },
  { q: 'is there a school supply list for kinder', kind: 'unanswerable', decline: true },
  {
    q: 'what time can i start picking up in the car line? my kid is in 3rd',
    kind: 'expired-trap',
    trap: true,
    facts: ['3:10'],
    forbid: ['3:05'],
  },
  {
    q: 'whats the lifetouch code to order my sons pictures',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['RCAFALL26'],
  },
  { q: 'a q hora salen el miercoles los de 6to', kind: 'spanish', lang: 'es', facts: ['12:00'] },
  { q: 'cuanto cuesta el viaje a washington de 8vo', kind: 'spanish', lang: 'es', facts: ['$1,150'] },
  {
    q: 'si mi hijo llega tarde a donde tiene q ir',
    kind: 'spanish',
    lang: 'es',
    facts: [['Front Desk', 'recepcion', 'recepción']],
  },
  { q: 'el club de ajedrez cuesta?', kind: 'spanish', lang: 'es', facts: [['Free', 'gratis']] },
  {
    q: 'hasta q hora esta abierta la feria de libros el viernes',
    kind: 'spanish',
    lang: 'es',
    facts: ['1:00'],
  },
  {
    q: 'cuanto tiempo de tarea es para 4to grado',
    kind: 'spanish',
    lang: 'es',
    facts: [['30-40', '30 a 40', '30 y 40']],
  },
  {
    q: 'hasta cuando hay pa aplicar a la loteria pal proximo año',
    kind: 'spanish',
    lang: 'es',
    facts: [['February 12', '12 de febrero']],
  },
  { q: 'tienen clases de ingles para los papas?', kind: 'unanswerable', lang: 'es', decline: true },
  // Added 2026-11-26 (round 2): written from the documents alone
  {
    q: 'my 7th grader wants to wear his crocs to school is that ok',
    kind: 'policy',
    facts: [['Closed-toe', 'Crocs']],
  },
  {
    q: 'my 6th grader says he never has homework, how much r they supposed to get',
    kind: 'policy',
    facts: ['60 min'],
  },
  {
    q: 'my son was out with the flu mon thru thurs, do i need a note from the dr',
    kind: 'policy',
    facts: ["doctor's note"],
  },
  { q: 'what happens if my daughters phone goes off during class', kind: 'policy', facts: ['confiscated'] },
  {
    q: 'i think my kids lunch account is negative, will they still feed him',
    kind: 'policy',
    facts: ['alternate meal'],
  },
  {
    q: 'cps just called a snow day, does that mean rca is closed too',
    kind: 'policy',
    facts: ['own calendar'],
  },
  { q: 'my son has an iep, who do i talk to about his services', kind: 'person', facts: ['Okafor'] },
  {
    q: 'my 1st grader is getting picked on at recess, who should i reach out to',
    kind: 'person',
    facts: ['Raman'],
  },
  { q: 'whos the office manager there', kind: 'person', facts: ['Ferreira'] },
  {
    q: 'who do i ask about the lunch prices going up',
    kind: 'contact',
    facts: [['Brzezinski', '(312) 555-0142']],
  },
  {
    q: 'is there an email for calling out sick, i cant call during work',
    kind: 'contact',
    facts: ['attendance@ridgeviewcollegiate.org'],
  },
  { q: 'what time does my 6th grader eat lunch', kind: 'hours', facts: ['11:50'] },
  { q: 'what time do 8th graders usually get out on fridays', kind: 'hours', facts: ['1:25'] },
  {
    q: 'how late is the main office open, i need to drop off a form after work',
    kind: 'hours',
    facts: ['4:30'],
  },
  { q: 'if theres a late start for snow what time can they come in', kind: 'hours', facts: ['9:30'] },
  { q: 'where does robotics meet, what room', kind: 'address', facts: ['Room 214'] },
  {
    q: 'my 7th grader walks home, which exit do the walkers use',
    kind: 'address',
    trap: true,
    facts: ['Kostner gate'],
    forbid: ['north lot'],
  },
  { q: 'my kid lost his gloves, where do they keep the lost stuff', kind: 'address', facts: ['gym'] },
  {
    q: 'how do i get one of the navy rca sweatshirts for winter and how much',
    kind: 'procedure',
    facts: ['$22', 'Front Desk'],
  },
  {
    q: 'my younger one isnt at rca yet but his brother is, how do we get him in for next year',
    kind: 'procedure',
    facts: ['December 1'],
  },
  {
    q: 'how will i find out if school is cancelled bc of snow',
    kind: 'procedure',
    facts: ['ParentSquare', '5:45'],
  },
  { q: 'is the chromebook insurance worth it, how much is it', kind: 'fee', facts: ['$25'] },
  {
    q: 'money is tight this year, is there any way to get the activity fee waived',
    kind: 'fee',
    facts: ['free/reduced meals'],
  },
  {
    q: 'which room is the book fair in, and can my kid pay without bringing cash',
    kind: 'image',
    facts: ['Room 105', 'eWallet'],
  },
  {
    q: 'how much spending money should my 8th grader bring to dc, and how many bags can he pack',
    kind: 'attachment',
    facts: ['$100', 'carry-on'],
  },
  { q: 'who coaches the robotics club', kind: 'unanswerable', decline: true },
  { q: 'do they give the kids a snack at ridge club', kind: 'unanswerable', decline: true },
  { q: 'is there a spelling bee this year', kind: 'unanswerable', decline: true },
  {
    q: 'if i cant get there by pickup when does he get sent to ridge club and how much is that for the day',
    kind: 'multi-doc',
    facts: ['3:50', '$12'],
  },
  {
    q: 'when are the basketball tryouts and whos the coach now',
    kind: 'multi-doc',
    facts: [['Nov. 30', 'November 30'], 'Whitlock'],
  },
];
