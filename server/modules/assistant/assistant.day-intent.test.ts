import { describe, expect, it } from 'vitest';
import { dayIntent } from './assistant.calendar-retrieve.js';
import { understandPart } from './assistant.understand.js';

const NOW = new Date('2027-02-02T13:45:00Z'); // Tuesday, February 2, 2027, 7:45 in Chicago
const intent = (q: string) => dayIntent(understandPart(q, NOW, 'America/Chicago'));

describe('dayIntent: which questions are about a school day', () => {
  it('reads "is there school", "school on friday" and "what time do they get out" as day questions', () => {
    expect(intent('is there school on friday')).toBe('is-school');
    expect(intent('do the kids have school this friday')).toBe('is-school');
    expect(intent('what time does school get out today')).toBe('times');
    expect(intent('what time do they get out on friday')).toBe('times');
    // A grade is the school day's subject too; the Spanish reading has no auxiliary verb.
    expect(intent('what time do 6th graders get out on wednesday')).toBe('times');
    expect(intent('what time get out wednesday 6th grade')).toBe('times');
    // When a parent picks up is when the day ends ("grab" folds to pick up).
    expect(intent('what time do i grab my 7th grader on wed before thanksgiving')).toBe('times');
    expect(intent('what time do we pick up on friday')).toBe('times');
    expect(intent('heard a week from tmrw is a short day, what time is kinder pick up that day')).toBe(
      'times',
    );
  });

  it('"is <day> early release" asks about that day, with or without the article', () => {
    expect(intent('is next wednesday early release too')).toBe('is-school');
    expect(intent('is friday a half day')).toBe('is-school');
    expect(intent('is the school day longer on friday')).toBeNull();
    expect(intent('is the early release schedule posted')).toBeNull();
    // Stated to be checked: "this friday is the short day right?"
    expect(intent('this friday is the short day right')).toBe('is-school');
    expect(intent('wed is a half day right')).toBe('is-school');
    expect(intent('the book fair is a short day thing right')).toBeNull();
  });

  it('a day named by what happens on it ("on conference day") is not today; a normal day still asks', () => {
    expect(intent('early release on conference day - what time do they get out')).toBeNull();
    expect(intent('what time do they get out on the last day of school')).toBeNull();
    expect(intent('what time do they get out on a normal day')).toBe('times');
    // A kind of shortened day is no day at all: the schedule naming the kind answers it, not today's
    // "No, Tuesday … is a regular school day".
    expect(intent('what time do they get out on early release days')).toBeNull();
    expect(intent('what time do they get out on early release wednesday')).toBe('times');
  });

  it('a premise about the day ("…since theres no school") is not asked of today', () => {
    expect(intent('do they practice fridays too since theres no school')).toBeNull();
    expect(intent('do i need to pack a lunch bc its a half day')).toBeNull();
    expect(intent('is there school friday')).toBe('is-school');
  });

  it('"is next week a full week of school" asks for the days off of that week', () => {
    expect(intent('is next week a full week of school?')).toBe('days-off');
    expect(intent('do they have school every day next week')).toBe('days-off');
    expect(intent('is there a full day of school on friday')).not.toBe('days-off');
  });

  it('"do they get out early on <day>" asks whether that day is a short one', () => {
    expect(intent('do they get out early on friday')).toBe('is-school');
  });

  it('"when is the next late start" asks for the next such day', () => {
    expect(intent('when is the next late start')).toBe('next');
    expect(intent('when is the next 2 hour delay')).toBe('next');
  });

  it('"no school tomorrow?" and a child\'s claim of no school on a day ask whether that day is a school day', () => {
    expect(intent('no school tomorrow?')).toBe('is-school');
    expect(intent('my daughter says there is no school friday, is that true')).toBe('is-school');
    expect(intent('theres no school on monday right?')).toBe('is-school');
    // Which days have no school is still the days-off list.
    expect(intent('what days are no school in march')).toBe('days-off');
  });

  it('"do they have that monday off" asks whether that day is a school day', () => {
    expect(intent('we were going skiing presidents day weekend, do they have that monday off?')).toBe(
      'is-school',
    );
    expect(intent('do the kids get friday off')).toBe('is-school');
    expect(intent('what do they have on monday')).toBeNull();
  });

  it('"is monday the 15th off" asks whether that day is a school day; an event called off does not', () => {
    expect(intent('is monday the 15th off for presidents day')).toBe('is-school');
    expect(intent('is friday off')).toBe('is-school');
    expect(intent('is the field trip friday off')).toBeNull();
    expect(intent('is off campus lunch allowed friday')).toBeNull();
  });

  it('a program named "… school" is not a school day ("does cbms have summer school this yr")', () => {
    expect(intent('does cbms have summer school this yr')).toBeNull();
    expect(intent('is there night school this week for parents')).not.toBe('is-school');
  });

  it('the time of an event is not the time of the school day, even when a child is named later', () => {
    expect(
      intent('what time does the musical end saturday night? need to know when to pick up my daughter'),
    ).toBeNull();
    expect(intent('what time does the concert start')).toBeNull();
  });
});

describe('dayIntent: a break is named with its break word', () => {
  it.each([
    ['when do they go back after spring break', 'break'],
    ['what day do they return after thanksgiving', 'break'],
    ['when does winter recess start', 'break'],
    ['what time do they get out the last day before christmas break', 'break'],
  ])('"%s" → %s', (q, expected) => expect(intent(q)).toBe(expected));

  it('a season before another noun is no break ("return the spring picture day order form")', () => {
    expect(intent('when do i return the spring picture day order form')).not.toBe('break');
    expect(intent('when does the spring concert start')).not.toBe('break');
  });
});

describe('understand: a formal message', () => {
  it('"Good morning. Could you please confirm the date of …" asks when; greeting and courtesy are no topic', () => {
    const part = understandPart(
      'Good morning. Could you please confirm the date of spring picture day',
      NOW,
      'America/Chicago',
    );
    expect(part.slots).toContain('when');
    expect(part.concepts.filter((c) => !c.soft).map((c) => c.word)).toEqual(
      expect.arrayContaining(['spring', 'picture']),
    );
    for (const word of ['good', 'confirm', 'date'])
      expect(part.concepts.find((c) => c.word === word && !c.soft)).toBeUndefined();
  });
});
