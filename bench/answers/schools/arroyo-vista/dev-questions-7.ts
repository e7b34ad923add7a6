/**
 * Arroyo Vista Elementary dev split, part 7: written from the documents alone (parent-student
 * handbook, December newsletter, Spanish daily schedule page, expanded learning page, literacy night
 * flyer, picture retake notices, the forwarded PTA e-mail and its See's Candies order form, calendar
 * feed, and the expired Baseline Street repaving and conference week notices as traps) by someone who
 * had not seen the engine. Bench "now": Thursday, December 10, 2026, 8:30 am (America/Los_Angeles);
 * "a week from tomorrow" is the Friday, December 18 minimum day.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_7: BenchQuestion[] = [
  // contact (a fact only on the Spanish page)
  {
    q: 'Hola buenos días, ¿tienen clases de inglés para los papás? ¿Qué días son y a quién le hablo para inscribirme?',
    kind: 'contact',
    lang: 'es',
    facts: [['5:30'], ['(909) 555-0190', '555-0190']],
  },
  // person
  {
    q: 'who is the school counselor? my son has been having a really hard time since his grandpa passed and i think he needs someone to talk to',
    kind: 'person',
    facts: [['Holt']],
  },
  // hours
  {
    q: 'whats the earliest i can drop off my kids? i have to be at work by 7:30 and its a 20 min drive',
    kind: 'hours',
    facts: [
      ['7:00 a.m.', '7:00'],
      ['7:45 a.m.', '7:45'],
    ],
  },
  // procedure
  {
    q: 'my sister is going to start picking up my daughter on tuesdays. how do i add her, can i just call the office and give her name?',
    kind: 'procedure',
    facts: [['Emergency Card'], ['Aeries', 'in person']],
  },
  // event date
  {
    q: 'My son had perfect attendance this month. When is the assembly where they recognize the kids? I would like to take time off work to be there.',
    kind: 'event-date',
    facts: [['January 22', 'Friday, January 22'], ['8:45']],
  },
  // calendar day
  {
    q: 'heard a week from tmrw is a short day, what time is kinder pick up that day',
    kind: 'calendar-day',
    facts: [['11:55']],
  },
  // image (literacy night flyer)
  {
    q: 'the pajama reading night at the library, what day is that and what time? do i need to feed them dinner first lol',
    kind: 'image',
    facts: [['January 21', 'Thursday, January 21'], ['5:30']],
  },
  // attachment (See's Candies order form)
  {
    q: 'i ordered the sees candy for my mom, can i just send cash w my kid? and when do we pick up the candy',
    kind: 'attachment',
    facts: [
      ['Venmo', '@ArroyoVistaPTA'],
      ['December 17', 'Thursday, December 17'],
    ],
  },
  // superseded (picture retakes moved)
  {
    q: 'my daughter was absent on picture day. when can she get her picture taken? does she need to bring anything',
    kind: 'superseded',
    facts: [['January 12', 'Tuesday, January 12'], ['picture packet']],
    forbid: ['December 16'],
  },
  // expired trap (the repaving notice expired November 21)
  {
    q: 'where do i pull up to get my kids after school? first time doing pick up, my husband usually does it',
    kind: 'expired-trap',
    trap: true,
    facts: [['Baseline Street']],
    forbid: ['Olive Street'],
  },
  // unanswerable
  {
    q: 'how much does the 6th grade science camp cost and what do they need to pack?',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'Hello, how do I get my 3rd grader tested for the GATE program?',
    kind: 'unanswerable',
    decline: true,
  },
];
