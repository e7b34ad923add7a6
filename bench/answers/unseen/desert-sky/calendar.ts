/**
 * Desert Sky Academy: the VEX IQ State Championship trip packet e-mail the front office forwarded (its
 * facts exist only in the attached PDF) and the 2026-27 ICS feed in Sonoran Skies wording
 * (Intersession - No School, No School - Staff Development, No School - Conference Comp Day, holidays,
 * breaks with exclusive DTEND, Early Release Wednesday as a weekly series with EXDATE exceptions, a few
 * timed events). America/Phoenix has no daylight saving time.
 * Held-out (unseen) bench school, written blind from documents only.
 */
import { icsEvents } from '../../schools/ics-events.js';
import type { SourceEmail } from '../../schools/school.types.js';

export const DESERT_SKY_EMAIL: SourceEmail = {
  fileName: 'fwd-robotics-state-trip.eml',
  from: 'Denise Holloway <office@dsacademy.example>',
  subject: 'Fwd: Sky Bots state championship trip packet',
  receivedAt: '2027-01-22T18:20:00Z',
  voice: 'Office manager forwarding the robotics coach',
  description:
    'Forwarded e-mail from Mr. Reyes (robotics coach); the VEX IQ State Championship trip details (Saturday, February 20 in Tucson, bus departure and return times, cost, forms and deadline, what to bring, dress, chaperones, spectators and livestream) exist only in the attached PDF packet.',
  text: `Adding this to the parent text line - the robotics packet went home today and parents are already asking about times.

Denise
DSA Front Office

---------- Forwarded message ---------
From: Daniel Reyes <dreyes@dsacademy.example>
Date: Fri, Jan 22, 2027 at 10:02 AM
Subject: Sky Bots state championship trip packet
To: Denise Holloway <office@dsacademy.example>

Hi Denise - attached is the final packet for the state championship trip (Dr. Ortega approved it this morning). Everything families need is in the PDF. Can you load it into the parent assistant?

Thanks!
Daniel Reyes
STEM Teacher / Robotics Coach
`,
  attachment: {
    fileName: 'sky-bots-state-championship-2027.pdf',
    title: 'Sky Bots - VEX IQ State Championship Trip',
    subtitle: 'Desert Sky Academy Robotics - Information for Team Families',
    blocks: [
      {
        p: 'Congratulations! Our two middle school teams, 4417A and 4417B, qualified for the Arizona VEX IQ State Championship. This packet has everything you need for the trip.',
      },
      { h: 'The Trip' },
      {
        table: [
          ['What', 'Details'],
          ['Event', 'Arizona VEX IQ Middle School State Championship'],
          ['Date', 'Saturday, February 20, 2027'],
          ['Location', 'Tucson Convention Center, 260 S. Church Avenue, Tucson'],
          ['Students arrive at DSA', '5:15 a.m., bus loop on Palo Verde Street'],
          ['Bus departs DSA', '5:45 a.m. (charter bus)'],
          ['Bus returns to DSA (approx.)', '8:30 p.m.'],
          ['Cost', '$30 per student (bus and team shirt)'],
          ['Forms and payment due', 'Wednesday, February 10, to Mr. Reyes'],
        ],
        widths: [0.35, 0.65],
      },
      {
        p: 'The return time depends on whether our teams make the finals. Mr. Reyes will send a ParentSquare message when the bus leaves Tucson; please be at DSA 15 minutes after the posted arrival time. Students may only leave with a parent at the event if the parent signs them out with Mr. Reyes in person.',
      },
      { h: 'Forms' },
      {
        p: 'Turn in the Sonoran Skies Field Trip Permission Form and the Overnight/Out-of-Town Medical Release together with the $30 payment (Sonoran Skies Pay or cash/check to the front office) by Wednesday, February 10. Students without both forms cannot board the bus.',
      },
      { h: 'What to Bring' },
      {
        p: 'A packed breakfast and lunch, a full water bottle, any medication (given to Mr. Reyes in the original container with the medication form), a jacket, and $15 for dinner - the team stops for dinner on the way home. No energy drinks. Phones are allowed on the bus and in the stands.',
      },
      { h: 'Dress' },
      {
        p: 'Students wear the Sky Bots team shirt (handed out at practice on February 17) with uniform khaki or navy bottoms and closed-toe shoes. Safety glasses are provided at the competition.',
      },
      { h: 'Chaperones and Spectators' },
      {
        p: 'We need four parent chaperones to ride the bus. Chaperones must have an Arizona Level 1 IVP Fingerprint Clearance Card on file with the front office by Friday, February 5. Families are welcome to drive down and watch; spectator admission is free. Matches are livestreamed on the Arizona VEX Robotics YouTube channel.',
      },
      {
        p: 'Questions: Mr. Daniel Reyes, STEM Teacher / Robotics Coach, ext. 142, dreyes@dsacademy.example.',
      },
    ],
  },
};

