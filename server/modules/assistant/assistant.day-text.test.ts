import { describe, expect, it } from 'vitest';
import { earlyReleaseText } from './assistant.day-text.js';
import type { SchoolDay } from './assistant.pipeline.types.js';

const early = (date: string, reasons: string[], dismissal: string | null): SchoolDay => ({
  date,
  status: 'early-release',
  reasons,
  start: null,
  dismissal,
  events: [],
});
const plain = (date: string): SchoolDay => ({
  date,
  status: 'school-day',
  reasons: [],
  start: null,
  dismissal: null,
  events: [],
});

describe('the early releases of a span', () => {
  it('names each day as the calendar does, with its dismissal time', () => {
    expect(
      earlyReleaseText([plain('2026-12-17'), early('2026-12-18', ['Minimum Day'], '12:35 PM')], 2026),
    ).toBe(' Early release: Friday, December 18 — Minimum Day (12:35 PM).');
  });

  it('does not repeat a time the name already gives, nor end on two stops', () => {
    expect(
      earlyReleaseText([early('2026-12-18', ['Minimum Day – Dismissal 12:35 p.m.'], '12:35 PM')], 2026),
    ).toBe(' Early release: Friday, December 18 — Minimum Day – Dismissal 12:35 p.m.');
  });

  it('names neither a weekly rule\'s source nor a plain "Early Release"', () => {
    expect(
      earlyReleaseText(
        [
          early('2026-03-18', ['every Wednesday, Parent Handbook'], '1:30 PM'),
          early('2026-03-20', ['Early Release'], null),
        ],
        2026,
      ),
    ).toBe(' Early release: Wednesday, March 18 (1:30 PM), Friday, March 20.');
  });
});
