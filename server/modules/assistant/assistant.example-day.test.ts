/**
 * "like 4pm on a tuesday" gives an example: any Tuesday, at a clock time. Neither the weekday nor
 * the "pm" of the time is a topic, so the club that meets on Tuesdays until 5:00 PM does not answer
 * a late pick-up. Through the engine on PGlite, with documents written as a school writes.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-01-12, 09:00 in Chicago.
const clock = fixedClock('2027-01-12T15:00:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Ridgeview Collegiate Academy', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'after-school.pdf',
      title: 'After School Programs',
      contentType: 'announcement',
      chunks: [
        {
          heading: 'Clubs',
          content:
            'Robotics (VEX IQ) — Grades: 5–8; Day / Time: Tuesdays 3:45–5:00 PM, Room 214; Cost: $40 per season. ' +
            'Chess Club — Grades: 2–8; Day / Time: Tuesdays 3:45–4:45 PM, Library; Cost: Free.',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Family Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Fees',
          content: 'Late pick-up — Amount: $10 per 15 minutes after 3:50 PM; Due: Next business day.',
        },
      ],
    },
  ],
});

describe('a weekday and a clock time given as an example', () => {
  it('"late for pickup, like 4pm on a tuesday" gets the late pick-up fee, not a Tuesday club', async () => {
    const answer = await ask('what happens if im late for pickup, like 4pm on a tuesday');
    expect(answer).toContain('$10 per 15 minutes');
    expect(answer).not.toContain('Robotics');
  });
});
