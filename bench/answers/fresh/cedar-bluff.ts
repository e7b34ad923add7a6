import type { BenchQuestion } from '../question.types.js';

// Cedar Bluff MS — bench "now" is Tuesday, February 2, 2027, 7:45 am (America/Chicago).
export const FRESH_QUESTIONS: BenchQuestion[] = [
  // contacts / address
  {
    q: 'hi whats the # for the school nurse?? my daughter has a bad cough and i might need to drop off cough syrup',
    kind: 'contact',
    facts: ['555-0143'],
  },
  {
    q: 'my sons lunch balance went negative again, who do i even call about the lunch money account',
    kind: 'contact',
    facts: ['555-0192'],
  },
  {
    q: 'whats the street address for cbms, putting it in my gps for the concert',
    kind: 'address',
    facts: ['4100 Bluff Ridge'],
  },

  // people / roles
  {
    q: 'who is the vice principal over the 6th graders? my boy got written up and i want to talk to someone',
    kind: 'person',
    facts: ['Oyelaran'],
  },
  { q: 'is there a cop on campus? whats the officers name', kind: 'person', facts: ['Garza'] },
  {
    q: 'we just moved from houston and need to send his records over from the old school, who handles that',
    kind: 'person',
    facts: ['Cantu'],
  },

  // hours
  {
    q: 'earliest i can leave my kid at the building in the morning? i gotta be at work by 8:15',
    kind: 'hours',
    facts: ['8:00'],
  },
  {
    q: 'wat time do they let out on a normal day and when do the busses pull out',
    kind: 'hours',
    facts: ['4:00', '4:15'],
  },
  {
    q: 'ortho appt at 4:15 so i need to grab him around 3:45, is that too late to sign him out??',
    kind: 'hours',
    facts: ['3:30'],
  },
  {
    q: 'my 6th grader walks home, until what time is the crossing lady at the corner after school',
    kind: 'hours',
    facts: ['4:25'],
  },

  // fees
  {
    q: 'ugh my kid cracked the screen on his school laptop and we never bought the protection thing. how much r we gonna owe',
    kind: 'fee',
    facts: ['$85'],
  },
  { q: 'she lost her lanyard badge thing AGAIN lol how much is a new one', kind: 'fee', facts: ['$5'] },
  {
    q: 'my son wants to borrow a tuba from the band instead of us renting one, do they charge for that',
    kind: 'fee',
    facts: ['$75'],
  },
  { q: 'how much is the yearbook and when does the price go up', kind: 'fee', facts: ['$40', 'February 26'] },

  // policy
  {
    q: 'can my kid keep his phone in his pocket if its on silent or does it have to be put away',
    kind: 'policy',
    facts: [['locker', 'backpack']],
  },
  {
    q: 'he had 101 temp last night, how long does he have to stay home before he can go back',
    kind: 'policy',
    facts: ['24 hours'],
  },
  {
    q: 'can my 7th grader just keep a bottle of advil in her backpack for cramps',
    kind: 'policy',
    facts: ['Nurse'],
  },
  {
    q: 'he was out sick thurs and fri, how long do i have to get the dr note in before it counts unexcused',
    kind: 'policy',
    facts: ['3 school days'],
  },
  {
    q: 'my 6th grader is obsessed w basketball, can he try out for the school team this year',
    kind: 'policy',
    facts: ['7th and 8th', 'intramural'],
  },

  // procedures
  {
    q: 'first time doing afternoon pickup, where do i line up in the car and do i need anything on my dash',
    kind: 'procedure',
    facts: ['Juniper Hollow'],
  },
  {
    q: 'my daughter wants to ride her friends bus home friday for a sleepover, do i just send a note?',
    kind: 'procedure',
    facts: ['not issued'],
  },
  {
    q: 'he left his lunch on the counter, if i bring it up there can the office call him down to get it',
    kind: 'procedure',
    facts: ['vestibule'],
  },
  {
    q: 'my 8th grader wants to do track this spring, what paperwork does he need and when do they start practicing',
    kind: 'procedure',
    facts: ['Rank One', 'February 8'],
  },

  // event dates
  {
    q: 'when is the big state test this spring? want to schedule his braces appt around it',
    kind: 'event-date',
    facts: ['April 13', 'April 14'],
  },

  // "is there school" calendar days (now = Tue Feb 2, 2027)
  {
    q: 'when is the next day the kids are off? need to plan childcare',
    kind: 'calendar-day',
    facts: ['Friday, February 12'],
  },
  {
    q: 'presidents day they dont have school right? we were gonna drive to dallas that monday',
    kind: 'calendar-day',
    facts: ['Monday, February 15'],
  },
  {
    q: 'is friday april 2 a day off? trying to book flights for a long wknd',
    kind: 'calendar-day',
    facts: ['Friday, April 2'],
  },
  {
    q: 'when do they get out for summer and is the last day a full day',
    kind: 'calendar-day',
    facts: ['Thursday, May 27'],
  },

  // multi-doc
  {
    q: 'this friday is the short day right? what time do buses leave that day and can i still pull him out at 1 for the dentist',
    kind: 'multi-doc',
    facts: ['1:30', '12:45'],
  },
  {
    q: 'my 8th grader has that high school course night thing, when is the form due after and who does she give it to',
    kind: 'multi-doc',
    facts: ['February 19', 'Blake'],
  },

  // superseded notices
  {
    q: 'band mom here - when is the pops concert again and what time do the kids have to show up',
    kind: 'superseded',
    facts: ['February 23', '5:45'],
    forbid: ['February 18', '6:15'],
  },
  {
    q: 'is the 8th grade course selection thing at the high school still next tuesday night? what time',
    kind: 'superseded',
    facts: ['February 11', '6:00'],
    forbid: ['February 9'],
  },

  // expired notices
  {
    q: 'is school starting late again this week like after the ice day? what time is first bell',
    kind: 'expired-trap',
    facts: ['8:40'],
    forbid: ['10:40'],
  },
  {
    q: 'are we still doing car pickup out back by the gym bc of the water line work or is it back to normal',
    kind: 'expired-trap',
    facts: ['Juniper Hollow'],
    forbid: ['gym doors'],
  },
  {
    q: 'does my daughter still have the before school math tutoring tues and thurs? she needs help w fractions',
    kind: 'expired-trap',
    facts: ['4:10'],
    forbid: ['7:50', 'B112'],
  },

  // image (musical flyer)
  {
    q: 'how much r tickets for the into the woods play? its me, my husband and our 3 yr old',
    kind: 'image',
    facts: ['$8', 'free'],
  },
  { q: 'what times is the musical showing on saturday', kind: 'image', facts: ['2:00', '7:00'] },
  {
    q: 'can i just pay w my debit card at the door for the play or do i have to buy online',
    kind: 'image',
    facts: ['cash or card'],
  },

  // attachment (band trip packet PDF)
  {
    q: 'how much is the band trip all together and when is the first payment due',
    kind: 'attachment',
    facts: ['$165', '$60', 'February 10'],
  },
  {
    q: 'what time do i have to have him at school for the san antonio band trip and when do they get back that night',
    kind: 'attachment',
    facts: ['5:30', '10:30'],
  },
  {
    q: 'i wanna go as a chaperone on the band trip, what do i have to do and does it cost me anything',
    kind: 'attachment',
    facts: ['$95', 'March 26'],
  },
  { q: 'who do i make the check out to for the band trip', kind: 'attachment', facts: ['Band Boosters'] },

  // spanish
  {
    q: 'hola, a q hora salen los niños los dias q salen temprano?',
    kind: 'spanish',
    lang: 'es',
    facts: ['1:15'],
  },
  {
    q: 'hay alguien en la escuela q hable español pa ayudarme con el skyward? no le entiendo',
    kind: 'spanish',
    lang: 'es',
    facts: ['555-0149'],
  },
  {
    q: 'oiga dan clases de ingles pa los papás? q dia y a q hora',
    kind: 'spanish',
    lang: 'es',
    facts: ['6:00', '7:30'],
  },
  { q: 'cuando es lo del cafecito con la directora? a q hora', kind: 'spanish', lang: 'es', facts: ['9:00'] },
  {
    q: 'mi hijo no fue ayer x q tenia calentura, a q numero le hablo pa avisar',
    kind: 'spanish',
    lang: 'es',
    facts: ['555-0142'],
  },
  {
    q: 'cuanto cuesta el lonche pa los niños? y el desayuno?',
    kind: 'spanish',
    lang: 'es',
    facts: ['$3.25', '$1.75'],
  },
  {
    q: 'cuanto cuestan los boletos pa la obra de teatro de into the woods? voy con mi hija q esta en 6to',
    kind: 'spanish',
    lang: 'es',
    facts: ['$8', '$5'],
  },
  {
    q: 'mi hija quiere jugar voli en 7mo, cuanto hay q pagar pa q juegue?',
    kind: 'spanish',
    lang: 'es',
    facts: ['$35'],
  },
  {
    q: 'cuanto sale el viaje de la banda a san antonio en total?',
    kind: 'spanish',
    lang: 'es',
    facts: ['$165'],
  },
  {
    q: 'ahorita no tenemos pa pagar el viaje de la banda, hay ayuda? con quien hablo',
    kind: 'spanish',
    lang: 'es',
    facts: ['555-0151'],
  },

  // unanswerable
  {
    q: 'when is the 8th grade promotion ceremony? grandma wants to fly in',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'does cbms have a GT program? how do i get my son tested', kind: 'unanswerable', decline: true },
  { q: 'when is the spring fling and how much are tickets', kind: 'unanswerable', decline: true },
  { q: 'is there summer school this yr? he might need to make up math', kind: 'unanswerable', decline: true },
  { q: 'what shots does my kid need before starting 7th grade', kind: 'unanswerable', decline: true },
  { q: 'does the cafeteria have halal options for lunch', kind: 'unanswerable', decline: true },
  {
    q: 'whats the choir teachers name? my daughter wants to join choir',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'is there a robotics club or coding club after school', kind: 'unanswerable', decline: true },
];