const { ev, day, at } = icsEvents('desertsky.sonoranskies.example', 'America/Phoenix');

export const DESERT_SKY_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Sonoran Skies Charter Schools//Desert Sky Academy//EN',
  'X-WR-CALNAME:Desert Sky Academy 2026-2027',
  'X-WR-TIMEZONE:America/Phoenix',
  ...day('pd0720', 'No School - Staff Development', '20260720', '20260723'),
  ...day('first', 'First Day of School', '20260723', '20260724'),
  ...day('labor', 'Labor Day - No School', '20260907', '20260908'),
  ...day(
    'conf-fall',
    'Parent-Teacher Conferences - Early Release 12:00 (All Grades)',
    '20260930',
    '20261002',
  ),
  ...day('comp1002', 'No School - Conference Comp Day', '20261002', '20261003'),
  ...day('fallint', 'Fall Intersession - No School', '20261005', '20261017'),
  ...day('vets', 'Veterans Day - No School', '20261111', '20261112'),
  ...day('thanks', 'Thanksgiving Break - No School', '20261125', '20261128'),
  ...at('wconcert', 'Winter Band & Orchestra Concert', '20261215T180000', '20261215T193000', 'DSA MPR'),
  ...day('er1218', 'Early Release 12:00 (All Grades) - Last Day Before Winter Break', '20261218', '20261219'),
  ...day('winter', 'Winter Break - No School', '20261221', '20270102'),
  ...day('pd0104', 'No School - Staff Development', '20270104', '20270105'),
  ...day('mlk', 'Martin Luther King Jr./Civil Rights Day - No School', '20270118', '20270119'),
  ...day('dash', 'Desert Sky Dash - PTO Fun Run', '20270129', '20270130'),
  ...day('day100', '100th Day of School', '20270202', '20270203'),
  ...at(
    'infonight',
    'Enrollment Information Night (2027-28)',
    '20270204T180000',
    '20270204T193000',
    'DSA MPR',
  ),
  ...day(
    'conf-spring',
    'Parent-Teacher Conferences - Early Release 12:00 (All Grades)',
    '20270210',
    '20270212',
  ),
  ...day('comp0212', 'No School - Conference Comp Day', '20270212', '20270213'),
  ...day('pres', "Presidents' Day - No School", '20270215', '20270216'),
  ...day('vex', 'VEX IQ State Championship (Sky Bots) - Tucson', '20270220', '20270221'),
  ...day('bookfair', 'Spring Book Fair (Library)', '20270222', '20270227'),
  ...day('springint', 'Spring Intersession - No School', '20270308', '20270320'),
  ...day('resume', 'Classes Resume', '20270322', '20270323'),
  ...day('spring-holiday', 'No School - Spring Holiday', '20270402', '20270403'),
  ...day('aasa', 'AASA State Testing Window (Grades 3-8)', '20270405', '20270424'),
  ...at('sconcert', 'Spring Band & Orchestra Concert', '20270420T183000', '20270420T200000', 'DSA MPR'),
  ...at('promo8', '8th Grade Promotion', '20270526T180000', '20270526T193000', 'DSA MPR'),
  ...day('last', 'Last Day of School - Early Release 11:30 (All Grades)', '20270527', '20270528'),
  ...ev('erwed', [
    'DTSTART;VALUE=DATE:20260729',
    'DTEND;VALUE=DATE:20260730',
    'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270519',
    'EXDATE;VALUE=DATE:20260930,20261007,20261014,20261111,20261125,20261223,20261230,20270210,20270310,20270317',
    'SUMMARY:Early Release Wednesday',
  ]),
  'END:VCALENDAR',
  '',
].join('\r\n');
