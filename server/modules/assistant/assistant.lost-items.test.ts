/**
 * A parent texting about something the child lost names it in her own words and laughs about it
 * ("she lost her lanyard badge thing AGAIN lol how much is a new one"); fee tables print the
 * replacement ("Replacement student ID badge — Charge: $5"). The thesaurus (lost → replacement,
 * lanyard → badge / ID) and the chat filler ("lol") join the two. Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2027-02-02, 7:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Pecan Hollow Middle School', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'Pecan Hollow Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Fees and Charges',
          content: [
            'Replacement student ID badge — Charge: $5',
            'Lost or unreturned Chromebook — Charge: $300',
            'PE uniform (shirt and shorts) — Charge: $20',
          ].join('\n'),
        },
        {
          heading: 'Lost and Found',
          content: 'Unclaimed items are kept in the cafeteria and donated at the end of each nine weeks.',
        },
      ],
    },
  ],
});

describe("a lost thing in the parent's words", () => {
  it('"lost her lanyard … lol how much is a new one" is the replacement ID badge', async () => {
    const reply = await ask('she lost her lanyard badge thing AGAIN lol how much is a new one');
    expect(reply).toMatch(/^Replacement student ID badge — Charge: \$5\b/);
  });

  it('a lost Chromebook is still its own charge', async () => {
    const reply = await ask('he lost his chromebook how much do we owe');
    expect(reply).toContain('$300');
  });

  it('a thing the fee table does not list is not priced as the badge', async () => {
    expect(await ask('she lost her calculator lol how much is a new one')).not.toContain('$5');
  });
});
