/**
 * Desert Sky Academy question set: 60 parent messages (50 answerable, 10 the documents do not answer),
 * written blind from the school's documents only, relative to the bench "now" (Tuesday, January 26,
 * 2027, 7:30 am America/Phoenix). Facts are literal strings of the documents (nested arrays are
 * alternatives); `forbid` lists facts of expired or superseded notices.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DESERT_SKY_QUESTIONS: BenchQuestion[] = [
  // contact
  {
    q: 'whats the number to call in when my kid is sick? is there a separate line for that or do i just call the front office',
    kind: 'contact',
    facts: ['555-0141'],
  },
  {
    q: 'who do i email to sign my son up for the bus? we just moved to the red mountain area',
    kind: 'contact',
    facts: ['transportation@dsacademy.example'],
  },
  {
    q: 'stuck on the 60 and gonna be late getting my kids from kids club, whats their phone number',
    kind: 'contact',
    facts: ['555-0163'],
  },
  {
    q: 'my daughter uses an inhaler, whats the nurses extension?',
    kind: 'contact',
    facts: [['ext. 110', 'extension 110', 'x110', '110']],
  },
  // person
  {
    q: 'who is the assistant principal? need to talk to someone about a recess thing that happened',
    kind: 'person',
    facts: [['Kevin Tran', 'Mr. Tran']],
  },
  {
    q: 'who runs the kids club? like the director, want to talk to her about my son',
    kind: 'person',
    facts: [['Lorena Baca', 'Ms. Baca']],
  },
  // address
  {
    q: 'whats the school address? grandpa is picking up friday and putting it in his gps',
    kind: 'address',
    facts: [['4410 E. Saguaro Vista', '4410 E Saguaro Vista']],
  },
  {
    q: 'where is the robotics state competition? we want to drive down and watch',
    kind: 'attachment',
    facts: ['Tucson Convention Center'],
  },
  // hours
  {
    q: 'my daughter is in 1st grade, what time does school let out on a normal day',
    kind: 'hours',
    facts: ['2:10'],
  },
  {
    q: 'wat time do i get my 2nd grader tmrw',
    kind: 'hours',
    facts: ['12:15'],
  },
  {
    q: 'i have a 3rd grader and a 5th grader, do they get out at the same time tmrw or do i have to come twice',
    kind: 'hours',
    facts: ['12:15', '12:45'],
  },
  {
    q: 'my 6th grader keeps walking in at like 7:55 and says hes not late. what time is the tardy bell for middle school',
    kind: 'hours',
    facts: ['8:00'],
  },
  {
    q: 'is the front office open during spring intersession? need to drop off papers in march',
    kind: 'hours',
    facts: [
      ['8:00 a.m.', '8 a.m.'],
      ['2:00 p.m.', '2 p.m.'],
    ],
  },
  // fee
  {
    q: 'how much is after care per week for one kid',
    kind: 'fee',
    facts: ['$80'],
  },
  {
    q: 'thinking about kids club before AND after for my 2 kids (k and 2nd). how much a week and do you do a sibling discount',
    kind: 'fee',
    facts: ['$110', '10%'],
  },
  {
    q: 'my daughter is in 5th and wants to do orchestra, how much is it to rent a violin from the school',
    kind: 'fee',
    facts: ['$40'],
  },
  // policy
  {
    q: 'its freezing in the mornings can my son wear his black hoodie in class',
    kind: 'policy',
    facts: ['navy, white or gray'],
  },
  {
    q: 'can he wear jeans on friday?',
    kind: 'policy',
    facts: ['jeans without holes'],
  },
  {
    q: 'it was like 38 degrees this morning lol do they still go outside for recess? she forgot her jacket',
    kind: 'policy',
    facts: ['jackets', '32'],
  },
  {
    q: 'we just moved here from ohio - how hot does it have to get before recess is inside?',
    kind: 'policy',
    facts: ['110'],
  },
  {
    q: 'my son walks home. during monsoon if theres a storm at pickup time do they just let him go?',
    kind: 'policy',
    facts: ['held'],
  },
  // procedure
  {
    q: 'my 2nd grader has a dentist appt at 12 tmrw across town. whats the latest i can check her out at the office',
    kind: 'procedure',
    facts: ['11:45'],
  },
  {
    q: 'my younger one starts kinder next yr and her brother is already in 4th at dsa. does she get in automatically or what do i need to do',
    kind: 'procedure',
    facts: [['sonoranskies.example/apply', 'apply'], 'February 26'],
  },
  {
    q: 'we are staying at dsa next year, do current families have to fill out anything?',
    kind: 'procedure',
    facts: ['Intent to Return', 'February 12'],
  },
  {
    q: 'first week at kids club next week - how do i pick her up, do i go through the car line?',
    kind: 'procedure',
    facts: ['MPR', 'PIN'],
  },
  // event-date
  {
    q: 'when is the lottery for next school year',
    kind: 'event-date',
    facts: ['March 4'],
  },
  {
    q: 'whens the enrollment info night? my sister wants to enroll her kids',
    kind: 'event-date',
    facts: ['February 4', '6:00'],
  },
  {
    q: 'when is spring intersession? trying to book flights to see family',
    kind: 'event-date',
    facts: ['March 8', 'March 19'],
  },
  // calendar-day
  {
    q: 'wait is today early release or is that tmrw? 3rd grader',
    kind: 'calendar-day',
    facts: ['2:25', '12:15'],
  },
  {
    q: 'is there school on friday feb 12?',
    kind: 'calendar-day',
    facts: ['Conference Comp Day'],
  },
  {
    q: 'is next wednesday early release too? i have a kinder and a 6th grader',
    kind: 'calendar-day',
    facts: ['12:15', '12:45'],
  },
  {
    q: 'when is the last day of school and is it a half day',
    kind: 'calendar-day',
    facts: ['May 27', '11:30'],
  },
  // image
  {
    q: 'what time does my 4th grader run in the fun run friday? want to come watch',
    kind: 'image',
    facts: ['9:30'],
  },
  {
    q: 'when are the fun run pledges due and how much do they need to raise to get the shirt',
    kind: 'image',
    facts: ['February 5', '$40'],
  },
  // attachment
  {
    q: 'robotics trip - what time does the bus leave and when do they get back? he has to be there super early right',
    kind: 'attachment',
    facts: ['5:45', '8:30'],
  },
  {
    q: 'how much is the robotics state trip and when is the money due',
    kind: 'attachment',
    facts: ['$30', 'February 10'],
  },
  // expired traps
  {
    q: 'how much is the intersession camp per week and when do i have to sign up by? the march one',
    kind: 'expired-trap',
    trap: true,
    facts: ['$185', 'February 19'],
    forbid: ['$165', 'September 25'],
  },
  {
    q: 'is there a book fair coming up? my kids keep asking',
    kind: 'expired-trap',
    trap: true,
    facts: ['February 22'],
    forbid: ['December 7'],
  },
  {
    q: 'when r parent teacher conferences?',
    kind: 'expired-trap',
    trap: true,
    facts: ['February 10'],
    forbid: ['September 30'],
  },
  {
    q: 'how do i sign up for conferences, and is there a deadline',
    kind: 'expired-trap',
    trap: true,
    facts: ['ParentSquare', 'February 5'],
    forbid: ['September 25'],
  },
  {
    q: 'when is the next band and orchestra concert? my son plays trumpet',
    kind: 'expired-trap',
    trap: true,
    facts: ['April 20'],
    forbid: ['December 15'],
  },
  // superseded
  {
    q: 'is the car line moving to the other gate next week bc of the paving? where do i go for pickup',
    kind: 'superseded',
    trap: true,
    facts: ['Saguaro Vista'],
    forbid: ['Ironwood'],
  },
  {
    q: 'ok so when is the parking lot actually getting repaved now? i heard different things',
    kind: 'superseded',
    trap: true,
    facts: ['Spring Intersession'],
    forbid: ['February 1'],
  },
  // multi-doc
  {
    q: 'no school feb 12 right? my 1st grader is in kids club, are they open that day and how much',
    kind: 'multi-doc',
    facts: ['$42'],
  },
  // spanish
  {
    q: 'hola buenas, a que hora salen los niños los miercoles? tengo uno en kinder y otro en 5to',
    kind: 'spanish',
    lang: 'es',
    facts: ['12:15', '12:45'],
  },
  {
    q: 'quien me puede ayudar en español con la solicitud de la loteria? tienen whatsapp?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Montaño', 'Montano'], '555-0158'],
  },
  {
    q: 'cuando es el cafe con la directora? y a que hora',
    kind: 'spanish',
    lang: 'es',
    facts: [['4 de febrero', 'February 4'], '8:00'],
  },
  {
    q: 'oiga hay clases de ingles para los papas? que dias son',
    kind: 'spanish',
    lang: 'es',
    facts: [['martes y jueves', 'Tuesday'], '5:30'],
  },
  {
    q: 'mi hijo necesita uniformes y ahorita no tengo dinero, hay alguna ayuda?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Salón 14', 'Room 14'], '12:30'],
  },
  {
    q: 'cuanto cuesta el kids club en la tarde por semana? para un niño',
    kind: 'spanish',
    lang: 'es',
    facts: ['$80'],
  },
  // unanswerable
  {
    q: 'does dsa have girls volleyball for 7th grade? when are tryouts',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'whats the guest wifi password? im volunteering in the library thursday',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'whats for lunch tmrw? my kid is super picky lol', kind: 'unanswerable', decline: true },
  {
    q: 'whats the name of the 4th grade teacher in room 9? i forgot and need to email her',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'how does my son get tested for the gifted program', kind: 'unanswerable', decline: true },
  { q: 'how much is the yearbook this year and when do we order', kind: 'unanswerable', decline: true },
  { q: 'can i pay for kids club with my DES child care assistance?', kind: 'unanswerable', decline: true },
  {
    q: 'is there summer school in june for kids who are behind in reading?',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'cuando es la graduacion de kinder? mi abuela quiere venir desde sonora',
    kind: 'unanswerable',
    lang: 'es',
    decline: true,
  },
  {
    q: 'do the 8th graders go on a class trip at the end of the year? how much is it',
    kind: 'unanswerable',
    decline: true,
  },
];
