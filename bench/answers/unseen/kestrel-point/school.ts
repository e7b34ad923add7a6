/**
 * Held-out (unseen) bench school: Kestrel Point High School, a fictional grades 9-12 campus of
 * Halcomb County Schools (north Georgia), written in Georgia county-district style (4x4 block, Late
 * Start Wednesdays, advisement, Teacher Work Days, Georgia Milestones EOC, Dual Enrollment).
 * Bench "now": Tuesday, March 2, 2027, 7:50 am Eastern. Rendered by generate.ts into fixtures/.
 * Written blind on 2026-11-29 from documents only (no engine code, no other question set read).
 */
import path from 'node:path';
import type { BenchSchool } from '../../schools/school.types.js';
import { KESTREL_CALENDAR, KESTREL_EMAIL } from './calendar.js';
import { KESTREL_HANDBOOK } from './handbook.js';
import { KESTREL_NOTICES } from './notices.js';
import {
  KESTREL_FLYER,
  KESTREL_GRADUATION_PAGE,
  KESTREL_NEWSLETTER,
  KESTREL_SPANISH_PAGE,
} from './sources.js';

export const KESTREL_POINT: BenchSchool = {
  slug: 'kestrel-point',
  name: 'Kestrel Point High School',
  timeZone: 'America/New_York',
  now: new Date('2027-03-02T12:50:00Z'),
  nowLabel: 'Tuesday, March 2, 2027, 7:50 am (America/New_York)',
  officePhone: '(706) 555-0110',
  officeEmail: 'kphsoffice@halcomb.example',
  fixturesDir: path.resolve(import.meta.dirname, 'fixtures'),
  documents: [
    {
      format: 'pdf',
      fileName: 'kphs-student-parent-handbook-2026-2027.pdf',
      contentType: 'handbook',
      uploadedAt: '2026-07-28T15:00:00Z',
      voice: 'school handbook in Halcomb County Schools style',
      description:
        'Student/Parent Handbook 2026-2027: contacts and administration tables, 4x4 block bell schedule table (regular, Late Start Wednesday, Early Release), lunch waves table, attendance, tardies, early checkout, parking lots and permits, dress code, phones, medication/clinic, buses/car riders/walkers, visitors, lost and found, fees table.',
      title: 'Student/Parent Handbook 2026-2027',
      subtitle: 'Kestrel Point High School - Halcomb County Schools - Home of the Kestrels',
      blocks: KESTREL_HANDBOOK,
    },
    {
      format: 'docx',
      fileName: 'talon-times-march-2027.docx',
      contentType: 'newsletter',
      uploadedAt: '2027-03-01T14:00:00Z',
      voice: 'Principal (Dr. Whitlock), chatty newsletter',
      description:
        'March newsletter: important-dates table (rising 9th night, SAT School Day with no late start, Teacher Work Day, blood drive, conferences, Dual Enrollment night, early release, report cards, spring break, prom, Milestones EOC), drop-in conferences, yearbook prices, senior dues, parking lot, lunch drop-offs, lost and found.',
      title: 'The Talon Times - March 2027',
      blocks: KESTREL_NEWSLETTER,
    },
    {
      format: 'raw',
      fileName: 'hcs-graduation-2027.html',
      contentType: 'event',
      uploadedAt: '2027-02-08T15:00:00Z',
      voice: 'district website page saved with its navigation, header, sidebar and footer',
      description:
        'HCS Graduation 2027 page: ceremonies table for the three high schools at the Northgate Civic Arena (KPHS Saturday, May 22, 9:00 a.m.), mandatory rehearsal, 6 tickets per graduate, livestream, clear bag policy, arena rules, caps and gowns.',
      text: KESTREL_GRADUATION_PAGE,
    },
    {
      format: 'raw',
      fileName: 'informacion-para-familias.html',
      contentType: 'policy',
      uploadedAt: '2027-01-18T15:00:00Z',
      voice: 'school website, Spanish',
      description:
        'Spanish family page: schedule table (regular / late start / early release), bilingual parent liaison Sra. Fuentes, free English classes for adults, Noche de Familias Latinas (March 25), absences, meals (liaison, classes and family night facts only here).',
      text: KESTREL_SPANISH_PAGE,
    },
    {
      format: 'png',
      fileName: 'hosa-blood-drive-flyer.png',
      contentType: 'event',
      uploadedAt: '2027-02-23T16:00:00Z',
      voice: 'KPHS HOSA chapter (flyer)',
      description:
        'Blood drive flyer (image only): Tuesday, March 16, 8:30 AM-2:30 PM, Auxiliary Gym, donors 16+ and 110 lbs, consent form in Room 417, sign-up site and sponsor code, free T-shirt.',
      html: KESTREL_FLYER,
    },
    ...KESTREL_NOTICES,
  ],
  email: KESTREL_EMAIL,
  calendar: {
    fileName: 'kestrel-point-hs-2026-27.ics',
    name: 'Kestrel Point HS 2026-2027',
    text: KESTREL_CALENDAR,
  },
};
