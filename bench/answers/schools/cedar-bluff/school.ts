/**
 * School 4 of the answer bench (test-only): Cedar Bluff Middle School, a fictional grades 6-8
 * campus of the Live Oak Creek Independent School District (Texas suburbs), written in Texas ISD
 * style (A/B days, advisory, early release, staff development, bad weather make-up days, STAAR).
 * Bench "now": Tuesday, February 2, 2027, 7:45 am Central. Rendered by generate.ts into fixtures/.
 */
import path from 'node:path';
import type { BenchSchool } from '../school.types.js';
import { CEDAR_CALENDAR, CEDAR_EMAIL } from './calendar.js';
import { CEDAR_HANDBOOK } from './handbook.js';
import { CEDAR_FLYER, CEDAR_NEWSLETTER, CEDAR_SPANISH_PAGE, CEDAR_WEBPAGE } from './sources.js';
import { CEDAR_NOTICES } from './notices.js';

export const CEDAR_BLUFF: BenchSchool = {
  slug: 'cedar-bluff',
  name: 'Cedar Bluff Middle School',
  timeZone: 'America/Chicago',
  now: new Date('2027-02-02T13:45:00Z'),
  nowLabel: 'Tuesday, February 2, 2027, 7:45 am (America/Chicago)',
  officePhone: '(512) 555-0140',
  officeEmail: 'cbmsoffice@locisd.example',
  fixturesDir: path.resolve(import.meta.dirname, 'fixtures'),
  documents: [
    {
      format: 'pdf',
      fileName: 'cbms-student-parent-handbook-2026-2027.pdf',
      contentType: 'handbook',
      uploadedAt: '2026-08-05T15:00:00Z',
      voice: 'campus handbook in LOCISD district style',
      description:
        'Student & Parent Handbook 2026-2027: contacts and administration tables, A/B block bell schedule with the Early Release variant, fees and charges table, attendance/tardies, dress code, phones, medication, bus/car rider/walker procedures, lost and found, visitors, bad weather.',
      title: 'Student & Parent Handbook 2026-2027',
      subtitle: 'Cedar Bluff Middle School - Live Oak Creek ISD - Home of the Bobcats',
      blocks: CEDAR_HANDBOOK,
    },
    {
      format: 'docx',
      fileName: 'bobcat-bulletin-february-2027.docx',
      contentType: 'newsletter',
      uploadedAt: '2027-02-01T15:00:00Z',
      voice: 'Principal (Dr. Castellano), chatty newsletter',
      description:
        'February newsletter: ice-day make-up (Feb 15 now a school day), important-dates table (early release, PTO, course selection night, staff development, conferences, spring break), STAAR dates, Bobcat Boost tutorials, yearbook prices, car rider line, lost and found.',
      title: 'The Bobcat Bulletin - February 2027',
      blocks: CEDAR_NEWSLETTER,
    },
    {
      format: 'raw',
      fileName: 'locisd-middle-school-athletics.html',
      contentType: 'policy',
      uploadedAt: '2026-08-20T15:00:00Z',
      voice: 'district website page saved with its navigation, header and footer',
      description:
        'LOCISD middle school athletics page: 7th/8th grade UIL only, physical and Rank One forms, sports-by-season table, track dates, practice end time and activity bus, no pass no play, athletics phone.',
      text: CEDAR_WEBPAGE,
    },
    {
      format: 'raw',
      fileName: 'informacion-para-familias.html',
      contentType: 'policy',
      uploadedAt: '2026-08-21T15:00:00Z',
      voice: 'campus website, Spanish',
      description:
        'Spanish family page: schedule table (regular / early release), bilingual family liaison, English classes for parents, Café con la directora, absences (some facts only here).',
      text: CEDAR_SPANISH_PAGE,
    },
    {
      format: 'png',
      fileName: 'into-the-woods-jr-flyer.png',
      contentType: 'event',
      uploadedAt: '2027-01-25T16:00:00Z',
      voice: 'CBMS Theatre (flyer)',
      description:
        'Spring musical flyer (image only): Into the Woods JR., Feb 26 7:00 PM and Feb 27 2:00/7:00 PM, CBMS Auditorium, ticket prices, where to buy.',
      html: CEDAR_FLYER,
    },
    ...CEDAR_NOTICES,
  ],
  email: CEDAR_EMAIL,
  calendar: {
    fileName: 'cedar-bluff-ms-2026-27.ics',
    name: 'Cedar Bluff MS 2026-2027',
    text: CEDAR_CALENDAR,
  },
};
