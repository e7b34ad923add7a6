/**
 * Typed values of a unit, found once at ingestion and stored with it (`knowledge_chunks.typed_values`)
 * so the engine's typed-fact answerer never re-parses text per question. Shape and normal forms are
 * the engine's TypedValue: phone E.164 (libphonenumber-js, the school's default country for numbers
 * written without one), e-mail lower case, URL as written (with "https://" added to "www."), money in
 * cents as a string, clock time "HH:MM" (24 h), date ISO "YYYY-MM-DD" (chrono-node, read against the
 * document's date so "Friday, October 18" gets the right year).
 */
import * as chrono from 'chrono-node';
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import { VALUE_PATTERNS } from '../vocabulary/vocabulary.answer-types.js';
import { CLOCK_TIME_PATTERN, MONEY_PATTERN, URL_PATTERN } from '../vocabulary/vocabulary.typed-values.js';

export interface TypedValue {
  type: 'phone' | 'email' | 'url' | 'money' | 'time' | 'date';
  /** As written ("(609) 555-0142"). */
  text: string;
  /** Normalized (see the module comment). */
  value: string;
}

/** Most values kept per unit: a 300-word unit with more is a list of numbers, not a fact. */
const MAX_VALUES = 40;

/**
 * Every typed value in `text`, in order of appearance per type, duplicates (same type and value)
 * once. `country` is ISO 3166-1 alpha-2 (default 'US'); `referenceDate` anchors dates written
 * without a year. Pure apart from chrono's parsing; never throws on odd text.
 */
export function findTypedValues(
  text: string,
  options: { country?: string; referenceDate: Date },
): TypedValue[] {
  const out: TypedValue[] = [];
  const seen = new Set<string>();
  const add = (v: TypedValue) => {
    const key = `${v.type}:${v.value}`;
    if (seen.has(key) || out.length >= MAX_VALUES) return;
    seen.add(key);
    out.push(v);
  };

  const emails = new Set<string>();
  for (const m of text.matchAll(new RegExp(VALUE_PATTERNS.email.source, 'g'))) {
    const email = m[0].replace(/[.]+$/, '');
    emails.add(email);
    add({ type: 'email', text: email, value: email.toLowerCase() });
  }
  for (const m of text.matchAll(URL_PATTERN)) {
    const url = m[0].replace(/[.,;:!?]+$/, '');
    if ([...emails].some((e) => e.includes(url))) continue;
    add({ type: 'url', text: url, value: /^www\./i.test(url) ? `https://${url}` : url });
  }
  try {
    for (const p of findPhoneNumbersInText(text, {
      defaultCountry: (options.country ?? 'US') as CountryCode,
    })) {
      add({ type: 'phone', text: text.slice(p.startsAt, p.endsAt), value: p.number.number });
    }
  } catch {
    // libphonenumber throws only on an unknown country code: no phones rather than no unit.
  }
  for (const m of text.matchAll(MONEY_PATTERN)) {
    const cents =
      m[1] !== undefined
        ? Math.round(Number(m[1].replace(/,/g, '')) * 100)
        : Math.round(Number(m[2]) * (/^cent/i.test(m[3]!) ? 1 : 100));
    if (Number.isFinite(cents)) add({ type: 'money', text: m[0].trim(), value: String(cents) });
  }
  for (const m of text.matchAll(CLOCK_TIME_PATTERN)) {
    const value = clockValue(m);
    // "3:05 PM." at a sentence end: the full stop is not part of the time.
    if (value) add({ type: 'time', text: m[0].trim().replace(/([ap]m)\.$/i, '$1'), value });
  }
  for (const d of safeParseDates(text, options.referenceDate)) add(d);
  return out;
}

function clockValue(m: RegExpMatchArray): string | null {
  if (m[6]) return m[6].toLowerCase() === 'noon' ? '12:00' : '00:00';
  let hour = Number(m[1] ?? m[4]);
  const minutes = Number(m[2] ?? m[5] ?? 0);
  const meridiem = m[3]?.toLowerCase().replace(/[^ap]/g, '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    if (meridiem === 'p' && hour !== 12) hour += 12;
    if (meridiem === 'a' && hour === 12) hour = 0;
  } else if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Calendar dates only (a component day is known); times alone are the clock rule's. */
function safeParseDates(text: string, referenceDate: Date): TypedValue[] {
  let results: chrono.ParsedResult[];
  try {
    results = chrono.parse(text, referenceDate, { forwardDate: false });
  } catch {
    return [];
  }
  const out: TypedValue[] = [];
  for (const r of results) {
    if (!r.start.isCertain('day') || !r.start.isCertain('month')) continue;
    const year = r.start.get('year');
    const month = r.start.get('month');
    const day = r.start.get('day');
    if (!year || !month || !day) continue;
    out.push({
      type: 'date',
      text: dateText(r),
      value: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    });
  }
  return out;
}

/** The date part of chrono's match ("Saturday, October 18" of "Saturday, October 18 10:00 AM to 2:00 PM"). */
function dateText(r: chrono.ParsedResult): string {
  return (
    r.text
      .replace(/[\s,]*(?:(?:from|at|@|between)\s+)?\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?).*$/i, '')
      .trim() || r.text
  );
}
