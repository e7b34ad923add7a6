/**
 * Title rules that turn a calendar event into a day status for parents. School feeds name the same
 * day many ways (Google/Outlook/Apple exports and district PDFs turned into ICS): "Thanksgiving
 * Break – Student / Teacher Holiday", "Planning Day – Student Holiday", "Teacher In-Service – No
 * Students", "Early Release – 1 hour early", "Delayed Opening". The rules are matched against the
 * folded title plus description; the first matching rule wins, so the more specific phrases (a
 * student holiday that mentions teachers, an early release that mentions "no school for PreK") are
 * listed before the broad ones.
 */
import type { PatternRules } from './vocabulary.types.js';

export type DayEventKind = 'no-school' | 'early-release' | 'late-start' | 'in-session' | 'ignore';

/**
 * Event text (title + " " + description, lower case, dashes folded to spaces) → what the event does
 * to the school day. `ignore` = an ordinary event (Book Fair, Picture Day) that leaves the day as it is;
 * `in-session` = school meets on a day it otherwise would not ("Friday Make-Up Day - School in
 * Session" at a school on a four-day week), listed last so a closure "(make-up day if needed)" stays one.
 */
export const DAY_STATUS_RULES: PatternRules<DayEventKind> = {
  name: 'day-status',
  why: 'Closure, early-release and late-start wording of school calendar feeds, so "is there school" questions read the day, not just keywords.',
  rules: [
    // Events that look like closures but are not: "no school" events of a club, "holiday concert".
    {
      pattern: /\bholiday (concert|party|program|shop|sing|show|market|fair|parade)s?\b/,
      value: 'ignore',
      example: 'Winter Holiday Concert',
    },
    { pattern: /\b(book|science|sience|craft|job|college) fair\b/, value: 'ignore', example: 'Book Fair' },
    {
      pattern: /\bearly (release|dismissal)\b|\bhalf[ -]?days?\b|\bminimum days?\b|\bshortened days?\b/,
      value: 'early-release',
      example: 'Early Release – 1 hour early',
    },
    {
      pattern: /\b(late start|delayed (opening|start)|late arrival|\d+ hours? delay)\b/,
      value: 'late-start',
      example: 'Delayed Opening – 2 hours',
    },
    {
      pattern: /\bno (school|classes|students?|class)\b/,
      value: 'no-school',
      example: 'Teacher In-Service – No Students',
    },
    {
      pattern: /\bstudent (holiday|break|day off)\b|\bstudents? (off|not in attendance|do not attend)\b/,
      value: 'no-school',
      example: 'Planning Day – Student Holiday',
    },
    {
      pattern: /\bschools? (is |are )?closed\b|\bclosed\b|\bclosure\b/,
      value: 'no-school',
      example: 'Schools Closed',
    },
    {
      pattern:
        /\b(teacher|staff) (work ?day|in ?service|planning|development|professional development)\b|\bin ?service\b|\bstaff development\b|\bprofessional (development|learning) day\b|\bpd day\b|\bplanning day\b|\bteacher work ?day\b|\bworkday\b/,
      value: 'no-school',
      example: 'Staff Development Day',
    },
    {
      pattern: /\bconference day\b|\bconferences? ?(–|-)? ?no students\b/,
      value: 'no-school',
      example: 'Parent Conference Day',
    },
    { pattern: /\b(recess|break|vacation)\b/, value: 'no-school', example: 'Thanksgiving Recess' },
    {
      pattern: /\b(holiday|holidays)\b|\bday off\b/,
      value: 'no-school',
      example: 'Thanksgiving Break – Student / Teacher Holiday',
    },
    {
      pattern:
        /\b(memorial|labor|veterans|presidents'?|columbus|indigenous peoples'?|martin luther king( jr\.?)?|mlk|juneteenth|independence) day\b|\bgood friday\b|\bnew year'?s day\b|\bchristmas day\b/,
      value: 'no-school',
      example: 'Martin Luther King Jr. Day',
    },
    {
      pattern: /\b(school|classes) (is |are )?in session\b|\bmake[ -]?up (school )?day\b/,
      value: 'in-session',
      example: 'Friday Make-Up Day - School in Session',
    },
  ],
};

