import { describe, expect, it } from 'vitest';
import type { KnowledgeFile } from '../../../contracts/knowledge.contract';
import {
  editExpiryDefaults,
  expiryIndicator,
  filterFiles,
  needsSyncPolling,
  parseSort,
  sortFiles,
  syncIndicator,
  uploadExpiryFields,
  visibleFiles,
  SYNC_FAILED_FALLBACK,
} from './knowledge.logic';

const now = new Date('2026-11-21T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();

function file(partial: Partial<KnowledgeFile> & { key: string }): KnowledgeFile {
  return {
    fileName: partial.key,
    content_type: 'policy',
    created_at: now.toISOString(),
    expiry_date: '',
    size: 1,
    ...partial,
  };
}

describe('expiryIndicator (docs/product-spec.md thresholds 3, 7, 14 days)', () => {
  it('colours by days left: ≤3 red, ≤7 orange, ≤14 yellow, else green', () => {
    expect(expiryIndicator(inDays(0.5), now)).toMatchObject({
      tone: 'red',
      daysLeft: 1,
      label: 'Expires in 1 day',
    });
    expect(expiryIndicator(inDays(3), now).tone).toBe('red');
    expect(expiryIndicator(inDays(3.01), now).tone).toBe('orange');
    expect(expiryIndicator(inDays(7), now).tone).toBe('orange');
    expect(expiryIndicator(inDays(7.5), now).tone).toBe('yellow');
    expect(expiryIndicator(inDays(14), now)).toMatchObject({ tone: 'yellow', label: 'Expires in 14 days' });
    expect(expiryIndicator(inDays(14.01), now).tone).toBe('green');
    expect(expiryIndicator(inDays(300), now).tone).toBe('green');
  });

  it('shows expired items red and missing or invalid dates as Never', () => {
    expect(expiryIndicator(now.toISOString(), now)).toMatchObject({
      tone: 'red',
      label: 'Expired',
      expired: true,
    });
    expect(expiryIndicator(inDays(-10), now)).toMatchObject({ tone: 'red', label: 'Expired' });
    for (const v of ['', null, undefined, 'not a date']) {
      expect(expiryIndicator(v, now)).toMatchObject({ tone: 'never', label: 'Never', daysLeft: null });
    }
  });
});

describe('library list', () => {
  it('hides folder placeholders and duplicate keys', () => {
    const files = [
      file({ key: 's/1/a.pdf' }),
      file({ key: 's/' }),
      file({ key: 's/1/a.pdf', fileName: 'dup' }),
      file({ key: 's/2/b.pdf' }),
    ];
    expect(visibleFiles(files).map((f) => f.key)).toEqual(['s/1/a.pdf', 's/2/b.pdf']);
    expect(visibleFiles(files)[0]!.fileName).toBe('s/1/a.pdf');
  });

  it('searches name and content type case-insensitively', () => {
    const files = [
      file({ key: 'a', fileName: 'Parent Handbook.pdf' }),
      file({ key: 'b', fileName: 'x.txt', content_type: 'newsletter' }),
    ];
    expect(filterFiles(files, 'HANDBOOK').map((f) => f.key)).toEqual(['a']);
    expect(filterFiles(files, 'news').map((f) => f.key)).toEqual(['b']);
    expect(filterFiles(files, '  ')).toHaveLength(2);
  });

  it('sorts by name, date and expiry, never-expiring items counting as latest', () => {
    const files = [
      file({ key: 'b', fileName: 'beta 10.pdf', created_at: inDays(-1), expiry_date: inDays(20) }),
      file({ key: 'a', fileName: 'Alpha.pdf', created_at: inDays(-3), expiry_date: '' }),
      file({ key: 'c', fileName: 'beta 9.pdf', created_at: inDays(-2), expiry_date: inDays(2) }),
    ];
    const keys = (s: Parameters<typeof sortFiles>[1]) => sortFiles(files, s).map((f) => f.key);
    expect(keys('name-asc')).toEqual(['a', 'c', 'b']);
    expect(keys('name-desc')).toEqual(['b', 'c', 'a']);
    expect(keys('date-desc')).toEqual(['b', 'c', 'a']);
    expect(keys('date-asc')).toEqual(['a', 'c', 'b']);
    expect(keys('expiry-asc')).toEqual(['c', 'b', 'a']);
    expect(keys('expiry-desc')).toEqual(['a', 'b', 'c']);
  });

  it('takes ?defaultSort= when it is a known sort, else date-desc', () => {
    expect(parseSort('expiry-asc')).toBe('expiry-asc');
    expect(parseSort('bogus')).toBe('date-desc');
    expect(parseSort(null)).toBe('date-desc');
  });
});

describe('sync indicator and polling (docs/product-spec.md)', () => {
  it('shows queued, adding, the failure message or the fallback, and nothing when finished', () => {
    expect(syncIndicator({ syncStatus: 'PENDING', errorMessage: null })?.kind).toBe('queued');
    expect(syncIndicator({ syncStatus: 'PROCESSING', errorMessage: null })?.kind).toBe('processing');
    expect(syncIndicator({ syncStatus: 'FAILED', errorMessage: 'File is password-protected' })).toEqual({
      kind: 'failed',
      text: 'File is password-protected',
    });
    expect(syncIndicator({ syncStatus: 'FAILED', errorMessage: null })?.text).toBe(SYNC_FAILED_FALLBACK);
    expect(syncIndicator({ syncStatus: 'FINISHED', errorMessage: null })).toBeNull();
    expect(
      syncIndicator({
        syncStatus: 'FINISHED',
        errorMessage: 'A table was cut at 2,000 rows; the rows after that were not read',
      }),
    ).toEqual({
      kind: 'note',
      text: 'A table was cut at 2,000 rows; the rows after that were not read',
    });
    expect(syncIndicator(undefined)).toBeNull();
  });

  it('polls while any listed file is not final or not reported yet', () => {
    const files = [file({ key: 'a' }), file({ key: 'b' })];
    expect(needsSyncPolling(files, undefined)).toBe(true);
    expect(needsSyncPolling([], undefined)).toBe(false);
    expect(
      needsSyncPolling(files, [
        { key: 'a', syncStatus: 'FINISHED', errorMessage: null },
        { key: 'b', syncStatus: 'FAILED', errorMessage: 'x' },
      ]),
    ).toBe(false);
    expect(needsSyncPolling(files, [{ key: 'a', syncStatus: 'FINISHED', errorMessage: null }])).toBe(true);
    expect(
      needsSyncPolling(files, [
        { key: 'a', syncStatus: 'FINISHED', errorMessage: null },
        { key: 'b', syncStatus: 'PROCESSING', errorMessage: null },
      ]),
    ).toBe(true);
  });
});

describe('form values', () => {
  it('sends expiryDateTime only for a custom date, else expiryDays with the selection', () => {
    expect(uploadExpiryFields('custom', '2026-12-01', '23:59')).toEqual({
      expiryDateTime: '2026-12-01T23:59',
    });
    expect(uploadExpiryFields('custom', '2026-12-01', '')).toEqual({ expiryDateTime: '2026-12-01T23:59' });
    expect(uploadExpiryFields('7', '', '23:59')).toEqual({ expiryDays: '7' });
    expect(uploadExpiryFields('never', '2026-12-01', '23:59')).toEqual({ expiryDays: 'never' });
  });

  it('starts the edit dialog at Never for items without expiry', () => {
    expect(editExpiryDefaults('')).toEqual({ expiryType: 'never', date: '', time: '23:59' });
    expect(editExpiryDefaults(inDays(2)).expiryType).toBe('custom');
  });
});
