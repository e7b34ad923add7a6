/**
 * Kestrel Point High School (fictional, Halcomb County Schools, Georgia) Student/Parent Handbook
 * 2026-2027: contacts and administration tables, the 4x4 block bell schedule (regular, Wednesday
 * late start, early release), lunches, attendance, checkout, parking, dress code, phones, clinic,
 * buses, visitors, lost and found and the fees table. Rendered to fixtures/ as a PDF.
 * Held-out (unseen) bench school, written blind on 2026-11-29 from documents only.
 */
import type { Block } from '../../schools/render.js';

export const KESTREL_HANDBOOK: Block[] = [
  { h: 'Welcome to Kestrel Point High School' },
  {
    p: 'Kestrel Point High School (KPHS), 2750 Kestrel Point Road, Dawsonford, GA 30587, serves students in grades 9-12 for Halcomb County Schools (HCS). This handbook supplements the HCS Student Code of Conduct and the HCS Board Policy Manual; where they differ, Board policy governs. Students and parents are expected to read it together and sign the acknowledgment in the Infinite Campus Parent Portal by Friday, August 21, 2026.',
  },
  {
    p: 'Mission: Every Kestrel graduates ready for college, career and community. Home of the Kestrels - Navy and Gold.',
  },
  { h: 'Who to Call' },
  {
    table: [
      ['Office', 'Phone / E-mail', 'Location and Hours'],
      [
        'Main Office (front desk)',
        '(706) 555-0110 / kphsoffice@halcomb.example',
        'Room 100, 7:15 a.m. - 4:15 p.m.',
      ],
      [
        'Attendance Office - Mrs. Loretta Banks, Attendance Clerk',
        '(706) 555-0112 / kphsattendance@halcomb.example',
        'Room 112, 7:30 a.m. - 3:45 p.m.',
      ],
      [
        'Clinic - Nurse Melissa Odom, RN',
        '(706) 555-0114 / modom@halcomb.example',
        'Room 120, 7:45 a.m. - 3:45 p.m.',
      ],
      ['School Counseling Office', '(706) 555-0116', 'Room 130 (Student Services), 7:45 a.m. - 4:00 p.m.'],
      [
        'Registrar - Mr. Calvin Moody (enrollment, records, transcripts)',
        '(706) 555-0118 / kphsregistrar@halcomb.example',
        'Room 131, 8:00 a.m. - 3:30 p.m.',
      ],
      [
        'Bookkeeper - Ms. Sherry Tate (fees, refunds, receipts)',
        '(706) 555-0119',
        'Room 102, 8:00 a.m. - 3:00 p.m.',
      ],
      [
        'Athletics Office - Coach Darnell Pike, Athletic Director',
        '(706) 555-0121 / dpike@halcomb.example',
        'Field House, by appointment',
      ],
      ['HCS Transportation (bus routes, bus stops)', '(706) 555-0170', '5:30 a.m. - 6:00 p.m.'],
      ['HCS School Nutrition (meal accounts, applications)', '(706) 555-0172', '7:30 a.m. - 4:00 p.m.'],
    ],
    widths: [0.38, 0.36, 0.26],
  },
  {
    table: [
      ['Administration and Student Services', 'Name'],
      ['Principal', 'Dr. Angela Whitlock'],
      ['Assistant Principal - 9th Grade Academy', 'Mr. Terrence Boyd'],
      ['Assistant Principal - 10th Grade and Student Activities', 'Ms. Rachel Kim'],
      ['Assistant Principal - 11th/12th Grade, Parking and Transportation', 'Mr. Jorge Salinas'],
      ['School Counselor - Students A-G', 'Ms. Brenda Whitfield'],
      ['School Counselor - Students H-O', 'Mr. Kofi Adeyemi'],
      ['School Counselor - Students P-Z', 'Mrs. Nadia Prewitt'],
      ['Graduation Coach', 'Mrs. Felicia Grant'],
      ['Media Specialist', 'Ms. Holly Vance'],
      ["School Resource Officer (Halcomb County Sheriff's Office)", 'Deputy Anna Pruitt'],
    ],
    widths: [0.6, 0.4],
  },
  { h: 'Bell Schedule (4x4 Block)' },
  {
    p: 'KPHS runs a 4x4 block schedule: students take four 90-minute classes each semester. The building opens at 7:30 a.m.; breakfast is served in the cafeteria from 7:30 to 8:05 a.m. Students arriving before 7:30 a.m. must be with a coach or club sponsor. Most Wednesdays are Late Start Wednesdays so teachers can meet in collaborative planning teams; check the school calendar for Wednesdays that follow the regular schedule instead.',
  },
  {
    table: [
      ['Period', 'Regular Day (Mon, Tue, Thu, Fri)', 'Late Start Wednesday', 'Early Release Day'],
      ['Building opens', '7:30 a.m.', '9:00 a.m.', '7:30 a.m.'],
      ['Warning bell', '8:10 a.m.', '9:40 a.m.', '8:10 a.m.'],
      ['Block 1', '8:15 - 9:45', '9:45 - 10:55', '8:15 - 9:15'],
      ['Advisement', '9:50 - 10:20', 'none', 'none'],
      ['Block 2', '10:25 - 11:55', '11:00 - 12:10', '9:20 - 10:20'],
      ['Block 3 (with lunch)', '12:00 - 2:00', '12:15 - 2:05', '10:25 - 11:30'],
      ['Block 4', '2:05 - 3:35', '2:10 - 3:35', '11:35 - 12:35'],
      ['Dismissal', '3:35 p.m.', '3:35 p.m.', '12:35 p.m.'],
    ],
    widths: [0.25, 0.27, 0.24, 0.24],
  },
  {
    p: 'On Late Start Wednesdays buses run 90 minutes later than their regular morning times and breakfast is served from 9:00 to 9:35 a.m. Dismissal does not change. Students with a parking permit may not arrive early and wait in their cars.',
  },
  { h: 'Lunch Periods' },
  {
    p: "Lunch is served during Block 3 in three waves. The wave depends on where the student's Block 3 class meets:",
  },
  {
    table: [
      ['Lunch', 'Regular Day', 'Late Start Wednesday', 'Block 3 classes in'],
      ['A Lunch', '12:00 - 12:30', '12:15 - 12:45', '100 and 200 halls'],
      ['B Lunch', '12:45 - 1:15', '12:55 - 1:25', '300 and 400 halls, CTAE wing'],
      ['C Lunch', '1:30 - 2:00', '1:35 - 2:05', '500 hall, fine arts, gym'],
    ],
    widths: [0.16, 0.2, 0.24, 0.4],
  },
  {
    p: "There are no lunch waves on Early Release Days: a grab-and-go lunch is available at dismissal in the cafeteria breezeway. KPHS is a closed campus. Students may not leave campus for lunch, and outside food deliveries (DoorDash, Uber Eats, etc.) are not accepted at the front desk. Parents may drop off a lunch for their own student at the front desk before 11:45 a.m.; label it with the student's name. Lunch visitors are not permitted at the high school.",
  },
  { h: 'Attendance' },
  {
    p: "Georgia law requires every child to attend school. When your student is absent, call the Attendance Office at (706) 555-0112 or e-mail kphsattendance@halcomb.example by 10:00 a.m. that day, and send a written note (or a doctor's note) within 3 school days after the student returns. Notes turned in later are recorded as unexcused. Parents may excuse up to 5 absences per semester with a parent note; after that, a doctor's note or other documentation is required.",
  },
  {
    p: 'Students who miss a class for a school-sponsored activity (field trips, athletics, Beta Club competitions) are counted present. Make-up work: students have as many school days as they were absent to turn in missed work, up to 5 school days.',
  },
  { h: 'Tardies' },
  {
    p: "A student who arrives after the 8:15 a.m. bell (9:45 a.m. on Late Start Wednesdays) must sign in at the Attendance Office in Room 112 before going to class. A tardy is excused only with a doctor's or court note, or when the student's bus was late. Unexcused tardies to school are counted per semester: 3rd tardy - warning and parent notification; 4th tardy - lunch detention; 6th tardy - Saturday School (8:00 - 11:00 a.m.); 8th and each later tardy - loss of parking privileges for 10 school days (drivers) or in-school suspension.",
  },
  { h: 'Early Checkout' },
  {
    p: 'Students may only be checked out by a parent, guardian or an adult listed as an emergency contact in Infinite Campus. The adult comes to the Attendance Office (Room 112) with a photo ID; the student is called out of class after the ID is verified. To save time, send a note with the student in the morning or e-mail the Attendance Office with the time and reason, and the student will receive an early dismissal pass to report to Room 112 at that time.',
  },
  {
    p: 'Students who drive themselves to school may check out only if the parent e-mails or sends a note and the Attendance Clerk confirms it by phone with the parent. Students who are 18 may sign themselves out, but the absence is recorded as unexcused without documentation. No checkouts are processed after 3:15 p.m. on regular days or after 12:15 p.m. on Early Release Days, except in an emergency.',
  },
  { h: 'Student Parking' },
  {
    p: "Driving to school is a privilege. Every student vehicle on campus must display a current KPHS hangtag. Permits are sold online through the HCS online payment portal (KPHS - Parking Permit) and picked up from Mr. Salinas's office after the Driver Contract is approved. To apply, a student needs a valid Georgia driver's license, proof of insurance, the vehicle registration, a signed KPHS Driver Contract and a clear attendance record (no more than 5 unexcused absences in the previous semester).",
  },
  {
    table: [
      ['Lot', 'Who may park there'],
      ['Senior Lot (north lot, beside the gym)', 'Seniors only, assigned numbered spaces'],
      [
        'Stadium Lot (south of the football stadium)',
        'Juniors; sophomores with a permit may park in rows J-M only',
      ],
      ['Visitor spaces (front loop)', 'Visitors only - never students'],
    ],
    widths: [0.45, 0.55],
  },
  {
    p: "Freshmen may not drive to school. Sophomores may apply for the remaining Stadium Lot spaces after October 1. Students may not sit in parked cars or return to their cars during the school day without a pass from an administrator. Vehicles without a hangtag, or parked in the wrong lot, receive a warning, then a $15 citation; a third violation results in the vehicle being towed at the owner's expense.",
  },
  { h: 'Dress Code' },
  {
    p: 'Clothing must be appropriate for a learning environment. Shorts, skirts and dresses must reach at least mid-thigh. Shirts must cover the midriff, shoulder straps must be at least two fingers wide, and undergarments may not show. Hats, hoods, bonnets and sunglasses may not be worn inside the building. Clothing or accessories that advertise alcohol, drugs, tobacco or vaping products, or that are violent or gang-related, are not allowed. Students must wear their KPHS ID badge on a lanyard, visible, at all times. A student who forgets the badge buys a temporary badge at the front desk; a lost badge is replaced for a fee (see Fees).',
  },
  { h: 'Cell Phones and Personal Devices' },
  {
    p: "Phones may be used before the warning bell, during the student's lunch wave and after dismissal. During class, phones and earbuds go in the classroom phone caddy (\"bell to bell, phones away\"). Violations: 1st - the teacher collects the phone and returns it at the end of the class; 2nd - the phone is taken to the Assistant Principal's office and the student picks it up after school; 3rd and later - a parent must pick up the phone from the Assistant Principal's office, and the student receives a day of in-school suspension. Parents who need to reach a student during the day should call the Main Office at (706) 555-0110, not the student's phone.",
  },
  { h: 'Medication and the Clinic' },
  {
    p: 'All medication, including over-the-counter medicine such as ibuprofen or allergy pills, is kept in the Clinic (Room 120) and given by the nurse. A parent must bring the medication in its original, labeled container together with a completed HCS Medication Authorization Form; students may not carry medication in backpacks or cars. Students may carry an inhaler, an epinephrine auto-injector or diabetes supplies only with a self-carry form signed by the physician and the parent. A student who is sick must go to the Clinic; students may not call or text a parent to go home from a restroom or classroom. Students with a temperature of 100.0 degrees or higher are sent home and must be fever-free for 24 hours without medicine before returning.',
  },
  { h: 'Buses, Car Riders and Walkers' },
  {
    p: 'HCS Transportation assigns bus routes and stops by home address; call (706) 555-0170 or use the BusBeacon app to see live bus locations. Afternoon buses load at the bus ramp on the east side of the building and depart at 3:50 p.m. (12:50 p.m. on Early Release Days). A student may ride a different bus only with a bus pass from the Main Office; the parent must send a signed note or e-mail kphsoffice@halcomb.example by 12:00 p.m. that day (10:30 a.m. on Early Release Days). Bus passes are not issued for parties or jobs.',
  },
  {
    p: 'Car riders are dropped off and picked up in the front loop on Kestrel Point Road, not in the bus ramp or the Senior Lot. Morning drop-off begins at 7:30 a.m. Walkers leave through the west doors by the 500 hall and use the crosswalk at Ridgeway Drive, where a crossing guard is on duty until 3:55 p.m.',
  },
  { h: 'Visitors' },
  {
    p: "All doors are locked during the school day. Visitors ring the buzzer at the main entrance, show a government-issued photo ID and are checked in through the Raptor visitor system at the front desk. Visitors wear a printed badge and stay in the area they are visiting. Parents who want to meet a teacher must schedule the conference in advance by e-mail; classroom observations require 48 hours' notice to an administrator.",
  },
  { h: 'Lost and Found' },
  {
    p: 'Clothing, water bottles and lunch boxes go to the Lost and Found bins in the cafeteria. Valuables (phones, keys, wallets, AirPods, calculators) are turned in at the front desk in the Main Office, Room 100, and released to the student with an ID. Unclaimed items are donated to Halcomb Helping Hands at the end of each nine weeks. KPHS is not responsible for lost or stolen property; lock your PE locker.',
  },
  { h: 'Fees' },
  {
    table: [
      ['Item', 'Fee'],
      ['Student parking permit - full year', '$40'],
      ['Student parking permit - spring semester only (sold after January 1)', '$25'],
      ['Replacement parking hangtag', '$10'],
      ['Replacement student ID badge', '$5'],
      ['Temporary ID badge (one day)', '$1'],
      ['Chromebook protection plan (optional, per year)', '$20'],
      ['Chromebook repair without protection plan', 'Up to $150'],
      ['Lost Chromebook charger', '$30'],
      ['AP exam (per exam, ordered by November 13)', '$99'],
      ['AP late order fee (per exam, after November 13)', '$40'],
      ['Athletics participation fee (per sport)', '$50 (family maximum $150 per year)'],
      ['Senior dues (cap and gown, diploma cover, senior T-shirt)', '$65'],
      ['Breakfast', 'Free for all students'],
      ['Student lunch', '$3.25 (reduced: $0.40)'],
      ['Adult lunch', '$5.00'],
      ['Official transcript after graduation', '$5 per copy'],
    ],
    widths: [0.65, 0.35],
  },
  {
    p: 'Fees are paid through the HCS online payment portal or with a check made out to "Kestrel Point High School" at the Bookkeeper\'s office (Room 102). Cash is accepted only at the Bookkeeper\'s window. Seniors with unpaid fees or fines do not receive their cap and gown until the balance is paid. Meal accounts are managed by HCS School Nutrition through MealPay; students may charge up to three lunches when their account is negative.',
  },
  { h: 'Acknowledgment' },
  {
    p: 'By signing the acknowledgment in Infinite Campus, the student and parent confirm they have read this handbook and the HCS Student Code of Conduct. Questions? Call the Main Office at (706) 555-0110.',
  },
];
