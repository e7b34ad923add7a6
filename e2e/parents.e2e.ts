import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser, openSignedInPage } from './harness.js';

/**
 * The parents directory in a real browser against the real server (docs/product-spec.md Parents
 * Management): add, edit, search, sort, delete; import a CSV with valid, invalid and duplicate rows
 * and read the counts and reasons; download the sample and import it again. Screenshots at 1280 and 375 px.
 */

const OUT_DIR = path.resolve('test-results/screenshots');
const TIMEOUT = 120_000;

beforeAll(async () => {
  await mkdir(OUT_DIR, { recursive: true });
}, TIMEOUT);

const e2e = useServerAndBrowser({ timeoutMs: TIMEOUT });

async function signedInPage(width: number): Promise<Page> {
  const { page } = await openSignedInPage(e2e, {
    emailPrefix: `parents-${width}`,
    context: { viewport: { width, height: width < 768 ? 812 : 800 }, acceptDownloads: true },
  });
  await page.getByRole('link', { name: 'Parents Management' }).click();
  await page.waitForURL('**/parents');
  await page.getByRole('heading', { name: 'Parents Management' }).waitFor();
  return page;
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(OUT_DIR, `parents-${name}-${width}.png`), fullPage: true });
}

/** The table cell with exactly this text (the actions cell's name contains the parent's name too). */
function cell(page: Page, text: string) {
  return page.getByRole('cell', { name: text, exact: true });
}

/** Names in the table, top to bottom. */
async function tableNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Parents' }).locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
}

async function addParent(page: Page, name: string, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Parent' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Parent' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('WhatsApp Number').fill(number);
  await dialog.getByRole('button', { name: 'Add Parent' }).click();
}

async function importFile(page: Page, name: string, content: string | Buffer) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Parents from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  return dialog;
}

