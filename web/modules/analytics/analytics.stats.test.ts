import { describe, expect, it } from 'vitest';
import type { ChatRecord } from '../../../contracts/parent-queries.contract';
import {
  categoryDistribution,
  dailyVolume,
  paginate,
  filterByLanguage,
  languageLabel,
  searchChats,
  sortChats,
  summaryStats,
} from './analytics.stats';

let seq = 0;
function chat(p: Partial<ChatRecord> & { created_at: string }): ChatRecord {
  seq++;
  return {
    id: `00000000-0000-0000-0000-${String(seq).padStart(12, '0')}`,
    query: `question ${seq}`,
    response: '',
    category: '',
    language: null,
    query_received_at: p.created_at,
    response_sent_at: null,
    resolved: false,
    handled: null,
    ...p,
  };
}

const now = new Date('2026-11-21T15:00:00Z');
// Hand-built 30-day window: r1..r4 are in (r4 exactly on the boundary), r5 one second too old.
const r1 = chat({
  created_at: '2026-11-21T14:00:00Z',
  query_received_at: '2026-11-21T14:00:00Z',
  response_sent_at: '2026-11-21T14:00:02.500Z',
  resolved: true,
  category: 'Attendance',
});
const r2 = chat({
  created_at: '2026-11-20T10:00:00Z',
  query_received_at: '2026-11-20T10:00:00Z',
  response_sent_at: '2026-11-20T10:00:04Z',
  resolved: false,
  category: '',
});
const r3 = chat({
  created_at: '2026-11-01T09:00:00Z',
  response_sent_at: null,
  resolved: true,
  category: 'Attendance',
});
const r4 = chat({
  created_at: '2026-10-22T15:00:00Z',
  query_received_at: '2026-10-22T15:00:00Z',
  response_sent_at: '2026-10-22T15:00:01Z',
  category: '  ',
});
const r5 = chat({
  created_at: '2026-10-22T14:59:59Z',
  query_received_at: '2026-10-22T14:59:59Z',
  response_sent_at: '2026-10-22T15:00:07Z',
  resolved: true,
  category: 'Transportation',
});
const sample = [r1, r2, r3, r4, r5];

describe('summaryStats', () => {
  it('counts the 30-day window by created_at, boundary included', () => {
    expect(summaryStats(sample, now).totalQueries).toBe(4);
  });

  it('averages response time in seconds over records with both times, to 1 decimal', () => {
    // (2.5 + 4 + 1) / 3 = 2.5; r3 has no response_sent_at, r5 is outside the window.
    expect(summaryStats(sample, now).averageResponseSeconds).toBe(2.5);
    const thirds = [
      chat({
        created_at: '2026-11-21T10:00:00Z',
        query_received_at: '2026-11-21T10:00:00Z',
        response_sent_at: '2026-11-21T10:00:01Z',
      }),
      chat({
        created_at: '2026-11-21T10:00:00Z',
        query_received_at: '2026-11-21T10:00:00Z',
        response_sent_at: '2026-11-21T10:00:02Z',
      }),
      chat({
        created_at: '2026-11-21T10:00:00Z',
        query_received_at: '2026-11-21T10:00:00Z',
        response_sent_at: '2026-11-21T10:00:02Z',
      }),
    ];
    expect(summaryStats(thirds, now).averageResponseSeconds).toBe(1.7); // 5/3 = 1.666…
    expect(summaryStats([r3], now).averageResponseSeconds).toBeNull();
    expect(
      summaryStats(
        [
          chat({
            created_at: r1.created_at,
            query_received_at: 'garbage',
            response_sent_at: r1.response_sent_at,
          }),
        ],
        now,
      ).averageResponseSeconds,
    ).toBeNull();
  });

  it('rounds the resolution percentage and gives 0 for no records', () => {
    expect(summaryStats(sample, now).resolutionRate).toBe(50); // r1, r3 of 4
    expect(summaryStats([r1, r2, r4], now).resolutionRate).toBe(33); // 1/3
    expect(summaryStats([r1, r3, r4], now).resolutionRate).toBe(67); // 2/3
    expect(summaryStats([], now)).toEqual({
      totalQueries: 0,
      averageResponseSeconds: null,
      resolutionRate: 0,
    });
    expect(summaryStats([r5], now).resolutionRate).toBe(0);
  });
});

