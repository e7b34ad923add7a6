/**
 * Cedar Bluff Middle School dev split (tuning allowed), part 1: answerable questions over contacts,
 * staff, hours, fees, policies, procedures, dates and the calendar, as parents text them. Part 2
 * (dev-questions-2.ts) holds the flyer, the band trip attachment, declines, expired/superseded traps
 * and Spanish. Bench "now": Tuesday, February 2, 2027, 7:45 am Central.
 */
import type { BenchQuestion } from '../../question.types.js';
import { DEV_QUESTIONS_2 } from './dev-questions-2.js';
import { DEV_QUESTIONS_3 } from './dev-questions-3.js';
import { DEV_QUESTIONS_4 } from './dev-questions-4.js';
import { DEV_QUESTIONS_5 } from './dev-questions-5.js';
import { DEV_QUESTIONS_6 } from './dev-questions-6.js';
import { DEV_QUESTIONS_7 } from './dev-questions-7.js';

const PART_1: BenchQuestion[] = [
  // calendar-day (relative to Tuesday, February 2)
  {
    q: 'is there school tmrw? kids r asking lol',
    kind: 'calendar-day',
    facts: [['Yes', 'Wednesday, February 3']],
  },
  {
    q: 'this fri is the early release one right?? what time do i pick him up',
    kind: 'calendar-day',
    facts: [['1:15']],
  },
  {
    q: 'is next week a full week of school? trying to set up an orthodontist appt on a day they r off',
    kind: 'calendar-day',
    facts: [
      ['Friday, February 12', 'February 12'],
      ['No school', 'Staff Development'],
    ],
  },
  {
    q: 'my boss gave me presidents day off, do the kids have school that monday or no? was thinking of taking them to san antonio',
    kind: 'calendar-day',
    facts: [
      ['Monday, February 15', 'February 15'],
      ['Bad Weather Make-up Day', 'regular school day', 'school day'],
    ],
  },
  {
    q: 'do they have school on good friday april 2',
    kind: 'calendar-day',
    facts: [['Student Holiday', 'No school']],
  },
  {
    q: 'whats the last day of school and is it a full day or half day',
    kind: 'calendar-day',
    facts: [['May 27', 'Thursday, May 27'], ['Early Release']],
  },
  // event-date
  {
    q: 'when is spring break this yr need to book flights to see grandma',
    kind: 'event-date',
    facts: [
      ['March 15', 'Monday, March 15'],
      ['Friday, March 19', 'March 15 - 19', 'March 15-19', 'March 19'],
    ],
  },
  {
    q: 'when r the spring parent teacher conferences and how do i sign up',
    kind: 'event-date',
    facts: [['March 4', 'Thursday, March 4'], ['SignUpGenius']],
  },
  {
    q: 'what day is the math staar? want to make sure she doesnt miss it',
    kind: 'event-date',
    facts: [['April 14', 'Wednesday, April 14']],
  },
  {
    q: 'my son (7th) wants to do track, when is the first practice n when is the first meet',
    kind: 'event-date',
    facts: [
      ['February 8', 'Monday, February 8'],
      ['March 6', 'Saturday, March 6'],
    ],
  },
  // hours
  { q: 'what time do they get out on a normal day? we just moved here', kind: 'hours', facts: [['4:00']] },
  {
    q: 'what time does the front office open in the morning i need to drop off a form before work',
    kind: 'hours',
    facts: [['7:15']],
  },
  {
    q: 'what time do 7th graders eat lunch? want to surprise my daughter and eat with her tmrw',
    kind: 'hours',
    facts: [['12:55'], ['Friday']],
  },
  { q: 'when is the nurse there? hours pls', kind: 'hours', facts: [['8:00'], ['4:00']] },
  // contact
  { q: 'whats the number to call in an absence', kind: 'contact', facts: [['555-0142']] },
  {
    q: 'bus never came this morning!! who do i even call about that',
    kind: 'contact',
    facts: [['555-0190']],
  },
  {
    q: 'my kids lunch account is negative again who do i talk to about it',
    kind: 'contact',
    facts: [['555-0192', 'MySchoolBucks']],
  },
  // person
  { q: 'whos the assistant principal for 6th grade', kind: 'person', facts: [['Oyelaran']] },
  { q: 'my daughter is in 8th, who is her counselor?', kind: 'person', facts: [['Blake']] },
  { q: 'who is the police officer at the school', kind: 'person', facts: [['Garza']] },
  // address
  {
    q: 'whats the school address? putting it in my gps',
    kind: 'address',
    facts: [['4100 Bluff Ridge Parkway']],
  },
  {
    q: 'where does the late activity bus drop off? does it go by our house',
    kind: 'address',
    facts: [['Cedar Springs Park'], ['Hill Country Plaza']],
  },
  // fee
  {
    q: 'how much r breakfast and lunch? we might qualify for reduced idk',
    kind: 'fee',
    facts: [['$1.75'], ['$3.25']],
  },
  {
    q: 'my son cracked his chromebook screen 😩 how much is that gonna be, we didnt get the protection plan',
    kind: 'fee',
    facts: [['$85']],
  },
  { q: 'how much to replace his id badge he lost it AGAIN', kind: 'fee', facts: [['$5']] },
  { q: 'they took her phone for the 3rd time is there a fee or something', kind: 'fee', facts: [['$15']] },
  // policy
  { q: 'can my daughter wear a crop top w high waisted jeans', kind: 'policy', facts: [['midriff']] },
  {
    q: 'can he wear his hoodie w the hood up in class? he says its freezing in there',
    kind: 'policy',
    facts: [['hoods']],
  },
  {
    q: 'do they let the kids keep phones on them at lunch',
    kind: 'policy',
    facts: [['Away for the Day', 'locker or backpack']],
  },
  { q: 'my son had a fever of 101 last night, when can he go back', kind: 'policy', facts: [['24 hours']] },
  {
    q: 'my 6th grader wants to play football for the school, can he?',
    kind: 'policy',
    facts: [['7th and 8th', 'intramurals']],
  },
  // procedure
  {
    q: 'my son was sick yesterday, how do i get it excused? do i need a dr note',
    kind: 'procedure',
    facts: [['cbmsattendance@locisd.example', 'Attendance Office'], ['3 school days']],
  },
  {
    q: 'he forgot his lunch at home can i drop it off and will they call him down to get it',
    kind: 'procedure',
    facts: [['vestibule']],
  },
  { q: 'my kid has asthma can he keep his inhaler on him', kind: 'procedure', facts: [['self-carry']] },
  {
    q: 'what does my daughter need to do before she can start volleyball practice next yr, forms etc',
    kind: 'procedure',
    facts: [['Rank One'], ['physical', 'Physical Examination']],
  },
  // multi-doc
  {
    q: 'early release friday what time do the buses leave and whats the latest i can check her out',
    kind: 'multi-doc',
    facts: [['1:30'], ['12:45']],
  },
  {
    q: '8th grade course forms when r they due and who do i give them to',
    kind: 'multi-doc',
    facts: [['February 19'], ['Blake']],
  },
  {
    q: 'if she stays for bobcat boost when does it end and how does she get home, i work til 6',
    kind: 'multi-doc',
    facts: [['5:00'], ['5:45']],
  },
  {
    q: 'what day is the 8th grade science staar and can i still come eat lunch with him that week',
    kind: 'multi-doc',
    facts: [
      ['April 15', 'Thursday, April 15'],
      ['not allowed', 'paused'],
    ],
  },
];

export const DEV_QUESTIONS: BenchQuestion[] = [
  ...PART_1,
  ...DEV_QUESTIONS_2,
  ...DEV_QUESTIONS_3,
  ...DEV_QUESTIONS_4,
  ...DEV_QUESTIONS_5,
  ...DEV_QUESTIONS_6,
  ...DEV_QUESTIONS_7,
];
