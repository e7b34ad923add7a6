/**
 * Cedar Bluff Middle School: the band trip e-mail the campus secretary forwarded (its facts only in
 * the attached PDF trip packet) and the 2026-27 ICS feed in LOCISD wording (Student Holiday, Staff
 * Development, Early Release, Bad Weather Make-up Day, a weekly tutorials series with exceptions).
 */
import type { SourceEmail } from '../school.types.js';
import { icsEvents } from '../ics-events.js';

export const CEDAR_EMAIL: SourceEmail = {
  fileName: 'fwd-band-spring-trip.eml',
  from: 'Tammy Rhodes <trhodes@locisd.example>',
  subject: 'Fwd: Band spring trip packet - Hill Country Music Festival',
  receivedAt: '2027-01-29T20:10:00Z',
  voice: 'Campus Secretary forwarding the Director of Bands',
  description:
    'Forwarded band director e-mail; the trip date, payment schedule, departure/return times, uniform and chaperone facts exist only in the attached PDF trip packet.',
  text: `Forwarding for the parent assistant - the band parents keep calling the front office about this.
Tammy

---------- Forwarded message ---------
From: Daniel Kessler <dkessler@locisd.example>
Date: Fri, Jan 29, 2027 at 1:52 PM
Subject: Band spring trip packet - Hill Country Music Festival
To: Tammy Rhodes <trhodes@locisd.example>

Hey Tammy - attached is the spring trip packet that went home in band folders today. Can you get it to the parents assistant thing? Everything is in the PDF.
Thanks!
DK
`,
  attachment: {
    fileName: 'cbms-band-spring-trip-2027.pdf',
    title: 'Cedar Bluff Bands - Spring Trip 2027',
    subtitle: 'Hill Country Music Festival, San Antonio - Saturday, April 24, 2027',
    blocks: [
      {
        p: 'All CBMS band students (Symphonic Band, Concert Band and Cadet Band) are invited to perform at the Hill Country Music Festival at Lone Star Adventure Park in San Antonio on Saturday, April 24, 2027. Bands perform in the morning and spend the afternoon in the park; the awards ceremony is at 6:00 p.m.',
      },
      {
        table: [
          ['Payment', 'Amount', 'Due'],
          ['Deposit (with signed permission form)', '$60', 'Wednesday, February 10'],
          ['Payment 2', '$55', 'Friday, March 5'],
          ['Final payment', '$50', 'Thursday, April 1'],
          ['Total trip cost', '$165', ''],
        ],
        widths: [0.5, 0.2, 0.3],
      },
      {
        p: 'The trip cost includes the charter bus, festival registration, park admission and a dinner voucher. Students should bring money for lunch in the park (about $20).',
      },
      {
        p: 'Pay online through the LOCISD web store (Band - Spring Trip) or by check payable to "Cedar Bluff Band Boosters". Write the student\'s name and instrument on the memo line. Payments are non-refundable after March 5 unless a replacement student takes the spot.',
      },
      {
        p: 'Schedule: report to the CBMS band hall at 5:30 a.m.; buses depart at 6:00 a.m. Estimated return to CBMS: 10:30 p.m. Parents receive a text through the band Remind class (code @cbmsband27) when the buses are 30 minutes out.',
      },
      {
        p: 'Uniform: black band polo, black pants, black socks and black shoes for the performance. Students change into park clothes after performing.',
      },
      {
        p: 'Eligibility: students must be passing all classes on the 3rd nine weeks report card (no pass, no play applies to the trip).',
      },
      {
        p: 'Chaperones: parents who would like to chaperone must have an approved LOCISD volunteer background check by Friday, March 26 and sign up with Mr. Kessler. Chaperone cost: $95.',
      },
      {
        p: 'No student will be left home because of cost. For financial assistance contact Mr. Daniel Kessler, Director of Bands, at dkessler@locisd.example or (512) 555-0151.',
      },
    ],
  },
};

const { ev, day, at } = icsEvents('cedarbluff.locisd.example', 'America/Chicago');

export const CEDAR_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Live Oak Creek ISD//Cedar Bluff MS//EN',
  'X-WR-CALNAME:Cedar Bluff MS 2026-2027',
  'X-WR-TIMEZONE:America/Chicago',
  ...day('first', 'First Day of School', '20260812', '20260813'),
  ...day('labor', 'Labor Day – Student/Staff Holiday', '20260907', '20260908'),
  ...day('er1009', 'Early Release – End of 1st Nine Weeks', '20261009', '20261010'),
  ...day('sd1012', 'Staff Development – No School for Students', '20261012', '20261013'),
  ...day('thanks', 'Thanksgiving Break – Student/Staff Holiday', '20261123', '20261128'),
  ...day('er1218', 'Early Release – End of Semester', '20261218', '20261219'),
  ...day('winter', 'Winter Break', '20261221', '20270102'),
  ...day('sd0104', 'Staff Development – No School for Students', '20270104', '20270105'),
  ...day('mlk', 'Martin Luther King Jr. Day – Student Holiday', '20270118', '20270119'),
  ...ev('boost', [
    'DTSTART;TZID=America/Chicago:20270111T161000',
    'DTEND;TZID=America/Chicago:20270111T170000',
    'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270413T045959Z',
    'EXDATE;TZID=America/Chicago:20270118T161000,20270315T161000,20270317T161000',
    'SUMMARY:Bobcat Boost Tutorials',
    'LOCATION:Library',
  ]),
  ...day('er0205', 'Early Release', '20270205', '20270206'),
  ...at('pto', 'PTO General Meeting', '20270208T180000', '20270208T190000', 'Library'),
  ...day('sd0212', 'Staff Development – No School for Students', '20270212', '20270213'),
  ...day('bw0215', 'Bad Weather Make-up Day – School in Session', '20270215', '20270216'),
  ...at('pops', 'Band Pops Concert', '20270223T183000', '20270223T200000', 'CBMS Auditorium'),
  ...at('conf', 'Spring Parent-Teacher Conferences', '20270304T163000', '20270304T193000', 'CBMS'),
  ...day('er0312', 'Early Release – End of 3rd Nine Weeks', '20270312', '20270313'),
  ...day('spring', 'Spring Break', '20270315', '20270320'),
  ...day('sh0402', 'Student Holiday (Bad Weather Make-up Day if needed)', '20270402', '20270403'),
  ...day('staar1', 'STAAR Testing – Reading Language Arts', '20270413', '20270414'),
  ...day('staar2', 'STAAR Testing – Mathematics', '20270414', '20270415'),
  ...day('staar3', 'STAAR Testing – 8th Grade Science and Social Studies', '20270415', '20270416'),
  ...day('last', 'Last Day of School – Early Release', '20270527', '20270528'),
  'END:VCALENDAR',
  '',
].join('\r\n');
