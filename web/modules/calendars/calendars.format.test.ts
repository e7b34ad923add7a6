import { describe, expect, it } from 'vitest';
import {
  DAILY_SYNC_LABEL,
  formatLastSynced,
  matchesCalendarSearch,
  validateCalendarForm,
} from './calendars.format';

describe('calendar screen helpers', () => {
  it('formats last synced in en-US with a 24-hour clock', () => {
    const text = formatLastSynced('2026-03-01T17:05:00Z');
    expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{2}:05$/);
    expect(formatLastSynced(null)).toBe('Never');
    expect(formatLastSynced('garbage')).toBe('Never');
  });

  it('shows the daily sync time as 5:00 AM', () => {
    expect(DAILY_SYNC_LABEL).toBe('5:00 AM');
  });

  it('validates the add form with the spec texts, in order', () => {
    expect(validateCalendarForm({ name: ' ', url: '' })).toBe('Please provide a calendar name.');
    expect(validateCalendarForm({ name: 'School', url: ' ' })).toBe('Please provide a valid ICS URL.');
    expect(validateCalendarForm({ name: 'School', url: 'ftp://x' })).toBe(
      'The calendar URL should start with http:// or https://',
    );
    expect(validateCalendarForm({ name: 'School', url: 'webcal://x/cal.ics' })).toBeNull();
    expect(validateCalendarForm({ name: 'School', url: 'https://x/cal.ics' })).toBeNull();
  });

  it('searches name, URL and association case-insensitively', () => {
    const c = { name: 'Sports', ics_url: 'https://example.com/lions.ics', association: 'Sports Team' };
    expect(matchesCalendarSearch(c, 'LIONS')).toBe(true);
    expect(matchesCalendarSearch(c, 'team')).toBe(true);
    expect(matchesCalendarSearch(c, 'grade')).toBe(false);
    expect(matchesCalendarSearch(c, '  ')).toBe(true);
  });
});
