/**
 * An illness told in the parent's story: asked how long the child stays home or when it may come
 * back, the illness rule answers; reporting the absence, the attendance line does (the illness is
 * only its reason). A rule written for any of a thing ("Any medication, including over-the-counter,
 * requires …") answers for one kind of it ("allergy meds"). Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

// Monday 2026-12-07, 07:30 in Los Angeles.
const clock = fixedClock('2026-12-07T15:30:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Arroyo Vista ES', timeZone: 'America/Los_Angeles' },
  clock,
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'Parent Student Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: '4.5 Absences',
          content:
            'Report an absence by 9:00 a.m.: call the Attendance Office at (909) 555-0187 or e-mail avesattendance@vgusd.example. ' +
            'After 3 unexcused absences the school sends a letter home.',
        },
        {
          heading: '4.6 Illness',
          content:
            'Keep your child home with a fever of 100.4°F or higher, vomiting or diarrhea until symptom-free for 24 hours without medicine. ' +
            'Children with lice may return after the first treatment. The nurse checks heads for lice when a classmate has them.',
        },
        {
          heading: '4.3 Medication at School',
          content:
            'Any medication, including over-the-counter, requires the "Physician Authorization for Medication at School" form signed by the physician and the parent. ' +
            'Medication is kept in the health office.',
        },
        {
          heading: 'Transportation',
          content:
            'All buses are inspected by the district every morning. ' +
            'Please do not call the bus barn in the early morning; those lines are needed for the drivers.',
        },
        {
          heading: 'Office Hours',
          content:
            'Attendance Office (bilingual English/Spanish) — Contact: (909) 555-0187; Hours: 7:30 a.m. – 3:30 p.m.',
        },
      ],
    },
  ],
});

describe('an illness in the story', () => {
  it('is what "how long does she have to stay home" asks about, after a sigh as well', async () => {
    const answer = await ask('ugh my daughter has lice. how long does she have to stay home');
    expect(answer).toContain('Children with lice may return after the first treatment.');
  });

  it('asked whether a sick child may come to school, answers with the illness rule, not the calendar', async () => {
    for (const q of [
      'she has a fever, can she come to school today',
      'my son had 101 last night, can he go in today?',
    ]) {
      const answer = await ask(q);
      expect(answer).toContain('24 hours');
      expect(answer).not.toContain('regular school day');
    }
  });

  it('is only the reason when the parent reports the absence', async () => {
    const answer = await ask('how do i call in my son absent?? hes sick');
    expect(answer).toContain('(909) 555-0187');
    expect(answer).not.toContain('lice');
  });
});

describe('a rule written for any of a thing', () => {
  it('answers for one kind of it ("Any medication …" for allergy meds)', async () => {
    expect(await ask('kid needs allergy meds at school how')).toContain(
      'Physician Authorization for Medication at School',
    );
  });

  it('answers only from that rule: a sentence beside it on the same thing is no answer to another ask', async () => {
    // "all buses" holds no hiring; the drivers' phone lines are not it either.
    expect(await ask('is the district hiring bus drivers? i have my cdl')).toContain("doesn't cover");
  });
});
