import type { BenchQuestion } from '../question.types.js';

// Arroyo Vista ES — bench "now" is Thursday, December 10, 2026, 8:30 am (America/Los_Angeles).
export const FRESH_QUESTIONS: BenchQuestion[] = [
  // contacts / address
  {
    q: 'how do i reach the nurse directly? my son keeps getting nosebleeds',
    kind: 'contact',
    facts: ['ext. 3'],
  },
  {
    q: 'we moved and now live like 3 miles away, who do i call to get my kids on a school bus',
    kind: 'contact',
    facts: ['555-2400'],
  },
  {
    q: 'whats the email for attendance? easier for me than calling during work',
    kind: 'contact',
    facts: ['avesattendance@vgusd.example'],
  },
  {
    q: 'whats the school address? need it for my work schedule form',
    kind: 'address',
    facts: ['1250 North Mountain View'],
  },

  // people / roles
  { q: 'new family here, who is the principal', kind: 'person', facts: ['Whitfield'] },
  {
    q: 'my daughter has been real anxious lately, is there a counselor i can talk to? whats her name',
    kind: 'person',
    facts: ['Holt'],
  },
  {
    q: 'who is in charge of the after school program? i want to ask if theres room for my son',
    kind: 'person',
    facts: ['Ocampo'],
  },

  // hours
  { q: 'what time do i get my kinder on a normal day', kind: 'hours', facts: ['1:35'] },
  {
    q: 'i have a 5th grader and a 2nd grader, do they get out at the same time?? when do i grab each one',
    kind: 'hours',
    facts: ['2:50', '2:40'],
  },
  {
    q: 'i work thru winter break, is there a camp or something for my kid while school is closed? what hours',
    kind: 'hours',
    facts: ['7:30', '5:30'],
  },

  // fees
  {
    q: 'do i have to pay for my kids breakfast and lunch or fill out a form for free lunch',
    kind: 'fee',
    facts: [['no cost', 'free']],
  },
  { q: 'how much is it if i want to eat lunch with my son at school', kind: 'fee', facts: ['$5.50'] },

  // policy
  {
    q: 'can my daughter wear her slides to school? thats all she wants to wear lately',
    kind: 'policy',
    facts: [['back strap', 'closed heel']],
  },
  {
    q: 'do the kids have to wear uniforms there? need to know before we buy clothes',
    kind: 'policy',
    facts: ['no uniform'],
  },
  {
    q: 'we are going to mexico for 2 weeks in january to see my moms family, what do i need to do so he doesnt get marked truant',
    kind: 'policy',
    facts: ['Independent Study', '5 school days'],
  },
  { q: 'can i send homemade cupcakes for his bday in class friday', kind: 'policy', facts: ['store-bought'] },
  {
    q: 'can my 4th grader wear her apple watch at school? she texts me on it',
    kind: 'policy',
    facts: ['Smartwatches'],
  },

  // procedures
  {
    q: 'my sister is picking up my kids tmrw, can i just call the office and let them know',
    kind: 'procedure',
    facts: ['Aeries'],
  },
  {
    q: 'my son needs to take tylenol at school for a few days, what do i need to do',
    kind: 'procedure',
    facts: ['Physician Authorization'],
  },
  {
    q: 'i wanna help out in my daughters classroom, what do i have to do first',
    kind: 'procedure',
    facts: ['TB'],
  },
  {
    q: 'if the school ever goes on lockdown where am i supposed to go get my kids',
    kind: 'procedure',
    facts: ['Valle Grande High School'],
  },

  // event dates
  {
    q: 'the holiday show next thurs - i got a 1st grader and a 5th grader, what time is each one performing',
    kind: 'event-date',
    facts: ['6:00', '7:00'],
  },
  {
    q: 'my daughter turns 5 in july, when can i sign her up for kinder for next year',
    kind: 'event-date',
    facts: ['February 1'],
  },
  {
    q: 'my son hasnt missed a day this month, when is the assembly where they give out the attendance awards',
    kind: 'event-date',
    facts: ['January 22', '8:45'],
  },

  // "is there school" calendar days (now = Thu Dec 10, 2026)
  {
    q: 'is tmrw a full day or do they get out early',
    kind: 'calendar-day',
    facts: ['Friday, December 11', ['1 hour', 'one hour']],
  },
  {
    q: 'when do the kids go back after xmas break? is it monday the 4th',
    kind: 'calendar-day',
    facts: ['Tuesday, January 5'],
  },
  {
    q: 'is there school the friday before mlk day? thinking of doing a long weekend trip to vegas',
    kind: 'calendar-day',
    facts: ['Friday, January 15', 'Monday, January 18'],
  },
  {
    q: 'are the kids off both feb 12 and feb 15 or just one of them',
    kind: 'calendar-day',
    facts: ['Friday, February 12', 'Monday, February 15'],
  },
  { q: 'does folklorico meet next wednesday?', kind: 'calendar-day', facts: ['Wednesday, December 16'] },
  {
    q: 'when does folklorico start up again after winter break',
    kind: 'calendar-day',
    facts: ['Wednesday, January 6'],
  },

  // multi-doc
  {
    q: 'whats the earliest i can drop my kid off, i start work at 7:30 and dont want her waiting outside alone',
    kind: 'multi-doc',
    facts: ['7:45', '7:00'],
  },
  {
    q: 'my kinder gets out at like noon on the short day before break, can she stay at the after school program and til what time',
    kind: 'multi-doc',
    facts: ['6:00'],
  },

  // superseded notices
  {
    q: 'is picture retake day next wednesday? my son was absent on picture day',
    kind: 'superseded',
    facts: ['January 12'],
    forbid: ['December 16'],
  },
  {
    q: 'for the picture retakes what does he need to bring and where do they do it',
    kind: 'superseded',
    facts: ['January 12', 'Library'],
    forbid: ['December 16'],
  },

  // expired notices
  {
    q: 'is afternoon pickup still moved bc of the road work or are we back to the usual spot',
    kind: 'expired-trap',
    facts: ['Baseline'],
    forbid: ['Olive'],
  },
  {
    q: 'someone said its short days all next week again like conference week, is that true? when do i get my 3rd grader',
    kind: 'expired-trap',
    facts: ['Friday, December 18', '12:35'],
    forbid: ['all five days'],
  },

  // image (literacy night flyer)
  {
    q: 'is there some kind of family reading night coming up? when is it',
    kind: 'image',
    facts: ['January 21', '5:30'],
  },
  {
    q: 'do the kids dress up for the reading night thing? and is there food or should i feed them before',
    kind: 'image',
    facts: ['pajamas', 'pizza'],
  },

  // attachment (See's Candies order form PDF)
  {
    q: 'when is the candy fundraiser order due and where do i turn it in',
    kind: 'attachment',
    facts: ['December 14'],
  },
  { q: "how much is the peanut brittle from the see's fundraiser", kind: 'attachment', facts: ['$28'] },
  { q: 'can i pay cash for the pta candy order? only have cash rn', kind: 'attachment', facts: ['Venmo'] },
  {
    q: 'where and when do i pick up the chocolates i ordered',
    kind: 'attachment',
    facts: ['December 17', '2:45'],
  },

  // spanish
  { q: 'a q hora salen los de kinder en los dias minimos?', kind: 'spanish', lang: 'es', facts: ['11:55'] },
  {
    q: 'las clases de ingles pa papas q dias son y a q hora? hay quien me cuide a los niños?',
    kind: 'spanish',
    lang: 'es',
    facts: ['5:30', '7:00'],
  },
  { q: 'cuando es la proxima junta del elac?', kind: 'spanish', lang: 'es', facts: ['9:00'] },
  {
    q: 'el cafecito con la directora q dia es?',
    kind: 'spanish',
    lang: 'es',
    facts: ['primer viernes', '8:30'],
  },
  {
    q: 'mi niño falto x q estaba enfermo, cuanto tiempo tengo pa justificar la falta y a q numero hablo',
    kind: 'spanish',
    lang: 'es',
    facts: ['72', '555-0187'],
  },
  {
    q: 'el programa de despues de clases cuesta algo? hasta q hora los cuidan',
    kind: 'spanish',
    lang: 'es',
    facts: ['6:00'],
  },
  {
    q: 'hay alguien q hable español pa ayudarme con cosas de la escuela? un numero pls',
    kind: 'spanish',
    lang: 'es',
    facts: ['555-0190'],
  },
  {
    q: 'cuando es la noche de lectura pa las familias? a q hora empieza',
    kind: 'spanish',
    lang: 'es',
    facts: ['5:30'],
  },
  {
    q: 'mi hija amanecio con 100.6 de temperatura, la puedo mandar a la escuela?',
    kind: 'spanish',
    lang: 'es',
    facts: ['100.4'],
  },
  { q: 'el desayuno es gratis? a q hora se los dan', kind: 'spanish', lang: 'es', facts: ['8:15'] },

  // unanswerable
  { q: 'when is spring break this year? want to book a trip', kind: 'unanswerable', decline: true },
  { q: 'whats the last day of school in june?', kind: 'unanswerable', decline: true },
  {
    q: 'how much does the 6th grade science camp cost? do we pay all at once',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'how much are yearbooks and how do i order one', kind: 'unanswerable', decline: true },
  { q: 'when are the spring parent teacher conferences', kind: 'unanswerable', decline: true },
  {
    q: 'is there a spelling bee this year? my 4th grader wants to do it',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'does arroyo vista have band or orchestra for 5th graders', kind: 'unanswerable', decline: true },
  {
    q: 'is there an open house in the spring where we can see the classrooms',
    kind: 'unanswerable',
    decline: true,
  },
];
