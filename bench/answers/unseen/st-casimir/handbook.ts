/**
 * St. Casimir Catholic School (fictional parish K-8 school, Lake Adelle, Minnesota) Family Handbook
 * 2026-2027: office contacts, the K-5 and 6-8 daily schedules with the half-day and two-hour late start
 * variants, attendance and absences, tardies, early pickup, drop-off, Kids Club (before/after care)
 * prices, hot lunch and milk, uniforms, phones, medication, weather closings, visitors and the tuition
 * and fees tables. Rendered to fixtures/ as a PDF.
 * Held-out (unseen) bench school, written blind on 2026-11-30 from documents only.
 */
import type { Block } from '../../schools/render.js';

export const ST_CASIMIR_HANDBOOK: Block[] = [
  { h: 'A Word from Father Tom and Mrs. Brandvold' },
  {
    p: 'Welcome (and welcome back) to St. Casimir Catholic School! Since 1912 the parish of St. Casimir has run a school next door to the church, and we are proud to still be a small school where every teacher knows every child by name. We are a ministry of St. Casimir Parish in the Diocese of St. Wenceslas, and we serve about 180 students in Kindergarten through Grade 8, one class per grade.',
  },
  {
    p: 'This handbook is our agreement with you. Please read it with your children, then sign the Handbook Acknowledgment in FACTS Family Portal by Friday, September 18, 2026. Where the handbook is silent, diocesan policy applies. - Fr. Tomasz Wierzbicki, Pastor, and Mrs. Colleen Brandvold, Principal',
  },
  {
    p: 'St. Casimir Catholic School, 612 Third Avenue NE, Lake Adelle, MN 56389. School office (320) 555-0140. Web: stcasimir-school.example. Our Lady of Czestochowa, pray for us!',
  },
  { h: 'Who to Contact' },
  {
    table: [
      ['For...', 'Contact', 'Phone / E-mail'],
      [
        'General questions, forms, messages for your child',
        'Mrs. Deb Halvorsen, Office Manager (office open 7:30 a.m. - 3:45 p.m. on school days)',
        '(320) 555-0140 / office@stcasimir-school.example',
      ],
      [
        'Reporting an absence (24-hour voicemail)',
        'Attendance Line',
        '(320) 555-0143 / attendance@stcasimir-school.example',
      ],
      [
        'Tuition, FACTS, fees, volunteer hours',
        'Mr. Gary Lindqvist, Business Manager (Mon, Wed, Thu)',
        '(320) 555-0144 / business@stcasimir-school.example',
      ],
      [
        'Health office, medication, immunization records',
        'Ann Marie Ostby, RN, School Nurse (Tuesdays and Thursdays)',
        '(320) 555-0145 / nurse@stcasimir-school.example',
      ],
      [
        'Hot lunch, lunch accounts, free and reduced meals',
        'Mrs. Bev Nygaard, Kitchen Manager',
        '(320) 555-0146 / kitchen@stcasimir-school.example',
      ],
      [
        'Before and after care',
        'Ms. Kayla Rausch, Kids Club Director',
        '(320) 555-0147 (Kids Club cell, 6:45 - 7:40 a.m. and 2:50 - 6:00 p.m.) / kidsclub@stcasimir-school.example',
      ],
      ['Principal', 'Mrs. Colleen Brandvold', '(320) 555-0148 / cbrandvold@stcasimir-school.example'],
      [
        'Baptism and sacrament records, Mass intentions, parish registration',
        'St. Casimir Parish Office (600 Third Avenue NE)',
        '(320) 555-0150 / parish@stcasimirparish.example',
      ],
      [
        'School buses (routes, stops, late buses)',
        'Lake Adelle Public Schools ISD 749 Transportation',
        '(320) 555-0160',
      ],
    ],
    widths: [0.32, 0.36, 0.32],
  },
  { h: 'The School Day' },
  {
    p: 'Grades K-5 and Grades 6-8 keep slightly different bells so that the two lunch periods and the two dismissals do not overlap in our one hallway and one parking lot.',
  },
  {
    table: [
      ['', 'Grades K-5', 'Grades 6-8'],
      ['Doors open (supervision begins)', '7:40 a.m.', '7:40 a.m.'],
      ['Morning prayer and announcements', '7:55 a.m.', '8:05 a.m.'],
      ['Tardy after', '7:55 a.m.', '8:05 a.m.'],
      ['Lunch and recess', '11:05 - 11:50 a.m.', '12:00 - 12:35 p.m.'],
      ['Dismissal', '2:50 p.m.', '3:05 p.m.'],
    ],
    widths: [0.4, 0.3, 0.3],
  },
  {
    p: 'All-School Mass is every Friday at 8:15 a.m. in St. Casimir Church (and on Holy Days of Obligation). Parents, grandparents and parishioners are always welcome to join us; please sit behind the student pews.',
  },
  { h: 'Half Days and Late Starts' },
  {
    p: 'Half Days (Noon Dismissal) are marked on the school calendar. On a Half Day, Grades K-5 are dismissed at 11:45 a.m. and Grades 6-8 at 12:00 noon. No hot lunch is served on Half Days; students eat a snack before dismissal. Kids Club is open from dismissal until 6:00 p.m. on Half Days (see the Kids Club prices below).',
  },
  {
    p: 'Two-Hour Late Start (weather): Grades K-5 begin at 9:55 a.m. and Grades 6-8 begin at 10:05 a.m.; doors open at 9:40 a.m. There is no morning Kids Club on a late start day. Dismissal times do not change.',
  },
  { h: 'Attendance and Absences' },
  {
    p: "If your child will be absent, call the Attendance Line at (320) 555-0143 or e-mail attendance@stcasimir-school.example by 8:30 a.m. Please leave your child's name, grade, the reason for the absence and whether you would like homework sent home. If we have not heard from you by 9:00 a.m., the office will call you; this is for your child's safety.",
  },
  {
    p: 'Absences for illness, medical appointments, a death in the family or religious observance are excused. Family vacations during the school year are unexcused; if you must travel, tell the teacher and the office in writing at least one week ahead. After three days in a row of illness, a note from a doctor or clinic is required to return. Students absent from school for more than half of the day may not take part in after-school activities or CYO practices or games that day.',
  },
  {
    p: 'Students with a fever, vomiting or diarrhea must stay home until they have been free of symptoms for 24 hours without medicine.',
  },
  { h: 'Tardies' },
  {
    p: 'A student who arrives after 7:55 a.m. (Grades K-5) or after 8:05 a.m. (Grades 6-8) is tardy and must check in at the school office for a tardy slip; a parent must walk K-5 students in and sign them in. Three unexcused tardies in a trimester earn a reminder letter; six unexcused tardies in a trimester mean a meeting with Mrs. Brandvold. Arriving after 10:30 a.m. counts as a half-day absence.',
  },
  { h: 'Early Pickup' },
  {
    p: 'Please schedule appointments outside the school day when you can. If you must pick up your child early, send a note with your child or call the office by 10:00 a.m. so the teacher can have your child ready. Park in the visitor spots on Third Avenue, come to the main entrance (Door 1) and sign your child out in the office; we will call your child down when you arrive. Only adults listed on your FACTS emergency contacts may pick up; be ready to show a photo ID. No early pickups after 2:30 p.m. - the office and hallway are too busy with dismissal.',
  },
  { h: 'Morning Drop-Off and Afternoon Pickup' },
  {
    p: 'Morning drop-off is in the church parking lot: enter from Third Avenue, pull all the way forward and let your child out at the School Doors (Door 3). Staff are on duty from 7:40 a.m. Please do not drop children off before 7:40 a.m. unless they are registered for Kids Club - there is no supervision.',
  },
  {
    p: 'Afternoon: Grades K-5 are dismissed to the car line in the church parking lot at 2:50 p.m. (hang your family name card from the mirror). Bus riders are walked to the buses on Fourth Street. Grades 6-8 are dismissed at 3:05 p.m. Walkers and bikers leave by Door 1 and must have a walker form on file. Children not picked up by 3:15 p.m. go to Kids Club and the family is charged the drop-in rate.',
  },
  {
    p: 'Bus service is provided by Lake Adelle Public Schools (ISD 749) to St. Casimir families who live in the district. Bus registration, routes and stop changes are handled by ISD 749 Transportation, (320) 555-0160, not by our office.',
  },
  { h: 'Kids Club (Before and After School Care)' },
  {
    p: 'Casimir Kids Club is our licensed-exempt before and after school program for students in Kindergarten through Grade 6. Kids Club meets in the school cafeteria. Morning families enter at Door 5 (the playground door); for afternoon pickup, come to Door 5, ring the Kids Club bell and sign your child out on the iPad by the door. Kids Club is also open on most no-school days (not holidays) from 7:00 a.m. to 6:00 p.m. if at least 10 children sign up by the Tuesday before.',
  },
  {
    table: [
      ['Kids Club', 'Hours', 'Price'],
      ['Annual registration', '', '$35 per family'],
      ['Morning care', '6:45 - 7:40 a.m.', '$6 per morning'],
      ['Afternoon care (contract, same days each week)', 'Dismissal - 6:00 p.m.', '$11 per afternoon'],
      ['Afternoon drop-in', 'Dismissal - 6:00 p.m.', '$14 per afternoon'],
      ['Half Day afternoon', 'Noon dismissal - 6:00 p.m.', '$20'],
      ['No-school day (full day)', '7:00 a.m. - 6:00 p.m.', '$42 per day'],
      ['Late pickup', 'after 6:00 p.m.', '$1 per minute, per child'],
    ],
    widths: [0.44, 0.3, 0.26],
  },
  {
    p: 'Kids Club is billed monthly through FACTS. A healthy snack is served every afternoon. Students who have a sibling in grades 7-8 may stay in Kids Club with that sibling at the regular rate.',
  },
  { h: 'Hot Lunch and Milk' },
  {
    p: 'Our kitchen cooks lunch on site every full school day. St. Casimir takes part in the National School Lunch Program; free and reduced-price meal applications are available from Mrs. Nygaard or the office at any time of the year, and all information is confidential. Monthly menus go home in the Friday Folder.',
  },
  {
    table: [
      ['Item', 'Price'],
      ['Hot lunch, Grades K-5', '$3.25'],
      ['Hot lunch, Grades 6-8', '$3.50'],
      ['Reduced-price lunch', '$0.40'],
      ['Adult or guest lunch', '$5.00'],
      ['Milk (with cold lunch or extra milk)', '$0.55'],
    ],
    widths: [0.6, 0.4],
  },
  {
    p: 'Lunch accounts are prepaid through FACTS (one account per family). When an account reaches a $10 negative balance, students may still take a hot lunch but may not buy extras or extra milk until the account is paid. Parents are welcome to eat lunch with their child on Fridays; please call the office by 9:00 a.m. so the kitchen can plan.',
  },
  { h: 'Uniforms' },
  {
    p: 'St. Casimir students wear uniforms. Uniform pieces with the school logo are ordered from Northstar Schoolwear (school code SCAS612); plain pieces can come from any store as long as they match.',
  },
  {
    p: 'Tops: white or light blue polo shirt (short or long sleeve) with the school logo; Grades 6-8 may also wear a navy logo polo. Layers: navy cardigan, navy V-neck sweater or the navy logo quarter-zip. Hooded sweatshirts are not allowed in class (the Friday spirit hoodie is the exception, see below). Bottoms: navy or khaki pants, skirts, skorts or jumpers (plaid jumper K-5). Shorts and skorts may be worn from April 15 through October 15. Shoes: closed-toe shoes with a back; no light-up shoes, slides, Crocs or boots in class (winter boots are fine for outside, change into shoes).',
  },
  {
    p: 'Mass uniform: on Fridays and Holy Days students wear the white logo polo (no light blue), and girls in K-5 wear the plaid jumper or skirt. After Mass on Fridays students may change into the St. Casimir spirit hoodie. Dress Down Days are announced in the Friday Folder; students pay $1 to dress down and the money goes to the charity of the month.',
  },
  {
    p: 'The Uniform Closet (outgrown uniforms, free to any St. Casimir family) is in the lower-level storage room by the gym; ask the office to let you in.',
  },
  { h: 'Cell Phones and Smartwatches' },
  {
    p: 'Students in Kindergarten through Grade 5 should not bring cell phones to school. Students in Grades 6-8 may bring a phone for before and after school, but phones and smartwatches are turned off and kept in the student\'s locker from 7:55 a.m. until dismissal ("away for the day"). A phone seen or heard during the day is taken to the office: the first time, the student picks it up at the end of the day; after that, a parent must pick it up. If you need to reach your child during the day, call the school office at (320) 555-0140.',
  },
  { h: 'Medication and Health' },
  {
    p: "All medication, including over-the-counter medicine such as Tylenol, ibuprofen, allergy pills and cough drops, is kept and given in the health office. A parent must bring it in (students may not carry medicine on the bus or in backpacks) in the original container with a Medication Authorization Form signed by the parent; prescription medication also needs the prescriber's signature. Students in Grades 6-8 may carry their own inhaler or EpiPen with a form signed by the parent and the prescriber. The nurse is in the building on Tuesdays and Thursdays; on other days trained office staff give medication.",
  },
  {
    p: 'Immunization records (or a signed Minnesota exemption) must be on file before the first day of school. Students with head lice may return after treatment and a check in the office.',
  },
  { h: 'Snow Days and Weather' },
  {
    p: 'Because our buses come from Lake Adelle Public Schools, St. Casimir follows ISD 749 for weather: if Lake Adelle Public Schools close, St. Casimir is closed; if they have a two-hour late start, so do we (see Half Days and Late Starts). If ISD 749 closes early, we dismiss 15 minutes before their elementary schools. Closings are sent by ParentSquare call, text and e-mail by 6:15 a.m. and announced on KLAK 1340 AM. No Kids Club on snow days.',
  },
  {
    p: 'After the third snow day of the year, St. Casimir uses Flexible Learning Days instead of adding days in June: teachers post work on Seesaw (K-2) or Google Classroom (3-8) by 9:00 a.m. and students have until the next school day to turn it in.',
  },
  {
    p: 'Outdoor recess happens unless the temperature or wind chill is below 0 degrees F. From November through March, students need snow pants, boots, hats and mittens to play in the snow at recess; students without snow pants stay on the blacktop.',
  },
  { h: 'Visitors and Volunteers' },
  {
    p: "All doors are locked during the school day. Visitors ring the buzzer at the main entrance on Third Avenue (Door 1), show a driver's license to be scanned into the Raptor visitor system and wear a visitor badge. Please do not hold the door for anyone. Anyone who volunteers with children (classroom helpers, field trip chaperones, lunch and recess helpers, coaches) must first complete VIRTUS Protecting God's Children training and a diocesan background check through the parish office; this takes about two weeks.",
  },
  { h: 'Tuition 2026-2027' },
  {
    p: 'Parishioner tuition applies to registered, active members of St. Casimir Parish (or our sister parish, St. Hedwig in Brule Lake) who use offering envelopes or online giving. Tuition assistance is available through FACTS Grant & Aid; apply by March 15 for the following school year.',
  },
  {
    table: [
      ['Annual tuition', 'Active parishioner', 'Non-parishioner'],
      ['1 child', '$4,150', '$5,900'],
      ['2 children', '$7,600', '$10,800'],
      ['3 or more children', '$9,950', '$14,200'],
    ],
    widths: [0.4, 0.3, 0.3],
  },
  {
    p: 'Tuition is paid through FACTS Tuition Management in 10 monthly payments (July - April) or 12 monthly payments (June - May), or in full by July 20 with a 2% discount. A returned payment carries a $30 FACTS fee.',
  },
  { h: 'Fees 2026-2027' },
  {
    table: [
      ['Fee', 'Amount', 'Notes'],
      ['Registration fee', '$150 per family', 'Non-refundable; holds your spots'],
      ['Curriculum and book fee', '$120 per student', 'Billed in August'],
      ['Technology fee', '$95 per student', 'Grades 3-8 (1:1 Chromebooks)'],
      ['Kindergarten supply fee', '$60', 'Replaces the supply list for K'],
      [
        'Family fundraising commitment',
        '$250 per family',
        'Met through Scrip and the Spring Fun Fair, or paid',
      ],
      ['Volunteer hours', '20 hours per family', '$15 billed for each hour not completed by May 15'],
      ['Chromebook damage', '$50 deductible per repair', ''],
    ],
    widths: [0.34, 0.26, 0.4],
  },
  { h: 'Lost and Found' },
  {
    p: 'The lost and found bin is outside the gym. Please label everything - especially boots and mittens. Unclaimed items are donated to the St. Vincent de Paul store at the end of each trimester.',
  },
];
