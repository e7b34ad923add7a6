/**
 * A handbook sentence that names its matter only by a pronoun ("Parent/guardian drops it off in the
 * original labeled container with Form MED-1") is read with the sentence before it, and shown with
 * it. Through the engine on PGlite, with a handbook section written the way schools write them.
 * So is the sentence before a refusal ("Phone calls are not accepted …"): the way that is accepted.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { markContinuations, withAntecedents } from './assistant.continuation.js';
import { sentenceCandidate } from './assistant.candidates.testing.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2026-11-24, 10:00 in Chicago.
const clock = fixedClock('2026-11-24T16:00:00Z');

const { ask } = useSeededSchool({
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
    {
      fileName: 'after-school.md',
      title: 'After-School Programs',
      contentType: 'webpage',
      chunks: [
        {
          heading: 'After-School Programs',
          content: [
            "RCA's after-school program, Ridge Club, runs every school day from dismissal until 6:00 PM.",
            'Students in clubs that end before 6:00 PM are walked to Ridge Club and charged the drop-in rate if not picked up.',
            'On Fridays Ridge Club starts at 1:10 PM.',
            'Rates: $165 per month (5 days) · $12 per day drop-in · sibling discount 10%.',
            'Chess Club — Grades: 2–8; Day / Time: Thursdays 3:45–4:45 PM, Library; Cost: Free',
          ].join(' '),
        },
      ],
    },
  ],
});

describe('a sentence continuing the one before', () => {
  it('answers how medicine is given at school with the drop-off step and what "it" is', async () => {
    const answer = await ask('my daughter needs tylenol during the day how does that work');
    expect(answer).toContain('Form MED-1');
    expect(answer).toContain('All medication (incl. over-the-counter) is kept by the nurse');
    expect(answer).not.toContain('discarded');
  });

  it('reads an attribute label ("Rates: …") as about the matter of the sentence before', async () => {
    const answer = await ask('how much is ridge club for the day');
    expect(answer).toContain('$12 per day drop-in');
    expect(answer).toContain('On Fridays Ridge Club starts at 1:10 PM. Rates:');
  });

  it('does not reach back for a pronoun late in a sentence that names its own noun', async () => {
    const answer = await ask('how do i excuse an absence');
    expect(answer).toContain('send a note');
    expect(answer).not.toContain('Medication');
  });
});

describe('a definite subject naming what the sentence before introduced', () => {
  const inChunk = (text: string, position: number) => sentenceCandidate(text, [], { position });

  it('"A student who … The student may still practice": shown with the sentence it speaks of', () => {
    const rule = [
      inChunk(
        'A student who receives a grade below 70 in any class is ineligible for competition for three weeks.',
        0,
      ),
      inChunk('The student may still practice with the team.', 1),
    ];
    markContinuations(rule);
    expect(withAntecedents([rule[1]!], rule)).toEqual([rule[0], rule[1]]);
  });

  it('not a sentence whose "the …" names a thing the sentence before did not introduce', () => {
    const lines = [
      inChunk('Call the office at (512) 555-0140 to report an absence.', 0),
      inChunk('The office is open from 7:30 a.m. to 4:00 p.m.', 1),
    ];
    markContinuations(lines);
    expect(withAntecedents([lines[1]!], lines)).toEqual([lines[1]]);
  });
});

describe('a refusal and the way that is accepted', () => {
  const inChunk = (text: string, position: number) => sentenceCandidate(text, [], { position });
  const chunk = [
    inChunk('Adults must be 18+ and show photo ID at the Front Desk every time.', 0),
    inChunk("To add a one-time adult: e-mail the front desk with the adult's full name before 1:00 PM.", 1),
    inChunk('Phone calls are not accepted for pick-up changes.', 2),
  ];

  it('shows the sentence before a refusal ("… are not accepted"), once', () => {
    expect(withAntecedents([chunk[2]!], chunk)).toEqual([chunk[1], chunk[2]]);
    expect(withAntecedents([chunk[1]!, chunk[2]!], chunk)).toEqual([chunk[1], chunk[2]]);
  });

  it('leaves a sentence that refuses nothing alone', () => {
    expect(withAntecedents([chunk[1]!], chunk)).toEqual([chunk[1]]);
  });

  it('shows only an instruction before a refusal, not another rule', () => {
    const dressCode = [
      inChunk('Students wear green polo shirts and grey trousers.', 0),
      inChunk('Flip-flops and slides are not allowed.', 1),
    ];
    expect(withAntecedents([dressCode[1]!], dressCode)).toEqual([dressCode[1]]);
  });

  it('shows the way to pay before a terse "No cash, please." on an order form', () => {
    const form = [
      inChunk('Pick up your wreaths Saturday at the gym door.', 0),
      inChunk('Pay by check to "Lincoln PTO" or online at lincolnpto.example.', 1),
      inChunk('No cash, please.', 2),
    ];
    expect(withAntecedents([form[2]!], form)).toEqual([form[1], form[2]]);
    // A terse line that is a rule with a place is no refusal of a way.
    const rule = [inChunk('Pay at the office.', 0), inChunk('No medication in backpacks.', 1)];
    expect(withAntecedents([rule[1]!], rule)).toEqual([rule[1]]);
  });
});
