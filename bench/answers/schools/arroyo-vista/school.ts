/**
 * School 3 of the answer bench: Arroyo Vista Elementary School, a fictional TK-6 public elementary
 * school in the Valle Grande Unified School District (California), written in district style, with a
 * Spanish-language page and Spanish-speaking parents. Bench "now": Thursday, December 10, 2026,
 * 8:30 am Pacific. Rendered by generate.ts into fixtures/.
 */
import path from 'node:path';
import type { BenchSchool } from '../school.types.js';
import { ARROYO_HANDBOOK } from './handbook.js';
import {
  ARROYO_CALENDAR,
  ARROYO_EMAIL,
  ARROYO_FLYER,
  ARROYO_NEWSLETTER,
  ARROYO_SPANISH_PAGE,
  ARROYO_WEBPAGE,
} from './sources.js';

export const ARROYO_VISTA: BenchSchool = {
  slug: 'arroyo-vista',
  name: 'Arroyo Vista Elementary School',
  timeZone: 'America/Los_Angeles',
  now: new Date('2026-12-10T16:30:00Z'),
  nowLabel: 'Thursday, December 10, 2026, 8:30 am (America/Los_Angeles)',
  officePhone: '(909) 555-0186',
  officeEmail: 'avesoffice@vgusd.example',
  fixturesDir: path.resolve(import.meta.dirname, 'fixtures'),
  documents: [
    {
      format: 'pdf',
      fileName: 'aves-parent-student-handbook-2026-2027.pdf',
      contentType: 'handbook',
      uploadedAt: '2026-08-10T16:00:00Z',
      voice: 'district (VGUSD) handbook style, board-policy references',
      description:
        'Parent-Student Handbook 2026-2027: contact and administration tables, bell schedule (regular/minimum day), meals and charges table, policies 4.1-4.9, arrival/dismissal, emergencies.',
      title: 'Parent-Student Handbook 2026-2027',
      subtitle: 'Arroyo Vista Elementary School - Valle Grande Unified School District',
      blocks: ARROYO_HANDBOOK,
    },
    {
      format: 'docx',
      fileName: 'arroyo-vista-monthly-december-2026.docx',
      contentType: 'newsletter',
      uploadedAt: '2026-12-01T17:00:00Z',
      voice: 'Principal (Dr. Whitfield), newsletter',
      description:
        'December newsletter with an important-dates table (early release, toy drive, winter program, minimum day, recess, planning day), awards assembly, TK/K registration, lost and found.',
      title: 'Arroyo Vista Monthly - December 2026',
      blocks: ARROYO_NEWSLETTER,
    },
    {
      format: 'raw',
      fileName: 'horario-diario.html',
      contentType: 'policy',
      uploadedAt: '2026-08-20T16:00:00Z',
      voice: 'school website, Spanish',
      description:
        'Spanish page copied from the website: daily schedule table, supervision/breakfast, ESL classes for parents, Café con la directora, ELAC meeting (some facts only here).',
      text: ARROYO_SPANISH_PAGE,
    },
    {
      format: 'raw',
      fileName: 'expanded-learning-program.md',
      contentType: 'policy',
      uploadedAt: '2026-08-18T16:00:00Z',
      voice: 'school website page pasted by the office (front matter + HTML)',
      description:
        'After-school ELO-P page (THINK Together): free until 6:00 p.m., Early Birds 7:00 a.m., intersession camps, coordinator.',
      text: ARROYO_WEBPAGE,
    },
    {
      format: 'png',
      fileName: 'family-literacy-night-flyer.png',
      contentType: 'event',
      uploadedAt: '2026-12-03T17:00:00Z',
      voice: 'school library (bilingual flyer)',
      description:
        'Bilingual Family Literacy Night flyer (image only): Thursday, January 21, 5:30-7:00 p.m., library, pajamas, pizza, free book.',
      html: ARROYO_FLYER,
    },
    {
      format: 'raw',
      fileName: 'picture-retake-day.txt',
      contentType: 'announcement',
      uploadedAt: '2026-11-05T17:00:00Z',
      voice: 'Office Manager (Mrs. Reyes)',
      description:
        'Older notice: picture retakes on Wednesday, December 16 (replaced by picture-retakes-moved.txt; no expiry set).',
      text: `PICTURE RETAKE DAY\n\nPicture Retake Day will be Wednesday, December 16. Students who were absent on Picture Day or want a retake should bring their original picture packet. Retakes are in the Library starting at 8:30 a.m.\n\nArroyo Vista Main Office\n`,
    },
    {
      format: 'raw',
      fileName: 'picture-retakes-moved.txt',
      contentType: 'announcement',
      uploadedAt: '2026-12-02T17:00:00Z',
      voice: 'Office Manager (Mrs. Reyes)',
      description: 'Newer notice: picture retakes moved to Tuesday, January 12, 2027.',
      supersedes: ['picture-retake-day.txt'],
      text: `SCHEDULE CHANGE - Picture Retakes\n\nDue to the photographer's schedule, Picture Retake Day has been moved to Tuesday, January 12, 2027. Retakes will still take place in the Library starting at 8:30 a.m. Please bring the original picture packet.\n\nMrs. Yolanda Reyes, Office Manager\n`,
    },
    {
      format: 'raw',
      fileName: 'baseline-street-repaving.txt',
      contentType: 'announcement',
      uploadedAt: '2026-11-02T16:00:00Z',
      expiryDate: '2026-11-21T08:00:00Z',
      voice: 'Assistant Principal (Mr. Tran)',
      description:
        'EXPIRED notice: Baseline Street repaving Nov 2-20; pick-up moved to a temporary lane on Olive Street.',
      text: `Notice to Families: Baseline Street Repaving\n\nThe City of Valle Grande will repave Baseline Street from November 2 through November 20. During this time, the drop-off and pick-up zone will move to the temporary lane on Olive Street behind the kindergarten playground. Please allow extra time.\n\nMr. Kevin Tran, Assistant Principal\n`,
    },
    {
      format: 'raw',
      fileName: 'conference-week-minimum-days.txt',
      contentType: 'announcement',
      uploadedAt: '2026-11-09T16:00:00Z',
      expiryDate: '2026-11-21T08:00:00Z',
      voice: 'Principal',
      description:
        'EXPIRED notice: Parent Conference Week November 16-20, Minimum Days all week, dismissal 12:35 p.m.',
      text: `Parent-Teacher Conference Week\n\nNovember 16-20 is Parent Conference Week. All five days are Minimum Days: dismissal at 12:35 p.m. for grades 1-6 and 11:55 a.m. for TK/K. Conference times are sent by your child's teacher in ParentSquare.\n`,
    },
  ],
  email: ARROYO_EMAIL,
  calendar: {
    fileName: 'arroyo-vista-2026-27.ics',
    name: 'Arroyo Vista ES 2026-2027',
    text: ARROYO_CALENDAR,
  },
};
