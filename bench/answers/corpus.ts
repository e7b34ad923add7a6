/**
 * The benchmark's fictional school, Maple Grove Elementary (all names, numbers and dates invented).
 * Each document is written as text with "# " headings; generate-fixtures.ts renders the same text
 * into real files (handbook PDF, newsletter DOCX, announcement TXT, flyer PNG) so the ingestion
 * pipeline can ingest them once merged. Dates are relative to the benchmark's fixed "now":
 * Thursday, March 12, 2026, 09:00 in America/New_York.
 */

export const BENCH_NOW = new Date('2026-03-12T13:00:00Z');
export const BENCH_TIME_ZONE = 'America/New_York';

export interface BenchDocument {
  fileName: string;
  title: string;
  contentType: string;
  createdAt: string;
  /** ISO instant; documents past it must never be used. */
  expiryDate?: string;
  /** "# Heading" lines start sections; blank lines separate paragraphs. */
  text: string;
}

const HANDBOOK = `# Welcome
Welcome to Maple Grove Elementary School. Our front office is open from 7:30 am to 4:00 pm on school days. The office phone number is (555) 010-2000 and the email is office@maplegrove.example.

# School Hours
Doors open at 7:45 am and the school day begins at 8:10 am. Students arriving after 8:10 am are marked tardy and must sign in at the front office.
Dismissal is at 3:15 pm Monday through Friday, except on Wednesdays. Every Wednesday is an early release day with dismissal at 1:30 pm so teachers can plan together.

# Arrival and Dismissal
Families driving to school use the car loop on Oak Street. Please stay in your car and follow the staff directions. Walkers leave through the main doors on Birch Avenue.
If someone other than a parent will pick up your child, send a signed note or call the office before 12:00 pm. Students are only released to adults listed on the emergency card, and adults must show a photo ID.

# Attendance
If your child will be absent, call the attendance line at (555) 010-2001 before 9:00 am or email attendance@maplegrove.example. A written note is required within 3 days of the student's return.
Family trips during school days should be requested from the principal two weeks in advance using the Planned Absence Form.

# Illness
Students with a fever of 100.4 F or higher must stay home until they have been fever-free for 24 hours without fever-reducing medication. Students who vomit or have diarrhea must also stay home for 24 hours after the last episode.
If your child becomes ill at school, the nurse will call you and the child must be picked up within one hour.

# Medication
All medication, including over-the-counter medicine, must be brought to the nurse's office by an adult in the original container. A Medication Authorization Form signed by a doctor is required. Students may carry inhalers and EpiPens with a doctor's note.

# Lunch and Breakfast
Hot lunch costs $3.25 per day and milk alone costs $0.75. Breakfast is served from 7:45 am to 8:05 am and costs $1.50.
Families add money to lunch accounts online through the MealPay portal. Free and reduced-price meal applications are available from the front office and online at any time of year.
The cafeteria is a peanut-free zone. Students with food allergies sit at an allergy-aware table.

# Uniform
Students wear navy or white polo shirts with khaki pants, shorts or skirts. Sneakers are required on PE days. Hats and hoods are not worn inside the building.

# Transportation
Bus routes and stop times are mailed to families in August and posted on the school website. To change how your child goes home, send a note to the office by 12:00 pm; changes cannot be taken by phone after 2:00 pm.
Students must be at their bus stop 5 minutes before the scheduled time.

# Phones and Devices
Student cell phones must be turned off and kept in backpacks during the school day. Phones seen during class are kept in the office until a parent picks them up.

# Homework
Homework is assigned Monday through Thursday. Students in kindergarten to grade 2 should spend about 20 minutes a night, and students in grades 3 to 5 about 45 minutes, including reading.

# Visitors and Volunteers
All visitors sign in at the front office with a photo ID and wear a visitor badge. Volunteers must complete a background check, which takes about two weeks, before helping in classrooms or chaperoning field trips.

# Inclement Weather
When school is closed or delayed for snow or ice, we send a text message and an email by 6:00 am and post it on the school website. On a two-hour delay, school begins at 10:10 am and morning pre-kindergarten is cancelled.

# Birthdays
Birthday treats must be store-bought and nut-free. Please arrange them with the teacher at least two days ahead. Party invitations may be handed out at school only if every child in the class is invited.

# Lost and Found
The lost and found bin is by the gym doors. Items left at the end of each month are donated to charity.

# Aftercare
Kids Club aftercare runs from dismissal until 6:00 pm in the cafeteria. The fee is $15 per day, and a late fee of $1 per minute is charged after 6:00 pm. Register at the front office.

# Report Cards and Conferences
Report cards are sent home three times a year, in December, March and June. Parent-teacher conferences are held in November and March; sign-up links are emailed by the classroom teacher.

# Library
Students may borrow two library books at a time for two weeks. Lost books are charged at replacement cost.`;

