import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.js';
import { feeAndBellPdf } from './fixtures/fixtures.js';
import { fileState, seedFile, seedSchool } from './ingestion.testing.js';
import { findTypedValues } from './ingestion.typed-values.js';

const reference = new Date('2025-09-01T12:00:00Z');

describe('typed values found once at ingestion', () => {
  it('phones, e-mails, URLs, money, clock times and dates, normalized', () => {
    const values = findTypedValues(
      'Saturday, October 18 from 10:00 AM to 2:00 PM. Lunch $3.10, adults $4.25, milk 65 cents. ' +
        'Call (609) 555-0188 or write to PTA@Oakwood.org; menu at www.oakwood.org/menu. Doors open at noon.',
      { country: 'US', referenceDate: reference },
    );
    const by = (type: string) =>
      values.filter((v) => v.type === type).map(({ text, value }) => [text, value]);
    expect(by('phone')).toEqual([['(609) 555-0188', '+16095550188']]);
    expect(by('email')).toEqual([['PTA@Oakwood.org', 'pta@oakwood.org']]);
    expect(by('url')).toEqual([['www.oakwood.org/menu', 'https://www.oakwood.org/menu']]);
    expect(by('money')).toEqual([
      ['$3.10', '310'],
      ['$4.25', '425'],
      ['65 cents', '65'],
    ]);
    expect(by('time')).toEqual([
      ['10:00 AM', '10:00'],
      ['2:00 PM', '14:00'],
      ['noon', '12:00'],
    ]);
    expect(by('date')).toEqual([['Saturday, October 18', '2025-10-18']]);
  });

  it("reads dates against the document's date and phones with the school's country", () => {
    expect(
      findTypedValues('Report cards go home March 3.', { referenceDate: new Date('2027-01-10') }),
    ).toEqual([{ type: 'date', text: 'March 3', value: '2027-03-03' }]);
    expect(
      findTypedValues('Ring the office on 020 7946 0958.', { country: 'GB', referenceDate: reference }),
    ).toEqual([{ type: 'phone', text: '020 7946 0958', value: '+442079460958' }]);
    expect(findTypedValues('Grade 3 has 25 pupils in room 12.', { referenceDate: reference })).toEqual([]);
  });

  it('are stored with each unit (a fee-table row holds its prices)', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    try {
      const schoolId = await seedSchool(t);
      const fileId = await seedFile(t, {
        schoolId,
        fileName: 'cafeteria.pdf',
        mimeType: 'application/pdf',
        body: await feeAndBellPdf(),
      });
      await t.deps.queue.runDue();
      expect((await fileState(t, fileId))?.sync_status).toBe('FINISHED');
      const [lunch] = await t.database.query<{ kind: string; typed_values: unknown }>(
        `SELECT kind, typed_values FROM knowledge_chunks WHERE file_id = $1 AND content LIKE 'Lunch A —%'`,
        [fileId],
      );
      expect(lunch).toEqual({
        kind: 'table-row',
        typed_values: [
          { type: 'time', text: '11:30 AM', value: '11:30' },
          { type: 'time', text: '12:00 PM', value: '12:00' },
        ],
      });
    } finally {
      await t.close();
    }
  });
});
