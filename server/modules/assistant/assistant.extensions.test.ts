/**
 * A school that lists every office by its extension of the main line ("ext. 216"), as small rural
 * schools do: an extension is the number a parent asks for (vocabulary VALUE_PATTERNS.phone), "the
 * nurses number" asks for one (QUESTION_TYPE_CUES), and a sick child is reported as an absence
 * (the thesaurus: sick → absent). Through the engine on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';

const { ask } = useSeededSchool({
  school: { name: 'Prairie View School', timeZone: 'America/Denver' },
  clock: fixedClock('2027-04-13T13:40:00Z'),
  files: [
    {
      fileName: 'handbook.pdf',
      title: 'Prairie View Handbook',
      contentType: 'handbook',
      chunks: [
        // Contact rows are their own units, as ingestion stores a table's rows.
        {
          heading: 'Office Contacts',
          content:
            'Mrs. Dana Kuhl, Office Secretary — Extension / E-mail: ext. 201 / office@pv.example; Call about: Absences, visitors',
        },
        {
          heading: 'Office Contacts',
          content:
            'Health Office - Mrs. Karen Vogel, RN, School Nurse — Extension / E-mail: ext. 216 / kvogel@pv.example; Call about: Medication, health plans',
        },
        {
          heading: 'Attendance',
          content:
            "If your student will be absent, call the office at ext. 201 by 9:00 a.m. Give the student's name, grade and the reason.",
        },
      ],
    },
  ],
});

describe('offices listed by extension', () => {
  it('"whats the nurses number" gets the nurse\'s extension', async () => {
    expect(await ask('whats the nurses number')).toContain('ext. 216');
  });

  it('"my kid is sick today, who do i call" gets the extension absences are reported to', async () => {
    expect(await ask('my kid is sick today, who do i call and by what time')).toContain('ext. 201');
  });
});