/**
 * Titles of the school year's last and first days ("Last Day of School - Early Release 12:30",
 * "First Day for All Students", "First Day of School - Grades 6 & 9 Only"): past the last day of the
 * year, until a first day is on the calendar, nobody can say whether there is school (Willow Creek
 * dev: "is there school in august" was answered with regular school days all month).
 */
export const LAST_SCHOOL_DAY =
  /\blast day (of|for) (school|classes|students|instruction)\b|\blast day of the school year\b/i;
export const FIRST_SCHOOL_DAY = /\bfirst day (of|for) (school|classes|(all )?students|instruction)\b/i;

/** Fold an event's text for the rules: lower case, dashes and slashes to spaces, single spaces. */
export function foldEventText(title: string, description = ''): string {
  return `${title} ${description}`
    .toLowerCase()
    .replace(/[\u2010-\u2015/_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The kind of an event from its title and description (first matching rule, else `ignore`). */
export function classifyDayEvent(title: string, description = ''): DayEventKind {
  const text = foldEventText(title, description);
  for (const rule of DAY_STATUS_RULES.rules) if (rule.pattern.test(text)) return rule.value;
  return 'ignore';
}

/**
 * The dismissal time an early-release event states, as minutes after midnight, or a shift:
 * "12:35 PM" / "Early Release – 12:35" → { at: 755 }; "1 hour early" / "90 minutes early" →
 * { earlierBy: 60 | 90 }; nothing stated → null. A bare "12:35" without AM/PM is read as a school-day
 * clock (1–6 = afternoon), since no school dismisses between 1 and 6 in the morning.
 */
export function statedDismissal(
  title: string,
  description = '',
): { at: number } | { earlierBy: number } | null {
  const text = foldEventText(title, description);
  const shift = /\b(\d+(?:\.\d+)?|one|two|an?) (hours?|hrs?|minutes?|mins?) early\b/.exec(text);
  if (shift) {
    const n = { one: 1, two: 2, a: 1, an: 1 }[shift[1]!] ?? Number(shift[1]);
    return { earlierBy: Math.round(/^h/.test(shift[2]!) ? n * 60 : n) };
  }
  const clock =
    /\b(\d{1,2})(?::(\d{2}))\s*(a\.?m\.?|p\.?m\.?)?(?![\d])/.exec(text) ??
    /\b(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)/.exec(text);
  if (!clock) return null;
  let hour = Number(clock[1]);
  const minute = clock.length === 4 && clock[2] ? Number(clock[2]) : 0;
  const meridiem = (clock.length === 4 ? clock[3] : clock[2]) ?? '';
  if (hour > 23 || minute > 59) return null;
  if (/^p/.test(meridiem) && hour < 12) hour += 12;
  else if (/^a/.test(meridiem) && hour === 12) hour = 0;
  else if (!meridiem && hour >= 1 && hour <= 6) hour += 12;
  return { at: hour * 60 + minute };
}

/** "12:35 PM" from minutes after midnight. */
export function formatClock(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** Minutes after midnight from "3:05 PM", "15:05" or "3 pm"; null when unreadable. */
export function parseClock(text: string): number | null {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?\s*$/i.exec(text);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  const meridiem = (m[3] ?? '').toLowerCase();
  if (hour > 23 || minute > 59) return null;
  if (meridiem.startsWith('p') && hour < 12) hour += 12;
  else if (meridiem.startsWith('a') && hour === 12) hour = 0;
  return hour * 60 + minute;
}

/**
 * A school's standing weekly exception: "Every Wednesday is an early release day … 1:30 pm", or a
 * weekday without classes ("Friday is not a school day: there are no classes … on Fridays", a school
 * on a four-day week).
 */
export interface WeeklyDayRule {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  kind: 'early-release' | 'late-start' | 'no-school';
  /** "1:30 PM": the stated dismissal (early release) or start (late start); null when not given. */
  time: string | null;
}

const WEEKDAY_STEMS = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'];
/** "every wednesday", "each friday", "wednesdays": a weekday that recurs. */
const RECURRING_WEEKDAY =
  /\b(?:(?:every|each)\s+(sun|mon|tues|wednes|thurs|fri|satur)day|(sun|mon|tues|wednes|thurs|fri|satur)days)\b/;
/** A month or a numbered date: the sentence is about some weeks ("Wednesdays in March"), not all. */
const PARTICULAR =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d|\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|\b\d{1,2}\/\d{1,2}\b|\bexcept\b|\bgrades?\b|\bk\s*[-–]\s*\d\b/;

/** "except on the Friday make-up days …": the days a calendar lists as in session. */
const EXCEPT_MAKE_UP = /\bexcept (on |for )?(the )?([a-z]+ )?make[ -]?up (school )?days?\b/g;

/**
 * A weekday without classes, as a school on a four-day week writes it: "Friday is not a school day",
 * "there are no classes … on Fridays", "no school on Fridays". Not a program's "no school" note
 * ("Kids Club meets on Fridays when there is no school").
 */
const NO_CLASSES_WEEKLY =
  /\b(sun|mon|tues|wednes|thurs|fri|satur)day is not a school day\b|\bno (school|classes)\b[^.;:]*\bon (sun|mon|tues|wednes|thurs|fri|satur)days\b/;

/**
 * The weekly rule a document sentence states, or null: a recurring weekday plus early-release or
 * late-start wording, and nothing that limits it to some weeks or some grades. Schools that
 * release early every week write it once in the handbook ("Every Wednesday is an early release day
 * with dismissal at 1:30 pm") and never put it on the calendar feed; dev: "do they have a short day
 * next week? which day is it" was answered "No days off" for lack of it. Or a weekday without
 * classes (NO_CLASSES_WEEKLY), whose only exception may be the calendar's make-up days: a school on
 * a four-day week says so once ("Friday is not a school day"; Willow Creek dev).
 */
export function weeklyDayRule(sentence: string): WeeklyDayRule | null {
  const text = foldEventText(sentence);
  // "…no classes on Fridays, except on the Friday make-up days shown on the district calendar": the
  // calendar names those days itself (in-session events), so the exception limits nothing here.
  const noClasses = NO_CLASSES_WEEKLY.exec(text);
  if (noClasses && !PARTICULAR.test(text.replace(EXCEPT_MAKE_UP, '')))
    return { weekday: WEEKDAY_STEMS.indexOf((noClasses[1] ?? noClasses[3])!), kind: 'no-school', time: null };
  const recurring = RECURRING_WEEKDAY.exec(text);
  if (!recurring || PARTICULAR.test(text)) return null;
  const kind = classifyDayEvent(text);
  if (kind !== 'early-release' && kind !== 'late-start') return null;
  const stated = statedDismissal(text);
  return {
    weekday: WEEKDAY_STEMS.indexOf((recurring[1] ?? recurring[2])!),
    kind,
    time: stated && 'at' in stated ? formatClock(stated.at) : null,
  };
}

/**
 * "what time does school let out on a normal day", "on a regular school day": the ordinary day, said
 * to set aside special ones. Group 1 is the word. A schedule may name it ("Dismissal — Regular Day:
 * 4:00 p.m."), so it stays a topic; only when the documents give no confident answer with it is
 * the question asked again without it (assistant.answer-passage.ts; Desert Sky dev: a school whose
 * one dismissal row names no kind of day declined). Dropping the word outright cost dev 2 and two
 * more wrong answers on schools whose rows say "Regular Day" (docs/DECISIONS.md).
 */
export const ORDINARY_DAY =
  /\b(?:on\s+)?(?:a|an|any)\s+(normal|regular|typical|usual|ordinary)\s+(?:school\s+)?day\b/;

/**
 * A weekday the parent sets aside ("on a normal day thats not a wednesday", "other than fridays"):
 * group 1 is its name without "day". A sentence about that weekday ("Every Wednesday is an early
 * release day …") answers the other days' question wrongly (Maple Grove dev); nor is it a date to
 * resolve (assistant.dates.ts).
 */
export const EXCLUDED_WEEKDAY =
  /\b(?:not|other\s+than|except(?:\s+for)?|besides|apart\s+from)\s+(?:on\s+)?(?:a\s+|the\s+)?(mon|tues|wednes|thurs|fri|satur|sun)days?\b/;
