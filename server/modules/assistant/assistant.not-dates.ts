/**
 * What only looks like a date in a parent's question, removed before chrono-node reads it: a grade or
 * a count with an ordinal ("3rd grade", "2nd time"), a length of time ("for 10 days"), an age and the
 * month it is reached ("turns 5 in july"), phone numbers and prices, a kind of day ("a saturday"); and a weekday with a bare day of
 * the month ("friday 18"), rewritten so chrono reads the day.
 */
import { ORDINAL_NOT_A_DAY } from '../vocabulary/vocabulary.answer-types.js';

const NOT_A_DAY = new RegExp(
  `\\b\\d{1,2}(?:st|nd|rd|th)\\s+(?:${ORDINAL_NOT_A_DAY.words.join('|')})\\b`,
  'g',
);
const PHONE_OR_PRICE = /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b|\$\s?\d+(?:\.\d{2})?/g;

const MONTH_NAMES =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
/**
 * An age and the birthday it is reached on: "she turns 5 in july", "cumple 5 en junio". The number
 * is no day of the month and the month is the child's, not the day asked about (Arroyo Vista dev:
 * "when can i sign her up for kinder, she turns 5 in july" was answered "For July 2027: …").
 */
export const AGE_REACHED = new RegExp(
  `\\b(?:turns?|turned|turning|cumple|cumpla|cumplio|cumplió)\\s+\\d{1,2}(?:\\s+(?:years?\\s+old|años|anos))?(?:\\s+(?:(?:in|on|by|en|el|para)\\s+)?(?:${MONTH_NAMES})\\b(?:\\s+\\d{1,2}(?:st|nd|rd|th)?\\b)?)?`,
  'gi',
);

/**
 * A length of time, not a day: "shes on amoxicillin for 10 days", "out for 2 weeks" (chrono read
 * "10 days" as ten days from today; Maple Grove dev: a medication answer came "For Sunday, March 22").
 */
const DURATION =
  /\bfor\s+(?:the\s+next\s+|about\s+|like\s+)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple(?:\s+of)?|a\s+few|several)\s+(?:more\s+)?(?:days?|weeks?|wks?|months?)\b/gi;

/**
 * A length of time in hours or minutes, never a day: "my mom cant sit for more than like an hour",
 * "it takes 20 minutes", "half an hour". chrono reads "an hour" as an hour from now, so today (Cedar
 * Bluff dev: "how long is the into the woods musical? … like an hour" was answered "For Tuesday,
 * February 2: …", the day of the question).
 */
const CLOCK_DURATION =
  /\b(?:(?:half\s+)?an?|\d+(?:\.\d+)?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty-?five|a\s+couple(?:\s+of)?|a\s+few|several)\s+(?:more\s+)?(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b/gi;

/**
 * A rate's period, not a day: "how much a week", "$14 a day", "twice a month", "per week". chrono
 * read "a week" as a week from today (Desert Sky dev: "kids club before AND after … how much a week"
 * was answered "For Tuesday, February 2: …"). "in a week" and "a week from friday" stay dates.
 */
const RATE_PERIOD =
  /(?<!\bin\s)\b(?:a|an|per|each|every)\s+(?:day|week|wk|month|year)\b(?!\s+(?:from|ago|before|after|later|earlier|early)\b)/gi;

/**
 * A kind of day, not one day: "is it a saturday" (asked of the carnival), "can i pick up on a
 * friday". chrono read the coming Saturday (Maple Grove dev: "…the carnival lol. is it a saturday"
 * was declined for that Saturday instead of answered with the carnival's date).
 */
const INDEFINITE_WEEKDAY = /\ban?\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/gi;

/**
 * A grading period, not a day: "thats the 2nd time this nine weeks", "the first six weeks". US
 * districts (Texas especially) grade in nine- or six-week periods; chrono read "this nine weeks" as
 * nine weeks from today (Cedar Bluff dev: a phone-confiscation question was asked for April 7).
 */
const GRADING_PERIOD =
  /\b(?:this|that|the|per|each|every|a|first|second|third|fourth|last|1st|2nd|3rd|4th)\s+(?:nine|six|9|6)[\s-]+weeks?\b/gi;

/**
 * The next one of a kind, not tomorrow: "when is the next day the kids are off", "whats the next day
 * they get out early". chrono read "the next day" as tomorrow (a fresh blind set: Tomorrow's tutorial
 * answered the next day off). After "when/what is", "the next day" opens what is asked.
 */
const NEXT_OF_A_KIND = /\b(?:when|what|which)(?:\s+|'?s\s+)(?:is\s+|are\s+)?the\s+next\s+days?\b/gi;

/**
 * Remove what only looks like a date: "3rd grade", "2nd time", a length of time ("for 10 days", "an
 * hour"), an age ("turns 5 in july"), phone numbers and prices. Clock times alone are already not
 * days (chrono needs a day or weekday to be certain).
 */
export function withoutNonDates(text: string): string {
  return text
    .replace(NOT_A_DAY, ' ')
    .replace(NEXT_OF_A_KIND, ' ')
    .replace(GRADING_PERIOD, ' ')
    .replace(DURATION, ' ')
    .replace(CLOCK_DURATION, ' ')
    .replace(RATE_PERIOD, ' ')
    .replace(AGE_REACHED, ' ')
    .replace(PHONE_OR_PRICE, ' ')
    .replace(INDEFINITE_WEEKDAY, ' ')
    .replace(WEEKDAY_DAY_NUMBER, '$1 the $2th');
}

/**
 * "friday 18": a weekday and a bare day of the month name that day ("friday the 18th"); chrono reads
 * the weekday alone, the coming Friday (Arroyo Vista dev: "el viernes 18 … dia minimo" got Friday,
 * December 11). Not a clock time ("friday 3:15", "friday 8 am"), nor a day its month follows
 * ("monday 18 january", the English reading of "el lunes 18 de enero").
 */
const WEEKDAY_DAY_NUMBER =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(\d{1,2})\b(?!\s*(?::|\.\d|am\b|pm\b|a\.m|p\.m|st\b|nd\b|rd\b|th\b|o'?clock|of\b|(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b))/gi;

/** The same in Spanish ("el viernes 18"), which chrono.es also reads as the weekday alone. */
export const SPANISH_WEEKDAY_DAY_NUMBER =
  /\b(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s+\d{1,2}\b(?!\s*(?::|de\b|am\b|pm\b|a\.m|p\.m|hrs?\b))/i;
