import type { Block } from 'tesseract.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.js';
import { fixtureFile } from './fixtures/fixtures.js';
import { layoutOf, stopOcr } from './ingestion.ocr.js';
import { fileState, seedFile, seedSchool } from './ingestion.testing.js';

afterAll(() => stopOcr());

type Words = [text: string, confidence: number, x0: number][];

/** A tesseract block holding one line per entry, lines 40 px apart, words 100 px wide. */
function block(lines: { words: Words; height: number; y: number }[]): Block {
  return {
    paragraphs: [
      {
        lines: lines.map((l) => ({
          rowAttributes: { rowHeight: l.height, ascenders: 0, descenders: 0 },
          bbox: { x0: 0, y0: l.y, x1: 1000, y1: l.y + l.height },
          words: l.words.map(([text, confidence, x0]) => ({
            text,
            confidence,
            bbox: { x0, y0: l.y, x1: x0 + 90, y1: l.y + l.height },
          })),
        })),
      },
    ],
  } as unknown as Block;
}

describe('OCR layout', () => {
  it('drops words under 60 % confidence and lifts the largest line out as the heading', () => {
    const layout = layoutOf([
      block([
        {
          words: [
            ['Book', 95, 0],
            ['Fair', 93, 100],
          ],
          height: 60,
          y: 0,
        },
        {
          words: [
            ['Opens', 91, 0],
            ['ee', 31, 100],
            ['Monday', 88, 200],
          ],
          height: 20,
          y: 80,
        },
        {
          words: [
            ['|', 12, 0],
            ['Sa', 40, 100],
          ],
          height: 20,
          y: 110,
        },
      ]),
    ]);
    expect(layout.title).toBe('Book Fair');
    expect(layout.blocks).toEqual([{ heading: 'Book Fair', text: 'Opens Monday' }]);
  });
});

describe('OCR layout: flyer borders and long titles', () => {
  it('drops lone characters far from any word (border squares) and joins a title set over two lines', () => {
    const layout = layoutOf([
      block([
        {
          words: [
            ['i', 90, 0],
            ['Family', 95, 200],
            ['Literacy', 94, 300],
          ],
          height: 60,
          y: 0,
        },
        { words: [['Night', 93, 200]], height: 60, y: 65 },
        {
          words: [
            ['Thursday', 92, 200],
            ['a', 91, 300],
            ['5:30', 90, 400],
            ['I', 88, 700],
          ],
          height: 20,
          y: 150,
        },
        { words: [['Library', 92, 200]], height: 20, y: 175 },
      ]),
    ]);
    expect(layout.title).toBe('Family Literacy Night');
    expect(layout.blocks).toEqual([{ heading: 'Family Literacy Night', text: 'Thursday a 5:30\nLibrary' }]);
  });
});

describe('flyers end to end', { timeout: 90_000 }, () => {
  it('a flyer becomes one unit per block under its title; side-by-side boxes are not interleaved', async () => {
    const t = await createTestApp();
    try {
      const schoolId = await seedSchool(t);
      const fileId = await seedFile(t, {
        schoolId,
        fileName: 'fall-festival.png',
        mimeType: 'image/png',
        body: fixtureFile('flyer.png'),
      });
      await t.deps.queue.runDue();
      expect(await fileState(t, fileId)).toEqual({ sync_status: 'FINISHED', error_message: null });
      const units = await t.database.query<{ heading: string; content: string; kind: string }>(
        'SELECT heading, content, kind FROM knowledge_chunks WHERE file_id = $1 ORDER BY ordinal',
        [fileId],
      );
      expect(units.every((u) => u.kind === 'ocr-block' && u.heading === 'Fall Festival')).toBe(true);
      expect(units.map((u) => u.content)).toEqual([
        'Raffle prizes: Family Pass to the Eastbrook Zoo Pizza party for one class',
        'Saturday, October 18 10:00 AM to 2:00 PM Cash and cards accepted',
        'Volunteers: sign up with Ms. Alvarez at pta@oakwood.org or call (609) 555-0188.',
        'RAIN OR SHINE',
      ]);
    } finally {
      await t.close();
    }
  });
});
