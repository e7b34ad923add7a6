/**
 * "my sister is picking up my son today, what do i need to do": handbooks write the rule for
 * "someone other than a parent", never the relative's name, so the steps for that case answer it,
 * not only the sentence on who may be released. Through the engine on PGlite, with a handbook
 * section written the way schools write them.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2026-11-24, 10:00 in Denver.
const clock = fixedClock('2026-11-24T17:00:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Aspen Park Elementary', timeZone: 'America/Denver' },
  clock,
  files: [
    {
      fileName: 'handbook.docx',
      title: 'Aspen Park Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Dismissal',
          content: [
            'Dismissal is at 3:20 p.m.; walkers leave through the west doors.',
            'When someone other than a parent or guardian is picking up your child, e-mail the office before 1:30 p.m. with their full name.',
            'Children are released only to grown-ups on the pick-up list, and everyone shows ID at the window.',
          ].join(' '),
        },
        {
          heading: 'Going Home',
          content: [
            'Bus riders board in the north lot.',
            'A change to how your child gets home is taken by phone until 1:45 p.m.; after that, the office needs a written note.',
          ].join(' '),
        },
      ],
    },
  ],
});

describe('someone else picking up', () => {
  it.each([
    'my sister is picking up my son today instead of me, what do i need to do',
    'grandpa wants to pick up my 2nd grader next week, what do i have to do',
  ])('"%s" gets the steps for another adult', async (question) => {
    expect(await ask(question)).toContain('e-mail the office before 1:30 p.m.');
  });
});

describe('calling in a change', () => {
  // The rule says "by phone"; the parent says "call" (vocabulary.thesaurus: call → phone).
  it.each([
    'my son usually rides the bus but today hes going to a friends house, can i just call to change it?',
    'its 2:00 and i forgot to tell them she isnt taking the bus, can i still call',
  ])('"%s" gets the phone rule', async (question) => {
    expect(await ask(question)).toContain('taken by phone until 1:45 p.m.');
  });
});
