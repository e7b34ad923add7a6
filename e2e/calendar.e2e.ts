import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useServerAndBrowser, openSignedInPage } from './harness.js';

/**
 * Calendar Management in a real browser against the real server (docs/product-spec.md):
 * add a feed served on 127.0.0.1 (CALENDAR_ALLOW_PRIVATE_URLS=true), see it synced, sync now,
 * toggle the daily sync (and see it revert when the save fails), delete.
 */

const TIMEOUT = 90_000;
const SHOTS = 'test-results/screenshots';

/** A small feed dated relative to today, so the listing always has upcoming events. */
function feedText(): string {
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return d.toISOString().slice(0, 10).replace(/-/g, '');
  };
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'X-WR-CALNAME:School Events',
    'BEGIN:VEVENT',
    'UID:pta@e2e',
    // Floating times: read in the school's own zone, whatever the server's zone is.
    `DTSTART:${day(7)}T183000`,
    `DTEND:${day(7)}T200000`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    'SUMMARY:PTA Meeting',
    'LOCATION:Library',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:workday@e2e',
    `DTSTART;VALUE=DATE:${day(10)}`,
    `DTEND;VALUE=DATE:${day(11)}`,
    'SUMMARY:Teacher Workday - No School',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

let feeds: http.Server;
let feedUrl: string;
let feedHits = 0;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  feeds = http.createServer((_req, res) => {
    feedHits++;
    res.setHeader('Content-Type', 'text/calendar');
    res.end(feedText());
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/school.ics`;
}, TIMEOUT);

const e2e = useServerAndBrowser({ env: () => ({ CALENDAR_ALLOW_PRIVATE_URLS: 'true' }), timeoutMs: TIMEOUT });

afterAll(async () => {
  await new Promise((r) => feeds?.close(r));
});

async function signedInPage(width: number): Promise<Page> {
  const { page } = await openSignedInPage(e2e, {
    emailPrefix: 'cal',
    context: { viewport: { width, height: 900 } },
  });
  await page.goto(`${e2e.server.url}/calendar`);
  return page;
}

describe('calendar management', () => {
  it(
    'adds a feed, syncs it, toggles the daily sync and deletes it',
    async () => {
      const page = await signedInPage(1280);
      await page.getByText('No calendars connected').waitFor();
      await page.screenshot({ path: `${SHOTS}/calendar-empty-1280.png`, fullPage: true });

      // The dialog: Add disabled until both fields have text; the spec's texts on bad input.
      await page.getByRole('button', { name: 'Add Calendar' }).click();
      const dialog = page.getByRole('dialog');
      const addButton = dialog.getByRole('button', { name: 'Add', exact: true });
      expect(await addButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Calendar Name').fill('School Events');
      expect(await addButton.isDisabled()).toBe(true);
      await dialog.getByLabel('ICS URL').fill('ftp://example.com/school.ics');
      await addButton.click();
      await dialog.getByText('The calendar URL should start with http:// or https://').waitFor();
      expect(feedHits).toBe(0);

      await dialog.getByLabel('ICS URL').fill(feedUrl);
      await dialog.getByLabel('Association (optional)').selectOption('Whole School');
      await page.screenshot({ path: `${SHOTS}/calendar-add-dialog-1280.png` });
      await addButton.click();
      await page.getByText('Calendar added successfully!').waitFor();
      expect(await dialog.count()).toBe(0);
      expect(feedHits).toBe(1);

      const row = page.getByRole('listitem').filter({ hasText: 'School Events' });
      await row.getByText('Whole School').waitFor();
      await row.getByText('5 events').waitFor();
      expect(await row.getByTestId('last-synced').textContent()).toMatch(
        /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/,
      );

      // The API agrees with the screen.
      const list = (await page.evaluate(async () => (await fetch('/api/calendars/fetch')).json())) as {
        calendars: unknown[];
      };
      expect(list.calendars).toHaveLength(1);

      // The synced events, phrased in the school's zone, with the no-school day marked.
      await row.getByRole('button', { name: 'Show upcoming events' }).click();
      const upcoming = row.getByRole('list', { name: 'Upcoming events' });
      await upcoming.getByText('PTA Meeting').first().waitFor();
      expect(await upcoming.getByRole('listitem').count()).toBe(5);
      expect(await upcoming.textContent()).toMatch(
        /PTA Meeting[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, 6:30 PM–8:00 PM at Library/,
      );
      await upcoming.getByText('No school', { exact: true }).waitFor();

      await row.getByRole('button', { name: 'Sync now' }).click();
      await page.getByText('Sync successful').waitFor();
      expect(feedHits).toBe(2);

      // Daily sync: on, survives a reload, and reverts when the save fails.
      const toggle = page.getByRole('switch', { name: 'Daily automatic sync' });
      await page.getByText('5:00 AM', { exact: false }).first().waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await page.getByText('Daily sync turned on (every day at 5:00 AM)').waitFor();
      expect(await toggle.getAttribute('aria-checked')).toBe('true');
      await page.screenshot({ path: `${SHOTS}/calendar-list-1280.png`, fullPage: true });
      await page.reload();
      await page.getByRole('listitem').filter({ hasText: 'School Events' }).waitFor();
      expect(
        await page.getByRole('switch', { name: 'Daily automatic sync' }).getAttribute('aria-checked'),
      ).toBe('true');

      await page.route('**/api/calendars/update-sync-status', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"boom","code":"INTERNAL"}',
        }),
      );
      await page.getByRole('switch', { name: 'Daily automatic sync' }).click();
      await page.getByText('Failed to update sync settings').waitFor();
      expect(
        await page.getByRole('switch', { name: 'Daily automatic sync' }).getAttribute('aria-checked'),
      ).toBe('true');
      await page.unroute('**/api/calendars/update-sync-status');

      // Search.
      const search = page.getByLabel('Search calendars');
      await search.fill('sports');
      await page.getByText('No matching calendars found').waitFor();
      await search.fill('school');
      await page.getByRole('listitem').filter({ hasText: 'School Events' }).waitFor();

      // Delete with confirmation.
      await page
        .getByRole('listitem')
        .filter({ hasText: 'School Events' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Delete Calendar').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Calendar deleted successfully').waitFor();
      await page.getByText('No calendars connected').waitFor();
      await page.context().close();
    },
    TIMEOUT,
  );

  it(
    'shows a failed add with the server reason and works on a phone-width screen',
    async () => {
      const page = await signedInPage(375);
      await page.getByText('No calendars connected').waitFor();
      await page.getByRole('button', { name: 'Add Calendar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Calendar Name').fill('Broken');
      await dialog
        .getByLabel('ICS URL')
        .fill(feedUrl.replace('/school.ics', '/../nothing-here').replace(/:\d+\//, ':1/'));
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.getByText(/^Failed to add calendar: /).waitFor();
      await page.screenshot({ path: `${SHOTS}/calendar-add-error-375.png` });
      await dialog.getByLabel('ICS URL').fill(feedUrl);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByText('Calendar added successfully!').waitFor();
      await page.getByRole('listitem').filter({ hasText: 'Broken' }).waitFor();
      await page.screenshot({ path: `${SHOTS}/calendar-list-375.png`, fullPage: true });
      await page.context().close();
    },
    TIMEOUT,
  );
});
