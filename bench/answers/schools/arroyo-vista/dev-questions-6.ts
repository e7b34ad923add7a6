/**
 * Arroyo Vista Elementary dev split, part 6: written from the documents alone (handbook, December
 * newsletter, Spanish schedule page, ELO-P page, literacy night flyer, picture retake notices, the
 * forwarded PTA e-mail with its See's Candies order form, calendar feed, and the expired Baseline
 * Street repaving notice as a trap) by someone who had not seen the engine. Bench "now": Thursday,
 * December 10, 2026, 8:30 am (America/Los_Angeles); "tmrw" is the Friday, December 11 early
 * release (one hour early) and "next wednesday" is December 16.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_6: BenchQuestion[] = [
  // contact
  {
    q: 'we just moved to an apartment on the other side of valle grande, like 3 miles from school. is there a bus and who do i call to sign him up',
    kind: 'contact',
    facts: [['(909) 555-2400', '555-2400'], ['2 miles']],
  },
  // person
  {
    q: 'who is the school counselor? my son has been having a really hard time since his grandpa passed and i think he needs someone to talk to',
    kind: 'person',
    facts: [['Holt']],
  },
  // hours
  {
    q: 'what hrs is the attendance office open? my daughter was out sick yesterday and i need to call to excuse it, i dont get off until 3',
    kind: 'hours',
    facts: [['3:30'], ['72 hours']],
  },
  // fee
  {
    q: 'i want to surprise my son and eat lunch with him on his bday, how much is it for me to get a lunch',
    kind: 'fee',
    facts: [['$5.50']],
  },
  // policy
  {
    q: 'can my daughter wear her slides to school? its literally all she wants to wear lately',
    kind: 'policy',
    facts: [['back strap', 'closed heel', 'not permitted']],
  },
  // procedure
  {
    q: 'Good morning. We will be visiting family in Mexico for two weeks in late January. What do I need to do so my son is not marked truant?',
    kind: 'procedure',
    facts: [['Independent Study'], ['5 school days']],
  },
  // calendar day
  {
    q: 'is tmrw one of the early days? what time do i get my 5th grader, i need to tell my boss',
    kind: 'calendar-day',
    facts: [['one hour', '1 hour']],
  },
  // image
  {
    q: 'what do the kids wear to the reading night thing in january? and what time does it start, we eat dinner at 6',
    kind: 'image',
    facts: [['pajamas'], ['5:30']],
  },
  // attachment
  {
    q: 'how do i pay for the sees candy order? can i just send cash in an envelope w my son. and when is the form due',
    kind: 'attachment',
    facts: [['Venmo', '@ArroyoVistaPTA'], ['December 14']],
  },
  // multi-doc
  {
    q: 'whats the earliest i can drop off my 2nd grader in the morning? i start work at 7:30 in ontario and cant leave her outside alone',
    kind: 'multi-doc',
    facts: [['7:00 a.m.', 'Early Birds'], ['7:45']],
  },
  // superseded
  {
    q: 'my son was absent on picture day, is the makeup picture day next wednesday? what does he need to bring',
    kind: 'superseded',
    facts: [['January 12'], ['picture packet']],
    forbid: ['December 16'],
  },
  // expired trap
  {
    q: 'where is the pick up spot after school now? is it still that temporary lane behind the kinder playground, i havent picked up since before thanksgiving',
    kind: 'expired-trap',
    trap: true,
    facts: [['Baseline Street', 'Baseline']],
    forbid: ['Olive Street'],
  },
  // unanswerable
  {
    q: 'when is the spring program for 4th grade? my parents want to fly in for it',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is the next pta meeting? i just signed up as a member and want to help out',
    kind: 'unanswerable',
    decline: true,
  },
];
