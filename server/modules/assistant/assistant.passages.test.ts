import { describe, expect, it } from 'vitest';
import { namesOtherInstance } from './assistant.passages.js';

describe('namesOtherInstance', () => {
  it('a notice titled for one route, room or bus is another instance unless the message names it', () => {
    expect(namesOtherInstance('Bus Route 7 Change', 'r there buses after school')).toBe(true);
    expect(namesOtherInstance('Bus Route 7 Change', 'my kid rides route 7. where is the stop now')).toBe(
      false,
    );
    expect(namesOtherInstance('Bus 14 running late', 'is bus 14 still late')).toBe(false);
    expect(namesOtherInstance('Bus Route 7 Change', 'can i drop him off at 7:30')).toBe(true);
  });

  it('a handbook section number, a room or a heading with no number is none', () => {
    expect(namesOtherInstance('Book Fair — Room 105', 'when is the book fair')).toBe(false);
    expect(
      namesOtherInstance('Section 5 – Arrival, Dismissal and Transportation', 'what time is dismissal'),
    ).toBe(false);
    expect(namesOtherInstance('Transportation: Bus Riders', 'r there buses')).toBe(false);
  });
});
