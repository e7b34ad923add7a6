/**
 * Kestrel Point High School short notices: the cap and gown pickup notice and the later change that
 * replaces it (the old one has no expiry), two expired notices whose facts differ from the current
 * ones (the February Stadium Lot closure, the fall tutoring schedule), the current spring tutoring
 * schedule and the counseling office's course registration notice (markdown, pasted).
 * Held-out (unseen) bench school, written blind on 2026-11-29 from documents only.
 */
import type { SourceDocument } from '../../schools/school.types.js';

export const KESTREL_NOTICES: SourceDocument[] = [
  {
    format: 'raw',
    fileName: 'senior-cap-and-gown-pickup.txt',
    contentType: 'announcement',
    uploadedAt: '2027-02-10T16:00:00Z',
    voice: 'Graduation Coach (Mrs. Grant)',
    description:
      'Older notice: senior cap and gown pickup Wednesday, March 17, during all lunch waves in the Cafeteria (replaced by senior-cap-and-gown-pickup-CHANGE.txt; no expiry set).',
    text: `SENIORS - CAP AND GOWN PICKUP

Caps, gowns and tassels for the Class of 2027 will be handed out on Wednesday, March 17, during all lunch waves in the Cafeteria (tables by the stage).

- Bring your KPHS ID badge.
- Senior dues ($65) must be paid first. If you still owe, pay Ms. Tate in Room 102 before pickup day.
- Honor cords and stoles are handed out separately at the Senior Awards Night.

Questions? Mrs. Felicia Grant, Graduation Coach - fgrant@halcomb.example
`,
  },
  {
    format: 'raw',
    fileName: 'senior-cap-and-gown-pickup-CHANGE.txt',
    contentType: 'announcement',
    uploadedAt: '2027-02-26T15:30:00Z',
    voice: 'Graduation Coach (Mrs. Grant)',
    description:
      'Newer notice: cap and gown pickup moved to Thursday, March 25, in the Media Center, 7:30-8:10 a.m. and during all lunch waves; a parent may pick up with a signed note.',
    supersedes: ['senior-cap-and-gown-pickup.txt'],
    text: `*** DATE CHANGE *** SENIOR CAP AND GOWN PICKUP

The vendor moved our delivery, so the cap and gown pickup date has changed.

NEW DATE: Thursday, March 25
WHERE: Media Center
WHEN: 7:30 - 8:10 a.m. before school, and during all lunch waves

- Bring your KPHS ID badge.
- Senior dues ($65) must be paid before pickup. Pay Ms. Tate in Room 102.
- If a senior is absent that day, a parent may pick up the cap and gown from Mrs. Grant in Room 133 with a signed note from the student.

Sorry for the change!
Mrs. Felicia Grant, Graduation Coach - fgrant@halcomb.example
`,
  },
  {
    format: 'raw',
    fileName: 'stadium-lot-closure-february.txt',
    contentType: 'announcement',
    uploadedAt: '2027-01-29T16:00:00Z',
    expiryDate: '2027-02-20T05:00:00Z',
    voice: 'Assistant Principal (Mr. Salinas)',
    description:
      'EXPIRED notice: Stadium Lot closed for repaving February 1-19; junior and sophomore drivers park at the Dawsonford First Baptist Church overflow lot on Ridgeway Drive and arrive by 7:55 a.m.',
    text: `STADIUM LOT CLOSED FOR REPAVING - February 1 through February 19

Starting Monday, February 1 the Stadium Lot will be closed while Halcomb County Schools repaves it. During the closure, junior and sophomore drivers will park in the overflow lot at Dawsonford First Baptist Church, 610 Ridgeway Drive (the gravel lot behind the fellowship hall, NOT the front lot).

Students walk to campus on the Ridgeway Drive sidewalk and use the crosswalk. Please arrive by 7:55 a.m. so you are not tardy. Your KPHS hangtag must be displayed at the church lot.

The Senior Lot is not affected.

Mr. Jorge Salinas, Assistant Principal
`,
  },
  {
    format: 'raw',
    fileName: 'fall-2026-tutoring.md',
    contentType: 'announcement',
    uploadedAt: '2026-08-17T15:00:00Z',
    expiryDate: '2026-12-18T23:00:00Z',
    voice: 'Instructional coach, markdown',
    description:
      'EXPIRED fall semester tutoring schedule: Kestrel Learning Lab Tuesdays and Thursdays 3:40-4:30 p.m. in the Media Center, math in Room 311.',
    text: `# Fall 2026 After-School Tutoring - Kestrel Learning Lab

Free tutoring for every KPHS student, **Tuesdays and Thursdays, 3:40 - 4:30 p.m.**, August 25 through December 17.

| Subject | Where |
|---|---|
| All subjects (peer tutors) | Media Center |
| Math (Algebra I, Geometry, Algebra II) | Room 311 |
| Science | Room 405 |

No sign-up needed. Parents pick up at the front loop by 4:40 p.m.
`,
  },
  {
    format: 'raw',
    fileName: 'spring-2027-tutoring.md',
    contentType: 'announcement',
    uploadedAt: '2027-01-06T15:00:00Z',
    voice: 'Instructional coach, markdown',
    description:
      'Current spring tutoring schedule: Mondays and Thursdays 3:45-4:45 p.m., math in Room 226, science in Room 408; Saturday EOC Boot Camp April 24.',
    text: `# Spring 2027 After-School Tutoring - Kestrel Learning Lab

Free tutoring for every KPHS student, **Mondays and Thursdays, 3:45 - 4:45 p.m.**, January 11 through May 6. (No tutoring on Early Release Days or during breaks.)

| Subject | Where |
|---|---|
| All subjects (peer tutors) | Media Center |
| Math (Algebra I, Geometry, Algebra II) | Room 226 |
| Science (Biology, Physical Science) | Room 408 |
| English / writing | Room 219 |

**EOC Boot Camp:** Saturday, April 24, 9:00 a.m. - 12:00 p.m. in the Media Center for students taking a Georgia Milestones End-of-Course test. Sign up with your teacher.

No sign-up needed on weekdays. There is no late bus; students must be picked up at the front loop by 4:55 p.m.
`,
  },
  {
    format: 'raw',
    fileName: 'course-registration-2027-28.md',
    contentType: 'announcement',
    uploadedAt: '2027-02-22T14:00:00Z',
    voice: 'School Counseling Office, markdown',
    description:
      'Course registration for 2027-28: requests in Infinite Campus March 1-19, AP commitment forms due March 19, Dual Enrollment Information Night March 23 and application deadline April 15.',
    text: `## Course Registration for 2027-2028

**Course requests are open in Infinite Campus from Monday, March 1 through Friday, March 19.**

1. Counselors visit English classes the week of March 1 to walk students through the course catalog.
2. Students enter 8 course requests plus 3 alternates in Infinite Campus (Grades & Schedule > Course Registration).
3. Students requesting an AP course turn in an **AP Commitment Form signed by a parent** to their English teacher by **Friday, March 19**.
4. Schedule change requests after the deadline are accepted only for graduation requirements or a level change recommended by the teacher.

### Dual Enrollment
Juniors and seniors may take college classes tuition-free through Georgia's Dual Enrollment program with Ridgeway Technical College or North Georgia Pines University.

- **Dual Enrollment Information Night:** Tuesday, March 23 at 6:00 p.m. in the Media Center.
- Applications for fall 2027 are due to the college by **April 15**, and the HCS Dual Enrollment participation agreement must be signed by the student, parent and counselor.

Questions: School Counseling Office, (706) 555-0116. Counselors by last name: A-G Ms. Whitfield, H-O Mr. Adeyemi, P-Z Mrs. Prewitt.
`,
  },
];
