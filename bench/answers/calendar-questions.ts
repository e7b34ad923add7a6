import type { BenchQuestion } from './questions.js';

/**
 * Date questions answered from the sample school's calendar (fixtures/maple-grove-calendar.ics,
 * synced through POST /api/calendars/add from a local HTTP server), asked at BENCH_NOW: Thursday,
 * March 12, 2026, 09:00 in New York. Facts are the weekday and date as `describeEvent` spells them.
 * Traps: past occurrences (the February PTA meeting, Kindergarten Registration on March 10) must
 * never be presented as upcoming.
 */
export const CALENDAR_QUESTIONS: BenchQuestion[] = [
  { q: 'is there school tomorrow?', facts: ['Friday, March 13', 'Early Dismissal', '12:30'] },
  { q: 'is there school on monday?', facts: ['Monday, March 16', 'school day'] },
  { q: 'is there school next friday', facts: ['Friday, March 20', 'school day'] },
  {
    q: 'do kids have school on april 10?',
    facts: ['No school on Friday, April 10', 'Professional Development'],
  },
  { q: 'is there school on april 1', facts: ['No school on Wednesday, April 1', 'Spring Break'] },
  {
    q: 'is there school saturday',
    facts: ['Saturday, March 14', 'weekend'],
    trap: true,
    forbid: ['makeup day'],
  },
  {
    q: 'when is the next PTA meeting?',
    facts: ['Tuesday, March 17', '7:00'],
    trap: true,
    forbid: ['February 10'],
  },
  { q: 'is the pta meeting next week?', facts: ['Yes', 'Tuesday, March 17'] },
  { q: "what's happening next week?", facts: ['Book Fair', 'PTA Meeting', 'Science Fair'] },
  {
    q: 'whats on the calendar this week',
    facts: ['Early Dismissal'],
    trap: true,
    forbid: ['Kindergarten Registration'],
  },
  { q: 'what time does the science fair start?', facts: ['Thursday, March 19', '6:00'] },
  { q: 'what time is the spring concert', facts: ['Thursday, March 26', '6:30'] },
  { q: 'is spring break the week of the 23rd?', facts: ['No', 'March 30'] },
  { q: 'is spring break the week of the 30th?', facts: ['Yes', 'Monday, March 30 – Friday, April 3'] },
  { q: 'when is the next day off', facts: ['Spring Break', 'March 30'] },
  { q: 'when is kindergarten registration', decline: true, trap: true, forbid: ['March 10'] },
];