describe('parents directory', () => {
  it(
    'adds, edits, searches, sorts and deletes parents',
    async () => {
      const width = 1280;
      const page = await signedInPage(width);
      await page.getByText('No parents added yet').waitFor();
      await shoot(page, 'empty', width);

      // Add: the placeholder shows the international format; a bad number is refused in the dialog.
      await page.getByRole('button', { name: 'Add Parent' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Parent' });
      expect(await dialog.getByLabel('WhatsApp Number').getAttribute('placeholder')).toBe('+1 415 555 0123');
      await dialog.getByLabel('Name').fill('Maria Garcia');
      await dialog.getByLabel('WhatsApp Number').fill('12345');
      await dialog.getByRole('button', { name: 'Add Parent' }).click();
      await dialog
        .getByRole('alert')
        .getByText(/^Invalid WhatsApp number: it is too short/)
        .waitFor();
      await shoot(page, 'add-error', width);
      await dialog.getByLabel('WhatsApp Number').fill('(415) 555-0123');
      await dialog.getByRole('button', { name: 'Add Parent' }).click();
      await page.getByRole('status').getByText('Parent added successfully').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await cell(page, '+1 415 555 0123').waitFor();

      await addParent(page, 'James Smith', '+1 212 555 0199');
      await cell(page, 'James Smith').waitFor();
      await addParent(page, '=HYPERLINK("http://evil.test","Click me")', '+61 491 570 156');
      // A formula-looking name is shown as the literal text, not a link.
      await cell(page, '=HYPERLINK("http://evil.test","Click me")').waitFor();
      expect(await page.getByRole('table').getByRole('link').count()).toBe(0);

      // A duplicate number (other formatting) is refused with the server's message.
      await addParent(page, 'Someone Else', '415.555.0123');
      await page
        .getByRole('dialog', { name: 'Add Parent' })
        .getByText('A parent with this WhatsApp number is already in the directory')
        .waitFor();
      await page.getByRole('dialog', { name: 'Add Parent' }).getByRole('button', { name: 'Cancel' }).click();

      // Sort: default name A-Z, then the other three options.
      expect(await tableNames(page)).toEqual([
        '=HYPERLINK("http://evil.test","Click me")',
        'James Smith',
        'Maria Garcia',
      ]);
      await page.getByLabel('Sort parents').selectOption('name-desc');
      expect(await tableNames(page)).toEqual([
        'Maria Garcia',
        'James Smith',
        '=HYPERLINK("http://evil.test","Click me")',
      ]);
      await page.getByLabel('Sort parents').selectOption('date-desc');
      expect(await tableNames(page)).toEqual([
        '=HYPERLINK("http://evil.test","Click me")',
        'James Smith',
        'Maria Garcia',
      ]);
      await page.getByLabel('Sort parents').selectOption('date-asc');
      expect(await tableNames(page)).toEqual([
        'Maria Garcia',
        'James Smith',
        '=HYPERLINK("http://evil.test","Click me")',
      ]);

      // Search by name and by number in any formatting.
      await page.getByLabel('Search parents').fill('james');
      expect(await tableNames(page)).toEqual(['James Smith']);
      await page.getByLabel('Search parents').fill('(415) 555');
      expect(await tableNames(page)).toEqual(['Maria Garcia']);
      await page.getByText('Showing 1 of 3 parents').waitFor();
      await page.getByLabel('Search parents').fill('nobody');
      await page.getByText('No parents match your search').waitFor();
      await page.getByLabel('Search parents').fill('');

      // Edit name and number.
      await page.getByRole('button', { name: 'Edit James Smith' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Parent' });
      expect(await edit.getByLabel('WhatsApp Number').inputValue()).toBe('+1 212 555 0199');
      await edit.getByLabel('Name').fill('James R. Smith');
      await edit.getByLabel('WhatsApp Number').fill('+1 646 555 0100');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('status').getByText('Parent updated successfully').waitFor();
      await cell(page, 'James R. Smith').waitFor();
      await cell(page, '+1 646 555 0100').waitFor();
      await shoot(page, 'directory', width);

      // Delete through the confirm dialog; cancelling keeps the parent.
      await page.getByRole('button', { name: 'Delete Maria Garcia' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Parent' });
      await confirm.getByText('+1 415 555 0123').waitFor();
      await shoot(page, 'delete-confirm', width);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(await tableNames(page)).toContain('Maria Garcia');
      await page.getByRole('button', { name: 'Delete Maria Garcia' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Parent' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByRole('status').getByText('Parent deleted successfully').waitFor();
      await cell(page, 'Maria Garcia').waitFor({ state: 'detached' });
      expect(await tableNames(page)).not.toContain('Maria Garcia');

      // After a reload the server agrees.
      await page.reload();
      await cell(page, 'James R. Smith').waitFor();
      expect((await tableNames(page)).sort()).toEqual([
        '=HYPERLINK("http://evil.test","Click me")',
        'James R. Smith',
      ]);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'imports a CSV with valid, invalid and duplicate rows, then the downloaded sample',
    async () => {
      const width = 1280;
      const page = await signedInPage(width);
      await addParent(page, 'Already Here', '+14155550100');
      await cell(page, 'Already Here').waitFor();

      // No file chosen → the spec's message; a non-CSV file is refused before upload.
      await page.getByRole('button', { name: 'Import CSV' }).click();
      let dialog = page.getByRole('dialog', { name: 'Import Parents from CSV' });
      await dialog.getByText('whatsapp_num', { exact: true }).waitFor();
      await shoot(page, 'import-dialog', width);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByText('Please select a CSV file to upload').waitFor();
      await dialog.getByLabel('CSV file').setInputFiles({
        name: 'parents.xlsx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('PK'),
      });
      await dialog.getByText(/^Only \.csv files can be imported/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const csv =
        'name,whatsapp_num\r\n' +
        'Ann Lee,+14155550131\r\n' + // 2 ok
        '"Brown, Ben",(415) 555-0132\r\n' + // 3 ok
        'Bad Number,call me\r\n' + // 4 invalid
        ',+14155550133\r\n' + // 5 missing name
        'Ann Again,415.555.0131\r\n' + // 6 duplicate of 2
        'Already Here Again,+1 415 555 0100\r\n' + // 7 already in the directory
        'Cara Diaz,+14155550134\r\n'; // 8 ok
      dialog = await importFile(page, 'parents.csv', csv);
      const summary = dialog.getByTestId('import-summary');
      await summary.getByText('Successfully imported 3 parents').waitFor();
      await summary.getByText('4 rows skipped due to errors').waitFor();
      const skipped = await summary
        .getByRole('list', { name: 'Skipped rows' })
        .getByRole('listitem')
        .allTextContents();
      expect(skipped).toEqual([
        'Line 4 (Bad Number, call me): Invalid WhatsApp number',
        'Line 5 (+14155550133): Missing name',
        'Line 6 (Ann Again, 415.555.0131): Duplicate of line 2 in this file',
        'Line 7 (Already Here Again, +1 415 555 0100): Already in the directory',
      ]);
      await page.getByRole('status').getByText('Successfully imported 3 parents').first().waitFor();
      await shoot(page, 'import-result', width);
      await dialog.getByRole('button', { name: 'Done' }).click();
      expect((await tableNames(page)).sort()).toEqual(['Already Here', 'Ann Lee', 'Brown, Ben', 'Cara Diaz']);

      // A Latin-1 file gets the "save as UTF-8" error and changes nothing.
      dialog = await importFile(
        page,
        'latin1.csv',
        Buffer.from('name,whatsapp_num\nÉlodie,+14155550140\n', 'latin1'),
      );
      await dialog.getByText(/not UTF-8 encoded/).waitFor();
      await shoot(page, 'import-error', width);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The sample downloads from the dialog and imports cleanly.
      await page.getByRole('button', { name: 'Import CSV' }).click();
      dialog = page.getByRole('dialog', { name: 'Import Parents from CSV' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download sample CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('parents-sample.csv');
      const samplePath = path.join(OUT_DIR, '..', 'parents-sample.csv');
      await download.saveAs(samplePath);
      const sample = await readFile(samplePath);
      expect(sample.toString('utf8').split('\r\n')[0]).toBe('name,whatsapp_num');
      await dialog.getByLabel('CSV file').setInputFiles(samplePath);
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await dialog.getByTestId('import-summary').getByText('Successfully imported 3 parents').waitFor();
      expect(await dialog.getByText(/skipped due to errors/).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await cell(page, '+1 415 555 0123').waitFor();
      expect(await tableNames(page)).toHaveLength(7);

      // The same sample again: nothing new, every row reported as already present.
      dialog = await importFile(page, 'parents-sample.csv', sample);
      await dialog.getByText('No new parents were imported.').waitFor();
      await dialog.getByText('3 rows skipped due to errors').waitFor();
      expect(await dialog.getByText('Already in the directory').count()).toBe(3);
      await dialog.getByRole('button', { name: 'Done' }).click();
      expect(await tableNames(page)).toHaveLength(7);
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'works on a phone-sized screen',
    async () => {
      const width = 375;
      const page = await signedInPage(width);
      await page.getByText('No parents added yet').waitFor();
      await shoot(page, 'empty', width);
      await addParent(page, 'Maria Garcia-Fernández de la Cruz', '+14155550123');
      // Phones get a stacked list instead of the table.
      const list = page.getByRole('list', { name: 'Parents' });
      await list.getByText('Maria Garcia-Fernández de la Cruz', { exact: true }).waitFor();
      await addParent(page, 'James Smith', '+12125550199');
      await list.getByText('James Smith', { exact: true }).waitFor();
      expect(await list.getByRole('listitem').allTextContents()).toEqual([
        'James Smith+1 212 555 0199',
        'Maria Garcia-Fernández de la Cruz+1 415 555 0123',
      ]);
      await list.getByRole('button', { name: 'Edit James Smith' }).waitFor();
      await shoot(page, 'directory', width);
      await page.getByRole('button', { name: 'Add Parent' }).first().click();
      await shoot(page, 'add-dialog', width);
      await page.keyboard.press('Escape');
      const dialog = await importFile(
        page,
        'parents.csv',
        'name,whatsapp_num\nAnn,+14155550131\nBad,123\nAnn Again,+14155550131\n',
      );
      await dialog.getByText('2 rows skipped due to errors').waitFor();
      await shoot(page, 'import-result', width);
      await dialog.getByRole('button', { name: 'Done' }).click();
      // The page itself never scrolls sideways.
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    },
    TIMEOUT,
  );
});
