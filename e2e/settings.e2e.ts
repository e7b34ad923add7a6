import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { pdfWithText } from '../server/modules/inbound-email/inbound-email.test-helpers.js';
import { signUpViaApi, signInThroughForm, useServerAndBrowser } from './harness.js';

/**
 * Settings in a real browser against the real server (docs/product-spec.md Settings):
 * forwarding address + copy, toggles saved on change (and reverted on failure), the school profile
 * reaching the sidebar, the load error, and mail sent to the worker's SMTP listener being accepted
 * once forwarding is on. Screenshots at 1280 and 375 px.
 */

const OUT_DIR = path.resolve('test-results/screenshots');
const TIMEOUT = 120_000;
let smtpPort: number;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  await mkdir(OUT_DIR, { recursive: true });
  smtpPort = await freePort();
}, TIMEOUT);

const e2e = useServerAndBrowser({ env: () => ({ INBOUND_SMTP_PORT: String(smtpPort) }), timeoutMs: TIMEOUT });

async function signedIn(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const email = `settings-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@school.test`;
  const { password } = await signUpViaApi(e2e.server, email);
  const context = await e2e.browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
  const page = await context.newPage();
  await signInThroughForm(page, e2e.server, email, password);
  return { context, page };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(250);
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: path.join(OUT_DIR, `settings-${name}-${width}.png`), fullPage: true });
}

const emailSwitch = (page: Page) => page.getByRole('switch', { name: 'Enable e-mail forwarding' });
const profileSave = (page: Page) =>
  page.getByRole('form', { name: 'School profile' }).getByRole('button', { name: 'Save' });
const whatsappSwitch = (page: Page) => page.getByRole('switch', { name: 'Enable WhatsApp parent access' });

