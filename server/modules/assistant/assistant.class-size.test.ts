/**
 * "How many kids are in each class" asks the class size: one measure, answered by a sentence giving
 * it, never by a sentence that only names classes and some number ("passing all classes on the 3rd
 * nine weeks report card"). Through the engine on PGlite, documents written as a school writes.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';
import { foldPhrases } from './assistant.text.js';

// Tuesday 2027-02-02, 07:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Cedar Bluff MS', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'band-trip.pdf',
      title: 'Cedar Bluff Bands - Spring Trip 2027',
      contentType: 'announcement',
      chunks: [
        {
          heading: 'Cedar Bluff Bands - Spring Trip 2027',
          content:
            'Total trip cost — Amount: $165. ' +
            'Eligibility: students must be passing all classes on the 3rd nine weeks report card (no pass, no play applies to the trip).',
        },
      ],
    },
    {
      fileName: 'supplies.pdf',
      title: 'School Supplies',
      contentType: 'announcement',
      chunks: [
        {
          heading: 'Supplies',
          content:
            'Every student needs a charged Chromebook, two spiral notebooks and a pencil pouch each day.',
        },
      ],
    },
  ],
});

describe('the class size', () => {
  it('declines "how many kids are in each class" when no document gives the class size', async () => {
    const answer = await ask(
      'how many kids are in each class? we are thinking of transferring from a private school',
    );
    expect(answer).not.toContain('passing all classes');
    expect(answer).toMatch(/doesn't cover that question/);
  });

  it('reads a parent\'s "kids per class" and a handbook\'s "class sizes" as the same measure', () => {
    expect(foldPhrases('how many kids per class in 1st grade')).toContain('classsize');
    expect(foldPhrases('class sizes average 22 students in grades k-2.')).toContain('classsize');
    expect(foldPhrases('students must be passing all classes')).not.toContain('classsize');
  });
});
