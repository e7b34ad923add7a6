/**
 * Cedar Bluff Middle School short notices: three expired ones (the ice-day delayed start, the
 * January car rider detour, the fall tutorials schedule) whose facts differ from the current ones,
 * and two notices that were each replaced by a later notice moving the event.
 */
import type { SourceDocument } from '../school.types.js';

export const CEDAR_NOTICES: SourceDocument[] = [
  {
    format: 'raw',
    fileName: 'weather-closure-jan-26.txt',
    contentType: 'announcement',
    uploadedAt: '2027-01-26T11:40:00Z',
    expiryDate: '2027-01-28T06:00:00Z',
    voice: 'LOCISD Communications (weather alert)',
    description:
      'EXPIRED weather alert: campuses closed Tuesday, January 26; 2-hour delayed start Wednesday, January 27 (classes begin 10:40 a.m., buses two hours late, no breakfast).',
    text: `LOCISD WEATHER ALERT

Tuesday, January 26: Because of icy roads, ALL Live Oak Creek ISD campuses and offices are CLOSED today. All after-school activities are canceled.

Wednesday, January 27: campuses will open on a 2-HOUR DELAYED START. At Cedar Bluff Middle School classes begin at 10:40 a.m. Morning buses will run two hours later than their normal times. No breakfast will be served. Dismissal is at the regular time.

Please stay off the roads if you can. Updates at locisd.example and through SchoolMessenger.
LOCISD Communications
`,
  },
  {
    format: 'raw',
    fileName: 'car-rider-detour-january.txt',
    contentType: 'announcement',
    uploadedAt: '2027-01-04T16:00:00Z',
    expiryDate: '2027-01-23T06:00:00Z',
    voice: 'Assistant Principal (Mrs. Lindqvist)',
    description:
      'EXPIRED notice: waterline repair on Juniper Hollow Drive January 5-22; car riders moved to the back lot off Pecan Meadow Lane, dismissed from the gym doors.',
    text: `Car Rider Detour - January 5 through January 22

The City of Live Oak Creek is repairing a waterline on Juniper Hollow Drive. From Tuesday, January 5 through Friday, January 22 the car rider loop is closed.

Morning drop-off and afternoon pick-up will use the back parking lot off Pecan Meadow Lane. Car riders will be dismissed from the gym doors at 4:05 p.m. Please follow the orange cones and do not park on Pecan Meadow Lane.

Thank you for your patience,
Mrs. Heather Lindqvist, Assistant Principal
`,
  },
  {
    format: 'raw',
    fileName: 'fall-tutorials-2026.md',
    contentType: 'announcement',
    uploadedAt: '2026-08-24T15:00:00Z',
    expiryDate: '2026-12-18T23:00:00Z',
    voice: 'Campus instructional coach, markdown',
    description:
      'EXPIRED fall semester tutorials schedule: Tuesdays and Thursdays 7:50-8:30 a.m., math in Room B112.',
    text: `# Fall 2026 Tutorials

**Morning tutorials** are offered **Tuesdays and Thursdays from 7:50 to 8:30 a.m.** in each teacher's classroom all fall semester.

- Math tutorials: Room B112
- Science tutorials: Room C104
- Students must have a tutorial pass from their teacher to enter the building before 8:00 a.m.

Tutorials end for the semester on December 17.
`,
  },
  {
    format: 'raw',
    fileName: 'band-pops-concert.txt',
    contentType: 'event',
    uploadedAt: '2027-01-11T16:00:00Z',
    voice: 'Director of Bands (Mr. Kessler)',
    description:
      'Older notice: Band Pops Concert on Thursday, February 18, 7:00 p.m. in the CBMS Gym (replaced by band-pops-concert-moved.txt; no expiry set).',
    text: `CBMS BANDS - POPS CONCERT

Join the Cadet, Concert and Symphonic Bands for our Pops Concert on Thursday, February 18 at 7:00 p.m. in the CBMS Gym. Admission is free. Students report at 6:15 p.m. in concert black.

Mr. Daniel Kessler, Director of Bands
`,
  },
  {
    format: 'raw',
    fileName: 'band-pops-concert-moved.txt',
    contentType: 'event',
    uploadedAt: '2027-01-27T16:00:00Z',
    voice: 'Director of Bands (Mr. Kessler)',
    description:
      'Newer notice: Pops Concert moved to Tuesday, February 23, 6:30 p.m., CBMS Auditorium; students report at 5:45 p.m.',
    supersedes: ['band-pops-concert.txt'],
    text: `DATE CHANGE - Band Pops Concert

Because the gym floor is being refinished in February, the Band Pops Concert has moved to Tuesday, February 23 at 6:30 p.m. in the CBMS Auditorium. Admission is still free. Students report to the band hall at 5:45 p.m. in concert black.

Mr. Daniel Kessler, Director of Bands
`,
  },
  {
    format: 'raw',
    fileName: 'course-selection-night.txt',
    contentType: 'event',
    uploadedAt: '2027-01-20T16:00:00Z',
    voice: '7th/8th grade counselor (Ms. Blake)',
    description:
      'Older notice: 8th Grade Course Selection Night on Tuesday, February 9 at 7:00 p.m. in the LOCHS Cafeteria (replaced by course-selection-night-update.txt; no expiry set).',
    text: `8th Grade Parents: Course Selection Night

Live Oak Creek High School will host 8th Grade Course Selection Night on Tuesday, February 9 at 7:00 p.m. in the LOCHS Cafeteria. Counselors will explain graduation endorsements, Pre-AP and dual credit courses, and how to fill out the course request form.

Ms. Jenna Blake, Counselor (7th and 8th Grade)
`,
  },
  {
    format: 'raw',
    fileName: 'course-selection-night-update.txt',
    contentType: 'event',
    uploadedAt: '2027-01-28T16:00:00Z',
    voice: '7th/8th grade counselor (Ms. Blake)',
    description:
      'Newer notice: Course Selection Night moved to Thursday, February 11 at 6:00 p.m., LOCHS Performing Arts Center.',
    supersedes: ['course-selection-night.txt'],
    text: `UPDATE: 8th Grade Course Selection Night - new date

Course Selection Night has moved to Thursday, February 11 at 6:00 p.m. and will be held in the Live Oak Creek High School Performing Arts Center (enter through door 5). Course request forms are due to Ms. Blake by Friday, February 19.

Ms. Jenna Blake, Counselor (7th and 8th Grade)
`,
  },
];
