/**
 * Arroyo Vista Elementary School (fictional, Valle Grande Unified School District, California)
 * Parent-Student Handbook: district style, board-policy references, contact and schedule tables.
 * Rendered to fixtures/aves-parent-student-handbook-2026-2027.pdf.
 */
import type { Block } from '../render.js';

export const ARROYO_HANDBOOK: Block[] = [
  { h: 'Section 1 – School Information' },
  {
    p: 'Arroyo Vista Elementary School, 1250 North Mountain View Avenue, Valle Grande, CA 92404. A Title I school of the Valle Grande Unified School District (VGUSD) serving Transitional Kindergarten (TK) through Grade 6.',
  },
  {
    table: [
      ['Department', 'Contact', 'Hours'],
      ['Main Office', '(909) 555-0186', '7:30 a.m. – 4:00 p.m.'],
      [
        'Attendance Office (bilingual English/Spanish)',
        '(909) 555-0187 / avesattendance@vgusd.example',
        '7:30 a.m. – 3:30 p.m.',
      ],
      ['Health Office – Graciela Ortiz, LVN', '(909) 555-0186 ext. 3', '8:00 a.m. – 3:00 p.m.'],
      ['Family & Community Liaison – Rubén Castañeda', '(909) 555-0190', 'Mon–Thu 8:00 a.m. – 4:30 p.m.'],
      ['VGUSD Transportation', '(909) 555-2400', '6:00 a.m. – 5:00 p.m.'],
      ['VGUSD Nutrition Services', '(909) 555-2450', '7:00 a.m. – 3:30 p.m.'],
    ],
    widths: [0.4, 0.38, 0.22],
  },
  {
    table: [
      ['Administration', 'Name'],
      ['Principal', 'Dr. Angela Whitfield'],
      ['Assistant Principal', 'Mr. Kevin Tran'],
      ['Office Manager', 'Mrs. Yolanda Reyes'],
      ['School Counselor', 'Ms. Brianna Holt'],
      ['School Psychologist', 'Dr. Samuel Imari'],
    ],
    widths: [0.5, 0.5],
  },
  { h: 'Section 2 – Bell Schedule' },
  {
    table: [
      ['Grade Level', 'Regular Day', 'Minimum Day'],
      ['TK / Kindergarten', '8:15 a.m. – 1:35 p.m.', '8:15 a.m. – 11:55 a.m.'],
      ['Grades 1–3', '8:15 a.m. – 2:40 p.m.', '8:15 a.m. – 12:35 p.m.'],
      ['Grades 4–6', '8:15 a.m. – 2:50 p.m.', '8:15 a.m. – 12:35 p.m.'],
    ],
    widths: [0.34, 0.33, 0.33],
  },
  {
    p: 'Campus supervision begins at 7:45 a.m. Breakfast in the Classroom is served at 8:15 a.m. Students should not be dropped off before 7:45 a.m.; there is no adult supervision before that time. Recess and lunch times are set by grade level.',
  },
  { h: 'Section 3 – Meals, Fees and Charges' },
  {
    p: 'Through the California Universal Meals program, breakfast and lunch are served at no cost to every student; no application is needed to receive meals. Families are still asked to complete the Alternative Income Form, which brings funding to our school.',
  },
  {
    table: [
      ['Item', 'Charge'],
      ['Student breakfast / lunch', 'No cost'],
      ['Adult lunch (guests)', '$5.50'],
      ['Extra entrée / à la carte milk', '$2.25 / $0.75'],
      ['Lost or damaged Chromebook', '$250'],
      ['Chromebook charger', '$30'],
      ['Lost library book', 'Replacement cost'],
      ['PTA membership (optional)', '$10 per adult'],
    ],
    widths: [0.6, 0.4],
  },
  {
    p: 'Public schools may not charge fees for educational activities (Cal. Educ. Code 49011). Field trip donations are voluntary; no student is excluded for nonpayment.',
  },
  { h: 'Section 4 – Student Policies' },
  {
    p: '4.1 Attendance (BP/AR 5113). Parents/guardians must clear every absence within 72 hours by calling the Attendance Office at (909) 555-0187, sending a note, or through ParentSquare. After 3 unexcused absences or tardies over 30 minutes, a truancy letter is mailed. Absences of 5 or more days (for example travel) require a Short-Term Independent Study contract requested at least 5 school days in advance.',
  },
  {
    p: '4.2 Dress Code (BP 5132). Clothing must be safe and appropriate for play. Shoes must have a back strap or closed heel: flip-flops, slides and backless sandals are not permitted for safety reasons. Sun-protective hats are allowed outdoors. Clothing with gang-related symbols, drugs, alcohol or violence is not allowed. There is no uniform.',
  },
  {
    p: '4.3 Medication at School (AR 5141.21). Any medication, including over-the-counter, requires the "Physician Authorization for Medication at School" form signed by the physician and the parent. An adult must bring the medication to the Health Office in the original pharmacy-labeled container. Students may carry inhalers and epinephrine auto-injectors only when the form says so.',
  },
  {
    p: '4.4 Release of Students (AR 5142). Students are released only to adults listed on the Emergency Card in the Aeries Parent Portal. The adult must be 18 or older and show a government photo ID at the Main Office. If a different adult will pick up your child, add them to the Emergency Card in Aeries or come to the Main Office in person; the office cannot add an adult by phone. Students are not released from the classroom or the playground.',
  },
  {
    p: '4.5 Cell Phones and Smartwatches (BP 5131.8). Arroyo Vista is a phone-free school: phones must be silenced and kept in the backpack from the first bell until dismissal. Smartwatches may be worn but may not be used to call, text or take photos during the school day. Devices used during the day are held in the Main Office for a parent to collect.',
  },
  {
    p: '4.6 Illness. Keep your child home with a fever of 100.4°F or higher, vomiting or diarrhea until symptom-free for 24 hours without medicine. Children with lice may return after the first treatment.',
  },
  {
    p: '4.7 Visitors and Volunteers (BP 1250). All visitors sign in at the Main Office with photo ID and wear a badge. Classroom volunteers must complete the VGUSD volunteer application and a TB risk assessment; field trip drivers also need a Live Scan fingerprint clearance.',
  },
  {
    p: '4.8 Homework (BP 6154). Approximate nightly homework: TK–K 10 minutes, Grades 1–3 20 minutes, Grades 4–6 40 minutes, plus 20 minutes of reading.',
  },
  {
    p: '4.9 Celebrations. Food for classroom celebrations must be store-bought with an ingredients label. Birthday invitations are not distributed at school.',
  },
  { h: 'Section 5 – Arrival, Dismissal and Transportation' },
  {
    p: 'The drop-off and pick-up zone is on Baseline Street (curbside, keep moving). The Mountain View Avenue parking lot is for staff and visitors only. Walkers exit through the Mountain View gate. VGUSD bus service is provided to students who live more than 2 miles from school; apply through VGUSD Transportation.',
  },
  {
    p: 'Late pick-up: students not picked up 15 minutes after dismissal wait in the Main Office. After 3 late pick-ups the office will hold a parent meeting.',
  },
  { h: 'Section 6 – Emergency Information' },
  {
    p: 'In an emergency, VGUSD notifies families by ParentSquare call, text and e-mail. During a lockdown, do not come to the school; reunification happens at the Valle Grande High School gym as directed.',
  },
];
