import type { BenchQuestion } from './questions.js';

/**
 * Third held-out set (task "bench:answers on the real pipeline"): written from the corpus
 * text only, before any engine change made while switching the benchmark to the real ingestion
 * pipeline, and reported first as measured. Not to be tuned on.
 */
export const HELDOUT3_QUESTIONS: BenchQuestion[] = [
  { q: 'how much is milk', facts: ['$0.75'] },
  { q: 'what time is breakfast served', facts: ['7:45'] },
  {
    q: 'my son will be absent tomorrow who do i tell',
    facts: [['(555) 010-2001', 'attendance line', 'attendance@maplegrove.example']],
  },
  { q: 'how many days do i have to send a note after an absence', facts: ['3 days'] },
  {
    q: 'can i take my kids on vacation during the school year',
    facts: [['two weeks in advance', 'Planned Absence Form']],
  },
  { q: 'what color shirts do they wear', facts: ['navy or white'] },
  { q: 'are hoodies allowed inside', facts: ['hoods'] },
  { q: 'what happens if my kid uses his phone in class', facts: ['kept in the office'] },
  { q: 'how much homework for a kindergartener', facts: ['20 minutes'] },
  { q: 'how long can kids keep library books', facts: ['two weeks'] },
  { q: 'what happens to stuff left in lost and found', facts: ['donated'] },
  { q: 'what time does school start when theres a delay', facts: ['10:10'] },
  { q: 'is pre-k cancelled on a delay day', facts: ['pre-kindergarten is cancelled'] },
  { q: 'where is aftercare held', facts: ['cafeteria'] },
  { q: 'when do science fair projects have to be dropped off', facts: ['morning of March 19'] },
  { q: 'can parents go to the book fair', facts: ['families are welcome'] },
  { q: 'do we need tickets for the concert', facts: ['free'] },
  { q: 'what time do students arrive for the concert', facts: ['6:00 pm'] },
  { q: 'when does spring break end', facts: [['April 3', 'April 6']] },
  { q: 'what does the carnival money go to', facts: ['playground'] },
  { q: 'is there face painting at the carnival', facts: ['face painting'] },
  { q: 'what time is the route 7 afternoon drop off', facts: ['3:45'] },
  {
    q: 'where does the car line go in the winter',
    facts: ['Oak Street'],
    trap: true,
    forbid: ['Cedar Lane'],
  },
  { q: 'what time does the bus come at elm street', facts: ['7:20'], trap: true, forbid: ['7:15'] },
  { q: 'is there a parent volunteer orientation night', decline: true },
  { q: 'what is the school mascot', decline: true },
  { q: 'how do i join the pta board', decline: true },
  { q: 'is there a gifted and talented program', decline: true },
  { q: 'when is the 100th day of school', decline: true },
];
