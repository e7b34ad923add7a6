/**
 * Willow Creek School: the prom and graduation packet e-mail the front office forwarded (its facts
 * exist only in the attached PDF) and the 2026-27 ICS feed in Pawnee Valley RE-3 wording (No School -
 * Staff PD, Friday Make-Up Day - School in Session, Early Release 12:30, breaks with exclusive DTEND,
 * the Willow Works Friday program as a weekly all-day series with EXDATE exceptions, a few timed
 * events). Classes meet Monday-Thursday; Fridays without an event are not school days.
 * Held-out (unseen) bench school, written blind on 2026-11-30 from documents only.
 */
import { icsEvents } from '../../schools/ics-events.js';
import type { SourceEmail } from '../../schools/school.types.js';

export const WILLOW_EMAIL: SourceEmail = {
  fileName: 'fwd-prom-graduation-packet.eml',
  from: 'Darlene Kuhlmann <dkuhlmann@pvre3.example>',
  subject: 'Fwd: Prom & graduation packet for jr/sr families',
  receivedAt: '2027-04-07T16:05:00Z',
  voice: 'Office secretary forwarding the school counselor / senior class sponsor',
  description:
    'Forwarded e-mail from Ms. Solis; the prom schedule (Grand March, dinner, dance, After-Prom), guest rules, price and form deadline, and the graduation schedule (rehearsal, arrival, doors, no tickets, livestream, caps and gowns, slideshow photos) exist only in the attached PDF packet.',
  text: `Forwarding for the parent text line - this is the packet that went home with juniors and seniors today. We are already getting calls about prom guests.

Darlene
WCS Office

---------- Forwarded message ---------
From: Adriana Solis <asolis@pvre3.example>
Date: Wed, Apr 7, 2027 at 9:41 AM
Subject: Prom & graduation packet
To: Darlene Kuhlmann <dkuhlmann@pvre3.example>

Darlene - here's the final prom and graduation packet (Colby signed off on the prom part). Can you get it to the parent assistant? Everything families need is in the PDF.

Thanks!
Adriana Solis
School Counselor / Senior Class Sponsor
`,
  attachment: {
    fileName: 'wcs-prom-graduation-2027.pdf',
    title: 'Prom and Graduation 2027',
    subtitle: 'Willow Creek School - Information for Junior and Senior Families',
    blocks: [
      {
        p: 'This packet is for families of Willow Creek School juniors and seniors. Please keep it on the fridge!',
      },
      { h: 'Prom 2027 - "A Night Under the Prairie Stars"' },
      {
        p: 'Prom is Saturday, April 24, 2027. The junior class hosts prom for the juniors and seniors; there is no ticket charge for WCS juniors and seniors.',
      },
      {
        table: [
          ['Time', 'Event', 'Where'],
          ['7:00 p.m.', 'Grand March (public welcome, free)', 'WCS gym'],
          ['7:45 p.m.', 'Dinner for prom-goers and guests', 'Pawnee County Fairgrounds Exhibit Hall'],
          ['9:00 p.m. - 12:00 midnight', 'Dance', 'Pawnee County Fairgrounds Exhibit Hall'],
          [
            '12:45 a.m. - 4:00 a.m.',
            'After-Prom (hosted by junior and senior parents)',
            'WCS commons and gym',
          ],
        ],
        widths: [0.28, 0.4, 0.32],
      },
      {
        p: "Guests: a WCS junior or senior may bring one guest who is not a WCS junior or senior. Guests must be in grade 9 or older and under 21. Guest tickets are $25. The Prom Guest Form, signed by the guest's parent and, for a high school student from another school, by that school's principal, is due to Mr. Reinke by Thursday, April 15. WCS freshmen and sophomores may attend only as a guest.",
      },
      {
        p: 'After-Prom: students arrive by 12:45 a.m. and stay until parent pickup at 4:00 a.m., unless a parent signs them out in person. Students who leave After-Prom may not come back.',
      },
      { h: 'Graduation - Class of 2027' },
      {
        table: [
          ['What', 'When', 'Where / Notes'],
          ['Senior finals', 'Wednesday, May 12 - Thursday, May 13', "Seniors' last day of classes is May 13"],
          ['Senior Breakfast', 'Wednesday, May 19, 7:30 a.m.', 'First Lutheran Church fellowship hall'],
          ['Graduation rehearsal (required)', 'Thursday, May 20, 1:00 p.m.', 'WCS gym'],
          ['Commencement', 'Sunday, May 23, 2:00 p.m.', 'WCS gym'],
        ],
        widths: [0.3, 0.34, 0.36],
      },
      {
        p: 'On graduation day seniors arrive by 1:00 p.m. and report to the band room in cap and gown. Doors open to guests at 1:15 p.m. No tickets are needed: seating is first come, first served, with overflow seating in the cafeteria on a big screen. The ceremony is livestreamed on the district YouTube channel, PVSD Live.',
      },
      {
        p: 'Caps and gowns cost $38 (cap, gown, tassel and diploma cover), paid to Ms. Fry in the business office; they are handed out at rehearsal.',
      },
      {
        p: 'Senior slideshow: e-mail one baby picture and one senior picture to Mrs. Jana Ostrander, yearbook adviser, at jostrander@pvre3.example by Friday, April 30.',
      },
      {
        p: 'Questions: Mr. Colby Reinke (prom), ext. 210; Ms. Adriana Solis (graduation), ext. 214.',
      },
    ],
  },
};

