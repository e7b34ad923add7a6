/**
 * The day ranges a question names in words chrono-node does not read as parents mean them (date
 * resolution, assistant.dates.ts): "this/next week(end)", "the week after next", weekdays of a named
 * week, "the 14th", "a week from tomorrow", and the days a holiday's name gives
 * (assistant.holiday-dates.ts). School weeks run Monday to Sunday. Split from assistant.dates.ts
 * (past 300 lines) unchanged.
 */
import { holidayDays } from './assistant.holiday-dates.js';
import {
  addDays,
  fromUtcDate,
  MONTHS,
  toUtcDate,
  weekdayOf,
  WEEKDAYS,
  type Found,
  type LocalDay,
} from './assistant.local-day.js';

/** Monday-based week containing `d` (school weeks run Monday to Sunday). */
function weekOf(d: LocalDay): { from: LocalDay; to: LocalDay } {
  const offset = (weekdayOf(d) + 6) % 7;
  const from = addDays(d, -offset);
  return { from, to: addDays(from, 6) };
}

const WEEKDAY_WORD = /\b(?:every\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/g;

export function explicitRanges(question: string, today: LocalDay): Found[] {
  let text = question;
  const found: Found[] = [];
  const week = text.match(
    /\b(this|next|coming|following)\s+(week(?:end)?)\b|\b(?:the\s+)?(week(?:end)?)\s+after\s+next\b/,
  );
  if (week) {
    const isWeekend = (week[2] ?? week[3]) === 'weekend';
    const shift = week[3] ? 2 : week[1] === 'this' ? 0 : 1;
    const base = weekOf(addDays(today, 7 * shift));
    // "thursday and friday this week", "tuesday next week": those days of that week, not all of it.
    const named = isWeekend
      ? []
      : [...text.matchAll(WEEKDAY_WORD)].filter((m) => !/s$/.test(m[0]) && !/^every\s/.test(m[0]));
    if (named.length > 0)
      for (const m of named) {
        const day = addDays(base.from, (WEEKDAYS.indexOf(m[1]!) + 6) % 7);
        found.push({ from: day, to: day, text: m[0] });
      }
    found.push(
      isWeekend
        ? { from: addDays(base.from, 5), to: base.to, text: week[0] }
        : named.length > 0
          ? { from: found.at(-1)!.from, to: found.at(-1)!.to, text: week[0] }
          : { ...base, text: week[0] },
    );
  } else if (/\b(?:on\s+the\s+)?weekend\b/.test(text)) {
    const base = weekOf(today);
    found.push({ from: addDays(base.from, 5), to: base.to, text: 'weekend' });
  }
  // "on the 14th" / "the 3rd" / "friday the 18th": the next such day of a month, this month if not
  // past (a weekday before it is part of the date, not another day).
  const ordinal = text.match(
    /\b(?:(?:sun|mon|tues|wednes|thurs|fri|satur)day\s+)?(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/,
  );
  if (ordinal) {
    const dayOfMonth = Number(ordinal[1]);
    if (dayOfMonth >= 1 && dayOfMonth <= 31) {
      let candidate: LocalDay = { year: today.year, month: today.month, day: dayOfMonth };
      if (dayOfMonth < today.day) {
        const next =
          today.month === 12
            ? { year: today.year + 1, month: 1 }
            : { year: today.year, month: today.month + 1 };
        candidate = { ...next, day: dayOfMonth };
      }
      // Reject impossible days ("the 31st" of April) rather than rolling over.
      if (fromUtcDate(toUtcDate(candidate)).day === dayOfMonth)
        found.push({ from: candidate, to: candidate, text: ordinal[0] });
    }
  }
  // "days off in january", "anything during march": the whole month (this year's, or next year's
  // once it has passed). A month followed by a day number is a date, left to chrono.
  // "in late january", "early march": that third of the month (days 1–10, 11–20, 21 to the end).
  const month = text.match(
    /\b(?:in|during|for|through|thru|all\s+of)\s+(?:(early|mid|middle\s+of|late)\s+)?(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?!\s*\d)/,
  );
  if (month) {
    const m = MONTHS.findIndex((name) => name.startsWith(month[2]!)) + 1;
    const part = month[1]?.startsWith('mid') ? 'mid' : month[1];
    const firstDay = part === 'mid' ? 11 : part === 'late' ? 21 : 1;
    const lastDay = (year: number) =>
      part === 'early' ? 10 : part === 'mid' ? 20 : new Date(Date.UTC(year, m, 0)).getUTCDate();
    // Past once its last day is: "in early november" on November 24 means next year's.
    const passed = m < today.month || (m === today.month && lastDay(today.year) < today.day);
    const year = passed ? today.year + 1 : today.year;
    const monthName = MONTHS[m - 1]!;
    const monthLabel = `${monthName[0]!.toUpperCase()}${monthName.slice(1)}`;
    const partLabel = part ? `${part[0]!.toUpperCase()}${part.slice(1)} ` : '';
    const name = `${partLabel}${monthLabel}${year === today.year ? '' : ` ${year}`}`;
    const from: LocalDay =
      year === today.year && m === today.month && firstDay < today.day
        ? { year, month: m, day: today.day }
        : { year, month: m, day: firstDay };
    found.push({ from, to: { year, month: m, day: lastDay(year) }, text: month[0], label: name });
  }
  // "a week from tomorrow", "2 weeks from today": one day, that many weeks on (chrono read the
  // week and tomorrow apart, a span from tomorrow; Arroyo Vista dev: "heard a week from tmrw is a
  // short day" was asked for seven days).
  const weeksFrom = text.match(/\b(a|one|1|two|2|three|3)\s+weeks?\s+from\s+(today|tomorrow|now)\b/);
  if (weeksFrom) {
    const weeks = { a: 1, one: 1, '1': 1, two: 2, '2': 2, three: 3, '3': 3 }[weeksFrom[1]!]!;
    const day = addDays(today, 7 * weeks + (weeksFrom[2] === 'tomorrow' ? 1 : 0));
    found.push({ from: day, to: day, text: weeksFrom[0] });
    text = text.replace(weeksFrom[0], ' ');
  }
  // "the wednesday before thanksgiving", "new years eve", "presidents day": days a holiday's name gives.
  found.push(...holidayDays(text, today));
  return found;
}
