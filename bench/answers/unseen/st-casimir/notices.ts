/**
 * St. Casimir Catholic School short notices: the 2nd grade teacher's First Communion post copied from
 * ParentSquare, the spring MAP testing note and the 2027-28 re-enrollment notice (markdown), the spring
 * concert notice and the later change that replaces it (the old one has no expiry), and two expired
 * notices whose facts differ from the current ones (the February-March parish lot closure and the
 * January Kids Club move to the parish hall).
 * Held-out (unseen) bench school, written blind on 2026-11-30 from documents only.
 */
import type { SourceDocument } from '../../schools/school.types.js';

export const ST_CASIMIR_NOTICES: SourceDocument[] = [
  {
    format: 'raw',
    fileName: 'parentsquare-first-communion-2nd-grade.txt',
    contentType: 'event',
    uploadedAt: '2027-04-12T21:00:00Z',
    voice: '2nd grade teacher (Mrs. Hanrahan), ParentSquare post copied as plain text',
    description:
      'First Communion dates: retreat Saturday, April 24, 9:00-11:30 a.m. in the parish hall with a parent; rehearsal Thursday, April 29, 6:00 p.m. in church; First Communion Saturday, May 1, 10:00 a.m. Mass, arrive 9:15 in the parish hall; dress, pews, photographer, baptism certificate.',
    text: `ParentSquare
St. Casimir Catholic School > 2nd Grade - Mrs. Hanrahan
Posted by Mrs. Molly Hanrahan · Apr 12, 2027 4:02 PM

First Communion - all the dates in one place!! 🙏

Hi 2nd grade families! We are almost there and the kids are SO excited. Here is everything in one post so you don't have to dig through my emails:

• RETREAT - Saturday, April 24, 9:00 - 11:30 a.m. in the Parish Hall. One parent (or godparent) comes WITH their child. We'll make banners and bake the altar bread together. Wear play clothes, banners get messy!
• REHEARSAL - Thursday, April 29 at 6:00 p.m. in the church. Takes about 45 minutes. Kids only need to come, but parents are welcome to sit in the back.
• FIRST COMMUNION - Saturday, May 1 at the 10:00 a.m. Mass. Please have your child in the Parish Hall by 9:15 a.m. so we can line up. Families: each family gets ONE reserved pew (seats 8). Please be seated by 9:45.
• What to wear: girls wear a white dress (veil is optional), boys wear a white shirt, tie and dark pants (a suit is optional). No sneakers please!
• Photos: no flash photos during Mass please. Kowalczyk Photography takes pictures of each child receiving and a group picture on the church steps after Mass. Order forms come home next week.
• If you haven't turned in your child's baptism certificate, the parish office needs it by Friday, April 16 (drop off at 600 Third Ave NE or email parish@stcasimirparish.example).

Questions? Just message me here!
Mrs. Hanrahan

👍 14   💬 5 comments   👁 Seen by 21
Translate · Reply · Share
`,
  },
  {
    format: 'raw',
    fileName: 'spring-map-testing-2027.md',
    contentType: 'announcement',
    uploadedAt: '2027-04-09T18:00:00Z',
    voice: 'Principal, markdown note for the Friday Folder',
    description:
      'Spring NWEA MAP Growth testing April 20-23 for grades 2-8: grade-by-grade table, make-up Friday morning, no appointments before 11:00 a.m., headphones for grades 2-3, results with the final report card.',
    text: `# Spring MAP Testing: April 20-23

Students in **Grades 2-8** take the NWEA MAP Growth tests in reading and math next week. Kindergarten and 1st grade do not test. Each test takes about an hour and is not timed.

| Grades | Reading | Math |
|---|---|---|
| 2-3 | Tuesday, April 20 | Wednesday, April 21 |
| 4-5 | Wednesday, April 21 | Thursday, April 22 |
| 6-8 | Tuesday, April 20 | Thursday, April 22 |

**Make-up testing** is Friday, April 23 after Mass.

How you can help:

- Please don't schedule appointments before 11:00 a.m. on testing days - testing starts right after morning prayer.
- A good night's sleep and breakfast! (Hot lunch is served as usual.)
- Grades 2-3: send a pair of wired headphones or earbuds in a labeled bag. Bluetooth doesn't work on the Chromebooks.
- Grades 4-8: charge Chromebooks every night.

Family reports come home with the final report card in June. Questions: Mrs. Brandvold, cbrandvold@stcasimir-school.example
`,
  },
  {
    format: 'raw',
    fileName: 're-enrollment-2027-28.md',
    contentType: 'announcement',
    uploadedAt: '2027-03-01T16:00:00Z',
    voice: 'Business Manager (Mr. Lindqvist), markdown',
    description:
      'Re-enrollment for 2027-28: re-enroll in FACTS by April 30, registration fee $175 per family ($225 after April 30), 2027-28 tuition table, kindergarten age cutoff, new-family tours Tuesday mornings.',
    text: `## Re-enrollment for 2027-2028 is open!

Current families: please re-enroll **each child** in FACTS Family Portal by **Friday, April 30, 2027** to hold your child's spot for next year. After April 30, open spots are offered to new families on the waiting list (Grades 1 and 4 are nearly full).

**Registration fee 2027-28:** $175 per family through April 30; $225 per family after April 30. The fee is non-refundable.

### 2027-2028 tuition

| Annual tuition | Active parishioner | Non-parishioner |
|---|---|---|
| 1 child | $4,300 | $6,100 |
| 2 children | $7,850 | $11,150 |
| 3 or more children | $10,250 | $14,650 |

Curriculum, technology and kindergarten fees stay the same as this year.

### New families and Kindergarten

Kindergarten students must be 5 years old by September 1, 2027. We give new-family tours on **Tuesday mornings at 9:00 a.m.** - call the office at (320) 555-0140 to book one. Please tell your friends and neighbors: families who refer a new family that enrolls get a $250 tuition credit.

Questions about FACTS or tuition: Mr. Gary Lindqvist, Business Manager, business@stcasimir-school.example
`,
  },
  {
    format: 'raw',
    fileName: 'spring-concert-2027.txt',
    contentType: 'event',
    uploadedAt: '2027-03-22T15:00:00Z',
    voice: 'Music teacher (Mr. Sauer)',
    description:
      'Older notice: K-8 spring concert Thursday, May 13, 6:00 p.m. in the school gym, students report to homerooms at 5:30 p.m. (replaced by spring-concert-2027-NEW-DATE.txt; no expiry set).',
    text: `SPRING CONCERT - "Songs of Creation"

All St. Casimir students (K-8) sing in our spring concert on Thursday, May 13 at 6:00 p.m. in the school gym.

Students report to their homerooms at 5:30 p.m. Wear your Mass uniform (white polo). The 7th and 8th grade band plays first. The concert lasts about an hour.

Grandparents welcome - plenty of seats!

Mr. Sauer, Music
`,
  },
  {
    format: 'raw',
    fileName: 'spring-concert-2027-NEW-DATE.txt',
    contentType: 'event',
    uploadedAt: '2027-04-12T15:30:00Z',
    voice: 'Music teacher (Mr. Sauer)',
    description:
      'Newer notice: spring concert moved to Tuesday, May 18, 7:00 p.m. in St. Casimir Church, students report to the parish hall at 6:30 p.m.; bring a food shelf donation.',
    supersedes: ['spring-concert-2027.txt'],
    text: `** NEW DATE AND PLACE ** SPRING CONCERT

The bishop's Confirmation visit landed on our concert night, so the spring concert has MOVED.

NEW DATE: Tuesday, May 18
TIME: 7:00 p.m.
WHERE: St. Casimir Church (not the gym)

Students report to the parish hall at 6:30 p.m. Wear your Mass uniform (white polo). The 7th and 8th grade band plays first; the concert lasts about an hour. Admission is free - please bring a canned good or box of cereal for the Lake Adelle Food Shelf.

Sorry for the change and thank you for your flexibility!
Mr. Sauer, Music - msauer@stcasimir-school.example
`,
  },
  {
    format: 'raw',
    fileName: 'parish-lot-closed-drop-off-change.txt',
    contentType: 'announcement',
    uploadedAt: '2027-02-19T17:00:00Z',
    expiryDate: '2027-03-27T05:00:00Z',
    voice: 'Office Manager (Mrs. Halvorsen)',
    description:
      'EXPIRED notice: church parking lot closed February 22 - March 26 for sewer repair; morning drop-off moves to the 4th Street gym entrance (Door 6) from 7:35 a.m., K-5 car line on 4th Street.',
    text: `PARISH LOT CLOSED - DROP-OFF AND PICKUP CHANGES

The city is replacing the sewer line under the church parking lot. From Monday, February 22 through Friday, March 26 the church lot is CLOSED.

During the closure:
- Morning drop-off moves to the 4th Street gym entrance (Door 6). Staff will be at the door from 7:35 a.m.
- Afternoon K-5 car line lines up on 4th Street facing west. Please do not block the alley.
- Grades 6-8 are picked up at the Zion Lutheran Church lot across 4th Street (thank you, Zion!).
- Kids Club is not affected.

Thank you for your patience!
Deb Halvorsen, Office Manager
`,
  },
  {
    format: 'raw',
    fileName: 'remind-kids-club-january.txt',
    contentType: 'announcement',
    uploadedAt: '2027-01-03T20:00:00Z',
    expiryDate: '2027-01-30T06:00:00Z',
    voice: 'Kids Club Director (Ms. Rausch), Remind message copied as text',
    description:
      'EXPIRED Remind message: during the January gym floor refinishing (January 4-29) Kids Club meets in the parish hall; pickup at the parish hall side door on Linden Street, morning drop-off there from 7:00 a.m.',
    text: `Remind · Casimir Kids Club
Ms. Kayla Rausch · Jan 3, 2027

Hi Kids Club families!! Heads up for January: the gym floor is being refinished Jan 4-29, so Kids Club moves to the PARISH HALL (lower level of the church) for the month.

Pickup is at the parish hall side door on Linden Street - ring the bell and I'll bring your kiddo up. Morning Kids Club opens at 7:00 a.m. this month (not 6:45) at the same door because of the move.

Snack and homework time stay the same. Text me at the Kids Club cell with questions 😊

Reply STOP to opt out
`,
  },
];
