/**
 * Held-out (unseen) bench school: St. Casimir Catholic School, a fictional parish K-8 school of
 * St. Casimir Parish in Lake Adelle, Minnesota (one class per grade, trimesters, Friday All-School
 * Mass, Kids Club before/after care, FACTS tuition, busing and snow days from the public district,
 * a Spanish-speaking family liaison). Bench "now": Wednesday, April 14, 2027, 7:40 am Central.
 * Rendered by generate.ts into fixtures/.
 * Written blind on 2026-11-30 from documents only (no engine code, no other question set read).
 */
import path from 'node:path';
import type { BenchSchool } from '../../schools/school.types.js';
import { ST_CASIMIR_CALENDAR, ST_CASIMIR_EMAIL } from './calendar.js';
import { ST_CASIMIR_HANDBOOK } from './handbook.js';
import { ST_CASIMIR_NOTICES } from './notices.js';
import {
  ST_CASIMIR_CYO_PAGE,
  ST_CASIMIR_FLYER,
  ST_CASIMIR_NEWSLETTER,
  ST_CASIMIR_SPANISH_PAGE,
} from './sources.js';

export const ST_CASIMIR: BenchSchool = {
  slug: 'st-casimir',
  name: 'St. Casimir Catholic School',
  timeZone: 'America/Chicago',
  now: new Date('2027-04-14T12:40:00Z'),
  nowLabel: 'Wednesday, April 14, 2027, 7:40 am (America/Chicago)',
  officePhone: '(320) 555-0140',
  officeEmail: 'office@stcasimir-school.example',
  fixturesDir: path.resolve(import.meta.dirname, 'fixtures'),
  documents: [
    {
      format: 'pdf',
      fileName: 'st-casimir-family-handbook-2026-27.pdf',
      contentType: 'handbook',
      uploadedAt: '2026-08-20T15:00:00Z',
      voice: 'parish school family handbook (pastor and principal)',
      description:
        'Family Handbook 2026-2027: who-to-contact table, K-5 and 6-8 daily schedule table, half days and two-hour late starts, attendance line and absences, tardies, early pickup, drop-off and pickup, Kids Club prices table, hot lunch and milk prices table, uniforms, cell phones, medication, snow days, visitors and volunteers (VIRTUS), tuition and fees tables, lost and found.',
      title: 'Family Handbook 2026-2027',
      subtitle: 'St. Casimir Catholic School - Kindergarten through Grade 8 - Lake Adelle, Minnesota',
      blocks: ST_CASIMIR_HANDBOOK,
    },
    {
      format: 'docx',
      fileName: 'friday-folder-2027-04-09.docx',
      contentType: 'newsletter',
      uploadedAt: '2027-04-09T19:00:00Z',
      voice: 'Principal (Mrs. Brandvold), weekly Friday Folder newsletter',
      description:
        'Friday Folder of April 9: upcoming-dates list (April 16 in-service with Kids Club, MAP testing, Earth Day clean-up, Grandparents & Special Friends Day April 23, First Communion retreat, 6th grade trip meeting, April 30 half day and re-enrollment, First Communion, Ascension Thursday), yearbook prices, Fun Fair pointer, shorts reminder, kitchen, lost and found.',
      title: 'Friday Folder - April 9, 2027',
      blocks: ST_CASIMIR_NEWSLETTER,
    },
    {
      format: 'raw',
      fileName: 'cyo-athletics.html',
      contentType: 'policy',
      uploadedAt: '2027-03-29T16:00:00Z',
      voice: 'parish website page saved with its navigation, sidebar and footer',
      description:
        'CYO Athletics page: spring Track & Field for grades 3-8 (practices Mondays and Wednesdays 3:15-4:30 p.m., Saturday meets in May, $65 per athlete / $150 family maximum, late fee), physicals for grades 7-8, fall sports, eligibility, athletic director contact.',
      text: ST_CASIMIR_CYO_PAGE,
    },
    {
      format: 'raw',
      fileName: 'familias-en-espanol.html',
      contentType: 'policy',
      uploadedAt: '2027-01-12T16:00:00Z',
      voice: 'school website, Spanish',
      description:
        'Spanish family page: liaison Sra. Marisol Quintero (hours, phone), schedule table, absences, FACTS help in Spanish on Tuesdays and the parish Fondo Padre Kowalski scholarship, free English classes for parents on Thursdays, Spanish Mass, Convivio de Familias Latinas May 7 (liaison, help, classes, scholarship and convivio facts only here).',
      text: ST_CASIMIR_SPANISH_PAGE,
    },
    {
      format: 'png',
      fileName: 'spring-fun-fair-flyer.png',
      contentType: 'event',
      uploadedAt: '2027-04-09T19:05:00Z',
      voice: 'Home & School Association (flyer)',
      description:
        'Spring Fun Fair flyer (image only): Saturday, May 15, 11 AM-3 PM, playground, parish field and gym, rain or shine; wristbands $12 presale / $18 at the gate, adults free; brat + pop $5; silent auction closes 2:30 PM; presale through May 7; HSA president contact.',
      html: ST_CASIMIR_FLYER,
    },
    ...ST_CASIMIR_NOTICES,
  ],
  email: ST_CASIMIR_EMAIL,
  calendar: {
    fileName: 'st-casimir-2026-27.ics',
    name: 'St. Casimir School 2026-27',
    text: ST_CASIMIR_CALENDAR,
  },
};
