/**
 * Desert Sky Academy short notices: the car line repaving notice and the later UPDATE that cancels it
 * (the old one has no expiry), three expired notices whose facts differ from the current ones (the
 * fall Intersession Camp, the fall conferences, the December reminders with the fall book fair), the
 * current spring Intersession Camp notice of the East Valley Family Y (markdown) and the Recess
 * Weather Guidelines (heat, cold, air quality, monsoon storms; markdown).
 * Held-out (unseen) bench school, written blind from documents only.
 */
import type { SourceDocument } from '../../schools/school.types.js';

export const DESERT_SKY_NOTICES: SourceDocument[] = [
  {
    format: 'raw',
    fileName: 'car-line-repaving-notice.txt',
    contentType: 'announcement',
    uploadedAt: '2027-01-06T17:00:00Z',
    voice: 'Office Manager (Mrs. Holloway), notice to families',
    description:
      'Older notice: the north loop will be repaved starting Monday, February 1 for about three weeks; the afternoon car line moves to the east gate on N. Ironwood Street (gym lot), K-2 at the gym doors, pickup from 2:05 p.m. Replaced by car-line-UPDATE.txt; no expiry set.',
    text: `CAR LINE CHANGE - NORTH LOOP REPAVING

Dear Desert Sky families,

Our north loop parking lot is getting new pavement! Starting Monday, February 1, the north loop will be closed for about three weeks while it is repaved.

During the repaving:

  - The afternoon car line will use the EAST GATE on N. Ironwood Street. Enter from Ironwood Street and follow the cones through the gym lot.
  - K-2 students will be loaded at the gym doors; grades 3-8 at the east lot sidewalk.
  - Pickup will begin at 2:05 p.m. (12:10 p.m. on Wednesdays).
  - Morning drop-off will also move to the east gate.
  - Please allow an extra 10 minutes - the east lot is smaller.

Bus riders, walkers and Kids Club pickup do not change.

Thank you for your patience!
Denise Holloway, Office Manager
(480) 555-0140, ext. 100
`,
  },
  {
    format: 'raw',
    fileName: 'car-line-UPDATE.txt',
    contentType: 'announcement',
    uploadedAt: '2027-01-20T17:00:00Z',
    voice: 'Office Manager (Mrs. Holloway), notice to families',
    description:
      'Newer notice: the repaving is postponed to Spring Intersession, so there is NO car line change in February; the car line stays in the regular north loop off Saguaro Vista Drive with the usual times; disregard the January 6 notice; the east gate stays locked.',
    supersedes: ['car-line-repaving-notice.txt'],
    text: `*** UPDATE *** NO CAR LINE CHANGE IN FEBRUARY

Dear Desert Sky families,

Please disregard the car line notice we sent on January 6. The contractor could not schedule our job in February, so the north loop repaving has been postponed to Spring Intersession, when no students are on campus.

What this means for you:

  - There is NO change to the car line. Keep using the regular car line: enter from Saguaro Vista Drive and follow the north loop, as always.
  - K-2 students are still loaded at the Kinder Courtyard gate; grades 3-8 at the north loop canopy.
  - Pickup times stay the same (2:10 p.m., and 12:15 p.m. on Wednesdays).
  - The east gate stays locked during drop-off and pickup. Please do not park on the neighborhood streets east of campus.

Sorry for the back-and-forth, and thank you for your patience.

Denise Holloway, Office Manager
(480) 555-0140, ext. 100
`,
  },
  {
    format: 'raw',
    fileName: 'fall-intersession-camp-2026.txt',
    contentType: 'announcement',
    uploadedAt: '2026-08-24T17:00:00Z',
    expiryDate: '2026-10-17T07:00:00Z',
    voice: 'East Valley Family Y camp coordinator, notice',
    description:
      'EXPIRED Fall Intersession Camp (October 5-16, 2026): 7:30 a.m. - 5:30 p.m., $165 per week, $40 per day, register by Friday, September 25, in the DSA gym.',
    text: `FALL INTERSESSION CAMP at DESERT SKY ACADEMY
October 5 - 16, 2026 | presented by the East Valley Family Y

Two weeks of games, crafts, science and swim day while school is out for Fall Intersession!

Week 1 (October 5-9): Camp Carnival
Week 2 (October 12-16): Mad Science

Where: Desert Sky Academy gym
Hours: 7:30 a.m. - 5:30 p.m.
Cost: $165 per week, or $40 per day
Who: DSA students in kindergarten through 6th grade
Register by Friday, September 25 in your Y online account.

Bring a lunch and a water bottle every day. Swim day is Wednesday each week - pack a swimsuit and towel.

Questions: Jordan Pike, Camp Coordinator, (480) 555-0172
`,
  },
  {
    format: 'raw',
    fileName: 'fall-conferences-2026.txt',
    contentType: 'announcement',
    uploadedAt: '2026-09-14T16:00:00Z',
    expiryDate: '2026-10-02T07:00:00Z',
    voice: 'Principal (Dr. Ortega), notice to families',
    description:
      'EXPIRED fall parent-teacher conferences notice: Wednesday, September 30 and Thursday, October 1, all grades dismissed at 12:00 p.m., sign up in ParentSquare by Friday, September 25, no school Friday, October 2.',
    text: `FALL PARENT-TEACHER CONFERENCES

Dear Roadrunner families,

Fall conferences are Wednesday, September 30 and Thursday, October 1. On both days all grades are dismissed at 12:00 p.m. There is no school on Friday, October 2 (Conference Comp Day), and Fall Intersession begins Monday, October 5.

Please choose a 20-minute time slot in ParentSquare by Friday, September 25. Conferences are held in your child's classroom.

Dr. Marisol Ortega, Principal
`,
  },
  {
    format: 'raw',
    fileName: 'december-reminders-2026.md',
    contentType: 'announcement',
    uploadedAt: '2026-11-30T17:00:00Z',
    expiryDate: '2026-12-19T07:00:00Z',
    voice: 'School office (Mrs. Holloway), markdown',
    description:
      'EXPIRED December reminders: fall book fair December 7-11 in the library (Family Night Thursday, December 10 until 7:30 p.m.), Winter Band & Orchestra Concert Tuesday, December 15, 6:00 p.m., last day before Winter Break Friday, December 18 (early release 12:00 p.m.), office closed December 21 - January 1.',
    text: `# December Reminders

## Fall Book Fair - December 7-11
The Scholastic Book Fair is in the library **Monday, December 7 - Friday, December 11**, 7:20 a.m. - 3:00 p.m. **Family Night is Thursday, December 10 until 7:30 p.m.** - bring the grandparents and do some holiday shopping!

## Winter Band & Orchestra Concert
**Tuesday, December 15, 6:00 p.m.** in the MPR. Grades 5-8 band and orchestra students arrive by 5:30 p.m. in concert black and white.

## Last day before Winter Break
**Friday, December 18** - all grades dismissed at **12:00 p.m.** Kids Club is open until 6:00 p.m.

## Office hours over break
The front office is closed December 21 - January 1. School resumes Tuesday, January 5 (Monday, January 4 is a staff development day).

Happy holidays from all of us at Desert Sky!
`,
  },
  {
    format: 'raw',
    fileName: 'spring-intersession-camp-2027.md',
    contentType: 'announcement',
    uploadedAt: '2027-01-19T17:00:00Z',
    voice: 'East Valley Family Y camp coordinator, markdown',
    description:
      'Current Spring Intersession Camp (March 8-19, 2027) by the East Valley Family Y: DSA MPR and gym, 7:00 a.m. - 6:00 p.m., $185 per week or $45 per day, K-6, register by Friday, February 19, weekly field trip, lunch from home, Junior Counselor option for grades 7-8.',
    text: `# Spring Intersession Camp 2027 at Desert Sky Academy

**March 8 - 19, 2027** | presented by the East Valley Family Y | DSA students in kindergarten through 6th grade

School is out for Spring Intersession, but camp is in! Sign up for one week or both.

| | Spring Intersession Camp |
|---|---|
| Week 1 (March 8-12) | Robots & Rockets |
| Week 2 (March 15-19) | Desert Explorers |
| Where | DSA MPR and gym |
| Hours | 7:00 a.m. - 6:00 p.m. |
| Cost | $185 per week, or $45 per day |
| Registration deadline | Friday, February 19 |
| Field trip | Every Thursday (included; bus leaves at 9:00 a.m.) |

**What to bring:** a lunch from home, a water bottle, sunscreen and closed-toe shoes. Two snacks a day are provided. Camp shirts are provided for field trip days.

**How to register:** in your East Valley Family Y online account (the same account you use for Kids Club). A $25 non-refundable deposit per week holds the spot; the balance is due the Friday before each week. Financial assistance is available through the Y - ask when you register.

**7th and 8th graders:** can apply to be Junior Counselors (free, ages 12-14, two short training sessions). Application at the Kids Club desk.

**Drop-off and pickup:** MPR door on the Palo Verde Street side. Sign in and out on the tablet with your PIN.

Questions: Jordan Pike, Camp Coordinator, (480) 555-0172, or stop by the Kids Club desk.
`,
  },
  {
    format: 'raw',
    fileName: 'recess-weather-guidelines.md',
    contentType: 'policy',
    uploadedAt: '2026-08-03T16:00:00Z',
    voice: 'Assistant Principal (Mr. Tran) and School Nurse (Ms. Jimenez), markdown',
    description:
      'Recess Weather Guidelines 2026-27: temperature table (indoor recess below 32 F, jackets below 45 F, shade and 15-minute limit from 100 F, shade only from 105 F, indoor recess at 110 F or higher), air quality (High Pollution Advisory), lightning rule (30 minutes after the last strike), dust storms, monsoon dismissal (walkers and bike riders held), water and sun.',
    text: `# DSA Recess Weather Guidelines 2026-27

Arizona weather can be extreme. These guidelines decide what recess and outdoor PE look like each day. The assistant principal (Mr. Tran) checks the temperature and air quality before each recess using the National Weather Service reading for Mesa, and announces the recess plan over the intercom.

## Temperature

| Temperature | Recess and outdoor PE |
|---|---|
| Below 32 F | Indoor recess |
| 32 - 44 F | Outdoor recess; jackets required |
| 45 - 99 F | Normal outdoor recess |
| 100 - 104 F | Outdoor recess limited to 15 minutes; water break before and after |
| 105 - 109 F | Shaded areas only (no metal play equipment, no field); 10 minutes |
| 110 F or higher | Indoor recess |

In the summer months, playground equipment can burn skin. Students may wear sun hats and sunglasses outside.

## Air quality

On a **High Pollution Advisory** day (ozone or dust, announced by Maricopa County), recess stays outdoors but running games and outdoor PE move indoors. Students with asthma may stay indoors with a note. When the air quality index is above 150, all recess is indoors.

## Lightning and monsoon storms

- Lightning within 10 miles: everyone goes indoors right away and stays in until **30 minutes after the last strike**.
- Dust storm (haboob) warning: everyone indoors; doors and windows closed.
- **Storm at dismissal:** students wait inside. Bus riders and the car line are released as usual when it is safe to walk to the car, but **walkers and bike riders are held** inside until the storm passes or a parent picks them up at the front office.
- If the power goes out, school continues; families are notified by ParentSquare.

## Water and sun

Every student should bring a labeled water bottle (water only). Refill stations are in every building. Students may carry and apply their own sunscreen without a doctor's note.

Questions: Mr. Kevin Tran, Assistant Principal, ext. 102 / Ms. Carla Jimenez, RN, ext. 110
`,
  },
];
