import type { BenchQuestion } from '../../question.types.js';

/** Blind test split: written by a separate session from this school's documents only. */
export const TEST_QUESTIONS: BenchQuestion[] = [
  // contact
  {
    q: 'cual es el numero de la oficina de asistencia',
    kind: 'contact',
    lang: 'es',
    facts: ['(909) 555-0187'],
  },
  { q: 'who do i call about the after school program', kind: 'contact', facts: ['(909) 555-0199'] },
  {
    q: 'necesito hablar con alguien que hable español sobre la escuela, a quien llamo',
    kind: 'spanish',
    lang: 'es',
    facts: ['(909) 555-0190'],
  },
  // person
  { q: 'whats the nurses name and extension', kind: 'person', facts: ['Ortiz', ['ext. 3', 'extension 3']] },
  { q: 'who is the principal', kind: 'person', facts: ['Whitfield'] },
  { q: 'is there a counselor? whats her name', kind: 'person', facts: ['Holt'] },
  { q: 'who is the pta president', kind: 'person', facts: ['Marisol Vega'] },
  // address
  { q: 'whats the school address', kind: 'address', facts: ['1250'] },
  {
    q: 'where do i pick up my kid after school',
    kind: 'expired-trap',
    trap: true,
    facts: ['Baseline Street'],
    forbid: ['Olive Street'],
  },
  {
    q: 'if theres a lockdown where do we go get the kids',
    kind: 'address',
    facts: ['Valle Grande High School'],
  },
  // hours
  { q: 'what time does my 2nd grader get out', kind: 'hours', facts: ['2:40'] },
  { q: 'a que hora sale mi hijo de kinder un dia normal', kind: 'hours', lang: 'es', facts: ['1:35'] },
  { q: 'a que hora puedo dejar a mis hijos en la mañana', kind: 'hours', lang: 'es', facts: ['7:45'] },
  { q: 'main office hours?', kind: 'hours', facts: ['7:30', '4:00'] },
  { q: 'el viernes 18 a que hora salen los de kinder', kind: 'hours', lang: 'es', facts: ['11:55'] },
  // fees
  { q: 'how much is lunch', kind: 'fee', facts: [['no cost', 'free']] },
  { q: 'can i eat lunch with my son, how much for adults', kind: 'fee', facts: ['$5.50'] },
  { q: 'how much does the after school program cost', kind: 'fee', facts: ['free'] },
  { q: 'how much is pta membership', kind: 'fee', facts: ['$10'] },
  // policy
  { q: 'can he wear slides to school', kind: 'policy', facts: [['back strap', 'closed heel']] },
  { q: 'do they have to wear uniforms', kind: 'policy', facts: ['no uniform'] },
  {
    q: 'were going to mexico for 2 weeks in january, what do i have to do',
    kind: 'policy',
    facts: ['Independent Study'],
  },
  { q: 'my daughter had lice when can she go back', kind: 'policy', facts: ['first treatment'] },
  { q: 'we live about a mile away does my kid get the bus', kind: 'policy', facts: ['2 miles'] },
  // procedure
  {
    q: 'my sister is picking up tomorrow, can i just call and tell the office',
    kind: 'procedure',
    facts: ['Aeries'],
  },
  { q: 'do i have to fill out a form for free lunch', kind: 'procedure', facts: ['Alternative Income Form'] },
  {
    q: 'my kid needs an inhaler at school what form do i need',
    kind: 'procedure',
    facts: ['Physician Authorization'],
  },
  {
    q: 'how do i sign up my daughter for tk next year',
    kind: 'procedure',
    facts: ['February 1', 'vgusd.example/enroll'],
  },
  // events
  {
    q: 'when is the winter program and what time for my 2nd grader',
    kind: 'event-date',
    facts: ['December 17', '6:00'],
  },
  { q: 'awards assembly in january when', kind: 'event-date', facts: ['January 22', '8:45'] },
  { q: 'cuando es el cafe con la directora', kind: 'spanish', lang: 'es', facts: ['8:30'] },
  { q: 'cuando es la proxima reunion del ELAC', kind: 'spanish', lang: 'es', facts: ['9:00'] },
  {
    q: 'hay clases de ingles para padres? que dias y a que hora',
    kind: 'spanish',
    lang: 'es',
    facts: ['5:30'],
  },
  {
    q: 'when is picture retake day',
    kind: 'superseded',
    facts: ['January 12'],
    forbid: ['December 16'],
  },
  {
    q: 'when is the next minimum day',
    kind: 'expired-trap',
    trap: true,
    facts: ['December 18'],
    forbid: ['November 16'],
  },
  // calendar
  { q: 'is there school tomorrow', kind: 'calendar-day', facts: [['hour early', 'hour earlier']] },
  { q: 'is monday jan 4 a school day', kind: 'calendar-day', facts: ['Planning Day'] },
  {
    q: 'when does winter break start and whats the first day back',
    kind: 'multi-doc',
    facts: ['December 21', 'January 5'],
  },
  { q: 'no school on jan 15?', kind: 'calendar-day', facts: ['In-Service'] },
  { q: 'is folklorico club on wednesday the 16th', kind: 'calendar-day', facts: ['No'] },
  { q: 'school on feb 12?', kind: 'calendar-day', facts: ['Lincoln'] },
  // flyer (image)
  { q: 'when is family literacy night', kind: 'image', facts: ['January 21', '5:30'] },
  { q: 'do the kids dress up for literacy night', kind: 'image', facts: ['pajamas'] },
  { q: 'en la noche de lectura van a dar de comer?', kind: 'image', lang: 'es', facts: ['pizza'] },
  // e-mail attachment (See's Candies)
  { q: 'when are the sees candy orders due', kind: 'attachment', facts: ['December 14'] },
  { q: 'how much is the peanut brittle', kind: 'attachment', facts: ['$28'] },
  {
    q: 'where and when do i pick up the candy order',
    kind: 'attachment',
    facts: ['stage door', '2:45'],
  },
  { q: 'can i pay cash for the candy', kind: 'attachment', facts: [['@ArroyoVistaPTA', 'Venmo']] },
  {
    q: 'what is the candy sale money going to',
    kind: 'attachment',
    facts: [['Camp Oakridge', 'Science Camp']],
  },
  // unanswerable
  { q: 'when is the last day of school before summer', kind: 'unanswerable', decline: true },
  { q: 'cuando son las vacaciones de primavera', kind: 'unanswerable', lang: 'es', decline: true },
  { q: 'do you have a GATE program for gifted kids', kind: 'unanswerable', decline: true },
  { q: 'is there band for 5th graders', kind: 'unanswerable', decline: true },
  { q: 'can my son ride his bike, is there a bike rack', kind: 'unanswerable', decline: true },
  { q: 'when are the spring parent conferences', kind: 'unanswerable', decline: true },
  { q: 'how much is the yearbook', kind: 'unanswerable', decline: true },
  { q: 'who is the 4th grade teacher in room 7', kind: 'unanswerable', decline: true },
  { q: 'how much does the 6th grade science camp cost', kind: 'unanswerable', decline: true },
  { q: 'are there swim lessons after school', kind: 'unanswerable', decline: true },
  // Spanish, added 2026-11-25 by a writer who never saw the engine
  { q: 'mi hijo esta en 4to, a q hora sale el viernes 18', kind: 'spanish', lang: 'es', facts: ['12:35'] },
  {
    q: 'cuando regresan a clases despues de las vacaciones de invierno',
    kind: 'spanish',
    lang: 'es',
    facts: [['Tuesday, January 5', '5 de enero']],
  },
  { q: 'si mi hija falta a quien le hablo', kind: 'spanish', lang: 'es', facts: ['(909) 555-0187'] },
  { q: 'cuanto cobran si se pierde la chromebook', kind: 'spanish', lang: 'es', facts: ['$250'] },
  { q: 'cuando es la proxima junta del pta', kind: 'unanswerable', lang: 'es', decline: true },
  // Calendar, added 2026-11-25 by a writer who never saw the engine
  { q: 'what time does my 5th grader get out today', kind: 'calendar-day', facts: ['2:50'] },
  { q: 'is there school monday', kind: 'calendar-day', facts: ['Yes', 'Monday, December 14'] },
  { q: 'minimum day next week what time', kind: 'calendar-day', facts: ['Friday, December 18', '12:35'] },
  { q: 'when does winter break start', kind: 'calendar-day', facts: ['Monday, December 21'] },
  { q: 'when do kids go back after winter recess', kind: 'calendar-day', facts: ['Tuesday, January 5'] },
  { q: 'is there folklorico on jan 6', kind: 'calendar-day', facts: ['Yes', 'Wednesday, January 6'] },
  {
    q: 'any days off in january',
    kind: 'calendar-day',
    facts: ['Friday, January 15', 'Monday, January 18'],
  },
  { q: 'when is the winter progam', kind: 'event-date', facts: ['Thursday, December 17'] },
];
