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
});
