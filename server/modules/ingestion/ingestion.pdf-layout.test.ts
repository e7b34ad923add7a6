import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { feeAndBellPdf } from './fixtures/fixtures.js';
import { normalizeText, stripRepeatedPageLines } from './ingestion.normalize.js';
import { extractPdf } from './ingestion.pdf.js';
import { buildUnits, TABLE_ROW_MARK } from './ingestion.units.js';

/**
 * The normalized text of a one-page PDF with a table drawn in Helvetica 9: each row is its y and its
 * cells, cell c at x `xsOf(font)[c]` (an empty cell is left out); `extra` draws anything else.
 */
async function tablePageText(
  xsOf: (font: PDFFont) => number[],
  rows: [number, string[]][],
  extra?: (page: PDFPage, font: PDFFont, xs: number[]) => void,
): Promise<string> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const xs = xsOf(font);
  for (const [y, row] of rows)
    row.forEach((text, c) => text && page.drawText(text, { x: xs[c]!, y, size: 9, font }));
  extra?.(page, font, xs);
  const { pages } = await extractPdf(Buffer.from(await doc.save()));
  return normalizeText(pages[0]!);
}

describe('PDF tables from text positions', () => {
  it('reads each row as "Row label — Header: value" under the table title, besides the running text', async () => {
    const { pages } = await extractPdf(await feeAndBellPdf());
    const text = normalizeText(pages.join('\n\n'));
    expect(text).toContain('## Meal Prices');
    expect(text).toContain(`${TABLE_ROW_MARK}Lunch — Student: $3.10; Reduced: $0.40; Adult: $4.25`);
    expect(text).toContain(`${TABLE_ROW_MARK}Milk — Student: $0.65; Adult: $0.65`);
    expect(text).toContain(`${TABLE_ROW_MARK}Lunch A — Start: 11:30 AM; End: 12:00 PM`);
    expect(text).toContain(`${TABLE_ROW_MARK}Dismissal — Start: 3:05 PM`);

    const units = buildUnits({ title: 'Cafeteria', text });
    const rows = units.filter((u) => u.kind === 'table-row');
    expect(rows).toContainEqual({
      kind: 'table-row',
      heading: 'Cafeteria and Schedule › Meal Prices',
      content: 'Breakfast — Student: $1.75; Reduced: $0.30; Adult: $2.50',
    });
    expect(rows).toContainEqual({
      kind: 'table-row',
      heading: 'Cafeteria and Schedule › Bell Schedule',
      content: 'Homeroom — Start: 8:35 AM; End: 8:50 AM',
    });
    expect(rows).toHaveLength(7);
    const passages = units
      .filter((u) => u.kind === 'passage')
      .map((u) => u.content)
      .join('\n');
    expect(passages).toContain('Meals are paid through the online portal');
    expect(passages).toContain('Period 1 — Start: 8:55 AM; End: 9:45 AM');
    expect(passages).toContain('Questions about fees go to the main office');
    expect(passages).not.toContain(TABLE_ROW_MARK);
  });
  it('joins a wrapped cell to its row and stops at the paragraph after the table', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const cells = (y: number, row: [number, string][]) =>
      row.forEach(([x, text]) => page.drawText(text, { x, y, size: 11, font }));
    cells(700, [
      [50, 'Club'],
      [200, 'Day'],
      [320, 'Notes'],
    ]);
    cells(684, [
      [50, 'Chess'],
      [200, 'Monday'],
      [320, 'Boards provided'],
    ]);
    cells(670, [[320, 'by the library']]);
    cells(654, [
      [50, 'Robotics'],
      [200, 'Thursday'],
      [320, 'Grades 4-5'],
    ]);
    page.drawText('Clubs end at 4:15 PM and pick-up is at the side door.', { x: 50, y: 620, size: 11, font });
    const { pages } = await extractPdf(Buffer.from(await doc.save()));
    const text = normalizeText(pages[0]!);
    expect(text).toContain(`${TABLE_ROW_MARK}Chess — Day: Monday; Notes: Boards provided by the library`);
    expect(text).toContain(`${TABLE_ROW_MARK}Robotics — Day: Thursday; Notes: Grades 4-5`);
    expect(text).toContain('\n\nClubs end at 4:15 PM and pick-up is at the side door.');
  });

  it('reads a bell schedule whose cells are time ranges ("8:15 a.m. – 1:35 p.m.") as a table', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const rows: [string, string, string][] = [
      ['Grade Level', 'Regular Day', 'Minimum Day'],
      ['TK / Kindergarten', '8:15 a.m. - 1:35 p.m.', '8:15 a.m. - 11:55 a.m.'],
      ['Grades 1-3', '8:15 a.m. - 2:40 p.m.', '8:15 a.m. - 12:35 p.m.'],
      ['Grades 4-6', '8:15 a.m. - 2:50 p.m.', '8:15 a.m. - 12:35 p.m.'],
    ];
    rows.forEach((row, i) =>
      row.forEach((text, c) =>
        page.drawText(text, { x: [64, 231, 394][c]!, y: 700 - 17 * i, size: 9, font }),
      ),
    );
    const { pages } = await extractPdf(Buffer.from(await doc.save()));
    const text = normalizeText(pages[0]!);
    expect(text).toContain(
      `${TABLE_ROW_MARK}Grades 4-6 — Regular Day: 8:15 a.m. - 2:50 p.m.; Minimum Day: 8:15 a.m. - 12:35 p.m.`,
    );
  });

  it('reads a header whose cell wraps to a second line ("Regular Day (Mon, Tue, Thu," / "Fri)") as one header', async () => {
    const text = await tablePageText(
      () => [64, 190, 330, 450],
      [
        [700, ['Period', 'Regular Day (Mon, Tue, Thu,', 'Late Start Wednesday', 'Early Release Day']],
        [689, ['', 'Fri)', '', '']],
        [672, ['Building opens', '7:30 a.m.', '9:00 a.m.', '7:30 a.m.']],
        [655, ['Block 1', '8:15 - 9:45', '9:45 - 10:55', '8:15 - 9:15']],
        [638, ['Dismissal', '3:35 p.m.', '3:35 p.m.', '12:35 p.m.']],
      ],
    );
    expect(text).toContain(
      `${TABLE_ROW_MARK}Dismissal — Regular Day (Mon, Tue, Thu, Fri): 3:35 p.m.; Late Start Wednesday: 3:35 p.m.; Early Release Day: 12:35 p.m.`,
    );
    expect(text).toContain(`${TABLE_ROW_MARK}Building opens — Regular Day (Mon, Tue, Thu, Fri): 7:30 a.m.;`);
    expect(text).not.toContain('Fri)\n');
  });

  it('reads a header that leaves the row labels\' column blank ("" | "Regular Day" | …) as the header', async () => {
    const text = await tablePageText(
      () => [64, 190, 330, 450],
      [
        [700, ['', 'Regular Day', 'Two-Hour Delay', 'Early Release 12:30']],
        [683, ['Building opens', '7:20 a.m.', '9:20 a.m.', '7:20 a.m.']],
        [666, ['Period 1', '7:55 - 8:50', '9:55 - 10:30', '7:55 - 8:31']],
        [649, ['Dismissal', '3:50 p.m.', '3:50 p.m.', '12:30 p.m.']],
      ],
    );
    expect(text).toContain(
      `${TABLE_ROW_MARK}Building opens — Regular Day: 7:20 a.m.; Two-Hour Delay: 9:20 a.m.; Early Release 12:30: 7:20 a.m.`,
    );
    expect(text).toContain(
      `${TABLE_ROW_MARK}Dismissal — Regular Day: 3:50 p.m.; Two-Hour Delay: 3:50 p.m.; Early Release 12:30: 12:30 p.m.`,
    );
    // A body row is no such header: under a written header, the rows keep their labels.
    expect(text).not.toContain('7:20 a.m.: 7:55');
  });

  it('reads a blank-stub header of grade bands ("" | "K-2" | "3-5" | "6-8") as the header', async () => {
    const text = await tablePageText(
      () => [64, 200, 300, 400],
      [
        [700, ['', 'K-2', '3-5', '6-8']],
        [683, ['Gates open / breakfast', '7:20 a.m.', '7:20 a.m.', '7:35 a.m.']],
        [666, ['Tardy bell', '7:45 a.m.', '7:45 a.m.', '8:00 a.m.']],
        [649, ['Dismissal', '2:10 p.m.', '2:25 p.m.', '2:55 p.m.']],
      ],
    );
    expect(text).toContain(`${TABLE_ROW_MARK}Dismissal — K-2: 2:10 p.m.; 3-5: 2:25 p.m.; 6-8: 2:55 p.m.`);
    expect(text).toContain(
      `${TABLE_ROW_MARK}Gates open / breakfast — K-2: 7:20 a.m.; 3-5: 7:20 a.m.; 6-8: 7:35 a.m.`,
    );
  });

  it('cuts a text run holding two cells set flush at the column where the second starts', async () => {
    const when = 'Wednesday, May 12 - Thursday, May 13';
    const text = await tablePageText(
      // The third column starts right after the second cell and one space: the two are set flush.
      (font) => [64, 211.6, 211.6 + font.widthOfTextAtSize(`${when} `, 9)],
      [
        [700, ['What', 'When', 'Where / Notes']],
        [683, ['Senior finals']],
        [666, ['Senior Breakfast', 'Wednesday, May 19, 7:30 a.m.', 'First Lutheran Church hall']],
        [649, ['Commencement', 'Sunday, May 23, 2:00 p.m.', 'WCS gym']],
      ],
      // One drawText across two columns: pdf.js hands it back as one text item.
      (page, font, xs) =>
        page.drawText(`${when} Seniors' last day of classes is May 13`, { x: xs[1]!, y: 683, size: 9, font }),
    );
    expect(text).toContain(
      `${TABLE_ROW_MARK}Senior finals — When: Wednesday, May 12 - Thursday, May 13; Where / Notes: Seniors' last day of classes is May 13`,
    );
    expect(text).toContain(
      `${TABLE_ROW_MARK}Commencement — When: Sunday, May 23, 2:00 p.m.; Where / Notes: WCS gym`,
    );
  });

  it('splits a row whose long first cell runs up against the next column into its cells', async () => {
    const long = 'Bookkeeper - Ms. Sherry Tate (fees, refunds)';
    const text = await tablePageText(
      // The long cell ends 8 points before the Phone column: closer than the gap between two phrases.
      (font) => [50, 50 + font.widthOfTextAtSize(long, 9) + 8, 400],
      [
        [700, ['Office', 'Phone', 'Room']],
        [683, ['Main Office (front desk)', '(706) 555-0110', 'Room 100']],
        [666, [long, '(706) 555-0119', 'Room 102']],
        [649, ['Athletics Office - Coach Pike', '(706) 555-0121', 'Field House']],
      ],
    );
    expect(text).toContain(
      `${TABLE_ROW_MARK}Bookkeeper - Ms. Sherry Tate (fees, refunds) — Phone: (706) 555-0119; Room: Room 102`,
    );
    expect(text).toContain(
      `${TABLE_ROW_MARK}Athletics Office - Coach Pike — Phone: (706) 555-0121; Room: Field House`,
    );
  });

  it("reads rows that run over a page break under the first page's header", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const first = doc.addPage([612, 792]);
    first.drawText('Some intro text about the fees for this year.', { x: 50, y: 700, size: 11, font });
    const rows: [string, string][] = [
      ['Item', 'Charge'],
      ['Adult lunch', '$5.50'],
      ['Chromebook', '$250'],
    ];
    rows.forEach(([a, b], k) => {
      first.drawText(a, { x: 50, y: 120 - k * 16, size: 11, font });
      first.drawText(b, { x: 300, y: 120 - k * 16, size: 11, font });
    });
    first.drawText('1', { x: 300, y: 30, size: 9, font });
    const second = doc.addPage([612, 792]);
    second.drawText('Charger', { x: 50, y: 740, size: 11, font });
    second.drawText('$30', { x: 300, y: 740, size: 11, font });
    second.drawText('Library book', { x: 50, y: 724, size: 11, font });
    second.drawText('Replacement cost', { x: 300, y: 724, size: 11, font });
    second.drawText('Fees are voluntary where the law says so.', { x: 50, y: 690, size: 11, font });
    const { pages } = await extractPdf(Buffer.from(await doc.save()));
    const text = normalizeText(pages.join('\n\n'));
    expect(text).toContain(`${TABLE_ROW_MARK}Chromebook — Charge: $250`);
    expect(text).toContain(`${TABLE_ROW_MARK}Charger — Charge: $30`);
    expect(text).toContain(`${TABLE_ROW_MARK}Library book — Charge: Replacement cost`);
    expect(text).toContain('Fees are voluntary where the law says so.');
  });

  it("reads the next page's rows under a header row a page ended with alone", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const first = doc.addPage([612, 792]);
    first.drawText('Our bell schedule runs on A and B days.', { x: 50, y: 700, size: 11, font });
    for (const [text, x] of [
      ['Period', 50],
      ['Regular Day', 250],
      ['Early Release Day', 400],
    ] as const)
      first.drawText(text, { x, y: 80, size: 11, font });
    first.drawText('1', { x: 300, y: 30, size: 9, font });
    const second = doc.addPage([612, 792]);
    const body = [
      ['Building opens', '8:00 a.m.', '8:00 a.m.'],
      ['Tardy bell', '8:40 a.m.', '8:40 a.m.'],
      ['Dismissal', '4:00 p.m.', '1:15 p.m.'],
    ];
    body.forEach((cells, k) =>
      cells.forEach((text, c) =>
        second.drawText(text, { x: [50, 250, 400][c]!, y: 740 - k * 16, size: 11, font }),
      ),
    );
    second.drawText('Students may not be on campus before 8:00 a.m.', { x: 50, y: 680, size: 11, font });
    const { pages } = await extractPdf(Buffer.from(await doc.save()));
    const text = normalizeText(pages.join('\n\n'));
    expect(text).toContain(
      `${TABLE_ROW_MARK}Dismissal — Regular Day: 4:00 p.m.; Early Release Day: 1:15 p.m.`,
    );
    expect(text).toContain(
      `${TABLE_ROW_MARK}Building opens — Regular Day: 8:00 a.m.; Early Release Day: 8:00 a.m.`,
    );
    expect(text).not.toContain('— 8:00 a.m.:');
  });

  it('does not carry a last line of prose set in two columns as a header', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const first = doc.addPage([612, 792]);
    first.drawText('Signed by the principal of the school', { x: 50, y: 80, size: 11, font });
    first.drawText('and the president of the parent association', { x: 320, y: 80, size: 11, font });
    const second = doc.addPage([612, 792]);
    second.drawText('Lunch', { x: 50, y: 740, size: 11, font });
    second.drawText('$3.10', { x: 320, y: 740, size: 11, font });
    second.drawText('Breakfast', { x: 50, y: 724, size: 11, font });
    second.drawText('$1.50', { x: 320, y: 724, size: 11, font });
    const { pages } = await extractPdf(Buffer.from(await doc.save()));
    expect(normalizeText(pages.join('\n\n'))).not.toContain('Signed by the principal of the school:');
  });
});

