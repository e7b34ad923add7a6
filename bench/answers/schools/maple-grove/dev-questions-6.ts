/**
 * Maple Grove Elementary dev split, part 6: written from the documents alone (handbook, March
 * newsletter, notices, carnival flyer, calendar feed, and the expired February newsletter and chess
 * flyer as traps) by someone who had not seen the engine. Bench "now": Thursday, March 12, 2026,
 * 9:00 am (America/New_York); "tomorrow" is the Friday, March 13 early dismissal and "next
 * tuesday" is March 17.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_6: BenchQuestion[] = [
  // contact
  {
    q: 'my son has strep so hes out today and prob tmrw. i work nights and cant call before 9, is there an email i can send it to instead? and how long do i have to get u the note',
    kind: 'contact',
    facts: [['attendance@maplegrove.example'], ['3 days']],
  },
  // person
  {
    q: 'my daughter is on amoxicillin for 10 days and needs a dose at lunch. can i just put the bottle in her backpack or who gives it to her',
    kind: 'person',
    facts: [['nurse'], ['original container']],
  },
  // hours
  {
    q: 'what time do they stop serving breakfast?? my son gets dropped off around 8 and keeps saying he missed it. also how much is it',
    kind: 'hours',
    facts: [['8:05 am', '8:05'], ['$1.50']],
  },
  // fee
  {
    q: 'how much do u guys charge if im late getting my kids from kids club? traffic on the highway was a nightmare yesterday and i got there like 6:10',
    kind: 'fee',
    facts: [['$1 per minute'], ['6:00 pm', '6:00']],
  },
  // policy
  {
    q: 'its my sons bday next week, can i bake cupcakes and send them in for his class? he really wants my chocolate ones',
    kind: 'policy',
    facts: [['store-bought']],
  },
  // procedure
  {
    q: 'my mom (his grandma) is picking up my 2nd grader today bc i have a work thing. shes never done it before, what do i need to do',
    kind: 'procedure',
    facts: [['12:00 pm', '12:00'], ['photo ID']],
  },
  // event date
  {
    q: 'my 4th grader is singing in the concert, what is she supposed to wear and what time do i drop her off? is it in the gym?',
    kind: 'event-date',
    facts: [['white top'], ['6:00 pm', '6:00'], ['music room']],
  },
  // calendar day
  {
    q: 'is there a pta meeting next tuesday? what time, and can i bring my 2 yr old or do i need a sitter',
    kind: 'calendar-day',
    facts: [['7:00 pm', '7:00'], ['childcare']],
  },
  // image
  {
    q: 'how much is the bracelet thing for unlimited rides at the carnival? and is it outside on the field or in the gym',
    kind: 'image',
    facts: [['$20'], ['field']],
  },
  // multi-doc
  {
    q: 'so tmrw they get out early right? is kids club open in the afternoon and how much is it per day now, i only need it tmrw',
    kind: 'multi-doc',
    facts: [['12:30 pm', '12:30'], ['$18']],
    forbid: ['$15'],
  },
  // superseded
  {
    q: 'Good morning. Could you please confirm the date of spring picture day and the deadline to return the order form?',
    kind: 'superseded',
    facts: [['April 15'], ['April 13']],
    forbid: ['April 8'],
  },
  // expired trap
  {
    q: 'when is the science fair?? my son still hasnt started his volcano lol. and where do we bring the project',
    kind: 'expired-trap',
    trap: true,
    facts: [['March 19'], ['gym']],
    forbid: ['March 5'],
  },
  // unanswerable
  {
    q: 'is there a spring talent show this year? my daughter wants to sing and wants to know when tryouts are',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'do u guys run a summer camp at the school? looking for something for july for my 1st and 3rd grader',
    kind: 'unanswerable',
    decline: true,
  },
];