const MARCH_NEWSLETTER = `# A Note from Principal Alvarez
Spring is almost here! Thank you to every family who joined us for Family Reading Night. Our students read over 12,000 minutes in February.

# Lunch Price Change
Starting March 1, hot lunch costs $3.50 per day because of higher food costs. Breakfast prices stay the same.

# Science Fair
The Science Fair is on Thursday, March 19 from 6:00 pm to 7:30 pm in the gym. Projects must be dropped off in the gym on the morning of March 19.

# Book Fair
The Scholastic Book Fair is in the library from Monday, March 16 to Friday, March 20, open 8:00 am to 3:30 pm. Students can shop with their class, and families are welcome after school.

# PTA Meeting
The next PTA meeting is Tuesday, March 17 at 7:00 pm in the library. Childcare is provided.

# Spring Break
Spring break is Monday, March 30 through Friday, April 3. There is no school that week and school resumes on Monday, April 6.

# Spring Pictures
Spring picture day is Wednesday, April 8. Order forms will come home in backpacks.`;

const EARLY_DISMISSAL = `# Early Dismissal Friday, March 13
Friday, March 13 is an early dismissal day for teacher training. Students will be dismissed at 12:30 pm. Buses leave at 12:40 pm, and Kids Club aftercare is open from 12:30 pm until 6:00 pm. Lunch will be served before dismissal.`;

const AFTERCARE_PRICE = `# Kids Club Aftercare Fee Update
Beginning February 23, the Kids Club aftercare fee is $18 per day. The late pickup fee stays at $1 per minute after 6:00 pm. Thank you for your understanding.`;

const BUS_ROUTE = `# Bus Route 7 Stop Change
Starting Monday, March 9, the Route 7 morning stop at Elm Street and 3rd Avenue moves to Maple Street and 5th Avenue. The pickup time stays 7:20 am. Afternoon drop-off is at the same new stop at about 3:45 pm.`;

const PICTURE_DAY = `# Picture Day Moved
Spring picture day has moved to Wednesday, April 15 because of a photographer scheduling conflict. Order forms are due by April 13.`;

const CONCERT = `# Spring Concert
The grade 3 to 5 Spring Concert is on Thursday, March 26 at 6:30 pm in the auditorium. Students should arrive at 6:00 pm in the music room and wear a white top with black pants or skirt. Tickets are free.`;

const CARNIVAL_FLYER = `# Spring Carnival
Join us for the Maple Grove Spring Carnival on Saturday, April 25 from 11:00 am to 3:00 pm on the school field! Games, face painting, a bake sale and a dunk tank. Ride tickets are $1 each or $20 for an unlimited wristband. All money raised supports the PTA playground fund.`;

// --- expired documents: each states something the current knowledge contradicts or lacks ---

const WINTER_SCHEDULE = `# Winter Schedule
During the winter schedule from January 5, dismissal is at 2:45 pm every day and the car loop moves to the back lot on Cedar Lane.`;

const FEB_NEWSLETTER = `# February Lunch Special
In February hot lunch costs only $3.00 per day during our healthy eating month.

# Science Fair Date
The Science Fair will be held on Thursday, March 5 in the cafeteria.

# PTA Meeting
The February PTA meeting is Tuesday, February 10 at 6:00 pm in the cafeteria.`;

