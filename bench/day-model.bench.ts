/**
 * Day-model benchmark: `buildSchoolDays` over 400 days of a 5,000-occurrence feed (the parser's
 * occurrence cap and expansion window), the work the engine does for "next day off" questions.
 * Occurrences: a mix of all-day closures, early releases and multi-day breaks (1 in 10) and timed
 * events (clubs, meetings) spread over the window, in America/New_York across both DST changes.
 * Target: < 200 ms per build. Reports p50/p95 over RUNS builds after a warm-up.
 * Writes bench/results/day-model.json.
 *
 *   node --import tsx bench/day-model.bench.ts
 */
import { cpus, loadavg } from 'node:os';
import { fromZonedTime } from 'date-fns-tz';
import type { EventCandidate } from '../server/modules/assistant/assistant.types.js';
import { addIsoDays, buildSchoolDays } from '../server/modules/calendars/calendars.day-model.js';
import { writeBenchResult } from './bench-results.js';

const TZ = 'America/New_York';
const FROM = '2026-08-01';
const DAYS = 400;
const OCCURRENCES = 5000;
const RUNS = 30;
const TITLES = [
  'Chess Club',
  'PTA Meeting',
  'Band Practice',
  'Soccer',
  'Book Fair',
  'Picture Day',
  'Board Meeting',
];
const SPECIAL = [
  'Teacher In-Service – No Students',
  'Early Release – 1 hour early',
  'Thanksgiving Break – Student / Teacher Holiday',
  'Delayed Opening – 2 hour delay',
  'Half Day',
];

function feed(): EventCandidate[] {
  const events: EventCandidate[] = [];
  for (let i = 0; i < OCCURRENCES; i++) {
    const day = addIsoDays(FROM, (i * 7919) % DAYS);
    const base = {
      description: 'Details on the website',
      location: 'Gym',
      calendarName: 'District',
      association: null,
    };
    if (i % 10 === 0) {
      const start = fromZonedTime(`${day}T00:00:00`, TZ);
      events.push({
        ...base,
        summary: SPECIAL[i % SPECIAL.length]!,
        startsAt: start,
        endsAt: fromZonedTime(`${addIsoDays(day, 1 + (i % 3))}T00:00:00`, TZ),
        allDay: true,
      });
    } else {
      const hour = 8 + (i % 10);
      const startsAt = fromZonedTime(`${day}T${String(hour).padStart(2, '0')}:00:00`, TZ);
      events.push({
        ...base,
        summary: TITLES[i % TITLES.length]!,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        allDay: false,
      });
    }
  }
  return events;
}

const events = feed();
const hours = {
  start: '8:35 AM',
  dismissal: '3:05 PM',
  earlyDismissal: '12:35 PM',
  schoolDays: [1, 2, 3, 4, 5],
};
const to = addIsoDays(FROM, DAYS - 1);
const build = () => buildSchoolDays({ from: FROM, to, timeZone: TZ, events, hours });
for (let i = 0; i < 3; i++) build();
const times: number[] = [];
let days = 0;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  days = build().length;
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
const result = {
  bench: 'day-model',
  at: new Date().toISOString(),
  days,
  occurrences: events.length,
  runs: RUNS,
  p50Ms: pct(0.5),
  p95Ms: pct(0.95),
  targetMs: 200,
  pass: pct(0.95) < 200,
  machine: { cpus: cpus().length, loadavg: loadavg().map((x) => Math.round(x * 100) / 100) },
};
writeBenchResult('day-model.json', result);
console.log(JSON.stringify(result));
