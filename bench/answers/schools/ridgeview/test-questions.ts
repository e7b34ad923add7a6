import type { BenchQuestion } from '../../question.types.js';

/** Blind test split: written by a separate session from this school's documents only. */
export const TEST_QUESTIONS: BenchQuestion[] = [
  // contact
  { q: 'whats the number for the attendance line', kind: 'contact', facts: ['(312) 555-0147'] },
  {
    q: 'who do i email about applying for my younger one for next year',
    kind: 'contact',
    facts: ['enroll@ridgeviewcollegiate.org'],
  },
  {
    q: 'is there an email for ridge club questions',
    kind: 'contact',
    facts: ['ridgeclub@ridgeviewcollegiate.org'],
  },
  // person
  { q: 'whos the head of school', kind: 'person', facts: ['Ellery'] },
  { q: 'who is the dean for the middle school kids', kind: 'person', facts: ['Adeyemi'] },
  { q: 'nurse name and how do i call her', kind: 'person', facts: ['Hollis', ['ext. 214', 'extension 214']] },
  { q: 'who is the new 3rd grade teacher', kind: 'person', facts: ['Castillo'] },
  { q: 'who should i talk to about my sons IEP', kind: 'person', facts: ['Okafor'] },
  // address
  { q: 'whats the school address, need it for a ride share', kind: 'address', facts: ['4410'] },
  {
    q: 'where is the car line drop off',
    kind: 'expired-trap',
    trap: true,
    facts: ['Armitage'],
    forbid: ['north lot'],
  },
  // hours
  { q: 'what time does my 2nd grader get out on tuesdays', kind: 'hours', facts: ['3:10'] },
  { q: '8th grade dismissal time mon-thu?', kind: 'hours', facts: ['3:35'] },
  {
    q: 'what time does the drop off line start in the morning',
    kind: 'expired-trap',
    trap: true,
    facts: ['7:30'],
    forbid: ['7:25'],
  },
  { q: 'a que hora salen los viernes los de 3er grado', kind: 'hours', lang: 'es', facts: ['1:10'] },
  { q: 'on a late start day what time do doors open', kind: 'hours', facts: ['9:30'] },
  // fees
  {
    q: 'how much is lunch for my 6th grader',
    kind: 'superseded',
    facts: ['$3.45'],
    forbid: ['$3.35'],
  },
  {
    q: 'cuanto cuesta el almuerzo para mi hijo de kinder',
    kind: 'superseded',
    lang: 'es',
    facts: ['$3.25'],
    forbid: ['$3.10'],
  },
  { q: 'how much is the student activity fee', kind: 'fee', facts: ['$85'] },
  { q: 'my kid cracked his chromebook screen, how much do we owe', kind: 'fee', facts: ['$275'] },
  { q: 'ridge club drop in rate per day?', kind: 'fee', facts: ['$12'] },
  { q: 'how much does robotics cost', kind: 'fee', facts: ['$40'] },
  // policy
  { q: 'can my daughter wear crocs to school', kind: 'policy', facts: ['closed-toe'] },
  {
    q: 'its getting cold can he wear a hoodie in class',
    kind: 'multi-doc',
    facts: ['crewneck', 'December 1'],
  },
  {
    q: 'is a smartwatch ok or does it have to go in the pouch too',
    kind: 'policy',
    facts: [['airplane', 'notifications']],
  },
  { q: 'what do they do with phones all day', kind: 'policy', facts: ['Yondr'] },
  { q: 'what temp is too high to send him in', kind: 'policy', facts: ['100.0'] },
  { q: 'can my 6th grader walk home by himself', kind: 'policy', facts: ['Walker Permission'] },
  { q: 'can i pay the fee in cash at the office', kind: 'policy', facts: ['$20'] },
  // procedure
  {
    q: 'grandma is picking up today, can i just call the office to let them know',
    kind: 'procedure',
    facts: ['1:00', 'frontdesk@ridgeviewcollegiate.org'],
  },
  { q: 'how do i put money on his lunch account', kind: 'procedure', facts: ['LINQ Connect'] },
  { q: 'how will i know if school is closed for snow', kind: 'procedure', facts: ['5:45'] },
  { q: 'if cps closes for weather is rca closed too', kind: 'procedure', facts: ['own calendar'] },
  // events
  { q: 'whens the book fair', kind: 'image', facts: [['Dec 7', 'December 7']] },
  {
    q: 'is there a night we can go to the book fair as a family',
    kind: 'image',
    facts: [['Dec 9', 'December 9'], '5:00'],
  },
  {
    q: 'can i put money on an account for the book fair so he doesnt bring cash',
    kind: 'image',
    facts: ['eWallet'],
  },
  { q: 'when is the k-4 winter concert', kind: 'event-date', facts: ['December 16'] },
  { q: 'when are basketball tryouts', kind: 'event-date', facts: [['Nov. 30', 'November 30'], '3:45'] },
  { q: 'when do report cards come out', kind: 'event-date', facts: [['Dec. 2', 'December 2']] },
  // calendar
  {
    q: 'is there school wednesday? heard its a half day, what time do they get out',
    kind: 'calendar-day',
    facts: ['11:45', '12:00'],
  },
  { q: 'school this friday?', kind: 'calendar-day', facts: ['Thanksgiving'] },
  { q: 'is there robotics tomorrow', kind: 'calendar-day', facts: ['No'] },
  { q: 'is school open dec 4', kind: 'calendar-day', facts: ['In-Service'] },
  {
    q: 'when does winter break start and when do they go back',
    kind: 'calendar-day',
    facts: ['December 21', 'January 4'],
  },
  { q: 'jan 29 early dismissal what time', kind: 'calendar-day', facts: [['1:00', '1 PM', '1 p.m.']] },
  // e-mail attachment (DC trip)
  { q: 'how much is the dc trip total', kind: 'attachment', facts: ['$1,150'] },
  { q: 'when is the deposit due for dc and how much', kind: 'attachment', facts: ['$150', 'December 15'] },
  { q: 'does my son need a passport for the dc trip', kind: 'attachment', facts: ['medical release'] },
  {
    q: 'what day do they leave for dc and what time does the bus go',
    kind: 'attachment',
    facts: ['April 19', ['5:00 AM', '5:00 a.m.', '5 AM', '5 a.m.']],
  },
  { q: 'is there a parent meeting about the dc trip', kind: 'attachment', facts: ['January 14'] },
  // expired, nothing current
  {
    q: 'when are picture retakes',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['December 8'],
  },
  {
    q: 'whats the code to order school pictures online',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['RCAFALL26'],
  },
  // unanswerable
  { q: 'is there a school bus that goes by humboldt park', kind: 'unanswerable', decline: true },
  { q: 'when is spring break', kind: 'unanswerable', decline: true },
  { q: 'what date is 8th grade graduation', kind: 'unanswerable', decline: true },
  { q: 'does rca have band or orchestra', kind: 'unanswerable', decline: true },
  { q: 'who is my daughters 5th grade math teacher', kind: 'unanswerable', decline: true },
  { q: 'how much are the 3rd grade field trips this year', kind: 'unanswerable', decline: true },
  { q: 'do you have a spanish immersion track', kind: 'unanswerable', decline: true },
  { q: 'when are the spring parent teacher conferences', kind: 'unanswerable', decline: true },
  // Spanish, added 2026-11-25 by a writer who never saw the engine
  { q: 'cuanto cuesta el lunch para mi hijo de 2do grado', kind: 'spanish', lang: 'es', facts: ['$3.25'] },
  { q: 'mi hija esta en 3ro, a q hora sale este miercoles', kind: 'spanish', lang: 'es', facts: ['11:45'] },
  {
    q: 'este viernes hay escuela o no',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['Friday, November 27', '27 de noviembre'],
      ['Thanksgiving', 'Acción de Gracias', 'Accion de Gracias'],
    ],
  },
  {
    q: 'mi hijo va a faltar manana q tengo q hacer',
    kind: 'spanish',
    lang: 'es',
    facts: [['(312) 555-0147', 'attendance@ridgeviewcollegiate.org']],
  },
  { q: 'cuanto sale el aftercare mensual para una nina', kind: 'spanish', lang: 'es', facts: ['$165'] },
  { q: 'mi hijo de sexto sale temprano los viernes? a q hora', kind: 'spanish', lang: 'es', facts: ['1:25'] },
  { q: 'cuando es la graduacion de 8vo grado', kind: 'unanswerable', lang: 'es', decline: true },
  // Calendar, added 2026-11-25 by a writer who never saw the engine
  { q: 'my 3rd grader gets out what time on wednesday', kind: 'calendar-day', facts: ['11:45'] },
  { q: 'when do they go back after thanksgiving', kind: 'calendar-day', facts: ['Monday, November 30'] },
  { q: 'any days off next week', kind: 'calendar-day', facts: ['Friday, December 4'] },
  { q: 'is robotics on dec 1', kind: 'calendar-day', facts: ['Yes', 'Tuesday, December 1'] },
  {
    q: 'last day before xmas break and what time is dismissal',
    kind: 'calendar-day',
    facts: ['Friday, December 18', '12:35'],
  },
  { q: 'wen do kids go back after winter break', kind: 'calendar-day', facts: ['Monday, January 4'] },
  { q: 'when is the k-4 wintr concert', kind: 'event-date', facts: ['Wednesday, December 16'] },
  { q: 'pto meeting when', kind: 'event-date', facts: ['Tuesday, December 1'] },
];
