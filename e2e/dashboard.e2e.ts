import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { signUpViaApi, signInThroughForm, useServerAndBrowser } from './harness.js';
import { demoKnowledgeList, queryFixtures, seedDataDir } from './dashboard.seed.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/modules/demo/demo.data.js';

/**
 * Dashboard and analytics in a real browser (docs/product-spec.md Dashboard/Analytics):
 * an empty school and the demo school (with a known query log of 40 queries over 4 weeks), the
 * per-card error states with route interception, search/sort/paging, inert hostile markdown, and
 * screenshots at 1280 and 375 px (test-results/screenshots/dashboard-*.png, analytics-*.png).
 */

const OUT_DIR = path.resolve('test-results/screenshots');
const TIMEOUT = 120_000;
const EMPTY_PASSWORD = 'correct horse battery';

let dataDir: string;
/** True while `GET /api/s3/list` (knowledge module) is not on this branch: then it is stubbed. */
let stubKnowledgeList = false;
const fixtures = queryFixtures(40, 28);

beforeAll(async () => {
  mkdirSync(OUT_DIR, { recursive: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'homeroom-dash-'));
  await seedDataDir(dataDir, fixtures);
}, TIMEOUT);

const e2e = useServerAndBrowser({ dataDir: () => dataDir, timeoutMs: TIMEOUT });

beforeAll(async () => {
  stubKnowledgeList = (await fetch(`${e2e.server.url}/api/s3/list`)).status === 404;
}, TIMEOUT);

afterAll(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(
  email: string,
  password: string,
  width = 1280,
  empty = false,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  if (stubKnowledgeList) {
    const body = empty ? { success: true, data: [], count: 0, message: '' } : demoKnowledgeList();
    await context.route('**/api/s3/list', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
    );
  }
  const page = await context.newPage();
  await signInThroughForm(page, e2e.server, email, password);
  return { context, page };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), fullPage: true });
}

describe('empty school', () => {
  for (const width of [1280, 375]) {
    it(
      `shows every empty state at ${width} px`,
      async () => {
        const email = `empty-${width}-${Date.now()}@school.test`;
        await signUpViaApi(e2e.server, email, EMPTY_PASSWORD);
        const { context, page } = await signedIn(email, EMPTY_PASSWORD, width, true);
        await page.getByText('Welcome back, School').waitFor();
        await page.getByText('All Systems Operational').waitFor();
        await page.getByText('No recent parent queries').waitFor();
        await page.getByText('No recent activity recorded').waitFor();
        await page.getByText('No knowledge expiring soon').waitFor();
        expect(await page.getByTestId('count-Parent Queries').textContent()).toBe('0');
        expect(await page.getByTestId('count-Live Knowledge').textContent()).toBe('0');
        await shoot(page, `dashboard-empty-${width}`);

        await page.getByRole('link', { name: 'View analytics' }).click();
        await page.waitForURL('**/analytics');
        await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
        await page.getByText('No queries found').waitFor();
        await page.getByText('No category data available').waitFor();
        await page.getByText('No volume data available').waitFor();
        expect(await page.getByTestId('stat-Total Queries').textContent()).toBe('0');
        expect(await page.getByTestId('stat-Average Response Time').textContent()).toBe('0.0s');
        expect(await page.getByTestId('stat-Query Resolution').textContent()).toBe('0%');
        await shoot(page, `analytics-empty-${width}`);
        await context.close();
      },
      TIMEOUT,
    );
  }
});

