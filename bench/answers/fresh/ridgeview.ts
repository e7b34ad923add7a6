import type { BenchQuestion } from '../question.types.js';

export const FRESH_QUESTIONS: BenchQuestion[] = [
  // bell schedule / hours
  {
    q: 'my 6th grader, what time does she have to be inside the building so she doesnt get marked tardy',
    kind: 'hours',
    facts: ['7:45'],
  },
  {
    q: 'my kindergartner gets out early on fridays right? what time do i need to be there',
    kind: 'hours',
    facts: ['1:10'],
  },
  {
    q: 'what happens if im late for pickup, like 4pm on a tuesday? do they charge me',
    kind: 'policy',
    facts: ['Ridge Club'],
  },
  {
    q: 'my 1st grader, what time should i be in the car line in the afternoon',
    kind: 'expired-trap',
    facts: ['3:10'],
    forbid: ['3:05'],
  },
  {
    q: 'for morning drop off in the car where do i pull in now and what time does it start',
    kind: 'superseded',
    facts: ['Armitage', '7:30'],
    forbid: ['7:25', 'north lot'],
  },

  // meals / fees
  {
    q: 'how much is lunch for my 3rd grader? the handbook we got in august has a price but idk if its still right',
    kind: 'superseded',
    facts: ['$3.25'],
  },
  {
    q: 'how do i put money on his account for breakfast and lunch, is there an app',
    kind: 'procedure',
    facts: ['LINQ Connect'],
  },

  // uniform / devices
  { q: 'can my daughter wear crocs or slides to school', kind: 'policy', facts: ['closed-toe'] },
  {
    q: 'its getting cold in the classrooms, can my son wear a sweatshirt over his polo? where do i get one',
    kind: 'policy',
    facts: ['December 1', '$22'],
  },
  {
    q: 'the teacher took my sons phone, when and where can i pick it up',
    kind: 'procedure',
    facts: ['Front Desk', '3:35'],
  },

  // health
  {
    q: 'my daughter needs her allergy medicine during the day, what paperwork do i need',
    kind: 'procedure',
    facts: ['MED-1'],
  },
  {
    q: 'he had 100.3 last night but seems ok now, can he go to school today?',
    kind: 'policy',
    facts: ['24 hours'],
  },

  // pick-up / attendance / visitors
  {
    q: 'my neighbor is picking up my kid today, can i just call and let yall know?',
    kind: 'procedure',
    facts: ['frontdesk@ridgeviewcollegiate.org', '1:00'],
  },
  {
    q: 'how do i find out about a snow day? does rca close whenever cps closes?',
    kind: 'policy',
    facts: ['5:45', 'CPS'],
  },
  { q: 'whats the school address, need it for my uber', kind: 'address', facts: ['4410'] },

  // people / contacts
  { q: 'who do i talk to about a behavior problem with my 7th grader', kind: 'person', facts: ['Adeyemi'] },
  {
    q: 'who is the new 3rd grade teacher and what room is she in',
    kind: 'person',
    facts: ['Castillo', '118'],
  },
  {
    q: 'who runs the aftercare program and how do i email them',
    kind: 'contact',
    facts: ['Harper', 'ridgeclub@ridgeviewcollegiate.org'],
  },
  {
    q: 'my son already goes to rca, does his little sister automatically get in for kinder next year? whens the deadline',
    kind: 'policy',
    facts: ['apply', 'February 12'],
  },

  // clubs / sports
  { q: 'how much is robotics and what day is it', kind: 'fee', facts: ['$40', 'Tuesday'] },
  {
    q: 'when are basketball tryouts? my 7th grader wants to try out',
    kind: 'event-date',
    facts: [
      ['Nov. 30', 'Monday, November 30'],
      ['Dec. 1', 'Tuesday, December 1'],
    ],
  },

  // calendar days (now: Monday, November 23)
  {
    q: 'is there school on friday or do they get the whole long weekend',
    kind: 'calendar-day',
    facts: ['Thanksgiving'],
  },
  {
    q: 'wed pick up? i have a 2nd grader and a 7th grader. do they eat lunch before they leave',
    kind: 'calendar-day',
    facts: ['11:45', '12:00', 'no lunch'],
  },
  {
    q: 'is robotics happening tmrw? if not when is the next one',
    kind: 'calendar-day',
    facts: ['Tuesday, December 1'],
  },
  { q: 'do the kids have school friday dec 4?', kind: 'calendar-day', facts: ['In-Service'] },
  {
    q: 'when does christmas break start and what day do they go back',
    kind: 'calendar-day',
    facts: ['Monday, December 21', 'Monday, January 4'],
  },
  {
    q: 'what time do they get out the last day before christmas break',
    kind: 'calendar-day',
    facts: ['12:35'],
  },
  {
    q: 'when is the next PTO meeting? want to get more involved',
    kind: 'event-date',
    facts: ['Tuesday, December 1', '6:00'],
  },

  // book fair flyer (image only)
  {
    q: 'is there a night for families at the book fair? what day and time, can i bring my little one',
    kind: 'image',
    facts: [['Dec 9', 'Wednesday, December 9'], '5:00'],
  },
  {
    q: 'can i put money on something for the book fair so she doesnt carry cash',
    kind: 'image',
    facts: ['eWallet'],
  },

  // DC trip (facts only in the e-mail's PDF attachment)
  { q: 'how much is the dc trip total for 8th grade', kind: 'attachment', facts: ['$1,150'] },
  {
    q: 'does my son need a passport for the washington trip? what papers does he need',
    kind: 'attachment',
    facts: ['medical release'],
  },
  {
    q: 'what time does the bus leave for dc and what days is the trip',
    kind: 'attachment',
    facts: ['5:00', 'April 19'],
  },
  {
    q: 'cant pay the dc trip all at once, who do i talk to about a payment plan and by when',
    kind: 'attachment',
    facts: ['Pike', 'January 8'],
  },

  // expired / past
  {
    q: 'my son was absent on picture day, when r retakes and whats the code to order online',
    kind: 'expired-trap',
    decline: true,
    forbid: ['December 8', 'RCAFALL26'],
  },
  {
    q: 'r yall still collecting coats? i have a bunch my kids outgrew',
    kind: 'event-date',
    facts: [['Nov. 20', 'Friday, November 20']],
  },

  // unanswerable
  {
    q: 'is there a school counselor or social worker my son can talk to? his parents are splitting up',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'when is spring break? want to book a trip before prices go up', kind: 'unanswerable', decline: true },
  { q: 'what day is 8th grade graduation? grandma wants to fly in', kind: 'unanswerable', decline: true },
  { q: 'how do we order a yearbook and how much', kind: 'unanswerable', decline: true },
  { q: 'does rca have summer school? my daughter is behind in math', kind: 'unanswerable', decline: true },
  {
    q: 'is there a list of school supplies for 2nd grade? want to shop this weekend',
    kind: 'unanswerable',
    decline: true,
  },

  // spanish
  {
    q: 'a q hora salen los de kinder este miercoles? me dijeron q es medio dia',
    kind: 'spanish',
    lang: 'es',
    facts: ['11:45'],
  },
  {
    q: 'cuanto cuesta el ridge club x mes? son 2 niños, hay descuento x hermanos?',
    kind: 'spanish',
    lang: 'es',
    facts: ['$165'],
  },
  {
    q: 'a q numero hablo pa reportar q mi hijo falta x enfermo y hasta q hora tengo',
    kind: 'spanish',
    lang: 'es',
    facts: ['555-0147', '8:30'],
  },
  { q: 'cuanto esta el almuerzo pa mi hijo de 6to grado?', kind: 'spanish', lang: 'es', facts: ['$3.45'] },
  {
    q: 'como se llama la enfermera? y cual es su extension',
    kind: 'spanish',
    lang: 'es',
    facts: ['Hollis', '214'],
  },
  {
    q: 'mi hija perdio la chromebook y no compramos el seguro, cuanto hay q pagar?',
    kind: 'spanish',
    lang: 'es',
    facts: ['$275'],
  },
  {
    q: 'cuanto es el deposito pa el viaje de 8vo a washington y pa cuando hay q pagarlo',
    kind: 'spanish',
    lang: 'es',
    facts: ['$150', '15'],
  },
  {
    q: 'la escuela tiene camion q pase x los niños a la casa? vivimos lejos',
    kind: 'unanswerable',
    lang: 'es',
    decline: true,
  },
];
