/**
 * Calendar benchmarks: parse + expand real-shaped feeds, store a feed at the 5,000
 * occurrence cap in one transaction, and answer event-source queries over a school with several
 * thousand stored occurrences. Run: `node --import tsx bench/calendars.bench.ts`
 * (embedded PGlite; set TEST_DATABASE_URL + HOMEROOM_TEST_DB=postgres for the PostgreSQL server).
 * Writes bench/results/calendars.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePgliteTemplate, createTestDatabase } from '../server/db/test-database.js';
import { insertSchool } from '../server/modules/schools/schools.repository.js';
import { parseCalendar } from '../server/modules/calendars/calendars.parser.js';
import { insertCalendar, replaceEvents } from '../server/modules/calendars/calendars.repository.js';
import { createCalendarEventSource } from '../server/modules/calendars/calendars.event-source.js';
import { writeBenchResult } from './bench-results.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(root, '../server/modules/calendars/fixtures');
const now = new Date('2026-03-01T17:00:00Z');
const NY = 'America/New_York';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 100) / 100;
  return { runs: s.length, p50_ms: r(percentile(s, 50)), p95_ms: r(percentile(s, 95)), max_ms: r(s.at(-1)!) };
}
function time<T>(fn: () => T): [T, number] {
  const t = performance.now();
  const v = fn();
  return [v, performance.now() - t];
}

/** ~100 weekly series over a year plus all-day days: a large but realistic district feed. */
function bigFeed(series: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN'];
  const words = [
    'PTA Meeting',
    'Chess Club',
    'Basketball Practice',
    'Choir',
    'Robotics',
    'Band',
    'Art Club',
    'Tutoring',
  ];
  for (let i = 0; i < series; i++) {
    const hour = String(8 + (i % 10)).padStart(2, '0');
    lines.push(
      'BEGIN:VEVENT',
      `UID:series-${i}@bench`,
      `DTSTART;TZID=${NY}:20260302T${hour}0000`,
      `DTEND;TZID=${NY}:20260302T${hour}4500`,
      `RRULE:FREQ=WEEKLY;BYDAY=${['MO', 'TU', 'WE', 'TH', 'FR'][i % 5]};COUNT=60`,
      `SUMMARY:${words[i % words.length]} ${i}`,
      `LOCATION:Room ${100 + i}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

  const parses: Record<string, unknown> = {};
  for (const name of ['google', 'outlook', 'apple', 'dst']) {
    const ics = readFileSync(path.join(fixtures, `${name}.ics`), 'utf8');
    const samples: number[] = [];
    let count = 0;
    for (let i = 0; i < 10; i++) {
      const [r, ms] = time(() => parseCalendar({ ics, timeZone: NY, now }));
      count = r.occurrences.length;
      samples.push(ms);
    }
    parses[name] = { occurrences: count, ...stats(samples) };
  }
  results.parse_fixtures = parses;

  const big = bigFeed(100);
  const [bigResult, bigMs] = time(() => parseCalendar({ ics: big, timeZone: NY, now }));
  results.parse_large_feed = {
    series: 100,
    bytes: Buffer.byteLength(big),
    occurrences: bigResult.occurrences.length,
    truncated: bigResult.truncated,
    ms: Math.round(bigMs),
  };
  const spam =
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:s\r\nDTSTART:20260101T000000Z\r\nRRULE:FREQ=SECONDLY\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
  const [, spamMs] = time(() => {
    try {
      parseCalendar({ ics: spam, timeZone: NY, now });
    } catch {
      /* expected: too many occurrences */
    }
  });
  results.reject_secondly_rrule_ms = Math.round(spamMs);

  if (process.env.HOMEROOM_TEST_DB !== 'postgres') await ensurePgliteTemplate();
  const database = await createTestDatabase();
  try {
    const school = await insertSchool(database.db, { timeZone: NY });
    const calendar = await insertCalendar(database.db, {
      schoolId: school.id,
      name: 'District',
      icsUrl: 'https://example.com/district.ics',
      association: 'Whole School',
      lastSynced: now,
    });
    const storeSamples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await database.db.transaction((tx) =>
        replaceEvents(tx, {
          schoolId: school.id,
          calendarId: calendar.id,
          association: 'Whole School',
          occurrences: bigResult.occurrences,
        }),
      );
      storeSamples.push(performance.now() - t);
    }
    results.store_replace = { occurrences: bigResult.occurrences.length, ...stats(storeSamples) };

    const source = createCalendarEventSource(database);
    const queries: { terms: string[]; range?: { start: Date; end: Date } }[] = [
      { terms: ['pta', 'meeting'] },
      {
        terms: ['school'],
        range: { start: new Date('2026-03-16T04:00:00Z'), end: new Date('2026-03-17T04:00:00Z') },
      },
      {
        terms: ['happening'],
        range: { start: new Date('2026-03-09T04:00:00Z'), end: new Date('2026-03-16T04:00:00Z') },
      },
      { terms: ['concert'] },
      { terms: ['robotics', 'club'] },
    ];
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const q = queries[i % queries.length]!;
      const t = performance.now();
      await source.findEvents({ schoolId: school.id, terms: q.terms, range: q.range, now, limit: 10 });
      samples.push(performance.now() - t);
    }
    results.find_events = {
      stored_occurrences: bigResult.occurrences.length,
      ...stats(samples),
      database: database.kind,
    };
  } finally {
    await database.close();
  }

  writeBenchResult('calendars.json', results);
  console.log(JSON.stringify(results, null, 2));
}

await main();
