import type { BenchQuestion } from '../../question.types.js';

/** Blind test split: written by a separate session from this school's documents only. */
export const TEST_QUESTIONS: BenchQuestion[] = [
  // contact
  { q: 'email for the front office?', kind: 'contact', facts: ['office@maplegrove.example'] },
  {
    q: 'can i just email when my kid is out instead of calling',
    kind: 'contact',
    facts: ['attendance@maplegrove.example'],
  },
  {
    q: 'cual es el numero para avisar que mi hijo va a faltar',
    kind: 'contact',
    lang: 'es',
    facts: ['(555) 010-2001'],
  },
  // person
  { q: 'whos the principal at maple grove', kind: 'person', facts: ['Alvarez'] },
  // address
  {
    q: 'where do i line up in the car for drop off',
    kind: 'expired-trap',
    trap: true,
    facts: ['Oak Street'],
    forbid: ['Cedar Lane'],
  },
  { q: 'my son lost his jacket where is lost and found', kind: 'address', facts: ['gym doors'] },
  // hours
  { q: 'what time can kids get dropped off in the morning', kind: 'hours', facts: ['7:45'] },
  { q: 'what time is the kid late after', kind: 'hours', facts: ['8:10'] },
  { q: 'a que hora salen los niños los miercoles', kind: 'hours', lang: 'es', facts: ['1:30'] },
  {
    q: 'what time is pick up on a normal monday',
    kind: 'expired-trap',
    trap: true,
    facts: ['3:15'],
    forbid: ['2:45'],
  },
  { q: 'front office hours?', kind: 'hours', facts: ['7:30', '4:00'] },
  {
    q: 'if its a 2 hour delay for snow what time does school start',
    kind: 'hours',
    facts: ['10:10'],
  },
  // fees
  {
    q: 'how much is hot lunch now',
    kind: 'superseded',
    facts: ['$3.50'],
    forbid: ['$3.00', '$3.25'],
  },
  { q: 'cuanto cuesta el desayuno', kind: 'fee', lang: 'es', facts: ['$1.50'] },
  {
    q: 'whats the daily rate for kids club aftercare',
    kind: 'superseded',
    facts: ['$18'],
    forbid: ['$15'],
  },
  {
    q: 'what do they charge if im late getting my kid from aftercare',
    kind: 'fee',
    facts: ['$1 per minute'],
  },
  {
    q: 'do we have to buy tickets for the spring concert',
    kind: 'fee',
    facts: ['free'],
  },
  // policy
  { q: 'what temp counts as a fever for keeping them home', kind: 'policy', facts: ['100.4'] },
  {
    q: 'she threw up last night, how long does she have to stay home',
    kind: 'policy',
    facts: ['24 hours'],
  },
  { q: 'can my son keep his inhaler on him', kind: 'policy', facts: ['doctor'] },
  { q: 'what colors is the uniform', kind: 'policy', facts: ['navy', 'khaki'] },
  {
    q: 'can i send homemade cupcakes for her birthday',
    kind: 'policy',
    facts: [['store-bought', 'store bought']],
  },
  { q: 'when do report cards go home', kind: 'policy', facts: ['December', 'June'] },
  // procedure
  {
    q: 'my mom is picking up my daughter today instead of me, what do i need to do',
    kind: 'procedure',
    facts: ['12:00'],
  },
  { q: 'how do i put money on the lunch account', kind: 'procedure', facts: ['MealPay'] },
  {
    q: 'i want to chaperone the next field trip what do i need',
    kind: 'procedure',
    facts: ['background check'],
  },
  {
    q: 'we are taking a family trip in may during school, do i need to tell anyone',
    kind: 'procedure',
    facts: ['Planned Absence Form'],
  },
  {
    q: 'how will i find out if theres a snow day',
    kind: 'procedure',
    facts: [['6:00 am', '6:00 a.m.', '6 am']],
  },
  {
    q: 'my kid needs tylenol during the day, can i just put it in his backpack',
    kind: 'procedure',
    facts: ['Medication Authorization Form'],
  },
  {
    q: 'can i call at 2:30 to switch her from bus to pickup',
    kind: 'procedure',
    facts: [['2:00 pm', '2:00 p.m.', '2 pm']],
  },
  // events
  {
    q: 'when is the science fair',
    kind: 'expired-trap',
    trap: true,
    facts: ['March 19'],
    forbid: ['March 5'],
  },
  { q: 'book fair hours next week?', kind: 'event-date', facts: ['3:30'] },
  { q: 'next pta meeting', kind: 'event-date', facts: ['March 17', '7:00'] },
  { q: 'when is spring break this year', kind: 'event-date', facts: ['March 30', 'April 3'] },
  {
    q: 'what time does my daughter need to be there for the spring concert and what does she wear',
    kind: 'event-date',
    facts: ['6:00', 'white top'],
  },
  {
    q: 'picture day is when again',
    kind: 'superseded',
    facts: ['April 15'],
    forbid: ['April 8'],
  },
  { q: 'when do the picture order forms have to be in', kind: 'event-date', facts: ['April 13'] },
  // calendar
  {
    q: 'do they have school this friday or is it off',
    kind: 'calendar-day',
    facts: ['Early Dismissal', '12:30'],
  },
  { q: 'what time do the buses leave friday', kind: 'calendar-day', facts: ['12:40'] },
  {
    q: 'is kids club open friday after the early release, until when',
    kind: 'multi-doc',
    facts: ['6:00'],
  },
  { q: 'no school april 10 right?', kind: 'calendar-day', facts: ['Professional Development Day'] },
  { q: 'are the kids off on april 2', kind: 'calendar-day', facts: ['Spring Break'] },
  {
    q: 'school is back on monday april 6 after break?',
    kind: 'calendar-day',
    facts: ['Monday, April 6'],
  },
  {
    q: 'do the kids have school this saturday',
    kind: 'expired-trap',
    trap: true,
    facts: [['Saturday, March 14', 'weekend']],
    forbid: ['makeup day'],
  },
  // flyer (image)
  { q: 'spring carnival what day and what time', kind: 'image', facts: ['April 25', '11:00'] },
  {
    q: 'how much are ride tickets at the carnival, can you get unlimited',
    kind: 'image',
    facts: ['$20'],
  },
  { q: 'what is the carnival money going to', kind: 'image', facts: ['playground'] },
  // multi-doc / superseded
  {
    q: 'bus 7 new stop where is it now and what time does it drop off in the afternoon',
    kind: 'multi-doc',
    facts: ['Maple Street', '3:45'],
  },
  {
    q: 'what time does route 7 pick up in the morning',
    kind: 'superseded',
    facts: ['7:20'],
    forbid: ['7:15'],
  },
  // expired, nothing current
  {
    q: 'is chess club still on mondays? how much is it',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['$40', 'Petrov'],
  },
  // unanswerable
  { q: 'when is the last day of school', kind: 'unanswerable', decline: true },
  { q: 'whats the principals email', kind: 'unanswerable', decline: true },
  { q: 'do you guys have a gifted program', kind: 'unanswerable', decline: true },
  {
    q: 'can my kid ride his scooter to school, is there somewhere to lock it',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'how many kids are in each 2nd grade class', kind: 'unanswerable', decline: true },
  { q: 'who is the 3rd grade teacher in room 12', kind: 'unanswerable', decline: true },
  { q: 'is there a summer camp at the school this year', kind: 'unanswerable', decline: true },
  { q: 'does the school have a counselor my son could talk to', kind: 'unanswerable', decline: true },
  { q: 'what are the soccer tryout dates', kind: 'unanswerable', decline: true },
  // Spanish, added 2026-11-25 by a writer who never saw the engine
  { q: 'cuanto cuesta el lunch ahorita', kind: 'spanish', lang: 'es', facts: ['$3.50'] },
  { q: 'a q hora salen los ninos los miercoles', kind: 'spanish', lang: 'es', facts: ['1:30'] },
  {
    q: 'mi hija esta enferma y no va a ir hoy, a q numero llamo',
    kind: 'spanish',
    lang: 'es',
    facts: ['(555) 010-2001'],
  },
  {
    q: 'cambiaron la fecha de las fotos de primavera? para cuando',
    kind: 'spanish',
    lang: 'es',
    facts: [['April 15', '15 de abril']],
  },
  { q: 'cuanto cobran x dia en el kids club', kind: 'spanish', lang: 'es', facts: ['$18'] },
  {
    q: 'hay clases el viernes 10 de abril?',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['Friday, April 10', '10 de abril'],
      ['Professional Development', 'No School', 'no hay clases'],
    ],
  },
  { q: 'tienen clases de ingles para papas en la escuela?', kind: 'unanswerable', lang: 'es', decline: true },
  // Calendar, added 2026-11-25 by a writer who never saw the engine
  { q: 'wat time do they get out tmrw', kind: 'calendar-day', facts: ['12:30'] },
  { q: 'is there school monday', kind: 'calendar-day', facts: ['Yes', 'Monday, March 16'] },
  { q: 'pick up time next wed?', kind: 'calendar-day', facts: ['1:30'] },
  { q: 'any days off in april', kind: 'calendar-day', facts: ['Friday, April 10'] },
  { q: 'whats the last day b4 spring break', kind: 'calendar-day', facts: ['Friday, March 27'] },
  { q: 'school on the 31st??', kind: 'calendar-day', facts: ['Tuesday, March 31', 'Spring Break'] },
  { q: 'when is the spring consert', kind: 'event-date', facts: ['Thursday, March 26'] },
  { q: 'april pta meeting date?', kind: 'event-date', facts: ['Tuesday, April 14'] },
];
