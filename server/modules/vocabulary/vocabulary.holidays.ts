/**
 * Holidays on a fixed calendar date, as parents name them ("is there school on new years eve",
 * "are they off on veterans day"). A school calendar often carries none of these by name (New
 * Year's Eve falls inside "Winter Break"), so the question's date comes from the name itself.
 * Federal holidays on a weekday rule (Presidents' Day, Memorial Day …) follow in
 * WEEKDAY_RULE_HOLIDAYS. Dev: "new years eve is there school" answered today.
 */
import type { PatternRules } from './vocabulary.types.js';

/** Month (1–12) and day of month of a fixed-date holiday. */
export interface MonthDay {
  month: number;
  day: number;
}

export const FIXED_DATE_HOLIDAYS: PatternRules<MonthDay> = {
  name: 'fixed-date holidays',
  why: 'Their date is the name: "new years eve" is December 31 whatever the calendar calls the day.',
  rules: [
    {
      pattern: /\bnew\s*years?'?s?\s+eve\b|\bnye\b/,
      value: { month: 12, day: 31 },
      example: 'new years eve',
    },
    {
      // "back after new years" is the break's end (the break answer), not January 1.
      pattern: /(?<!\b(?:before|after|until|till|til|over|since)\s+)\bnew\s*years?'?s?(?:\s+day)?\b/,
      value: { month: 1, day: 1 },
      example: "is school closed on new year's day",
    },
    {
      pattern: /\bchristmas\s+eve\b|\bxmas\s+eve\b/,
      value: { month: 12, day: 24 },
      example: 'christmas eve',
    },
    {
      // Not "christmas break / vacation / concert" (the calendar's winter break, its events), nor
      // "back after christmas" (the break's end).
      pattern:
        /(?<!\b(?:before|after|until|till|til|over|since)\s+)\b(?:christmas|xmas)(?:\s+day)?\b(?!\s+(?:break|vacation|recess|holidays?|concert|program|party|show|sing))/,
      value: { month: 12, day: 25 },
      example: 'is there school on christmas day',
    },
    { pattern: /\bhalloween\b/, value: { month: 10, day: 31 }, example: 'halloween' },
    { pattern: /\bvalentine'?s?(?:\s+day)?\b/, value: { month: 2, day: 14 }, example: "valentine's day" },
    {
      pattern: /\b(?:st\.?|saint)\s+patrick'?s?(?:\s+day)?\b/,
      value: { month: 3, day: 17 },
      example: 'st patricks day',
    },
    { pattern: /\bcinco\s+de\s+mayo\b/, value: { month: 5, day: 5 }, example: 'cinco de mayo' },
    { pattern: /\bjuneteenth\b/, value: { month: 6, day: 19 }, example: 'juneteenth' },
    {
      pattern: /\b(?:4th|fourth)\s+of\s+july\b|\bindependence\s+day\b/,
      value: { month: 7, day: 4 },
      example: '4th of july',
    },
    { pattern: /\bveterans?'?\s+day\b/, value: { month: 11, day: 11 }, example: 'veterans day' },
  ],
};

/** The `nth` (1–4, or -1 for the last) `weekday` (0 = Sunday … 6 = Saturday) of `month` (1–12). */
export interface NthWeekday {
  month: number;
  weekday: number;
  nth: number;
}

/**
 * US federal holidays set by a weekday rule (5 U.S.C. 6103): district calendars often file the day
 * as "Student Holiday" or "No School", so the parent's name for it must give its date. Cedar Bluff
 * dev: "presidents day … do the kids have school that monday" was answered for the coming Monday.
 * Thanksgiving is left out: every calendar names its recess, and "thanksgiving" alone means the break.
 */
export const WEEKDAY_RULE_HOLIDAYS: PatternRules<NthWeekday> = {
  name: 'federal holidays on a weekday rule',
  why: "Their date follows from the name: Presidents' Day is the third Monday of February.",
  // "dayoff": the phrase folding reads "presidents day off" as "presidents dayoff".
  rules: [
    {
      // Questions are read after SMS shorthand, which turns "mlk" into "king".
      pattern: /\b(?:mlk|king|martin\s+luther\s+king)(?:\s+jr)?\s+day(?:off)?\b/,
      value: { month: 1, weekday: 1, nth: 3 },
      example: 'is there school on mlk day',
    },
    {
      pattern: /\bpresidents?'?\s+day(?:off)?\b|\bwashington'?s?\s+birthday\b/,
      value: { month: 2, weekday: 1, nth: 3 },
      example: 'presidents day',
    },
    {
      pattern: /\bmemorial\s+day(?:off)?\b/,
      value: { month: 5, weekday: 1, nth: -1 },
      example: 'memorial day',
    },
    { pattern: /\blabor\s+day(?:off)?\b/, value: { month: 9, weekday: 1, nth: 1 }, example: 'labor day' },
    {
      pattern: /\b(?:columbus|indigenous\s+peoples?'?)\s+day(?:off)?\b/,
      value: { month: 10, weekday: 1, nth: 2 },
      example: 'columbus day',
    },
  ],
};

/**
 * Holidays named only to place another day: "the wednesday before thanksgiving", "the day after
 * thanksgiving". Thanksgiving alone means the school's recess (WEEKDAY_RULE_HOLIDAYS leaves it out),
 * but a day before or after it is one day: Thanksgiving Day is the fourth Thursday of November
 * (5 U.S.C. 6103). Ridgeview dev: "what time do i grab my 7th grader on wed before thanksgiving" was
 * declined for want of a day.
 */
export const RELATIVE_DAY_HOLIDAYS: PatternRules<NthWeekday> = {
  name: 'holidays that place a day before or after them',
  why: 'A day before or after a holiday is one day, whatever the calendar calls the recess around it.',
  rules: [
    {
      pattern: /^thanksgiving(?:\s+day)?\b(?!\s+(?:break|recess|vacation|holidays?|weekend)\b)/,
      value: { month: 11, weekday: 4, nth: 4 },
      example: 'the wednesday before thanksgiving',
    },
  ],
};

/**
 * The school season a break word names, for telling one break from another ("the last day before
 * spring break" is not "Early Release (last day before Winter Break)"). Christmas falls in the
 * winter break and Easter in the spring one, as calendars name them.
 */
export const BREAK_SEASON: Readonly<Record<string, string>> = {
  spring: 'spring',
  easter: 'spring',
  winter: 'winter',
  christmas: 'winter',
  fall: 'fall',
  autumn: 'fall',
  summer: 'summer',
  thanksgiving: 'thanksgiving',
};