describe('demo school', () => {
  for (const width of [1280, 375]) {
    it(
      `renders the dashboard and analytics at ${width} px`,
      async () => {
        const { context, page } = await signedIn(DEMO_EMAIL, DEMO_PASSWORD, width);
        await page.getByText('Welcome back, Maple Grove Elementary').waitFor();
        const recent = page.getByTestId('card-recent-queries');
        await recent.getByText(fixtures[0]!.query).waitFor();
        expect(await recent.locator('li').count()).toBe(3);
        // Fixtures are spaced 0.7 days apart from 1 h ago: 10 of them fall within the last 7 days.
        const inWeek = fixtures.filter((f) => f.receivedAt.getTime() > Date.now() - 7 * 86_400_000).length;
        expect(await page.getByTestId('count-Parent Queries').textContent()).toBe(String(inWeek));
        const activity = page.getByTestId('card-activity');
        await activity.getByTestId('activity-item').first().waitFor();
        expect(await activity.getByTestId('activity-item').count()).toBe(4);
        await activity.getByText('Page 1 of 2').waitFor();
        await activity.getByRole('button', { name: 'Next activity page' }).click();
        await activity.getByText('Page 2 of 2').waitFor();
        expect(await activity.getByTestId('activity-item').count()).toBe(2);
        await page.getByTestId('card-expiring').getByText('Bus Route Changes.md').waitFor();
        expect(await page.getByTestId('count-Live Knowledge').textContent()).toBe('6');
        expect(
          await page
            .getByTestId('card-expiring')
            .getByRole('link', { name: 'View all' })
            .getAttribute('href'),
        ).toBe('/knowledge-library?defaultSort=expiry-asc');
        expect(await page.getByRole('link', { name: 'View library' }).getAttribute('href')).toBe(
          '/knowledge-library',
        );
        expect(
          await page
            .getByTestId('card-recent-queries')
            .getByRole('link', { name: 'View all' })
            .getAttribute('href'),
        ).toBe('/analytics');
        await shoot(page, `dashboard-demo-${width}`);

        await page.goto(`${e2e.server.url}/analytics`);
        await page.getByRole('heading', { name: 'Analytics Dashboard' }).waitFor();
        await page.getByTestId('category-pie').waitFor();
        await page.getByTestId('volume-line').waitFor();
        await page.getByText('Showing 1-5 of 40 queries').waitFor();
        await shoot(page, `analytics-demo-${width}`);
        await context.close();
      },
      TIMEOUT,
    );
  }

  it(
    'computes the stat cards per the spec and drives the table',
    async () => {
      const { context, page } = await signedIn(DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto(`${e2e.server.url}/analytics`);
      await page.getByText('Showing 1-5 of 40 queries').waitFor();

      const now = Date.now();
      const window = fixtures.filter((f) => f.receivedAt.getTime() >= now - 30 * 86_400_000);
      const timed = window.filter((f) => f.responseMs !== null);
      const avg = Math.round((timed.reduce((s, f) => s + f.responseMs! / 1000, 0) / timed.length) * 10) / 10;
      const rate = Math.round((window.filter((f) => f.resolved).length / window.length) * 100);
      expect(await page.getByTestId('stat-Total Queries').textContent()).toBe(String(window.length));
      expect(await page.getByTestId('stat-Average Response Time').textContent()).toBe(`${avg.toFixed(1)}s`);
      expect(await page.getByTestId('stat-Query Resolution').textContent()).toBe(`${rate}%`);
      await page
        .getByText(/Uncategorized \d+%/)
        .first()
        .waitFor();

      // Hostile markdown renders inert: no script ran, no raw <img>, javascript: link neutralised.
      await page.getByRole('link', { name: 'the calendar' }).waitFor();
      expect(await page.getByRole('link', { name: 'the calendar' }).getAttribute('target')).toBe('_blank');
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('table img, table script').count()).toBe(0);
      const click = page.locator('table a', { hasText: 'click' });
      expect((await click.getAttribute('href')) ?? '').not.toMatch(/^javascript:/i);

      // Paging: first / previous / up to 5 numbers / next.
      expect(await page.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(5);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText('Showing 6-10 of 40 queries').waitFor();
      await page.getByRole('button', { name: 'Page 5' }).click();
      await page.getByText('Showing 21-25 of 40 queries').waitFor();
      // The 5 numbered buttons follow the current page.
      expect(await page.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).toEqual([
        '3',
        '4',
        '5',
        '6',
        '7',
      ]);
      await page.getByRole('button', { name: 'Page 7' }).click();
      await page.getByRole('button', { name: 'Page 8' }).click();
      await page.getByText('Showing 36-40 of 40 queries').waitFor();
      await page.getByRole('button', { name: 'First page' }).click();
      await page.getByText('Showing 1-5 of 40 queries').waitFor();

      // Search: case-insensitive over query text and category, client-side.
      await page.getByPlaceholder('Search queries...').fill('WINTER CONCERT');
      await page.getByText('Showing 1-5 of 8 queries').waitFor();
      await page.getByPlaceholder('Search queries...').fill('uncategorized');
      const empties = fixtures.filter((f) => f.category === '').length;
      await page.getByText(`of ${empties} queries`).waitFor();
      await page.getByPlaceholder('Search queries...').fill('no such thing');
      await page.getByText('No queries found').waitFor();
      await page.getByPlaceholder('Search queries...').fill('');

      // Sort: oldest first puts the oldest fixture on top.
      await page.getByLabel('Sort queries').selectOption({ label: 'Date (Oldest First)' });
      await page.getByTestId('query-row').first().getByText(fixtures.at(-1)!.query).waitFor();
      await page.getByLabel('Sort queries').selectOption({ label: 'Category' });
      await page.getByTestId('query-row').first().getByText('Academics').waitFor();
      await context.close();
    },
    TIMEOUT,
  );
});

describe('failures stay in their card', () => {
  it(
    'a failing chats call breaks only the chat cards; Try Again recovers',
    async () => {
      const { context, page } = await signedIn(DEMO_EMAIL, DEMO_PASSWORD);
      await page.route('**/api/chats/fetchall**', (r) => r.fulfill({ status: 500 }));
      await page.goto(`${e2e.server.url}/dashboard`);
      await page.getByTestId('card-recent-queries').getByText('Error loading chat data').waitFor();
      // The other cards still work.
      await page.getByTestId('card-expiring').getByText('Bus Route Changes.md').waitFor();
      await page.getByTestId('card-activity').getByTestId('activity-item').first().waitFor();
      expect(await page.getByTestId('count-Live Knowledge').textContent()).toBe('6');
      await shoot(page, 'dashboard-chat-error-1280');

      await page.unroute('**/api/chats/fetchall**');
      await page.getByTestId('card-recent-queries').getByRole('button', { name: 'Try Again' }).click();
      await page.getByTestId('card-recent-queries').getByText(fixtures[0]!.query).waitFor();

      await page.route('**/api/chats/fetchall**', (r) => r.fulfill({ status: 503, body: '' }));
      await page.goto(`${e2e.server.url}/analytics`);
      await page.getByText('Error loading analytics data').waitFor();
      await page.getByText('Error 503: Service Unavailable').waitFor();
      await shoot(page, 'analytics-error-1280');
      await page.unroute('**/api/chats/fetchall**');
      await page.route('**/api/chats/fetchall**', (r) =>
        r.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[]}' }),
      );
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByText('Failed to fetch chat data').waitFor();
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'failing knowledge and activity calls show their own errors, chats still load',
    async () => {
      const { context, page } = await signedIn(DEMO_EMAIL, DEMO_PASSWORD);
      await page.route('**/api/s3/list', (r) => r.fulfill({ status: 500 }));
      await page.route('**/api/activitylogs**', (r) => r.fulfill({ status: 500 }));
      await page.goto(`${e2e.server.url}/dashboard`);
      await page.getByTestId('card-expiring').getByText('Error loading knowledge data').waitFor();
      await page.getByTestId('card-recent-files').getByText('Error loading knowledge data').waitFor();
      await page.getByTestId('card-activity').getByText('Failed to load activity logs').waitFor();
      await page.getByTestId('card-recent-queries').getByText(fixtures[0]!.query).waitFor();
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'uploads from the dashboard: success banner, new file and activity; a refused file shows the error',
    async () => {
      const { context, page } = await signedIn(DEMO_EMAIL, DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Upload New Knowledge' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Content' });
      await dialog.getByText('Drag and drop files, or click to browse').waitFor();
      await dialog.getByText('Support for PDF, Word documents, images, and audio files').waitFor();
      const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
      expect(await upload.isDisabled()).toBe(true);
      await dialog.getByTestId('upload-input').setInputFiles({
        name: 'pajama-day.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Pajama day is this Friday. Students may wear pajamas to school.'),
      });
      await dialog.getByLabel('Content Type').selectOption('announcement');
      await upload.click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Knowledge uploaded successfully').waitFor();
      await page.getByTestId('card-recent-files').getByText('pajama-day.txt').waitFor();
      await page.getByTestId('card-activity').getByText('Uploaded pajama-day.txt (announcement)').waitFor();
      await page.getByTestId('count-Live Knowledge').getByText('7').waitFor();
      await shoot(page, 'dashboard-uploaded-1280');
      // The success banner clears after 3 s (docs/product-spec.md).
      await page.getByText('Knowledge uploaded successfully').waitFor({ state: 'detached', timeout: 6000 });

      // A file whose content is not what its name says is refused; the reason shows as a banner.
      await page.getByRole('button', { name: 'Upload New Knowledge' }).click();
      await dialog.getByTestId('upload-input').setInputFiles({
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
      });
      await dialog.getByLabel('Content Type').selectOption('policy');
      await upload.click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('alert').filter({ hasText: 'invoice.pdf' }).waitFor();
      await context.close();
    },
    TIMEOUT,
  );
});
