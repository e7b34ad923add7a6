import { describe, expect, it } from 'vitest';
import { mentionsParticularDay } from './assistant.day-mentions.js';

describe('mentionsParticularDay', () => {
  it.each([
    'Picture day is 3/7.',
    'Conferences are on 11/24.',
    'Monday 3/7: early release',
    'The Spring Concert is on March 26 at 6:30 pm.',
    'Spring Break: March 15 through March 19.',
  ])('"%s" names a particular day', (s) => expect(mentionsParticularDay(s)).toBe(true));

  it.each([
    'Lunch is inside block 3/7: 6th grade 12:25, 7th grade 12:55, 8th grade 1:25.',
    'Periods 2/6 meet in the gym.',
    'Grades 6/7 use the east doors.',
    'Students attend a 1/2 day on conference days.',
    'Starting March 1, lunch costs $3.50.',
    'Tutorials are held Mondays and Wednesdays from 4:10 to 5:00 p.m. in the Library, now through April 12.',
    'The car rider detour on Juniper Hollow Drive stays in place until January 29.',
  ])('"%s" is a standing rule', (s) => expect(mentionsParticularDay(s)).toBe(false));
});
