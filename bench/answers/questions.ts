/**
 * Parent-style questions over bench/answers/corpus.ts, asked at BENCH_NOW (Thursday, March 12,
 * 2026, 09:00 New York). Written from the corpus, before tuning, the way parents text: typos,
 * lowercase, shorthand, relative dates, several questions in one.
 *
 * - `facts`: every entry must appear in a correct answer (an array entry = any one of these).
 * - `decline: true`: the knowledge does not answer it; the correct reply is the decline.
 * - `trap: true`: an EXPIRED document would answer it differently; `forbid` lists the expired facts
 *   that must never appear (the correct reply is then the current fact, or the decline).
 */
import type { BenchQuestion } from './question.types.js';

export type { BenchQuestion };

export const QUESTIONS: BenchQuestion[] = [
  // --- plain facts from the handbook ---
  { q: 'What time does school start?', facts: ['8:10'] },
  { q: 'what time do the doors open in the morning', facts: ['7:45'] },
  { q: 'what time is dismissal', facts: ['3:15'], trap: true, forbid: ['2:45'] },
  { q: 'when does school get out on wednesdays', facts: ['1:30'] },
  {
    q: 'how do i report my son absent',
    facts: [['(555) 010-2001', 'attendance line', 'attendance@maplegrove.example']],
  },
  { q: 'my daughter has a fever can she come to school', facts: ['24 hours'] },
  { q: 'how long does my kid have to stay home after throwing up', facts: ['24 hours'], tags: ['synonym'] },
  { q: 'can my child take medicine at school', facts: [['Medication Authorization Form', 'nurse']] },
  { q: 'can he carry his inhaler', facts: ['inhaler'] },
  { q: 'how much is breakfast', facts: ['$1.50'] },
  { q: 'how do i put money on my sons lunch account', facts: ['MealPay'] },
  { q: 'is the cafeteria peanut free?', facts: ['peanut-free'] },
  { q: 'what is the dress code', facts: ['polo'] },
  { q: 'does he need sneakers for gym', facts: ['Sneakers'], tags: ['synonym'] },
  { q: 'can kids bring phones to school', facts: ['backpack'] },
  { q: 'how much homework does a 4th grader get', facts: ['45 minutes'] },
  { q: 'do visitors need id', facts: ['photo ID'] },
  { q: 'how do i become a volunteer', facts: ['background check'] },
  { q: 'how will i know if school is closed for snow', facts: [['text message', 'email']] },
  { q: 'what time does school start on a two hour delay', facts: ['10:10'] },
  { q: 'can i send cupcakes for my kids birthday', facts: ['store-bought'] },
  { q: 'where is lost and found', facts: ['gym'] },
  { q: 'when do report cards come out', facts: ['December', 'March', 'June'] },
  { q: 'when are parent teacher conferences', facts: ['November', 'March'] },
  { q: 'how many library books can my child check out', facts: ['two library books'] },
  { q: 'how do i change how my kid gets home today', facts: ['12:00 pm'] },
  { q: 'what is the office phone number', facts: ['(555) 010-2000'] },
  {
    q: 'someone else is picking up my daughter today what do i do',
    facts: [['signed note', 'call the office']],
  },
  { q: 'what time is late arrival, when is my child tardy', facts: ['8:10'] },

  // --- typos, shorthand, lowercase ---
  { q: 'wat time does skool start', facts: ['8:10'], tags: ['typo'] },
  { q: 'how much is lunhc??', facts: ['$3.50'], trap: true, forbid: ['$3.00'], tags: ['typo', 'fresh'] },
  { q: 'is there a unifrom', facts: ['polo'], tags: ['typo'] },
  { q: 'wher is the car loop', facts: ['Oak Street'], trap: true, forbid: ['Cedar Lane'], tags: ['typo'] },
  { q: 'pls whats the aftercare fee thx', facts: ['$18'], tags: ['shorthand', 'fresh'] },
  {
    q: 'r there buses after school',
    facts: [['Bus routes', 'bus stop', 'note to the office']],
    tags: ['shorthand'],
  },
  { q: 'wen is the sceince fair', facts: ['March 19'], trap: true, forbid: ['March 5'], tags: ['typo'] },
  { q: 'is the cafateria nut free', facts: ['peanut-free'], tags: ['typo'] },

  // --- newer document wins over the handbook or an older announcement ---
  { q: 'how much does hot lunch cost', facts: ['$3.50'], trap: true, forbid: ['$3.00'], tags: ['fresh'] },
  { q: 'how much is kids club per day', facts: ['$18'], tags: ['fresh'] },
  { q: 'when is picture day', facts: ['April 15'], tags: ['fresh'] },
  { q: 'where is the route 7 bus stop now', facts: ['Maple Street and 5th Avenue'], tags: ['fresh'] },

  // --- relative dates (now = Thursday, March 12, 2026) ---
  { q: 'is there early pickup tomorrow?', facts: ['12:30'], tags: ['date'] },
  { q: 'what time do buses leave on friday', facts: ['12:40'], tags: ['date'] },
  { q: 'is the book fair next week', facts: ['March 16'], tags: ['date'] },
  {
    q: 'whens the pta meeting next week',
    facts: ['March 17', '7:00 pm'],
    trap: true,
    forbid: ['February 10'],
    tags: ['date'],
  },
  { q: 'what time is the science fair next thursday', facts: ['6:00 pm'], tags: ['date'] },
  { q: 'is there school on the 30th?', facts: ['Spring break'], tags: ['date'] },
  // With the school's calendar connected the correct reply is "a weekend"; before, the
  // documents alone could not say, so the expectation was the decline.
  {
    q: 'is there school on saturday march 14',
    facts: ['weekend'],
    trap: true,
    forbid: ['makeup day'],
    tags: ['date'],
  },
  { q: 'when is spring break', facts: ['March 30', 'April 3'] },
  { q: 'when does school start again after spring break', facts: ['April 6'] },
  { q: 'what time should kids get to the concert on march 26', facts: ['6:00 pm'], tags: ['date'] },
  { q: 'what should my kid wear for the spring concert', facts: ['white top'] },
  { q: 'when is the carnival and how much are wristbands', facts: ['April 25', '$20'], tags: ['multi'] },

  // --- several questions in one message ---
  { q: 'what time does school start and what time is pickup', facts: ['8:10', '3:15'], tags: ['multi'] },
  { q: 'how much is breakfast and what time is it served', facts: ['$1.50', '7:45'], tags: ['multi'] },
  { q: 'when is the book fair and where is it', facts: ['March 16', 'library'], tags: ['multi'] },
  { q: 'aftercare: until what time and how much?', facts: ['6:00 pm', '$18'], tags: ['multi', 'fresh'] },

  // --- only an expired document answers: decline ---
  { q: 'when does chess club meet', decline: true, trap: true, forbid: ['room 204', 'Monday'] },
  { q: 'how much does chess club cost', decline: true, trap: true, forbid: ['$40'] },
  { q: 'when is the winter schedule dismissal', decline: true, trap: true, forbid: ['2:45'] },

  // --- not in the knowledge at all: decline ---
  { q: 'is there a swim team?', decline: true },
  { q: 'what is the wifi password for parents', decline: true },
  { q: 'when is summer school', decline: true },
  { q: 'do you offer spanish classes', decline: true },
  { q: 'whats the email for mrs johnson the 2nd grade teacher', decline: true },
  { q: 'is there a school bus to the zoo field trip in may', decline: true },
  { q: 'when is 5th grade graduation', decline: true },
  { q: 'do students get ipads', decline: true },
  { q: 'how much is tuition for pre-k', decline: true },
  { q: 'can i bring my dog to pickup', decline: true },
  { q: 'who is the school counselor', decline: true },
  { q: 'is there a lacrosse team this spring', decline: true },
];