const { ev, day, at } = icsEvents('wcs.pvre3.example', 'America/Denver');

export const WILLOW_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Pawnee Valley School District RE-3//Willow Creek School//EN',
  'X-WR-CALNAME:Willow Creek School 2026-2027',
  'X-WR-TIMEZONE:America/Denver',
  ...day('first69', 'First Day of School - Grades 6 & 9 Only', '20260817', '20260818'),
  ...day('firstall', 'First Day for All Students', '20260818', '20260819'),
  ...day('labor', 'Labor Day - No School', '20260907', '20260908'),
  ...day('pd0928', 'No School - Staff PD', '20260928', '20260929'),
  ...day('er1008', 'Early Release 12:30 - Parent-Teacher Conferences', '20261008', '20261009'),
  ...day('fall', 'Fall Break - No School', '20261019', '20261023'),
  ...day('thanks', 'Thanksgiving Break - No School', '20261123', '20261128'),
  ...day('er1217', 'Early Release 12:30 - End of Semester 1', '20261217', '20261218'),
  ...day('winter', 'Winter Break - No School', '20261221', '20270102'),
  ...day('pd0104', 'No School - Staff PD', '20270104', '20270105'),
  ...day('mlk', 'MLK Day - No School', '20270118', '20270119'),
  ...day('mu0212', 'Friday Make-Up Day - School in Session', '20270212', '20270213'),
  ...day('pres', 'Presidents Day - No School', '20270215', '20270216'),
  ...day('spring', 'Spring Break - No School', '20270322', '20270327'),
  ...day('sat', 'SAT (Grade 11) and PSAT (Grades 9-10)', '20270414', '20270415'),
  ...day('mu0416', 'Friday Make-Up Day - School in Session', '20270416', '20270417'),
  ...day('cmas', 'CMAS Testing - Grades 6-8 (mornings)', '20270419', '20270423'),
  ...day('pics', 'Spring Picture Day', '20270420', '20270421'),
  ...day('er0422', 'Early Release 12:30 - Parent-Teacher Conferences', '20270422', '20270423'),
  ...at(
    'conf0422',
    'Spring Parent-Teacher Conferences (drop-in)',
    '20270422T133000',
    '20270422T190000',
    'WCS Gym',
  ),
  ...at('concert', 'Spring Band and Choir Concert', '20270505T183000', '20270505T200000', 'WCS Gym'),
  ...day('pd0510', 'No School - Staff PD', '20270510', '20270511'),
  ...at('promo8', '8th Grade Promotion', '20270519T180000', '20270519T193000', 'WCS Gym'),
  ...day('last', 'Last Day of School - Early Release 12:30', '20270520', '20270521'),
  ...ev('willowworks', [
    'DTSTART;VALUE=DATE:20260911',
    'DTEND;VALUE=DATE:20260912',
    'RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270514',
    'EXDATE;VALUE=DATE:20261023,20261127,20261225,20270101,20270212,20270326,20270416',
    'SUMMARY:Willow Works Friday Program (Grades 6-8)',
  ]),
  'END:VCALENDAR',
  '',
].join('\r\n');
