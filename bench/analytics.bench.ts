/**
 * Analytics benchmark: a school with 50,000 stored parent queries (spread over a year,
 * ~137 a day, 300-character answers).
 *
 * Measures, against the real server (`npm start` equivalent, PGlite in a fresh DATA_DIR):
 * - `GET /api/chats/fetchall` time and body size: the default (last 90 days) and `since` one year
 *   (all 50,000 rows, the largest answer one call can give);
 * - time until /analytics is interactive in headless Chromium: navigation → table caption shown
 *   → a search typed in filters the table;
 * - dashboard load time: navigation → all cards filled.
 * Target: < 1 s each. Writes bench/results/analytics.json.
 *
 *   node --import tsx bench/analytics.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, startServer } from '../e2e/harness.js';
import { demoKnowledgeList, queryFixtures, seedDataDir } from '../e2e/dashboard.seed.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/modules/demo/demo.data.js';
import { writeBenchResult, runBench } from './bench-results.js';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 50_000);
const DAYS = 365;
const RUNS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number) => Math.round(x * 10) / 10;

/** Median and worst time (ms) of RUNS calls of GET /api/chats/fetchall`query`, after one warm-up. */
async function timeFetch(url: string, cookie: string, query: string) {
  const times: number[] = [];
  let bytes = 0;
  let rows = 0;
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/chats/fetchall${query}`, { headers: { cookie } });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`fetchall ${res.status}: ${text.slice(0, 200)}`);
    if (i > 0) times.push(ms); // the first call warms the connection and the query plan
    bytes = Buffer.byteLength(text);
    rows = (JSON.parse(text) as { chats: unknown[] }).chats.length;
  }
  return { rows, bytes, medianMs: round(median(times)), maxMs: round(Math.max(...times)) };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'homeroom-bench-'));
  const seedStart = performance.now();
  await seedDataDir(dataDir, queryFixtures(QUERIES, DAYS, new Date(), 300));
  console.log(`seeded ${QUERIES} queries in ${Math.round(performance.now() - seedStart)} ms`);
  const server = await startServer({ dataDir });
  const browser = await launchBrowser();
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login ${login.status}`);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const cookie = cookies.join('; ');

    const fetchDefault = await timeFetch(server.url, cookie, '');
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString();
    const fetchAll = await timeFetch(server.url, cookie, `?since=${encodeURIComponent(yearAgo)}`);
    console.log('fetchall default', fetchDefault, 'fetchall all', fetchAll);

    const stubKnowledge = (await fetch(`${server.url}/api/s3/list`)).status === 404;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(
      cookies.map((c) => {
        const [name, ...rest] = c.split('=');
        return { name: name!, value: rest.join('='), url: server.url };
      }),
    );
    if (stubKnowledge) {
      await context.route('**/api/s3/list', (r) =>
        r.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(demoKnowledgeList()),
        }),
      );
    }
    const page = await context.newPage();

    async function analyticsRun() {
      const t0 = performance.now();
      await page.goto(`${server.url}/analytics`);
      await page.getByText(/^Showing 1-5 of \d+ queries$/).waitFor({ timeout: 60_000 });
      const shown = performance.now() - t0;
      await page.getByPlaceholder('Search queries...').fill('winter concert');
      await page
        .getByText(/^Showing 1-5 of \d+ queries$/)
        .filter({ hasNotText: `of ${fetchDefault.rows} ` })
        .waitFor();
      const interactive = performance.now() - t0;
      return { shownMs: shown, interactiveMs: interactive, searchMs: interactive - shown };
    }
    async function dashboardRun() {
      const t0 = performance.now();
      await page.goto(`${server.url}/dashboard`);
      await page.getByTestId('card-recent-queries').locator('li').first().waitFor({ timeout: 60_000 });
      await page.getByTestId('card-activity').getByTestId('activity-item').first().waitFor();
      await page.getByTestId('card-expiring').locator('li').first().waitFor();
      await page.getByTestId('count-Parent Queries').filter({ hasText: /^\d+$/ }).waitFor();
      return performance.now() - t0;
    }

    const analyticsCold = await analyticsRun();
    if (process.env.BENCH_DIAG) {
      for (const run of [analyticsRun, dashboardRun]) {
        await run();
        // Runs in the page (DOM types), so the entries are read through a loose shape.
        const entries = await page.evaluate(() =>
          (
            performance.getEntriesByType('resource') as unknown as {
              name: string;
              startTime: number;
              duration: number;
              responseStart: number;
            }[]
          ).map((e) => ({
            name: e.name.replace(/^https?:\/\/[^/]+/, ''),
            start: Math.round(e.startTime),
            ms: Math.round(e.duration),
            ttfb: Math.round(e.responseStart - e.startTime),
          })),
        );
        console.log(entries);
      }
    }
    const analyticsWarm: Awaited<ReturnType<typeof analyticsRun>>[] = [];
    for (let i = 0; i < RUNS; i++) analyticsWarm.push(await analyticsRun());
    const dashboardCold = await dashboardRun();
    const dashboardWarm: number[] = [];
    for (let i = 0; i < RUNS; i++) dashboardWarm.push(await dashboardRun());

    const result = {
      benchmark: 'analytics',
      date: new Date().toISOString(),
      storedQueries: QUERIES,
      spreadDays: DAYS,
      knowledgeListStubbed: stubKnowledge,
      fetchall: { default90Days: fetchDefault, allRowsOneYear: fetchAll },
      analyticsPage: {
        coldInteractiveMs: round(analyticsCold.interactiveMs),
        medianTableShownMs: round(median(analyticsWarm.map((r) => r.shownMs))),
        medianInteractiveMs: round(median(analyticsWarm.map((r) => r.interactiveMs))),
        medianSearchMs: round(median(analyticsWarm.map((r) => r.searchMs))),
      },
      dashboard: { coldLoadMs: round(dashboardCold), medianLoadMs: round(median(dashboardWarm)) },
      targetMs: 1000,
      // Figures are only comparable at similar load: other processes share these CPUs.
      machine: { cpus: cpus().length, loadAverage1m: round(loadavg()[0]!) },
    };
    writeBenchResult('analytics.json', result);
    console.log(JSON.stringify(result, null, 2));
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
