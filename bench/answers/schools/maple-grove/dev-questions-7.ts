/**
 * Maple Grove Elementary dev split, part 7: written from the documents alone (handbook, March
 * newsletter, early dismissal / Kids Club fee / Route 7 / picture day / concert notices, carnival
 * flyer, calendar feed, and the expired winter schedule, February newsletter, chess flyer, fall bus
 * routes and snow notice as traps) by someone who had not seen the engine. Bench "now": Thursday,
 * March 12, 2026, 9:00 am (America/New_York); "next wednesday" is March 18.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_7: BenchQuestion[] = [
  // contact
  {
    q: 'hi my daughter has strep so she will be out the rest of the week. is there an email i can send it to instead of calling? and how long do i have to send in the doctors note',
    kind: 'contact',
    facts: [['attendance@maplegrove.example'], ['3 days']],
  },
  // hours (the expired winter schedule had a different release time)
  {
    q: 'what time do they get out on mondays now? and till what time does the lunch lady serve breakfast, we never make it before 8',
    kind: 'hours',
    facts: [
      ['3:15 pm', '3:15'],
      ['8:05 am', '8:05'],
    ],
    trap: true,
    forbid: ['2:45'],
  },
  // fee (March newsletter replaced the handbook price; the February special expired)
  {
    q: 'how much is hot lunch a day now? and if he brings lunch from home how much is just a milk',
    kind: 'fee',
    facts: [['$3.50'], ['$0.75']],
    forbid: ['$3.25', '$3.00'],
  },
  // policy
  {
    q: 'can my daughter pass out her birthday party invitations in class? its a small party, just her 5 best friends',
    kind: 'policy',
    facts: [['every child in the class', 'every child']],
  },
  // procedure
  {
    q: 'Good morning. My mother will be picking up my son today instead of him riding the bus home. What do I need to do, and is there a cutoff time to let you know?',
    kind: 'procedure',
    facts: [
      ['12:00 pm', '12:00'],
      ['emergency card', 'photo ID'],
    ],
  },
  // calendar day
  {
    q: 'is next wed a short day?? what time should i be in the pickup line',
    kind: 'calendar-day',
    facts: [['1:30 pm', '1:30']],
  },
  // image (carnival flyer)
  {
    q: 'the kids keep talking about the carnival lol. is it a saturday? and how much is the unlimited ride band thing',
    kind: 'image',
    facts: [['April 25', 'Saturday, April 25'], ['$20']],
  },
  // multi-doc (early dismissal notice + Kids Club fee update)
  {
    q: 'I work until 5 tomorrow and they get out early. is kids club open all afternoon and how much is it per day now?',
    kind: 'multi-doc',
    facts: [['6:00 pm', '6:00'], ['$18']],
    forbid: ['$15'],
  },
  // superseded (picture day moved)
  {
    q: 'when are the spring school pictures? want to get his haircut done the weekend before. also when do i turn in the order form',
    kind: 'superseded',
    facts: [['April 15', 'Wednesday, April 15'], ['April 13']],
    forbid: ['April 8'],
  },
  // expired trap (the chess club flyer expired January 31)
  {
    q: 'my 4th grader wants to learn chess, is there a chess club after school? what day and how much does it cost',
    kind: 'expired-trap',
    trap: true,
    decline: true,
    forbid: ['$40', 'Petrov', '4:15'],
  },
  // unanswerable
  {
    q: 'does the school or pta do a used uniform swap or sale? these polos add up with 3 kids',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'Hello, does Maple Grove run a summer camp this year? I need something for July.',
    kind: 'unanswerable',
    decline: true,
  },
];
