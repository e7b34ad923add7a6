import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { feeAndBellPdf, fixtureFile } from '../server/modules/ingestion/fixtures/fixtures.js';
import { useServerAndBrowser, openSignedInPage } from './harness.js';

/**
 * "What the assistant reads" in a real browser: upload a school web page saved as markdown (front
 * matter, embedded HTML, a table), a PDF with a fee table and a bell schedule, and a flyer PNG;
 * open the panel for each and see clean units, table rows and highlighted typed values; then ask
 * the Chat screen a fee-table question.
 */

const OUT_DIR = path.resolve('test-results/screenshots');
const TIMEOUT = 180_000;

beforeAll(async () => {
  await mkdir(OUT_DIR, { recursive: true });
}, TIMEOUT);

const e2e = useServerAndBrowser({ timeoutMs: TIMEOUT });

const PAGE_MD = `---
title: "Lunch & Recess"
newsletter_date: 2021-09-01T00:00:00-05:00
---

## Lunch &amp; Recess

<p dir="ltr">Students go outside daily unless it&rsquo;s below 20&deg;F. Questions? Call (609) 555-0142.</p>

| Meal | Student | Adult |
|---|---|---|
| Breakfast | $1.75 | $2.50 |
| Lunch | $3.10 | $4.25 |
`;

async function openPanel(page: Page, fileName: string) {
  const card = page
    .getByTestId('knowledge-card')
    .filter({ has: page.getByRole('button', { name: fileName, exact: true }) });
  await card.getByRole('button', { name: 'What the assistant reads' }).click();
  const panel = page.getByRole('dialog', { name: 'What the assistant reads' });
  await panel.getByTestId('extracted-counts').waitFor();
  return panel;
}

describe('what the assistant reads', () => {
  it(
    'shows the units of a pasted web page, a PDF with tables and a flyer',
    async () => {
      const { context, page } = await openSignedInPage(e2e, {
        emailPrefix: 'reads',
        context: { viewport: { width: 1280, height: 900 } },
      });
      await page.goto(`${e2e.server.url}/knowledge-library`);
      await page.getByRole('heading', { name: 'Knowledge Library' }).waitFor();

      await page.getByRole('button', { name: 'Upload Content' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Upload Content' });
      await dialog.getByTestId('upload-input').setInputFiles([
        { name: 'lunch-and-recess.md', mimeType: 'text/markdown', buffer: Buffer.from(PAGE_MD) },
        { name: 'cafeteria.pdf', mimeType: 'application/pdf', buffer: await feeAndBellPdf() },
        { name: 'fall-festival.png', mimeType: 'image/png', buffer: fixtureFile('flyer.png') },
      ]);
      await dialog.getByLabel('Content Type').selectOption('newsletter');
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByText('File(s) successfully uploaded').waitFor();
      await expect
        .poll(
          async () =>
            (
              (await page.evaluate(async () => (await fetch('/api/s3/sync-status')).json())) as {
                data: { syncStatus: string }[];
              }
            ).data.map((s) => s.syncStatus),
          { timeout: 120_000, interval: 1000 },
        )
        .toEqual(['FINISHED', 'FINISHED', 'FINISHED']);
      await page.getByRole('button', { name: 'What the assistant reads' }).nth(2).waitFor();
      await page.screenshot({ path: path.join(OUT_DIR, 'extracted-library-1280.png') });

      const pdf = await openPanel(page, 'cafeteria.pdf');
      const row = pdf
        .locator('[data-kind="table-row"]')
        .filter({ hasText: 'Lunch — Student: $3.10; Reduced: $0.40; Adult: $4.25' });
      expect(await row.count()).toBe(1);
      expect(await row.innerText()).toContain('Cafeteria and Schedule › Meal Prices ›');
      expect(await row.locator('mark[data-value-type="money"]').count()).toBe(3);
      expect(await pdf.getByTestId('extracted-counts').innerText()).toMatch(/7 table rows/);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(OUT_DIR, 'extracted-pdf-1280.png') });
      await pdf.getByRole('button', { name: 'Close' }).click();

      const md = await openPanel(page, 'lunch-and-recess.md');
      const mdText = await md.innerText();
      expect(mdText).toContain('Students go outside daily unless it’s below 20°F.');
      expect(mdText).not.toMatch(/newsletter_date|<p|&rsquo;|\|/);
      expect(await md.locator('mark[data-value-type="phone"]').innerText()).toBe('(609) 555-0142');
      await page.screenshot({ path: path.join(OUT_DIR, 'extracted-markdown-1280.png') });
      await md.getByRole('button', { name: 'Close' }).click();

      const flyer = await openPanel(page, 'fall-festival.png');
      const blocks = flyer.getByTestId('extracted-unit');
      expect(await blocks.count()).toBe(4);
      expect(await blocks.nth(1).innerText()).toContain(
        'Saturday, October 18 10:00 AM to 2:00 PM Cash and cards accepted',
      );
      expect(await blocks.nth(0).innerText()).toContain('Fall Festival ›');
      await page.screenshot({ path: path.join(OUT_DIR, 'extracted-flyer-1280.png') });
      await flyer.getByRole('button', { name: 'Close' }).click();

      // The Chat screen answers a fee-table question from the right row.
      await page.goto(`${e2e.server.url}/chat`);
      await page.getByRole('heading', { name: 'Chat' }).waitFor();
      await page.getByPlaceholder('Type your message here...').fill('how much is lunch for an adult');
      await page.keyboard.press('Enter');
      const reply = page.getByTestId('chat-bot-message').first();
      await reply.waitFor();
      expect(await reply.innerText()).toContain('Lunch — Student: $3.10; Reduced: $0.40; Adult: $4.25');
      await page.screenshot({ path: path.join(OUT_DIR, 'extracted-chat-1280.png') });
      await context.close();
    },
    TIMEOUT,
  );
});
