/**
 * Calendar retrieval for the engine's retrieve stage: which days to ask the day model for, per
 * question part, and what kind of day question the part is. "is there school friday" needs Friday;
 * "next day off", "when does winter break start", "when is the science fair" need the coming months;
 * a question about a recurring club on a date needs that date plus the weeks around it (to say
 * "it does not meet that day" only when it meets on others).
 */
import { MONTHS, WEEKDAYS } from './assistant.dates.js';
import { REASON_CLAUSE } from '../vocabulary/vocabulary.story.js';
import { normalizeQuestion } from './assistant.text.js';
import {
  EVENT_WINDOW_AFTER_DAYS,
  EVENT_WINDOW_BEFORE_DAYS,
  LOOKAHEAD_DAYS,
  NEXT_SCHOOL_DAY_SEARCH_DAYS,
} from './assistant.tuning.js';
import type {
  DaySource,
  IsoDate,
  QuestionPart,
  Retrieved,
  Understanding,
} from './assistant.pipeline.types.js';

/** What a part asks of the calendar. */
export type DayIntent =
  | 'times' // what time do they get out / start
  | 'days-off' // any days off this week / coming up
  | 'next' // when is the next early release / day off / holiday / late start
  | 'break' // when does <break> start / when do they go back / last day before <break>
  | 'is-school' // is there school X
  | null;

/**
 * A day-times question: when the school day ends or starts, or when a parent picks up ("what time do
 * i grab my 7th grader on wed before thanksgiving", after phrase folding "…do i pickup…"; "what time
 * is kinder pick up that day").
 */
const TIMES =
  /\b(what time|when) (do|does|will|are|is)\b.*\b(get out|out|dismiss(ed|al)?|let out|end|over|start|begin|open)\b|\b(gets? out|lets? out|dismissal|dismissed) (when|what time|at what time)\b|\b(dismissal|pick ?up|start|end) time\b|\bwhat time (?:is )?(?:(?:kinder\w*|tk|k|\d{1,2}(?:st|nd|rd|th)(?: grade(?:rs?)?)?) )?(dismissal|pick ?up|pickup|school)\b|\bwhat time (?:do|should|can|will) (?:i|we) (?:pick ?up|pickup)\b/;
/**
 * Who or what a day-times question is about: the school day (its students, a grade: "what time do
 * 6th graders get out"), not an event ("the concert").
 */
const TIMES_SUBJECT =
  /\b(?:school|class(?:es)?|they|kids?|students?|children|he|she|my \w+|the day|dismissal|pick ?up|pickup|drop ?off|dropoff|early (?:release|dismissal)|half day|minimum day|late ?start|doors?|\d{1,2}(?:st|nd|rd|th)(?: grade(?:rs?)?)?|graders?|kinders?|kindergart(?:e?ners?|en))\b/;
/** The subject of "what time does <subject> end/start/get out" (group 1). */
const TIMES_CLAUSE =
  /\b(?:what time|when) (?:do|does|will|are|is) (.+?) (?:gets? out|out|dismiss(?:ed|al)?|lets? out|ends?|over|starts?|begins?|opens?)\b/;
const NEXT =
  /\bnext (early (release|dismissal|out|day)|half day|day ?off|days ?off|holiday|late ?start|delayed opening|no ?school|school holiday|break|long weekend)\b/;
/**
 * The days off of a span: "any days off next week", "which days are no school in march", and the
 * same asked the other way round ("is next week a full week of school", "school every day next week").
 */
const DAYS_OFF =
  /\b(days? ?off|no ?school days?|holidays|closures?|any (holiday|break)s?)\b|\b(which|what) (days|dates)\b.*\b(no ?school|off|closed)\b|\b(full|whole|complete|normal|regular) (school )?week\b|\b(school|class(es)?) (all week|every day)\b/;
/**
 * A break named: a holiday alone ("after thanksgiving"), a season only with its break word ("spring
 * break", not "spring picture day": dev, "…the deadline to return the order form" after "spring
 * picture day" got Spring Break's dates).
 */
const BREAK =
  /\b(thanksgiving|christmas|holiday|easter)( (break|recess|vacation|holidays?))?\b|\b(winter|spring|mid ?winter|february|fall|summer) (break|recess|vacation|holidays?)\b|\b(break|recess|vacation|new years?)\b/;
