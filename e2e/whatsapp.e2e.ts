import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpViaApi, signInThroughForm, useServerAndBrowser } from './harness.js';
import { startGraphServer, type GraphServer } from '../test/whatsapp/graph-server.js';

/**
 * The WhatsApp connection card on Settings in a real browser against the real server:
 * connect (token write-only, last 4 shown), webhook URL, test message to a number outside the
 * directory (404 shown), disconnect with confirmation. Screenshots at 1280 and 375 px.
 */
const TIMEOUT = 120_000;
const SHOTS = 'test-results/screenshots';
const TOKEN = 'EAAGm0PX4ZCpsBAKZCe2eTestTokenW9xQ';

let graph: GraphServer;

beforeAll(async () => {
  graph = await startGraphServer();
}, TIMEOUT);

const e2e = useServerAndBrowser({
  env: () => ({
    WHATSAPP_APP_SECRET: 'e2e-secret-0123456789',
    WHATSAPP_VERIFY_TOKEN: 'e2e-verify',
    WHATSAPP_GRAPH_URL: graph.url,
  }),
  timeoutMs: TIMEOUT,
});

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
}, TIMEOUT);

afterAll(async () => {
  await graph?.close();
});

async function signIn(page: Page, email: string, password: string) {
  await signInThroughForm(page, e2e.server, email, password);
}

describe('WhatsApp connection card', () => {
  it(
    'connects, masks the token, reports errors and disconnects',
    async () => {
      const { email, password } = await signUpViaApi(e2e.server, `wa-${Date.now()}@school.test`);
      const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signIn(page, email, password);
      await page.goto(`${e2e.server.url}/settings`);
      const card = page.getByTestId('whatsapp-connection');
      await card.getByText('Not connected').waitFor();
      await expect(card.getByTestId('whatsapp-webhook-url').textContent()).resolves.toBe(
        `${e2e.server.url}/api/whatsapp/webhook`,
      );
      await expect(card.getByRole('button', { name: 'Send test message' }).isDisabled()).resolves.toBe(true);

      // Client-side check first, then the save.
      await card.getByLabel('Phone number ID').fill('abc');
      await card.getByRole('button', { name: 'Save connection' }).click();
      await card
        .getByText("Phone number ID must be the numeric id shown in Meta's WhatsApp Manager")
        .waitFor();
      await card.getByLabel('Phone number ID').fill('106540352242922');
      await card.getByLabel('WhatsApp Business Account ID').fill('102290129340398');
      await card.getByLabel('Access token').fill(TOKEN);
      await card.getByRole('button', { name: 'Save connection' }).click();
      await card.getByText('Connected', { exact: true }).waitFor();
      await card.getByText('WhatsApp connection saved').waitFor();
      await expect(card.getByLabel('Access token').inputValue()).resolves.toBe('');
      await expect(card.getByLabel('Access token').getAttribute('placeholder')).resolves.toBe('•••• W9xQ');
      await card
        .getByText('The stored token ends in W9xQ; leave blank to keep it.', { exact: false })
        .waitFor();
      expect(await page.content()).not.toContain(TOKEN.slice(0, 12));
      await page.screenshot({ path: `${SHOTS}/whatsapp-connection-1280.png`, fullPage: true });

      await card.getByLabel('Send test message').fill('+1 202 555 0143');
      await card.getByRole('button', { name: 'Send test message' }).click();
      await card.getByText('This number is not in your parents directory').waitFor();
      expect(graph.sent).toHaveLength(0);

      await page.setViewportSize({ width: 375, height: 900 });
      await page.screenshot({ path: `${SHOTS}/whatsapp-connection-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      await card.getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
      await card.getByText('Not connected').waitFor();
      await card.getByText('WhatsApp disconnected').waitFor();
      await context.close();
    },
    TIMEOUT,
  );
});
