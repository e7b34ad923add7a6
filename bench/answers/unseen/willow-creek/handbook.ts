/**
 * Willow Creek School (fictional, grades 6-12, Pawnee Valley School District RE-3, eastern Colorado)
 * Student & Parent Handbook 2026-2027: office contacts with extensions, the four-day school week
 * (Monday-Thursday, Friday make-up days, the Willow Works Friday program), the Monday-Thursday bell
 * schedule (regular, two-hour delay, Early Release 12:30), delays and snow routes with the long rural
 * bus routes, meals, attendance, tardies and Friday Detention, checkout, dress code, phones,
 * medication, visitors, activities eligibility, drivers, lost and found and the fees table.
 * Rendered to fixtures/ as a PDF.
 * Held-out (unseen) bench school, written blind on 2026-11-30 from documents only.
 */
import type { Block } from '../../schools/render.js';

export const WILLOW_HANDBOOK: Block[] = [
  { h: 'Welcome to Willow Creek School' },
  {
    p: 'Willow Creek School (WCS), 400 Cottonwood Avenue, Willow Creek, CO 80799, serves about 190 students in grades 6-12 for Pawnee Valley School District RE-3. Pawnee Valley Elementary (grades PK-5) shares our campus across Cottonwood Avenue. This handbook goes together with the RE-3 Board Policy Manual and the district Code of Conduct; where they differ, Board policy governs. Please read it with your student and return the signature page to the office by Thursday, August 27, 2026.',
  },
  { p: 'Home of the Coyotes - Maroon and Gold.' },
  { h: 'Office Contacts' },
  {
    p: 'Call the main line at (970) 555-0140 and dial the extension, or e-mail the office at wcsoffice@pvre3.example. The office is open Monday-Thursday 7:00 a.m. - 4:30 p.m. and Fridays 8:00 a.m. - noon (closed on Fridays during school breaks).',
  },
  {
    table: [
      ['Who', 'Extension / E-mail', 'Call about'],
      [
        'Mrs. Darlene Kuhlmann, Office Secretary',
        'ext. 201 / wcsoffice@pvre3.example',
        'Absences, early checkout, bus notes, visitors',
      ],
      [
        'Mr. Travis Oberle, Principal',
        'ext. 203 / toberle@pvre3.example',
        'Concerns, discipline appeals, school-wide questions',
      ],
      [
        'Ms. Jolene Fry, Registrar and Business Office',
        'ext. 205 / jfry@pvre3.example',
        'Enrollment, records, transcripts, fees and payments',
      ],
      [
        'Mr. Colby Reinke, Assistant Principal and Athletic Director',
        'ext. 210 / creinke@pvre3.example',
        'Discipline, activities eligibility, game and meet schedules',
      ],
      [
        'Ms. Adriana Solis, School Counselor (grades 6-12)',
        'ext. 214 / asolis@pvre3.example',
        'Class schedules, college and career planning, student support',
      ],
      [
        'Health Office - Mrs. Karen Vogel, RN, District Nurse; Mrs. Tammy Brandt, Health Aide',
        'ext. 216 / kvogel@pvre3.example',
        'Medication, health plans, immunizations',
      ],
      [
        'Mrs. Pat Wagoner, Food Service Manager',
        'ext. 230',
        'Meal accounts, menus, allergies, lunch visitors',
      ],
      [
        'Ms. Kelsey Dunbar, Willow Works Coordinator',
        'ext. 240 / kdunbar@pvre3.example',
        'Willow Works Friday program (grades 6-8)',
      ],
      [
        'Mr. Dale Heinrich, RE-3 Transportation Director (bus barn)',
        '(970) 555-0152 / dheinrich@pvre3.example',
        'Bus routes, stops, snow routes; 5:30 a.m. - 4:30 p.m. Monday-Thursday',
      ],
      [
        'District Office - Dr. Lorraine Beck, Superintendent',
        '(970) 555-0150',
        'Delays and closures, district calendar',
      ],
    ],
    widths: [0.38, 0.32, 0.3],
  },
  {
    p: 'Mrs. Vogel is the district nurse for both RE-3 schools and is at WCS on Mondays and Wednesdays; Mrs. Brandt staffs the Health Office every school day. Teacher e-mail addresses are first initial plus last name @pvre3.example.',
  },
  { h: 'Our Four-Day School Week' },
  {
    p: 'Pawnee Valley RE-3 has had a four-day school week since 2011. Classes meet Monday through Thursday, with longer school days so that students receive the instructional hours Colorado requires. Friday is not a school day: there are no classes and no bus routes on Fridays, except on the Friday make-up days shown on the district calendar. On a Friday make-up day school is in session on the regular bell schedule, with buses, breakfast and lunch.',
  },
  {
    p: 'Because every school day is longer, one missed day at WCS is more class time than a missed day at a five-day school. Please schedule medical, dental and orthodontist appointments on Fridays whenever possible.',
  },
  {
    p: 'Fridays are still busy: athletic contests, FFA events, Friday Detention and Willow Works happen on Fridays. Staff have professional development on some Fridays, and the district calendar also has a few Monday staff PD days with no school for students.',
  },
  {
    p: 'Willow Works is an optional Friday program for WCS students in grades 6-8, run by Ms. Dunbar in the WCS building. It meets most Fridays when school is not in session and does not meet during breaks or on Friday make-up days. Hours, fees and sign-up deadlines are set each session and published on the session sign-up sheet.',
  },
  { h: 'Bell Schedule (Monday-Thursday)' },
  {
    table: [
      ['', 'Regular Day', 'Two-Hour Delay', 'Early Release 12:30'],
      ['Building opens', '7:20 a.m.', '9:20 a.m.', '7:20 a.m.'],
      ['Breakfast', '7:25 - 7:50', '9:25 - 9:50 (grab-and-go)', '7:25 - 7:50'],
      ['Period 1', '7:55 - 8:50', '9:55 - 10:30', '7:55 - 8:31'],
      ['Period 2', '8:54 - 9:49', '10:34 - 11:09', '8:35 - 9:11'],
      ['Period 3', '9:53 - 10:48', '11:13 - 11:47', '9:15 - 9:51'],
      ['Period 4', '10:52 - 11:47', '12:21 - 12:56 (after lunch)', '9:55 - 10:31'],
      ['Lunch (all grades)', '11:47 - 12:17', '11:47 - 12:17', '11:11 - 11:40 (after Period 5)'],
      ['Coyote Time (advisory)', '12:21 - 12:51', 'none', 'none'],
      ['Period 5', '12:55 - 1:50', '1:00 - 1:50', '10:35 - 11:11'],
      ['Period 6', '1:54 - 2:49', '1:54 - 2:49', '11:44 - 12:06'],
      ['Period 7', '2:53 - 3:50', '2:53 - 3:50', '12:09 - 12:30'],
      ['Dismissal', '3:50 p.m.', '3:50 p.m.', '12:30 p.m.'],
      ['Buses leave', '4:00 p.m.', '4:00 p.m.', '12:40 p.m.'],
    ],
    widths: [0.22, 0.22, 0.28, 0.28],
  },
  {
    p: 'The building is not supervised before 7:20 a.m.; students may not arrive earlier unless they are with a coach or sponsor. The warning bell rings at 7:52 a.m. Coyote Time is a daily advisory and intervention period: students who are missing work or failing a class are assigned to that teacher during Coyote Time.',
  },
  {
    p: 'Early Release 12:30 days are marked on the district calendar (parent-teacher conference days, the end of the first semester and the last day of school). Lunch is served before dismissal on those days.',
  },
  { h: 'Two-Hour Delays, Closures and Snow Routes' },
  {
    p: 'When weather or road conditions are bad, the Superintendent decides by 5:30 a.m. whether to delay or close school. Announcements go out through PVSD Alert (text, phone call and e-mail), the district Facebook page and KPVR 1340 AM. Make sure the office has your current cell phone number. The full procedure is on the district Inclement Weather page.',
  },
  {
    p: 'On a two-hour delay, school starts at 9:55 a.m. and every bus stop is picked up exactly two hours later than usual. Dismissal does not change.',
  },
  {
    table: [
      ['Route', 'Driver', 'Area served', 'First morning stop', 'Two-hour delay', 'Arrives at WCS'],
      [
        'Route 1 - North',
        'Lyle Pfeiffer',
        'Highway 59 north, County Road 40, Stoneham Road',
        '6:25 a.m.',
        '8:25 a.m.',
        '7:40 a.m.',
      ],
      [
        'Route 2 - East',
        'Marcy Heinrich',
        'Highway 36 east to the county line, County Road 30',
        '6:40 a.m.',
        '8:40 a.m.',
        '7:42 a.m.',
      ],
      [
        'Route 3 - South',
        'Gene Rotert',
        'County Roads 16 and 18 (gravel), Sand Hill',
        '6:10 a.m.',
        '8:10 a.m.',
        '7:45 a.m.',
      ],
      [
        'Route 4 - Town and West',
        'Bonnie Kastner',
        'Willow Creek town loop, County Road 9 west',
        '7:05 a.m.',
        '9:05 a.m.',
        '7:35 a.m.',
      ],
    ],
    widths: [0.16, 0.14, 0.3, 0.14, 0.13, 0.13],
  },
  {
    p: 'Route 3 is our longest route, about 78 miles a day. In the afternoon buses leave WCS at 4:00 p.m.; the last Route 3 students are home around 5:20 p.m.',
  },
  {
    p: 'Snow Routes. When PVSD Alert announces "Snow Routes" (with or without a delay), buses stay on paved highways and do not travel gravel county roads. Students who live on gravel roads meet the bus at these snow route stops, at their usual pickup time (two hours later on a delay). Please do not wait at gravel-road corners on snow route days.',
  },
  {
    table: [
      ['Route', 'Snow route stop'],
      ['Route 1 - North', 'Highway 59 and County Road 40 (mailbox cluster)'],
      ['Route 2 - East', 'Antelope Flats Co-op elevator on Highway 36'],
      ['Route 3 - South', 'Sand Hill Grange Hall, Highway 59 and County Road 16'],
      ['Route 4 - Town and West', 'Cottonwood Avenue and County Road 9 corner'],
    ],
    widths: [0.3, 0.7],
  },
  { h: 'Bus Riders and Car Riders' },
  {
    p: 'Students ride their assigned bus to their assigned stop. To ride a different bus or get off at a different stop, send a note signed by a parent or call the office at ext. 201 by 1:00 p.m. that day (10:00 a.m. on Early Release days); the office gives the student a bus pass. Bus passes depend on seats being available on the route.',
  },
  {
    p: 'Parents who drive: drop-off and pick-up are on the north side of the building on 4th Street, not in the bus lane on Cottonwood Avenue.',
  },
  { h: 'Meals' },
  {
    p: 'Breakfast and lunch are free for every student through Colorado Healthy School Meals for All. Please still fill out the Family Income Form each year; it brings funding to our school. Menus are sent home monthly. A la carte items and adult meals are charged to a LINQ Connect meal account.',
  },
  {
    table: [
      ['Item', 'Price'],
      ['Student breakfast and lunch', 'Free'],
      ['Second entree (students)', '$2.50'],
      ['Extra milk', '$0.60'],
      ['Adult breakfast', '$3.10'],
      ['Adult lunch', '$5.35'],
    ],
    widths: [0.6, 0.4],
  },
  {
    p: 'Parents are welcome to eat lunch with their student Monday-Thursday. Call the kitchen at ext. 230 by 9:00 a.m. so enough food is prepared, and check in at the office. Please do not bring restaurant food for other students.',
  },
  { h: 'Attendance' },
  {
    p: "If your student will be absent, call the office at ext. 201 or e-mail wcsoffice@pvre3.example by 9:00 a.m. Give the student's name, grade and the reason. If we have not heard from you, we will call you. Absences not reported within 2 school days are recorded as unexcused.",
  },
  {
    p: 'Colorado law requires an attendance improvement plan when a student has 4 unexcused absences in one month or 10 unexcused absences in a school year. Students who miss class for a school activity (athletics, FFA, field trips) are counted present. Make-up work: students get one school day for each day absent.',
  },
  { h: 'Tardies and Friday Detention' },
  {
    p: 'A student who arrives after 7:55 a.m. signs in at the office before going to class. Late buses and weather delays do not count as tardies. Unexcused tardies are counted each quarter: 3rd tardy - lunch detention; 5th tardy - Friday Detention; 7th and each later tardy - Friday Detention and a parent meeting with Mr. Reinke.',
  },
  {
    p: 'Friday Detention is held on Fridays when school is not in session, 8:00 - 10:00 a.m. in the library. There is no bus; parents provide transportation. A student who skips Friday Detention serves a day of in-school suspension.',
  },
  { h: 'Early Checkout' },
  {
    p: 'A student may be checked out only by a parent, guardian or an adult listed as an emergency contact in PowerSchool. The adult comes to the office and shows a photo ID. Please call ext. 201 ahead of time so your student is ready. We do not check students out after 3:35 p.m. except in an emergency, because buses load at dismissal. Students who are 18 may sign themselves out but must give a reason.',
  },
  { h: 'Dress Code' },
  {
    p: 'Clothing must be safe and appropriate for school. Shorts, skirts and dresses must reach at least mid-thigh. Shirts must cover the midriff and have straps. Clothing that shows or promotes alcohol, tobacco, vaping, drugs, weapons or violence is not allowed. Hats and caps may not be worn in classrooms. Boots are fine; spurs are not. Ag, shop and science lab classes require closed-toe shoes and long pants.',
  },
  { h: 'Cell Phones' },
  {
    p: 'Grades 6-8: phones are "away for the day" - turned off and kept in the student\'s locker from 7:55 a.m. to 3:50 p.m., including lunch. Grades 9-12: phones go in the classroom phone pocket during class and may be used at lunch and between classes. Violations: 1st - the phone goes to the office and the student picks it up at the end of the day; 2nd - a parent picks up the phone at the office; 3rd and later - the student checks the phone in at the office every morning for two weeks. To reach your student during the day, call the office at ext. 201.',
  },
  { h: 'Medication and Health' },
  {
    p: "All medication, prescription or over-the-counter (including ibuprofen, cough drops and allergy pills), is kept in the Health Office and given by the nurse or the health aide. A parent brings it in the original container with the RE-3 Medication Authorization Form; prescription medication also needs the provider's signature. Students may carry an inhaler or an epinephrine auto-injector only with a self-carry form signed by the provider, the parent and the nurse. Students with a temperature of 100.4 or higher are sent home and may return after 24 hours fever-free without fever-reducing medicine.",
  },
  { h: 'Visitors' },
  {
    p: 'Use the main entrance on Cottonwood Avenue; all other doors are locked during the school day. Ring the buzzer, show a photo ID at the office window and wear a visitor badge. Classroom visits are arranged with the teacher at least 24 hours ahead.',
  },
  { h: 'Activities and Athletics' },
  {
    p: 'WCS is a member of CHSAA and the Prairie League. High school: 8-man football, volleyball, cross country, boys and girls basketball, wrestling, track and field and golf. Middle school: volleyball, football, basketball and track. Clubs and activities include FFA, FBLA, Knowledge Bowl, band, choir and the spring musical.',
  },
  {
    p: 'Eligibility: grades are checked every Wednesday. A student with an F in any class on the Wednesday grade check is ineligible to compete from Thursday through the following Wednesday but may still practice. A student must attend at least half of the school day to practice or compete that day; for a Friday or Saturday contest, the Thursday before counts. Athletes need a physical dated within the past 12 months and the signed CHSAA forms on file before the first practice.',
  },
  {
    p: "Activity fees are listed in the fees table. No student is kept out of an activity because of a family's inability to pay; talk to Mr. Reinke.",
  },
  { h: 'Student Drivers' },
  {
    p: 'Students in grades 10-12 with a valid license may drive to school with a parking permit from the business office. Student vehicles park in the south lot only. Students may not leave campus during the day without checking out in the office.',
  },
  { h: 'Lost and Found' },
  {
    p: 'The Lost and Found rack is in the hallway outside the gym locker rooms. Phones, keys, wallets, glasses and jewelry are kept in the office. Unclaimed items are donated to the Willow Creek Community Closet at the end of each semester.',
  },
  { h: 'Fees' },
  {
    table: [
      ['Item', 'Fee'],
      ['High school activity fee (per sport or activity)', '$45 (family maximum $135 per year)'],
      ['Middle school activity fee (per sport)', '$25'],
      ['Chromebook protection plan (optional, per year)', '$20'],
      ['Lost or damaged Chromebook charger', '$30'],
      ['Student parking permit (grades 10-12)', '$10'],
      ['Ag shop project materials (per semester)', '$22'],
      ['Willow Works Friday program (grades 6-8)', 'Set each session - see the session sign-up sheet'],
      ['Transcript after graduation', '$3 per copy'],
    ],
    widths: [0.6, 0.4],
  },
  {
    p: 'Pay fees at the business office (Ms. Fry, ext. 205) by cash or check made out to "Pawnee Valley RE-3", or online through PVSD Pay.',
  },
  { h: 'Acknowledgment' },
  {
    p: 'By signing the signature page, the student and parent confirm they have read this handbook and the RE-3 Code of Conduct. Questions? Call the office at (970) 555-0140, ext. 201.',
  },
];