describe('settings screen', () => {
  it(
    'shows the forwarding address, copies it, and saves the e-mail toggle on change; mail then arrives by SMTP',
    async () => {
      const { context, page } = await signedIn();
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      const addressBox = page.getByTestId('forwarding-address');
      await addressBox.waitFor();
      const address = (await addressBox.textContent())!.trim();
      expect(address).toMatch(/^school-[0-9a-f]{10}@inbound\.localhost$/);
      expect(await emailSwitch(page).getAttribute('aria-checked')).toBe('false');

      // Forwarding off: the listener refuses the address.
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: smtpPort,
        secure: false,
        ignoreTLS: true,
      });
      const mail = { from: 'office@school.test', to: address, subject: 'Bake sale', text: 'Friday at noon.' };
      await expect(transport.sendMail(mail)).rejects.toMatchObject({ responseCode: 550 });

      await page.getByRole('button', { name: 'Copy email address' }).click();
      await page.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(address);

      await emailSwitch(page).click();
      await expect.poll(() => emailSwitch(page).getAttribute('aria-checked')).toBe('true');
      await page.waitForLoadState('networkidle');
      await shoot(page, 'page');
      await page.reload();
      await emailSwitch(page).waitFor();
      expect(await emailSwitch(page).getAttribute('aria-checked')).toBe('true');

      // A sender outside the allowed list is refused; the office adds the domain in Settings.
      await expect(transport.sendMail(mail)).rejects.toMatchObject({ responseCode: 550 });
      const senders = page.getByTestId('allowed-senders');
      await senders.getByLabel('Add an address or a domain').fill('not an address');
      await senders.getByRole('button', { name: 'Add' }).click();
      await senders.getByText('"not an address" is not an e-mail address or a domain').waitFor();
      await senders.getByLabel('Add an address or a domain').fill('school.test');
      await senders.getByRole('button', { name: 'Add' }).click();
      await senders.getByText('school.test', { exact: true }).waitFor();
      await shoot(page, 'allowed-senders');

      // Forwarding on: the worker's SMTP listener takes the message, and the body and the PDF
      // appear in the library as email / email_attachment items that finish ingestion.
      const pdf = await pdfWithText('Bake sale: bring cookies to the gym by 11:30.');
      const info = await transport.sendMail({
        ...mail,
        attachments: [{ filename: 'bake-sale-flyer.pdf', content: pdf }],
      });
      expect(info.accepted).toEqual([address]);
      // The worker ingests the message in the background; the library lists what exists when opened.
      await expect
        .poll(
          () => page.evaluate<number>('fetch("/api/s3/list").then((r) => r.json()).then((b) => b.count)'),
          { timeout: 30_000 },
        )
        .toBe(2);
      await page.getByRole('link', { name: 'Knowledge Library' }).click();
      const card = (name: string) =>
        page.getByTestId('knowledge-card').filter({ has: page.getByRole('button', { name, exact: true }) });
      for (const [name, type] of [
        ['Bake sale.txt', 'email'],
        ['bake-sale-flyer.pdf', 'email_attachment'],
      ]) {
        await card(name!).waitFor({ timeout: 30_000 });
        expect(await card(name!).getByTestId('content-type').innerText()).toBe(type);
        expect(await card(name!).getByTestId('expiry').innerText()).toBe('Never');
        // FINISHED shows no sync indicator (docs/product-spec.md); the library polls every 3 s.
        await card(name!).getByTestId('sync').waitFor({ state: 'detached', timeout: 60_000 });
      }
      await shoot(page, 'mail-in-library');
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByTestId('forwarding-address').waitFor();

      // Clipboard refused (e.g. plain http): the spec's message, inside the card.
      await page.evaluate(`navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))`);
      await page.getByRole('button', { name: 'Copy email address' }).click();
      await page.getByText('Failed to copy email address').waitFor();
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'reverts a toggle whose save fails and shows the spec text',
    async () => {
      const { context, page } = await signedIn();
      await page.goto(`${e2e.server.url}/settings`);
      await whatsappSwitch(page).waitFor();
      await page.route('**/api/settings/whatsapp', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"error":"boom","code":"INTERNAL"}',
            })
          : route.continue(),
      );
      await whatsappSwitch(page).click();
      await page.getByText('Failed to update WhatsApp access setting').waitFor();
      expect(await whatsappSwitch(page).getAttribute('aria-checked')).toBe('false');
      await shoot(page, 'toggle-error');
      await page.unroute('**/api/settings/whatsapp');
      await whatsappSwitch(page).click();
      await expect.poll(() => whatsappSwitch(page).getAttribute('aria-checked')).toBe('true');

      await page.route('**/api/settings/email', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
      );
      await emailSwitch(page).click();
      await page.getByText('Failed to update email forwarding setting').waitFor();
      expect(await emailSwitch(page).getAttribute('aria-checked')).toBe('false');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'saves the school profile and the sidebar shows the new name',
    async () => {
      const { context, page } = await signedIn();
      await page.goto(`${e2e.server.url}/settings`);
      await page.getByLabel('School name').waitFor();
      await expect.poll(() => page.getByTestId('sidebar-school').textContent()).toContain('School');
      await page.getByLabel('School name').fill('Maple Grove Elementary');
      await page.getByLabel('Time zone').selectOption('America/Chicago');
      await page.getByLabel('Default phone country').selectOption('US');
      await page.getByLabel('Office phone').fill('(312) 555-0142');
      await page.getByLabel('Office e-mail').fill('office@maplegrove.test');
      await profileSave(page).click();
      await page.getByText('School profile saved').waitFor();
      expect(await page.getByLabel('Office phone').inputValue()).toBe('+1 312 555 0142');
      await expect
        .poll(() => page.getByTestId('sidebar-school').textContent())
        .toContain('Maple Grove Elementary');
      await shoot(page, 'profile-saved');

      await page.getByLabel('Office e-mail').fill('not-an-email');
      await profileSave(page).click();
      await page.getByText('Office e-mail is not a valid address').waitFor();
      await shoot(page, 'profile-error');

      await page.reload();
      await page.getByLabel('School name').waitFor();
      expect(await page.getByLabel('School name').inputValue()).toBe('Maple Grove Elementary');
      expect(await page.getByLabel('Time zone').inputValue()).toBe('America/Chicago');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'says so when settings cannot be loaded',
    async () => {
      const { context, page } = await signedIn();
      await page.route('**/api/settings/email', (route) => route.fulfill({ status: 500, body: '' }));
      await page.goto(`${e2e.server.url}/settings`);
      await page.getByText('Failed to load settings. Please try again later.').waitFor();
      await shoot(page, 'load-error');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'fits a 375 px phone',
    async () => {
      const { context, page } = await signedIn(375);
      await page.goto(`${e2e.server.url}/settings`);
      await page.getByTestId('forwarding-address').waitFor();
      await page.getByLabel('School name').waitFor();
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(page, 'page');
      await context.close();
    },
    TIMEOUT,
  );
});
