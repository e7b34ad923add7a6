/**
 * A handbook lists one rule per grade band in a run of sentences ("K-2: 15-20 min reading nightly.
 * Grades 3-4: 30-40 min. Grades 5-8: up to 60 min"): the asked grade's row answers, even when only
 * the first row names the topic. Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

const { ask } = useSeededSchool({
  school: { name: 'Ridgeview Collegiate Academy', timeZone: 'America/Chicago' },
  clock: fixedClock('2026-11-23T16:00:00Z'),
  files: [
    {
      fileName: 'family-handbook.pdf',
      title: 'RCA Family Handbook 2026-27',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Section 5 — Academics',
          content:
            '5.8 Homework. K-2: 15-20 min reading nightly. Grades 3-4: 30-40 min. Grades 5-8: up to 60 min, posted in Google Classroom. Late work: -10% per day, max 3 days.',
        },
        {
          heading: 'Section 2 — Bell Schedule',
          content:
            'Grades K-4 — Regular Day: 8:15 a.m. – 2:40 p.m.; Minimum Day: 8:15 a.m. – 12:35 p.m.\n' +
            'Grades 5-8 — Regular Day: 8:15 a.m. – 2:50 p.m.; Minimum Day: 8:15 a.m. – 12:35 p.m.',
        },
        {
          heading: 'Section 4 — Pick-up',
          content:
            'Late pick-up: students not picked up 15 minutes after dismissal wait in the Main Office. After 3 late pick-ups the office will hold a parent meeting.',
        },
        {
          heading: 'Section 6 — Fees',
          content: 'Ridge Club rates: $165 per month (5 days) · $12 per day drop-in · sibling discount 10%.',
        },
      ],
    },
  ],
});

describe('band rows of one rule', () => {
  it('"how much r they supposed to get" after naming homework asks the amount of homework, for the asked grade', async () => {
    const sixth = await ask('my 6th grader says he never has homework, how much r they supposed to get');
    expect(sixth).toContain('Grades 5-8: up to 60 min');
    expect(sixth).not.toContain('Grades 3-4');
    const third = await ask('how much homework does a 3rd grader get');
    expect(third).toContain('Grades 3-4: 30-40 min');
    expect(third).not.toContain('Grades 5-8');
  });

  it("the grade's row holding the time answers alone, without a picked sentence that holds no time", async () => {
    const answer = await ask('what time does my 6th grader get out');
    expect(answer).toContain('Grades 5-8 — Regular Day: 8:15 a.m. – 2:50 p.m.');
    expect(answer).not.toContain('Late pick-up');
  });

  it("two children's grades: each grade's row answers, once", async () => {
    const answer = await ask('i have a 6th grader and a 2nd grader, do they get out at the same time??');
    expect(answer).toContain('Grades 5-8 — Regular Day: 8:15 a.m. – 2:50 p.m.');
    expect(answer).toContain('Grades K-4 — Regular Day: 8:15 a.m. – 2:40 p.m.');
    expect(answer).not.toContain("couldn't find");
  });

  it('a price word keeps "how much" a money question', async () => {
    const fee = await ask('how much is ridge club per day, my son has homework club too');
    expect(fee).toContain('$12 per day');
  });
});