/**
 * Held-out questions, written AFTER the engine was tuned on QUESTIONS. First measured at 65.4 %
 * correct; the last general changes ("who"/"hours" answer slots, stem-prefix matching) were made
 * after seeing its misses, so it is no longer fully unseen (now 73.1 %). HELDOUT2 is the clean one.
 */
export const HELDOUT_QUESTIONS: BenchQuestion[] = [
  { q: 'what time does breakfast end', facts: ['8:05'] },
  { q: 'can my kid wear a hat in class', facts: ['Hats'] },
  { q: 'is there a late fee for aftercare', facts: ['$1 per minute'] },
  { q: 'when are bus routes sent out', facts: ['August'] },
  { q: 'how early should my son be at the bus stop', facts: ['5 minutes'] },
  { q: 'can i pay for lunch online', facts: ['MealPay'] },
  { q: 'where do walkers exit', facts: ['Birch Avenue'] },
  { q: 'what happens if my child gets sick at school', facts: ['nurse will call'] },
  { q: 'do volunteers need a background check', facts: ['background check'] },
  { q: 'when is the next pta meeting', facts: ['March 17'], trap: true, forbid: ['February 10'] },
  { q: 'is there childcare at the pta meeting', facts: ['Childcare is provided'] },
  { q: 'what are the book fair hours', facts: ['8:00 am'] },
  { q: 'how do i apply for free lunch', facts: ['front office'] },
  { q: 'when do kids go back after spring break', facts: ['April 6'] },
  { q: 'is there a dunk tank at the carnival', facts: ['dunk tank'] },
  { q: 'which grades are in the spring concert', facts: [['grade 3 to 5', 'grades 3-5']] },
  { q: 'who is the principal', facts: ['Alvarez'] },
  { q: 'can i drop my kid off at 7:30', facts: ['7:45'] },
  { q: 'how do i sign up for parent teacher conferences', facts: ['emailed by the classroom teacher'] },
  { q: 'what time is the route 7 bus in the morning', facts: ['7:20'], trap: true, forbid: ['7:15'] },
  { q: 'whats on the lunch menu tomorrow', decline: true },
  { q: 'is there school on good friday', decline: true },
  { q: 'when is the chess tournament', decline: true, trap: true, forbid: ['room 204'] },
  { q: 'is there a school dance this year', decline: true },
  { q: 'does the school offer music lessons', decline: true },
  { q: 'whats the prize for the reading challenge', decline: true },
];

