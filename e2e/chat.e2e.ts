import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chatAsker, signUpViaApi, signInThroughForm, useServerAndBrowser } from './harness.js';
import { resolveDates, type LocalDay } from '../server/modules/assistant/assistant.dates.js';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../server/shared/calendar-names.js';

/** A 6-page family handbook; the distinctive fact (robotics lab, 7:05 am) is on page 5 only. */
async function handbookPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages: [string, string[]][] = [
    ['Family Handbook 2026', ['Oakridge Primary School']],
    [
      'Attendance',
      [
        'Call the attendance line before 9:00 am when your child is absent.',
        'A note is due within three days.',
      ],
    ],
    ['Lunch', ['Hot lunch costs $3.40 per day.', 'Milk costs $0.80.']],
    ['Uniform', ['Students wear green polo shirts and grey trousers or skirts.']],
    [
      'Robotics Lab',
      [
        'The robotics lab opens at 7:05 am for the Tinkerers Club on school days.',
        'Students sign in with Mr. Okafor.',
      ],
    ],
    ['Library', ['Students may borrow three books at a time for two weeks.']],
  ];
  for (const [heading, lines] of pages) {
    const page = doc.addPage([612, 792]);
    page.drawText(heading, { x: 72, y: 700, size: 18, font });
    lines.forEach((line, i) => page.drawText(line, { x: 72, y: 660 - i * 18, size: 11, font }));
  }
  return doc.save();
}

/** The server runs in this process's zone, so the school's default zone is this one too. */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
function dayLabel(d: LocalDay): string {
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;
  return `${weekday}, ${MONTH_NAMES[d.month - 1]} ${d.day}`;
}
function plusDays(d: LocalDay, n: number): LocalDay {
  const x = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: x.getUTCFullYear(), month: x.getUTCMonth() + 1, day: x.getUTCDate() };
}
const ymd = (d: LocalDay) => `${d.year}${String(d.month).padStart(2, '0')}${String(d.day).padStart(2, '0')}`;

/**
 * A feed relative to today (school zone): "next monday" as the engine resolves it is a teacher
 * workday; PTA meetings 2 days ago (past) and on the Wednesday after that Monday, 6:30 PM–8:00 PM
 * floating time (never on the workday itself: "today + 3" fell on it when the run was on a Friday).
 */
