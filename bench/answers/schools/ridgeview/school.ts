/**
 * School 2 of the answer bench: Ridgeview Collegiate Academy, a fictional K-8 public charter school
 * in Chicago that writes tersely, in tables and numbered sections. Bench "now": Monday,
 * November 23, 2026, 10:00 am Central (Thanksgiving week). Rendered by generate.ts into fixtures/.
 */
import path from 'node:path';
import type { BenchSchool } from '../school.types.js';
import { RIDGEVIEW_HANDBOOK } from './handbook.js';
import {
  RIDGEVIEW_CALENDAR,
  RIDGEVIEW_EMAIL,
  RIDGEVIEW_FLYER,
  RIDGEVIEW_NEWSLETTER,
  RIDGEVIEW_WEBPAGE,
} from './sources.js';

export const RIDGEVIEW: BenchSchool = {
  slug: 'ridgeview',
  name: 'Ridgeview Collegiate Academy',
  timeZone: 'America/Chicago',
  now: new Date('2026-11-23T16:00:00Z'),
  nowLabel: 'Monday, November 23, 2026, 10:00 am (America/Chicago)',
  officePhone: '(312) 555-0142',
  officeEmail: 'frontdesk@ridgeviewcollegiate.org',
  fixturesDir: path.resolve(import.meta.dirname, 'fixtures'),
  documents: [
    {
      format: 'pdf',
      fileName: 'rca-family-handbook-2026-27.pdf',
      contentType: 'handbook',
      uploadedAt: '2026-08-03T15:00:00Z',
      voice: 'school (Director of Operations), terse',
      description:
        'Family handbook 2026-27: contact and role tables, bell schedule, fees, meal prices, numbered policies 5.1-5.11, arrival/dismissal.',
      title: 'RCA Family Handbook 2026-27',
      subtitle: 'Ridgeview Collegiate Academy - K-8 Public Charter - Chicago, IL',
      blocks: RIDGEVIEW_HANDBOOK,
    },
    {
      format: 'docx',
      fileName: 'the-ridge-report-november.docx',
      contentType: 'newsletter',
      uploadedAt: '2026-11-02T14:00:00Z',
      voice: 'Head of School (Dr. Ellery), newsletter',
      description:
        'November newsletter "The Ridge Report" with a dates table (conferences, showcase, coat drive, winter uniform).',
      title: 'The Ridge Report - November 2026',
      blocks: RIDGEVIEW_NEWSLETTER,
    },
    {
      format: 'raw',
      fileName: 'after-school-programs.md',
      contentType: 'policy',
      uploadedAt: '2026-09-08T15:00:00Z',
      voice: 'website page pasted by the office (markdown with HTML)',
      description:
        'After-school programs page copied from the website: Ridge Club aftercare, clubs and sports, with front matter and HTML tags/entities.',
      text: RIDGEVIEW_WEBPAGE,
    },
    {
      format: 'png',
      fileName: 'book-fair-flyer.png',
      contentType: 'event',
      uploadedAt: '2026-11-16T15:00:00Z',
      voice: 'PTO (flyer)',
      description: 'Book fair flyer (image only): dates, hours, family night, eWallet.',
      html: RIDGEVIEW_FLYER,
    },
    {
      format: 'raw',
      fileName: 'lunch-price-update.txt',
      contentType: 'announcement',
      uploadedAt: '2026-10-01T14:00:00Z',
      voice: 'Director of Operations (Karen Brzezinski)',
      description:
        'Notice: new lunch prices from November 2, 2026 (replaces the lunch rows of the handbook meal table).',
      supersedes: ['rca-family-handbook-2026-27.pdf (lunch prices only)'],
      text: `LUNCH PRICE UPDATE\n\nFrom: Karen Brzezinski, Director of Operations\nDate: October 1, 2026\n\nEffective Monday, November 2, 2026, our food vendor's new contract changes lunch prices:\n\nLunch (K-4): $3.25 (was $3.10)\nLunch (5-8): $3.45 (was $3.35)\nReduced-price lunch stays $0.40. Breakfast and milk prices do not change.\n\nQuestions: Main Office, (312) 555-0142.\n`,
    },
    {
      format: 'raw',
      fileName: 'car-line-construction-notice.txt',
      contentType: 'announcement',
      uploadedAt: '2026-10-05T13:00:00Z',
      expiryDate: '2026-11-14T06:00:00Z',
      voice: 'Office Manager (Lucia Ferreira)',
      description:
        'EXPIRED notice: car line moved to the north lot on Kostner during sewer work (Oct 12 - Nov 13).',
      text: `Car Line Change - Sewer Work on Armitage\n\nFamilies,\nFrom Monday, October 12 through Friday, November 13, the City is replacing the sewer on Armitage Ave. During that time the car line moves to the NORTH LOT: enter from Kostner Ave. at the north lot gate, drop-off 7:25-7:50 AM, pick-up from 3:05 PM. Armitage drop-off lane is closed.\n\nThank you for your patience!\nLucia Ferreira, Office Manager\n`,
    },
    {
      format: 'raw',
      fileName: 'car-line-back-to-normal.txt',
      contentType: 'announcement',
      uploadedAt: '2026-11-13T20:00:00Z',
      voice: 'Office Manager (Lucia Ferreira)',
      description: 'Notice: sewer work finished; car line back on Armitage from Monday, November 16.',
      supersedes: ['car-line-construction-notice.txt'],
      text: `Car line update\n\nGood news - the sewer work is done. Starting Monday, November 16, the car line goes back to the Armitage Ave. drop-off lane (east side of the building), 7:30-7:55 AM. The temporary lot is closed again.\n\n- Lucia, Front Desk\n`,
    },
    {
      format: 'raw',
      fileName: 'picture-day-notice.txt',
      contentType: 'announcement',
      uploadedAt: '2026-10-02T13:00:00Z',
      expiryDate: '2026-10-16T05:00:00Z',
      voice: 'Office Manager',
      description: 'EXPIRED notice: fall picture day October 15 (Lifetouch code RCAFALL26).',
      text: `Picture Day is Thursday, October 15! Full uniform required (no Spirit Wear). Order online at mylifetouch.com with Picture Day ID RCAFALL26. Retakes: Tuesday, December 8.\n`,
    },
  ],
  email: RIDGEVIEW_EMAIL,
  calendar: { fileName: 'ridgeview-2026-27.ics', name: 'RCA 2026-27 Calendar', text: RIDGEVIEW_CALENDAR },
};
