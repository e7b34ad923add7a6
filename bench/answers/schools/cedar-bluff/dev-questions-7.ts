/**
 * Cedar Bluff Middle School dev split, part 7: written from the documents alone (student and parent
 * handbook, February Bobcat Bulletin, district athletics page, Spanish family page, Into the Woods JR.
 * flyer, band concert and course selection notices, the forwarded band trip e-mail and its PDF packet,
 * calendar feed, and the expired weather alert, car rider detour and fall tutorials as traps) by someone
 * who had not seen the engine. Bench "now": Tuesday, February 2, 2027, 7:45 am (America/Chicago);
 * "this friday" is the February 5 early release.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_7: BenchQuestion[] = [
  // contact (a fact only on the Spanish page)
  {
    q: 'my husband only speaks spanish, is there somebody at the school he can call for help with skyward and setting up a meeting with the teachers?',
    kind: 'contact',
    facts: [['(512) 555-0149', '555-0149'], ['Ochoa']],
  },
  // hours
  {
    q: 'what time is lunch for 7th grade? i wanted to surprise my daughter and eat with her one day',
    kind: 'hours',
    facts: [['12:55'], ['Fridays only', 'Friday']],
  },
  // policy
  {
    q: 'can my son ride home on his friends bus thursday? they have a science project to finish',
    kind: 'policy',
    facts: [['not issued', 'assigned bus']],
  },
  // procedure
  {
    q: 'How do I sign my son out early for an orthodontist appointment? Will it count against his attendance if he comes back after?',
    kind: 'procedure',
    facts: [['photo ID'], ['counted present']],
  },
  // event date
  {
    q: 'when is the math staar this year? dont want to schedule her ortho appt that day',
    kind: 'event-date',
    facts: [['April 14', 'Wednesday, April 14']],
  },
  // calendar day (this friday early release; the holiday Monday is now a make-up day)
  {
    q: 'what time do they get out this fri and when does the bus leave? also is monday the 15th off for presidents day, we were thinking of going to the lake',
    kind: 'calendar-day',
    facts: [['1:15'], ['1:30'], ['Bad Weather Make-up', 'regular school day']],
  },
  // image (musical flyer)
  {
    q: 'how much are tickets to the school musical? it would be me, my mom whos 70, and my 3 yr old',
    kind: 'image',
    facts: [['$8'], ['$5']],
  },
  // attachment (band trip PDF)
  {
    q: 'Hi, I would love to chaperone the band trip to San Antonio. How much does it cost for a parent, and is there a deadline to get approved?',
    kind: 'attachment',
    facts: [['$95'], ['March 26', 'Friday, March 26']],
  },
  // superseded (Pops Concert moved)
  {
    q: 'when is the band pops concert now and what time does my daughter have to be there? she plays clarinet',
    kind: 'superseded',
    facts: [['February 23', 'Tuesday, February 23'], ['5:45']],
    forbid: ['February 18', '6:15'],
  },
  // expired trap (the fall tutorials schedule expired December 18)
  {
    q: 'my son is failing math, is there any tutoring he can go to before or after school? where',
    kind: 'expired-trap',
    trap: true,
    facts: [['4:10']],
    forbid: ['7:50', 'B112'],
  },
  // unanswerable
  {
    q: 'when is the band banquet this year and do parents buy tickets?',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'does cbms do a flu shot clinic? my daughter still hasnt gotten hers',
    kind: 'unanswerable',
    decline: true,
  },
];
