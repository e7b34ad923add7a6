/**
 * maple-grove's dev questions added on 2026-11-26 (two rounds), written by helpers from the school's
 * documents alone, without seeing the engine. Tuning on them is allowed (dev split).
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_2026_11: BenchQuestion[] = [
  // Added 2026-11-26: written from the documents alone
  {
    q: 'is there school monday the 23rd',
    kind: 'calendar-day',
    facts: ['Monday, March 23', ['Yes', 'school day']],
  },
  {
    q: 'what time do they get out wed the 25th',
    kind: 'calendar-day',
    facts: ['Wednesday, March 25', '1:30'],
  },
  {
    q: 'do they have a short day next week? which day is it',
    kind: 'calendar-day',
    facts: ['Wednesday, March 18', '1:30'],
  },
  {
    q: 'after the teacher day off in april what day do they go back',
    kind: 'calendar-day',
    facts: ['Monday, April 13'],
  },
  { q: 'is friday the 20th a half day too', kind: 'calendar-day', facts: ['Friday, March 20', '3:15'] },
  { q: 'when is the april pta meeting', kind: 'event-date', facts: ['Tuesday, April 14', '7:00'] },
  { q: 'bookfair last day?', kind: 'event-date', facts: ['Friday, March 20'] },
  {
    q: 'do the kids have regular school on the science fair day or just the night thing',
    kind: 'calendar-day',
    facts: ['Thursday, March 19', ['Yes', 'school day']],
  },
  {
    q: 'school on thurs april 9?',
    kind: 'calendar-day',
    facts: ['Thursday, April 9', ['Yes', 'school day']],
  },
  {
    q: 'is there class the friday before spring break or do they start early',
    kind: 'calendar-day',
    facts: ['Friday, March 27', ['Yes', 'school day']],
  },
  {
    q: 'do they have class thursday april 2',
    kind: 'calendar-day',
    facts: ['Thursday, April 2', 'Spring Break'],
  },
  { q: 'what day is the carnival, is it a school day', kind: 'event-date', facts: ['Saturday, April 25'] },
  { q: 'book fair - til what time can parents shop after school', kind: 'hours', facts: ['3:30'] },
  { q: 'how do i sign my son up for kids club', kind: 'procedure', facts: ['front office'] },
  {
    q: 'were running late this am, where does my daughter go when she gets there',
    kind: 'procedure',
    facts: ['front office'],
  },
  {
    q: 'can my kid just keep some tylenol in his backpack',
    kind: 'policy',
    facts: [['nurse', 'original container']],
  },
  {
    q: 'my son has a nut allergy, where does he sit at lunch',
    kind: 'policy',
    facts: ['allergy-aware table'],
  },
  { q: 'she lost a library book do we have to pay for it', kind: 'fee', facts: ['replacement cost'] },
  { q: 'whats the office email', kind: 'contact', facts: ['office@maplegrove.example'] },
  {
    q: 'who do i ask to take the kids out for a family trip, and whats the principals name',
    kind: 'multi-doc',
    facts: ['Planned Absence Form', 'Alvarez'],
  },
  {
    q: 'picture day is on a wednesday right? so they still get out at 1:30 that day?',
    kind: 'multi-doc',
    facts: ['April 15', '1:30'],
  },
  { q: 'is there a school supply list for 3rd grade', kind: 'unanswerable', decline: true },
  { q: 'do they do a field day at the end of the year', kind: 'unanswerable', decline: true },
  {
    q: 'whats the price of school lunch for march? my kid says it went down',
    kind: 'expired-trap',
    trap: true,
    facts: ['$3.50'],
    forbid: ['$3.00'],
  },
  {
    q: 'cuando es la feria de ciencias y donde',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['March 19', '19 de marzo'],
      ['gym', 'gimnasio'],
    ],
  },
  {
    q: 'mi hija tiene q tomar medicina en la escuela q tengo q hacer',
    kind: 'spanish',
    lang: 'es',
    facts: [['Medication Authorization Form', 'nurse', 'enfermera']],
  },
  {
    q: 'cuanto tiempo de tarea le dejan a mi hijo de 3er grado',
    kind: 'spanish',
    lang: 'es',
    facts: [['45 minutes', '45 minutos']],
  },
  {
    q: 'puedo mandar pastelitos hechos en casa pal cumple de mi niño',
    kind: 'spanish',
    lang: 'es',
    facts: [['store-bought', 'tienda']],
  },
  {
    q: 'a q hora es la junta del pta la otra semana',
    kind: 'spanish',
    lang: 'es',
    facts: [['March 17', '17 de marzo'], '7:00'],
  },
  { q: 'cuanto cuesta la pulsera pa los juegos del carnaval', kind: 'spanish', lang: 'es', facts: ['$20'] },
  {
    q: 'si nieva como me entero si hay clases o no y a q hora avisan',
    kind: 'spanish',
    lang: 'es',
    facts: [['6:00 am', '6:00']],
  },
  { q: 'tienen clases de ingles pa los papas?', kind: 'unanswerable', lang: 'es', decline: true },
  // Added 2026-11-26 (round 2): written from the documents alone
  {
    q: 'my daughter hates pants, is she allowed to wear a skirt or does it have to be the khakis',
    kind: 'policy',
    facts: ['shorts or skirts'],
  },
  {
    q: 'do they send homwork home on fridays or just weeknights',
    kind: 'policy',
    facts: ['Monday through Thursday'],
  },
  {
    q: 'her temp was 100.8 last nite, i gave her motrin and shes fine this am, ok to send her in?',
    kind: 'policy',
    facts: ['24 hours', 'fever-reducing'],
  },
  { q: 'is it ok if i pack a pb&j in my sons lunchbox', kind: 'policy', facts: ['peanut-free'] },
  {
    q: 'its 2:30 and i forgot to tell them hes not riding the bus today, can i still just call',
    kind: 'policy',
    facts: ['2:00 pm'],
  },
  {
    q: 'bringing in store bought cupcakes for my sons bday, how much notice does the teacher need',
    kind: 'policy',
    facts: ['two days'],
  },
  {
    q: 'whats the main number for maple grove, need to call about my sons ride home',
    kind: 'contact',
    facts: ['(555) 010-2000'],
  },
  {
    q: 'my son woke up w pink eye, which number do i call to let them know hes staying home',
    kind: 'contact',
    facts: ['(555) 010-2001'],
  },
  { q: 'who do i get the free lunch paperwork from', kind: 'contact', facts: ['front office'] },
  {
    q: 'who do i need to ask if i want to pull the kids out for a family wedding in may',
    kind: 'person',
    facts: ['principal'],
  },
  { q: 'who is in charge of the whole school, like the head person', kind: 'person', facts: ['Alvarez'] },
  { q: 'they get out early tmrw, what time does kids club open up then', kind: 'hours', facts: ['12:30'] },
  { q: 'how late does the science fair go on the 19th', kind: 'hours', facts: ['7:30 pm'] },
  {
    q: 'how late is somebody at the front desk, i can only swing by after work',
    kind: 'hours',
    facts: ['4:00 pm'],
  },
  {
    q: 'on a normal day thats not a wednesday when do they let the kids out',
    kind: 'hours',
    trap: true,
    facts: ['3:15'],
    forbid: ['2:45'],
  },
  {
    q: 'my son is singing in the concert, where do the kids go when they get there before it starts',
    kind: 'address',
    facts: ['music room'],
  },
  {
    q: 'which room is the pta meeting in on tuesday',
    kind: 'address',
    trap: true,
    facts: ['library'],
    forbid: ['cafeteria'],
  },
  {
    q: 'where do i drop off my kids science fair project, we made a giant volcano',
    kind: 'address',
    trap: true,
    facts: ['gym'],
    forbid: ['cafeteria', 'March 5'],
  },
  {
    q: 'how do i find out what time the bus comes to our stop, we just moved here',
    kind: 'procedure',
    facts: ['school website'],
  },
  {
    q: 'how do we order pics for picture day, havent seen anything come home yet',
    kind: 'procedure',
    facts: [['backpacks', 'April 13']],
  },
  {
    q: 'the teacher took my sons phone today, how do we get it back',
    kind: 'procedure',
    facts: [['parent picks them up', 'kept in the office']],
  },
  {
    q: 'got stuck in traffic and got to kids club at 6:10, how much r they gonna charge me',
    kind: 'fee',
    facts: ['$1 per minute'],
  },
  {
    q: 'how much should i put on mealpay to cover a week of hot lunches',
    kind: 'fee',
    trap: true,
    facts: ['$3.50'],
    forbid: ['$3.00'],
  },
  {
    q: 'the spring carnival, what time does it start and is it inside or outside',
    kind: 'image',
    facts: ['11:00', 'school field'],
  },
  {
    q: 'my kids want to do a bunch of rides at the carnival, is it cheaper to get the all day band or pay per ride',
    kind: 'image',
    facts: ['$1 each', '$20'],
  },
  { q: 'what hours is the nurse in the building', kind: 'unanswerable', decline: true },
  { q: 'do the science fair winners get a prize or ribbon', kind: 'unanswerable', decline: true },
  { q: 'can my son keep a water bottle at his desk', kind: 'unanswerable', decline: true },
  {
    q: 'how much is hot lunch now and did breakfast go up too',
    kind: 'multi-doc',
    trap: true,
    facts: ['$3.50', '$1.50'],
    forbid: ['$3.00'],
  },
  {
    q: 'what day do they go back after spring break, and is picture day still the week after',
    kind: 'multi-doc',
    facts: ['April 6', 'April 15'],
    forbid: ['April 8'],
  },
];
