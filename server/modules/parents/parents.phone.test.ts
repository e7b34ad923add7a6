import { describe, expect, it } from 'vitest';
import { displayNumber, parseWhatsAppNumber } from './parents.phone.js';

describe('parseWhatsAppNumber', () => {
  it('normalizes every common way of writing a number to E.164', () => {
    for (const input of [
      '+14155550123',
      '+1 (415) 555-0123',
      '(415) 555-0123',
      '415.555.0123',
      '1-415-555-0123',
      "'+14155550123",
      'tel:+14155550123',
      '+1 415 555 0123 ext. 7',
    ]) {
      expect(parseWhatsAppNumber(input, 'US'), input).toEqual({
        ok: true,
        number: { e164: '+14155550123' },
      });
    }
  });

  it('reads national numbers in the default country', () => {
    expect(parseWhatsAppNumber('06 12 34 56 78', 'FR')).toMatchObject({
      ok: true,
      number: { e164: '+33612345678' },
    });
    expect(parseWhatsAppNumber('0491 570 156', 'au')).toMatchObject({
      ok: true,
      number: { e164: '+61491570156' },
    });
    expect(parseWhatsAppNumber('0491 570 156', 'US')).toMatchObject({ ok: false });
  });

  it('names the problem', () => {
    expect(parseWhatsAppNumber('', 'US')).toEqual({ ok: false, problem: 'missing' });
    expect(parseWhatsAppNumber("'", 'US')).toEqual({ ok: false, problem: 'missing' });
    expect(parseWhatsAppNumber('abc', 'US')).toEqual({ ok: false, problem: 'not_a_number' });
    expect(parseWhatsAppNumber('+1 415 555 01 23 four', 'US')).toEqual({
      ok: false,
      problem: 'not_a_number',
    });
    expect(parseWhatsAppNumber('12', 'US')).toEqual({ ok: false, problem: 'too_short' });
    expect(parseWhatsAppNumber('+1 415 555 0123 4567', 'US')).toEqual({ ok: false, problem: 'too_long' });
    expect(parseWhatsAppNumber('+999 1234 5678', 'US')).toEqual({ ok: false, problem: 'unknown_country' });
    expect(parseWhatsAppNumber('+1 555 555 5555', 'US')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('formats stored numbers for display', () => {
    expect(displayNumber('+14155550123')).toBe('+1 415 555 0123');
    expect(displayNumber('+442079460018')).toBe('+44 20 7946 0018');
    expect(displayNumber('garbage')).toBe('garbage');
  });
});
