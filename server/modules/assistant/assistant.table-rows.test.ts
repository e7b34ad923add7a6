/**
 * A dated table row gives its own event's day: a name in its "Details"/"Notes" cell is mentioned
 * beside that event. Through the engine on PGlite (a newsletter's calendar table), and the rule on
 * hand-made rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../db/test-database.js';
import { fixedClock } from '../../shared/clock.js';
import { offlineAssistant, seedKnowledgeFile, seedSchool } from './assistant.fixtures.js';
import { columnHeaders, dateDetailCells, withoutColumnHeaders } from './assistant.table-rows.js';

// Tuesday 2027-02-02, 07:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');
let database: Database;
let schoolId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  schoolId = await seedSchool(database, { name: 'Cedar Bluff MS', timeZone: 'America/Chicago' });
  await seedKnowledgeFile(database, {
    schoolId,
    fileName: 'bulletin.docx',
    title: 'Bobcat Bulletin February',
    contentType: 'newsletter',
    chunks: [
      {
        heading: 'Upcoming Dates',
        content: [
          'Monday, February 8 — What: PTO General Meeting; Details: 6:00 p.m. in the Library – Spring Fling volunteers needed',
          'Mon, Nov. 30 — Event: Trimester 2 begins; Notes: Report cards posted in PowerSchool Dec. 2',
          'Thursday, February 18 — What: Band Concert; Details: 7:00 p.m. in the gym',
        ].join('\n'),
      },
    ],
  });
});
afterAll(async () => database?.close());

const ask = (question: string) => offlineAssistant(database, clock).ask(schoolId, question);

describe('a dated row answers "when" for its own event', () => {
  it('does not give the PTO meeting day as the Spring Fling day', async () => {
    expect(await ask('when is the spring fling? i want to help')).not.toContain('February 8');
    expect(await ask('when is the pto meeting')).toContain('February 8');
  });

  it('answers from a note that names its own day', async () => {
    expect(await ask('when are report cards posted')).toContain('Dec. 2');
  });
});

describe('dateDetailCells', () => {
  it('takes the side cells out of a dated row', () => {
    expect(
      dateDetailCells(
        'Monday, February 8 — What: PTO General Meeting; Details: 6:00 p.m. – Spring Fling volunteers needed',
      ),
    ).toEqual({
      text: 'Monday, February 8 — What: PTO General Meeting',
      details: 'Details: 6:00 p.m. – Spring Fling volunteers needed',
    });
  });

  it('a cell without a header continues the side cell before it', () => {
    expect(
      dateDetailCells(
        'Thu-Fri, Nov. 12-13 — Event: Student-Led Conferences; Notes: Sign up in ParentSquare; 20-minute slots',
      ),
    ).toEqual({
      text: 'Thu-Fri, Nov. 12-13 — Event: Student-Led Conferences',
      details: 'Notes: Sign up in ParentSquare; 20-minute slots',
    });
  });

  it('keeps an undated row, a row without side cells and a side cell with its own day', () => {
    const undated = 'Main Office — Phone: (312) 555-0142; Notes: closed at noon on Fridays';
    expect(dateDetailCells(undated)).toEqual({ text: undated, details: '' });
    const plain = 'Friday, March 12 — Event: End of 3rd Nine Weeks; Time: 1:30 p.m.';
    expect(dateDetailCells(plain)).toEqual({ text: plain, details: '' });
    const ownDay = 'Mon, Nov. 30 — Event: Trimester 2 begins; Notes: Report cards posted Dec. 2';
    expect(dateDetailCells(ownDay)).toEqual({ text: ownDay, details: '' });
    expect(dateDetailCells('The PTO meets Monday, February 8. Details: see the flyer')).toEqual({
      text: 'The PTO meets Monday, February 8. Details: see the flyer',
      details: '',
    });
  });
});

describe('column headers', () => {
  it('are read from table rows only', () => {
    const row = 'Main Office — Phone / E-mail: (312) 555-0142; Hours: 7:30 a.m. – 4:00 p.m.';
    expect(columnHeaders(row)).toEqual(['Phone / E-mail', 'Hours']);
    expect(withoutColumnHeaders(row)).toBe('Main Office — (312) 555-0142; 7:30 a.m. – 4:00 p.m.');
    expect(columnHeaders('Lunch: $3.25 per day')).toEqual([]);
  });
});
