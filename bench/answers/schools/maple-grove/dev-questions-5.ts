/**
 * Maple Grove Elementary dev split, part 5: written from the documents alone (handbook, March
 * newsletter, notices, carnival flyer, calendar feed, and the expired winter schedule, February
 * newsletter, chess flyer, fall bus routes and snow notice as traps) by someone who had not seen the
 * engine. Bench "now": Thursday, March 12, 2026, 9:00 am (America/New_York); "tomorrow" is the
 * Friday, March 13 early dismissal.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_5: BenchQuestion[] = [
  // contact
  {
    q: 'my son woke up w a temp of 101 so hes staying home today. whats the number to call him out and when can he go back',
    kind: 'contact',
    facts: [['(555) 010-2001', '010-2001'], ['24 hours']],
  },
  // person
  {
    q: 'who is the principal there now? we have a family wedding out of state in may and the kids would miss 3 days, how far ahead do i have to ask',
    kind: 'person',
    facts: [['Alvarez'], ['two weeks']],
  },
  // hours
  {
    q: 'what time can i drop my 1st grader off in the morning? i start work at 8 and dont want her waiting outside alone',
    kind: 'hours',
    facts: [['7:45 am', '7:45']],
  },
  // calendar days
  {
    q: 'is tmrw a half day?? what time is pick up and when does the bus leave',
    kind: 'calendar-day',
    facts: [
      ['12:30 pm', '12:30'],
      ['12:40 pm', '12:40'],
    ],
  },
  {
    q: 'Hello, is there school on Friday April 10? I need to know whether to book a sitter.',
    kind: 'calendar-day',
    facts: [
      ['Friday, April 10', 'April 10'],
      ['Professional Development', 'No school'],
    ],
  },
  // image (carnival flyer)
  {
    q: 'how much r the ride tickets at the spring carnival, or is there like an all day pass? i have 3 kids lol',
    kind: 'image',
    facts: [['$1 each'], ['$20']],
  },
  // fee
  {
    q: 'whats kids club per day now, i heard it went up? and what do they charge if im late, i work til 6 some days',
    kind: 'fee',
    facts: [['$18'], ['$1 per minute']],
  },
  // policy
  {
    q: 'my daughter has asthma. can she keep her inhaler with her in class or does it have to stay at the nurse',
    kind: 'policy',
    facts: [["doctor's note", 'doctor’s note']],
  },
  // procedure
  {
    q: 'my sister is picking up my son today instead of me bc i have a dr appt. what do i need to do',
    kind: 'procedure',
    facts: [['12:00 pm', '12:00'], ['photo ID']],
  },
  // event date
  {
    q: 'when is the pta meeting this month? is there childcare, i cant leave my toddler home',
    kind: 'event-date',
    facts: [['March 17'], ['childcare']],
  },
  // superseded: the fall route notice (expired) gave a different stop and time
  {
    q: 'my kid rides route 7. where is the morning stop now and what time does it come',
    kind: 'superseded',
    trap: true,
    facts: [['Maple Street and 5th Avenue'], ['7:20']],
    forbid: ['7:15'],
  },
  // expired trap: the February newsletter had the science fair on March 5 in the cafeteria
  {
    q: 'is the science fair in the cafeteria again this yr? what night is it so i can get off work',
    kind: 'expired-trap',
    trap: true,
    facts: [['March 19'], ['gym']],
    forbid: ['March 5'],
  },
  // unanswerable
  {
    q: 'does maple grove run a summer camp this year? need something for my kids in july',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'is there a school counselor i can talk to? my son says kids are being mean to him at recess',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'what reading program does 2nd grade use? i want to practice the same stuff at home',
    kind: 'unanswerable',
    decline: true,
  },
];
