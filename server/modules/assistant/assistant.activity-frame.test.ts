/**
 * The activity a child wants to take up frames the question after it ("my 8th grader wants to do
 * track this spring, what paperwork does he need"): the answer is the sport's forms, not the band
 * trip's permission form. When the rarest word's row leads and leaves the rest to other documents,
 * the one passage saying all that is asked answers. Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';
import { WANTS_ACTIVITY } from '../vocabulary/vocabulary.story.js';

// Tuesday 2027-02-02, 7:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Pecan Hollow Middle School', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'athletics.html',
      title: 'Middle School Athletics',
      contentType: 'webpage',
      chunks: [
        {
          heading: 'Middle School Athletics › Before your student can practice',
          content: [
            '- A current preparticipation physical examination signed by a physician, uploaded to Rank One Sport.',
            '- All district athletic forms (concussion acknowledgment, sudden cardiac arrest awareness) completed in Rank One Sport.',
            '- The campus athletics participation fee paid (see your campus handbook).',
          ].join('\n'),
        },
        {
          heading: 'Middle School Athletics › Sports by Season',
          content: [
            'Football — Who: 7th & 8th grade boys; Season: August – October',
            'Basketball — Who: 7th & 8th grade boys and girls; Season: November – February',
            'Track & Field — Who: 7th & 8th grade boys and girls; Season: February – April',
          ].join('\n'),
        },
      ],
    },
    {
      fileName: 'band-trip.pdf',
      title: 'Band Spring Trip 2027',
      contentType: 'flyer',
      chunks: [
        {
          heading: 'Band Spring Trip 2027',
          content: [
            'Deposit (with signed permission form) — Amount: $60; Due: Wednesday, February 10',
            'Total trip cost — Amount: $165',
          ].join('\n'),
        },
        {
          heading: 'Band Spring Trip 2027',
          content:
            'Pay online through the district web store (Band - Spring Trip) or by check payable to "Pecan Hollow Band Boosters".',
        },
      ],
    },
  ],
});

describe('the activity a child wants to take up', () => {
  it('"wants to do track…, what paperwork does he need" is the athletics forms', async () => {
    const reply = await ask('my 8th grader wants to do track this spring, what paperwork does he need');
    expect(reply).toContain('Rank One Sport');
    expect(reply).not.toContain('permission form');
  });

  it('reads the activity, not an amount of things', () => {
    expect(WANTS_ACTIVITY.exec('my 8th grader wants to do track this spring')?.[1]).toBe('track this');
    expect(WANTS_ACTIVITY.exec('she wants to try out for the volleyball team')?.[1]).toBe('volleyball team');
    expect(WANTS_ACTIVITY.exec('my kids want to do a bunch of rides at the carnival')).toBeNull();
    expect(WANTS_ACTIVITY.exec('what paperwork does he need')).toBeNull();
  });
});
