/**
 * Held-out questions for Willow Creek School (`willow-creek`), asked as parents text them, relative
 * to the bench "now" of Tuesday, April 13, 2027, 7:40 am Mountain (this Friday is the April 16
 * make-up day; "next Friday" is April 23, no school). 50 answerable, 10 the documents do not answer,
 * 10 expired-notice traps, 3 superseded-notice questions (plus two calendar questions that forbid the
 * old make-up day's facts), 7 in Spanish. A good share is about the four-day week.
 * Written blind on 2026-11-30 from documents only (no engine code, no other question set read).
 * Measured once untuned on 2026-11-30 at 205e187: 29/50 answerable correct, wrong 15, declined 6,
 * unanswerable declined 7/10, traps avoided 15/15. Its replies were then read and tuned on: it is a
 * dev school from then on, run by `bench:fresh`.
 */
import type { BenchQuestion } from '../../question.types.js';

export const WILLOW_CREEK_QUESTIONS: BenchQuestion[] = [
  // --- Four-day week, Fridays, Willow Works ---
  {
    q: 'is there school friday?? my son swears they have to go this week but its a friday lol',
    kind: 'calendar-day',
    facts: [['Friday, April 16', 'April 16']],
    forbid: ['11:45'],
    tags: ['four-day-week', 'superseded'],
  },
  {
    q: 'do they have school next friday the 23rd? trying to book a dr appt for my daughter',
    kind: 'calendar-day',
    facts: [['no school', 'not a school day', 'no classes']],
    forbid: ['11:45', '11:55'],
    tags: ['four-day-week', 'superseded'],
  },
  {
    q: "is school on monday may 10? grandma is coming in and i want to know if he's home",
    kind: 'calendar-day',
    facts: [['no school', 'No School - Staff PD'], ['May 10']],
    tags: ['four-day-week'],
  },
  {
    q: 'when is the last day of school and is it a half day',
    kind: 'event-date',
    facts: ['May 20', '12:30'],
  },
  {
    q: 'what is this willow works thing and what grades is it for? my 6th grader is bored out of his mind on fridays',
    kind: 'policy',
    facts: [['6-8', '6th, 7th and 8th']],
    tags: ['four-day-week', 'friday-program'],
  },
  {
    q: "how much does willow works cost? i'd have 2 kids going (7th and 8th)",
    kind: 'expired-trap',
    facts: ['$18', '$12'],
    trap: true,
    forbid: ['$15'],
    tags: ['four-day-week', 'friday-program'],
  },
  {
    q: 'what time is drop off for willow works on fridays and which door do we go to',
    kind: 'expired-trap',
    facts: ['7:30', 'north gym doors'],
    trap: true,
    forbid: ['8:30', 'Community Center'],
    tags: ['four-day-week', 'friday-program'],
  },
  {
    q: 'what time do i have to pick up from willow works? i work in sterling till 3:15',
    kind: 'expired-trap',
    facts: ['3:30'],
    trap: true,
    forbid: ['3:00 p.m.'],
    tags: ['four-day-week', 'friday-program'],
  },
  {
    q: 'is willow works on this friday? i work fridays and need to know by tmrw',
    kind: 'multi-doc',
    facts: [['April 16'], ['in session', 'make-up', 'makeup']],
    tags: ['four-day-week', 'friday-program'],
  },
  {
    q: 'whats the deadline to sign up for willow works each week',
    kind: 'expired-trap',
    facts: ['Wednesday at noon'],
    trap: true,
    forbid: ['Tuesday at 5:00'],
    tags: ['four-day-week', 'friday-program'],
  },
  {
    q: 'is the front office open on fridays? i need to drop off a copy of her birth certificate',
    kind: 'hours',
    facts: ['8:00', 'noon'],
    tags: ['four-day-week'],
  },
  {
    q: 'track meets are on fridays right? he was home sick thursday, can he still compete friday',
    kind: 'policy',
    facts: [['half of the school day', 'half the school day', 'half the day', 'half of the day']],
    tags: ['four-day-week'],
  },
  // --- Weather, delays, snow routes ---
  {
    q: "we're on route 3 out cr 16, bus normally comes at 6:10. on a 2 hr delay what time do we need to be at the end of the drive",
    kind: 'procedure',
    facts: ['8:10'],
  },
  {
    q: 'where do we catch the bus when they do snow routes? we live on cr 18, route 3',
    kind: 'procedure',
    facts: ['Sand Hill Grange'],
  },
  {
    q: 'if it snows on a friday does willow works get cancelled and when would we find out',
    kind: 'procedure',
    facts: ['6:00'],
    tags: ['four-day-week', 'friday-program'],
  },
  {
    q: 'our road drifts shut every storm. if i keep the kids home because the road is bad is that an unexcused absence??',
    kind: 'policy',
    facts: [
      ['will be excused', 'be excused', 'is excused', 'are excused', 'counted as excused', 'excused absence'],
    ],
  },
  // --- Bell schedule ---
  {
    q: 'what time does school start n get out mon thru thurs',
    kind: 'hours',
    facts: ['7:55', '3:50'],
  },
  {
    q: 'early release on conference day - what time do they get out and when does the bus leave',
    kind: 'hours',
    facts: ['12:30', '12:40'],
  },
  {
    q: 'what time does my 6th grader eat lunch? she says she is starving by then',
    kind: 'expired-trap',
    facts: ['11:47'],
    trap: true,
    forbid: ['11:30'],
  },
  // --- Contacts ---
  {
    q: 'who is the school counselor and how do i get ahold of her',
    kind: 'contact',
    facts: ['Solis', 'ext. 214'],
  },
  {
    q: 'is the nurse there every day? my son has to take an antibiotic at lunch, what do i have to do',
    kind: 'person',
    facts: ['Mondays and Wednesdays', 'Medication Authorization'],
  },
  // --- Policies ---
  {
    q: 'my kid is sick today, who do i call and by what time',
    kind: 'procedure',
    facts: ['ext. 201', '9:00'],
  },
  {
    q: 'can my 7th grader have her phone at lunch? her brother in 10th grade can',
    kind: 'policy',
    facts: [['away for the day', 'locker']],
  },
  {
    q: 'my dad is picking up my son early for a funeral today, what does he need to bring',
    kind: 'procedure',
    facts: ['photo ID', 'emergency contact'],
  },
  {
    q: 'my freshman has an F in math. can he still run in this weeks track meet? when do they check grades',
    kind: 'policy',
    facts: ['Wednesday', ['still practice']],
  },
  {
    q: 'can i come eat lunch with my 6th grader on his bday thursday? how much is it for me',
    kind: 'expired-trap',
    facts: ['$5.35', 'ext. 230'],
    trap: true,
    forbid: ['no adult lunches'],
  },
  {
    q: '3 kids in hs sports this year, how much are activity fees? is there a family max',
    kind: 'fee',
    facts: ['$45', '$135'],
  },
  {
    q: 'got a call that my son has friday detention for tardies. what time is it and does a bus run',
    kind: 'procedure',
    facts: ['8:00', '10:00'],
    tags: ['four-day-week'],
  },
  // --- Newsletter and current events ---
  {
    q: 'when are parent teacher conferences this spring',
    kind: 'expired-trap',
    facts: [['April 22']],
    trap: true,
    forbid: ['October 8'],
  },
  {
    q: 'i work til 6, how late do conferences go and do i need to sign up for a time slot',
    kind: 'expired-trap',
    facts: ['7:00', ['drop in', 'drop-in', 'no appointment']],
    trap: true,
    forbid: ['6:45'],
  },
  {
    q: 'when is picture day? he needs a haircut lol',
    kind: 'expired-trap',
    facts: [['April 20']],
    trap: true,
    forbid: ['October 14'],
  },
  {
    q: 'my junior has the SAT tomorrow, where does she go and what time does she need to be there',
    kind: 'event-date',
    facts: ['7:40', 'library'],
  },
  // --- Superseded make-up day notice ---
  {
    q: 'when is the snow make up day again?',
    kind: 'superseded',
    facts: [['April 16']],
    forbid: ['April 23'],
    tags: ['four-day-week'],
  },
  {
    q: 'what time do they get out on the make up day? will they be out before lunch',
    kind: 'superseded',
    facts: ['3:50'],
    forbid: ['11:45'],
    tags: ['four-day-week'],
  },
  {
    q: 'do the busses run on the makeup friday and what time do they leave in the afternoon? and do i need to pack a lunch',
    kind: 'superseded',
    facts: ['4:00', ['served as usual', 'lunch are served', 'lunch served']],
    forbid: ['11:55', 'No lunch will be served'],
    tags: ['four-day-week'],
  },
  // --- Flyer (image only) ---
  {
    q: 'when is the ffa plant sale? is it open on the friday',
    kind: 'image',
    facts: ['April 30', '9:00'],
  },
  {
    q: 'how much are the hanging baskets at the ffa sale and can i preorder one',
    kind: 'image',
    facts: ['$22', 'April 26'],
  },
  // --- Coach's note, FFA ---
  {
    q: 'what are track practice times? do they practice fridays too since theres no school',
    kind: 'hours',
    facts: ['5:45', '9:00'],
    tags: ['four-day-week'],
  },
  {
    q: 'home track meet on the 30th - what time does it start and does it cost anything to get in',
    kind: 'event-date',
    facts: ['10:00', '$4'],
  },
  {
    q: 'how much is the deposit for state ffa convention and when is it due',
    kind: 'fee',
    facts: ['$75', 'April 28'],
  },
  // --- E-mail attachment (prom and graduation packet) ---
  {
    q: 'what time is graduation and what time do the seniors have to be there',
    kind: 'attachment',
    facts: ['2:00', '1:00'],
  },
  {
    q: 'my daughter wants to bring her bf from eastfield to prom. how much is it and is there a form? when is it due',
    kind: 'attachment',
    facts: ['$25', ['April 15']],
  },
  {
    q: 'how many graduation tickets do we get? grandparents are driving in from kansas',
    kind: 'attachment',
    facts: [['no tickets']],
  },
  {
    q: 'senior slideshow pictures - when are they due and who do i send them to',
    kind: 'attachment',
    facts: ['April 30', 'Ostrander'],
  },
  // --- Spanish ---
  {
    q: 'hola buenas tardes, ¿a qué hora entran y salen los niños de lunes a jueves?',
    kind: 'spanish',
    lang: 'es',
    facts: ['7:55', '3:50'],
  },
  {
    q: 'este viernes hay clases o no? mi hija dice que si pero los viernes no van',
    kind: 'spanish',
    lang: 'es',
    facts: [['16 de abril', 'April 16']],
    tags: ['four-day-week'],
  },
  {
    q: 'hay alguien en la escuela que hable español? necesito ayuda con el powerschool',
    kind: 'spanish',
    lang: 'es',
    facts: ['Villalobos', ['219', '555-0147']],
  },
  {
    q: 'cuanto cuesta willow works los viernes para mi hijo de 7mo grado',
    kind: 'spanish',
    lang: 'es',
    facts: ['$18'],
    trap: true,
    forbid: ['$15'],
    tags: ['four-day-week', 'friday-program'],
  },
  {
    q: 'cuándo es la noche de familias para los papás hispanos?',
    kind: 'spanish',
    lang: 'es',
    facts: ['27 de abril', '6:00'],
  },
  {
    q: 'mi hijo necesita una chamarra para el frío, dónde está el ropero de la escuela?',
    kind: 'spanish',
    lang: 'es',
    facts: ['108'],
  },
  // --- Not answered by the documents (the office referral is correct) ---
  {
    q: 'does the school or willow works do anything in the summer for middle schoolers? summer school or a camp?',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when does school start next fall? trying to book our camping trip for august',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'does wcs offer drivers ed? my son turns 15 in june',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'does the school do sports physicals or do we have to go to the clinic? how much do they cost',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'my sophomore needs community service hours, can she volunteer at willow works on fridays?',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how much is the 8th grade trip this year and when is the money due',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is the district hiring bus drivers? i have my cdl and could drive route 3',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is the next school board meeting? i want to speak about the 4 day week',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'can my junior take college classes through the community college while shes still in high school? does the school pay for it',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'buenas tardes, ¿la escuela tiene clases de inglés para los papás? me gustaría aprender',
    kind: 'unanswerable',
    lang: 'es',
    decline: true,
  },
];