function makeFeed() {
  const noSchool = resolveDates('is there school next monday', new Date(), ZONE)!.from;
  const today = resolveDates('today', new Date(), ZONE)!.from;
  const pta = plusDays(noSchool, 2);
  const pastPta = plusDays(today, -2);
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'X-WR-CALNAME:School Events',
    'BEGIN:VEVENT',
    'UID:workday@e2e',
    `DTSTART;VALUE=DATE:${ymd(noSchool)}`,
    `DTEND;VALUE=DATE:${ymd(plusDays(noSchool, 1))}`,
    'SUMMARY:Teacher Workday - No School',
    'END:VEVENT',
    ...[pastPta, pta].flatMap((d, i) => [
      'BEGIN:VEVENT',
      `UID:pta-${i}@e2e`,
      `DTSTART:${ymd(d)}T183000`,
      `DTEND:${ymd(d)}T200000`,
      'SUMMARY:PTA Meeting',
      'LOCATION:Library',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  return { noSchool, pta, pastPta, text };
}

/**
 * The Chat screen in a real browser against the real server (docs/product-spec.md Chat):
 * empty state, Enter / Shift+Enter, "Thinking..." with the input disabled, the decline
 * for a question the knowledge does not cover, clear chat, error bubble; a 6-page handbook PDF
 * uploaded through the Knowledge Library dialog answered from page 5 with its source; and date
 * questions answered from a calendar added on the Calendar screen, its feed
 * served on 127.0.0.1 (CALENDAR_ALLOW_PRIVATE_URLS=true) and dated relative to today.
 */

const OUT_DIR = path.resolve('test-results/screenshots');
const TIMEOUT = 90_000;
const DECLINE = "doesn't cover that question";

let creds: { email: string; password: string };
const feed = makeFeed();
let feeds: http.Server;
let feedUrl: string;

beforeAll(async () => {
  await mkdir(OUT_DIR, { recursive: true });
  feeds = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.end(feed.text);
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/school.ics`;
}, TIMEOUT);

const e2e = useServerAndBrowser({ env: () => ({ CALENDAR_ALLOW_PRIVATE_URLS: 'true' }), timeoutMs: TIMEOUT });

beforeAll(async () => {
  creds = await signUpViaApi(e2e.server, `chat-${Date.now()}@school.test`);
}, TIMEOUT);

afterAll(async () => {
  await new Promise((r) => feeds?.close(r));
});

async function signedInChat(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ viewport: { width, height: width < 768 ? 812 : 800 } });
  const page = await context.newPage();
  await signInThroughForm(page, e2e.server, creds.email, creds.password);
  await page.goto(`${e2e.server.url}/chat`);
  await page.getByRole('heading', { name: 'Chat' }).waitFor();
  return { context, page };
}

/** Upload one file through the Knowledge Library dialog (handbook, never expires) and wait until it is FINISHED. */
async function uploadThroughDialog(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page.goto(`${e2e.server.url}/knowledge-library`);
  await page.getByRole('heading', { name: 'Knowledge Library' }).waitFor();
  await page.getByRole('button', { name: 'Upload Content' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Content' });
  await dialog.getByTestId('upload-input').setInputFiles([file]);
  await dialog.getByLabel('Content Type').selectOption('handbook');
  await dialog.getByLabel('Expiry Date').selectOption('never');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText('File(s) successfully uploaded').waitFor();
  // Wait for ingestion to finish (docs/product-spec.md sync status).
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = (await (await page.request.get(`${e2e.server.url}/api/s3/sync-status`)).json()) as {
      data: { syncStatus: string }[];
    };
    if (status.data.length && status.data.every((d) => d.syncStatus === 'FINISHED')) break;
    if (status.data.some((d) => d.syncStatus === 'FAILED'))
      throw new Error(`ingestion failed: ${JSON.stringify(status)}`);
    if (Date.now() > deadline) throw new Error(`ingestion did not finish: ${JSON.stringify(status)}`);
    await page.waitForTimeout(500);
  }
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
      await page
        .getByText('Press Enter to send • These chats are for testing only and will not be saved')
        .waitFor();
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
      expect(await page.getByTestId('chat-user-message').first().textContent()).toBe(
        'is there a lacrosse team\nthis spring?',
      );
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
      await page.route('**/api/webchat', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
      );
      await input.fill('what time is pickup');
      await input.press('Enter');
      await page
        .getByText("Sorry, I'm having trouble responding right now. Please try again later.")
        .waitFor();
      await page.unroute('**/api/webchat');
      await page.route('**/api/webchat', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"response":""}' }),
      );
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
    'answers from a 6-page handbook PDF uploaded through the Knowledge Library dialog (fact on page 5), and declines the absent',
    async () => {
      const { context, page } = await signedInChat();
      await uploadThroughDialog(page, {
        name: 'family-handbook.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await handbookPdf()),
      });
      await shoot(page, 'uploaded-1280');
      await page.goto(`${e2e.server.url}/chat`);
      const input = page.getByPlaceholder('Type your message here...');
      await input.fill('what time does the robotics lab open?');
      await input.press('Enter');
      const reply = page.getByTestId('chat-bot-message').first();
      await reply.waitFor();
      const text = (await reply.textContent()) ?? '';
      expect(text).toContain('7:05 am');
      // The answer first, then its source in a few words (rendered italic: no underscores shown).
      expect(text).toMatch(/7:05 am.*— .*(?:family-handbook|Family Handbook)/is);
      expect(text).not.toContain('_');
      await input.fill('is there a school orchestra?');
      await input.press('Enter');
      const second = page.getByTestId('chat-bot-message').nth(1);
      await second.waitFor();
      expect(await second.textContent()).toContain(DECLINE);
      await shoot(page, 'answer-1280');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'answers date questions from a calendar added on the Calendar screen: no school next Monday, the next PTA meeting',
    async () => {
      const { context, page } = await signedInChat();
      await page.goto(`${e2e.server.url}/calendar`);
      await page.getByRole('button', { name: 'Add Calendar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Calendar Name').fill('School Events');
      await dialog.getByLabel('ICS URL').fill(feedUrl);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText('Calendar added successfully!').waitFor();
      await shoot(page, 'calendar-added-1280');

      await page.goto(`${e2e.server.url}/chat`);
      const input = page.getByPlaceholder('Type your message here...');
      await input.fill('is there school next monday?');
      await input.press('Enter');
      const first = page.getByTestId('chat-bot-message').first();
      await first.waitFor();
      expect(await first.textContent()).toContain(
        `No school on ${dayLabel(feed.noSchool)} — Teacher Workday - No School.`,
      );
      await input.fill('when is the next PTA meeting');
      await input.press('Enter');
      const second = page.getByTestId('chat-bot-message').nth(1);
      await second.waitFor();
      const text = (await second.textContent()) ?? '';
      expect(text).toContain(`${dayLabel(feed.pta)}, 6:30 PM–8:00 PM at Library`);
      expect(text).not.toContain(dayLabel(feed.pastPta));
      await shoot(page, 'dates-1280');
      await context.close();
    },
    TIMEOUT,
  );
  it(
    'answers what parents ask from a saved handbook web page: phone, start time, principal, a dress-code rule, a field trip, two things at once',
    async () => {
      const { context, page } = await signedInChat();
      await uploadThroughDialog(page, {
        name: 'family-handbook.html',
        mimeType: 'text/html',
        buffer: await readFile(path.join(import.meta.dirname, 'fixtures', 'family-handbook.html')),
      });
      await page.goto(`${e2e.server.url}/chat`);
      const ask = chatAsker(page);
      // Each reply states the fact, not a sentence that only shares a word with the question.
      const phone = await ask('whats the school office phone number');
      expect(phone).toContain('(608) 555-0140');
      expect(phone).not.toContain('working phone numbers');
      const start = await ask('wat time does school start?');
      expect(start).toContain('8:35 AM');
      expect(start).not.toContain('Before-care');
      expect(await ask('who is the principal')).toContain('Maria Chen');
      // The dress code says no to the thing asked, so the reply says "No" first.
      const flipFlops = await ask('can she wear flip flops to school');
      expect(flipFlops).toMatch(/^No — /);
      expect(flipFlops).toContain('Flip-flops, slides and heeled shoes are not allowed');
      const trip = await ask('where is the 3rd grade field trip going and when?');
      expect(trip).toContain('Henry Vilas Zoo on Thursday, December 3');
      expect(trip).not.toMatch(/^For /);
      const both = await ask('lunch price and the wifi password');
      expect(both).toContain('$3.10');
      expect(both).toContain('the wifi password');
      expect(both).not.toContain('javascript:');
      // A parent writing in Spanish gets the English handbook's fact framed in Spanish.
      // A plan told beside the question: the school's rule on it joins the answer.
      const plan = await ask(
        'what time do 2nd graders eat lunch? want to surprise my daughter and eat with her one day',
      );
      expect(plan).toContain('11:20 AM');
      expect(plan).toContain('Fridays only');
      expect(plan).not.toContain("couldn't find");
      const spanish = await ask('cuanto cuesta el almuerzo?');
      expect(spanish).toContain('$3.10');
      expect(spanish).toMatch(/— según /);
      await shoot(page, 'examples-1280');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    "answers an English question from the school's Spanish page when only that page has it",
    async () => {
      const { context, page } = await signedInChat();
      await uploadThroughDialog(page, {
        name: 'informacion-para-familias.md',
        mimeType: 'text/markdown',
        buffer: await readFile(path.join(import.meta.dirname, 'fixtures', 'informacion-para-familias.md')),
      });
      await page.goto(`${e2e.server.url}/chat`);
      const ask = chatAsker(page);
      const classes = await ask('do you have english classes for parents? my husband wants to go');
      expect(classes).toMatch(/^The school's Spanish page says: Ofrecemos clases de inglés/);
      expect(classes).toContain('(608) 555-0190');
      // One part from the English handbook (uploaded by the first test of this file), the other from
      // the Spanish page.
      const both = await ask('who is the principal and when is coffee with the principal');
      expect(both).toContain('Maria Chen');
      expect(both).toContain('El primer viernes de cada mes');
      await shoot(page, 'spanish-page-1280');
      await context.close();
    },
    TIMEOUT,
  );
});
