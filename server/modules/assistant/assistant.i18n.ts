/**
 * The engine's reply framings in the parent's language. English framings stay in
 * `assistant.compose.ts`; these are their Spanish twins, pure functions of the extracted (English)
 * fact, so the facts a parent reads are still the school's own words while everything around them —
 * the source line, a day's status, the decline and the office referral — is in Spanish.
 * Dates and clock times are formatted with `Intl` for `es-US` (US Spanish: "viernes 27 de
 * noviembre", "3:05 p. m." as the platform's ICU writes it).
 */
import type { Language, SchoolDay } from './assistant.pipeline.types.js';

/** Office contact details a referral names (subset of the school profile). */
export interface OfficeContact {
  officePhone: string | null;
  officeEmail: string | null;
}

/** Spanish names of the document titles schools use most; other titles are quoted as written. */
const TITLE_WORDS: readonly [RegExp, string][] = [
  [/^(?:the\s+)?family\s+handbook$/i, 'el Manual para Familias'],
  [/^(?:the\s+)?parent(?:s|'s|s')?\s+handbook$/i, 'el Manual para Padres'],
  [/^(?:the\s+)?student\s+handbook$/i, 'el Manual del Estudiante'],
  [/^(?:the\s+)?(?:school\s+)?calendar$/i, 'el calendario escolar'],
  [/^(?:the\s+)?(?:lunch|cafeteria)\s+menu$/i, 'el menú del almuerzo'],
  [/^(?:the\s+)?newsletter$/i, 'el boletín'],
];

/** "el Manual para Familias" or "«Eagle Times»" for a title with no common Spanish name. */
export function spanishTitle(title: string): string {
  const clean = title.trim();
  for (const [pattern, spanish] of TITLE_WORDS) if (pattern.test(clean)) return spanish;
  return `«${clean}»`;
}

/** "<fact> _— según el Manual para Familias_": the school's fact, then its source in Spanish. */
export function spanishSourceFraming(title: string, fact: string): string {
  return `${fact.trim()} _— según ${spanishTitle(title)}_`;
}

function contactOf(contact: OfficeContact, language: Language): string {
  const parts = [contact.officePhone?.trim(), contact.officeEmail?.trim()].filter((p): p is string => !!p);
  if (!parts.length) return '';
  return language === 'es' ? ` al ${parts.join(' o ')}` : ` at ${parts.join(' or ')}`;
}

/** Decline (knowledge does not cover the question) with the office referral, in `language`. */
export function declineIn(language: Language, contact: OfficeContact): string {
  if (language === 'es') {
    return (
      'Lo siento, la información de la escuela todavía no responde esa pregunta. ' +
      `Por favor, comuníquese con la oficina de la escuela${contactOf(contact, 'es')}.`
    );
  }
  return (
    "I'm sorry, the school's information doesn't cover that question yet. " +
    `Please contact the school office${contactOf(contact, 'en')} for help.`
  );
}

/**
 * The line of a multi-part reply saying one part is not covered, in Spanish. The part is not quoted:
 * the engine's part is the English reading of the parent's words ("how much cobran"), which the
 * parent never wrote. `office`: " at (512) 555-0140 or office@…" as the English line has it.
 */
export function partNotCoveredSpanish(office: string): string {
  const contact = office.replace(/^ at /, ' al ').replace(/ or /g, ' o ');
  return (
    'No encontré en la información de la escuela la respuesta a otra parte de su pregunta; ' +
    `por favor, pregunte en la oficina de la escuela${contact}.`
  );
}

/** "viernes 27 de noviembre" for an ISO date (es-US, no comma, weekday lower case as in Spanish). */
export function spanishDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const text = new Intl.DateTimeFormat('es-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  return text.replace(',', '');
}

/** "8:35 AM" (the day model's clock format) → "8:35 a.m." via Intl es-US; unchanged if unreadable. */
export function spanishClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?$/i.exec(time.trim());
  if (!match) return time;
  const hour = (Number(match[1]) % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return new Intl.DateTimeFormat('es-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour, Number(match[2]))),
  );
}

function reasonsOf(day: SchoolDay): string {
  return day.reasons.length ? ` — ${day.reasons.join(', ')}` : '';
}

/**
 * A school day's answer fully in Spanish (event titles stay as the school wrote them):
 * "No hay clases el viernes 27 de noviembre — Thanksgiving Recess.",
 * "Sí, el lunes 30 de noviembre es un día normal: de 8:35 a.m. a 3:05 p.m.".
 */
export function spanishDayAnswer(day: SchoolDay): string {
  return sentence(dayText(day));
}

/** End with exactly one period ("3:05 p.m." already ends with one). */
function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

function dayText(day: SchoolDay): string {
  const date = spanishDay(day.date);
  const hours = (start: string | null, end: string | null): string =>
    start && end
      ? `: de ${spanishClock(start)} a ${spanishClock(end)}`
      : end
        ? `: la salida es a las ${spanishClock(end)}`
        : '';
  switch (day.status) {
    case 'no-school':
      return `No hay clases el ${date}${reasonsOf(day)}`;
    case 'weekend':
      return `El ${date} es fin de semana: no hay clases`;
    case 'early-release':
      return `Sí, hay clases el ${date}, con salida temprano${day.dismissal ? ` a las ${spanishClock(day.dismissal)}` : ''}${reasonsOf(day)}`;
    case 'late-start':
      return `Sí, hay clases el ${date}, con entrada tarde${day.start ? ` a las ${spanishClock(day.start)}` : ''}${reasonsOf(day)}`;
    case 'school-day':
      return `Sí, el ${date} es un día normal${hours(day.start, day.dismissal)}`;
  }
}

/**
 * The LLM prompt line that fixes the reply language (the model otherwise tends to answer in the
 * language of the English passages).
 */
export function replyLanguageInstruction(language: Language): string {
  return language === 'es'
    ? 'The parent wrote in Spanish: reply in Spanish (keep names, times and amounts exactly as in the passages).'
    : 'Reply in English.';
}

/**
 * Appended to a WhatsApp decline when the school uses the Unanswered view: the question now waits
 * for the office there, which may reply on WhatsApp.
 */
export function passedToOfficeIn(language: Language): string {
  return language === 'es'
    ? 'También hemos pasado su pregunta a la oficina de la escuela.'
    : 'We have also passed your question on to the school office.';
}
