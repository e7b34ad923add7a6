import type { BenchQuestion } from '../question.types.js';

// Cedar Bluff MS, second fresh set (written blind on 2026-11-30 from the documents alone) — now is Tuesday, February 2, 2027, 7:45 am (America/Chicago).
export const FRESH_QUESTIONS_2: BenchQuestion[] = [
  // contact
  {
    q: 'my daughter texted me her stomach hurts and shes in class rn, whats the direct number for the nurse so i can check on her',
    kind: 'contact',
    facts: ['555-0143'],
  },
  {
    q: 'my son was out sick yesterday w a doctors note, who do i send it to? is there an email or do i have to call',
    kind: 'contact',
    facts: ['cbmsattendance@locisd.example'],
  },
  {
    q: 'the bus has been like 20 min late the last few mornings and nobody at the stop knows anything.. who do i call at the district about the buses',
    kind: 'contact',
    facts: ['555-0190'],
  },
  {
    q: 'got a msg that my kids lunch acct is in the negative again. who do i call about his meal account balance',
    kind: 'contact',
    facts: ['555-0192'],
  },
  // person
  {
    q: 'my 6th grader got his phone taken today and i want to talk to the AP about it, who is the assistant principal for 6th grade',
    kind: 'person',
    facts: ['Oyelaran'],
  },
  {
    q: 'who is the counselor for the 7th graders? my daughter has been having a hard time with friends and i wanna set up a meeting',
    kind: 'person',
    facts: ['Blake'],
  },
  {
    q: 'whats the librarians name? my son says he returned his book but they keep saying he didnt, i want to talk to her',
    kind: 'person',
    facts: ['Natarajan'],
  },
  // address
  {
    q: 'whats the exact address of the school? putting it in my gps for the conferences, never been there before lol',
    kind: 'address',
    facts: ['4100 Bluff Ridge Parkway'],
  },
  {
    q: 'where is the LOCISD district office actually located? i need to drop off some paperwork at the district not the campus',
    kind: 'address',
    facts: ['1200 Ranch Road 620'],
  },
  // hours
  {
    q: 'i start work at 8:15 so im trying to figure out mornings.. whats the earliest i can drop my kid off, when do they open the doors',
    kind: 'hours',
    facts: ['8:00'],
  },
  {
    q: 'my son just started track, what time do they finish practice after school? need to know when to be in the pickup line',
    kind: 'hours',
    facts: ['5:30'],
  },
  {
    q: 'what time does 7th grade eat lunch? i want to bring my daughter something on her bday',
    kind: 'hours',
    facts: ['12:55'],
  },
  {
    q: 'til what time is the front desk open in the afternoon? i get off at 4 and want to come by to turn in a form',
    kind: 'hours',
    facts: ['4:30'],
  },
  // fee
  {
    q: 'how much is a school lunch for the kids now? and if i come eat with him how much do i pay for mine',
    kind: 'fee',
    facts: ['$3.25', '$4.75'],
  },
  {
    q: 'ugh my son dropped his chromebook and the screen is cracked. we never paid for the protection plan thing, how much is the repair going to be',
    kind: 'fee',
    facts: ['$85'],
  },
  {
    q: 'is the yearbook still on sale? how much is it and does the price go up later',
    kind: 'fee',
    facts: ['$40', '$45'],
  },
  {
    q: 'my 7th grader wants to do sports, is there a fee for athletics and is it per sport or for the whole year',
    kind: 'fee',
    facts: ['$35'],
  },
  // policy
  {
    q: 'its supposed to be warm this week, can my daughter wear shorts to school? how short is too short',
    kind: 'policy',
    facts: ['mid-thigh'],
  },
  {
    q: 'so this is the 2nd time my son got caught with his phone out in class. do they just give it back to him at the end of the day again or what',
    kind: 'policy',
    facts: ['assistant principal'],
  },
  {
    q: 'my son keeps getting tardies bc i have to drop his sister off first. how many tardies before he gets detention?',
    kind: 'policy',
    facts: [['3rd', 'third'], 'lunch detention'],
  },
  {
    q: 'my daughter was running 101 last night, gave her tylenol and shes fine now. can she go today or does she have to stay home',
    kind: 'policy',
    facts: ['24 hours'],
  },
  {
    q: 'can i come have lunch with my son this wednesday? its his birthday and i wanted to surprise him',
    kind: 'policy',
    facts: ['Friday'],
  },
  // procedure
  {
    q: 'my son just got braces and needs ibuprofen during the day for the pain, can he just keep a few in his backpack or is there some form',
    kind: 'procedure',
    facts: ['Medication Authorization'],
  },
  {
    q: 'i need to get my son out early thursday for an ortho appt at 3:45, can i pick him up around 3:35? what do i need to bring',
    kind: 'procedure',
    facts: ['3:30', 'photo ID'],
  },
  {
    q: 'my daughter left her clarinet at home AGAIN and she has band today. if i bring it up there will somebody take it to her class?',
    kind: 'procedure',
    facts: ['vestibule'],
  },
  // event-date
  {
    q: 'when is the next pto meeting? i want to help out with the spring stuff. and where do they meet',
    kind: 'event-date',
    facts: ['February 8', 'Library'],
  },
  {
    q: 'are there parent teacher conferences this spring? what day and do i have to sign up for a time',
    kind: 'event-date',
    facts: ['March 4', 'SignUpGenius'],
  },
  {
    q: 'when is the first track meet of the season and where is it at',
    kind: 'event-date',
    facts: ['March 6', 'Memorial Stadium'],
  },
  // calendar-day
  {
    q: 'is there school tomorrow? my son is telling me theres no school wednesday bc of some teacher thing and i dont believe him',
    kind: 'calendar-day',
    facts: ['Yes'],
  },
  {
    q: 'no school friday the 12th right? i think its a staff dev day but want to make sure before i book a sitter',
    kind: 'calendar-day',
    facts: ['No', 'Staff Development'],
  },
  {
    q: 'do the kids have school on presidents day? and if so is it an A day or a B day',
    kind: 'calendar-day',
    facts: ['February 15', 'A day'],
  },
  {
    q: 'is there school wed march 17? my mom wants to take the kids to her house that week',
    kind: 'calendar-day',
    facts: ['No', 'Spring Break'],
  },
  {
    q: 'do they have school friday april 2? trying to plan a trip for easter weekend',
    kind: 'calendar-day',
    facts: ['No', 'Student Holiday'],
  },
  // multi-doc
  {
    q: 'since presidents day turned into a school day, are they still doing bobcat boost tutoring after school that monday? what time does it start',
    kind: 'multi-doc',
    facts: ['4:10'],
  },
  {
    q: 'my 8th grader plays basketball and is in band. if he gets a 65 in math on his report card can he still play in games? and would that keep him off the band trip too',
    kind: 'multi-doc',
    facts: ['three school weeks', ['3rd nine weeks', 'passing all classes']],
  },
  {
    q: 'my son is in band and wants to do track too, when does track practice start and when is the band pops concert? want to make sure they dont clash',
    kind: 'multi-doc',
    facts: ['February 8', 'February 23'],
    trap: true,
    forbid: ['February 18'],
  },
  // image (flyer)
  {
    q: 'how much are tickets for into the woods? itll be me, my husband and our 6th grader going',
    kind: 'image',
    facts: ['$8', '$5'],
  },
  {
    q: 'what are the show times for the musical on saturday? my daughter is in the ensemble and grandma wants to come',
    kind: 'image',
    facts: ['2:00', '7:00'],
  },
  {
    q: 'for the woods play, can i pay with a card at the door or is it cash only? and is it in the gym or where',
    kind: 'image',
    facts: ['card', 'Auditorium'],
  },
  // attachment (band trip packet attached to the forwarded e-mail)
  {
    q: 'when is the first payment due for the san antonio band trip and how much is it',
    kind: 'attachment',
    facts: ['$60', 'February 10'],
  },
  {
    q: 'what time do the band kids have to be at school the morning of the trip, and what time should i expect them back that night',
    kind: 'attachment',
    facts: ['5:30', '10:30'],
  },
  {
    q: 'the office forwarded an email about the band festival trip, whats the total cost for the whole thing and who do i make the check out to',
    kind: 'attachment',
    facts: ['$165', 'Cedar Bluff Band Boosters'],
  },
  // expired traps
  {
    q: 'where am i supposed to go for car pickup now? back in january we all had to go around the back of the school and get them at the gym',
    kind: 'expired-trap',
    facts: ['Juniper Hollow'],
    trap: true,
    forbid: ['Pecan Meadow', 'gym doors'],
  },
  {
    q: 'does my sons math teacher still do the morning tutoring tuesdays and thursdays? he is really struggling and needs extra help',
    kind: 'expired-trap',
    facts: ['4:10', 'Library'],
    trap: true,
    forbid: ['7:50', 'B112'],
  },
  {
    q: 'what time does first period start? are they still doing the late start from when it iced over',
    kind: 'expired-trap',
    facts: ['8:40'],
    trap: true,
    forbid: ['10:40'],
  },
  // superseded
  {
    q: 'when is the band pops concert and what time does my kid need to get there? its in the gym right',
    kind: 'superseded',
    facts: ['February 23', '5:45'],
    trap: true,
    forbid: ['February 18', '6:15'],
  },
  {
    q: 'when is the 8th grade course selection night at the high school? i have an old paper that says its in the cafeteria, just want to double check the day and time',
    kind: 'superseded',
    facts: ['February 11', '6:00'],
    trap: true,
    forbid: ['February 9', 'LOCHS Cafeteria'],
  },
  // spanish
  {
    q: 'hola buenos dias, a que hora salen los niños este viernes? me dijeron que salen temprano',
    kind: 'spanish',
    lang: 'es',
    facts: ['1:15'],
  },
  {
    q: 'buenas tardes, hay alguien en la escuela que hable español? necesito ayuda con skyward y no entiendo nada',
    kind: 'spanish',
    lang: 'es',
    facts: ['Ochoa', '555-0149'],
  },
  {
    q: 'hay clases de ingles para los papas en la escuela? que dia son y a que hora terminan',
    kind: 'spanish',
    lang: 'es',
    facts: ['jueves', '7:30'],
  },
  // unanswerable
  {
    q: 'when is the 8th grade promotion ceremony? my parents want to fly in for it so i need the date asap',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'my son has celiac, does the cafeteria have gluten free options or should i keep packing his lunch',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'my daughter wants to try out for cheer next year, when are cheerleading tryouts',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there a school supply list for 7th grade? his backpack is falling apart and i want to restock everything',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how much does it cost to join the pto? want to become a member',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is the spring fling and how much are the tickets',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how do i get my son tested for GT? his teacher mentioned he might qualify',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'whats the email for the 6th grade science teacher? my kid says he has a missing assignment but i dont know the teachers name',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how many kids are in each class at cbms? we are thinking of transferring from a private school',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'hay escuela de verano este año? mi hijo reprobó ciencias y quiero saber cuando empieza',
    kind: 'unanswerable',
    lang: 'es',
    decline: true,
  },
];
