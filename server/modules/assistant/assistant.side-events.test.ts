/**
 * Event tables list side events under the event's name ("Graduation rehearsal (required)",
 * "Application deadline for the lottery"): a row labelled so answers the side event, not the event
 * itself, unless the parent names it. Through the engine on PGlite, with the packet's rows as the
 * chunker writes a table ("Label — Column: value; …").
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';
import { namesSideEvent } from './assistant.passages.js';

// Wednesday 2027-04-14, 7:45 in Denver.
const clock = fixedClock('2027-04-14T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Juniper Ridge High School', timeZone: 'America/Denver' },
  clock,
  files: [
    {
      fileName: 'prom-graduation-packet.pdf',
      title: 'Prom and Graduation 2027',
      contentType: 'flyer',
      chunks: [
        {
          heading: 'Graduation - Class of 2027',
          content: [
            'Graduation rehearsal (required) — When: Thursday, May 20, 1:00 p.m.; Where / Notes: JRHS gym.',
            'Commencement — When: Sunday, May 23, 2:00 p.m.; Where / Notes: JRHS gym.',
          ].join('\n'),
        },
        {
          heading: 'Enrollment lottery',
          content: [
            'Application deadline for the lottery — Date: Friday, February 26, 2027, 5:00 p.m.',
            'Lottery drawing (livestreamed) — Date: Thursday, March 4, 2027, 10:00 a.m.',
          ].join('\n'),
        },
      ],
    },
  ],
});

describe('a side event in an event table', () => {
  it('"when is graduation" is the ceremony, not the required rehearsal', async () => {
    const reply = await ask('when is graduation');
    expect(reply).toContain('Sunday, May 23, 2:00 p.m.');
    expect(reply).not.toContain('rehearsal');
  });

  it('"when is graduation rehearsal" is still the rehearsal', async () => {
    expect(await ask('when is graduation rehearsal')).toContain('Thursday, May 20, 1:00 p.m.');
  });

  it('"when is the lottery" is the drawing, not the application deadline', async () => {
    const reply = await ask('when is the lottery for next year');
    expect(reply).toContain('March 4');
    expect(reply).not.toContain('February 26');
  });

  it('reads the side event from the row label only, and lets the parent name it', () => {
    expect(namesSideEvent('Graduation rehearsal (required) — When: May 20', 'when is graduation')).toBe(true);
    expect(namesSideEvent('Graduation rehearsal (required) — When: May 20', 'when is the rehearsal')).toBe(
      false,
    );
    expect(namesSideEvent('Commencement — Notes: practice walk the day before', 'when is graduation')).toBe(
      false,
    );
    expect(namesSideEvent('Rehearsal is on Thursday in the gym.', 'when is graduation')).toBe(false);
  });
});
