/**
 * A plan the parent states beside the question ("want to surprise my daughter and eat with her
 * tmrw") is also asked: the school's rule on it joins the answer, silently when there is none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { composeParts } from './assistant.compose.js';
import { seededSchool, type SeededSchool } from './assistant.fixtures.js';
import { impliedAsk } from './assistant.implied-ask.js';

describe('impliedAsk', () => {
  it('reads the plan told beside the question as "can i …"', () => {
    expect(
      impliedAsk('what time do 7th graders eat lunch? want to surprise my daughter and eat with her tmrw'),
    ).toBe('can i eat with her tmrw');
    expect(impliedAsk('what time is her lunch? I wanted to bring her chick fil a for her bday')).toBe(
      'can i bring her chick fil a for her bday',
    );
  });

  it("reads no plan in the asking sentence, in the child's wishes, or in a plan the school has no rule on", () => {
    expect(impliedAsk('i want to surprise my son and eat lunch with him, how much is it for me')).toBeNull();
    expect(impliedAsk('my son wants to play football for the school, can he?')).toBeNull();
    expect(impliedAsk('what day is the math staar? want to make sure she doesnt miss it')).toBeNull();
    expect(impliedAsk('grandparents want to come. when is the ceremony')).toBeNull();
    expect(impliedAsk('')).toBeNull();
  });
});

describe('composeParts with an implied part', () => {
  const profile = {
    name: 'Cedar Bluff MS',
    timeZone: 'America/Chicago',
    officePhone: '(512) 555-0140',
    officeEmail: null,
  };
  const lunch = { answer: 'Lunch: 7th grade 12:55. _— Handbook_', sources: [] };
  const visits = {
    answer: 'Parents may eat lunch with their student on Fridays only. _— Handbook_',
    sources: [],
  };
  const parts = [
    { text: 'what time do 7th graders eat lunch' },
    { text: 'can i eat with her', implied: true },
  ];

  it('adds its answer after the asked one', () => {
    expect(composeParts(parts, [lunch, visits], profile).answer).toBe(`${lunch.answer}\n\n${visits.answer}`);
  });

  it('is never declined aloud, and never answers alone', () => {
    expect(composeParts(parts, [lunch, null], profile).answer).toBe(lunch.answer);
    const alone = composeParts(parts, [null, visits], profile);
    expect(alone.resolved).toBe(false);
    expect(alone.answer).not.toContain('Fridays only');
  });
});

let school: SeededSchool;

beforeAll(async () => {
  school = await seededSchool({
    school: { name: 'Cedar Bluff Middle School', timeZone: 'America/Chicago' },
    // Wednesday 2027-02-03, 09:00 in Chicago.
    clock: fixedClock('2027-02-03T15:00:00Z'),
    files: [
      {
        fileName: 'handbook.pdf',
        title: 'Student Parent Handbook',
        contentType: 'handbook',
        createdAt: new Date('2026-08-01T00:00:00Z'),
        chunks: [
          {
            heading: 'Bell Schedule',
            content:
              'Tardy bell — Regular Day: 8:40 a.m.\nLunch periods: 6th grade eats at 12:25, 7th grade eats at 12:55, 8th grade eats at 1:25.',
          },
          {
            heading: 'Visitors, Lunch Visits and Deliveries',
            content:
              'All visitors enter through the main entrance and present a photo ID. Parents may eat lunch with their own student on Fridays only, at the visitor tables in the cafeteria. Food delivery services are not accepted for students.',
          },
          {
            heading: 'Dress Code',
            content:
              'Shirts must cover the shoulders. Spirit Fridays: students may wear a spirit shirt with jeans.',
          },
        ],
      },
    ],
  });
});
afterAll(async () => school?.close());

describe('the assistant', () => {
  it("answers the question and the school's rule on the plan told beside it", async () => {
    const answer = await school.ask(
      'what time do 7th graders eat lunch? want to surprise my daughter and eat with her tmrw',
    );
    // The lunch periods say "eat" too: the plan's rule is what they do not already say.
    expect(answer).toContain('7th grade eats at 12:55');
    expect(answer).toContain('Fridays only');
    expect(answer).not.toMatch(/couldn't find/);
  });

  it('says nothing about a plan the documents have no rule on', async () => {
    const answer = await school.ask('what time is the tardy bell? i want to come early and sit in her class');
    expect(answer).toContain('8:40');
    expect(answer).not.toMatch(/couldn't find/);
  });
});
