/**
 * A value asked beside the parent's reason ("address of rca? need it for a form", "…, putting it in
 * my gps for the concert"): the answer leads with the sentence holding the value, not with one that
 * only the reason's words name ("… with Form MED-1 signed by parent and physician"). Through the
 * engine on PGlite, with a handbook laid out as schools print one.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2026-11-24, 10:00 in Chicago.
const clock = fixedClock('2026-11-24T16:00:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Ridgeview Collegiate Academy', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'RCA Family Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: '5.2 Medication',
          content:
            '5.2 Medication. All medication (incl. over-the-counter) is kept by the nurse. Parent/guardian drops it off in the original labeled container with Form MED-1 signed by parent and physician. Students may self-carry an inhaler or EpiPen only with Form MED-2 on file.',
        },
        {
          heading: '1. Contacts',
          content:
            'Ridgeview Collegiate Academy (RCA), 4410 W. Armitage Ave., Chicago, IL 60639. Campus serves grades K-8.',
        },
      ],
    },
  ],
});

describe('a value asked beside a reason', () => {
  it('leads with the address, not with a sentence only the reason names', async () => {
    const reply = await ask('address of rca? need it for a form');
    expect(reply).toMatch(/^Ridgeview Collegiate Academy \(RCA\), 4410 W\. Armitage Ave\./);
    expect(reply).not.toContain('MED-1');
  });
});
