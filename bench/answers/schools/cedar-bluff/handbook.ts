/**
 * Cedar Bluff Middle School (fictional, Live Oak Creek Independent School District, Texas)
 * Student & Parent Handbook: district style with campus additions, contact and schedule tables,
 * an A/B block bell schedule with its Early Release variant, fees and charges.
 * Rendered to fixtures/cbms-student-parent-handbook-2026-2027.pdf.
 */
import type { Block } from '../render.js';

export const CEDAR_HANDBOOK: Block[] = [
  { h: 'Welcome, Bobcats!' },
  {
    p: 'Cedar Bluff Middle School (CBMS), 4100 Bluff Ridge Parkway, Live Oak Creek, TX 78642, serves students in grades 6–8 for the Live Oak Creek Independent School District (LOCISD). This handbook is a campus supplement to the LOCISD Student Code of Conduct; where the two differ, the Student Code of Conduct governs.',
  },
  { h: 'Campus Contacts' },
  {
    table: [
      ['Office', 'Phone / E-mail', 'Hours'],
      ['Main Office (front desk)', '(512) 555-0140 / cbmsoffice@locisd.example', '7:15 a.m. – 4:30 p.m.'],
      [
        'Attendance Office – Mrs. Dana Whitaker, Attendance Clerk',
        '(512) 555-0142 / cbmsattendance@locisd.example',
        '7:30 a.m. – 4:00 p.m.',
      ],
      ["Nurse's Office – Kristin Pham, RN", '(512) 555-0143', '8:00 a.m. – 4:00 p.m.'],
      ['Counseling Center', '(512) 555-0144', '8:00 a.m. – 4:15 p.m.'],
      ['Registrar – Ms. Lorena Cantu', '(512) 555-0145', '8:00 a.m. – 3:30 p.m.'],
      ['Athletics Office – Coach Travis Dunlap', '(512) 555-0147', 'by appointment'],
      ['Cafeteria Manager – Mrs. Gloria Sepulveda', '(512) 555-0148', '7:00 a.m. – 2:00 p.m.'],
      ['LOCISD Transportation', '(512) 555-0190', '5:30 a.m. – 6:00 p.m.'],
      ['LOCISD Child Nutrition (meal accounts)', '(512) 555-0192', '7:30 a.m. – 4:30 p.m.'],
    ],
    widths: [0.42, 0.38, 0.2],
  },
  {
    table: [
      ['Administration and Staff', 'Name'],
      ['Principal', 'Dr. Renee Castellano'],
      ['Assistant Principal – 6th Grade', 'Mr. Marcus Oyelaran'],
      ['Assistant Principal – 7th and 8th Grade', 'Mrs. Heather Lindqvist'],
      ['Counselor – 6th Grade', 'Mr. Oscar Villarreal'],
      ['Counselor – 7th and 8th Grade', 'Ms. Jenna Blake'],
      ['Campus Secretary', 'Ms. Tammy Rhodes'],
      ['Campus Athletic Coordinator', 'Coach Travis Dunlap'],
      ['Director of Bands', 'Mr. Daniel Kessler'],
      ['Librarian', 'Mrs. Priya Natarajan'],
      ['School Resource Officer (Live Oak Creek PD)', 'Officer Luis Garza'],
    ],
    widths: [0.55, 0.45],
  },
  { h: 'Bell Schedule (A/B Block)' },
  {
    p: 'CBMS runs an A/B block schedule: students attend blocks 1–4 on A days and blocks 5–8 on B days. Advisory ("Bobcat Time") meets every regular day. The building opens at 8:00 a.m.; students who arrive before 8:15 a.m. wait in the cafeteria (breakfast) or the gym. Students may not be on campus before 8:00 a.m. unless they are with a coach or sponsor.',
  },
  {
    table: [
      ['Period', 'Regular Day', 'Early Release Day'],
      ['Building opens / breakfast', '8:00 a.m.', '8:00 a.m.'],
      ['Tardy bell', '8:40 a.m.', '8:40 a.m.'],
      ['Block 1 / 5', '8:40 – 10:10', '8:40 – 9:40'],
      ['Advisory (Bobcat Time)', '10:15 – 10:45', 'No advisory'],
      ['Block 2 / 6', '10:50 – 12:20', '9:45 – 10:45'],
      ['Block 3 / 7 with lunch', '12:25 – 2:25', '10:50 – 12:15'],
      ['Block 4 / 8', '2:30 – 4:00', '12:20 – 1:15'],
      ['Dismissal', '4:00 p.m.', '1:15 p.m.'],
    ],
    widths: [0.4, 0.3, 0.3],
  },
  {
    p: 'Lunch is inside block 3/7: 6th grade 12:25, 7th grade 12:55, 8th grade 1:25 (30 minutes each). Official attendance for state funding is taken at 10:20 a.m. during Advisory.',
  },
  { h: 'Fees and Charges' },
  {
    table: [
      ['Item', 'Charge'],
      ['Student breakfast', '$1.75 (reduced: $0.30)'],
      ['Student lunch', '$3.25 (reduced: $0.40)'],
      ['Adult / visitor lunch', '$4.75'],
      ['Chromebook protection plan (optional, per year)', '$25'],
      ['Chromebook screen repair without protection plan', '$85'],
      ['Lost or unreturned Chromebook', '$300'],
      ['Replacement charger', '$25'],
      ['Replacement student ID badge', '$5'],
      ['PE uniform (shirt and shorts)', '$20'],
      ['Athletics participation fee (7th and 8th grade, all sports)', '$35 per year'],
      ['School-owned band instrument usage fee', '$75 per year'],
      ['Lost library book', 'Replacement cost'],
    ],
    widths: [0.65, 0.35],
  },
  {
    p: 'Meal accounts are managed through MySchoolBucks. Students may charge up to three meals when an account is negative; a la carte items cannot be charged. Fees are paid online through the LOCISD web store or by check to "Cedar Bluff Middle School" at the front office. Apply for free or reduced-price meals at any time during the year.',
  },
  { h: 'Attendance and Tardies' },
  {
    p: "Texas law requires a student to attend 90% of the days a class is offered to receive credit. When your student is absent, send a note signed by the parent or a doctor's note to the Attendance Office within 3 school days of the student's return (drop it off, or e-mail cbmsattendance@locisd.example). Notes turned in after 3 school days will not be accepted and the absence will remain unexcused. A student who leaves for a health care appointment and returns the same day with a note from the provider is counted present for that appointment.",
  },
  {
    p: 'Tardies: students who arrive after the 8:40 a.m. tardy bell must sign in at the Attendance Office for a tardy pass. Tardies are counted per nine weeks: 3rd tardy – lunch detention; 5th tardy – after-school detention (4:05–5:00 p.m., Tuesday or Thursday); 7th tardy and beyond – Saturday School referral. Early checkouts: a parent or guardian listed in Skyward must come to the Attendance Office with a photo ID; there are no early checkouts after 3:30 p.m. (12:45 p.m. on Early Release days).',
  },
  { h: 'Dress Code' },
  {
    p: 'Students are expected to dress in a way that is clean, safe and not distracting. Shirts must cover the shoulders, midriff and back; no spaghetti straps, tube tops or see-through clothing. Shorts, skirts and dresses must reach mid-thigh. Hats, caps, hoods, bandanas and sunglasses may not be worn inside the building. Pajamas, house slippers and blankets are not allowed except on announced spirit days. Clothing promoting drugs, alcohol, vaping, weapons, gangs or profanity is prohibited. Every student must wear the CBMS ID badge on a lanyard, visible above the waist, at all times. Students without a badge receive a temporary sticker badge; after the third temporary badge a replacement badge must be purchased. Spirit Fridays: students may wear a Cedar Bluff spirit shirt or a college shirt with jeans.',
  },
  { h: 'Cell Phones and Personal Devices' },
  {
    p: 'In keeping with state law, CBMS is an "Away for the Day" campus: cell phones, earbuds/headphones and smartwatches must be turned off and stored in the student\'s locker or backpack from the tardy bell until dismissal (8:40 a.m. – 4:00 p.m.), including passing periods and lunch. Students who need to reach a parent may use the phone in the front office. Devices seen or heard during the day are confiscated: 1st offense – device returned to the student at 4:00 p.m.; 2nd offense – a parent picks up the device from the assistant principal; 3rd and later offenses – parent pick-up and a $15 administrative fee, as allowed by the Texas Education Code.',
  },
  { h: 'Medication and Health' },
  {
    p: "All medication is kept in the Nurse's Office and must be brought by a parent or guardian (students may not carry medication on the bus or in a backpack) in the original, labeled container with the LOCISD Medication Authorization form. Prescription medication requires a physician's signature on the form; over-the-counter medication (for example ibuprofen or allergy medicine) requires the parent's signature and is given for up to 10 school days unless a physician signs. Students may carry an asthma inhaler, epinephrine auto-injector or diabetes supplies with a self-carry form signed by the physician and parent. Medication not picked up by the last day of school is destroyed.",
  },
  {
    p: 'Illness: students with a temperature of 100.0°F or higher are sent home and may return when fever-free for 24 hours without fever-reducing medicine. Students with vomiting or diarrhea stay home for 24 hours after the last episode.',
  },
  { h: 'Transportation: Bus Riders, Car Riders and Walkers' },
  {
    p: 'Bus riders: LOCISD provides bus service to students who live 2 miles or more from campus or on an approved hazardous route. Bus stops and times are posted in the "Here Comes the Bus" app (school code 78642). Students ride only their assigned bus; passes to ride a different bus (for example to a friend\'s house) are not issued. Buses leave campus at 4:15 p.m. (1:30 p.m. on Early Release days).',
  },
  {
    p: "Car riders: enter from Bluff Ridge Parkway and use the car rider loop on Juniper Hollow Drive at the east side of the building. Drop-off is from 8:00 to 8:40 a.m.; students exit on the passenger side only. In the afternoon display the yellow car tag with your student's last name on the passenger-side visor. Do not drop off or pick up in the front visitor lot or on Bluff Ridge Parkway. Students not picked up by 4:30 p.m. wait in the front office; after three late pick-ups a parent conference will be scheduled.",
  },
  {
    p: 'Walkers and bike riders exit through the north gate onto Sycamore Trail; a crossing guard is on duty at Bluff Ridge Parkway and Sycamore Trail from 7:55 to 8:40 a.m. and 4:00 to 4:25 p.m. Bikes must be locked at the bike rack by the north gate; CBMS is not responsible for unlocked bikes. Scooters and skateboards may not be ridden on campus.',
  },
  { h: 'Lost and Found' },
  {
    p: 'Clothing, water bottles and lunch boxes go to the Lost and Found rack in the cafeteria by the east doors. Phones, glasses, keys, jewelry and Chromebooks are kept in the front office. Items left at the end of each nine weeks are donated to a local charity.',
  },
  { h: 'Visitors, Lunch Visits and Deliveries' },
  {
    p: "All visitors enter through the main entrance and present a government-issued photo ID, which is scanned into the Raptor visitor system; wear the visitor badge at all times. Parents may eat lunch with their own student on Fridays only, at the visitor tables in the cafeteria; please do not bring outside restaurant food for other students. Lunch visits are not allowed during STAAR testing weeks. Volunteers must complete the LOCISD volunteer background check every school year before volunteering. Forgotten items (lunches, instruments, PE clothes) may be left labeled with the student's name on the table in the front office vestibule; we do not call students out of class for drop-offs. Food delivery services (DoorDash, Uber Eats and similar) are not accepted for students.",
  },
  { h: 'Bad Weather' },
  {
    p: 'When roads are icy or unsafe, LOCISD decides on a closure or delayed start by 6:00 a.m. and announces it by text, e-mail and phone call through SchoolMessenger, on locisd.example and on local TV stations. Missed days are made up on the Bad Weather Make-up Days shown on the district calendar.',
  },
];
