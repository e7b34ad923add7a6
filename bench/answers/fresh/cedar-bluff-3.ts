import type { BenchQuestion } from '../question.types.js';

// Cedar Bluff MS, third fresh set (written blind on 2026-12-07 from the documents alone) — now is Tuesday, February 2, 2027, 7:45 am (America/Chicago).
export const FRESH_QUESTIONS_3: BenchQuestion[] = [
  // contact
  {
    q: 'hi!! we just moved here from houston over the weekend and my 7th grader starts at cedar bluff soon. who handles getting her records from the old school, is there a registrar? name + number pls',
    kind: 'contact',
    facts: ['Cantu', '555-0145'],
    tags: ['new-family'],
  },
  {
    q: 'my son has a pretty bad peanut allergy and wants to start buying lunch at school. who runs the cafeteria over there and whats the best # to reach them',
    kind: 'contact',
    facts: ['Sepulveda', '555-0148'],
  },
  {
    q: 'honestly we cant swing the whole san antonio band trip rn w 3 kids.. is there any kind of help? who would i even ask',
    kind: 'attachment',
    facts: ['Kessler', ['555-0151', 'dkessler@locisd.example']],
  },
  {
    q: 'whats the street address for cbms? grandma is picking the kids up friday and her gps keeps sending her to the high school',
    kind: 'address',
    facts: ['4100 Bluff Ridge Parkway'],
  },
  // person
  {
    q: 'my 8th grader is super stressed about picking her high school classes, who is her counselor?',
    kind: 'person',
    facts: ['Blake'],
  },
  {
    q: 'is there a police officer on campus at cedar bluff? whats his name, my daughter says some kids have been messing w her bike',
    kind: 'person',
    facts: ['Garza'],
  },
  {
    q: 'whats the principals name? and does she ever do like a coffee thing with parents, what time',
    kind: 'multi-doc',
    facts: ['Castellano', '9:00'],
    tags: ['two-part'],
  },
  // hours
  {
    q: 'what time does the front office open in the morning? need to drop off a form before i head to work',
    kind: 'hours',
    facts: [['7:15 a.m.', '7:15']],
    tags: ['working-parent'],
  },
  {
    q: 'my 7th grader keeps saying shes starving by lunch lol what time does 7th grade actually eat',
    kind: 'hours',
    facts: ['12:55'],
  },
  {
    q: 'dad here, first time doing drop off and pick up this week. what time do they have to be in class in the morning and what time do they get out',
    kind: 'hours',
    facts: ['8:40', '4:00'],
    tags: ['two-part', 'dad'],
  },
  {
    q: 'is this friday a half day?? what time do i get him and what time does the bus leave if he rides',
    kind: 'calendar-day',
    facts: ['1:15', '1:30'],
    tags: ['two-part'],
  },
  // fee
  {
    q: 'how much is the yearbook this yr and where do i order it',
    kind: 'fee',
    facts: ['$40', 'yearbookorders.example'],
    tags: ['two-part'],
  },
  {
    q: 'hey its his mom, can i come eat lunch with my son sometime? how much is it for me and what days can i come',
    kind: 'fee',
    facts: ['$4.75', 'Friday'],
    tags: ['two-part'],
  },
  {
    q: 'well my son cracked his chromebook screen 🙄 we never got the protection plan thing. how much are they gonna charge',
    kind: 'fee',
    facts: ['$85'],
  },
  {
    q: 'she lost her id badge AGAIN. how much to get a new one',
    kind: 'fee',
    facts: ['$5'],
  },
  // policy
  {
    q: 'can my daughter keep her phone in her pocket during lunch if its on silent? she says everyone does',
    kind: 'policy',
    facts: [['backpack', 'locker']],
  },
  {
    q: 'its supposed to be like 80 this week, can my daughter wear shorts? is there a rule on how short',
    kind: 'policy',
    facts: ['mid-thigh'],
  },
  {
    q: 'my son has a cold, can i just put some tylenol in his backpack so he can take it after lunch',
    kind: 'policy',
    facts: ['nurse', 'original'],
  },
  {
    q: 'my son has a dentist appt thursday at 10 and ill bring him back after. will he get marked absent? and how long do i have to turn in the note',
    kind: 'policy',
    facts: ['present', '3 school days'],
    tags: ['two-part'],
  },
  {
    q: 'my daughter has been late a few times bc of dropping her little brother off first. how many tardies before she gets detention',
    kind: 'policy',
    facts: [['3rd', 'third'], 'lunch detention'],
  },
  {
    q: 'first time coming up to the school for a meeting w the counselor, do i need to bring anything to get in?',
    kind: 'procedure',
    facts: ['photo ID'],
  },
  {
    q: 'he forgot his lunch and im stuck at work, can i just doordash him something? or if my mom brings it will they call him down to get it',
    kind: 'policy',
    facts: [['vestibule', 'front office']],
    tags: ['two-part', 'working-parent'],
  },
  {
    q: 'ugh she lost her hoodie a few weeks ago and now her glasses are gone too. where would the glasses be? and how long before they give away the stuff thats left',
    kind: 'procedure',
    facts: ['front office', 'March 12'],
    tags: ['two-part'],
  },
  {
    q: 'got an email his lunch balance is negative again, will they still feed him today? payday isnt til friday',
    kind: 'policy',
    facts: ['three meals'],
  },
  {
    q: 'how will i find out if they cancel school for ice again? last time i only heard from another mom',
    kind: 'policy',
    facts: ['SchoolMessenger'],
  },
  // procedure / event
  {
    q: 'when are the spring parent teacher conferences? i work till 5',
    kind: 'event-date',
    facts: ['March 4', '4:30'],
    tags: ['working-parent'],
  },
  {
    q: 'my son is in 7th and wants to do a sport this spring, what all does he need to have done before he can practice',
    kind: 'multi-doc',
    facts: ['Rank One', '$35'],
  },
  // calendar-day
  {
    q: 'wait is there school on presidents day?? i thought it was a holiday, we were gonna do a long weekend in fredericksburg',
    kind: 'calendar-day',
    facts: ['February 15'],
  },
  {
    q: 'is there school the friday after this one? my sisters wedding is that weekend and we want to drive up early',
    kind: 'calendar-day',
    facts: [['Friday, February 12', 'February 12']],
  },
  {
    q: 'when is spring break this year, trying to book flights before they go up',
    kind: 'calendar-day',
    facts: ['March 15'],
  },
  {
    q: 'whens the last day of school?',
    kind: 'calendar-day',
    facts: [['Thursday, May 27', 'May 27']],
  },
  {
    q: 'after this friday when is the next early out? want to schedule her eye appt on one of those',
    kind: 'calendar-day',
    facts: [['Friday, March 12', 'March 12']],
  },
  // event-date
  {
    q: 'when is the math staar? he has an orthodontist thing in april i need to move. also what time do they need to be there on test days',
    kind: 'event-date',
    facts: ['April 14', '8:30'],
    tags: ['two-part'],
  },
  {
    q: 'my daughter wants to do track, when do they start practicing and when is the first meet',
    kind: 'event-date',
    facts: ['February 8', 'March 6'],
    tags: ['two-part'],
  },
  {
    q: 'what time does track practice end? i dont get off til 6 so idk how hes getting home',
    kind: 'hours',
    facts: ['5:30', '5:45'],
    tags: ['working-parent'],
  },
  // expired / superseded traps
  {
    q: 'my son needs help in math, when are the tutoring sessions now? before or after school?',
    kind: 'expired-trap',
    facts: ['4:10'],
    trap: true,
    forbid: ['7:50', 'B112'],
  },
  {
    q: 'my husband usually does pick up but hes out of town this week. where exactly do i go to get my 6th grader in the afternoon',
    kind: 'expired-trap',
    facts: ['Juniper Hollow'],
    trap: true,
    forbid: ['Pecan Meadow'],
  },
  {
    q: 'when is the band pops concert? my dad wants to come see his granddaughter play, what day and time',
    kind: 'superseded',
    facts: ['February 23', '6:30'],
    trap: true,
    forbid: ['February 18', '6:15'],
  },
  {
    q: '8th grade mom here, when is that course selection night at the high school and what time does it start',
    kind: 'superseded',
    facts: [['Thursday, February 11', 'February 11'], '6:00'],
    trap: true,
    forbid: ['February 9', 'LOCHS Cafeteria'],
  },
  // image
  {
    q: 'how much are tickets for the into the woods musical? its me and my 2 kids, one is 12 and the little one is 3',
    kind: 'image',
    facts: ['$8', '$5', 'free'],
  },
  {
    q: 'is there a daytime showing of the school play? grandpa doesnt like driving at night',
    kind: 'image',
    facts: ['2:00', ['Saturday, February 27', 'February 27']],
    tags: ['grandparent'],
  },
  // attachment
  {
    q: 'the band thing in san antonio, what day is it and about what time do they get back? need to know if i have to stay up',
    kind: 'attachment',
    facts: ['April 24', '10:30'],
    tags: ['two-part'],
  },
  {
    q: 'how much is the spring band trip all together and when is the first payment due',
    kind: 'attachment',
    facts: ['$165', ['Wednesday, February 10', 'February 10']],
  },
  {
    q: 'id like to chaperone the band trip, does it cost anything for me and whats the deadline to get approved',
    kind: 'attachment',
    facts: ['$95', 'March 26'],
  },
  {
    q: 'how will we know when the band buses are almost back from the trip? is there a group text or something',
    kind: 'attachment',
    facts: ['@cbmsband27'],
  },
  // spanish
  {
    q: 'hola buenas, mi esposo quiere aprender ingles, hay clases para los papás en la escuela? que dia y a que hora son',
    kind: 'spanish',
    facts: ['6:00', '7:30'],
    lang: 'es',
  },
  {
    q: 'buenas tardes, hay alguien en la escuela que hable español? necesito ayuda con skyward y no entiendo nada jaja',
    kind: 'spanish',
    facts: ['Ochoa', '555-0149'],
    lang: 'es',
  },
  {
    q: 'mi hija va a faltar el jueves porque vamos a un funeral en monterrey, a que numero llamo para avisar?',
    kind: 'spanish',
    facts: ['555-0142'],
    lang: 'es',
  },
  {
    q: 'me dijeron que este viernes salen temprano, a que hora paso por mi niño?',
    kind: 'spanish',
    facts: ['1:15'],
    lang: 'es',
  },
  {
    q: 'cuanto cuesta el almuerzo en la escuela? y el desayuno?',
    kind: 'fee',
    facts: ['$3.25', '$1.75'],
    lang: 'es',
    tags: ['two-part'],
  },
  // unanswerable
  {
    q: 'we just moved here, is there a supply list for 6th grade? what does he need to bring his first day',
    kind: 'unanswerable',
    decline: true,
    tags: ['new-family'],
  },
  {
    q: 'is there summer school at cedar bluff and when does it start',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how much is it to join the pto? i want to become a member this year',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is spring picture day? we missed the fall one bc he was sick',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is the 8th grade promotion ceremony and do we need tickets for family',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'what day is the spring fling? want to put it on the family calendar',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'does the cafeteria have halal or vegetarian options? my son doesnt eat pork',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is the science fair this year? my daughter is already planning her project',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'will the into the woods musical be recorded? can we buy a video of it, her grandparents live in el paso',
    kind: 'unanswerable',
    decline: true,
    tags: ['grandparent'],
  },
  {
    q: 'when do 3rd nine weeks report cards come out?',
    kind: 'unanswerable',
    decline: true,
  },
];