describe('PDF layout', () => {
  it('reads a two-column page column by column, even when drawn row by row', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const page = doc.addPage([612, 792]);
    page.drawText('October Newsletter', { x: 50, y: 740, size: 22, font: bold });
    const left = [
      'Picture day is on Tuesday the',
      'fourteenth of October for all',
      'grades. Order forms went home',
      'in backpacks last Friday and',
      'are due back by Monday.',
    ];
    const right = [
      'The book fair opens in the',
      'library on Wednesday morning',
      'and runs all week long with',
      'volunteers from the parent',
      'association at the register.',
    ];
    left.forEach((line, i) => {
      page.drawText(line, { x: 50, y: 700 - i * 14, size: 11, font });
      page.drawText(right[i]!, { x: 330, y: 700 - i * 14, size: 11, font });
    });
    const { pages } = await extractPdf(Buffer.from(await doc.save()));
    const text = normalizeText(pages[0]!);
    expect(text).toContain(
      'Picture day is on Tuesday the fourteenth of October for all grades. Order forms went home in backpacks last Friday and are due back by Monday.',
    );
    expect(text).toContain('The book fair opens in the library on Wednesday morning and runs all week long');
    expect(text.indexOf('Picture day')).toBeLessThan(text.indexOf('book fair'));
    expect(text).not.toContain(TABLE_ROW_MARK);
  });

  it('joins a word hyphenated across lines', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    page.drawText('The office is closed for the Thanks-', { x: 50, y: 700, size: 11, font });
    page.drawText('giving holiday and reopens on Monday.', { x: 50, y: 686, size: 11, font });
    page.drawText('Well-being checks stay as planned.', { x: 50, y: 672, size: 11, font });
    const { pages } = await extractPdf(Buffer.from(await doc.save()));
    expect(normalizeText(pages[0]!)).toBe(
      'The office is closed for the Thanksgiving holiday and reopens on Monday. Well-being checks stay as planned.',
    );
  });

  it('keeps a short line that is the only text of every page; still drops real running headers', async () => {
    const onePerPage = ['Room 101', 'Room 102', 'Room 103', 'Room 104'];
    expect(stripRepeatedPageLines(onePerPage)).toEqual(onePerPage);
    const bodies = ['Uniform is navy.', 'Lunch is at noon.', 'Buses leave at three.'];
    const withHeaders = bodies.map((body, i) => `Oakwood Handbook\n\n${body}\n\nPage ${i + 1} of 3`);
    expect(stripRepeatedPageLines(withHeaders)).toEqual(bodies);
  });
});
