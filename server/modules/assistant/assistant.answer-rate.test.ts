/**
 * A rate an answer names without its amount ("…are charged the drop-in rate") is looked up on the
 * page that gives it ("Rates: … $12 per day drop-in"), for the follow-up "how much is that" and for
 * a question that asks about being charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { namedRate } from './assistant.answer-rate.js';
import { seededSchool, type SeededSchool } from './assistant.fixtures.js';

describe('namedRate', () => {
  it('reads which rate a sentence charges', () => {
    expect(
      namedRate('Students not picked up by 3:50 PM go to aftercare and are charged the drop-in rate.'),
    ).toBe('drop-in');
    expect(namedRate('Families who pick up after 6:00 pay the late fee.')).toBe('late');
  });

  it('names nothing for a bare "the rate", a time ("the new fee"), or no charge at all', () => {
    expect(namedRate('Students are charged the rate.')).toBeNull();
    expect(namedRate('Families pay the new fee starting March 1.')).toBeNull();
    expect(namedRate('The drop-in room is next to the library.')).toBeNull();
  });
});

let school: SeededSchool;

beforeAll(async () => {
  school = await seededSchool({
    school: { name: 'Ridgeview Collegiate Academy', timeZone: 'America/Chicago' },
    // Tuesday 2026-11-24, 09:00 in Chicago.
    clock: fixedClock('2026-11-24T15:00:00Z'),
    files: [
      {
        fileName: 'handbook.pdf',
        title: 'Family Handbook',
        contentType: 'handbook',
        createdAt: new Date('2026-08-01T00:00:00Z'),
        chunks: [
          {
            heading: 'Bell Schedule',
            content:
              'Every Friday is Release Time (staff PD). Students not picked up by 3:50 PM (Mon-Thu) or 1:45 PM (Fri) go to Ridge Club aftercare and are charged the drop-in rate.',
          },
          {
            heading: 'Health',
            content:
              'Students sent home by the nurse must be picked up within 60 minutes. Keep students home with a temperature of 100.0 F or higher.',
          },
        ],
      },
      {
        fileName: 'after-school.html',
        title: 'After School Programs',
        contentType: 'webpage',
        createdAt: new Date('2026-08-15T00:00:00Z'),
        chunks: [
          {
            heading: 'After-School Programs',
            content:
              "RCA's after-school program, Ridge Club, runs every school day from dismissal until 6:00 PM in the cafeteria and library. On Fridays (Release Time) Ridge Club starts at 1:10 PM.\n\nRates: $165 per month (5 days) · $12 per day drop-in · sibling discount 10%. Late pick-up after 6:00 PM: $1 per minute, charged to your RevTrak account.\n\nRegister in ParentSquare. Questions? Ridge Club coordinator Ms. Denise Harper, ridgeclub@ridgeviewcollegiate.org.",
          },
          {
            heading: 'Clubs',
            content:
              'Chess Club — Grades: 2–8; Day / Time: Thursdays 3:45–4:45 PM, Library; Cost: Free\nGirls on the Run — Grades: 3–5; Day / Time: Mon & Wed 3:20–4:35 PM; Cost: $95\n\nStudents in clubs that end before 6:00 PM are walked to Ridge Club and charged the drop-in rate if not picked up.',
          },
        ],
      },
    ],
  });
});
afterAll(async () => school?.close());

describe('the amount of a rate an answer names', () => {
  it('answers the follow-up "how much is that"', async () => {
    const answer = await school.ask(
      'if i am late for pickup does he go to ridge club aftercare and how much is that for the day',
    );
    expect(answer).toContain('3:50 PM');
    expect(answer).toContain('$12 per day drop-in');
    expect(answer).not.toMatch(/couldn't find/);
  });

  it('joins the rule when the question asks about being charged', async () => {
    const answer = await school.ask('what happens if i dont get there by pickup, do i get charged');
    expect(answer).toContain('charged the drop-in rate');
    expect(answer).toContain('$12 per day drop-in');
    expect(answer.indexOf('drop-in rate')).toBeLessThan(answer.indexOf('$12'));
  });

  it('is not added when the question does not ask about paying', async () => {
    const answer = await school.ask('what happens if i dont get there by pickup');
    expect(answer).toContain('charged the drop-in rate');
    expect(answer).not.toContain('$12');
  });
});
