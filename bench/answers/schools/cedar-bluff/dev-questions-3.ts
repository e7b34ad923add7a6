/**
 * Cedar Bluff Middle School dev split, part 3: written from the documents alone (handbook, February
 * newsletter, district athletics page, Spanish family page, musical flyer, notices, the forwarded
 * band trip e-mail and its PDF packet, calendar feed) by someone who had not seen the engine.
 * Bench "now": Tuesday, February 2, 2027, 7:45 am (America/Chicago); "this friday" is the
 * February 5 Early Release.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_3: BenchQuestion[] = [
  // contact
  {
    q: 'my sons lunch account says negative but i put $40 on it last week. who do i call about that',
    kind: 'contact',
    facts: [['(512) 555-0192', '555-0192', '(512) 555-0148', '555-0148']],
  },
  {
    q: 'my 7th grader wants to run track, who is the coach i should talk to and whats his number',
    kind: 'contact',
    facts: [['Dunlap'], ['(512) 555-0147', '555-0147']],
  },
  // person
  {
    q: 'who is the counselor for 6th grade? my daughter is having a hard time with friends',
    kind: 'person',
    facts: [['Villarreal']],
  },
  // hours
  {
    q: 'my son rides the bus, what time do buses leave on friday since its early release',
    kind: 'hours',
    facts: [['1:30 p.m.', '1:30']],
  },
  {
    q: 'is there math tutoring for my 8th grader? what days and where, he is failing algebra',
    kind: 'hours',
    facts: [['Mondays and Wednesdays'], ['Library']],
    trap: true,
    forbid: ['B112', '7:50'],
  },
  // fee
  {
    q: 'is it too late to order a yearbook? how much',
    kind: 'fee',
    facts: [['$40'], ['February 26']],
  },
  // policy
  {
    q: 'my daughter got her phone taken AGAIN (2nd time this year), can she just get it back at the end of the day?',
    kind: 'policy',
    facts: [['assistant principal']],
  },
  {
    q: 'can i come have lunch with my son on his birthday? its on a wednesday. i wanted to bring chick fil a',
    kind: 'policy',
    facts: [['Fridays only']],
  },
  // procedure
  {
    q: 'my son has an orthodontist appt at 4 today, can i pull him at 3:40 or is that too late',
    kind: 'procedure',
    facts: [
      ['3:30 p.m.', '3:30'],
      ['photo ID', 'Attendance Office'],
    ],
  },
  // attachment (band trip packet)
  {
    q: 'for the band trip to san antonio what does my kid wear to play, and how much money should he bring for lunch',
    kind: 'attachment',
    facts: [['black band polo'], ['$20']],
  },
  // image (musical flyer)
  {
    q: 'do i have to buy the into the woods tickets ahead of time or can we just get them there',
    kind: 'image',
    facts: [['at the door', 'cbmstheatre.example']],
  },
  // event-date
  {
    q: 'when is the band pops concert again and what time does my daughter need to be there',
    kind: 'event-date',
    facts: [['February 23', 'Tuesday, February 23'], ['5:45']],
  },
  // address
  {
    q: 'whats the address of the school? need it for my daughters dentist excuse form',
    kind: 'address',
    facts: [['4100 Bluff Ridge Parkway', '4100 Bluff Ridge']],
  },
  // multi-doc (newsletter + calendar)
  {
    q: 'is there school on presidents day? we were gonna go skiing that weekend. and when is spring break',
    kind: 'multi-doc',
    facts: [['regular school day', 'Bad Weather Make-up Day', 'school day'], ['March 15']],
  },
  // unanswerable
  {
    q: 'when is the spring fling? i want to help but nobody told me the date',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'how long is the into the woods musical? my mom cant sit for more than like an hour',
    kind: 'unanswerable',
    decline: true,
  },
  // spanish
  {
    q: 'mi hija falto ayer x fiebre, a q numero llamo y hasta cuando tengo pa mandar la nota',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['(512) 555-0142', '555-0142'],
      ['3 días', '3 school days'],
    ],
  },
  {
    q: 'hay alguien en la escuela q hable español? necesito ayuda con skyward',
    kind: 'spanish',
    lang: 'es',
    facts: [['Ochoa'], ['(512) 555-0149', '555-0149']],
  },
  {
    q: 'el viernes salen temprano? a q hora paso por mi hijo',
    kind: 'spanish',
    lang: 'es',
    facts: [['1:15']],
  },
  {
    q: 'dan clases de ingles pa los papas? q dia y a q hora',
    kind: 'spanish',
    lang: 'es',
    facts: [['jueves'], ['6:00']],
  },
  {
    q: 'cuanto cuesta el lonche en la cafeteria? mi hijo dice q ya no le alcanza',
    kind: 'spanish',
    lang: 'es',
    facts: [['$3.25']],
  },
  {
    q: 'cuanto hay q dar de deposito pal viaje de la banda',
    kind: 'spanish',
    lang: 'es',
    facts: [['$60']],
  },
];
