import { describe, expect, it } from 'vitest';
import {
  DAY_STATUS_RULES,
  classifyDayEvent,
  formatClock,
  parseClock,
  statedDismissal,
  weeklyDayRule,
} from './vocabulary.day-status.js';

describe('day-status title rules', () => {
  it('every rule classifies its own example', () => {
    for (const rule of DAY_STATUS_RULES.rules)
      expect(classifyDayEvent(rule.example), rule.example).toBe(rule.value);
  });

  // Titles as each exporter writes them: Google (plain), Outlook (prefixes/"Canceled:"-free, en dash),
  // Apple (emoji-free title + description), district exports (long compound titles).
  const cases: [string, string, string][] = [
    ['district', 'Thanksgiving Break – Student / Teacher Holiday', 'no-school'],
    ['district', 'Planning Day – Student Holiday', 'no-school'],
    ['district', 'Early Release – 1 hour early', 'early-release'],
    ['district', 'Teacher In-Service – No Students', 'no-school'],
    ['district', 'Schools Closed', 'no-school'],
    ['google', 'Half Day', 'early-release'],
    ['google', 'Book Fair', 'ignore'],
    ['google', 'Thanksgiving Recess', 'no-school'],
    ['google', 'Staff Development Day', 'no-school'],
    ['google', 'Picture Retake Day', 'ignore'],
    ['outlook', 'No School - Veterans Day', 'no-school'],
    ['outlook', 'Early Dismissal - 12:35 PM', 'early-release'],
    ['outlook', 'Delayed Opening', 'late-start'],
    ['apple', 'Teacher Workday', 'no-school'],
    ['apple', 'Winter Holiday Concert', 'ignore'],
    ['apple', 'Parent Conference Day', 'no-school'],
    ['apple', 'Science Fair', 'ignore'],
    ['district', 'Martin Luther King Jr. Day', 'no-school'],
    ['district', 'Late Start Wednesday', 'late-start'],
  ];
  it.each(cases)('%s: %s → %s', (_style, title, kind) => {
    expect(classifyDayEvent(title)).toBe(kind);
  });

  it('reads the description when the title is neutral', () => {
    expect(classifyDayEvent('Conferences', 'No students in attendance')).toBe('no-school');
    expect(classifyDayEvent('Book Fair', 'Library, all day')).toBe('ignore');
  });
});

describe('stated dismissal times', () => {
  it('reads clock times and shifts', () => {
    expect(statedDismissal('Early Dismissal - 12:35 PM')).toEqual({ at: 12 * 60 + 35 });
    expect(statedDismissal('Early Release – 12:35')).toEqual({ at: 12 * 60 + 35 });
    expect(statedDismissal('Early Release – 1:05')).toEqual({ at: 13 * 60 + 5 });
    expect(statedDismissal('Early Release – 1 hour early')).toEqual({ earlierBy: 60 });
    expect(statedDismissal('Early release', 'Students dismissed 90 minutes early')).toEqual({
      earlierBy: 90,
    });
    expect(statedDismissal('Half Day')).toBeNull();
  });
  it('formats and parses clocks', () => {
    expect(formatClock(755)).toBe('12:35 PM');
    expect(formatClock(515)).toBe('8:35 AM');
    expect(parseClock('3:05 PM')).toBe(905);
    expect(parseClock('15:05')).toBe(905);
    expect(parseClock('nope')).toBeNull();
  });
});

describe('weekly day rules stated in documents', () => {
  it('reads a recurring early release or late start with its time', () => {
    expect(
      weeklyDayRule(
        'Every Wednesday is an early release day with dismissal at 1:30 pm so teachers can plan together.',
      ),
    ).toEqual({ weekday: 3, kind: 'early-release', time: '1:30 PM' });
    expect(weeklyDayRule('Late Start Mondays: school begins at 9:45 AM.')).toEqual({
      weekday: 1,
      kind: 'late-start',
      time: '9:45 AM',
    });
    expect(weeklyDayRule('Fridays are minimum days.')).toEqual({
      weekday: 5,
      kind: 'early-release',
      time: null,
    });
  });

  it("reads a weekday without classes, whose only exception is the calendar's make-up days", () => {
    const friday = { weekday: 5, kind: 'no-school', time: null };
    expect(
      weeklyDayRule(
        'Friday is not a school day: there are no classes and no bus routes on Fridays, except on the Friday make-up days shown on the district calendar.',
      ),
    ).toEqual(friday);
    expect(weeklyDayRule('There is no school on Fridays.')).toEqual(friday);
    expect(weeklyDayRule('Kids Club meets on Fridays when there is no school.')).toBeNull();
    expect(weeklyDayRule('No school on Fridays in June.')).toBeNull();
    expect(weeklyDayRule('There are no classes on Fridays except for grades 11-12.')).toBeNull();
  });

  it('ignores rules for some weeks or grades, exceptions, and weekly events', () => {
    expect(weeklyDayRule('Dismissal is at 3:15 pm Monday through Friday, except on Wednesdays.')).toBeNull();
    expect(weeklyDayRule('Wednesdays in March are minimum days.')).toBeNull();
    expect(weeklyDayRule('Early release every Friday for grades K-2 at 12:00.')).toBeNull();
    expect(weeklyDayRule('Chess club meets every Wednesday.')).toBeNull();
    expect(weeklyDayRule('Wednesday, March 18 is an early release day.')).toBeNull();
  });
});