/**
 * Second held-out set, written before the last round of general engine changes (answer slots for
 * "who"/"hours", stem-prefix matching) and not tuned on afterwards.
 */
export const HELDOUT2_QUESTIONS: BenchQuestion[] = [
  { q: 'who do i call about my kids medicine', facts: ['nurse'] },
  { q: 'what hours is the front office open', facts: ['7:30 am'] },
  { q: 'when is the office open', facts: ['7:30 am'] },
  { q: 'who runs the chess club', decline: true, trap: true, forbid: ['Petrov'] },
  { q: 'is breakfast free', facts: ['$1.50'] },
  { q: 'how much are carnival ride tickets', facts: ['$1 each'] },
  { q: 'where is the concert', facts: ['auditorium'] },
  { q: 'do i need to sign my childs reading log', decline: true },
  { q: 'what is the attendance phone number', facts: ['(555) 010-2001'] },
  { q: 'can my daughter bring her epipen', facts: ['EpiPen'] },
  { q: 'when are picture day order forms due', facts: ['April 13'] },
  { q: 'is there a bake sale at the carnival', facts: ['bake sale'] },
  { q: 'are birthday invitations allowed at school', facts: ['every child in the class is invited'] },
  { q: 'how long is the background check for volunteers', facts: ['two weeks'] },
  { q: 'what is the late pickup fee at kids club', facts: ['$1 per minute'] },
  { q: 'is there a spanish immersion program', decline: true },
];
