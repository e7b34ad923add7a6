/**
 * Held-out question set for Kestrel Point High School (60 questions), written blind on 2026-11-29
 * from the school's documents only (never the engine, its code or any other school's questions):
 * parents' own words with typos, stories and two-in-one questions, calendar days relative to the
 * bench's "now" (Tuesday, March 2, 2027), flyer-image and e-mail-attachment facts, the superseded
 * cap and gown notice, expired-notice traps, 5 Spanish questions and 10 the documents do not answer.
 * Measured once untuned on 2026-11-29 (31/50 answerable correct, wrong 12); from 2026-11-30 it is a
 * dev set (its replies were read and tuned on), run by `npm run bench:fresh`.
 */
import type { BenchQuestion } from '../../question.types.js';

export const KESTREL_POINT_QUESTIONS: BenchQuestion[] = [
  // contact
  {
    q: 'whats the number for the attendance office? my son woke up w a fever and i need to call him out today',
    kind: 'contact',
    facts: ['555-0112'],
  },
  {
    q: 'who do i talk to about parking pass stuff? also whats the nurses phone number',
    kind: 'contact',
    facts: ['Salinas', '555-0114'],
  },
  {
    q: 'hi i need an official transcript sent for a scholarship app, who handles that at kphs',
    kind: 'contact',
    facts: ['Moody'],
  },
  {
    q: 'how do i get ahold of the athletic director, my son wants to ask about baseball',
    kind: 'contact',
    facts: ['Pike', ['555-0121', 'dpike@halcomb.example']],
  },
  // person
  {
    q: 'who is my daughters counselor? her last name is Okafor, shes in 10th',
    kind: 'person',
    facts: ['Adeyemi'],
  },
  { q: 'whos the principal at kestrel point these days', kind: 'person', facts: ['Whitlock'] },
  {
    q: 'my freshman got written up in class today. which assistant principal deals with 9th graders',
    kind: 'person',
    facts: ['Boyd'],
  },
  // address
  {
    q: 'whats the street address of the high school, filling out a form for insurance',
    kind: 'address',
    facts: ['2750 Kestrel Point Road'],
  },
  // hours
  {
    q: 'what time does school start and get out on a normal day? new to the district',
    kind: 'hours',
    facts: ['8:15', '3:35'],
  },
  {
    q: 'on late start wednesdays what time does 1st block start and does the bus come later too',
    kind: 'hours',
    facts: ['9:45', '90 minutes'],
  },
  {
    q: 'what time do they let out on early release days and when do the buses leave',
    kind: 'hours',
    facts: ['12:35', '12:50'],
  },
  { q: 'my son says he has B lunch, what time is that', kind: 'hours', facts: ['12:45'] },
  {
    q: 'i have to be at work at 7:45, what time does the building open in the morning so i can drop her off',
    kind: 'hours',
    facts: ['7:30'],
  },
  // fee
  {
    q: 'how much is a parking permit if he only needs it for spring semester? he just got his license',
    kind: 'fee',
    facts: ['$25'],
  },
  { q: 'how much are senior dues and what do they cover', kind: 'fee', facts: ['$65'] },
  {
    q: 'he lost his id badge AGAIN smh. how much is a replacement',
    kind: 'fee',
    facts: ['$5'],
  },
  {
    q: 'how much is the yearbook and when does the price go up',
    kind: 'fee',
    facts: ['$75', ['March 31', '$85']],
  },
  // policy
  {
    q: 'my son is a junior, can he park in the senior lot if there are empty spots? he says everyone does',
    kind: 'policy',
    facts: ['Stadium Lot'],
  },
  {
    q: 'can a freshman drive himself to school? mine turns 16 in april',
    kind: 'policy',
    facts: [['No', 'may not drive']],
  },
  {
    q: 'can i doordash my daughter lunch or bring her chick fil a? what time',
    kind: 'policy',
    facts: ['11:45'],
  },
  {
    q: 'is he allowed to wear a hat or his hood up in class',
    kind: 'policy',
    facts: [['may not be worn', 'not allowed', 'No']],
  },
  {
    q: 'can my daughter keep advil and her allergy pills in her backpack? she gets migraines',
    kind: 'policy',
    facts: [['Clinic', 'Room 120']],
  },
  // procedure
  {
    q: 'my son has a dentist appt at 1:30 tomorrow, how do i get him out early? do i have to come in',
    kind: 'procedure',
    facts: ['Room 112', ['photo ID', 'early dismissal pass']],
  },
  {
    q: 'my daughter wants to ride the bus home with her friend thursday to work on a project, what do i need to do',
    kind: 'procedure',
    facts: ['bus pass', '12:00'],
  },
  {
    q: 'how does he get a parking permit, what does he need to bring',
    kind: 'procedure',
    facts: ['Driver Contract', 'insurance'],
  },
  {
    q: 'she was out sick monday, how long do i have to turn in the absence note',
    kind: 'procedure',
    facts: ['3 school days'],
  },
  // event-date
  {
    q: 'when is graduation for kestrel point and what time do the seniors have to be there',
    kind: 'event-date',
    facts: ['May 22', '7:45'],
  },
  {
    q: 'when are spring parent teacher conferences? do i need to sign up for a time',
    kind: 'event-date',
    facts: ['March 18', '4:00'],
  },
  {
    q: 'my junior is interested in dual enrollment, is there an info night?',
    kind: 'event-date',
    facts: ['March 23', '6:00'],
  },
  // calendar-day (now: Tuesday, March 2, 2027)
  {
    q: 'is there school on friday the 12th? trying to plan a trip',
    kind: 'calendar-day',
    facts: [['No school', 'Teacher Work Day']],
  },
  { q: 'is tomorrow a late start?', kind: 'calendar-day', facts: ['9:45'] },
  {
    q: 'my junior says next wednesday (the 10th) is NOT a late start because of the SAT, is that right?',
    kind: 'calendar-day',
    facts: [['regular bell schedule', 'no late start']],
  },
  {
    q: 'when is spring break this year, need to book flights',
    kind: 'calendar-day',
    facts: ['April 5', 'April 9'],
  },
  {
    q: 'my daughter swears there is no school this friday lol is that true',
    kind: 'calendar-day',
    facts: ['Friday, March 5'],
  },
  // superseded: the CHANGE notice replaces the March 17 pickup
  {
    q: 'when is cap and gown pickup for seniors?',
    kind: 'superseded',
    facts: ['March 25'],
    forbid: ['March 17'],
  },
  {
    q: 'is cap n gown pickup still in the cafeteria at lunch on the 17th? my son will be at a college visit that day',
    kind: 'superseded',
    facts: ['March 25', 'Media Center'],
    forbid: ['March 17'],
  },
  // image (flyer only)
  {
    q: 'what time is the blood drive and where is it at',
    kind: 'image',
    facts: ['8:30', 'Auxiliary Gym'],
  },
  {
    q: 'my son is 16, can he donate at the school blood drive or is he too young',
    kind: 'image',
    facts: [['consent form', 'parent consent'], 'Room 417'],
  },
  { q: 'whats the sponsor code to sign up for the blood drive', kind: 'image', facts: ['KESTREL27'] },
  // attachment (prom packet PDF only)
  {
    q: 'how much are prom tickets and when does the price go up',
    kind: 'attachment',
    facts: ['$55', ['$70', 'March 26']],
  },
  {
    q: 'my daughter is a senior and wants to take her boyfriend to prom, he graduated and is 20. is that ok and when is the guest form due',
    kind: 'attachment',
    facts: ['under 21', 'March 19'],
  },
  {
    q: 'where is prom this year and what time is it over? need to know when to pick her up',
    kind: 'attachment',
    facts: [['Riverbend Conference Center', 'Grand Magnolia Ballroom'], '11:30'],
  },
  // expired traps
  {
    q: 'where are juniors supposed to park right now, is it still that church lot?',
    kind: 'expired-trap',
    trap: true,
    facts: ['Stadium Lot'],
    forbid: ['First Baptist', '7:55'],
  },
  {
    q: 'is after school math tutoring still tuesdays and thursdays in room 311?',
    kind: 'expired-trap',
    trap: true,
    facts: ['Room 226'],
    forbid: ['Room 311', '3:40'],
  },
  {
    q: 'my son needs help in biology, is science tutoring still in room 405 after school',
    kind: 'expired-trap',
    trap: true,
    facts: ['Room 408'],
    forbid: ['Room 405'],
  },
  // Spanish
  {
    q: 'hola, hay alguien en la escuela que hable español? cual es su numero',
    kind: 'spanish',
    lang: 'es',
    facts: ['Fuentes', '555-0125'],
  },
  {
    q: 'hay clases de ingles para los papas? que dias y a que hora',
    kind: 'spanish',
    lang: 'es',
    facts: [['martes y jueves', 'martes', 'Tuesdays and Thursdays']],
  },
  {
    q: 'cuando es la noche de familias latinas y a que hora',
    kind: 'spanish',
    lang: 'es',
    facts: [['25 de marzo', 'March 25'], '6:30'],
  },
  {
    q: 'a que hora salen los muchachos los dias de salida temprana?',
    kind: 'spanish',
    lang: 'es',
    facts: ['12:35'],
  },
  {
    q: 'mi hijo esta en 11 grado, cuanto cuesta el permiso de estacionamiento para todo el año',
    kind: 'spanish',
    lang: 'es',
    facts: ['$40'],
  },
  // unanswerable
  { q: 'does kphs offer drivers ed over the summer and how much is it', kind: 'unanswerable', decline: true },
  {
    q: 'what bus number goes to the windmere subdivision off hwy 9? we just moved in',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how many credits does my son need to graduate? i think hes behind',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how do they pick valedictorian, is it weighted gpa or what',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there summer school this year for kids who failed a class and how much does it cost',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'who coaches varsity girls soccer?', kind: 'unanswerable', decline: true },
  {
    q: 'when do summer workouts start for football next season? my son is coming up from 8th grade',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'we get reduced lunch, does the school waive the AP exam fee for us',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is marching band camp this summer and how much is the band fee',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there open gym on saturdays for basketball? what time',
    kind: 'unanswerable',
    decline: true,
  },
];
