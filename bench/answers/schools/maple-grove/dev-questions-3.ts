/**
 * Maple Grove Elementary dev split, part 3: written from the documents alone (handbook, March
 * newsletter, current notices, carnival flyer, calendar feed) by someone who had not seen the
 * engine. Bench "now": Thursday, March 12, 2026, 9:00 am (America/New_York), so "tmrw" is the
 * Friday, March 13 early dismissal.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_3: BenchQuestion[] = [
  // contact
  {
    q: 'my daughter woke up w a fever, whats the number to call her out sick today',
    kind: 'contact',
    facts: [['(555) 010-2001', '010-2001', 'attendance@maplegrove.example']],
  },
  // person
  {
    q: 'who is the principal there now? want to send her an email about something that happened on the playground',
    kind: 'person',
    facts: [['Alvarez']],
  },
  // hours
  {
    q: 'my 1st grader just started at maple grove, do they get out early on wednesdays? what time',
    kind: 'hours',
    facts: [['1:30 pm']],
  },
  {
    q: 'we r always running late in the morning, till what time do they serve breakfast',
    kind: 'hours',
    facts: [['8:05 am']],
  },
  // fee
  {
    q: 'about to put money on my sons lunch acct, how much is a hot lunch now and where do i pay',
    kind: 'fee',
    facts: [['$3.50'], ['MealPay']],
  },
  // policy
  {
    q: 'my son threw up twice last night but hes acting fine this morning, can he go in today?',
    kind: 'policy',
    facts: [['24 hours']],
  },
  {
    q: 'my daughter is on amoxicillin for 10 days and needs a dose at lunch, can i just put the bottle in her backpack?',
    kind: 'policy',
    facts: [['nurse'], ['Medication Authorization Form', 'original container']],
  },
  {
    q: 'its my twins bday next tues, can i send in homemade cupcakes for the class?',
    kind: 'policy',
    facts: [['store-bought']],
  },
  // procedure
  {
    q: 'grandma is visiting and wants to pick up my 2nd grader next week, what do i have to do so they let her take him',
    kind: 'procedure',
    facts: [['signed note', 'call the office', 'emergency card'], ['photo ID']],
  },
  {
    q: 'my son rides the bus home but today hes going to his friends house, can i just call in the afternoon to change it?',
    kind: 'procedure',
    facts: [['12:00 pm', '2:00 pm']],
  },
  // address
  {
    q: 'first time driving my kid in, which street is the drop off line on',
    kind: 'address',
    facts: [['Oak Street']],
  },
  // multi-doc (early dismissal notice + aftercare fee update)
  {
    q: 'what time do i get my kid tmrw? and if i cant make it how much is kids club for the day',
    kind: 'multi-doc',
    facts: [['12:30 pm'], ['$18']],
  },
  // image (carnival flyer)
  {
    q: 'how much is the unlimited ride thing at the spring carnival? i have 3 kids lol',
    kind: 'image',
    facts: [['$20']],
  },
  // event-date
  {
    q: 'when is the science fair and where does my 4th grader drop off his volcano',
    kind: 'event-date',
    facts: [['March 19', 'Thursday, March 19'], ['gym']],
  },
  // unanswerable
  {
    q: 'does kids club give them a snack after school or should i pack one? he is always starving by 4',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'whats the school nurses name? my daughter has a new allergy and i want to email her directly',
    kind: 'unanswerable',
    decline: true,
  },
  // spanish
  {
    q: 'cuanto cuesta el almuerzo caliente? le voy a poner dinero en la cuenta a mi hija',
    kind: 'spanish',
    lang: 'es',
    facts: [['$3.50']],
  },
  {
    q: 'a q hora salen mañana? me dijeron q el viernes salen temprano',
    kind: 'spanish',
    lang: 'es',
    facts: [['12:30 pm', '12:30']],
  },
  {
    q: 'mi hijo esta enfermo hoy no va a ir, a q numero llamo pa avisar',
    kind: 'spanish',
    lang: 'es',
    facts: [['(555) 010-2001', '010-2001']],
  },
  {
    q: 'cuanto cobran x dia en el kids club? necesito q mi niña se quede hasta las 5 unos dias',
    kind: 'spanish',
    lang: 'es',
    facts: [['$18']],
  },
  {
    q: 'a q hora es el concierto de mi hija de 3ro y a q hora la tengo q llevar',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['6:30 pm', '6:30'],
      ['6:00 pm', '6:00'],
    ],
  },
  {
    q: 'hola cuanto cuesta la pulsera pa los juegos en el carnaval de la escuela',
    kind: 'spanish',
    lang: 'es',
    facts: [['$20']],
  },
];