describe('categoryDistribution', () => {
  it('labels empty categories Uncategorized, sorts by count descending then name, rounds percents', () => {
    expect(categoryDistribution(sample, now)).toEqual([
      { name: 'Attendance', count: 2, percent: 50 },
      { name: 'Uncategorized', count: 2, percent: 50 },
    ]);
    const three = [
      chat({ created_at: '2026-11-21T10:00:00Z', category: 'Policies' }),
      chat({ created_at: '2026-11-21T10:00:00Z', category: 'Academics' }),
      chat({ created_at: '2026-11-21T10:00:00Z', category: 'Academics' }),
    ];
    expect(categoryDistribution(three, now)).toEqual([
      { name: 'Academics', count: 2, percent: 67 },
      { name: 'Policies', count: 1, percent: 33 },
    ]);
    expect(categoryDistribution([], now)).toEqual([]);
  });
});

describe('dailyVolume', () => {
  it('gives 7 ascending zero-filled days ending today, labelled day/month', () => {
    const points = dailyVolume(sample, now, 'UTC');
    expect(points.map((p) => p.label)).toEqual([
      '15/11',
      '16/11',
      '17/11',
      '18/11',
      '19/11',
      '20/11',
      '21/11',
    ]);
    expect(points.map((p) => p.count)).toEqual([0, 0, 0, 0, 0, 1, 1]);
  });

  it('buckets by the given zone: the same instants fall on other days in New York', () => {
    const at = new Date('2026-11-21T03:30:00Z'); // 22:30 on Nov 20 in New York (UTC−5)
    const records = [
      chat({ created_at: '2026-11-21T01:00:00Z' }), // NY Nov 20 20:00; UTC Nov 21
      chat({ created_at: '2026-11-14T05:00:00Z' }), // NY Nov 14 00:00: first bucket
      chat({ created_at: '2026-11-14T04:59:00Z' }), // NY Nov 13 23:59: outside
    ];
    const ny = dailyVolume(records, at, 'America/New_York');
    expect(ny.map((p) => `${p.label}:${p.count}`)).toEqual([
      '14/11:1',
      '15/11:0',
      '16/11:0',
      '17/11:0',
      '18/11:0',
      '19/11:0',
      '20/11:1',
    ]);
    const utc = dailyVolume(records, at, 'UTC');
    expect(utc.map((p) => `${p.label}:${p.count}`)).toEqual([
      '15/11:0',
      '16/11:0',
      '17/11:0',
      '18/11:0',
      '19/11:0',
      '20/11:0',
      '21/11:1',
    ]);
  });

  it('is already tomorrow east of the date line', () => {
    const at = new Date('2026-11-21T12:00:00Z'); // 01:00 on Nov 22 in Auckland (UTC+13)
    const points = dailyVolume([chat({ created_at: '2026-11-21T11:30:00Z' })], at, 'Pacific/Auckland');
    expect(points.at(-1)).toEqual({ date: '2026-11-22', label: '22/11', count: 1 });
    expect(points[0]!.label).toBe('16/11');
  });

  it('keeps 7 distinct days across a DST change and buckets both sides correctly', () => {
    // Europe/London leaves summer time at 01:00 UTC on 25 Oct 2026.
    const at = new Date('2026-10-28T12:00:00Z');
    const records = [
      chat({ created_at: '2026-10-24T23:30:00Z' }), // 00:30 BST on Oct 25
      chat({ created_at: '2026-10-25T23:30:00Z' }), // 23:30 GMT on Oct 25
    ];
    const points = dailyVolume(records, at, 'Europe/London');
    expect(points.map((p) => p.label)).toEqual([
      '22/10',
      '23/10',
      '24/10',
      '25/10',
      '26/10',
      '27/10',
      '28/10',
    ]);
    expect(points.find((p) => p.label === '25/10')!.count).toBe(2);
  });

  it('uses the runtime zone when none is given', () => {
    const local = dailyVolume([chat({ created_at: now.toISOString() })], now);
    expect(local).toHaveLength(7);
    expect(local.at(-1)!.count).toBe(1);
  });
});

