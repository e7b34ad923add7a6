/**
 * A handbook sentence that names its matter only by a pronoun ("Parent/guardian drops it off in the
 * original labeled container with Form MED-1") is read with the sentence before it, and shown with
 * it. Through the engine on PGlite, with a handbook section written the way schools write them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { seededSchool, type SeededSchool } from './assistant.fixtures.js';

// Tuesday 2026-11-24, 10:00 in Chicago.
const clock = fixedClock('2026-11-24T16:00:00Z');
let school: SeededSchool;

beforeAll(async () => {
  school = await seededSchool({
    school: { name: 'Ridgeview Collegiate', timeZone: 'America/Chicago' },
    clock,
    files: [
      {
        fileName: 'family-handbook.pdf',
        title: 'Family Handbook 2026-27',
        contentType: 'handbook',
        chunks: [
          {
            heading: '5. Policies',
            content: [
              '5.2 Medication. All medication (incl. over-the-counter) is kept by the nurse.',
              'Parent/guardian drops it off in the original labeled container with Form MED-1 signed by parent and physician.',
              'Students may self-carry an inhaler or EpiPen only with Form MED-2 on file.',
              'No medication in backpacks.',
              'Medication left after the last day of school is discarded.',
              'When your student is absent, send a note signed by the parent to the Attendance Office within 3 school days (drop it off, or e-mail attendance@ridgeview.example).',
            ].join(' '),
          },
        ],
      },
    ],
  });
});
afterAll(async () => school?.close());

describe('a sentence continuing the one before', () => {
  it('answers how medicine is given at school with the drop-off step and what "it" is', async () => {
    const answer = await school.ask('my daughter needs tylenol during the day how does that work');
    expect(answer).toContain('Form MED-1');
    expect(answer).toContain('All medication (incl. over-the-counter) is kept by the nurse');
    expect(answer).not.toContain('discarded');
  });

  it('does not reach back for a pronoun late in a sentence that names its own noun', async () => {
    const answer = await school.ask('how do i excuse an absence');
    expect(answer).toContain('send a note');
    expect(answer).not.toContain('Medication');
  });
});
