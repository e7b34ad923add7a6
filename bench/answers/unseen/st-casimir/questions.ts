/**
 * Held-out (unseen) questions for St. Casimir Catholic School: 60 messages as parents text them
 * (lowercase, typos, shorthand, voice-to-text run-ons, two questions in one, the parent's words rather
 * than the documents'). Written blind on 2026-11-30 from the school's documents only, with `now` =
 * Wednesday, April 14, 2027, 7:40 am Central. Measured by `npm run bench:unseen`; do not tune on them.
 */
import type { BenchQuestion } from '../../question.types.js';

export const UNSEEN_QUESTIONS: BenchQuestion[] = [
  // contact / person / address
  {
    q: 'whats the number to call in when my kid is sick?? he threw up all night',
    kind: 'contact',
    facts: ['555-0143'],
  },
  {
    q: 'hi who do i talk to about our tuition payment, facts took it out twice this month and i need it fixed',
    kind: 'person',
    facts: ['Lindqvist', ['555-0144', 'business@stcasimir-school.example']],
  },
  {
    q: 'my son uses an inhaler and i have questions for the nurse. whos the school nurse and what days is she actually there',
    kind: 'person',
    facts: ['Ostby', 'Tuesdays and Thursdays'],
  },
  {
    q: 'grandma is picking up friday for the first time and wants to put the school in her gps, what is the address',
    kind: 'address',
    facts: ['612 Third Avenue NE'],
  },
  {
    q: 'the bus never came to our stop this morning, who am i even supposed to call about the bus, is that you guys',
    kind: 'contact',
    facts: ['555-0160'],
  },
  // hours
  {
    q: 'what time do they get out?? i have one in 2nd and one in 7th and i think its different',
    kind: 'hours',
    facts: ['2:50', '3:05'],
  },
  {
    q: 'my 4th grader keeps getting marked tardy. what time is she supposed to be in by',
    kind: 'hours',
    facts: ['7:55'],
  },
  {
    q: 'on the half days what time do the little ones get let out, i have a kindergartner',
    kind: 'hours',
    facts: ['11:45'],
  },
  {
    q: 'if its a 2 hour late start for snow what time does my 6th grader need to be there',
    kind: 'hours',
    facts: ['10:05'],
  },
  // fees
  {
    q: 'how much is after care if i just need it every once in a while, not the same days every week',
    kind: 'fee',
    facts: ['$14'],
  },
  {
    q: 'how much is hot lunch for middle school? and how much is milk if she brings cold lunch',
    kind: 'fee',
    facts: ['$3.50', '$0.55'],
  },
  {
    q: 'we arent members of the parish, what is tuition this year for 2 kids? trying to compare with what my sister pays',
    kind: 'fee',
    facts: ['$10,800'],
  },
  {
    q: 'all 3 of my kids want to do track this spring, how much is that going to cost us total',
    kind: 'fee',
    facts: ['$150'],
  },
  {
    q: 'im doing re-enrollment for next year in facts, how much is the registration fee and when do i have to have it done by',
    kind: 'fee',
    facts: ['$175', 'April 30'],
  },
  // policy
  {
    q: 'can my 7th grader keep her phone in her pocket during the day? she wants it for emergencies',
    kind: 'policy',
    facts: ['locker'],
  },
  {
    q: 'can i just put some cough drops in his backpack so he has them during the day',
    kind: 'policy',
    facts: ['health office', 'Medication Authorization Form'],
  },
  {
    q: 'were planning to take the kids to florida to see my parents for a week in may, would that count as an excused absence',
    kind: 'policy',
    facts: ['unexcused'],
  },
  {
    q: 'its supposed to be 65 this weekend lol when can the kids start wearing shorts with the uniform',
    kind: 'policy',
    facts: ['April 15'],
  },
  {
    q: 'i want to help in my daughters classroom, do i need some kind of training or something first',
    kind: 'policy',
    facts: ['VIRTUS'],
  },
  // procedure
  {
    q: 'i need to get my daughter out at 1 today for the orthodontist, what do i have to do',
    kind: 'procedure',
    facts: ['10:00 a.m.', ['Door 1', 'main entrance', 'sign your child out']],
  },
  {
    q: 'how do i find out if theres a snow day and do you guys go by what the public schools do',
    kind: 'procedure',
    facts: [
      ['ISD 749', 'Lake Adelle Public Schools'],
      ['ParentSquare', 'KLAK 1340'],
    ],
  },
  {
    q: 'i want to bring my sons lunch in today that he forgot, can i just walk in? what do i do when i get there',
    kind: 'procedure',
    facts: [['buzzer', 'Door 1'], 'Raptor'],
  },
  {
    q: 'my 3rd grader has a dentist appt this morning so hes gonna be late. can i just drop him at the door or do i have to come in',
    kind: 'procedure',
    facts: [['walk K-5 students in', 'sign them in'], 'tardy slip'],
  },
  // event dates
  {
    q: 'when is first communion again and what time do the kids have to be there',
    kind: 'event-date',
    facts: ['May 1', '9:15'],
  },
  {
    q: 'when is the 2nd grade retreat thing for first communion and how long does it go? do parents have to stay',
    kind: 'event-date',
    facts: ['April 24', '11:30'],
  },
  {
    q: 'my mom wants to drive up from rochester for grandparents day, what day is it and what time should she get there',
    kind: 'event-date',
    facts: ['April 23', '8:15'],
  },
  {
    q: 'when is 8th grade graduation?? need to tell the relatives',
    kind: 'event-date',
    facts: ['June 2', '6:30'],
  },
  // calendar days relative to now
  {
    q: 'is there school this friday',
    kind: 'calendar-day',
    facts: ['Friday, April 16', ['In-Service', 'No School']],
  },
  {
    q: 'is there school tomorrow or is tomorrow the teacher day off',
    kind: 'calendar-day',
    facts: ['Thursday, April 15'],
  },
  {
    q: 'when is the next half day, need to figure out childcare',
    kind: 'calendar-day',
    facts: ['April 30'],
  },
  {
    q: 'when is the next all school mass? grandma wants to come with us',
    kind: 'calendar-day',
    facts: ['April 23', '8:15'],
  },
  {
    q: 'whens the last day of school and is it a full day or do they get out early',
    kind: 'calendar-day',
    facts: ['June 3', ['noon', '11:45', '12:00']],
  },
  // image-only facts (Fun Fair flyer)
  {
    q: 'how much are the wrist bands for the fun fair? is it cheaper to buy ahead',
    kind: 'image',
    facts: ['$12', '$18'],
  },
  {
    q: 'what day is the spring fun fair and what time does it start',
    kind: 'image',
    facts: ['May 15', '11 AM'],
  },
  {
    q: 'do adults have to pay to get into the fun fair? and when does the silent auction close, i want to bid on the cabin weekend',
    kind: 'image',
    facts: ['free', '2:30'],
  },
  // attachment-only facts (6th grade trip letter)
  {
    q: 'how much is the 6th grade birch hollow trip and how much is the deposit',
    kind: 'attachment',
    facts: ['$295', '$100'],
  },
  {
    q: 'what time does the bus leave for the 6th grade camp trip in the morning and when do they get back on friday',
    kind: 'attachment',
    facts: [['7:00 a.m.', '6:40'], '3:30'],
  },
  {
    q: 'my daughter takes allergy meds, for the 6th grade trip does that just go in her suitcase? when do i turn it in',
    kind: 'attachment',
    facts: ['May 12', 'Ostby'],
  },
  {
    q: 'kids cant bring phones to birch hollow right? so how do i reach them if theres an emergency',
    kind: 'attachment',
    facts: ['555-0188'],
  },
  // expired traps
  {
    q: 'where do i drop off in the morning now, is it still the gym door',
    kind: 'expired-trap',
    facts: ['Door 3'],
    trap: true,
    forbid: ['Door 6', '4th Street'],
  },
  {
    q: 'where do i go to pick my son up from kids club after work',
    kind: 'expired-trap',
    facts: ['Door 5'],
    trap: true,
    forbid: ['Linden'],
  },
  {
    q: 'where does the car line go for pickup in the afternoon, my husband is doing pickup this week for the first time',
    kind: 'expired-trap',
    facts: ['church parking lot'],
    trap: true,
    forbid: ['4th Street', 'Zion Lutheran'],
  },
  // superseded (newer concert notice replaces the older one)
  {
    q: 'when is the spring concert',
    kind: 'superseded',
    facts: ['May 18'],
    forbid: ['May 13'],
  },
  {
    q: 'is the spring concert in the gym again this year? grandpa has a hard time with the bleachers',
    kind: 'superseded',
    facts: ['St. Casimir Church'],
    forbid: ['school gym'],
  },
  {
    q: 'what time do the kids have to be there for the spring concert and where do they go',
    kind: 'superseded',
    facts: ['6:30', 'parish hall'],
    forbid: ['5:30', 'homeroom'],
  },
  // Spanish
  {
    q: 'hola, ¿hay alguien en la escuela que hable español? necesito ayuda con unos formularios',
    kind: 'spanish',
    lang: 'es',
    facts: ['Quintero', '555-0149'],
  },
  {
    q: 'a que hora sale mi hijo de tercer grado de la escuela',
    kind: 'spanish',
    lang: 'es',
    facts: ['2:50'],
  },
  {
    q: '¿tienen clases de inglés para los papás? ¿qué día son y a qué hora?',
    kind: 'spanish',
    lang: 'es',
    facts: ['jueves', '6:30'],
  },
  {
    q: 'cuando es el convivio de familias latinas y a que hora',
    kind: 'spanish',
    lang: 'es',
    facts: [['7 de mayo', 'May 7'], '5:30'],
  },
  {
    q: 'quiero pedir ayuda con la colegiatura pero no entiendo bien la solicitud en inglés, ¿alguien me puede ayudar?',
    kind: 'spanish',
    lang: 'es',
    facts: ['martes', '3:00'],
  },
  // unanswerable: the documents do not say
  {
    q: 'does st casimir have a preschool or pre-k? my youngest turns 4 in june',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'my son has celiac, does hot lunch have gluten free options or should i just pack',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is kids club open over the summer? or is there some kind of summer camp',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'who is the 4th grade teacher? we are new and i want to email her before we start',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is picture day for spring pictures? want to make sure she has her hair done',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there a fee for 8th grade graduation like for the cap and gown',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'its my daughters birthday next week, can i send in cupcakes for the class or do they have to be store bought',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'does the school have a counselor? my 5th grader has been having a really hard time since her grandpa passed',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how much are the first communion pictures from the photographer, i want to budget for it',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how much does the 8th grade class trip cost and where do they go this year',
    kind: 'unanswerable',
    decline: true,
  },
];
