import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSize } from './format';

describe('formatDateTime', () => {
  it('writes en-US with a 24-hour clock', () => {
    expect(formatDateTime('2026-11-21T21:05:00')).toBe('Nov 21, 2026, 21:05');
    expect(formatDateTime('2026-11-21T00:05:00')).toBe('Nov 21, 2026, 00:05');
  });
  it('uses the given time zone', () => {
    expect(formatDateTime('2026-03-01T17:05:00Z', { timeZone: 'America/New_York' })).toBe(
      'Mar 1, 2026, 12:05',
    );
  });
  it('gives the fallback for missing or unreadable values', () => {
    expect(formatDateTime('nope')).toBe('');
    expect(formatDateTime(null, { fallback: 'Never' })).toBe('Never');
    expect(formatDateTime('x', { fallback: '-' })).toBe('-');
  });
});

describe('formatSize', () => {
  it('uses one rule for every screen', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(9.5 * 1024)).toBe('9.5 KB');
    expect(formatSize(12.3 * 1024)).toBe('12 KB');
    expect(formatSize(340 * 1024)).toBe('340 KB');
    expect(formatSize(4.5 * 1024 * 1024)).toBe('4.5 MB');
    expect(formatSize(Number.NaN)).toBe('0 B');
  });
});