const CHESS_FLYER = `# Chess Club
Chess club meets every Monday after school from 3:15 pm to 4:15 pm in room 204. Coach Petrov welcomes players of all levels. The club costs $40 per season.`;

const OLD_BUS_ROUTE = `# Fall Bus Routes
Route 7 picks up at Elm Street and 3rd Avenue at 7:15 am.`;

const SNOW_NOTICE = `# Snow Closure
Due to the snow storm, the school is closed on Friday, February 13, and the makeup day will be Saturday, March 14.`;

export const CORPUS: BenchDocument[] = [
  {
    fileName: 'parent-handbook-2025-26.pdf',
    title: 'Parent Handbook',
    contentType: 'handbook',
    createdAt: '2025-08-15T14:00:00Z',
    text: HANDBOOK,
  },
  {
    fileName: 'march-newsletter.docx',
    title: 'March Newsletter',
    contentType: 'newsletter',
    createdAt: '2026-03-02T14:00:00Z',
    text: MARCH_NEWSLETTER,
  },
  {
    fileName: 'early-dismissal-march-13.txt',
    title: 'Early Dismissal Notice',
    contentType: 'announcement',
    createdAt: '2026-03-09T15:00:00Z',
    expiryDate: '2026-03-14T04:59:00Z',
    text: EARLY_DISMISSAL,
  },
  {
    fileName: 'aftercare-fee-update.txt',
    title: 'Kids Club Fee Update',
    contentType: 'announcement',
    createdAt: '2026-02-20T15:00:00Z',
    text: AFTERCARE_PRICE,
  },
  {
    fileName: 'bus-route-7-change.txt',
    title: 'Bus Route 7 Change',
    contentType: 'announcement',
    createdAt: '2026-03-05T15:00:00Z',
    text: BUS_ROUTE,
  },
  {
    fileName: 'picture-day-moved.txt',
    title: 'Picture Day Update',
    contentType: 'announcement',
    createdAt: '2026-03-10T15:00:00Z',
    text: PICTURE_DAY,
  },
  {
    fileName: 'spring-concert.txt',
    title: 'Spring Concert',
    contentType: 'event',
    createdAt: '2026-03-03T15:00:00Z',
    expiryDate: '2026-03-27T04:00:00Z',
    text: CONCERT,
  },
  {
    fileName: 'spring-carnival-flyer.png',
    title: 'Spring Carnival Flyer',
    contentType: 'announcement',
    createdAt: '2026-03-06T15:00:00Z',
    text: CARNIVAL_FLYER,
  },
  {
    fileName: 'winter-schedule.txt',
    title: 'Winter Schedule',
    contentType: 'announcement',
    createdAt: '2026-01-02T15:00:00Z',
    expiryDate: '2026-02-28T05:00:00Z',
    text: WINTER_SCHEDULE,
  },
  {
    fileName: 'february-newsletter.docx',
    title: 'February Newsletter',
    contentType: 'newsletter',
    createdAt: '2026-02-02T15:00:00Z',
    expiryDate: '2026-03-01T05:00:00Z',
    text: FEB_NEWSLETTER,
  },
  {
    fileName: 'chess-club-flyer.png',
    title: 'Chess Club Flyer',
    contentType: 'announcement',
    createdAt: '2025-09-10T15:00:00Z',
    expiryDate: '2026-01-31T05:00:00Z',
    text: CHESS_FLYER,
  },
  {
    fileName: 'fall-bus-routes.txt',
    title: 'Fall Bus Routes',
    contentType: 'announcement',
    createdAt: '2025-08-20T15:00:00Z',
    expiryDate: '2026-03-08T05:00:00Z',
    text: OLD_BUS_ROUTE,
  },
  {
    fileName: 'snow-closure.txt',
    title: 'Snow Closure Notice',
    contentType: 'announcement',
    createdAt: '2026-02-12T23:00:00Z',
    expiryDate: '2026-03-10T04:00:00Z',
    text: SNOW_NOTICE,
  },
];
