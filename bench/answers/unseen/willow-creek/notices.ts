/**
 * Willow Creek School short notices: the February snow make-up day letter and the later CHANGE
 * notice that replaces it (the old one has no expiry), three expired notices whose facts differ from
 * the current ones (the winter Willow Works session, the October reminders with fall conferences and
 * picture retakes, the January kitchen remodel), the current spring Willow Works session (markdown),
 * the track coach's casual note (plain text) and the FFA and 4-H news (markdown).
 * Held-out (unseen) bench school, written blind on 2026-11-30 from documents only.
 */
import type { SourceDocument } from '../../schools/school.types.js';

export const WILLOW_NOTICES: SourceDocument[] = [
  {
    format: 'raw',
    fileName: 'snow-make-up-day.txt',
    contentType: 'announcement',
    uploadedAt: '2027-02-18T16:00:00Z',
    voice: 'Principal (Mr. Oberle), letter to families',
    description:
      'Older notice: the January snow days are made up on Friday, April 23, a half day (dismissal 11:45 a.m., buses leave 11:55 a.m., no lunch, no Willow Works). Replaced by snow-make-up-day-CHANGE.txt; no expiry set.',
    text: `SNOW MAKE-UP DAY - FRIDAY, APRIL 23

Dear Willow Creek families,

Because of the snow closures on Tuesday, January 26 and Wednesday, January 27, the RE-3 Board of Education has added a Friday make-up day:

    FRIDAY, APRIL 23 - SCHOOL IN SESSION (half day)

- Students are dismissed at 11:45 a.m.
- Buses run their regular morning routes and leave WCS at 11:55 a.m.
- Breakfast is served. No lunch will be served - students may bring a snack.
- Willow Works will not meet that day.

Please plan ahead for childcare and appointments. Questions: call the office at (970) 555-0140, ext. 201.

Travis Oberle, Principal
`,
  },
  {
    format: 'raw',
    fileName: 'snow-make-up-day-CHANGE.txt',
    contentType: 'announcement',
    uploadedAt: '2027-03-10T16:00:00Z',
    voice: 'Principal (Mr. Oberle), letter to families',
    description:
      'Newer notice: the snow make-up day is moved to Friday, April 16 and is a full school day (regular schedule 7:55-3:50, buses leave 4:00 p.m., breakfast and lunch served, no Willow Works that day).',
    supersedes: ['snow-make-up-day.txt'],
    text: `*** CHANGE *** SNOW MAKE-UP DAY MOVED TO FRIDAY, APRIL 16

Dear Willow Creek families,

At its March 8 meeting the Board of Education changed our snow make-up day so students get a full day of class before CMAS testing. The make-up day is now:

    FRIDAY, APRIL 16 - FULL SCHOOL DAY

- Regular bell schedule: 7:55 a.m. - 3:50 p.m.
- Buses run their regular routes, morning and afternoon; afternoon buses leave WCS at 4:00 p.m.
- Breakfast and lunch are served as usual.
- Willow Works does NOT meet on April 16 (school is in session). Willow Works meets as usual on the other spring Fridays.
- This notice replaces the make-up day letter of February 18. Please update your calendars.

Attendance is taken as on any school day. If this date causes a hardship for your family, call the office at ext. 201.

Travis Oberle, Principal
`,
  },
  {
    format: 'raw',
    fileName: 'willow-works-winter-session.txt',
    contentType: 'announcement',
    uploadedAt: '2026-12-14T17:00:00Z',
    expiryDate: '2027-02-27T07:00:00Z',
    voice: 'Willow Works coordinator (Ms. Dunbar)',
    description:
      'EXPIRED winter session of the Friday program (January 8 - February 26): at the Willow Creek Community Center, 8:30 a.m. - 3:00 p.m., $15 per Friday ($10 per extra sibling), sign up by Tuesday at 5:00 p.m.',
    text: `WILLOW WORKS - WINTER SESSION (January 8 - February 26)
Friday program for grades 6-8

NEW LOCATION THIS WINTER: the Willow Creek Community Center, 215 Main Street, while the WCS gym floor is refinished.

Hours: 8:30 a.m. - 3:00 p.m. (shorter winter hours)
Cost: $15 per Friday, $10 for each additional sibling
Drop-off and pick-up: Community Center front door on Main Street
Sign up: by Tuesday at 5:00 p.m. the week before - call Ms. Dunbar at ext. 240
Lunch: bring a sack lunch. Hot cocoa on us!

No Willow Works on Friday, February 12 (make-up day - school is in session).

Kelsey Dunbar, Willow Works Coordinator
`,
  },
  {
    format: 'raw',
    fileName: 'willow-works-spring-2027.md',
    contentType: 'announcement',
    uploadedAt: '2027-02-25T17:00:00Z',
    voice: 'Willow Works coordinator (Ms. Dunbar), markdown',
    description:
      'Current spring session of the Friday program for grades 6-8 (March 5 - May 14): WCS library and gym, 7:30 a.m. - 3:30 p.m., $18 per Friday ($12 per extra sibling), north gym doors, sign up by Wednesday at noon, sack lunch, late pick-up fee, clubs, no program on spring break or make-up Fridays, no bus.',
    text: `# Willow Works - Spring Session 2027

**Fridays, March 5 - May 14** | grades 6-8 | back home in the WCS library and gym

Willow Works is our optional Friday program for Willow Creek 6th, 7th and 8th graders: clubs, homework help, open gym and plenty of fun on the Fridays when there's no school.

| | Spring session |
|---|---|
| Hours | 7:30 a.m. - 3:30 p.m. |
| Cost | $18 per Friday; $12 for each additional sibling |
| Drop-off / pick-up | North gym doors (4th Street side) |
| Sign-up deadline | Wednesday at noon before each Friday |
| Lunch | Bring a sack lunch and a water bottle; afternoon snack provided |

**Sign up** with Ms. Dunbar at ext. 240 or kdunbar@pvre3.example. Pay Ms. Fry in the business office or on PVSD Pay. Ask Ms. Dunbar about reduced fees - no student is turned away.

**Late pick-up:** after 3:30 p.m. there is a $5 late fee for each 10 minutes.

## Spring clubs

| Club | Led by |
|---|---|
| Robotics and coding | Mr. Haney |
| Greenhouse crew (with the FFA) | Mr. Lindquist |
| Kitchen science / cooking | Mrs. Wagoner |
| Archery | Coach Rausch |
| Homework help (every week, first hour) | Ms. Dunbar |

## No Willow Works

- Friday, March 26 (Spring Break)
- Any Friday make-up day - school is in session, so the kids are in class.

There is no bus to Willow Works; families provide transportation.
`,
  },
  {
    format: 'raw',
    fileName: 'october-reminders-2026.md',
    contentType: 'announcement',
    uploadedAt: '2026-09-28T16:00:00Z',
    expiryDate: '2026-10-15T06:00:00Z',
    voice: 'School office (Mrs. Kuhlmann), markdown',
    description:
      'EXPIRED October reminders: fall parent-teacher conferences Thursday, October 8, 1:15-6:45 p.m. in the library by time slot, picture retake day Wednesday, October 14, fall break October 19-22.',
    text: `## October Reminders from the WCS Office

**Fall Parent-Teacher Conferences - Thursday, October 8**

- Early Release 12:30 that day; buses leave at 12:40 p.m.
- Conferences run 1:15 - 6:45 p.m. in the library. Sign up for a 15-minute time slot by calling the office (ext. 201).

**Picture Retake Day - Wednesday, October 14**

Prairie Light Photography will be here for retakes and for anyone who missed picture day. Send the original picture packet back with your student if you want retakes.

**Fall Break - October 19-22**

No school Monday through Thursday, October 19-22, and no Willow Works on Friday, October 23.

Have a great October!
Mrs. Kuhlmann, WCS Office
`,
  },
  {
    format: 'raw',
    fileName: 'kitchen-remodel-january.txt',
    contentType: 'announcement',
    uploadedAt: '2026-12-16T17:00:00Z',
    expiryDate: '2027-01-29T07:00:00Z',
    voice: 'Food Service Manager (Mrs. Wagoner)',
    description:
      'EXPIRED kitchen remodel notice (January 5-28): grab-and-go breakfast in the commons, sack lunches served in the gym at 11:30 a.m., no second entrees, no adult lunches, no lunch visitors.',
    text: `KITCHEN REMODEL - JANUARY 5 THROUGH JANUARY 28

Good news: our school kitchen is getting new ovens and a new serving line over winter break and into January! While the work is finished:

- Breakfast: grab-and-go bags in the commons, 7:35 - 7:50 a.m.
- Lunch: sack lunches made in the Pawnee Valley Elementary kitchen, served in the gym at 11:30 a.m. for all grades.
- No second entrees, no a la carte and no adult lunches during the remodel.
- Lunch visitors are not allowed during the remodel.

Meals are still free for every student. Thanks for your patience!

Pat Wagoner, Food Service Manager, ext. 230
`,
  },
  {
    format: 'raw',
    fileName: 'track-and-field-spring-2027.txt',
    contentType: 'announcement',
    uploadedAt: '2027-03-30T22:00:00Z',
    voice: 'Head track coach (Coach Rausch), casual note',
    description:
      'Track and field note: practice Monday-Thursday 4:00-5:45 p.m. and 9:00-11:00 a.m. on Fridays without a meet, meet schedule with bus times (Eastfield Invitational bus 6:50 a.m.), the home Willow Creek Invitational on Friday, April 30 (field events 10:00, admission $4), signing a student out at the bus with the release sheet, paperwork.',
    text: `Hey Coyote track families!

Coach Rausch here. We're off and running (literally - the 6th graders found out this week what a 400 feels like). Here's the stuff you need:

PRACTICE
- Mon-Thu right after school, 4:00 to 5:45 pm at the track. Pick up at the track shed by 5:55 please, I'd like to eat supper too.
- Fridays when we don't have a meet: practice 9:00 to 11:00 am. It's not a school day so you'll need to get them there - carpool!
- Friday April 16 is the snow makeup day so school is ON - that day we just practice after school like a normal day.
- Kids who missed more than half the day can't practice - school rule, not mine.

MEETS (HS = high school, MS = middle school)
- Thu 4/15   MS      Prairie League MS Meet @ Kirkwood - bus leaves WCS 12:15 pm
- Sat 4/17   HS      Eastfield Invitational @ Eastfield - bus leaves 6:50 am
- Fri 4/30   HS+MS   WILLOW CREEK INVITATIONAL - HOME! Field events start 10:00 am, running events 11:00 am. Admission $4 adults, K-12 students free.
- Sat 5/8    HS      Prairie League Championships @ Kirkwood - bus leaves 6:30 am
- Fri 5/14   MS      Prairie League MS Championships @ Eastfield - bus leaves 7:30 am
- May 20-22  HS      State meet in Lakewood (qualifiers only)

TAKING YOUR KID HOME FROM A MEET
Everybody rides the bus TO meets. If you want to take your own kid home afterward, find me at the bus and sign the release sheet. A text or a call doesn't count, sorry. You can only sign out your own kid unless I have a note from the other parent.

HOME MEET HELP
I need about 20 parent volunteers for the home meet (timers, field event judges, concession stand). Text me or grab me at practice.

PAPERWORK
Physical on file + activity fee ($45 high school, $25 middle school) paid to Ms. Fry. No physical, no practice. No exceptions, I've already been asked.

Remind: text @wctrack27 to 81010 for bus updates.

- Coach Shelby Rausch
srausch@pvre3.example
`,
  },
  {
    format: 'raw',
    fileName: 'ffa-4h-news-spring-2027.md',
    contentType: 'newsletter',
    uploadedAt: '2027-03-29T15:00:00Z',
    voice: 'Ag teacher and FFA advisor (Mr. Lindquist), markdown',
    description:
      'FFA and 4-H news: State FFA Convention June 7-9 in Pueblo ($240, $75 deposit due April 28, bus 5:00 a.m.), chapter banquet Tuesday, May 4 at 6:00 p.m. (potluck: bring a side dish or dessert), 4-H tag-in and county fair, Friday Shop Day May 7 (plant sale details only on the flyer).',
    text: `# Willow Creek FFA & 4-H News - Spring 2027

*From Mr. Wade Lindquist, Ag Teacher & FFA Advisor (ext. 226, wlindquist@pvre3.example)*

## Plant Sale

The greenhouse crew (and the Willow Works kids who help on Fridays) have the benches full. The plant sale is our biggest fundraiser of the year - watch for the flyer with the dates and prices.

## State FFA Convention - June 7-9, Pueblo

Members competing in CDEs and our chapter officers go to State Convention.

- Cost: $240 per member (registration and two nights of hotel). Meals on the road are on the student.
- A **$75 deposit** is due to Ms. Fry in the business office by **Wednesday, April 28**.
- We leave from the Ag Shop on Monday, June 7 at 5:00 a.m. and get back Wednesday, June 9 around 8:00 p.m.
- Official dress is required for all sessions.

## Chapter Banquet - Tuesday, May 4, 6:00 p.m., WCS gym

It's a potluck! The chapter provides the brisket; families please bring a side dish or a dessert. Awards, officer installation and Greenhand degrees. Grandparents are welcome.

## 4-H

Pawnee County 4-H is run by CSU Extension, not the school, but lots of our kids are in both.

- Market swine, lamb and goat tag-in: Saturday, May 1, 8:00 - 11:00 a.m., Pawnee County Fairgrounds.
- Pawnee County Fair: July 26-31.
- **Friday Shop Day:** the Ag Shop is open for FFA and 4-H projects (welding, woodworking) on Friday, May 7, 9:00 a.m. - 12:00 p.m. Closed-toe boots and safety glasses required, and a parent must sign the shop permission slip.
`,
  },
];
