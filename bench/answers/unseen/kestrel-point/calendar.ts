/**
 * Kestrel Point High School: the prom packet e-mail the front desk forwarded (its facts exist only in
 * the attached PDF) and the 2026-27 ICS feed in Halcomb County wording (Student Holiday, Teacher Work
 * Day, Early Release, breaks with exclusive DTEND, Late Start Wednesdays as a weekly all-day series
 * with EXDATE exceptions, a few timed events).
 * Held-out (unseen) bench school, written blind on 2026-11-29 from documents only.
 */
import { icsEvents } from '../../schools/ics-events.js';
import type { SourceEmail } from '../../schools/school.types.js';

export const KESTREL_EMAIL: SourceEmail = {
  fileName: 'fwd-prom-2027-packet.eml',
  from: 'Tina Reyes <treyes@halcomb.example>',
  subject: 'Fwd: Prom 2027 parent/student packet',
  receivedAt: '2027-02-24T19:20:00Z',
  voice: 'Front desk receptionist forwarding the Assistant Principal for Student Activities',
  description:
    'Forwarded e-mail from Ms. Kim; the prom venue, times, ticket prices and deadlines, guest rules and promenade facts exist only in the attached PDF packet.',
  text: `Hi! Forwarding this for the parent text line - we are getting a LOT of prom calls at the front desk.
Tina Reyes
Front Desk, Kestrel Point HS

---------- Forwarded message ---------
From: Rachel Kim <rkim@halcomb.example>
Date: Wed, Feb 24, 2027 at 1:47 PM
Subject: Prom 2027 parent/student packet
To: Tina Reyes <treyes@halcomb.example>

Tina, the prom packet went home with juniors and seniors in advisement today. PDF attached - can you send it to the parent assistant so it can answer questions? Everything families need is in there.

Thanks so much,
Rachel Kim
Assistant Principal, 10th Grade & Student Activities
`,
  attachment: {
    fileName: 'kphs-prom-2027-packet.pdf',
    title: 'KPHS Junior-Senior Prom 2027',
    subtitle: '"A Night in the Emerald City" - Parent and Student Information Packet',
    blocks: [
      {
        p: 'The Kestrel Point High School Junior-Senior Prom will be held on Saturday, April 17, 2027 from 8:00 to 11:30 p.m. in the Grand Magnolia Ballroom at the Riverbend Conference Center, 450 Riverbend Parkway, Dawsonford. Dress is formal. Prom is a school-sponsored event, and the HCS Student Code of Conduct applies.',
      },
      { h: 'Tickets' },
      {
        table: [
          ['Ticket', 'Price', 'When'],
          ['Regular price', '$55 per person', 'Through Friday, March 26'],
          ['Late price', '$70 per person', 'Monday, April 12 - Wednesday, April 14'],
          ['At the door', 'Not sold', ''],
        ],
        widths: [0.3, 0.3, 0.4],
      },
      {
        p: 'Tickets are sold during all lunch waves in the cafeteria by the junior class officers (cash or check payable to "KPHS Junior Class"), or online through the HCS online payment portal (KPHS - Prom 2027). No ticket sales during spring break. Students must show their KPHS ID badge to buy a ticket and to enter prom. Tickets are non-refundable.',
      },
      { h: 'Who May Attend' },
      {
        p: 'Prom is for KPHS juniors and seniors. A junior or senior may bring one guest. Freshmen and sophomores may attend only as the guest of a junior or senior. Students assigned to out-of-school suspension after March 1 may not attend.',
      },
      {
        p: "Outside guests (not KPHS students) must be under 21 years old on the day of prom, must be approved in advance, and must show a government-issued photo ID at the door. The Outside Guest Form, signed by the guest, the guest's parent (if the guest is under 18) and the guest's school administrator, is due to Ms. Kim in Room 215 by Friday, March 19. Late forms are not accepted.",
      },
      { h: 'Promenade' },
      {
        p: 'Promenade (the walk-in before prom) is at 6:30 p.m. in the KPHS Auditorium. Families are welcome to come and take photos; seating is first come, first served and the doors open at 6:00 p.m.',
      },
      { h: 'Rules for the Night' },
      {
        p: 'Doors close at 9:30 p.m.; no one is admitted after that. Students who leave the ballroom may not return. Students leaving before 11:00 p.m. must be signed out by a parent unless a parent has signed the early departure section of the ticket form. Breathalyzers may be used at the door.',
      },
      {
        p: 'Questions: Ms. Rachel Kim, Assistant Principal for Student Activities, rkim@halcomb.example, (706) 555-0127.',
      },
    ],
  },
};

const { ev, day, at } = icsEvents('kphs.halcomb.example', 'America/New_York');

export const KESTREL_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Halcomb County Schools//Kestrel Point HS//EN',
  'X-WR-CALNAME:Kestrel Point HS 2026-2027',
  'X-WR-TIMEZONE:America/New_York',
  ...day('first', 'First Day of School', '20260805', '20260806'),
  ...day('labor', 'Labor Day - Student/Staff Holiday', '20260907', '20260908'),
  ...day('fall', 'Fall Break - No School', '20261012', '20261017'),
  ...day('er1009', 'Early Release - End of 1st Nine Weeks', '20261009', '20261010'),
  ...day('thanks', 'Thanksgiving Break - No School', '20261123', '20261128'),
  ...day('er1218', 'Early Release - End of 1st Semester', '20261218', '20261219'),
  ...day('winter', 'Winter Break - No School', '20261221', '20270102'),
  ...day('tw0104', 'Teacher Work Day - No School for Students', '20270104', '20270105'),
  ...day('mlk', 'MLK Jr. Day - Student/Staff Holiday', '20270118', '20270119'),
  ...day('febbreak', 'February Break - No School', '20270215', '20270220'),
  ...ev('latestart', [
    'DTSTART;VALUE=DATE:20260812',
    'DTEND;VALUE=DATE:20260813',
    'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270519',
    'EXDATE;VALUE=DATE:20261014,20261125,20261223,20261230,20270217,20270310,20270407',
    'SUMMARY:Late Start Wednesday - classes begin 9:45 a.m.',
  ]),
  ...at('rising9', 'Rising 9th Grade Parent Night', '20270309T180000', '20270309T193000', 'KPHS Auditorium'),
  ...day(
    'sat0310',
    'SAT School Day (Juniors) - Regular Bell Schedule, No Late Start',
    '20270310',
    '20270311',
  ),
  ...day('tw0312', 'Teacher Work Day - No School for Students', '20270312', '20270313'),
  ...at('conf', 'Spring Parent-Teacher Conferences', '20270318T160000', '20270318T190000', 'KPHS Main Gym'),
  ...at(
    'denight',
    'Dual Enrollment Information Night',
    '20270323T180000',
    '20270323T193000',
    'KPHS Media Center',
  ),
  ...day('er0326', 'Early Release - End of 3rd Nine Weeks (dismissal 12:35 p.m.)', '20270326', '20270327'),
  ...day('spring', 'Spring Break - No School', '20270405', '20270410'),
  ...day('eoc', 'Georgia Milestones EOC Testing Window', '20270427', '20270507'),
  ...at('grad', 'Graduation - Class of 2027', '20270522T090000', '20270522T110000', 'Northgate Civic Arena'),
  ...day('last', 'Last Day of School - Early Release', '20270526', '20270527'),
  'END:VCALENDAR',
  '',
].join('\r\n');