const BREAK_WHEN =
  /\b(start|starts|begin|begins|go back|back to school|return|returns|come back|over|end|ends|last day|first day)\b|\b(before|after) (the |this |next )?(\w+ )?(break|recess|vacation|holidays?|thanksgiving|christmas|easter|new years?)\b/;
/**
 * "the last day before winter break", "the friday before thanksgiving": the day before the break is
 * asked. Not any "before" ("when is spring break, trying to book flights before they go up" asks the
 * break; Cedar Bluff dev: answered with the last school day before it).
 */
export const BEFORE_BREAK =
  /\blast day\b|\bbefore (the |this |next )?(\w+ )?(break|recess|vacation|holidays?|thanksgiving|christmas|easter|new years?)\b/;
/**
 * "when does folklorico start up again after winter break": an activity resuming after the break is
 * the activity's question (its calendar event or notice), not the break's end (Arroyo Vista dev:
 * answered with "School resumes Tuesday, January 5"). The subject is one or two words other than the
 * school, its classes or the children.
 */
const ACTIVITY_AFTER_BREAK =
  /\bwhen (?:does|do|will) (?:the )?(?!(?:school|class|classes|kids|children|students|they|we|he|she|it|my|our|the|break|winter|spring|fall|thanksgiving|christmas|holiday)\b)[a-z]+(?: (?!start|begin|resume|come|pick)[a-z]+)? (?:start|starts|begin|begins|resume|resumes|pick back up|come back)\b/;
/** Schools and programs named "… school" ("does cbms have summer school this yr"): not a school day. */
const PROGRAM_SCHOOL =
  '(?<!\\b(?:summer|night|high|middle|elementary|sunday|saturday|charter|private|home|driving|nursery|after|before)\\s)';
/** An illness told in the question (the illness words of ABSENCE_REASONS, not appointments). */
const SICK_CHILD =
  /\b(?:sick|ill|fever|temp|temperature|flu|cold|cough|covid|strep|vomiting|vomited|threw up|throwing up|diarrhea|lice|pinkeye|rash|chickenpox)\b/;
/** "can she come to school", "is it ok to send him in", "should he stay home": may the child attend. */
const MAY_ATTEND =
  /\b(?:can|could|should|may|is it ok(?:ay)? (?:to|if))\b.*\b(?:go|come|send|return|stay home|go back|come back)\b/;
const IS_SCHOOL = new RegExp(
  String.raw`\b(is there|will there be|do (they|the kids|kids|we|students|my \w+) have|does \w+ have|any|have) (school|class(es)?)\b|${PROGRAM_SCHOOL}\bschool (on|this|next|today|tomorrow)\b|` +
    String.raw`\bis school (open|closed|on)\b|\bis it a (school|half|early) day\b|\b(are|is) (the kids|kids|they|we|students|school|my \w+|he|she|everyone|everybody) off\b|` +
    // "do they have that monday off", "do the kids get friday off" (Cedar Bluff dev).
    String.raw`\b(have|get|getting|having) (the |that |this |next )?(mon|tues|wednes|thurs|fri)day off\b|` +
    // "no school tomorrow?", "my daughter says there is no school friday, is that true" (unseen
    // Kestrel Point: answered from an event titled "…No Late Start" and the prom's "no one is admitted").
    String.raw`\bno ?school\b`,
);
/**
 * "is monday the 15th off", "is friday off for thanksgiving": a named day (only date words between
 * "is" and "off") asked as a day off (Cedar Bluff dev: declined, no day question was read). Not "is
 * the field trip friday off" (an event called off).
 */
const DAY_IS_OFF = new RegExp(
  `^(?:is|will|isnt) (?:(?:the|this|next|on|today|tomorrow|${[...WEEKDAYS, ...MONTHS].join('|')}|\\d{1,2}(?:st|nd|rd|th)?)\\s+)+(?:be\\s+)?off\\b`,
);
/** The kinds of shortened day a parent names ("half day", "minimum day", "early release"). */
const SHORT_DAY_WORDS =
  '(?:halfday|half day|minimum day|short day|early (?:release|dismissal|pickup|out|day)|(?:dismissal|dismissed|out|leave|leaving|home) early)';
