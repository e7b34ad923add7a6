/**
 * Cedar Bluff Middle School dev split, part 2: the musical flyer (image), the band trip packet
 * (e-mail attachment), declines, expired-document traps, superseded notices and Spanish.
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_2: BenchQuestion[] = [
  // image (flyer)
  {
    q: 'when is the into the woods musical? is there a daytime show, grandpa doesnt drive at night',
    kind: 'image',
    facts: [['February 27'], ['2:00']],
  },
  {
    q: 'how much r tickets for the school play, me my husband and our 3 yr old',
    kind: 'image',
    facts: [['$8'], ['4 and under', 'free']],
  },
  {
    q: 'can i pay w card at the door for the musical or is it cash only',
    kind: 'image',
    facts: [['cash or card']],
  },
  // attachment (band trip packet)
  {
    q: 'band trip - how much is it total and when is the first payment due',
    kind: 'attachment',
    facts: [['$165'], ['$60'], ['February 10', 'Wednesday, February 10']],
  },
  {
    q: 'what time does my son need to be at school for the band trip and what time r they back',
    kind: 'attachment',
    facts: [['5:30'], ['10:30']],
  },
  {
    q: 'who do i make the check out to for the band trip',
    kind: 'attachment',
    facts: [['Cedar Bluff Band Boosters']],
  },
  {
    q: 'i want to chaperone the band trip to san antonio what do i need to do and how much does it cost me',
    kind: 'attachment',
    facts: [['$95'], ['background check']],
  },
  // unanswerable
  { q: 'when is the spring fling? pto said they need volunteers', kind: 'unanswerable', decline: true },
  {
    q: 'what time does the musical end saturday night? need to know when to pick up my daughter shes in the cast',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'when do 3rd nine weeks report cards come out', kind: 'unanswerable', decline: true },
  {
    q: 'if my kid misses the reading staar bc shes sick is there a make up day for it',
    kind: 'unanswerable',
    decline: true,
  },
  {
    q: 'when is the 8th grade promotion ceremony? grandparents want to come',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'when is picture retake day, he blinked in his pic lol', kind: 'unanswerable', decline: true },
  { q: 'is there a fee to rent a locker', kind: 'unanswerable', decline: true },
  {
    q: 'how much r the yearbook ads for 8th graders, the baby picture ones',
    kind: 'unanswerable',
    decline: true,
  },
  { q: 'when r volleyball tryouts for next year', kind: 'unanswerable', decline: true },
  { q: 'whats ms ochoas email', kind: 'unanswerable', decline: true },
  { q: 'does cbms have summer school this yr', kind: 'unanswerable', decline: true },
  { q: 'how do i get my son tested for GT', kind: 'unanswerable', decline: true },
  { q: 'is there a parent meeting for the band trip chaperones', kind: 'unanswerable', decline: true },
  {
    q: 'is there a peanut free table in the cafeteria? my son has a bad nut allergy',
    kind: 'unanswerable',
    decline: true,
  },
  // expired-trap
  {
    q: 'is it a late start again tmrw? what time does class start',
    kind: 'expired-trap',
    trap: true,
    facts: [['8:40']],
    forbid: ['10:40'],
  },
  {
    q: 'where do i pick up my car rider now, is it still the back lot?',
    kind: 'expired-trap',
    trap: true,
    facts: [['Juniper Hollow Drive']],
    forbid: ['Pecan Meadow', 'gym doors'],
  },
  {
    q: 'what time do the car riders come out in the afternoon',
    kind: 'expired-trap',
    trap: true,
    facts: [['4:00']],
    forbid: ['4:05 p.m.'],
  },
  {
    q: 'my son went to morning math tutoring last semester, is it still tues and thurs mornings?',
    kind: 'expired-trap',
    trap: true,
    facts: [['4:10'], ['Library']],
    forbid: ['7:50', 'B112'],
  },
  {
    q: 'can my daughter get in the building before 8 if she has morning tutoring w her teacher',
    kind: 'expired-trap',
    trap: true,
    facts: [['8:00']],
    forbid: ['tutorial pass'],
  },
  {
    q: 'what time does bus 14 come in the mornings now? is it still running late from the ice',
    kind: 'expired-trap',
    trap: true,
    facts: [['Here Comes the Bus']],
    forbid: ['two hours later'],
  },
  // superseded
  {
    q: 'when is the band pops concert? is it in the gym',
    kind: 'superseded',
    facts: [['February 23', 'Tuesday, February 23'], ['Auditorium']],
    forbid: ['February 18'],
  },
  {
    q: 'what time do the band kids have to report for the pops concert',
    kind: 'superseded',
    facts: [['5:45']],
    forbid: ['6:15'],
  },
  {
    q: 'when and where is the 8th grade course selection night at the high school',
    kind: 'superseded',
    facts: [['February 11', 'Thursday, February 11'], ['Performing Arts Center']],
    forbid: ['February 9', 'LOCHS Cafeteria'],
  },
  {
    q: 'what time does course selection night start, i get off work at 6',
    kind: 'superseded',
    facts: [['6:00']],
    forbid: ['7:00 p.m.'],
  },
  // spanish
  {
    q: 'a q hora salen este viernes? es salida temprana verdad',
    kind: 'spanish',
    lang: 'es',
    facts: [['1:15']],
  },
  {
    q: 'cual es el numero de la sra ochoa la q habla español',
    kind: 'spanish',
    lang: 'es',
    facts: [['555-0149']],
  },
  {
    q: 'las clases de ingles pa papás q dia son y a q hora',
    kind: 'spanish',
    lang: 'es',
    facts: [['jueves', 'Thursday'], ['6:00']],
  },
  {
    q: 'mi hijo falto ayer xq estaba enfermo, a donde llamo y cuantos dias tengo pa mandar la nota',
    kind: 'spanish',
    lang: 'es',
    facts: [['555-0142'], ['3 días', '3 school days']],
  },
  { q: 'cuanto cuesta el almuerzo en la cafeteria', kind: 'spanish', lang: 'es', facts: [['$3.25']] },
  {
    q: 'cuanto cuestan los boletos pa la obra de into the woods pa mi hijo de 12',
    kind: 'spanish',
    lang: 'es',
    facts: [['$5']],
  },
  {
    q: 'cuando es el cafe con la directora',
    kind: 'spanish',
    lang: 'es',
    facts: [['9:00'], ['segundo miércoles', 'second Wednesday']],
  },
  {
    q: 'cuando es el concierto de la banda y a q hora',
    kind: 'spanish',
    lang: 'es',
    facts: [['23 de febrero', 'February 23'], ['6:30']],
  },
  {
    q: 'mi hija necesita tomar medicina pa la alergia en la escuela, la puede llevar en la mochila?',
    kind: 'spanish',
    lang: 'es',
    facts: [['Medication Authorization', 'enfermería', 'enfermera']],
  },
  {
    q: 'cuanto cuesta el anuario y hasta cuando',
    kind: 'spanish',
    lang: 'es',
    facts: [['$40'], ['February 26', '26 de febrero']],
  },
];
