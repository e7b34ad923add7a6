import { describe, expect, it } from 'vitest';
import { resolveDates } from './assistant.dates.js';
import { normalizeQuestion } from './assistant.text.js';

const NY = 'America/New_York';
const resolve = (q: string, now: string, tz = NY) =>
  resolveDates(normalizeQuestion(q).text, new Date(now), tz);

describe('resolveDates (school time zone)', () => {
  // Thursday, March 12, 2026, 09:00 in New York.
  const now = '2026-03-12T13:00:00Z';

  it.each([
    ['is there early pickup tmrw', 'Friday, March 13'],
    ['this friday', 'Friday, March 13'],
    ['next monday', 'Monday, March 16'],
    ['on the 14th', 'Saturday, March 14'],
    ['March 13', 'Friday, March 13'],
    ['anything on 3/20?', 'Friday, March 20'],
    ['is there school 2day', 'Thursday, March 12'],
    ['next week', 'Monday, March 16 – Sunday, March 22'],
    ['this weekend', 'Saturday, March 14 – Sunday, March 15'],
    ['on the 2nd', 'Thursday, April 2'],
    ['is there school thurs and fri this week', 'Thursday, March 12 – Friday, March 13'],
    ['does robotics meet tues next week', 'Tuesday, March 17'],
    ['friday the 20th pickup time', 'Friday, March 20'],
    ['friday 20 pickup time', 'Friday, March 20'],
    ['is there school friday 3:15', 'Friday, March 13'],
    ['monday 23 march is there school', 'Monday, March 23'],
    ['which days in apr is there no school', 'April'],
    // "the friday after this one": next week's Friday, not tomorrow.
    ['is there school the friday after this one', 'Friday, March 20'],
  ])('%s → %s', (q, label) => {
    expect(resolve(q, now)?.label).toBe(label);
  });

  it('reads fixed-date holidays by name, the next one not yet past', () => {
    expect(resolve('new years eve is there school', now)?.label).toBe('Thursday, December 31');
    expect(resolve('are they off on veterans day', now)?.label).toBe('Wednesday, November 11');
    expect(resolve('is school open on st patricks day', now)?.label).toBe('Tuesday, March 17');
    expect(resolve('is there school on christmas', now)?.label).toBe('Friday, December 25');
    // The break, its concert, or the way back after it, are not Christmas Day.
    expect(resolve('when is christmas break', now)).toBeNull();
    expect(resolve('when is the christmas concert', now)).toBeNull();
    expect(resolve('do they go back after new years', now)).toBeNull();
  });

  it('federal holidays on a weekday rule get their date from the name ("presidents day … that monday")', () => {
    expect(
      resolve('my boss gave me presidents day off, do the kids have school that monday', now)?.label,
    ).toBe('Monday, February 15, 2027');
    expect(resolve('is there school on memorial day', now)?.label).toBe('Monday, May 25');
    expect(resolve('labor day', now)?.label).toBe('Monday, September 7');
    expect(resolve('is there school on mlk day', now)?.label).toBe('Monday, January 18, 2027');
  });

  it('"a week from tomorrow" is one day, a week after tomorrow', () => {
    // now: Thursday, March 12, 2026
    expect(resolve('heard a week from tmrw is a short day', now)?.label).toBe('Friday, March 20');
    expect(resolve('is there school 2 weeks from today', now)?.label).toBe('Thursday, March 26');
  });

  it('a day before or after a holiday is that one day ("wed before thanksgiving", "the day after")', () => {
    // now: Thursday, March 12, 2026; Thanksgiving 2026 is Thursday, November 26.
    expect(resolve('what time do i pick up on wednesday before thanksgiving', now)?.label).toBe(
      'Wednesday, November 25',
    );
    expect(resolve('is there school the day after thanksgiving', now)?.label).toBe('Friday, November 27');
    expect(resolve('is there school the friday before memorial day', now)?.label).toBe('Friday, May 22');
    // Thanksgiving alone, or its break, is the school's recess (the break answer), no one day.
    expect(resolve('is there school on thanksgiving', now)).toBeNull();
    expect(resolve('is there school the monday after thanksgiving break', now)).toBeNull();
  });

  it('"presidents day weekend" is the holiday\'s weekend, not this one; "on the weekend" is this one', () => {
    expect(
      resolve('we were going skiing presidents day weekend, do they have that monday off', now)?.label,
    ).toBe('Monday, February 15, 2027');
    expect(resolve('labor day weekend', now)?.label).toBe('Monday, September 7');
    expect(resolve('is there anything on the weekend', now)?.label).toBe(
      'Saturday, March 14 – Sunday, March 15',
    );
  });

  it('"the friday before spring break" is a day relative to the break, not the coming friday', () => {
    expect(resolve('is there class the friday before spring break', now)).toBeNull();
    // A holiday with a date of its own places the day itself (Thanksgiving Day: November 26, 2026).
    expect(resolve('the monday after thanksgiving is there school', now)?.label).toBe('Monday, November 30');
    expect(resolve('is there school the friday before march 20', now)?.label).toContain('Friday, March 13');
  });

  it('a duration or "one day" is no date ("turned in 2 days late", "sit in on class one day")', () => {
    expect(resolve('he turned in his essay 2 days late', now)).toBeNull();
    expect(resolve('can i sit in on her class one day', now)).toBeNull();
    expect(resolve('is there school in 2 days', now)?.label).toBe('Saturday, March 14');
    expect(resolve('shes on amoxicillin for 10 days and needs a dose at lunch', now)).toBeNull();
    expect(resolve('we will be out for a couple of weeks', now)).toBeNull();
    // Hours and minutes are never a day: chrono read "an hour" as an hour from now, so today.
    expect(resolve('how long is the musical? my mom cant sit for more than like an hour', now)).toBeNull();
    expect(resolve('the drive takes 20 minutes', now)).toBeNull();
    expect(resolve('is there a 2 hour delay tomorrow', now)?.label).toBe('Friday, March 13');
  });

  it('a rate\'s period ("how much a week", "$14 a day") is no date; "in a week" is one', () => {
    expect(resolve('kids club before and after, how much a week', now)).toBeNull();
    expect(resolve('is it $14 a day or per week', now)).toBeNull();
    expect(resolve('he takes it twice a day', now)).toBeNull();
    expect(resolve('is there school in a week', now)?.label).toBe('Thursday, March 19');
    expect(resolve('heard a week from tmrw is a short day', now)?.label).toBe('Friday, March 20');
  });

  it('"a saturday" is a kind of day, not the coming one ("the carnival… is it a saturday")', () => {
    expect(resolve('the kids keep talking about the carnival. is it a saturday', now)).toBeNull();
    expect(resolve('can i pick up his chromebook on a friday', now)).toBeNull();
    expect(resolve('is the carnival this saturday', now)?.label).toBe('Saturday, March 14');
  });

  it('"when is the next day …" asks for the next one of a kind, not tomorrow', () => {
    expect(resolve('when is the next day the kids are off? need to plan childcare', now)).toBeNull();
    expect(resolve('whats the next day they get out early', now)).toBeNull();
    expect(resolve('he was sick and went back the next day, do i need a note', now)?.label).toBe(
      'Friday, March 13',
    );
  });

  it('a grading period ("this nine weeks", "the first six weeks") is no day', () => {
    expect(resolve('thats the 2nd time this nine weeks. do i have to come get it', now)).toBeNull();
    expect(resolve('what are his grades for the first six weeks', now)).toBeNull();
    expect(resolve('is there school in six weeks', now)?.label).toBe('Thursday, April 23');
  });

  it('"last thursday" is the Thursday before today, not the coming one', () => {
    // now: Thursday, March 12, 2026
    expect(resolve('how do i excuse his absence from last thursday', now)?.label).toBe('Thursday, March 5');
    expect(resolve('he was out last friday', now)?.label).toBe('Friday, March 6');
    expect(resolve('is there school thursday', now)?.label).toBe('Thursday, March 12');
  });

  it('a grading period is no date ("the 3rd nine weeks" is not nine weeks from today)', () => {
    expect(resolve('when do 3rd nine weeks report cards come out', now)).toBeNull();
    expect(resolve('when does the 2nd grading period end', now)).toBeNull();
  });

  it('"now" asks for the current value, not about today ("how much is hot lunch now")', () => {
    expect(resolve('how much is hot lunch now', now)).toBeNull();
    expect(resolve('what are the office hours right now', now)).toBeNull();
    expect(resolve('is there school today', now)?.label).toBe('Thursday, March 12');
  });

  it('a weekday excluded ("thats not a wednesday") is not the day asked', () => {
    expect(resolve('on a normal day thats not a wednesday when do they get out', now)).toBeNull();
    expect(resolve('what time is pickup except on fridays', now)).toBeNull();
  });

  it('reads "in <month>" as the whole month: the rest of this one, or the coming one next year', () => {
    const january = resolve('any days off in january besides break', now);
    expect(january?.label).toBe('January 2027');
    expect(january?.from).toEqual({ year: 2027, month: 1, day: 1 });
    expect(january?.to).toEqual({ year: 2027, month: 1, day: 31 });
    const march = resolve('whats happening in march', now);
    expect(march?.from).toEqual({ year: 2026, month: 3, day: 12 });
    expect(march?.to).toEqual({ year: 2026, month: 3, day: 31 });
    // A month followed by a day is a date, not the month.
    expect(resolve('is there school in march 20', now)?.label).toBe('Friday, March 20');
  });

  it('reads "in early/mid/late <month>" as that third of the month, next year once it has passed', () => {
    const late = resolve('we are visiting family in late january for two weeks', now);
    expect(late?.label).toBe('Late January 2027');
    expect(late?.from).toEqual({ year: 2027, month: 1, day: 21 });
    expect(late?.to).toEqual({ year: 2027, month: 1, day: 31 });
    // March 12: late March is still ahead, early March is past (next year's).
    expect(resolve('any field trips in late march', now)?.from).toEqual({ year: 2026, month: 3, day: 21 });
    const early = resolve('any days off in early march', now);
    expect(early?.from).toEqual({ year: 2027, month: 3, day: 1 });
    expect(early?.to).toEqual({ year: 2027, month: 3, day: 10 });
    expect(resolve('anything during mid march', now)?.from).toEqual({ year: 2026, month: 3, day: 12 });
  });

  it('uses the school’s date, not the server’s UTC date', () => {
    // 03:30 UTC on March 13 is still Thursday evening, March 12, in New York.
    const r = resolve('what about tomorrow', '2026-03-13T03:30:00Z');
    expect(r?.label).toBe('Friday, March 13');
    expect(r?.range.start.toISOString()).toBe('2026-03-13T04:00:00.000Z');
  });

  it('gives a 23-hour day when DST starts (spring forward) and 25 hours when it ends', () => {
    // Saturday March 7, 2026, 23:30 EST; DST starts Sunday March 8 at 02:00.
    const spring = resolve('tomorrow', '2026-03-08T04:30:00Z');
    expect(spring?.label).toBe('Sunday, March 8');
    expect(spring?.range.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(spring?.range.end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // The day after the change is resolved from the other side of it.
    const after = resolve('yesterday', '2026-03-09T13:00:00Z');
    expect(after?.label).toBe('Sunday, March 8');
    // Saturday Oct 31, 2026, 23:30 EDT; DST ends Sunday Nov 1 at 02:00.
    const fall = resolve('tomorrow', '2026-11-01T03:30:00Z');
    expect(fall?.label).toBe('Sunday, November 1');
    expect(fall!.range.end.getTime() - fall!.range.start.getTime()).toBe(25 * 3600_000);
  });

  it('reads recurring weekdays and bare times as no date', () => {
    expect(resolve('when do they get out on wednesdays', now)).toBeNull();
    expect(resolve('is pickup at 3:15 pm', now)).toBeNull();
    expect(resolve('what time is dismissal', now)).toBeNull();
    // A day relative to a holiday is not tomorrow.
    expect(resolve('is there school the day after thanksgiving', now)?.label).toBe('Friday, November 27');
  });
});
