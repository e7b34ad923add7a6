/**
 * Cedar Bluff Middle School blind test split (written from the documents only, never tuned on):
 * 75 questions as parents text them, asked at Tuesday, February 2, 2027, 7:45 am Central. Part 1
 * here (contacts, people, hours, fees, policies, procedures, dates, calendar days, several
 * documents, the flyer image, the e-mail attachment); part 2 in test-questions-2.ts.
 */
import type { BenchQuestion } from '../../question.types.js';
import { TEST_QUESTIONS_2 } from './test-questions-2.js';

const PART_1: BenchQuestion[] = [
  // Contacts
  {
    q: 'whats the number for the nurse? my daughter needs her allergy meds at school',
    kind: 'contact',
    facts: ['555-0143'],
  },
  { q: 'who do i call to report my son absent today, he has strep', kind: 'contact', facts: ['555-0142'] },
  {
    q: 'need to talk to someone about our bus stop being moved, whats the transportation number',
    kind: 'contact',
    facts: ['555-0190'],
  },
  {
    q: 'is there an email i can send the drs note to for attendance',
    kind: 'contact',
    facts: ['cbmsattendance@locisd.example'],
  },

  // People
  { q: 'who is the principal at cedar bluff now?', kind: 'person', facts: ['Castellano'] },
  {
    q: 'my son is in 7th and got a referral, who is his assistant principal',
    kind: 'person',
    facts: ['Lindqvist'],
  },
  { q: 'who is the 6th grade counselor', kind: 'person', facts: ['Villarreal'] },

  // Addresses
  { q: 'what is the school address for my gps', kind: 'address', facts: ['4100 Bluff Ridge Parkway'] },
  { q: 'where is the LOCISD district office located?', kind: 'address', facts: ['1200 Ranch Road 620'] },

  // Hours
  { q: 'what time does the tardy bell ring', kind: 'hours', facts: ['8:40'] },
  {
    q: 'can i drop him off at 7:30 on my way to work or what time does the building open',
    kind: 'hours',
    facts: ['8:00'],
  },
  { q: 'what time does the front office close', kind: 'hours', facts: ['4:30'] },
  { q: 'what time is 7th grade lunch', kind: 'hours', facts: ['12:55'] },

  // Fees
  { q: 'how much is lunch for a student', kind: 'fee', facts: ['$3.25'] },
  {
    q: 'my son left his chromebook on the bus and it never turned up. how much do we owe',
    kind: 'fee',
    facts: ['$300'],
  },
  { q: 'how much is the athletics fee for 7th grade', kind: 'fee', facts: ['$35'] },
  {
    q: 'she wants to play tuba, we cant buy one. how much is it to use a school instrument',
    kind: 'fee',
    facts: ['$75'],
  },

  // Policies
  {
    q: 'can kids use their phones at lunch or between classes',
    kind: 'policy',
    facts: [['locker or backpack', 'Away for the Day', 'including passing periods and lunch', 'turned off']],
  },
  {
    q: 'they took my sons phone AGAIN, 3rd time. is there a fee to get it back?',
    kind: 'policy',
    facts: ['$15'],
  },
  {
    q: 'can he wear his baseball cap in class',
    kind: 'policy',
    facts: [['may not be worn inside the building', 'not allowed', 'may not be worn']],
  },
  {
    q: 'can my daughter take advil at school? do i need a doctor to sign something',
    kind: 'policy',
    facts: [["parent's signature", 'parent signature', '10 school days']],
  },
  {
    q: 'my 6th grader wants to play football this year can he',
    kind: 'policy',
    facts: [['7th and 8th grade', '7th & 8th grade', 'not eligible']],
  },

  // Procedures
  {
    q: 'i need to pick my kid up early for the orthodontist, how does that work',
    kind: 'procedure',
    facts: ['photo ID'],
  },
  {
    q: 'my son forgot his trumpet at home, can i drop it off at the school',
    kind: 'procedure',
    facts: ['vestibule'],
  },
  {
    q: 'how do i find out what time the bus comes to our stop',
    kind: 'procedure',
    facts: ['Here Comes the Bus'],
  },
  {
    q: 'can my daughter ride a different bus home with her friend friday for a bday party',
    kind: 'procedure',
    facts: [['not issued', 'only their assigned bus', 'assigned bus']],
  },

  // Event dates
  { q: 'when is STAAR math', kind: 'event-date', facts: ['April 14'] },
  {
    q: 'when are spring parent teacher conferences',
    kind: 'event-date',
    facts: ['March 4', '4:30'],
  },
  { q: 'when is the next pto meeting', kind: 'event-date', facts: ['February 8', '6:00'] },

  // Calendar days (relative to Tuesday, February 2, 2027)
  { q: 'is there school tomorrow?', kind: 'calendar-day', facts: ['Wednesday, February 3'] },
  {
    q: 'is this friday a full day or early release',
    kind: 'calendar-day',
    facts: ['Friday, February 5', 'Early Release'],
  },
  {
    q: 'do the kids have school feb 12? trying to plan a trip',
    kind: 'calendar-day',
    facts: [['No school on Friday, February 12', 'Friday, February 12'], 'Staff Development'],
  },
  {
    q: 'when is spring break this year',
    kind: 'calendar-day',
    facts: [
      ['Monday, March 15', 'March 15'],
      ['Friday, March 19', 'March 19'],
    ],
  },
  { q: 'whens the last day of school', kind: 'calendar-day', facts: [['Thursday, May 27', 'May 27']] },
  {
    q: 'is april 2 a holiday or do they have school',
    kind: 'calendar-day',
    facts: ['Friday, April 2', 'Student Holiday'],
  },

  // Several documents
  {
    q: 'no school on presidents day right? monday the 15th',
    kind: 'multi-doc',
    facts: ['Bad Weather Make-up Day'],
  },
  {
    q: 'my 8th grader does track AND bobcat boost. is there a late bus home and what time does it leave',
    kind: 'multi-doc',
    facts: ['5:45'],
  },
  {
    q: 'what time is dismissal on early release days and do the buses leave at the same time',
    kind: 'multi-doc',
    facts: ['1:15', '1:30'],
  },

  // The musical flyer (facts only in the image)
  {
    q: 'when is the school musical and what time does it start',
    kind: 'image',
    facts: ['February 26', '7:00'],
  },
  {
    q: 'how much are tickets to into the woods? 2 adults and 1 kid',
    kind: 'image',
    facts: ['$8', '$5'],
  },
  { q: 'is there a saturday afternoon show of the play', kind: 'image', facts: ['2:00'] },

  // The band trip packet (facts only in the e-mail's PDF attachment)
  { q: 'how much is the band trip total', kind: 'attachment', facts: ['$165'] },
  {
    q: 'what time do they leave for the band trip and what time will they be back',
    kind: 'attachment',
    facts: [['6:00 a.m.', '6:00 am', '6 am'], '10:30'],
  },
  {
    q: 'who do i make the check out to for the band trip',
    kind: 'attachment',
    facts: ['Cedar Bluff Band Boosters'],
  },
  {
    q: 'i want to chaperone the band trip to san antonio, what do i need to do and does it cost anything',
    kind: 'attachment',
    facts: [['background check', 'March 26'], '$95'],
  },
];

export const TEST_QUESTIONS: BenchQuestion[] = [...PART_1, ...TEST_QUESTIONS_2];
