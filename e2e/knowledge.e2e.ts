import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { makeDocx, makeExe, makePdf, makeTxt } from '../server/modules/knowledge/fixtures/make-fixtures.js';
import { useServerAndBrowser, openSignedInPage } from './harness.js';

/**
 * The Knowledge Library journey in a real browser against the real server (docs/product-spec.md): upload real PDF/DOCX/PNG/TXT files from the dialog, see them with
 * the right indicators and reach FINISHED through the ingestion worker, open one through its signed
 * URL, edit expiry, delete with confirmation, search, sort, a refused upload, and sync-status polling.
 */

const OUT_DIR = path.resolve('test-results/screenshots');
const TIMEOUT = 120_000;

beforeAll(async () => {
  await mkdir(OUT_DIR, { recursive: true });
}, TIMEOUT);

const e2e = useServerAndBrowser({ timeoutMs: TIMEOUT });

async function signedInPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  return openSignedInPage(e2e, {
    emailPrefix: `library-${width}`,
    context: { viewport: { width, height: width < 768 ? 812 : 900 } },
  });
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT_DIR, `knowledge-${name}-${width}.png`), fullPage: true });
}

const card = (page: Page, fileName: string): Locator =>
  page
    .getByTestId('knowledge-card')
    .filter({ has: page.getByRole('button', { name: fileName, exact: true }) });

/** A PNG of real rendered text (a flyer), made by the browser itself, so OCR has words to find. */
async function textPng(context: BrowserContext, text: string): Promise<Buffer> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 900, height: 200 });
  await page.setContent(
    `<body style="margin:0;background:#fff"><h1 style="font:bold 48px sans-serif;color:#000;padding:40px">${text}</h1></body>`,
  );
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

