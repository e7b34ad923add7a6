import { describe, expect, it } from 'vitest';
import {
  activityPage,
  expiringSoon,
  expiryStatus,
  expiryText,
  liveKnowledgeCount,
  newestFiles,
  type DashboardFile,
} from './dashboard.stats';

const now = new Date('2026-11-21T12:00:00Z');
const file = (key: string, created_at: string, expiry_date = ''): DashboardFile => ({
  key,
  fileName: key,
  content_type: 'policy',
  created_at,
  expiry_date,
  size: 10,
});

const files = [
  file('a', '2026-11-01T00:00:00Z'), // never
  file('b', '2026-11-20T00:00:00Z', '2026-11-21T11:59:59Z'), // expired a second ago
  file('c', '2026-11-05T00:00:00Z', '2026-12-30T00:00:00Z'),
  file('d', '2026-11-19T00:00:00Z', '2026-11-22T00:00:00Z'),
  file('e', '2026-11-21T08:00:00Z', '2026-11-25T00:00:00Z'),
  file('f', '2026-10-01T00:00:00Z', 'not a date'), // unreadable = never
  file('g', '2026-11-21T09:00:00Z', '2026-11-21T12:00:00Z'), // expires exactly now: expired
  file('folder/', '2026-11-21T10:00:00Z'),
  file('d', '2026-11-19T00:00:00Z', '2026-11-22T00:00:00Z'), // duplicate key
];

describe('dashboard selections', () => {
  it('counts live knowledge: no expiry or expiry after now, placeholders and duplicates hidden', () => {
    expect(liveKnowledgeCount(files, now)).toBe(5); // a, c, d, e, f
    expect(liveKnowledgeCount([], now)).toBe(0);
  });

  it('lists the 3 soonest non-expired expiries', () => {
    expect(expiringSoon(files, now).map((f) => f.key)).toEqual(['d', 'e', 'c']);
    expect(expiringSoon([file('a', '2026-11-01T00:00:00Z')], now)).toEqual([]);
  });

  it('lists the 3 newest files', () => {
    expect(newestFiles(files).map((f) => f.key)).toEqual(['g', 'e', 'b']);
  });

  it('colours expiries by the spec thresholds', () => {
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    expect(expiryStatus(at(-1), now)?.tone).toBe('red');
    expect(expiryStatus(at(3), now)).toEqual({ daysLeft: 3, tone: 'red' });
    expect(expiryStatus(at(3.5), now)).toEqual({ daysLeft: 4, tone: 'orange' });
    expect(expiryStatus(at(7), now)?.tone).toBe('orange');
    expect(expiryStatus(at(14), now)?.tone).toBe('yellow');
    expect(expiryStatus(at(15), now)?.tone).toBe('green');
    expect(expiryStatus('', now)).toBeNull();
    expect(expiryText('', now)).toBe('Never');
    expect(expiryText(at(0.5), now)).toBe('Expires in 1 day');
    expect(expiryText(at(5), now)).toBe('Expires in 5 days');
    expect(expiryText(at(-0.1), now)).toBe('Expired');
  });

  it('pages activity 4 at a time', () => {
    const logs = Array.from({ length: 10 }, (_, i) => i);
    expect(activityPage(logs, 1)).toEqual({ items: [0, 1, 2, 3], page: 1, pageCount: 3 });
    expect(activityPage(logs, 3)).toEqual({ items: [8, 9], page: 3, pageCount: 3 });
    expect(activityPage(logs, 7).page).toBe(3);
    expect(activityPage([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
