/**
 * Spanish questions read against English knowledge, without a translation model:
 * - `toEnglish` rewrites the question with the school glossary (vocabulary module) into English
 *   search words, longest phrase first ("salida temprano" before "salida");
 * - `resolveSpanishDates` reads Spanish date expressions ("el viernes", "mañana", "30 de noviembre")
 *   with chrono-node's Spanish parser into the engine's `ResolvedDates`, and falls back to the
 *   English reader over the glossary text for week phrases chrono.es does not know ("la próxima
 *   semana" → "next week").
 */
import * as chrono from 'chrono-node';
import { SPANISH_GLOSSARY, SPANISH_SHORTHAND, SPANISH_STOP_WORDS } from '../vocabulary/vocabulary.spanish.js';
import {
  addDays,
  compareDays,
  formatDay,
  resolveDates,
  schoolToday,
  startOfSchoolDay,
  type LocalDay,
  type ResolvedDates,
} from './assistant.dates.js';

/** Longest glossary phrase, in words (bounds the greedy match). */
const MAX_PHRASE_WORDS = Math.max(...Object.keys(SPANISH_GLOSSARY.entries).map((k) => k.split(' ').length));
const STOP = new Set(SPANISH_STOP_WORDS);

/** Lower case, accents removed (ñ → n too: parents type "manana" and "mañana"), shorthand expanded. */
export function foldSpanish(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\d][\p{L}\d:'-]*/gu) ?? [];
  return words.flatMap((w) => (SPANISH_SHORTHAND.entries[w] ?? w).split(' '));
}

export interface EnglishReading {
  /** English search text: glossary translations plus untranslated numbers/names, in order. */
  english: string;
  /** Spanish phrases the glossary translated. */
  matched: string[];
  /** Content words it did not know (stop words excluded); names, typos, words to add. */
  unmatched: string[];
}

/**
 * Read a Spanish question as English search words. Numbers, times and words that look like names
 * or English ("PTA", "Chromebook") are carried over unchanged so they can still match.
 */
export function toEnglish(question: string): EnglishReading {
  const words = foldSpanish(question);
  const out: string[] = [];
  const matched: string[] = [];
  const unmatched: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const english = SPANISH_GLOSSARY.entries[phrase];
      if (english !== undefined) {
        out.push(english);
        matched.push(phrase);
        taken = n;
        break;
      }
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    const word = words[i]!;
    if (/\d/.test(word)) out.push(word);
    else if (!STOP.has(word)) {
      unmatched.push(word);
      out.push(word);
    }
    i += 1;
  }
  return { english: out.join(' '), matched, unmatched };
}

/**
 * Dates of a Spanish question in the school's zone (same rules and shape as `resolveDates`: forward
 * dates, a bare time is not a date, several dates → the span). Null when it names none.
 */
export function resolveSpanishDates(question: string, now: Date, timeZone: string): ResolvedDates | null {
  const today = schoolToday(now, timeZone);
  // chrono.es needs the ñ of "mañana"; parents often type "manana".
  const text = question.toLowerCase().replace(/\bmanana\b/g, 'mañana');
  const reference = {
    instant: new Date(Date.UTC(today.year, today.month - 1, today.day, today.hour, today.minute)),
    timezone: 0,
  };
  const found: { from: LocalDay; to: LocalDay; text: string }[] = [];
  for (const result of chrono.es.parse(text, reference, { forwardDate: true })) {
    const start = result.start;
    if (!start.isCertain('day') && !start.isCertain('weekday')) continue;
    const from = { year: start.get('year')!, month: start.get('month')!, day: start.get('day')! };
    const end = result.end;
    const to =
      end && (end.isCertain('day') || end.isCertain('weekday'))
        ? { year: end.get('year')!, month: end.get('month')!, day: end.get('day')! }
        : from;
    found.push({ from, to: compareDays(to, from) >= 0 ? to : from, text: result.text });
  }
  if (found.length === 0) return resolveDates(toEnglish(question).english, now, timeZone);
  const from = found.reduce((a, f) => (compareDays(f.from, a) < 0 ? f.from : a), found[0]!.from);
  const to = found.reduce((a, f) => (compareDays(f.to, a) > 0 ? f.to : a), found[0]!.to);
  const label =
    compareDays(from, to) === 0
      ? formatDay(from, today.year)
      : `${formatDay(from, today.year)} – ${formatDay(to, today.year)}`;
  return {
    from,
    to,
    matchedText: found.map((f) => f.text),
    range: { start: startOfSchoolDay(from, timeZone), end: startOfSchoolDay(addDays(to, 1), timeZone) },
    label,
  };
}
