/**
 * Bench school written unseen: Desert Sky Academy, a fictional K-8 public charter school of Sonoran
 * Skies Charter Schools in Mesa, Arizona, on a modified year-round calendar (two-week fall and spring
 * intersessions with optional paid Intersession Camps), Early Release every Wednesday (K-3 and 4-8
 * times), a K-2 / 3-5 / 6-8 bell schedule, uniforms, before and after care run by the East Valley
 * Family Y, an enrollment lottery for next year, heat and monsoon recess rules, and a robotics trip.
 * Bench "now": Tuesday, January 26, 2027, 7:30 am Arizona (no daylight saving time). Rendered by
 * generate.ts into fixtures/. Written blind from documents only (no engine code, no other question
 * set read).
 */
import path from 'node:path';
import type { BenchSchool } from '../../schools/school.types.js';
import { DESERT_SKY_CALENDAR, DESERT_SKY_EMAIL } from './calendar.js';
import { DESERT_SKY_HANDBOOK } from './handbook.js';
import { DESERT_SKY_NOTICES } from './notices.js';
import {
  DESERT_SKY_ENROLLMENT_PAGE,
  DESERT_SKY_FLYER,
  DESERT_SKY_KIDS_CLUB,
  DESERT_SKY_NEWSLETTER,
  DESERT_SKY_SPANISH_PAGE,
} from './sources.js';

export const DESERT_SKY: BenchSchool = {
  slug: 'desert-sky',
  name: 'Desert Sky Academy',
  timeZone: 'America/Phoenix',
  now: new Date('2027-01-26T14:30:00Z'),
  nowLabel: 'Tuesday, January 26, 2027, 7:30 am (America/Phoenix)',
  officePhone: '(480) 555-0140',
  officeEmail: 'office@dsacademy.example',
  fixturesDir: path.resolve(import.meta.dirname, 'fixtures'),
  documents: [
    {
      format: 'pdf',
      fileName: 'dsa-family-handbook-2026-2027.pdf',
      contentType: 'handbook',
      uploadedAt: '2026-07-13T16:00:00Z',
      voice: 'school handbook in Sonoran Skies Charter Schools style',
      description:
        'Family Handbook 2026-2027: office contacts table with extensions and e-mails, the modified year-round calendar in general terms, bell schedule table by band (K-2 / 3-5 / 6-8, blank top-left cell), Early Release Wednesdays (K-3 12:15, 4-8 12:45, buses 12:55), arrival, dismissal and the car line (Saguaro Vista Drive, north loop, car tags), walkers, bus routes table, attendance and checkout, uniform table, heat/sun/water, meals, phones, medication, visitors and volunteers, fees table.',
      title: 'Family Handbook 2026-2027',
      subtitle: 'Desert Sky Academy - Grades K-8 - Sonoran Skies Charter Schools - Home of the Roadrunners',
      blocks: DESERT_SKY_HANDBOOK,
    },
    {
      format: 'docx',
      fileName: 'roadrunner-report-january-2027.docx',
      contentType: 'newsletter',
      uploadedAt: '2027-01-15T15:00:00Z',
      voice: 'Principal (Dr. Ortega), chatty newsletter',
      description:
        "January newsletter: important-dates table January-April (early release January 27, Desert Sky Dash January 29, 100th day, Enrollment Information Night February 4, conferences February 10-11 with 12:00 dismissal, comp day February 12, Presidents' Day, camp deadline, VEX IQ state, Spring Book Fair February 22-26 with Family Night February 25, lottery dates, Spring Intersession March 8-19, spring concert April 20), spring conferences sign-up in ParentSquare by February 5, the fun run, book fair, uniform layers reminder, robotics.",
      title: 'The Roadrunner Report - January 2027',
      blocks: DESERT_SKY_NEWSLETTER,
    },
    {
      format: 'raw',
      fileName: 'sonoran-skies-enrollment-lottery.html',
      contentType: 'policy',
      uploadedAt: '2027-01-12T16:00:00Z',
      voice: 'charter network website page saved with its navigation, header, sidebar and footer',
      description:
        'Sonoran Skies Enrollment & Lottery 2027-28 page: key dates table (window opens January 11, info night February 4, Intent to Return due February 12, deadline February 26 at 5:00 p.m., lottery March 4 at 10:00 a.m., offers by March 12, accept within 5 business days), how to apply, priorities, waitlist until September 30, kindergarten age (5 on or before August 31, 2027), documents, Tuesday campus tours, network enrollment office.',
      text: DESERT_SKY_ENROLLMENT_PAGE,
    },
    {
      format: 'raw',
      fileName: 'informacion-para-familias.html',
      contentType: 'policy',
      uploadedAt: '2027-01-08T16:00:00Z',
      voice: 'school website, Spanish',
      description:
        'Spanish family page: schedule table and Wednesday early release, bilingual family liaison Sra. Montaño (ext. 108, WhatsApp), Café con la Directora (first Thursday, 8:00 a.m., library; next February 4), free English classes for parents (Tuesday and Thursday 5:30-7:00 p.m., Room 22), uniform closet (Room 14, Wednesdays 12:30-1:30), lottery help hours (Mondays 2:30-4:00), absences, meals (liaison, café, English classes, uniform closet and help hours facts only here).',
      text: DESERT_SKY_SPANISH_PAGE,
    },
    {
      format: 'png',
      fileName: 'desert-sky-dash-flyer.png',
      contentType: 'event',
      uploadedAt: '2027-01-11T16:00:00Z',
      voice: 'Desert Sky Academy PTO (flyer)',
      description:
        'PTO Desert Sky Dash fun run flyer (image only): Friday, January 29 on the big field, K-2 8:15 AM, 3-5 9:30 AM, 6-8 10:45 AM, goal $18,000 for a shade structure, pledges online, T-shirt for $40 raised, pledges due Friday, February 5, families sign in at the front office, water station volunteers.',
      html: DESERT_SKY_FLYER,
    },
    {
      format: 'pdf',
      fileName: 'sunrise-kids-club-parent-info.pdf',
      contentType: 'policy',
      uploadedAt: '2026-07-20T16:00:00Z',
      voice: 'East Valley Family Y (third-party child care partner), information sheet',
      description:
        'Sunrise Kids Club parent information (before and after care, K-6): hours table (6:30 a.m. before care, after care until 6:00 p.m., Wednesdays from 12:15, No School Day Care 7:00-6:00), fees table (before $45/$14, after $80/$24, both $110/$32, No School Day Care $42 per day), registration fee, sibling discount, reservations, late fee $1 per minute, pickup at the MPR door with PIN, site director Ms. Baca and billing phone.',
      title: 'Sunrise Kids Club at Desert Sky Academy',
      subtitle: 'Before & After School Care 2026-2027 - East Valley Family Y',
      blocks: DESERT_SKY_KIDS_CLUB,
    },
    ...DESERT_SKY_NOTICES,
  ],
  email: DESERT_SKY_EMAIL,
  calendar: {
    fileName: 'desert-sky-academy-2026-27.ics',
    name: 'Desert Sky Academy 2026-2027',
    text: DESERT_SKY_CALENDAR,
  },
};
