import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp.js';

describe('escapeRegExp', () => {
  it('matches the text literally, metacharacters included', () => {
    const text = 'Lunch (K-4): $3.25 [a+b]? {x}|y^z\\';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.c')).test('abc')).toBe(false);
  });
});
