/**
 * Ridgeview Collegiate Academy sources other than the handbook: November newsletter (DOCX), the
 * after-school page pasted from the website (markdown + HTML), the PTO book fair flyer (PNG), the
 * forwarded 8th-grade trip e-mail with its PDF attachment, and the 2026-27 ICS feed.
 */
import type { Block } from '../render.js';
import type { SourceEmail } from '../school.types.js';
import { icsEvents } from '../ics-events.js';

export const RIDGEVIEW_NEWSLETTER: Block[] = [
  { p: 'From the desk of Dr. Marcus Ellery, Head of School' },
  { p: 'RCA families - thank you for a strong first trimester. Key dates and reminders below.' },
  { h: 'November at a glance' },
  {
    table: [
      ['Date', 'Event', 'Notes'],
      ['Thu-Fri, Nov. 12-13', 'Student-Led Conferences', 'Sign up in ParentSquare; 20-minute slots'],
      ['Thu, Nov. 19', 'Fall Showcase', '5:30 PM, gym; grades 5-8 perform'],
      ['Through Fri, Nov. 20', 'Coat Drive', 'New/gently used coats, bin at Front Desk'],
      ['Wed, Nov. 25', 'Half Day', 'K-4 out 11:45 AM, 5-8 out 12:00 PM; no lunch served'],
      ['Mon, Nov. 30', 'Trimester 2 begins', 'Report cards posted in PowerSchool Dec. 2'],
    ],
    widths: [0.28, 0.32, 0.4],
  },
  { h: 'Winter uniform' },
  {
    p: 'From December 1 through February 26, students may wear the navy RCA crewneck sweatshirt ($22 at the Front Desk) over the uniform polo in class. Other hoodies still go in lockers.',
  },
  { h: 'Enrollment lottery 2027-28' },
  {
    p: 'The application for next year opens December 1 and closes February 12 at 5:00 PM. Siblings of current students get priority but must still apply. Lottery results: March 5.',
  },
  { h: 'Staffing' },
  {
    p: 'Please welcome Ms. Renee Castillo, our new 3rd grade teacher (Room 118), and Coach Andre Whitlock, who takes over middle school athletics.',
  },
];

export const RIDGEVIEW_WEBPAGE = `---
title: "After-School Programs | Ridgeview Collegiate Academy"
url: https://www.ridgeviewcollegiate.org/families/after-school
last_updated: 2026-09-04
layout: page
---

# After-School Programs

<p>RCA&rsquo;s after-school program, <strong>Ridge Club</strong>, runs every school day from dismissal until <strong>6:00&nbsp;PM</strong> in the cafeteria and library.<br>
On Fridays (Release Time) Ridge Club starts at 1:10&nbsp;PM.</p>

<p><strong>Rates:</strong> $165 per month (5 days) &middot; $12 per day drop-in &middot; sibling discount 10&#37;.<br>
Late pick-up after 6:00&nbsp;PM: $1 per minute, charged to your RevTrak account.</p>

<p>Register in ParentSquare &rarr; Forms &rarr; &ldquo;Ridge Club 2026&ndash;27&rdquo;. Questions? Ridge Club coordinator Ms. Denise Harper, <a href="mailto:ridgeclub@ridgeviewcollegiate.org">ridgeclub@ridgeviewcollegiate.org</a>.</p>

## Clubs &amp; Sports

| Club | Grades | Day / Time | Cost |
|---|---|---|---|
| Robotics (VEX IQ) | 5&ndash;8 | Tuesdays 3:45&ndash;5:00 PM, Room 214 | $40 per season |
| Chess Club | 2&ndash;8 | Thursdays 3:45&ndash;4:45 PM, Library | Free |
| Girls on the Run | 3&ndash;5 | Mon &amp; Wed 3:20&ndash;4:35 PM | $95 (scholarships available) |
| Boys&rsquo; &amp; Girls&rsquo; Basketball | 6&ndash;8 | Tryouts Nov. 30 &amp; Dec. 1, 3:45 PM, gym | $60 season fee |

<p><em>Students in clubs that end before 6:00&nbsp;PM are walked to Ridge Club and charged the drop-in rate if not picked up.</em></p>
`;

export const RIDGEVIEW_FLYER = `<html><body style="margin:0;font-family:DejaVu Sans,Arial,sans-serif;background:#eef6ff">
<div style="padding:50px;border:14px dashed #1d4ed8;height:1000px;box-sizing:border-box">
<h1 style="font-size:60px;color:#1d4ed8;margin:0 0 10px">BOOK FAIR!</h1>
<p style="font-size:34px;margin:0 0 30px;color:#111">Scholastic Book Fair at RCA</p>
<p style="font-size:32px;line-height:1.45;color:#111">Monday Dec 7 to Friday Dec 11<br>Library, Room 105<br>Open 8:00 AM to 4:00 PM<br>(Friday until 1:00 PM)</p>
<p style="font-size:32px;line-height:1.45;color:#b91c1c">Family Night: Wednesday Dec 9, 5:00 to 7:00 PM<br>Hot cocoa and a free book for every student</p>
<p style="font-size:28px;line-height:1.45;color:#111">Set up an eWallet at scholastic.com/bf/ridgeviewcollegiate<br>Volunteers needed: sign up with the PTO</p>
</div></body></html>`;

