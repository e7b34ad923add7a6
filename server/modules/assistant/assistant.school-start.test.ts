/**
 * When the school day starts, as bell schedules print it: a "First bell" or "Tardy bell" row, or
 * the first block or period of a block schedule ("Block 1 8:15 - 9:45"); a "Warning bell" before it
 * is not the start (vocabulary.thesaurus FIRST_BELL). Through the engine on PGlite, with a bell
 * schedule table as a handbook prints it. Its heading is "Daily Schedule": under a "Bell Schedule"
 * heading every row names dismissal in its context, and "start and get out" gets the first row only
 * (a known gap, DECISIONS 2026-11-30, nineteenth session).
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-03-02, 7:50 in Georgia.
const clock = fixedClock('2027-03-02T12:50:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Heron Ridge High School', timeZone: 'America/New_York' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'Heron Ridge Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Daily Schedule',
          content: [
            'Building opens — Regular Day: 7:20 a.m.; Early Release Day: 7:20 a.m.',
            'Warning bell — Regular Day: 7:55 a.m.; Early Release Day: 7:55 a.m.',
            'Block 1 — Regular Day: 8:00 - 9:30; Early Release Day: 8:00 - 9:00',
            'Block 2 — Regular Day: 9:35 - 11:05; Early Release Day: 9:05 - 10:05',
            'Dismissal — Regular Day: 3:20 p.m.; Early Release Day: 12:20 p.m.',
          ].join('\n'),
        },
      ],
    },
  ],
});

describe('the start of the school day in a block schedule', () => {
  it('"what time does school start" gets the first block, not the warning bell', async () => {
    const reply = await ask('what time does school start');
    expect(reply).toContain('8:00');
    expect(reply).not.toContain('7:55');
  });

  it('"start and get out" gets both the first block and dismissal', async () => {
    const reply = await ask('what time does school start and get out on a normal day');
    expect(reply).toContain('8:00');
    expect(reply).toContain('3:20');
  });
});
