/**
 * St. Casimir Catholic School: the 6th grade environmental learning center trip e-mail the office
 * forwarded (its facts exist only in the attached PDF) and the 2026-27 ICS feed (MEA break, Holy
 * Thursday-Easter Monday break and the other breaks with exclusive DTEND, no-school in-service days,
 * half days with noon dismissal, the weekly Friday All-School Mass as a timed series with EXDATE
 * exceptions, a few timed events).
 * Held-out (unseen) bench school, written blind on 2026-11-30 from documents only.
 */
import { icsEvents } from '../../schools/ics-events.js';
import type { SourceEmail } from '../../schools/school.types.js';

export const ST_CASIMIR_EMAIL: SourceEmail = {
  fileName: 'fwd-grade-6-birch-hollow-trip.eml',
  from: 'Deb Halvorsen <office@stcasimir-school.example>',
  subject: 'Fwd: 6th grade Birch Hollow trip - parent letter',
  receivedAt: '2027-04-06T15:10:00Z',
  voice: 'Office Manager forwarding the 6th grade teacher',
  description:
    'Forwarded e-mail from Mr. Anderson; the trip dates, departure and return times, cost, deposit and balance deadlines, packing list, medication and chaperone rules exist only in the attached PDF letter.',
  text: `Forwarding Nick's trip letter so the parent helper has it. The 6th grade parents will have a lot of questions!

Deb

Deb Halvorsen | Office Manager
St. Casimir Catholic School
(320) 555-0140

---------- Forwarded message ---------
From: Nick Anderson <nanderson@stcasimir-school.example>
Date: Mon, Apr 5, 2027 at 3:52 PM
Subject: 6th grade Birch Hollow trip - parent letter
To: Deb Halvorsen <office@stcasimir-school.example>

Hi Deb - here's the parent letter for Birch Hollow. It went home in backpacks today. Could you put it wherever parents can find it? Thanks!!

Nick
`,
  attachment: {
    fileName: 'grade-6-birch-hollow-parent-letter.pdf',
    title: 'Grade 6 Trip: Birch Hollow Environmental Learning Center',
    subtitle: 'St. Casimir Catholic School - Parent Letter, April 2027',
    blocks: [
      {
        p: 'Dear 6th Grade Families, every spring our sixth graders spend three days and two nights at Birch Hollow Environmental Learning Center on Lake Tamsen, about three and a half hours north of Lake Adelle. Students canoe, snowshoe if the snow is still there, study pond life, hike to the fire tower and learn to cook over a campfire. It is the highlight of sixth grade!',
      },
      { h: 'Dates and Times' },
      {
        table: [
          ['', 'When', 'Where'],
          [
            'Departure',
            'Wednesday, May 19 - bus leaves at 7:00 a.m. (arrive by 6:40 a.m.)',
            'Church parking lot',
          ],
          ['Return', 'Friday, May 21 - about 3:30 p.m.', 'Church parking lot'],
        ],
        widths: [0.2, 0.5, 0.3],
      },
      {
        p: 'We will post a ParentSquare update when the bus is one hour from school on Friday. Students who are not picked up by 4:00 p.m. go to Kids Club.',
      },
      { h: 'Cost' },
      {
        p: 'The trip costs $295 per student, which covers the charter bus, lodging, all meals and the Birch Hollow classes. A $100 non-refundable deposit is due Friday, April 23, and the balance of $195 is due Friday, May 7. Pay through FACTS (Grade 6 Trip) or by check to "St. Casimir School." No student will miss this trip because of cost - please contact Mrs. Brandvold confidentially about help.',
      },
      { h: 'Parent Meeting' },
      {
        p: 'Please come to the parent meeting on Tuesday, April 27 at 6:30 p.m. in the school library. Birch Hollow staff will join us by video and we will go over cabins, meals and the packing list.',
      },
      { h: 'Packing List' },
      {
        p: "Sleeping bag and pillow; rain jacket and rain pants; two pairs of shoes that can get wet and muddy; warm layers, a stocking cap and gloves (it can snow in May up north!); three days of clothes plus extra socks; toothbrush and toiletries; water bottle; flashlight. Pack everything in one duffel bag or suitcase labeled with your child's name.",
      },
      {
        p: 'Leave at home: cell phones, smartwatches, tablets and other electronics, candy and snacks (Birch Hollow is a nut-free, food-free cabin site). Chaperones will have phones. In an emergency, families can reach the Birch Hollow office at (218) 555-0188.',
      },
      { h: 'Medication' },
      {
        p: "All medication, including vitamins and over-the-counter medicine, must be in its original container in a zip-top bag labeled with your child's name, with a Medication Authorization Form. Turn it in to Nurse Ostby by Wednesday, May 12. Students may not keep any medicine in their luggage.",
      },
      { h: 'Chaperones' },
      {
        p: 'We need four parent chaperones (two moms and two dads, or any combination that fits our cabins). Chaperones must have VIRTUS training and a background check completed by Saturday, May 1, and pay $150 toward their lodging and meals. Interested? E-mail Mr. Anderson by April 23.',
      },
      {
        p: 'Questions: Mr. Nick Anderson, Grade 6, nanderson@stcasimir-school.example, (320) 555-0153.',
      },
    ],
  },
};

