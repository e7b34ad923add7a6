/**
 * Days a holiday's name gives in a parent's question (assistant.dates.ts): a fixed-date holiday ("new
 * years eve"), a federal holiday on a weekday rule ("presidents day"), and a day placed before or
 * after one ("the wednesday before thanksgiving"). Word lists in vocabulary.holidays.ts.
 */
import {
  FIXED_DATE_HOLIDAYS,
  RELATIVE_DAY_HOLIDAYS,
  WEEKDAY_RULE_HOLIDAYS,
} from '../vocabulary/vocabulary.holidays.js';
import {
  addDays,
  compareDays,
  nthWeekday,
  weekdayOf,
  WEEKDAYS,
  type Found,
  type LocalDay,
} from './assistant.local-day.js';

/**
 * The holiday days `question` names, relative to `today`, each the next one not yet past, with the
 * words that named them; a day placed by a holiday comes first and its holiday is then no day of
 * its own.
 */
export function holidayDays(question: string, today: LocalDay): Found[] {
  let text = question;
  const found: Found[] = [];
  const relative = dayBeforeOrAfterHoliday(text, today);
  if (relative) {
    found.push(relative);
    // The holiday placed the day; it is no day asked about itself.
    text = text.replace(relative.text, ' ');
  }
  // "new years eve", "veterans day": a fixed-date holiday, the next one not yet past.
  for (const rule of FIXED_DATE_HOLIDAYS.rules) {
    const named = text.match(rule.pattern);
    if (!named) continue;
    const { month: m, day } = rule.value;
    const passed = m < today.month || (m === today.month && day < today.day);
    const date: LocalDay = { year: passed ? today.year + 1 : today.year, month: m, day };
    found.push({ from: date, to: date, text: named[0] });
    break;
  }
  // "presidents day", "memorial day": the next one by its weekday rule, not yet past.
  for (const rule of WEEKDAY_RULE_HOLIDAYS.rules) {
    const named = text.match(rule.pattern);
    if (!named) continue;
    let date = nthWeekday(today.year, rule.value);
    if (compareDays(date, today) < 0) date = nthWeekday(today.year + 1, rule.value);
    found.push({ from: date, to: date, text: named[0] });
    // "…presidents day off, do the kids have school that monday": the holiday's Monday, not the next.
    const same = text.match(/\b(?:that|the|this)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/);
    if (same) found.push({ from: date, to: date, text: same[0] });
    break;
  }
  return found;
}

/**
 * "the wednesday before thanksgiving", "the day after presidents day", "the friday before veterans
 * day": the day placed by a holiday whose date follows from its name (RELATIVE_DAY_HOLIDAYS and the
 * weekday-rule and fixed-date holidays), the next such day not yet past; null when none is named.
 * A weekday before (after) a holiday is the nearest one strictly before (after) it.
 */
function dayBeforeOrAfterHoliday(text: string, today: LocalDay): Found | null {
  const m = text.match(
    /\b(?:the\s+)?(day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(before|after)\s+(.+)$/,
  );
  if (!m) return null;
  const rest = m[3]!;
  const atStart = (pattern: RegExp) => new RegExp(`^(?:${pattern.source.replace(/^\^/, '')})`).exec(rest);
  let named: { date: (year: number) => LocalDay; words: string } | null = null;
  for (const rule of [...RELATIVE_DAY_HOLIDAYS.rules, ...WEEKDAY_RULE_HOLIDAYS.rules]) {
    const hit: RegExpExecArray | null = named ? null : atStart(rule.pattern);
    if (hit) named = { date: (year) => nthWeekday(year, rule.value), words: hit[0] };
  }
  for (const rule of FIXED_DATE_HOLIDAYS.rules) {
    const hit: RegExpExecArray | null = named ? null : atStart(rule.pattern);
    if (hit) named = { date: (year) => ({ year, ...rule.value }), words: hit[0] };
  }
  if (!named) return null;
  const holiday = named;
  const step = m[2] === 'before' ? -1 : 1;
  const placed = (year: number): LocalDay => {
    let day = addDays(holiday.date(year), step);
    if (m[1] !== 'day') while (weekdayOf(day) !== WEEKDAYS.indexOf(m[1]!)) day = addDays(day, step);
    return day;
  };
  let day = placed(today.year);
  if (compareDays(day, today) < 0) day = placed(today.year + 1);
  const said = m[0].slice(0, m[0].length - rest.length) + holiday.words;
  return { from: day, to: day, text: said };
}
