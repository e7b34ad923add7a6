import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signUpViaApi, startServer } from './harness.js';

/**
 * The Chat screen in a real browser against the real server (console-spec §2 Chat, §4, §5, §8;
 * issue #4 §7): empty state, Enter / Shift+Enter, "Thinking..." with the input disabled, the decline
 * for a question the knowledge does not cover, clear chat, error bubble, and (once the knowledge
 * API is merged) an uploaded document answered with its source.
 */

const OUT_DIR = path.resolve('test-results/screenshots');
const TIMEOUT = 90_000;
const DECLINE = "doesn't cover that question";

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let creds: { email: string; password: string };

beforeAll(async () => {
  await mkdir(OUT_DIR, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  creds = await signUpViaApi(server, `chat-${Date.now()}@school.test`);
}, TIMEOUT);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInChat(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto(`${server.url}/chat`);
  await page.getByRole('heading', { name: 'Chat' }).waitFor();
  return { context, page };
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(OUT_DIR, `chat-${name}.png`), fullPage: false });
}

describe('chat screen', () => {
  it(
    'sends on Enter, shows Thinking..., declines what the knowledge does not cover, and clears',
    async () => {
      const { context, page } = await signedInChat();
      await page.getByText('Test the knowledge base chat functionality').waitFor();
      await page.getByText('Ready to start chatting?').waitFor();
      await page.getByText(/same chatbot parents reach on WhatsApp/).waitFor();
      await page.getByText('Press Enter to send • These chats are for testing only and will not be saved').waitFor();
      expect(await page.getByRole('button', { name: 'Clear chat' }).count()).toBe(0);
      await shoot(page, 'empty-1280');

      const input = page.getByPlaceholder('Type your message here...');
      // Whitespace is never sent.
      await input.fill('   ');
      await input.press('Enter');
      expect(await page.getByTestId('chat-user-message').count()).toBe(0);

      // Shift+Enter is a new line, not a send.
      await input.fill('is there a lacrosse team');
      await input.press('Shift+Enter');
      await input.type('this spring?');
      expect(await page.getByTestId('chat-user-message').count()).toBe(0);

      // Hold the reply so the pending state is observable.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const requests: string[] = [];
      await page.route('**/api/webchat', async (route) => {
        requests.push(route.request().postData() ?? '');
        await held;
        await route.continue();
      });
      await input.press('Enter');
      await page.getByText('Thinking...').waitFor();
      expect(await input.isDisabled()).toBe(true);
      await shoot(page, 'thinking-1280');
      release();
      const reply = page.getByTestId('chat-bot-message').first();
      await reply.waitFor();
      expect(await reply.textContent()).toContain(DECLINE);
      expect(await input.isDisabled()).toBe(false);
      expect(await page.getByTestId('chat-user-message').first().textContent()).toBe('is there a lacrosse team\nthis spring?');
      const body = JSON.parse(requests[0]!) as { query: string; user_id: string };
      expect(body.query).toBe('is there a lacrosse team\nthis spring?');
      expect(body.user_id).toMatch(/^user_[0-9a-z]+_[0-9a-f]+$/);
      await page.unroute('**/api/webchat');
      await shoot(page, 'decline-1280');

      // Clear: messages gone, empty state back, a new user id on the next send.
      await page.getByRole('button', { name: 'Clear chat' }).click();
      await page.getByText('Ready to start chatting?').waitFor();
      const second: string[] = [];
      await page.route('**/api/webchat', async (route) => {
        second.push(route.request().postData() ?? '');
        await route.continue();
      });
      await input.fill('hello?');
      await input.press('Enter');
      await page.getByTestId('chat-bot-message').first().waitFor();
      expect((JSON.parse(second[0]!) as { user_id: string }).user_id).not.toBe(body.user_id);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'shows the error bubble when the server fails and the empty-response bubble on an empty answer',
    async () => {
      const { context, page } = await signedInChat();
      const input = page.getByPlaceholder('Type your message here...');
      await page.route('**/api/webchat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }));
      await input.fill('what time is pickup');
      await input.press('Enter');
      await page.getByText("Sorry, I'm having trouble responding right now. Please try again later.").waitFor();
      await page.unroute('**/api/webchat');
      await page.route('**/api/webchat', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"response":""}' }));
      await input.fill('and lunch?');
      await input.press('Enter');
      await page.getByText("I received your message but couldn't generate a response.").waitFor();
      await shoot(page, 'errors-1280');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'fits a phone screen',
    async () => {
      const { context, page } = await signedInChat(375);
      await page.getByText('Ready to start chatting?').waitFor();
      await shoot(page, 'empty-375');
      const input = page.getByPlaceholder('Type your message here...');
      await input.fill('when is the science fair?');
      await input.press('Enter');
      await page.getByTestId('chat-bot-message').first().waitFor();
      await shoot(page, 'reply-375');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'answers from an uploaded document with its source (needs the knowledge upload API)',
    async (ctx) => {
      const { context, page } = await signedInChat();
      const handbook =
        'Parent Handbook\n\nArrival and Dismissal\n\nDismissal is at 3:15 pm every day. Families driving use the car loop on Oak Street.\n\n' +
        'Lunch\n\nHot lunch costs $3.25 per day. See [the menu](javascript:alert(1)) <script>alert(1)</script>.';
      const upload = await page.request.post(`${server.url}/api/s3/upload`, {
        multipart: {
          contentType: 'handbook',
          expiryDays: 'never',
          files: { name: 'parent-handbook.txt', mimeType: 'text/plain', buffer: Buffer.from(handbook) },
        },
        headers: { origin: server.url },
      });
      if (upload.status() === 404) {
        await context.close();
        ctx.skip('POST /api/s3/upload is not on this branch yet (knowledge library not merged)');
        return;
      }
      expect(upload.ok()).toBe(true);
      // Wait for ingestion to finish (console-spec §4 sync status).
      const deadline = Date.now() + 60_000;
      for (;;) {
        const status = (await (await page.request.get(`${server.url}/api/s3/sync-status`)).json()) as { data: { syncStatus: string }[] };
        if (status.data.length && status.data.every((d) => d.syncStatus === 'FINISHED')) break;
        if (Date.now() > deadline) throw new Error(`ingestion did not finish: ${JSON.stringify(status)}`);
        await page.waitForTimeout(500);
      }
      const input = page.getByPlaceholder('Type your message here...');
      await input.fill('what time is dismissal?');
      await input.press('Enter');
      const reply = page.getByTestId('chat-bot-message').first();
      await reply.waitFor();
      expect(await reply.textContent()).toContain('3:15 pm');
      expect(await reply.textContent()).toMatch(/From the /);
      await input.fill('how much is lunch');
      await input.press('Enter');
      await page.getByTestId('chat-bot-message').nth(1).waitFor();
      // The knowledge's script and javascript: link render inert.
      expect(await page.locator('[data-testid="chat-bot-message"] script').count()).toBe(0);
      expect(await page.locator('[data-testid="chat-bot-message"] a[href^="javascript:"]').count()).toBe(0);
      await shoot(page, 'answer-1280');
      await context.close();
    },
    TIMEOUT,
  );
});