const { ev, day, at } = icsEvents('stcasimir-school.example', 'America/Chicago');

export const ST_CASIMIR_CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//St. Casimir Catholic School//School Calendar//EN',
  'X-WR-CALNAME:St. Casimir School 2026-27',
  'X-WR-TIMEZONE:America/Chicago',
  ...day('labor', 'Labor Day - No School', '20260907', '20260908'),
  ...day('first', 'First Day of School - Grades 1-8', '20260908', '20260909'),
  ...day('kfirst', 'First Day of Kindergarten', '20260910', '20260911'),
  ...day('mea', 'MEA Break - No School', '20261015', '20261017'),
  ...at('conf-fall', 'Parent-Teacher Conferences', '20261105T150000', '20261105T200000', 'School Library'),
  ...day('inserv1106', 'Teacher In-Service - No School', '20261106', '20261107'),
  ...day('thanks', 'Thanksgiving Break - No School', '20261125', '20261128'),
  ...day('hd1218', 'Half Day - Noon Dismissal (Christmas Program at 10:00 a.m.)', '20261218', '20261219'),
  ...day('christmas', 'Christmas Break - No School', '20261221', '20270102'),
  ...day('mlk', 'Martin Luther King Jr. Day - No School', '20270118', '20270119'),
  ...day('csw', 'Catholic Schools Week', '20270131', '20270206'),
  ...day('ash', 'Ash Wednesday - All-School Mass 8:15 a.m.', '20270210', '20270211'),
  ...day('presidents', "Presidents' Day - No School", '20270215', '20270216'),
  ...day('hd0305', 'Half Day - Noon Dismissal (End of 2nd Trimester)', '20270305', '20270306'),
  ...day('spring', 'Spring Break - No School', '20270315', '20270320'),
  ...day('easter', 'Easter Break (Holy Thursday - Easter Monday) - No School', '20270325', '20270330'),
  ...day('inserv0416', 'Teacher In-Service - No School', '20270416', '20270417'),
  ...day('map', 'Spring MAP Testing (Grades 2-8)', '20270420', '20270424'),
  ...day('grandparents', 'Grandparents & Special Friends Day', '20270423', '20270424'),
  ...day('hd0430', 'Half Day - Noon Dismissal', '20270430', '20270501'),
  ...at('fhc', 'First Communion Mass', '20270501T100000', '20270501T113000', 'St. Casimir Church'),
  ...day('ascension', 'Ascension Thursday - All-School Mass 8:15 a.m.', '20270506', '20270507'),
  ...day('memorial', 'Memorial Day - No School', '20270531', '20270601'),
  ...at('grad8', '8th Grade Graduation Mass', '20270602T183000', '20270602T200000', 'St. Casimir Church'),
  ...day('last', 'Last Day of School - Half Day (Noon Dismissal)', '20270603', '20270604'),
  ...ev('fridaymass', [
    'DTSTART;TZID=America/Chicago:20260911T081500',
    'DTEND;TZID=America/Chicago:20260911T090000',
    'RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270528T235959Z',
    'EXDATE;TZID=America/Chicago:20261016T081500,20261127T081500,20261225T081500,20270101T081500,20270319T081500,20270326T081500,20270416T081500,20270507T081500',
    'SUMMARY:All-School Mass',
    'LOCATION:St. Casimir Church',
  ]),
  'END:VCALENDAR',
  '',
].join('\r\n');