export const SHORT_DAY = new RegExp(`\\b${SHORT_DAY_WORDS}\\b`);
/** "on early release days", "on half days", "on an early release day": a kind of day, no date. */
const KIND_OF_DAY = new RegExp(
  `\\b(?:on|for|during)\\s+(?:(?:an?|the)\\s+)?${SHORT_DAY_WORDS}s?(?:\\s+days?)?\\b`,
);
/** "is next friday a half day", "is next wednesday early release too": a day question only when a
 * day is named ("is there an early release before break" is not about today). The article is
 * optional before a short day (Desert Sky dev: "is today early release" got an event's "No, … is not
 * on the calendar"), not before "school day" ("is the school day longer"). */
const IS_SHORT_DAY = new RegExp(
  `^(is|will) .*\\b((a|an) )?${SHORT_DAY_WORDS}( day)?\\b|^(is|will) .*\\b(a|an) (regular (school )?day|school day)\\b`,
);

/**
 * "this friday is the short day right?", "tomorrow is a half day?": the parent states the day is a
 * short one to check it (Cedar Bluff dev: read as no day question, an event's notice answered).
 */
const DAY_IS_SHORT = new RegExp(
  `^(?:(?:so|and|wait|ok|okay)\\s+)?(?:(?:this|next|on)\\s+)?(?:${WEEKDAYS.join('|')}|today|tomorrow)\\s+(?:is|isnt)\\s+(?:(?:a|an|the)\\s+)?${SHORT_DAY_WORDS}`,
);

/**
 * "do they get out early on friday" (after phrase folding: "do they dismissal early"): whether the
 * named day is a short one, the day model's question, not the event "Early Dismissal".
 */
const OUT_EARLY =
  /\b(?:do|does|will|are|is)\s+(?:they|the kids|kids|he|she|we|students|my \w+|school|everyone)\s+(?:dismissal|dismissed|leave|leaving|go home|out)\s+early\b/;

/** "monday jan 11 is a normal school day right": a named day checked against the calendar. */
export const IS_REGULAR_DAY = /\bis (a|an) (normal|regular|usual|full) (school )?day\b/;
/** "do they have a short day next week", "any half days in december": the span's shortened days. */
const ANY_SHORT_DAY = new RegExp(
  `\\b(any|have (a|an|any)|is there (a |an )?|will there be (a |an )?) ?${SHORT_DAY_WORDS}s?\\b`,
);

/**
 * The part's words plus its topic concepts: "…and when do they go back" names its break only through
 * the topic it inherited from the first part ("thanksgiving break").
 */
export function partTopicText(part: QuestionPart): string {
  return `${part.normalized} ${part.concepts.map((c) => c.word).join(' ')}`;
}

/**
 * Whether the part asks about a kind of day with no date ("what time do they get out on early
 * release days"): neither today (the day model) nor the calendar's dated events answer it.
 */
export function asksKindOfDay(part: QuestionPart): boolean {
  return !part.dates && KIND_OF_DAY.test(part.normalized);
}

/** The day question a part asks, or null for other questions (events, policies). */
/**
 * "on conference day", "for picture day", "on the last day of school": a day named by what happens on
 * it. Not "on a normal day", "on a school day", "on early release days" (kinds of day).
 */
const NAMED_DAY =
  /\b(?:on|for)\s+(?:the\s+)?(?!(?:a|an|normal|regular|typical|usual|school|any|early|late|half|minimum|short|that|this|each|every)\b)[a-z]+(?:\s+[a-z]+)?\s+day\b(?!s)/;

