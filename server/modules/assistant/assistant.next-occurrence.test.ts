/**
 * "when is the next …": a sentence naming only days already past tells of an occurrence that was,
 * not the next one (assistant.answer-passage.ts ASKS_NEXT, assistant.day-mentions.ts
 * namesOnlyPastDays). Through the engine on PGlite on Tuesday, April 13, 2027.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

const { ask } = useSeededSchool({
  school: { name: 'Prairie View School', timeZone: 'America/Denver' },
  clock: fixedClock('2027-04-13T13:40:00Z'),
  files: [
    {
      fileName: 'make-up-day.txt',
      title: 'Make-up day change',
      contentType: 'announcement',
      chunks: [
        {
          heading: 'Make-up day change',
          content:
            'At its March 8 board meeting the Board of Education moved the snow make-up day to a Friday.',
        },
      ],
    },
    {
      fileName: 'pta.txt',
      title: 'PTA News',
      contentType: 'newsletter',
      chunks: [
        {
          heading: 'PTA',
          content:
            'The PTA held its March 2 meeting in the library. The next PTA meeting is May 4 at 6:00 pm.',
        },
      ],
    },
  ],
});

describe('the next occurrence of something', () => {
  it('a meeting already held is no answer to "when is the next board meeting"', async () => {
    expect(await ask('when is the next board meeting')).not.toContain('March 8');
  });

  it('the next one is, and a plain "when" still gets the day that was', async () => {
    const next = await ask('when is the next pta meeting');
    expect(next).toContain('May 4');
    expect(next).not.toContain('March 2');
    expect(await ask('when was the board meeting about the make-up day')).toContain('March 8');
  });
});
