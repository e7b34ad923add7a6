/**
 * One packet often covers two occasions ("Prom and Graduation 2027"): a sentence under the prom's
 * heading does not answer a question about graduation, though it matches every other word. Through
 * the engine on PGlite, and the occasion check alone.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';
import { namesOtherOccasion } from './assistant.passages.js';

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
          heading: 'Prom and Graduation 2027 › Prom 2027',
          content:
            'The junior class hosts prom for the juniors and seniors; there is no ticket charge for juniors and seniors. Guests: a junior or senior may bring one guest. Guest tickets are $25.',
        },
        {
          heading: 'Prom and Graduation 2027 › Graduation - Class of 2027',
          content:
            'On graduation day seniors arrive by 1:00 p.m. and report to the band room in cap and gown. Doors open to guests at 1:15 p.m. No tickets are needed: seating is first come, first served, with overflow seating in the cafeteria.',
        },
      ],
    },
  ],
});

describe('two occasions in one packet', () => {
  it('"how many graduation tickets do we get" is answered from the graduation section', async () => {
    const reply = await ask('how many graduation tickets do we get');
    expect(reply).toMatch(/^Doors open to guests at 1:15 p\.m\. No tickets are needed/);
    expect(reply).not.toContain('no ticket charge');
  });

  it('"how much are prom guest tickets" is still the prom', async () => {
    expect(await ask('how much are prom guest tickets')).toContain('$25');
  });

  it('reads the occasion from the sentence and its nearest heading, not the packet title', () => {
    expect(namesOtherOccasion('Prom 2027 Guest tickets are $25.', 'how many graduation tickets')).toBe(true);
    expect(namesOtherOccasion('Prom 2027 Guest tickets are $25.', 'prom tickets?')).toBe(false);
    expect(namesOtherOccasion('Guest tickets are $25.', 'how many graduation tickets')).toBe(false);
    expect(namesOtherOccasion('Commencement doors open at 1:15.', 'graduation tickets')).toBe(false);
    expect(namesOtherOccasion('The concert is at 7.', 'what time is it')).toBe(false);
  });
});