export function dayIntent(part: QuestionPart): DayIntent {
  // The parent's premise ("… since there is no school") is not asked of the day (Willow Creek dev:
  // "No — school is open: Tuesday, April 13 is a regular school day").
  const premise = REASON_CLAUSE.exec(part.text.toLowerCase());
  const t = premise ? normalizeQuestion(part.text.slice(0, premise.index)).text : part.normalized;
  // "she has a fever, can she come to school today": whether a sick child may come is the illness
  // rule's question; the calendar's "Yes, Monday is a regular school day" reads as a yes to it.
  if (SICK_CHILD.test(t) && MAY_ATTEND.test(t)) return null;
  if (NEXT.test(t)) return 'next';
  // "do they go back jan 4 after winter break": the parent's date is a guess to check against the
  // break's end (a planning day may follow it), so the break answers, not that one day.
  const returning = /\b(?:go back|come back|back to school|return|returns)\b/.test(t);
  if (
    BREAK.test(partTopicText(part)) &&
    !ACTIVITY_AFTER_BREAK.test(t) &&
    BREAK_WHEN.test(t) &&
    (!part.dates || returning) &&
    // "what time do they get out the last day before christmas break": that day is the break's to
    // find, and its answer gives the day's dismissal.
    (!/\bwhat time\b/.test(t) || /\blast day\b/.test(t))
  )
    return 'break';
  // "what time does the concert start" asks about an event (the event answerer's), not the day;
  // so does "what time does the musical end? … to pick up my daughter" (the subject is the musical).
  // "what time do they get out on conference day": a named day the dates could not resolve is not
  // today (Willow Creek dev: "No, Tuesday, April 13 is a regular school day"); the calendar's event
  // or the documents say when that day is and how it runs.
  if (!part.dates && NAMED_DAY.test(t)) return null;
  // "what time do they get out on early release days", "pickup on minimum days": a kind of day, not
  // today (Cedar Bluff: "No, Tuesday, February 2 is a regular school day"); the schedule that
  // names the kind ("Dismissal — Early Release Day: 1:15 p.m.") answers it.
  if (asksKindOfDay(part)) return null;
  if (TIMES.test(t) && TIMES_SUBJECT.test(TIMES_CLAUSE.exec(t)?.[1] ?? t)) return 'times';
  // "is mlk day off" asks about one named day (the event answerer's), not the coming days off.
  if (DAYS_OFF.test(t) && !/\bschool today\b/.test(t) && !(/^is\b/.test(t) && !part.dates))
    return part.dates && part.dates.from === part.dates.to ? 'is-school' : 'days-off';
  // "is there school on good friday": a day the dates could not resolve is not today.
  if (IS_SCHOOL.test(t) && (part.dates || !/\b(?:on|for|during|after|before)\s+\w/.test(t)))
    return 'is-school';
  if (
    (IS_SHORT_DAY.test(t) ||
      IS_REGULAR_DAY.test(t) ||
      OUT_EARLY.test(t) ||
      DAY_IS_OFF.test(t) ||
      DAY_IS_SHORT.test(t)) &&
    part.dates
  )
    return 'is-school';
  if (ANY_SHORT_DAY.test(t) && part.dates)
    return part.dates.from === part.dates.to ? 'is-school' : 'days-off';
  return null;
}

/** The ISO dates to load for a part: its dates, else today; the coming months for open questions. */
export function calendarWindow(
  part: QuestionPart,
  understanding: Understanding,
): { from: IsoDate; to: IsoDate } {
  const intent = dayIntent(part);
  const today = understanding.today;
  const ahead = addDays(today, LOOKAHEAD_DAYS);
  if (intent === 'next' || intent === 'break' || (intent === 'days-off' && !part.dates))
    return { from: today, to: ahead };
  if (part.dates) {
    if (intent === null) {
      // Events on a date: the date and the weeks around it, so a weekly club's other meetings are known.
      return {
        from: min(part.dates.from, addDays(today, -EVENT_WINDOW_BEFORE_DAYS)),
        to: max(part.dates.to, addDays(today, EVENT_WINDOW_AFTER_DAYS)),
      };
    }
    return { from: part.dates.from, to: part.dates.to };
  }
  if (intent === null) return { from: today, to: ahead };
  // Undated times: today's, or the next school day's when today has none (a weekend, a break).
  if (intent === 'times') return { from: today, to: addDays(today, NEXT_SCHOOL_DAY_SEARCH_DAYS) };
  return { from: today, to: today };
}

/** Load the day model for a part (null when no day source is wired). */
export async function retrieveCalendarDays(input: {
  daySource: DaySource | undefined;
  schoolId: string;
  part: QuestionPart;
  understanding: Understanding;
}): Promise<Retrieved['days']> {
  if (!input.daySource) return null;
  const { from, to } = calendarWindow(input.part, input.understanding);
  return input.daySource.days({ schoolId: input.schoolId, from, to, now: input.understanding.now });
}

export function addDays(date: IsoDate, n: number): IsoDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function min(a: IsoDate, b: IsoDate): IsoDate {
  return a < b ? a : b;
}
function max(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/** "Friday, November 27": built once, since building a formatter costs far more than formatting. */
const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** "Friday, November 27" (the year added when it is not `currentYear`). */
export function formatIsoDay(date: IsoDate, currentYear?: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  const text = LONG_DAY.format(d);
  return currentYear !== undefined && d.getUTCFullYear() !== currentYear
    ? `${text}, ${d.getUTCFullYear()}`
    : text;
}
