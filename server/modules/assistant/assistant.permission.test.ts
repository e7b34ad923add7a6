/**
 * "can i …?" questions: the rule that settles whether it is allowed answers, not the contact row of
 * the office named in the question; a refusal comes with the way that is accepted (the sentence
 * before it); and a plain refusal of the thing asked starts the reply with "No — ". Through the
 * engine on PGlite, with a handbook written the way schools write them.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Tuesday 2026-11-24, 09:00 in Chicago.
const clock = fixedClock('2026-11-24T15:00:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Ridgeview Collegiate Academy', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'family-handbook.pdf',
      title: 'RCA Family Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: '5 Safety',
          content:
            '5.3 Pick-up by another adult. Students are released only to adults on the Authorized Pick-Up List in ParentSquare. ' +
            'Adults must be 18+ and show photo ID at the Front Desk every time. ' +
            "To add a one-time adult: e-mail frontdesk@ridgeview.example with the adult's full name before 1:00 PM the same day. " +
            'Phone calls are not accepted for pick-up changes.',
        },
        {
          heading: '5.4 Attendance',
          content:
            'Report an absence by 8:30 AM: call (312) 555-0147 or e-mail attendance@ridgeview.example with student name, grade, reason.',
        },
        {
          heading: 'Who to Contact',
          content: [
            'Front Desk (visitors, late arrivals, pick-up changes) — Phone / E-mail: frontdesk@ridgeview.example; Hours: M-F 7:15 AM-4:15 PM',
            'Attendance Line — Phone / E-mail: (312) 555-0147 / attendance@ridgeview.example; Hours: Voicemail 24/7',
            'Nurse — Phone / E-mail: (312) 555-0149; Hours: 7:45 AM-3:30 PM',
          ].join('\n'),
        },
        {
          heading: '4 Dress Code',
          content:
            'Flip-flops, slides and heeled shoes are not allowed. Homemade treats are not allowed; store-bought treats are welcome with 48 hours notice.',
        },
      ],
    },
  ],
});

describe('a parent asking whether they may do something', () => {
  it('gets the rule and its accepted way, not the contact row', async () => {
    const answer = await ask(
      'my neighbor is getting my kid today, can i just call the front desk and tell them?',
    );
    expect(answer).toContain('Phone calls are not accepted for pick-up changes.');
    expect(answer).toContain('To add a one-time adult: e-mail frontdesk@ridgeview.example');
    expect(answer).not.toContain('Hours: M-F');
  });

  it('hears "No — " when the rule refuses the thing asked, and only then', async () => {
    expect(await ask('can she wear flip flops to school')).toMatch(
      /^No — Flip-flops, slides and heeled shoes are not allowed/,
    );
    // The refusal comes with an exception ("store-bought treats are welcome"): no plain "No".
    const treats = await ask('can i send in store-bought treats');
    expect(treats).toContain('store-bought treats are welcome');
    expect(treats).not.toMatch(/^No/);
    // A refusal shows the instruction before it, never an unrelated rule that happens to precede it.
    expect(treats).not.toContain('Flip-flops');
    // Not asking whether it is allowed: no verdict.
    expect(await ask('what shoes are not allowed')).not.toMatch(/^No/);
  });
});
