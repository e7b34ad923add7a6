import { describe, expect, it } from 'vitest';
import { composeExtractive, composeParts } from './assistant.compose.js';

const profile = {
  name: 'Arroyo Vista',
  timeZone: 'America/Los_Angeles',
  officePhone: '(909) 555-0186',
  officeEmail: null,
};

describe('composeExtractive', () => {
  it('puts the answer first and its source after, one paragraph per document title', () => {
    const reply = composeExtractive(
      [
        { text: 'Dismissal is at 3:15 pm', sourceKey: 'a#1', title: 'Parent Handbook' },
        { text: 'Wednesdays end at 1:30 pm.', sourceKey: 'a#2', title: 'Parent Handbook' },
        { text: 'Buses leave at 12:40 pm.', sourceKey: 'b#1', title: 'Early Dismissal Notice' },
      ],
      'Friday, March 13',
    );
    expect(reply).toBe(
      'For Friday, March 13:\n\n' +
        'Dismissal is at 3:15 pm. Wednesdays end at 1:30 pm. _— Parent Handbook_\n\n' +
        'Buses leave at 12:40 pm. _— Early Dismissal Notice_',
    );
  });

  it('leaves out the day header when the first sentence names the day itself', () => {
    const reply = composeExtractive(
      [
        {
          text: 'Friday, February 5 — What: Early Release; Details: Dismissal at 1:15 p.m.',
          sourceKey: 'a#1',
          title: 'Bobcat Bulletin',
        },
      ],
      'Friday, February 5',
    );
    expect(reply).toBe(
      'Friday, February 5 — What: Early Release; Details: Dismissal at 1:15 p.m. _— Bobcat Bulletin_',
    );
  });

  it('says a sentence picked twice once', () => {
    const row = { text: '1 lb Assorted Chocolates — Price: $30.00', sourceKey: 'c#2', title: 'Order Form' };
    const reply = composeExtractive([
      {
        text: 'Candy pick-up: Thursday, December 17, 2:45 - 4:30 p.m.',
        sourceKey: 'c#1',
        title: 'Order Form',
      },
      row,
      row,
    ]);
    expect(reply).toBe(
      'Candy pick-up: Thursday, December 17, 2:45 - 4:30 p.m. 1 lb Assorted Chocolates — Price: $30.00. _— Order Form_',
    );
  });
});

describe('composeParts', () => {
  const price = { answer: '1 lb Assorted Chocolates — Price: $30.00. _— Order Form_', sources: [] };
  it('says a paragraph two parts share once, then names the part not covered', () => {
    const pickup = { answer: `${price.answer}\n\nCandy pick-up is at the MPR. _— Order Form_`, sources: [] };
    const reply = composeParts(
      [{ text: 'how much is a pound' }, { text: 'where do i pick up' }, { text: 'the wifi password?' }],
      [price, pickup, null],
      profile,
    );
    expect(reply.answer.split(price.answer)).toHaveLength(2);
    expect(reply.answer).toContain('Candy pick-up is at the MPR.');
    expect(reply.answer).toMatch(
      /about “the wifi password”; please ask the school office at \(909\) 555-0186\.$/,
    );
    expect(reply.resolved).toBe(true);
  });

  it('leaves out a paragraph that a longer one of the same source already says', () => {
    const call = 'Call the attendance line at (555) 010-2001 before 9:00 am.';
    const note = `${call} A written note is required within 3 days.`;
    const other = 'Call the attendance line at (555) 010-2001 before 9:00 am. _— Absence Notice_';
    const reply = composeParts(
      [{ text: 'whats the number to call him out' }, { text: 'when can he go back' }, { text: 'and?' }],
      [
        { answer: `${call} _— Handbook_`, sources: [] },
        { answer: `${note} _— Handbook_`, sources: [] },
        { answer: other, sources: [] },
      ],
      profile,
    );
    expect(reply.answer).toBe(`${note} _— Handbook_\n\n${other}`);
  });

  it('leaves out of a later paragraph the sentences an earlier one of the same source says', () => {
    const note = 'When your student is absent, send a note to the Attendance Office within 3 school days.';
    const checkout = 'Early checkouts: a parent must come to the Attendance Office with a photo ID.';
    const present = 'A student who returns the same day with a note from the provider is counted present.';
    const elsewhere = `${note} _— Absence Notice_`;
    const reply = composeParts(
      [{ text: 'how do i sign him out early' }, { text: 'will it count against him' }, { text: 'and?' }],
      [
        { answer: `${note} ${checkout} _— Handbook_`, sources: [] },
        { answer: `${note} ${present} ${checkout} _— Handbook_`, sources: [] },
        { answer: elsewhere, sources: [] },
      ],
      profile,
    );
    expect(reply.answer).toBe(`${note} ${checkout} _— Handbook_\n\n${present} _— Handbook_\n\n${elsewhere}`);
  });

  it("says the calendar's event line once, and drops a day header left with nothing under it", () => {
    const event = { title: 'Maple Grove Elementary', key: undefined };
    const reply = composeParts(
      [{ text: 'is there a pta meeting next tuesday' }, { text: 'what time' }],
      [
        {
          answer:
            'Yes — PTA Meeting: Tuesday, March 17, 7:00 PM–8:00 PM at the library. _— Maple Grove Elementary (calendar)_',
          sources: [event],
        },
        {
          answer:
            'For Tuesday, March 17:\n\nPTA Meeting: Tuesday, March 17, 7:00 PM–8:00 PM at the library. _— Maple Grove Elementary_',
          sources: [event],
        },
      ],
      profile,
    );
    expect(reply.answer).toBe(
      'Yes — PTA Meeting: Tuesday, March 17, 7:00 PM–8:00 PM at the library. _— Maple Grove Elementary (calendar)_',
    );
  });

  it('declines when no part is covered', () => {
    const reply = composeParts([{ text: 'wifi password' }], [null], profile);
    expect(reply).toMatchObject({ resolved: false, sources: [] });
    expect(reply.answer).toMatch(/^I'm sorry, the school's information doesn't cover that question yet\./);
  });
});
