/**
 * Bench school written unseen: Willow Creek School, a fictional rural grades 6-12 school of
 * Pawnee Valley School District RE-3 (eastern Colorado plains), on a four-day school week: classes
 * Monday-Thursday, Fridays off except listed Friday make-up days, the optional Willow Works Friday
 * program for grades 6-8, two-hour delays and snow routes on long gravel-road bus routes.
 * Bench "now": Tuesday, April 13, 2027, 7:40 am Mountain. Rendered by generate.ts into fixtures/.
 * Written blind on 2026-11-30 from documents only (no engine code, no other question set read);
 * measured once untuned (29/50, wrong 15), then read and tuned on: a dev school, run by `bench:fresh`.
 */
import path from 'node:path';
import type { BenchSchool } from '../../schools/school.types.js';
import { WILLOW_CALENDAR, WILLOW_EMAIL } from './calendar.js';
import { WILLOW_HANDBOOK } from './handbook.js';
import { WILLOW_NOTICES } from './notices.js';
import { WILLOW_FLYER, WILLOW_NEWSLETTER, WILLOW_SPANISH_PAGE, WILLOW_WEATHER_PAGE } from './sources.js';

export const WILLOW_CREEK: BenchSchool = {
  slug: 'willow-creek',
  name: 'Willow Creek School',
  timeZone: 'America/Denver',
  now: new Date('2027-04-13T13:40:00Z'),
  nowLabel: 'Tuesday, April 13, 2027, 7:40 am (America/Denver)',
  officePhone: '(970) 555-0140',
  officeEmail: 'wcsoffice@pvre3.example',
  fixturesDir: path.resolve(import.meta.dirname, 'fixtures'),
  documents: [
    {
      format: 'pdf',
      fileName: 'wcs-student-parent-handbook-2026-2027.pdf',
      contentType: 'handbook',
      uploadedAt: '2026-08-03T15:00:00Z',
      voice: 'school handbook in Pawnee Valley RE-3 style',
      description:
        'Student & Parent Handbook 2026-2027: office contacts table with extensions and e-mails, the four-day week (Monday-Thursday, Friday make-up days, Willow Works in general terms, appointments on Fridays), Monday-Thursday bell schedule table (regular, two-hour delay, Early Release 12:30), delays and closures, bus routes table with two-hour-delay pickup times and snow route stops, bus passes, meals (free for students, a la carte and adult prices), attendance, tardies and Friday Detention, checkout, dress code, phones, medication, visitors, activities eligibility, student drivers, lost and found, fees table.',
      title: 'Student & Parent Handbook 2026-2027',
      subtitle:
        'Willow Creek School - Grades 6-12 - Pawnee Valley School District RE-3 - Home of the Coyotes',
      blocks: WILLOW_HANDBOOK,
    },
    {
      format: 'docx',
      fileName: 'coyote-tracks-april-2027.docx',
      contentType: 'newsletter',
      uploadedAt: '2027-04-06T14:00:00Z',
      voice: 'Principal (Mr. Oberle), chatty newsletter',
      description:
        'April newsletter: important-dates table for April and May (SAT/PSAT, Friday April 16 make-up day, CMAS, picture day April 20, conferences April 22 with Early Release 12:30, prom, home track meet, concert, survey, Monday May 10 No School - Staff PD, 8th grade promotion, last day May 20, graduation), spring conferences (drop-in, 1:30-7:00 p.m., gym), four-day week survey due May 7, yearbook price, lost and found.',
      title: 'Coyote Tracks - April 2027',
      blocks: WILLOW_NEWSLETTER,
    },
    {
      format: 'raw',
      fileName: 'pvsd-inclement-weather.html',
      contentType: 'policy',
      uploadedAt: '2026-11-09T16:00:00Z',
      voice: 'district website page saved with its navigation, header, sidebar and footer',
      description:
        'RE-3 Inclement Weather page: decision by 5:30 a.m. (Friday programs by 6:00 a.m.), PVSD Alert and other channels, table of announcements (two-hour delay with WCS at 9:55 a.m., snow routes, closure with activities canceled, early dismissal), unsafe-road absences excused, Friday make-up days (February 12 planned; full days; no Willow Works).',
      text: WILLOW_WEATHER_PAGE,
    },
    {
      format: 'raw',
      fileName: 'informacion-para-familias.html',
      contentType: 'policy',
      uploadedAt: '2027-03-15T16:00:00Z',
      voice: 'school website, Spanish',
      description:
        'Spanish family page: four-day week with the Friday make-up days (12 de febrero, 16 de abril), schedule table, bilingual family liaison Sra. Villalobos (ext. 219, WhatsApp), Willow Works spring session, Noche de Familias (martes 27 de abril, 6:00 p.m.), absences, free meals, Ropero Coyote clothing closet in Sala 108 (liaison, family night and clothing closet facts only here).',
      text: WILLOW_SPANISH_PAGE,
    },
    {
      format: 'png',
      fileName: 'ffa-plant-sale-flyer.png',
      contentType: 'event',
      uploadedAt: '2027-04-08T16:00:00Z',
      voice: 'Willow Creek FFA chapter (flyer)',
      description:
        'FFA spring plant sale flyer (image only): WCS Greenhouse, Thursday, April 29 3:30-7:00 PM, Friday, April 30 9:00 AM-5:00 PM, Saturday, May 1 8:00 AM-Noon, prices (hanging baskets $22), pre-order by Monday, April 26 with Mr. Lindquist.',
      html: WILLOW_FLYER,
    },
    ...WILLOW_NOTICES,
  ],
  email: WILLOW_EMAIL,
  calendar: {
    fileName: 'willow-creek-school-2026-27.ics',
    name: 'Willow Creek School 2026-2027',
    text: WILLOW_CALENDAR,
  },
};
