/**
 * Desert Sky Academy (fictional K-8 public charter school of Sonoran Skies Charter Schools, Mesa,
 * Arizona) Family Handbook 2026-2027: office contacts with extensions, the modified year-round
 * calendar in general terms, the bell schedule by grade band (K-2 / 3-5 / 6-8) and Early Release
 * Wednesdays (K-3 / 4-8), arrival and dismissal with the car line, bus routes, attendance and
 * checkout, uniforms, heat and sun, meals, phones, medication, visitors and the fees table.
 * Rendered to fixtures/ as a PDF.
 * Held-out (unseen) bench school, written blind from documents only.
 */
import type { Block } from '../../schools/render.js';

export const DESERT_SKY_HANDBOOK: Block[] = [
  { h: 'Welcome to Desert Sky Academy' },
  {
    p: 'Desert Sky Academy (DSA), 4410 E. Saguaro Vista Drive, Mesa, AZ 85205, is a tuition-free public charter school serving about 640 students in kindergarten through 8th grade. DSA is one of four schools of Sonoran Skies Charter Schools. This handbook goes together with the Sonoran Skies Student Code of Conduct; where they differ, the Code of Conduct governs. Please read it with your child and sign the acknowledgment in ParentSquare by Friday, August 7, 2026.',
  },
  { p: 'Home of the Roadrunners - Navy and Copper.' },
  { h: 'Office Contacts' },
  {
    p: 'Main office: (480) 555-0140. Attendance line (24 hours, voicemail): (480) 555-0141. Fax: (480) 555-0149. E-mail: office@dsacademy.example. The front office is open 7:00 a.m. - 3:45 p.m. on school days and 8:00 a.m. - 2:00 p.m. during intersessions (closed on holidays and during Winter Break).',
  },
  {
    table: [
      ['Contact', 'Ext.', 'E-mail', 'Call about'],
      [
        'Mrs. Denise Holloway, Office Manager',
        '100',
        'office@dsacademy.example',
        'General questions, visitors, volunteers, car tags',
      ],
      [
        'Dr. Marisol Ortega, Principal',
        '101',
        'mortega@dsacademy.example',
        'Concerns, school-wide questions',
      ],
      [
        'Mr. Kevin Tran, Assistant Principal',
        '102',
        'ktran@dsacademy.example',
        'Discipline, recess and weather decisions, uniforms',
      ],
      [
        'Ms. Yesenia Ruiz, Attendance Clerk',
        '104',
        'attendance@dsacademy.example',
        'Absences, tardies, early checkout',
      ],
      [
        'Mrs. Pam Kowalski, Registrar',
        '105',
        'enroll@dsacademy.example',
        'Enrollment, withdrawals, records, address changes',
      ],
      [
        'Ms. Carla Jimenez, RN, School Nurse',
        '110',
        'nurse@dsacademy.example',
        'Medication, health plans, immunizations, inhalers',
      ],
      [
        'Mr. Andre Whitfield, Counselor (K-8)',
        '115',
        'awhitfield@dsacademy.example',
        'Student support, 504 plans, 8th grade high school planning',
      ],
      [
        'Mrs. Lupe Garza, Cafeteria Manager',
        '120',
        'cafe@dsacademy.example',
        'Meal accounts, free and reduced meal forms, allergies',
      ],
      [
        'Mr. Ray Nakamura, Transportation Coordinator',
        '125',
        'transportation@dsacademy.example',
        'Bus rider registration, routes, bus behavior',
      ],
    ],
    widths: [0.33, 0.08, 0.3, 0.29],
  },
  {
    p: 'Sunrise Kids Club (before and after care) is run by the East Valley Family Y, not by the school office. See the Kids Club parent information sheet for hours, fees and contacts.',
  },
  { h: 'Our Modified Year-Round Calendar' },
  {
    p: 'DSA follows a modified year-round calendar: school starts in late July, and instead of one long summer we take a two-week Fall Intersession in October and a two-week Spring Intersession in March, plus the usual Thanksgiving and Winter breaks. There is no school for students during intersessions. Optional paid Intersession Camps are offered on campus by the East Valley Family Y; watch for the sign-up notice about six weeks before each intersession. The full calendar is on the website and in the DSA calendar feed.',
  },
  { h: 'Bell Schedule 2026-2027' },
  {
    p: 'Monday, Tuesday, Thursday and Friday (regular days):',
  },
  {
    table: [
      ['', 'K-2', '3-5', '6-8'],
      ['Gates open / breakfast', '7:20 a.m.', '7:20 a.m.', '7:35 a.m.'],
      ['Tardy bell', '7:45 a.m.', '7:45 a.m.', '8:00 a.m.'],
      ['Lunch', '10:50 - 11:20 a.m.', '11:30 a.m. - 12:00 p.m.', '12:10 - 12:40 p.m.'],
      [
        'Recess',
        '11:20 - 11:40 a.m. and 1:15 - 1:30 p.m.',
        '12:00 - 12:20 p.m.',
        'none (passing break 10:15 - 10:25 a.m.)',
      ],
      ['Dismissal', '2:10 p.m.', '2:25 p.m.', '2:55 p.m.'],
    ],
    widths: [0.28, 0.26, 0.23, 0.23],
  },
  { h: 'Early Release Wednesdays' },
  {
    p: 'Every Wednesday is an Early Release day so our teachers can meet in grade-level teams. On Wednesdays students are dismissed in two groups, which are NOT the same as the daily grade bands: grades K-3 are dismissed at 12:15 p.m. and grades 4-8 are dismissed at 12:45 p.m. (Yes, 3rd graders leave with the K-2 students on Wednesdays.) Morning start times do not change. Lunch is served to all grades before dismissal. Buses leave at 12:55 p.m. on Wednesdays; K-3 bus riders wait in the library until then. Sunrise Kids Club opens at 12:15 p.m. on Wednesdays for enrolled students.',
  },
  {
    p: 'During parent-teacher conference days all grades are dismissed at 12:00 p.m. Wednesdays during breaks, intersessions and holidays are not school days.',
  },
  { h: 'Arrival' },
  {
    p: 'Students should not arrive before the gates open (7:20 a.m.; 7:35 a.m. for grades 6-8). There is no supervision before then; students who need to come earlier must be enrolled in Sunrise Kids Club before care. Free breakfast is served in the cafeteria until 7:40 a.m. Students who arrive after the tardy bell must check in at the front office with a parent.',
  },
  { h: 'Dismissal and the Car Line' },
  {
    p: 'The car line enters from Saguaro Vista Drive and runs through the north loop. Every car must display the hanging DSA car tag with your family number; you get two tags at registration and more from the office ($3 each). Students in K-2 are loaded at the Kinder Courtyard gate at the front of the loop; grades 3-8 are loaded at the north loop canopy. Stay in your car, do not leave it in the loop, and please no phones while driving through the school zone. Car line pickup starts at 2:10 p.m. (12:15 p.m. on Wednesdays). Students not picked up by 3:15 p.m. (1:15 p.m. on Wednesdays) are walked to the front office and families are called; repeated late pickups may be referred to Kids Club at the drop-in rate.',
  },
  {
    p: 'Walkers and bike riders exit through the Palo Verde Street gate on the west side. Kindergarten and 1st grade walkers must be met by an adult or an older sibling in grade 5 or above. Bikes and scooters are walked, not ridden, on campus and locked at the bike racks.',
  },
  { h: 'Bus Routes' },
  {
    p: 'DSA runs three bus routes for students who live inside the DSA transportation zone. Bus service is free, but every rider must be registered each year with Mr. Nakamura (ext. 125). Afternoon buses leave at 3:05 p.m. (12:55 p.m. on Wednesdays); K-5 riders wait in the library until their bus is called.',
  },
  {
    table: [
      ['Route', 'Area served', 'First morning stop', 'First afternoon drop-off'],
      ['Route 1 - Red Mountain', 'North of McKellips Road', '6:50 a.m.', '3:25 p.m.'],
      ['Route 2 - Usery Pass', 'East of Ellsworth Road', '6:55 a.m.', '3:30 p.m.'],
      ['Route 3 - Falcon Field', 'West of Higley Road', '7:00 a.m.', '3:20 p.m.'],
    ],
    widths: [0.28, 0.3, 0.21, 0.21],
  },
  {
    p: 'Students in kindergarten through 2nd grade must be met at the afternoon stop by an adult; if no one is there, the child returns to school and the family is called. A student may ride a different bus or get off at a different stop only with a note to the front office by 12:00 p.m. that day.',
  },
  { h: 'Attendance and Checkout' },
  {
    p: 'If your child will be absent, call the attendance line at (480) 555-0141 or e-mail attendance@dsacademy.example by 9:00 a.m. with the name, grade, teacher and reason. Arizona requires that students attend; 10 or more unexcused absences may be reported to the county attendance officer. Please schedule appointments during intersessions or after school when you can.',
  },
  {
    p: 'Early checkout: come to the front office with a photo ID; only adults listed as contacts in ParentSquare/PowerSchool may check a student out. To keep dismissal safe there are no checkouts after 1:45 p.m. (11:45 a.m. on Wednesdays).',
  },
  { h: 'Uniform Dress Code' },
  {
    p: 'DSA is a uniform school. Uniforms are required Monday through Thursday; Friday is Spirit Day.',
  },
  {
    table: [
      ['Item', 'Allowed', 'Not allowed'],
      [
        'Shirts',
        'Solid navy or white polo shirt with a collar (DSA logo optional); tucked in for grades 6-8',
        'T-shirts, graphic shirts, other colors',
      ],
      [
        'Bottoms',
        'Khaki or navy pants, shorts, skirts, skorts or jumpers; shorts and skirts no shorter than 3 inches above the knee',
        'Jeans (except Fridays), leggings worn alone, athletic shorts',
      ],
      [
        'Layers',
        'Solid navy, white or gray sweater, sweatshirt or fleece; DSA spirit sweatshirts',
        'Hoods up indoors; other logos',
      ],
      ['Shoes', 'Closed-toe shoes that are safe for PE', 'Sandals, slides, Crocs, Heelys, shoes with wheels'],
      ['Hats', 'Sun hats and caps outdoors only (recommended for recess)', 'Hats indoors'],
      [
        'Fridays (Spirit Day)',
        'DSA spirit shirt or a college T-shirt with uniform bottoms or jeans without holes',
        '-',
      ],
    ],
    widths: [0.18, 0.5, 0.32],
  },
  {
    p: 'A student out of uniform is loaned a shirt from the office and the family is notified; after the third time in a quarter a parent conference is scheduled. Logo polos and spirit shirts are sold by the PTO uniform store (see fees).',
  },
  { h: 'Heat, Sun and Water' },
  {
    p: "Every student should bring a labeled reusable water bottle every day (water only). Students may carry and apply their own sunscreen at school without a doctor's note (Arizona law). Recess is adjusted for heat, cold, air quality and storms following the DSA Recess Weather Guidelines posted each August; the assistant principal makes the call.",
  },
  { h: 'Meals' },
  {
    p: 'Breakfast is free for all students. Lunch can be paid through MySchoolBucks; families may apply for free or reduced-price meals at any time in the year. Students may bring lunch from home; no glass containers, energy drinks or fast food delivered to the office. Parents are welcome to eat lunch with their child on Fridays only (sign in at the office).',
  },
  { h: 'Cell Phones' },
  {
    p: 'Phones and smartwatches must be off and in backpacks from the tardy bell until dismissal ("off and away all day"). A phone seen or heard during the day is taken to the office; a parent picks it up after 2:55 p.m. Students who need to reach a parent may use the office phone.',
  },
  { h: 'Medication' },
  {
    p: 'All medication, including over-the-counter medicine, must be brought to the health office by an adult in the original container with the Medication Authorization Form signed by a parent (and by the doctor for prescription medicine). Students may carry inhalers and epinephrine auto-injectors with a form on file. Students with a fever of 100.0 or higher, vomiting or diarrhea must stay home until 24 hours without symptoms and without fever-reducing medicine.',
  },
  { h: 'Visitors and Volunteers' },
  {
    p: 'All visitors sign in at the front office with a photo ID and wear a visitor badge. Classroom volunteers complete the Sonoran Skies volunteer form each year; volunteers who work alone with students or chaperone overnight or out-of-town trips also need an Arizona Level 1 IVP Fingerprint Clearance Card.',
  },
  { h: 'Fees 2026-2027' },
  {
    p: 'School fees are paid online in the Sonoran Skies Pay portal or by cash or check at the front office. Arizona families can claim an extracurricular activities tax credit for fees and field trips (up to $200 single / $400 married filing jointly).',
  },
  {
    table: [
      ['Item', 'Cost', 'Notes'],
      ['Student lunch (K-5)', '$3.25', 'Reduced price $0.40'],
      ['Student lunch (6-8)', '$3.50', 'Reduced price $0.40'],
      ['Adult lunch', '$5.00', 'Fridays only'],
      ['Milk or juice (a la carte)', '$0.75', ''],
      ['Logo polo shirt (PTO uniform store)', '$18', 'Plain polos without a logo are fine too'],
      ['DSA spirit shirt', '$12', 'For Fridays'],
      ['Student planner (grades 3-8)', '$6', ''],
      ['Extra car tag', '$3', 'Two are free at registration'],
      ['Chromebook damage (first incident)', '$25', 'Second incident $50'],
      ['Band or orchestra instrument rental (grades 5-8)', '$40 per semester', 'School-owned instruments'],
      ['Middle school elective fee (grades 6-8)', '$20 per year', 'Art, robotics, STEM lab supplies'],
      ['Field trips', 'Varies', 'Announced with each permission slip'],
    ],
    widths: [0.44, 0.2, 0.36],
  },
  {
    p: 'No student is excluded from a field trip or activity because of cost; contact Mrs. Holloway privately.',
  },
];
