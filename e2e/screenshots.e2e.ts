import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readVerificationLink, useServerAndBrowser } from './harness.js';

/**
 * Visual record of the public screens and the signed-in shell at desktop and phone widths, for
 * review by eye (test-results/screenshots/<screen>-<width>.png). Fails only if a screen won't render.
 */

const OUT_DIR = path.resolve('test-results/screenshots');
const WIDTHS = [1280, 375] as const;
const TIMEOUT = 90_000;

beforeAll(async () => {
  await mkdir(OUT_DIR, { recursive: true });
}, TIMEOUT);

const e2e = useServerAndBrowser({ timeoutMs: TIMEOUT });

async function shoot(page: Page, name: string, width: number): Promise<void> {
  // Let fonts, icons and transitions settle so the images are stable between runs.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(OUT_DIR, `${name}-${width}.png`), fullPage: true });
}

describe('screenshots', () => {
  for (const width of WIDTHS) {
    it(
      `captures the console at ${width} px`,
      async () => {
        const context = await e2e.browser.newContext({
          viewport: { width, height: width < 768 ? 812 : 800 },
        });
        const page = await context.newPage();
        const email = `shots-${width}-${Date.now()}@school.test`;

        await page.goto(`${e2e.server.url}/login`);
        await page.getByRole('heading', { name: 'Welcome to Homeroom' }).waitFor();
        await shoot(page, 'login', width);

        await page.getByLabel('Email').fill('someone@school.test');
        await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('alert').waitFor();
        await shoot(page, 'login-error', width);

        await page.goto(`${e2e.server.url}/register`);
        await page.getByText('Sign up to get started').waitFor();
        await shoot(page, 'register', width);

        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery-1');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.getByRole('heading', { name: 'Almost there!' }).waitFor();
        await shoot(page, 'register-success', width);

        await page.goto(`${e2e.server.url}/verification`);
        await page.getByText('No verification information found').waitFor();
        await shoot(page, 'verification-error', width);

        const link = new URL(await readVerificationLink(e2e.server.dataDir, email));
        // From /verification, a fragment-only change would not reload the page; arrive fresh, as from a mail.
        await page.goto('about:blank');
        await page.goto(`${e2e.server.url}${link.pathname}${link.hash}`);
        await page.getByText('Verification successful! Redirecting you to the dashboard...').waitFor();
        await page.screenshot({ path: path.join(OUT_DIR, `verification-success-${width}.png`) });

        await page.waitForURL('**/dashboard');
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await shoot(page, 'dashboard', width);

        if (width < 768) {
          // The icon rail explains itself by tooltip.
          await page.getByRole('link', { name: 'Knowledge Library' }).hover();
          await page.getByRole('tooltip').waitFor();
          await page.screenshot({ path: path.join(OUT_DIR, `sidebar-tooltip-${width}.png`) });
        }

        await context.close();
      },
      TIMEOUT,
    );
  }
});
