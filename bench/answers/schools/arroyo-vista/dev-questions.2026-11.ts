/**
 * arroyo-vista's dev questions added on 2026-11-26 (two rounds), written by helpers from the school's
 * documents alone, without seeing the engine. Tuning on them is allowed (dev split).
 */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS_2026_11: BenchQuestion[] = [
  // Added 2026-11-26: written from the documents alone
  { q: 'school on presidents day?', kind: 'calendar-day', facts: ['Monday, February 15'] },
  {
    q: 'is jan 29 a short day',
    kind: 'calendar-day',
    facts: ['Friday, January 29', ['Early Dismissal', 'Report Cards']],
  },
  {
    q: 'is there school wed the 16th',
    kind: 'calendar-day',
    facts: ['Wednesday, December 16', ['Yes', 'school day']],
  },
  {
    q: 'are the kids off on dec 31',
    kind: 'calendar-day',
    facts: ['Thursday, December 31', 'Winter Recess'],
  },
  {
    q: 'monday jan 11 is a normal school day right',
    kind: 'calendar-day',
    facts: ['Monday, January 11', ['Yes', 'school day']],
  },
  {
    q: 'any half days or days off next week',
    kind: 'calendar-day',
    facts: ['Friday, December 18', 'Minimum Day'],
  },
  {
    q: 'when is the awards assembly for perfect attendance',
    kind: 'event-date',
    facts: [['January 22', 'Friday, January 22'], '8:45'],
  },
  { q: 'when can i register my son for kinder for next year', kind: 'event-date', facts: ['February 1'] },
  { q: 'what time does the attendance office close', kind: 'hours', facts: ['3:30'] },
  { q: 'health office hours?', kind: 'hours', facts: ['3:00'] },
  {
    q: 'i want to help out in my sons class, what do i need to do',
    kind: 'procedure',
    facts: [['TB risk assessment', 'volunteer application']],
  },
  { q: 'can i drive for the field trip? what do i need', kind: 'procedure', facts: ['Live Scan'] },
  { q: 'can i bring homemade tamales for the class party', kind: 'policy', facts: ['store-bought'] },
  { q: 'do we have to pay for field trips', kind: 'policy', facts: ['voluntary'] },
  { q: 'how much is an extra entree if hes still hungry', kind: 'fee', facts: ['$2.25'] },
  { q: 'lollipops for the candy sale how much', kind: 'fee', facts: ['$24.00'] },
  {
    q: 'who do i talk to about the candy fundraiser',
    kind: 'contact',
    facts: [['Marisol Vega', 'president@arroyovistapta.example']],
  },
  { q: 'whos the school psychologist', kind: 'person', facts: ['Imari'] },
  {
    q: 'what time does my kinder get out on the 18th and can she still go to after school that day',
    kind: 'multi-doc',
    facts: ['11:55', '6:00'],
  },
  { q: 'where does the money from the sees candy go', kind: 'attachment', facts: ['Science Camp'] },
  { q: 'how much is the yearbook', kind: 'unanswerable', decline: true },
  { q: 'does the school offer piano lessons', kind: 'unanswerable', decline: true },
  {
    q: 'pickup is still behind the kinder playground right?',
    kind: 'expired-trap',
    trap: true,
    facts: ['Baseline Street'],
    forbid: ['Olive Street'],
  },
  { q: 'a q hora es la junta del elac', kind: 'spanish', lang: 'es', facts: ['9:00'] },
  {
    q: 'en q salon son las clases de ingles y hay quien cuide a los niños',
    kind: 'spanish',
    lang: 'es',
    facts: [
      ['salón 12', 'salon 12', 'room 12'],
      ['cuidado de niños', 'childcare'],
    ],
  },
  {
    q: 'cuanto cuesta la caja de chocolates de sees',
    kind: 'spanish',
    lang: 'es',
    facts: [['$30.00', '$30']],
  },
  {
    q: 'mi niña cumple 5 en junio, cuando la puedo inscribir pa kinder',
    kind: 'spanish',
    lang: 'es',
    facts: [['February 1', '1 de febrero']],
  },
  {
    q: 'q pasa si llego tarde a recoger a mi hijo',
    kind: 'spanish',
    lang: 'es',
    facts: [['15 minutes', '15 minutos']],
  },
  {
    q: 'cuanta tarea le dejan a mi hijo de 4to',
    kind: 'spanish',
    lang: 'es',
    facts: [['40 minutes', '40 minutos']],
  },
  {
    q: 'hay campamento en las vacaciones de invierno? los dos trabajamos',
    kind: 'spanish',
    lang: 'es',
    facts: [['December 21', '21 de diciembre'], '5:30'],
  },
  { q: 'cuando es la graduacion de sexto', kind: 'unanswerable', lang: 'es', decline: true },
  // Added 2026-11-26 (round 2): written from the documents alone
  {
    q: 'my son has a shirt with a beer logo on it, is he allowed to wear it to school',
    kind: 'policy',
    facts: ['alcohol'],
  },
  {
    q: 'he was out sick monday and i forgot to call, how long do i have to clear it',
    kind: 'policy',
    facts: ['72 hours'],
  },
  {
    q: 'my daughter has asthma, can she keep her inhaler in her backpack',
    kind: 'policy',
    facts: [['Physician Authorization', 'form says so']],
  },
  { q: 'how long should homework take my 2nd grader every night', kind: 'policy', facts: ['20 minutes'] },
  {
    q: 'i keep getting to after school late to get my son, is there a consequence for that',
    kind: 'policy',
    facts: [['three late sign-outs', 'dropped from the program']],
  },
  {
    q: 'if the school goes on lockdown should i go get my kids',
    kind: 'policy',
    facts: [['do not come to the school', 'Valle Grande High School']],
  },
  {
    q: 'my son has been really down lately and crying before school, is there someone there he can talk to',
    kind: 'person',
    facts: ['Holt'],
  },
  { q: 'whos the office manager, the lady who sends the notices', kind: 'person', facts: ['Reyes'] },
  { q: 'email for the attendance office?', kind: 'contact', facts: ['avesattendance@vgusd.example'] },
  {
    q: 'my mom picks up and she only speaks spanish, is there a number she can call where someone speaks spanish',
    kind: 'contact',
    facts: [['(909) 555-0187', '(909) 555-0190']],
  },
  {
    q: 'who do i sign up with for the english classes for parents',
    kind: 'contact',
    facts: [['Castañeda', '(909) 555-0190']],
  },
  { q: 'what time does my 2nd grader get out on a normal day', kind: 'hours', facts: ['2:40'] },
  { q: 'till what time is the main office open', kind: 'hours', facts: ['4:00 p.m.'] },
  { q: 'do they eat breakfast at school? wat time', kind: 'hours', facts: ['8:15'] },
  {
    q: 'is the family liaison there on fridays',
    kind: 'hours',
    facts: [['Mon–Thu', 'Monday through Thursday']],
  },
  {
    q: 'my 5th grader walks home, which gate does he leave from',
    kind: 'address',
    trap: true,
    facts: ['Mountain View gate'],
    forbid: ['Olive Street'],
  },
  { q: 'where do i drop off toys for the toy drive', kind: 'address', facts: ['Main Office'] },
  { q: 'where is the winter program being held', kind: 'address', facts: [['Multipurpose Room', 'MPR']] },
  {
    q: 'how do i sign my daughter up for kinder next year, she turns 5 in july',
    kind: 'procedure',
    facts: ['vgusd.example/enroll'],
  },
  {
    q: 'we live far from school, how do we get my son on the bus',
    kind: 'procedure',
    facts: ['VGUSD Transportation'],
  },
  {
    q: 'lunch is free for everyone right? so i dont have to fill anything out?',
    kind: 'procedure',
    facts: ['Alternative Income Form'],
  },
  {
    q: 'the library says my daughter never returned a book, what do they charge',
    kind: 'fee',
    facts: ['Replacement cost'],
  },
  { q: 'how much for just a milk if he wants an extra one', kind: 'fee', facts: ['$0.75'] },
  {
    q: 'do the kids get to bring a book home from the reading night in january',
    kind: 'image',
    facts: ['free book'],
  },
  { q: 'candy pick up day and time?', kind: 'attachment', facts: ['December 17', '2:45'] },
  { q: 'how much does the 6th grade science camp cost', kind: 'unanswerable', decline: true },
  { q: 'how many tickets do we get for the winter program', kind: 'unanswerable', decline: true },
  { q: 'is there a chess club for 3rd graders', kind: 'unanswerable', decline: true },
  {
    q: 'whats the principals name and when is that coffee with the principal thing',
    kind: 'multi-doc',
    facts: ['Whitfield', ['primer viernes', 'first Friday']],
  },
  {
    q: 'my kid is in 4th, what time does school let out and how long can he stay in the after school program',
    kind: 'multi-doc',
    facts: ['2:50', '6:00'],
  },
];
