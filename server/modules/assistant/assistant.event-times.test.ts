/**
 * The time of an occasion and the time of the regular day: "how late do conferences go" is answered
 * by the line that dates the conferences, while for "what time is dismissal" a line about one day is
 * another day's exception (assistant.answer-passage.ts asksAnEvent, vocabulary EVENT_WORDS).
 * Through the engine on PGlite on Tuesday, April 13, 2027.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

const { ask } = useSeededSchool({
  school: { name: 'Prairie View School', timeZone: 'America/Denver' },
  clock: fixedClock('2027-04-13T13:40:00Z'),
  files: [
    {
      fileName: 'newsletter.docx',
      title: 'April Newsletter',
      contentType: 'newsletter',
      chunks: [
        {
          heading: 'Spring Conferences',
          content:
            'Spring conferences are Thursday, April 22, from 1:30 to 7:00 p.m. in the gym. School lets out at 12:30 that day and buses leave at 12:40.',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'School Day',
          content:
            'Friday, May 14 is an early dismissal day at 12:30. Dismissal is at 3:50 p.m. Monday through Thursday.',
        },
      ],
    },
  ],
});

describe('times of an occasion and of the regular day', () => {
  it('"how late do conferences go" gets the conferences\' own dated line', async () => {
    expect(await ask('i work til 6, how late do conferences go')).toContain('7:00 p.m.');
  });

  it('"what time is dismissal" still gets the regular time first', async () => {
    expect(await ask('what time is dismissal')).toMatch(/^Dismissal is at 3:50 p\.m\./);
  });
});