function isoDate(daysFromNow: number): string {
  const d = new Date(Date.now() + daysFromNow * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('knowledge library', () => {
  it(
    'uploads, lists, opens, edits and deletes knowledge in a real browser',
    async () => {
      const width = 1280;
      const { context, page } = await signedInPage(width);
      await page.goto(`${e2e.server.url}/knowledge-library`);
      await page.getByRole('heading', { name: 'Knowledge Library' }).waitFor();
      await page.getByText('No knowledge found in the library').waitFor();
      await shoot(page, 'empty', width);

      // Upload dialog: drop area texts, multiple files, count badge, removal, "Add More Files".
      await page.getByRole('button', { name: 'Upload Content' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Upload Content' });
      await dialog.getByText('Drag and drop files, or click to browse').waitFor();
      await dialog.getByText('Support for PDF, Word documents, images, and audio files').waitFor();
      const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
      expect(await upload.isDisabled()).toBe(true);

      await dialog.getByTestId('upload-input').setInputFiles([
        {
          name: 'handbook.pdf',
          mimeType: 'application/pdf',
          buffer: await makePdf(['Parent Handbook', 'Lunch is at 12:15.']),
        },
        {
          name: 'policy.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: await makeDocx(),
        },
        { name: 'extra.txt', mimeType: 'text/plain', buffer: makeTxt('to be removed') },
      ]);
      await dialog.getByLabel('3 files selected').waitFor();
      await dialog.getByRole('button', { name: 'Remove extra.txt' }).click();
      await dialog.getByLabel('2 files selected').waitFor();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: 'Add More Files' }).click(),
      ]);
      await chooser.setFiles([
        {
          name: 'flyer.png',
          mimeType: 'image/png',
          buffer: await textPng(context, 'Sports Day is on Friday 5 June'),
        },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: makeTxt() },
      ]);
      await dialog.getByLabel('4 files selected').waitFor();
      expect(await upload.isDisabled()).toBe(true);

      await dialog.getByLabel('Content Type').selectOption('handbook');
      await dialog.getByLabel('Expiry Date').selectOption('custom');
      expect(await dialog.getByLabel('Time', { exact: true }).inputValue()).toBe('23:59');
      expect(await dialog.getByLabel(/^Date/).getAttribute('min')).toBe(isoDate(0));
      await dialog
        .getByText('Content will not appear in parent queries after the expiry date and time.')
        .waitFor();
      expect(await upload.isDisabled()).toBe(true);
      await dialog.getByLabel('Expiry Date').selectOption('7');
      expect(await upload.isEnabled()).toBe(true);
      await shoot(page, 'upload-dialog', width);

      await upload.click();
      await page.getByText('File(s) successfully uploaded').waitFor();
      expect(await dialog.isVisible()).toBe(false);
      await page.getByTestId('knowledge-card').nth(3).waitFor();
      expect(await page.getByTestId('knowledge-card').count()).toBe(4);

      for (const name of ['handbook.pdf', 'policy.docx', 'flyer.png', 'notes.txt']) {
        const c = card(page, name);
        expect(await c.getByTestId('content-type').innerText()).toBe('handbook');
        const expiry = c.getByTestId('expiry');
        expect(await expiry.innerText()).toBe('Expires in 7 days');
        expect(await expiry.getAttribute('data-tone')).toBe('orange');
      }
      // The ingestion worker takes each file to FINISHED (OCR for the image); the page polls until
      // then, and a finished file shows no sync indicator.
      const syncStatuses = async () =>
        (
          (await page.evaluate(async () => (await fetch('/api/s3/sync-status')).json())) as {
            data: { syncStatus: string }[];
          }
        ).data.map((s) => s.syncStatus);
      await expect
        .poll(syncStatuses, { timeout: 90_000, interval: 1000 })
        .toEqual(['FINISHED', 'FINISHED', 'FINISHED', 'FINISHED']);
      await page.getByTestId('sync').first().waitFor({ state: 'detached', timeout: 10_000 });
      expect(await page.getByTestId('sync').count()).toBe(0);
      await shoot(page, 'grid', width);

      // Open a file: a new tab on the signed URL, served inline with its real type.
      const signed = context.waitForEvent('response', (r) => r.url().includes('/api/files/signed'));
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        card(page, 'flyer.png').getByRole('button', { name: 'flyer.png', exact: true }).click(),
      ]);
      const response = await signed;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['content-disposition']).toMatch(/^inline; filename="flyer.png"/);
      await tab!.waitForURL(/\/api\/files\/signed\?/);
      await tab!.close();

      // Edit: read-only name; first to Never, then to a custom date whose time defaults to 23:59.
      const edit = page.getByRole('dialog', { name: 'Edit Knowledge' });
      await card(page, 'handbook.pdf').getByRole('button', { name: 'Edit handbook.pdf' }).click();
      expect(await edit.getByLabel('File Name').inputValue()).toBe('handbook.pdf');
      expect(await edit.getByLabel('File Name').isDisabled()).toBe(true);
      expect(await edit.getByLabel('Upload Date').isDisabled()).toBe(true);
      expect(await edit.getByLabel('Expiry', { exact: true }).inputValue()).toBe('custom');
      await edit.getByLabel('Expiry', { exact: true }).selectOption('never');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('File updated successfully').waitFor();
      expect(await card(page, 'handbook.pdf').getByTestId('expiry').innerText()).toBe('Never');

      await card(page, 'handbook.pdf').getByRole('button', { name: 'Edit handbook.pdf' }).click();
      await edit.getByLabel('Content Type').selectOption('policy');
      await edit.getByLabel('Expiry', { exact: true }).selectOption('custom');
      expect(await edit.getByLabel('Time', { exact: true }).inputValue()).toBe('23:59');
      expect(await edit.getByLabel(/^Date/).getAttribute('min')).toBe(isoDate(0));
      expect(await edit.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
      await edit.getByLabel(/^Date/).fill(isoDate(30));
      await shoot(page, 'edit-dialog', width);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('File updated successfully').waitFor();
      const edited = card(page, 'handbook.pdf');
      await edited.getByTestId('content-type').getByText('policy').waitFor();
      expect(await edited.getByTestId('expiry').getAttribute('data-tone')).toBe('green');
      expect(await edited.getByTestId('expiry').innerText()).toMatch(/^Expires in 3[01] days$/);

      // Delete with confirmation.
      await card(page, 'policy.docx').getByRole('button', { name: 'Delete policy.docx' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete File' });
      await confirm.getByText('policy.docx').waitFor();
      await shoot(page, 'delete-confirm', width);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('File deleted successfully').waitFor();
      await card(page, 'policy.docx').waitFor({ state: 'detached' });
      expect(await page.getByTestId('knowledge-card').count()).toBe(3);

      // Search and its empty state.
      await page.getByLabel('Search knowledge').fill('FLYER');
      await card(page, 'flyer.png').waitFor();
      expect(await page.getByTestId('knowledge-card').count()).toBe(1);
      await page.getByLabel('Search knowledge').fill('no such thing');
      await page.getByText('No matching knowledge found').waitFor();
      await page.getByLabel('Search knowledge').fill('');

      // ?defaultSort= picks the initial order.
      await page.goto(`${e2e.server.url}/knowledge-library?defaultSort=name-asc`);
      await page.getByTestId('knowledge-card').nth(2).waitFor();
      expect(await page.getByLabel('Sort by').inputValue()).toBe('name-asc');
      const names = await page.getByTestId('knowledge-card').locator('button[title]').allInnerTexts();
      expect(names).toEqual(['flyer.png', 'handbook.pdf', 'notes.txt']);
      await page.getByLabel('Sort by').selectOption('expiry-asc');
      // flyer and notes expire together (same upload, 7 days); the handbook in 30 days comes last.
      const byExpiry = await page.getByTestId('knowledge-card').locator('button[title]').allInnerTexts();
      expect(byExpiry[2]).toBe('handbook.pdf');
      expect(byExpiry.slice(0, 2).sort()).toEqual(['flyer.png', 'notes.txt']);

      // A refused upload closes the dialog and shows the server's reason.
      await page.getByRole('button', { name: 'Upload Content' }).first().click();
      await dialog
        .getByTestId('upload-input')
        .setInputFiles([{ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: makeExe() }]);
      await dialog.getByLabel('Content Type').selectOption('policy');
      await upload.click();
      await page.getByRole('alert').getByText('"invoice.pdf" is not a supported file type').waitFor();
      expect(await page.getByTestId('knowledge-card').count()).toBe(3);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'renders the library and the upload dialog on a phone',
    async () => {
      const width = 375;
      const { context, page } = await signedInPage(width);
      const form = new FormData();
      form.append('files', new Blob([makeTxt('Bus leaves at 7:45.')]), 'bus-times.txt');
      form.append(
        'files',
        new Blob([new Uint8Array(await makePdf())]),
        'A very long newsletter title for the autumn term 2026.pdf',
      );
      form.append('contentType', 'newsletter');
      form.append('expiryDays', '1');
      const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const res = await fetch(`${e2e.server.url}/api/s3/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: cookies },
      });
      expect(res.status).toBe(201);

      // Stand in for the ingestion worker at the network edge: PROCESSING twice, then one FINISHED
      // and one FAILED without a message. The page must poll every 3 s and stop once all are final.
      const calls: number[] = [];
      await page.route('**/api/s3/sync-status', async (route) => {
        const real = (await (await route.fetch()).json()) as { data: { key: string }[] };
        calls.push(Date.now());
        const done = calls.length > 2;
        const data = real.data.map((s, i) => ({
          key: s.key,
          syncStatus: done ? (i === 0 ? 'FAILED' : 'FINISHED') : 'PROCESSING',
          errorMessage: null,
        }));
        await route.fulfill({ json: { success: true, data } });
      });
      await page.goto(`${e2e.server.url}/knowledge-library`);
      await page.getByTestId('knowledge-card').nth(1).waitFor();
      const tone = await card(page, 'bus-times.txt').getByTestId('expiry').getAttribute('data-tone');
      expect(tone).toBe('red');
      await page.getByText('Adding to knowledge base...').first().waitFor();
      await page.getByText('AI sync failed - please try re-uploading the file').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('sync').count()).toBe(1);
      expect(calls.length).toBe(3);
      expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(2500);
      await page.waitForTimeout(4000);
      expect(calls.length).toBe(3);
      await shoot(page, 'grid', width);
      await page.getByRole('button', { name: 'Upload Content' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Upload Content' });
      await dialog.getByTestId('upload-input').setInputFiles(
        Array.from({ length: 9 }, (_, i) => ({
          name: `attachment-${i + 1}.txt`,
          mimeType: 'text/plain',
          buffer: makeTxt(),
        })),
      );
      await dialog.getByLabel('Expiry Date').selectOption('custom');
      await shoot(page, 'upload-dialog', width);
      await context.close();
    },
    TIMEOUT,
  );
});
