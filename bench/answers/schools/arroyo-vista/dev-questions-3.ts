/**
 * Arroyo Vista Elementary School dev split, part 3: written from the documents alone (handbook,
 * December newsletter, Spanish schedule page, expanded-learning web page, literacy night flyer,
 * picture retake notices, the forwarded PTA e-mail and its See's Candies order form, calendar feed)
 * by someone who had not seen the engine. Bench "now": Thursday, December 10, 2026, 8:30 am
 * (America/Los_Angeles).
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_3: BenchQuestion[] = [
  // contact
  {
    q: 'whats the number for attendance? my husband would call but his english isnt great, do they speak spanish',
    kind: 'contact',
    facts: [
      ['(909) 555-0187', '555-0187'],
      ['bilingual', 'Spanish'],
    ],
  },
  {
    q: 'who runs the after school program? i want to get my son on the list, is there a number',
    kind: 'contact',
    facts: [['Ocampo'], ['(909) 555-0199', '555-0199']],
  },
  // person
  {
    q: 'whos the vice principal at arroyo vista? my daughter keeps getting pushed at recess',
    kind: 'person',
    facts: [['Tran']],
  },
  // hours
  {
    q: 'i start work at 7:30 so i need to drop my kinder off super early, is there anything before school',
    kind: 'hours',
    facts: [['7:00 a.m.', '7:00'], ['Early Birds']],
  },
  // fee
  {
    q: 'can i eat lunch with my son at school on his bday? how much do they charge for a grown up lunch',
    kind: 'fee',
    facts: [['$5.50']],
  },
  // policy
  {
    q: 'its gonna be hot again, can my 3rd grader wear her slides to school?',
    kind: 'policy',
    facts: [['back strap', 'closed heel']],
  },
  {
    q: 'ugh my daughter has lice. when is she allowed back in class',
    kind: 'policy',
    facts: [['first treatment']],
  },
  // procedure
  {
    q: 'we r going to mexico for 2 weeks in march to see my mom, what do i have to do so my kids dont get in trouble for missing',
    kind: 'procedure',
    facts: [['Independent Study'], ['5 school days']],
  },
  {
    q: 'my sister is picking up the kids today bc i got called into work, can i just call the office and tell them?',
    kind: 'procedure',
    facts: [['Emergency Card'], ['in person', 'Aeries']],
  },
  // attachment (See's Candies order form)
  {
    q: 'when do i turn in the sees candy order and can i just send cash in an envelope',
    kind: 'attachment',
    facts: [['December 14'], ['No cash', 'check', 'Venmo']],
  },
  // image (literacy night flyer)
  {
    q: 'for the literacy night thing do the kids wear anything special? and do we need to eat before',
    kind: 'image',
    facts: [['pajamas'], ['pizza']],
  },
  // event-date
  {
    q: 'my son missed picture day, when r retakes',
    kind: 'event-date',
    facts: [['January 12', 'Tuesday, January 12']],
  },
  // address
  {
    q: 'whats the school street address? filling out a form for my sons doctor',
    kind: 'address',
    facts: [['1250 North Mountain View', '1250 N']],
  },
  // multi-doc (newsletter + expanded-learning page)
  {
    q: 'is there school on monday jan 4? and does the after school program do anything over winter break, i still have to work',
    kind: 'multi-doc',
    facts: [
      ['Planning Day', 'Student Holiday'],
      ['Intersession', 'December 21'],
    ],
  },
  // unanswerable
  {
    q: 'what time does my 3rd grader eat lunch? she says shes starving by the time they go',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how much does the 6th grade science camp cost and what dates is it? trying to budget',
    kind: 'unanswerable',
    decline: true,
  },
  // spanish
  {
    q: 'hay clases de ingles pa papas? q dias son',
    kind: 'spanish',
    lang: 'es',
    facts: [['martes y jueves'], ['5:30']],
  },
  {
    q: 'el viernes 18 a q hora sale mi niño de kinder? me dijeron q es dia minimo',
    kind: 'spanish',
    lang: 'es',
    facts: [['11:55']],
  },
  {
    q: 'mi hijo falto 2 dias x gripa, a donde llamo pa justificar y cuanto tiempo tengo',
    kind: 'spanish',
    lang: 'es',
    facts: [['(909) 555-0187', '555-0187'], ['72']],
  },
  {
    q: 'cuanto cuesta la caja de chocolates de sees q esta vendiendo la pta',
    kind: 'spanish',
    lang: 'es',
    facts: [['$30']],
  },
  {
    q: 'el programa despues de clases cuesta algo? hasta q hora los cuidan',
    kind: 'spanish',
    lang: 'es',
    facts: [['gratis', 'free'], ['6:00']],
  },
  {
    q: 'cuando es el cafe con la directora? quiero ir pero trabajo en la tarde',
    kind: 'spanish',
    lang: 'es',
    facts: [['primer viernes'], ['8:30']],
  },
];
