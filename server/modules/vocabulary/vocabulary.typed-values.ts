/**
 * How values look in a school's documents, for finding them once at ingestion (typed values stored
 * with each unit). Global patterns with capture groups, unlike the cue patterns of
 * vocabulary.answer-types.ts (which only say "this sentence holds a price"). Written for US school
 * documents: "$3.10", "$1,250", "25 cents", "8:35 AM", "noon", "www.oakwood.org/menu".
 */

/** A written amount: `$` amounts (group 1 = digits), or "N dollars|cents" (group 2 = number, 3 = unit). */
export const MONEY_PATTERN =
  /\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d+(?:\.\d{1,2})?)\b|\b(\d+(?:\.\d{1,2})?)\s+(dollars?|cents?)\b/gi;

/**
 * A clock time: "8:35 AM", "8 a.m.", "3:05pm", "15:30" (group 1 = hour, 2 = minutes, 3 = am/pm);
 * "noon" and "midnight" (group 4). A bare "8:35" is read as written (24-hour unless am/pm).
 */
export const CLOCK_TIME_PATTERN =
  /\b(\d{1,2})(?::([0-5]\d))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)(?![a-z])|\b(\d{1,2}):([0-5]\d)\b(?!\s*(?:a\.?m|p\.?m))|\b(noon|midnight)\b/gi;

/** A web address: with a scheme, or starting "www." (trailing punctuation is trimmed by the reader). */
export const URL_PATTERN = /\bhttps?:\/\/[^\s<>()"']+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>()"']*/gi;
