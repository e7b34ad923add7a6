import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fixtureFile } from './fixtures/fixtures.js';
import { stopOcr } from './ingestion.ocr.js';
import { MAX_TABLE_ROWS } from './ingestion.table-rows.js';
import { fileState, seedFile, seedSchool } from './ingestion.testing.js';

/** Hostile and unusual pages as staff really upload them: each ends FINISHED with clean text, or FAILED with a reason. */

/** The file's time budget in this suite: the thread is stopped past it (the real default is 300 s). */
const BUDGET_MS = 20_000;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(() => stopOcr());

async function ingest(fileName: string, mimeType: string, body: Buffer) {
  t = await createTestApp({ env: { PARSER_TIMEOUT_MS: String(BUDGET_MS) } });
  const schoolId = await seedSchool(t);
  const fileId = await seedFile(t, { schoolId, fileName, mimeType, body });
  const started = Date.now();
  await t.deps.queue.runDue();
  const elapsedMs = Date.now() - started;
  const units = await t.database.query<{ heading: string; content: string; kind: string }>(
    'SELECT heading, content, kind FROM knowledge_chunks WHERE file_id = $1 ORDER BY ordinal',
    [fileId],
  );
  return { state: await fileState(t, fileId), units, elapsedMs };
}

describe('bad inputs: pages', { timeout: 120_000 }, () => {
  it('a 5 MB HTML page with 20,000 nested divs, scripts, styles and base64 images: text only, in budget', async () => {
    const image = `<img alt="" src="data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAA'.repeat(4000)}">`;
    let html =
      '<!doctype html><html><head><title>Oakwood</title><style>.hero{color:red}</style>' +
      '<script>window.trackerSecret = "SCRIPT_TEXT_MUST_NOT_BE_INDEXED";</script></head><body>' +
      '<div class="wrap">'.repeat(20_000) +
      '<h2>Arrival</h2><p>School starts at 8:35 AM; the doors open at 8:15 AM.</p>' +
      image +
      '<script>document.write("SCRIPT_TEXT_MUST_NOT_BE_INDEXED")</script><style>.deep{}</style>' +
      '</div>'.repeat(20_000);
    for (let i = 0; html.length < 5 * 1024 * 1024; i++) {
      html += `<section><h3>Notice ${i}</h3><p>Notice number ${i} is about the library.</p>${image}<script>var x${i} = "SCRIPT_TEXT_MUST_NOT_BE_INDEXED";</script></section>`;
    }
    html += '</body></html>';
    expect(html.length).toBeGreaterThanOrEqual(5 * 1024 * 1024);

    const { state, units, elapsedMs } = await ingest('website.html', 'text/html', Buffer.from(html));
    expect(state).toEqual({ sync_status: 'FINISHED', error_message: null });
    expect(elapsedMs).toBeLessThan(BUDGET_MS);
    const all = units.map((u) => `${u.heading}\n${u.content}`).join('\n');
    expect(all).toContain('School starts at 8:35 AM; the doors open at 8:15 AM.');
    expect(all).toContain('Notice number 3 is about the library.');
    expect(all).not.toMatch(/SCRIPT_TEXT|trackerSecret|base64|iVBOR|color:red|<div/);
  });

  it('markdown with a 10,000-row table: rows capped, the cap named in the status message, FINISHED', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `| Student ${i} | Room ${i % 30} |`).join('\n');
    const md = `# Class lists\n\n| Name | Room |\n|---|---|\n${rows}\n`;
    const { state, units } = await ingest('class-lists.md', 'text/markdown', Buffer.from(md));
    expect(state).toEqual({
      sync_status: 'FINISHED',
      error_message: `A table was cut at ${MAX_TABLE_ROWS.toLocaleString('en-US')} rows; the rows after that were not read`,
    });
    const tableRows = units.filter((u) => u.kind === 'table-row');
    expect(tableRows).toHaveLength(MAX_TABLE_ROWS);
    expect(tableRows[7]).toEqual({
      kind: 'table-row',
      heading: 'Class lists',
      content: 'Student 7 — Room: Room 7',
    });
    expect(units.some((u) => u.content.includes(`Student ${MAX_TABLE_ROWS}`))).toBe(false);
  });

  it('a PDF whose every page holds one short line: FINISHED with its text', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let day = 1; day <= 5; day++)
      doc.addPage([400, 300]).drawText(`Day ${day}: spirit week`, { x: 40, y: 150, size: 14, font });
    const { state, units } = await ingest(
      'spirit-week.pdf',
      'application/pdf',
      Buffer.from(await doc.save()),
    );
    expect(state).toEqual({ sync_status: 'FINISHED', error_message: null });
    const text = units.map((u) => u.content).join('\n');
    for (let day = 1; day <= 5; day++) expect(text).toContain(`Day ${day}: spirit week`);
  });

  it('an image with no readable text: FAILED with the reason', async () => {
    const { state, units } = await ingest('shapes.png', 'image/png', fixtureFile('blank.png'));
    expect(state).toEqual({ sync_status: 'FAILED', error_message: 'No readable text found in this image' });
    expect(units).toEqual([]);
  });
});
