import type { BenchQuestion } from '../question.types.js';

export const FRESH_QUESTIONS: BenchQuestion[] = [
  // schedule / hours
  {
    q: 'wat time do i grab the kids in the afternoon these days? did the winter hours end yet',
    kind: 'expired-trap',
    facts: ['3:15'],
    forbid: ['2:45'],
  },
  { q: 'so on wednesdays they come out early right?? what time exactly', kind: 'hours', facts: ['1:30'] },
  {
    q: 'my daughter keeps rolling in around 8:15, does that count as late? do i have to walk her in somewhere',
    kind: 'policy',
    facts: ['8:10', 'front office'],
  },
  {
    q: 'if they call a 2 hour delay for ice when does school start? my little one goes to morning pre-k',
    kind: 'policy',
    facts: ['10:10', 'cancel'],
  },
  {
    q: 'where do i wait in the car at pickup now, is it still around back?',
    kind: 'expired-trap',
    facts: ['Oak Street'],
    forbid: ['Cedar Lane'],
  },
  {
    q: 'my kids walk home, which doors do they leave out of so i can meet them',
    kind: 'address',
    facts: ['Birch Avenue'],
  },

  // contacts / people
  {
    q: 'can i just email when hes out sick instead of calling? what address do i send it to',
    kind: 'contact',
    facts: ['attendance@maplegrove.example'],
  },
  { q: 'whos the principal there now? want to send a thank you card', kind: 'person', facts: ['Alvarez'] },

  // health
  {
    q: 'my son had 101 last night, hes fine this morning w tylenol. can he go in today?',
    kind: 'policy',
    facts: ['24 hours'],
  },
  {
    q: 'if the nurse calls me at work how fast do i have to get there? im like 45 min away',
    kind: 'policy',
    facts: ['one hour'],
  },
  {
    q: 'he has to take antibiotics at lunch for a week, can i just stick the bottle in his lunchbox?',
    kind: 'procedure',
    facts: ['Medication Authorization Form'],
  },

  // food / fees
  {
    q: 'how much r the hot lunches now? trying to figure out how much to load for the month',
    kind: 'superseded',
    facts: ['$3.50'],
    forbid: ['$3.00'],
  },
  {
    q: 'how much is kids club per day? thinking about signing up both my boys',
    kind: 'superseded',
    facts: ['$18'],
    forbid: ['$15'],
  },
  {
    q: 'what happens if im stuck in traffic and get to aftercare at like 6:15, do they charge extra',
    kind: 'fee',
    facts: ['$1 per minute'],
  },

  // tomorrow (Friday, March 13) and the bus
  {
    q: 'is there school tmrw? someone in the class group chat said its a half day',
    kind: 'calendar-day',
    facts: ['12:30'],
  },
  {
    q: 'my son rides bus 7 - tomorrow what time does the bus leave school and does it drop him at the new corner?',
    kind: 'multi-doc',
    facts: ['12:40', 'Maple Street'],
  },
  {
    q: 'we just got put on route 7, what corner is the morning stop and what time does the bus come by',
    kind: 'expired-trap',
    facts: ['Maple Street', '7:20'],
    forbid: ['7:15'],
  },

  // events
  {
    q: 'when is the science fair and where? i thought it was already this month in the cafeteria',
    kind: 'expired-trap',
    facts: ['March 19', 'gym'],
    forbid: ['March 5'],
  },
  {
    q: 'when r spring pics? want to get her hair done the day before',
    kind: 'superseded',
    facts: ['April 15'],
    forbid: ['April 8'],
  },
  {
    q: 'my 4th grader is singing in the concert, what does she have to wear and what time do i drop her off',
    kind: 'procedure',
    facts: ['white top', '6:00'],
  },
  {
    q: 'can parents stop by the book fair after school w the kids? till what time is it open',
    kind: 'hours',
    facts: ['3:30'],
  },
  {
    q: 'when is the next pta mtg? and is there someone to watch my toddler while im there',
    kind: 'event-date',
    facts: ['March 17', '7:00', 'childcare'],
  },
  {
    q: 'when is spring break this yr, trying to book flights to see my mom',
    kind: 'event-date',
    facts: ['March 30', 'April 3'],
  },

  // calendar days
  { q: 'do they have school thursday april 2?', kind: 'calendar-day', facts: ['spring break'] },
  {
    q: 'is friday april 10 a regular school day? need to know for my babysitter',
    kind: 'calendar-day',
    facts: [['Professional Development', 'No School']],
  },
  { q: 'next wed is it a normal full day or do they get out early', kind: 'calendar-day', facts: ['1:30'] },
  { q: 'what day do they go back after the break', kind: 'calendar-day', facts: ['Monday, April 6'] },

  // carnival flyer (image only)
  {
    q: 'when is the carnival thing and what time does it start',
    kind: 'image',
    facts: ['April 25', '11:00'],
  },
  {
    q: 'how much r the ride tickets at the carnival, is there some kind of pass so i dont keep buying them',
    kind: 'image',
    facts: ['$1', '$20'],
  },

  // expired flyer
  {
    q: 'my son wants to join chess club, is it still mondays in the same room? how much is it',
    kind: 'expired-trap',
    decline: true,
    forbid: ['$40', '204'],
  },

  // policies / procedures
  {
    q: 'does the uniform polo have to be a certain color? and can he wear jeans',
    kind: 'policy',
    facts: ['navy', 'khaki'],
  },
  {
    q: 'is my 5th grader allowed to bring his phone? what happens if the teacher sees it out',
    kind: 'policy',
    facts: ['backpack', 'office'],
  },
  {
    q: 'the twins bday is next friday, can i bring homemade brownies for the class? and can they hand out party invites to just a few friends',
    kind: 'policy',
    facts: ['store-bought', 'every child'],
  },
  {
    q: 'i want to go on the 3rd grade field trip next month as a chaperone, what do i need to do first',
    kind: 'procedure',
    facts: ['background check'],
  },
  {
    q: 'we r going to visit family for a week in may while school is in, do i have to fill something out',
    kind: 'procedure',
    facts: ['Planned Absence Form'],
  },

  // unanswerable
  { q: 'do yall have a swim team or soccer after school', kind: 'unanswerable', decline: true },
  {
    q: 'whats the nurses name? i want to email her directly about my sons allergy',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is the last day of school in june? trying to plan summer camp',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'how much is the yearbook and when do we order it', kind: 'unanswerable', decline: true },
  {
    q: 'does maple grove have a gifted program? his teacher said he should get tested',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there a counselor my daughter can talk to, her grandpa just passed and shes having a hard time',
    kind: 'unanswerable',
    decline: true,
  },

  // spanish
  {
    q: 'oiga a q hora salen mañana? me dijeron q salen temprano x algo de los maestros',
    kind: 'spanish',
    lang: 'es',
    facts: ['12:30'],
  },
  {
    q: 'cuanto esta el almuerzo caliente ahora? pa ponerle dinero en la cuenta a mi hijo',
    kind: 'spanish',
    lang: 'es',
    facts: ['$3.50'],
    forbid: ['$3.00'],
  },
  {
    q: 'a q numero hablo pa avisar q mi hija no va a ir hoy, amaneció enferma',
    kind: 'spanish',
    lang: 'es',
    facts: ['010-2001'],
  },
  {
    q: 'cuanto cobran x dia en el kids club despues de la escuela?',
    kind: 'spanish',
    lang: 'es',
    facts: ['$18'],
    forbid: ['$15'],
  },
  {
    q: 'a q hora abren las puertas en la mañana y a q hora empiezan las clases',
    kind: 'spanish',
    lang: 'es',
    facts: ['7:45', '8:10'],
  },
  {
    q: 'mi cuñada va a recoger a mi niño hoy, q tengo q hacer? hasta q hora puedo avisar',
    kind: 'spanish',
    lang: 'es',
    facts: ['12:00'],
  },
  { q: 'cuanto cuesta la pulsera pa los juegos del carnaval?', kind: 'spanish', lang: 'es', facts: ['$20'] },
  {
    q: 'donde queda ahora la parada del camion 7 en la mañana? cambiaron algo no?',
    kind: 'spanish',
    lang: 'es',
    facts: ['Maple Street'],
    forbid: ['7:15'],
  },
  { q: 'tienen clases de ingles pa los papas? me interesa', kind: 'unanswerable', lang: 'es', decline: true },
];
