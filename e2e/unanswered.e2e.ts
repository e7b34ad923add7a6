import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughForm, signUpViaApi, useServerAndBrowser } from './harness.js';
import { startGraphServer, type GraphServer } from '../test/whatsapp/graph-server.js';
import { messagesChange, notification, sign, textMessage } from '../test/whatsapp/payloads.js';

/**
 * The Unanswered view in a real browser against the real server: two parents ask about the wifi
 * password through the signed webhook (the local Graph API server receives the replies), the
 * office sees one group, answers it with "Reply to the parents who asked" ticked, both parents
 * receive it, and a third parent's question is then answered by the assistant.
 */
const TIMEOUT = 180_000;
const SHOTS = 'test-results/screenshots';
const SECRET = 'e2e-secret-unanswered-0123';
const PHONE_NUMBER_ID = '106540352249901';
const ADA = '12025550141';
const BEN = '12025550142';
const DEE = '12025550144';
const ANSWER = 'The parent wifi network is MapleGuest and the password is Maple-2026.';

let graph: GraphServer;

beforeAll(async () => {
  graph = await startGraphServer();
}, TIMEOUT);

const e2e = useServerAndBrowser({
  env: () => ({
    WHATSAPP_APP_SECRET: SECRET,
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

/** A parent texts the school number: a signed webhook POST, as Meta sends it. */
async function parentAsks(from: string, text: string): Promise<void> {
  const raw = JSON.stringify(
    notification([
      {
        changes: [
          messagesChange({ phoneNumberId: PHONE_NUMBER_ID }, from, [
            textMessage(from, text, { timestamp: Math.floor(Date.now() / 1000) }),
          ]),
        ],
      },
    ]),
  );
  const res = await fetch(`${e2e.server.url}/api/whatsapp/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw, SECRET) },
    body: raw,
  });
  expect(res.status).toBe(200);
}

/** The newest WhatsApp text the Graph server received for `to` once it has `count` of them. */
async function waitForReply(to: string, count: number): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const sent = graph.sent.filter((s) => s.to === to);
    if (sent.length >= count) return sent.at(-1)!.body;
    if (Date.now() > deadline)
      throw new Error(`no reply #${count} to ${to}; sent: ${JSON.stringify(graph.sent)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Set up the school through the console's own API, signed in as the office. */
async function setUpSchool(page: Page): Promise<void> {
  const call = async (method: 'post' | 'put', url: string, data: unknown) => {
    const res = await page.request[method](`${e2e.server.url}${url}`, {
      data,
      headers: { origin: e2e.server.url },
    });
    expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  };
  await call('put', '/api/settings/whatsapp/connection', {
    phone_number_id: PHONE_NUMBER_ID,
    business_account_id: '102290129340398',
    access_token: 'EAAGm0PX4ZCpsBAKZCe2eUnansweredToken',
  });
  await call('post', '/api/settings/whatsapp', { enabled: true });
  for (const [name, num] of [
    ['Ada Lovelace', ADA],
    ['Ben Okafor', BEN],
    ['Dee Chen', DEE],
  ]) {
    await call('post', '/api/parents/add-single', { name, whatsapp_num: `+${num}` });
  }
}

describe('Unanswered questions', () => {
  it(
    'the office answers two parents at once and the assistant learns the answer',
    async () => {
      const { email, password } = await signUpViaApi(e2e.server, `unanswered-${Date.now()}@school.test`);
      const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signInThroughForm(page, e2e.server, email, password);
      await setUpSchool(page);

      await parentAsks(ADA, 'What is the wifi password for parents?');
      const declined = await waitForReply(ADA, 1);
      expect(declined).toContain("doesn't cover that question");
      expect(declined).toContain('We have also passed your question on to the school office.');
      await parentAsks(BEN, 'wi-fi pwd?');
      await waitForReply(BEN, 1);

      // One group, with both parents and their own words; the sidebar shows the count.
      await page.goto(`${e2e.server.url}/unanswered`);
      const group = page.getByTestId('unanswered-group');
      await group.first().waitFor();
      await expect(group.count()).resolves.toBe(1);
      await group.getByRole('heading', { name: 'wifi password' }).waitFor();
      await group.getByText('“wi-fi pwd?”').waitFor();
      await group.getByText('“What is the wifi password for parents?”').waitFor();
      await group.getByText('Ada Lovelace').waitFor();
      await group.getByText('Ben Okafor').waitFor();
      await expect(page.getByTestId('nav-badge-unanswered').textContent()).resolves.toBe('1');
      await page.screenshot({ path: `${SHOTS}/unanswered-1280.png`, fullPage: true });

      await group.getByRole('button', { name: 'Answer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Sent on WhatsApp to Ben Okafor, Ada Lovelace.').waitFor();
      await expect(
        dialog.getByRole('checkbox', { name: 'Reply to the parents who asked' }).isChecked(),
      ).resolves.toBe(true);
      await expect(dialog.getByRole('button', { name: 'Send and save' }).isDisabled()).resolves.toBe(true);
      await dialog.getByLabel('Answer').fill(ANSWER);
      await page.screenshot({ path: `${SHOTS}/unanswered-answer-dialog-1280.png` });
      await dialog.getByRole('button', { name: 'Send and save' }).click();

      const outcome = page.getByTestId('answer-outcome');
      await outcome.getByText('Saved “Answer: wifi password” to the').waitFor();
      await outcome
        .getByText(/Sent on WhatsApp to (Ada Lovelace, Ben Okafor|Ben Okafor, Ada Lovelace)\./)
        .waitFor();
      await page.getByText('No unanswered questions').waitFor();
      await page.screenshot({ path: `${SHOTS}/unanswered-answered-1280.png`, fullPage: true });

      // Both parents received the office's answer on WhatsApp, quoting their own question.
      expect(await waitForReply(ADA, 2)).toContain(ANSWER);
      const toBen = await waitForReply(BEN, 2);
      expect(toBen).toContain('"wi-fi pwd?"');
      expect(toBen).toContain(ANSWER);
      expect(graph.sent.filter((s) => s.to === ADA || s.to === BEN)).toHaveLength(4);

      // A third parent, other words: the assistant answers from the staff answer.
      await parentAsks(DEE, 'hi, can i get the wifi password please');
      const third = await waitForReply(DEE, 1);
      expect(third).toContain('Maple-2026');
      expect(third).not.toContain('passed your question');

      // The library holds the item; All Queries says "Answered by staff"; the dashboard card is empty.
      await page.goto(`${e2e.server.url}/knowledge-library`);
      await page.getByText('Answer: wifi password').first().waitFor();
      await page.goto(`${e2e.server.url}/analytics`);
      await page.getByText('Answered by staff').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/unanswered-all-queries-1280.png`, fullPage: true });
      await page.goto(`${e2e.server.url}/dashboard`);
      await expect(page.getByTestId('count-Unanswered questions').textContent()).resolves.toBe('0');

      // A new declined question shows on the dashboard card.
      await parentAsks(ADA, 'is there a swim team?');
      await waitForReply(ADA, 3);
      await page.reload();
      await page.getByTestId('card-unanswered').getByText('swim team').waitFor();
      await page.screenshot({ path: `${SHOTS}/unanswered-dashboard-1280.png`, fullPage: true });

      // Narrow screen: the icon rail and the stacked group card.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${e2e.server.url}/unanswered`);
      await page.getByTestId('unanswered-group').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/unanswered-375.png`, fullPage: true });
      await context.close();
    },
    TIMEOUT,
  );
});
