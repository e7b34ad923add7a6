/**
 * Holidays on a fixed calendar date, as parents name them ("is there school on new years eve",
 * "are they off on veterans day"). A school calendar often carries none of these by name (New
 * Year's Eve falls inside "Winter Break"), so the question's date comes from the name itself.
 * Movable holidays (Thanksgiving, Memorial Day, MLK Day) are not here: the calendar names them, and
 * the event answerer finds them by title. Dev: "new years eve is there school" answered today.
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
