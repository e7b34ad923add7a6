/**
 * The demo school's content: a handful of realistic school documents (markdown, which the ingestion
 * pipeline reads as text) and the questions parents typically send. Invented, but written the way a
 * US elementary school office writes.
 */

export const DEMO_SCHOOL_NAME = 'Maple Grove Elementary';
export const DEMO_EMAIL = 'demo@homeroom.local';
export const DEMO_PASSWORD = 'homeroom-demo';
/** The demo school's zone: school hours and "today" in answers use it. */
export const DEMO_TIME_ZONE = 'America/New_York';

export interface DemoDocument {
  fileName: string;
  contentType: 'announcement' | 'event' | 'policy' | 'newsletter' | 'handbook';
  /** Days from seeding until it expires; null = never. */
  expiresInDays: number | null;
  body: string;
}

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    fileName: 'Parent Handbook 2026-27.md',
    contentType: 'handbook',
    expiresInDays: null,
    body: `# Maple Grove Elementary Parent Handbook 2026-27

## School hours
The school day runs from 8:15 AM to 3:00 PM, Monday to Friday. Doors open at 7:55 AM. Early dismissal days end at 12:30 PM.

## Arrival and dismissal
Car riders are dropped off and picked up at the Oak Street loop. Walkers use the front entrance on Maple Avenue. Students not picked up by 3:20 PM go to the front office.

## Attendance
If your child will be absent, call the attendance line at (555) 201-4410 or send a note to attendance@maplegrove.example before 9:00 AM. Students arriving after 8:30 AM must check in at the front office. Ten or more unexcused absences in a semester lead to a meeting with the principal.

## Lunch
Lunch costs $3.25 and breakfast $1.75. Families can add money to lunch accounts through the MealPay portal. Free and reduced-price meal applications are available at the front office.

## Health
Children with a fever of 100.4 °F or higher must stay home until they are fever-free for 24 hours without medicine. All medication must be dropped off at the nurse's office by a parent with a signed medication form.

## Contact
Front office: (555) 201-4400, office@maplegrove.example, open 7:30 AM to 4:00 PM.
`,
  },
  {
    fileName: 'Attendance and Tardiness Policy.md',
    contentType: 'policy',
    expiresInDays: null,
    body: `# Attendance and Tardiness Policy

Regular attendance is essential to learning. Excused absences include illness, medical appointments, religious holidays and family emergencies. A parent note is required within three school days of the absence.

A student is tardy when arriving after 8:30 AM. Three tardies count as one unexcused absence. Students leaving early must be signed out at the front office by an adult on the pickup list.

Family trips during school days are unexcused unless approved by the principal two weeks in advance.
`,
  },
  {
    fileName: 'November Newsletter.md',
    contentType: 'newsletter',
    expiresInDays: 20,
    body: `# Maple Grove News: November

## Thanksgiving break
There is no school from Wednesday, November 25 through Friday, November 27 for Thanksgiving break. Classes resume Monday, November 30.

## Winter concert
The winter concert is on Thursday, December 10 at 6:00 PM in the gym. Grades 2 and 4 perform. Students should arrive at 5:30 PM dressed in black and white.

## Book fair
The Scholastic book fair runs December 1 to December 4 in the library, open 8:00 AM to 3:30 PM. Families can shop on Family Night, Wednesday December 2 until 6:30 PM.

## Picture retakes
Picture retake day is Tuesday, December 8. Bring the original photo package to return it.
`,
  },
  {
    fileName: 'Bus Route Changes.md',
    contentType: 'announcement',
    expiresInDays: 2,
    body: `# Bus Route Changes This Week

Because of road work on Cedar Lane, bus 14 will pick up students at the corner of Cedar Lane and Birch Road instead of Cedar Lane and Elm Street, 5 minutes earlier than usual. Bus 7 is not affected. Questions about transportation go to the district transportation office at (555) 201-4600.
`,
  },
  {
    fileName: 'December Lunch Menu.md',
    contentType: 'announcement',
    expiresInDays: 6,
    body: `# December Lunch Menu

Monday: chicken tenders, green beans, apple slices.
Tuesday: cheese pizza, side salad, orange.
Wednesday: turkey and cheese sandwich, carrot sticks, grapes.
Thursday: beef tacos (vegetarian bean option), corn, pineapple.
Friday: pasta with marinara, broccoli, banana.
A vegetarian option is available every day. Milk is included with every lunch.
`,
  },
  {
    fileName: 'Field Trip to the Science Museum.md',
    contentType: 'event',
    expiresInDays: 12,
    body: `# Grade 3 Field Trip: City Science Museum

Grade 3 visits the City Science Museum on Friday, December 4. Buses leave at 9:00 AM and return by 2:15 PM. The cost is $12, due with the signed permission slip by Monday, November 30. Students should bring a packed lunch in a disposable bag. Four parent chaperones are needed; sign up with your child's teacher.
`,
  },
];

/** Questions parents send, as they type them. Some are outside the documents on purpose. */
export const DEMO_QUESTIONS: string[] = [
  'What time does school start?',
  'What time is dismissal?',
  'My son is sick today, how do I report the absence?',
  'Is there school the day before Thanksgiving?',
  'When is the winter concert?',
  'What should my daughter wear for the winter concert?',
  'When does the book fair open?',
  'How much is lunch?',
  "What's for lunch on Thursday?",
  'Is there a vegetarian lunch option?',
  'Where does bus 14 pick up this week?',
  'When is picture retake day?',
  'How much is the science museum field trip?',
  'When is the field trip permission slip due?',
  'Can I chaperone the field trip?',
  'My kid has a fever of 101, can he come to school?',
  'How do I drop off medication for my child?',
  'What happens if my child is late?',
  'How many tardies make an absence?',
  'Can we take a family trip during school days?',
  'What is the phone number of the front office?',
  'When do classes resume after Thanksgiving?',
  'Where do I pick up my child after school?',
  'How do I add money to the lunch account?',
  'Is there an after-school chess club?',
  'When are report cards sent home?',
  'Can my child bring a phone to school?',
  'Is the school open on Veterans Day?',
];

/** Demo parents (E.164, the 555-01xx fictional range). */
export const DEMO_PARENT_PHONES = [
  '+15550100101',
  '+15550100102',
  '+15550100103',
  '+15550100104',
  '+15550100105',
  '+15550100106',
];
