/**
 * Ridgeview Collegiate Academy (a fictional K-8 public charter school in Chicago) family handbook:
 * terse, table-first, numbered sections. Rendered to fixtures/rca-family-handbook-2026-27.pdf.
 */
import type { Block } from '../render.js';

export const RIDGEVIEW_HANDBOOK: Block[] = [
  { h: '1. Contacts' },
  {
    p: 'Ridgeview Collegiate Academy (RCA), 4410 W. Armitage Ave., Chicago, IL 60639. Campus serves grades K-8.',
  },
  {
    table: [
      ['Office', 'Phone / E-mail', 'Hours'],
      ['Main Office', '(312) 555-0142', 'M-F 7:15 AM - 4:30 PM'],
      [
        'Front Desk (visitors, late arrivals, pick-up changes)',
        'frontdesk@ridgeviewcollegiate.org',
        'M-F 7:15 AM - 4:30 PM',
      ],
      ['Attendance Line', '(312) 555-0147 / attendance@ridgeviewcollegiate.org', '24-hour voicemail'],
      ['Nurse - Ms. Tamika Hollis, RN', '(312) 555-0142 ext. 214', 'M-F 7:30 AM - 3:45 PM'],
      ['Enrollment & Lottery', 'enroll@ridgeviewcollegiate.org', 'By appointment'],
    ],
    widths: [0.4, 0.38, 0.22],
  },
  {
    table: [
      ['Role', 'Name'],
      ['Head of School', 'Dr. Marcus Ellery'],
      ['Director of Operations', 'Karen Brzezinski'],
      ['Dean of Students (Grades 5-8)', 'Mr. Oluwaseun Adeyemi'],
      ['Dean of Students (Grades K-4)', 'Ms. Priya Raman'],
      ['Office Manager', 'Lucia Ferreira'],
      ['Special Education Coordinator', 'Mr. Daniel Okafor'],
    ],
    widths: [0.5, 0.5],
  },
  { h: '2. Bell Schedule' },
  {
    table: [
      ['Block', 'Lower School (K-4)', 'Middle School (5-8)'],
      ['Doors open / breakfast', '7:30 AM', '7:30 AM'],
      ['First bell (tardy after)', '7:55 AM', '7:45 AM'],
      ['Lunch', '11:05 - 11:35 AM', '11:50 AM - 12:20 PM'],
      ['Dismissal (Mon-Thu)', '3:10 PM', '3:35 PM'],
      ['Friday Release Time', '1:10 PM', '1:25 PM'],
    ],
    widths: [0.34, 0.33, 0.33],
  },
  {
    p: 'Every Friday is Release Time (staff PD). Students not picked up by 3:50 PM (Mon-Thu) or 1:45 PM (Fri) go to Ridge Club aftercare and are charged the drop-in rate.',
  },
  { h: '3. Fees' },
  {
    table: [
      ['Item', 'Amount', 'Due'],
      ['Student Activity Fee', '$85 per year', 'Sept. 30'],
      ['Chromebook Protection Plan (optional)', '$25 per year', 'Sept. 30'],
      ['Lost/damaged Chromebook (no plan)', '$275', 'On invoice'],
      ['Uniform polo (RCA crest)', '$14 each', 'At purchase'],
      ['Late pick-up', '$10 per 15 minutes after 3:50 PM', 'Next business day'],
      ['8th Grade Trip', 'See trip packet', 'Installments'],
    ],
    widths: [0.45, 0.3, 0.25],
  },
  {
    p: 'Fee waivers: families who qualify for free/reduced meals pay no Student Activity Fee. Pay online at RevTrak or by check to "RCA" at the Main Office. No cash over $20.',
  },
  { h: '4. Meals' },
  {
    table: [
      ['Meal', 'Full price', 'Reduced'],
      ['Breakfast', '$1.75', '$0.30'],
      ['Lunch (K-4)', '$3.10', '$0.40'],
      ['Lunch (5-8)', '$3.35', '$0.40'],
      ['Extra milk', '$0.60', '$0.60'],
    ],
    widths: [0.4, 0.3, 0.3],
  },
  {
    p: 'Load money in the LINQ Connect app. Accounts below -$10.00 get an alternate meal. Apply for free/reduced meals any time in LINQ Connect.',
  },
  { h: '5. Policies' },
  {
    p: '5.1 Uniform. Navy or gray polo with RCA crest; khaki or black pants, shorts, skirts or jumpers. Closed-toe shoes only: no flip-flops, slides, Crocs or heels. Fridays are Spirit Wear days (RCA T-shirt + jeans OK). Outerwear (non-RCA hoodies, jackets) is stored in lockers during class.',
  },
  {
    p: '5.2 Medication. All medication (incl. over-the-counter) is kept by the nurse. Parent/guardian drops it off in the original labeled container with Form MED-1 signed by parent and physician. Students may self-carry an inhaler or EpiPen only with Form MED-2 on file. No medication in backpacks. Medication left after the last day of school is discarded.',
  },
  {
    p: "5.3 Pick-up by another adult. Students are released only to adults on the Authorized Pick-Up List in ParentSquare. Adults must be 18+ and show photo ID at the Front Desk every time. To add a one-time adult: e-mail frontdesk@ridgeviewcollegiate.org with the adult's full name before 1:00 PM the same day (before 11:00 AM on Fridays). Phone calls are not accepted for pick-up changes.",
  },
  {
    p: "5.4 Attendance. Report an absence by 8:30 AM: call (312) 555-0147 or e-mail attendance@ridgeviewcollegiate.org with student name, grade, reason. 3 unexcused tardies = 1 unexcused absence. Absences of 3+ consecutive days need a doctor's note. Vacations during school days are unexcused.",
  },
  {
    p: '5.5 Phones and smartwatches. Phones are powered off and locked in a Yondr pouch from arrival to dismissal. Smartwatches: allowed, but notifications, calls and texts must be off (airplane / school mode) during the school day. Devices used in class are confiscated and returned only to a parent/guardian at the Front Desk after 3:35 PM.',
  },
  {
    p: '5.6 Illness. Keep students home with a temperature of 100.0 F or higher, vomiting or diarrhea; return after 24 hours symptom-free without medicine. Students sent home by the nurse must be picked up within 60 minutes.',
  },
  {
    p: '5.7 Visitors. All visitors check in at the Front Desk with photo ID (Raptor scan). Classroom visits: 48 hours notice to the teacher. Volunteers need a CPS-equivalent background check (allow 10 business days).',
  },
  {
    p: '5.8 Homework. K-2: 15-20 min reading nightly. Grades 3-4: 30-40 min. Grades 5-8: up to 60 min, posted in Google Classroom. Late work: -10% per day, max 3 days.',
  },
  {
    p: '5.9 Food. RCA is a nut-aware campus: no peanut or tree-nut products in K-4 classrooms. Birthday treats: store-bought, nut-free, 48 hours notice to the teacher; no balloons.',
  },
  {
    p: '5.10 Severe weather. Closings are announced by ParentSquare text and call by 5:45 AM and on ridgeviewcollegiate.org. RCA follows its own calendar, not CPS closures. Late start = doors open 9:30 AM, no breakfast.',
  },
  { p: '5.11 Lost & found. Bins by the gym. Unlabeled items donated the last Friday of each month.' },
  { h: '6. Arrival & Dismissal' },
  {
    p: 'Car line: enter from Armitage Ave., drop-off lane along the east side of the building, 7:30-7:55 AM. Do not leave your car. Walkers use the Kostner gate. Students arriving after the first bell check in at the Front Desk.',
  },
  {
    p: 'Grades 5-8 may walk home alone with a signed Walker Permission form on file. K-4 students are released only to an authorized adult.',
  },
];