export const RIDGEVIEW_EMAIL: SourceEmail = {
  fileName: 'fwd-8th-grade-dc-trip.eml',
  from: 'Lucia Ferreira <lferreira@ridgeviewcollegiate.org>',
  subject: 'Fwd: 8th Grade Washington, DC Trip - payment schedule',
  receivedAt: '2026-11-10T17:30:00Z',
  voice: 'Office Manager forwarding the 8th grade team lead',
  description:
    'Forwarded e-mail about the 8th grade DC trip; the payment schedule, cost and packing facts are only in the attached PDF.',
  text: `Adding this for the assistant - parents keep asking about the DC trip.

---------- Forwarded message ---------
From: Jordan Pike <jpike@ridgeviewcollegiate.org>
Date: Mon, Nov 9, 2026 at 4:12 PM
Subject: 8th Grade Washington, DC Trip - payment schedule
To: 8th Grade Families <grade8@ridgeviewcollegiate.org>

Hi 8th grade families,

Attached is the payment schedule and packing list for our spring trip. Please read it closely.

Thanks,
Mr. Pike
8th Grade Team Lead
`,
  attachment: {
    fileName: 'dc-trip-payment-schedule.pdf',
    title: '8th Grade Washington, DC Trip 2027',
    subtitle: 'Ridgeview Collegiate Academy - Class of 2027',
    blocks: [
      {
        p: 'Travel dates: Monday, April 19 - Friday, April 23, 2027 (bus departs RCA 5:00 AM, returns about 9:00 PM).',
      },
      { p: 'Total cost per student: $1,150 (bus, hotel, meals, museum admissions).' },
      {
        table: [
          ['Payment', 'Amount', 'Due date'],
          ['Deposit (non-refundable)', '$150', 'December 15, 2026'],
          ['Payment 2', '$350', 'January 29, 2027'],
          ['Payment 3', '$350', 'February 26, 2027'],
          ['Final payment', '$300', 'March 19, 2027'],
        ],
        widths: [0.4, 0.25, 0.35],
      },
      {
        p: 'Pay in RevTrak under "Grade 8 DC Trip". Payment plans and scholarships: contact Mr. Pike by January 8.',
      },
      {
        p: 'Required: a signed medical release and a school ID; no passport needed. Spending money: up to $100 suggested. One carry-on suitcase and one backpack per student.',
      },
      { p: 'Parent information night: Thursday, January 14, 2027, 6:00 PM, cafeteria.' },
    ],
  },
};

const { ev, day } = icsEvents('ridgeviewcollegiate.org', 'America/Chicago');

export const RIDGEVIEW_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Ridgeview Collegiate Academy//Calendar 2026-27//EN',
  'X-WR-CALNAME:RCA 2026-27',
  'X-WR-TIMEZONE:America/Chicago',
  ...day('labor', 'Labor Day – Schools Closed', '20260907', '20260908'),
  ...day('election', 'Election Day – Schools Closed', '20261103', '20261104'),
  ...day('vets', 'Veterans Day – Student Holiday', '20261111', '20261112'),
  ...day('slc', 'Student-Led Conferences – Early Release – 12:35', '20261112', '20261114'),
  ...ev('showcase', [
    'DTSTART;TZID=America/Chicago:20261119T173000',
    'DTEND;TZID=America/Chicago:20261119T190000',
    'SUMMARY:Fall Showcase',
    'LOCATION:Gym',
  ]),
  ...day('halfday', 'Half Day – K-4 out 11:45 / 5-8 out 12:00', '20261125', '20261126'),
  ...day('thanks', 'Thanksgiving Break – Student / Teacher Holiday', '20261126', '20261128'),
  ...day('t2', 'Trimester 2 Begins', '20261130', '20261201'),
  ...day('inservice', 'Teacher In-Service – No Students', '20261204', '20261205'),
  ...ev('robotics', [
    'DTSTART;TZID=America/Chicago:20260915T154500',
    'DTEND;TZID=America/Chicago:20260915T170000',
    'RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270302T235959Z',
    'EXDATE;TZID=America/Chicago:20261124T154500,20261222T154500,20261229T154500',
    'SUMMARY:Robotics Club (Gr. 5-8)',
    'LOCATION:Room 214',
  ]),
  ...ev('pto', [
    'DTSTART;TZID=America/Chicago:20261201T180000',
    'DTEND;TZID=America/Chicago:20261201T190000',
    'SUMMARY:PTO Meeting',
    'LOCATION:Library',
  ]),
  ...ev('winterconcert', [
    'DTSTART;TZID=America/Chicago:20261216T180000',
    'DTEND;TZID=America/Chicago:20261216T193000',
    'SUMMARY:Winter Concert (K-4)',
    'LOCATION:Gym',
  ]),
  ...day('lastday', 'Early Release – 12:35 (last day before Winter Break)', '20261218', '20261219'),
  ...day('winter', 'Winter Break – No School', '20261221', '20270102'),
  ...day('return', 'Classes Resume', '20270104', '20270105'),
  ...day('mlk', 'Dr. Martin Luther King Jr. Day – Student Holiday', '20270118', '20270119'),
  ...day('earlyjan', 'Early Dismissal – 1:00 PM', '20270129', '20270130'),
  'END:VCALENDAR',
  '',
].join('\r\n');
