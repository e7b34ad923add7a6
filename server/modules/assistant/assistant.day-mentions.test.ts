import { describe, expect, it } from 'vitest';
import { mentionsParticularDay, namesOnlyPastDays } from './assistant.day-mentions.js';

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

describe('namesOnlyPastDays', () => {
  const today = '2027-04-13';
  it('a sentence naming only days before today, the year taken near today unless written', () => {
    expect(
      namesOnlyPastDays('At its March 8 meeting the Board of Education changed the make-up day.', today),
    ).toBe(true);
    expect(namesOnlyPastDays('The board meets again on May 10 and June 14.', today)).toBe(false);
    expect(namesOnlyPastDays('Met on March 8; next meeting 5/10.', today)).toBe(false);
    // "December 15" in April is last December; "September 1, 2027" says its year.
    expect(namesOnlyPastDays('Deposit due December 15.', today)).toBe(true);
    expect(namesOnlyPastDays('Children who turn 5 by September 1, 2027 are eligible.', '2026-12-10')).toBe(
      false,
    );
    expect(namesOnlyPastDays('The board meets monthly.', today)).toBe(false);
  });
});
