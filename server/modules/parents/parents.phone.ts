import {
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';

/** A number that parsed and is valid for its country. */
export interface ParsedWhatsAppNumber {
  /** E.164, e.g. "+14155550123" (what we store and compare; `displayNumber` formats it). */
  e164: string;
}

export type WhatsAppNumberProblem =
  'missing' | 'not_a_number' | 'too_short' | 'too_long' | 'unknown_country' | 'invalid';

/**
 * Parse a WhatsApp number typed by staff or read from a CSV cell into E.164 with libphonenumber-js
 * (`parsePhoneNumberWithError` + `isValid()`, which checks length and leading digits against the
 * country's numbering plan). A number without a `+country code` is read as a number of
 * `defaultCountry` (the school's setting, ISO 3166-1 alpha-2). A leading `'` (our CSV formula guard)
 * and an extension are ignored. Returns the problem instead of throwing.
 */
export function parseWhatsAppNumber(
  input: string,
  defaultCountry: string,
): { ok: true; number: ParsedWhatsAppNumber } | { ok: false; problem: WhatsAppNumberProblem } {
  const text = input.trim().replace(/^'+/, '').trim();
  if (!text) return { ok: false, problem: 'missing' };
  // libphonenumber quietly drops trailing letters ("+1415555012abc"); a number with letters is a typo.
  if (/[a-z]/i.test(text.replace(/^tel:/i, '').replace(/\s*(ext\.?|x)\s*\d+$/i, ''))) {
    return { ok: false, problem: 'not_a_number' };
  }
  try {
    const country = toCountry(defaultCountry);
    const phone = parsePhoneNumberWithError(text, { defaultCountry: country });
    if (!phone.isValid()) {
      // Say "too short/long" when that is why, rather than a bare "not valid".
      const length = validatePhoneNumberLength(text, { defaultCountry: country });
      if (length === 'TOO_SHORT') return { ok: false, problem: 'too_short' };
      if (length === 'TOO_LONG') return { ok: false, problem: 'too_long' };
      return { ok: false, problem: 'invalid' };
    }
    return { ok: true, number: { e164: phone.number } };
  } catch (err) {
    if (err instanceof ParseError) {
      switch (err.message) {
        case 'NOT_A_NUMBER':
          return { ok: false, problem: 'not_a_number' };
        case 'TOO_SHORT':
          return { ok: false, problem: 'too_short' };
        case 'TOO_LONG':
          return { ok: false, problem: 'too_long' };
        case 'INVALID_COUNTRY':
          return { ok: false, problem: 'unknown_country' };
      }
      return { ok: false, problem: 'invalid' };
    }
    throw err;
  }
}

/** The human message for a problem (single add/edit answers 400 with it). */
export function describeNumberProblem(problem: WhatsAppNumberProblem, defaultCountry: string): string {
  const hint = `Enter it in international format, e.g. +1 415 555 0123 (numbers without a country code are read as ${defaultCountry} numbers).`;
  switch (problem) {
    case 'missing':
      return 'WhatsApp number is required';
    case 'not_a_number':
      return `Invalid WhatsApp number: it must contain only digits. ${hint}`;
    case 'too_short':
      return `Invalid WhatsApp number: it is too short. ${hint}`;
    case 'too_long':
      return `Invalid WhatsApp number: it is too long. ${hint}`;
    case 'unknown_country':
      return `Invalid WhatsApp number: the country code is not recognised. ${hint}`;
    case 'invalid':
      return `Invalid WhatsApp number: it is not a valid phone number. ${hint}`;
  }
}

/** International display format of a stored E.164 number (falls back to the number itself). */
export function displayNumber(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}

function toCountry(code: string): CountryCode | undefined {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? (upper as CountryCode) : undefined;
}
