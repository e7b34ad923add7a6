/**
 * Days named in knowledge sentences (the retrieval side of dates): whether a sentence speaks of the
 * day a question asked about ("March 13", "3/13", "Friday" in a sentence naming no other date), and
 * whether it is about one particular day at all. The question side is assistant.dates.ts.
 */
import { SLASH_PAIR_NOT_A_DATE } from '../vocabulary/vocabulary.topics.js';
import {
  addDays,
  compareDays,
  MONTHS,
  weekdayOf,
  WEEKDAYS,
  type LocalDay,
  type ResolvedDates,
} from './assistant.dates.js';

/** Every day from `from` to `to` inclusive (capped at 31 days). */
export function daysBetween(from: LocalDay, to: LocalDay): LocalDay[] {
  const out: LocalDay[] = [];
  for (let d = from; compareDays(d, to) <= 0 && out.length < 31; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * Patterns that mean "this day" in knowledge text: `exact` ("March 13", "Mar. 13th", "3/13",
 * "13 March") and, for a single-day question, its weekday name ("Friday"), which counts only in a
 * sentence naming no explicit date (see `mentionsDay`). Used to favour sentences about the asked day.
 */
export function dayMentionPatterns(dates: ResolvedDates): { exact: RegExp[]; weekday: RegExp | null } {
  const days = daysBetween(dates.from, dates.to);
  const patterns: RegExp[] = [];
  for (const d of days) {
    const month = MONTHS[d.month - 1]!;
    const monthAlt = `${month}|${month.slice(0, 3)}\\.?${month === 'september' ? '|sept\\.?' : ''}`;
    patterns.push(new RegExp(`\\b(?:${monthAlt})\\s+${d.day}(?:st|nd|rd|th)?\\b`, 'i'));
    patterns.push(new RegExp(`\\b${d.day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${monthAlt})\\b`, 'i'));
    patterns.push(new RegExp(`(?<![\\d/])0?${d.month}/0?${d.day}(?![\\d])`));
  }
  const weekday = days.length === 1 ? new RegExp(`\\b${WEEKDAYS[weekdayOf(days[0]!)]}s?\\b`, 'i') : null;
  return { exact: patterns, weekday };
}

/**
 * A slash pair that is no date: a block or period pair ("Block 3/7 with lunch"), a grade, room or route
 * pair, or a fraction of a day or an hour ("1/2 day"). Cedar Bluff dev: the lunch line "Lunch is
 * inside block 3/7: … 7th grade 12:55" counted as another day's and lost to a tardy rule.
 */
const NOT_A_SLASH_DATE_BEFORE = `(?<!\\b(?:${SLASH_PAIR_NOT_A_DATE.before.join('|')})\\s+)`;
const NOT_A_SLASH_DATE_AFTER = `(?!\\s*(?:${SLASH_PAIR_NOT_A_DATE.after.join('|')})\\b)`;

const ANY_DAY = new RegExp(
  `\\b(?:${MONTHS.map((m) => `${m}|${m.slice(0, 3)}\\.?`).join('|')})\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|${NOT_A_SLASH_DATE_BEFORE}(?<![\\d/])\\d{1,2}/\\d{1,2}(?![\\d])${NOT_A_SLASH_DATE_AFTER}`,
  'gi',
);

/**
 * Whether a knowledge sentence is about one particular day (it names a date) rather than a standing
 * rule. "Starting March 1, lunch costs…" is a standing rule from then on, so dates after
 * starting/beginning/effective/as of/from/since do not count; nor does the end of a standing
 * schedule ("tutorials are held Mondays and Wednesdays … now through April 12", "until May 21").
 */
export function mentionsParticularDay(sentence: string): boolean {
  ANY_DAY.lastIndex = 0;
  for (const m of sentence.matchAll(ANY_DAY)) {
    const before = sentence.slice(Math.max(0, m.index - 22), m.index).toLowerCase();
    if (
      /\b(?:starting|beginning|begins|effective|as of|from|since|after|through|thru|until|till)\s+(?:on\s+)?(?:\w+day,?\s+)?$/.test(
        before,
      )
    )
      continue;
    return true;
  }
  return false;
}

/** Days of a school-year calendar within half a year of `today` (ISO): beyond it, the year next or before. */
const HALF_YEAR_DAYS = 183;

/**
 * Whether every particular day `sentence` names lies before `today` (ISO date), with at least one
 * named: "At its March 8 meeting the Board …" on April 13. A date without a year ("…, 2027") is
 * taken in the year that puts it within half a year of today (a school year's dates are near).
 */
export function namesOnlyPastDays(sentence: string, today: string): boolean {
  const now = Date.parse(`${today}T00:00:00Z`);
  let named = 0;
  ANY_DAY.lastIndex = 0;
  for (const m of sentence.matchAll(ANY_DAY)) {
    const slash = /^(\d{1,2})\/(\d{1,2})$/.exec(m[0]);
    const month = slash
      ? Number(slash[1])
      : MONTHS.findIndex((name) => m[0].toLowerCase().startsWith(name.slice(0, 3))) + 1;
    const day = Number(slash ? slash[2] : /\d{1,2}/.exec(m[0])![0]);
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    const year = Number(today.slice(0, 4));
    const written = /^,?\s*(\d{4})\b/.exec(sentence.slice(m.index + m[0].length))?.[1];
    const at = (written ? [Number(written)] : [year - 1, year, year + 1])
      .map((y) => Date.UTC(y, month - 1, day))
      .find((t) => written || Math.abs(t - now) <= HALF_YEAR_DAYS * 86_400_000);
    if (at === undefined) continue;
    if (at >= now) return false;
    named++;
  }
  return named > 0;
}

/** Whether a sentence speaks of the asked day(s): an exact date, or the weekday with no other date. */
export function mentionsDay(sentence: string, patterns: ReturnType<typeof dayMentionPatterns>): boolean {
  if (patterns.exact.some((p) => p.test(sentence))) return true;
  ANY_DAY.lastIndex = 0;
  return !!patterns.weekday && patterns.weekday.test(sentence) && !ANY_DAY.test(sentence);
}
