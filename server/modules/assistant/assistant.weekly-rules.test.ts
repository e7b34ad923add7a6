import { describe, expect, it } from 'vitest';
import type { SchoolDay } from './assistant.pipeline.types.js';
import { applyWeeklyRules } from './assistant.weekly-rules.js';

const day = (
  date: string,
  status: SchoolDay['status'] = 'school-day',
  reasons: string[] = [],
): SchoolDay => ({
  date,
  status,
  reasons,
  start: null,
  dismissal: null,
  events: [],
});

describe('weekly rules over the day model', () => {
  const rules = [{ weekday: 3, kind: 'early-release' as const, time: '1:30 PM', title: 'Parent Handbook' }];

  it('turns each plain school day of the weekday into the rule’s day, naming the document', () => {
    const [tue, wed] = applyWeeklyRules([day('2026-03-17'), day('2026-03-18')], rules);
    expect(tue!.status).toBe('school-day');
    expect(wed).toMatchObject({
      status: 'early-release',
      dismissal: '1:30 PM',
      reasons: ['every Wednesday, Parent Handbook'],
    });
  });

  it('leaves a calendar closure or early release of that weekday as the calendar says', () => {
    const closed = day('2026-04-01', 'no-school', ['Spring Break']);
    const early = { ...day('2026-03-25', 'early-release', ['Half Day']), dismissal: '12:00 PM' };
    expect(applyWeeklyRules([closed, early], rules)).toEqual([closed, early]);
  });

  it('a weekday without classes (a four-day week) is no school, except a day the calendar says school meets', () => {
    const fridays = [{ weekday: 5, kind: 'no-school' as const, time: null, title: 'Handbook' }];
    const makeUp = day('2027-04-16', 'school-day', ['Friday Make-Up Day - School in Session']);
    const [thu, fri, madeUp] = applyWeeklyRules([day('2027-04-22'), day('2027-04-23'), makeUp], fridays);
    expect(thu!.status).toBe('school-day');
    expect(fri).toMatchObject({ status: 'no-school', reasons: ['no classes on Fridays, Handbook'] });
    expect(madeUp).toEqual(makeUp);
  });
});