describe('table helpers', () => {
  const rows = [
    chat({
      created_at: '2026-11-20T08:00:00Z',
      query: 'Is there BUS service Friday?',
      category: 'Transportation',
    }),
    chat({ created_at: '2026-11-21T08:00:00Z', query: 'When is picture day?', category: '' }),
    chat({ created_at: '2026-11-19T08:00:00Z', query: 'Absence note', category: 'Attendance' }),
  ];

  it('searches query text and displayed category case-insensitively', () => {
    expect(searchChats(rows, 'bus').map((r) => r.query)).toEqual(['Is there BUS service Friday?']);
    expect(searchChats(rows, '  ATTEND ').map((r) => r.category)).toEqual(['Attendance']);
    expect(searchChats(rows, 'uncategorized').map((r) => r.query)).toEqual(['When is picture day?']);
    expect(searchChats(rows, '')).toHaveLength(3);
    expect(searchChats(rows, 'zzz')).toEqual([]);
  });

  it('sorts by date both ways and by category', () => {
    expect(sortChats(rows, 'date-desc').map((r) => r.created_at.slice(8, 10))).toEqual(['21', '20', '19']);
    expect(sortChats(rows, 'date-asc').map((r) => r.created_at.slice(8, 10))).toEqual(['19', '20', '21']);
    expect(sortChats(rows, 'category').map((r) => r.category || 'Uncategorized')).toEqual([
      'Attendance',
      'Transportation',
      'Uncategorized',
    ]);
    expect(rows[0]!.created_at).toBe('2026-11-20T08:00:00Z'); // input untouched
  });

  it('paginates by 5 with at most 5 page buttons and the caption', () => {
    expect(paginate(12, 1)).toMatchObject({
      page: 1,
      pageCount: 3,
      start: 0,
      end: 5,
      pages: [1, 2, 3],
      caption: 'Showing 1-5 of 12 queries',
    });
    expect(paginate(12, 3)).toMatchObject({ start: 10, end: 12, caption: 'Showing 11-12 of 12 queries' });
    expect(paginate(100, 10).pages).toEqual([8, 9, 10, 11, 12]);
    expect(paginate(100, 1).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(100, 20).pages).toEqual([16, 17, 18, 19, 20]);
    expect(paginate(100, 99).page).toBe(20);
    expect(paginate(100, 0).page).toBe(1);
    expect(paginate(0, 1)).toMatchObject({
      page: 1,
      pageCount: 1,
      start: 0,
      end: 0,
      pages: [1],
      caption: '',
    });
  });
});

describe('language filter of All Queries', () => {
  it('keeps every query under "all" and only the chosen language otherwise', () => {
    const es = chat({ created_at: '2026-11-20T10:00:00.000Z', language: 'es' });
    const en = chat({ created_at: '2026-11-20T11:00:00.000Z', language: 'en' });
    const old = chat({ created_at: '2026-11-20T12:00:00.000Z' });
    expect(filterByLanguage([es, en, old], 'all')).toEqual([es, en, old]);
    expect(filterByLanguage([es, en, old], 'es')).toEqual([es]);
    expect(filterByLanguage([es, en, old], 'en')).toEqual([en]);
    expect([es, en, old].map((c) => languageLabel(c.language))).toEqual(['Spanish', 'English', '—']);
  });
});
