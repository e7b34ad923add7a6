import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { Document, Packer, Paragraph } from 'docx';
import { CSV_MAX_ROWS, sampleCsv, SKIP_REASONS, toCsv } from '../../../contracts/parents.contract.js';
import { fixedClock } from '../../shared/clock.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { updateSchool } from '../schools/schools.repository.js';
import { CSV_ERRORS } from './parents.csv.js';
import { CSV_TOO_LARGE } from './parents.routes.js';
import { fetchParents, importCsv } from './parents.testing.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(async () => t.close());

/** A school with one parent already in the directory. */
async function schoolWithOneParent() {
  const staff = await signUp(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/parents/add-single',
    payload: { name: 'Existing Parent', whatsapp_num: '+14155550100' },
    headers: { cookie: staff.cookie },
  });
  expect(res.statusCode).toBe(201);
  return { ...staff, before: await fetchParents(t.app, staff.cookie) };
}

describe('CSV import: rows', () => {
  it('imports valid rows and reports each skipped row with its physical line and reason', async () => {
    const { cookie } = await schoolWithOneParent();
    // BOM, CRLF, a header with odd case/spaces and an extra column, a quoted name with a comma and
    // a newline (so later lines shift), an empty line, and every kind of bad row.
    const file =
      '\uFEFF Name ,Notes, WHATSAPP_NUM \r\n' + //                  1
      'Maria Garcia,,+14155550123\r\n' + //                          2 ok
      '"Smith, John\r\nand Jane",,"(415) 555-0124"\r\n' + //         3-4 ok
      '\r\n' + //                                                    5 empty
      'Bob Letters,,call me\r\n' + //                                6 invalid
      ',,+14155550125\r\n' + //                                      7 missing name
      'Dup of Maria,,415.555.0123\r\n' + //                          8 duplicate of 2
      'Existing Again,,+1 415 555 0100\r\n' + //                     9 already in the directory
      'Too Short,,12345\r\n' + //                                    10 invalid
      'UK Number As US,,020 7946 0018\r\n' + //                      11 invalid (wrong country)
      'No Number,"x",\r\n' + //                                      12 missing number
      '"=HYPERLINK(""http://evil.test"",""Click"")",,+14155550126\r\n'; // 13 ok, stored as text
    const { response, result } = await importCsv(t.app, cookie, file);
    expect(response.statusCode).toBe(200);
    expect(result).toEqual({
      importedCount: 3,
      skippedCount: 7,
      error: null,
      skippedRows: [
        { line: 6, name: 'Bob Letters', whatsapp_num: 'call me', reason: SKIP_REASONS.invalidNumber },
        { line: 7, name: '', whatsapp_num: '+14155550125', reason: 'Missing name' },
        {
          line: 8,
          name: 'Dup of Maria',
          whatsapp_num: '415.555.0123',
          reason: 'Duplicate of line 2 in this file',
        },
        {
          line: 9,
          name: 'Existing Again',
          whatsapp_num: '+1 415 555 0100',
          reason: 'Already in the directory',
        },
        { line: 10, name: 'Too Short', whatsapp_num: '12345', reason: 'Invalid WhatsApp number' },
        {
          line: 11,
          name: 'UK Number As US',
          whatsapp_num: '020 7946 0018',
          reason: 'Invalid WhatsApp number',
        },
        { line: 12, name: 'No Number', whatsapp_num: '', reason: SKIP_REASONS.missingNumber },
      ],
    });
    const stored = await fetchParents(t.app, cookie);
    expect(stored.map((p) => [p.name, p.whatsapp_num]).sort()).toEqual(
      [
        ['=HYPERLINK("http://evil.test","Click")', '+14155550126'],
        ['Existing Parent', '+14155550100'],
        ['Maria Garcia', '+14155550123'],
        ['Smith, John and Jane', '+14155550124'],
      ].sort(),
    );
    // The parent that was already there is untouched.
    const existing = stored.find((p) => p.whatsapp_num === '+14155550100')!;
    expect(existing.name).toBe('Existing Parent');
  });

  it('adds nothing on a second import of the same file and reports every row as already present', async () => {
    const { cookie } = await signUp(t);
    const file = 'name,whatsapp_num\nAnn Lee,+14155550131\nBen Ode,+14155550132\nCat Poe,+14155550133\n';
    const first = await importCsv(t.app, cookie, file);
    expect(first.result.importedCount).toBe(3);
    const afterFirst = await fetchParents(t.app, cookie);
    clock.advance(60_000);

    const second = await importCsv(t.app, cookie, file);
    expect(second.response.statusCode).toBe(200);
    expect(second.result).toEqual({
      importedCount: 0,
      skippedCount: 3,
      error: null,
      skippedRows: [2, 3, 4].map((line, i) => ({
        line,
        name: ['Ann Lee', 'Ben Ode', 'Cat Poe'][i],
        whatsapp_num: `+1415555013${i + 1}`,
        reason: 'Already in the directory',
      })),
    });
    expect(await fetchParents(t.app, cookie)).toEqual(afterFirst);
  });

  it("uses the school's default country for numbers without a country code", async () => {
    const { cookie, schoolId } = await signUp(t);
    await updateSchool(t.database.db, schoolId, { defaultCountry: 'GB' });
    const { result } = await importCsv(
      t.app,
      cookie,
      'name,whatsapp_num\nOliver,020 7946 0018\nAmelia,(415) 555-0123\n',
    );
    expect(result.importedCount).toBe(1);
    expect(result.skippedRows).toEqual([
      { line: 3, name: 'Amelia', whatsapp_num: '(415) 555-0123', reason: 'Invalid WhatsApp number' },
    ]);
    expect((await fetchParents(t.app, cookie)).map((p) => p.whatsapp_num)).toEqual(['+442079460018']);
  });

  it('keeps schools apart: a number in another school is not "already in the directory"', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await importCsv(t.app, a.cookie, 'name,whatsapp_num\nShared,+14155550140\n');
    const { result } = await importCsv(t.app, b.cookie, 'name,whatsapp_num\nShared,+14155550140\n');
    expect(result.importedCount).toBe(1);
    expect(await fetchParents(t.app, a.cookie)).toHaveLength(1);
  });

  it('re-imports the sample CSV cleanly, including its formula-guarded + numbers', async () => {
    const { cookie } = await signUp(t);
    const sample = sampleCsv();
    expect(sample).toContain("'+14155550123");
    const { response, result } = await importCsv(t.app, cookie, sample, { filename: 'parents-sample.csv' });
    expect(response.statusCode).toBe(200);
    expect(result).toMatchObject({ importedCount: 3, skippedCount: 0, skippedRows: [] });
    expect((await fetchParents(t.app, cookie)).map((p) => p.whatsapp_num).sort()).toEqual([
      '+12125550199',
      '+14155550123',
      '+61491570156',
    ]);
  });

  it('round-trips names that we exported with a formula guard', async () => {
    const { cookie } = await signUp(t);
    const name = '=HYPERLINK("http://evil.test","Click")';
    const exported = toCsv([
      ['name', 'whatsapp_num'],
      [name, '+14155550150'],
      ['-minus', '+14155550151'],
    ]);
    expect(exported).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    const { result } = await importCsv(t.app, cookie, exported);
    expect(result.importedCount).toBe(2);
    expect((await fetchParents(t.app, cookie)).map((p) => p.name).sort()).toEqual(['-minus', name].sort());
  });

  it('stores nothing when the transaction fails part-way (rows are inserted in one transaction)', async () => {
    const { cookie, before } = await schoolWithOneParent();
    // A real database failure on the 1,500th row, after the first 1,000-row batch was inserted.
    await t.database.query(`
      CREATE OR REPLACE FUNCTION parents_test_boom() RETURNS trigger AS $$
      BEGIN IF NEW.name = 'BOOM' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await t.database.query(
      'CREATE TRIGGER parents_test_boom BEFORE INSERT ON parents FOR EACH ROW EXECUTE FUNCTION parents_test_boom()',
    );
    try {
      const rows = Array.from({ length: 1500 }, (_, i) => [
        i === 1499 ? 'BOOM' : `Parent ${i}`,
        `+1415555${String(2000 + i)}`,
      ]);
      const { response } = await importCsv(t.app, cookie, toCsv([['name', 'whatsapp_num'], ...rows]));
      expect(response.statusCode).toBe(500);
      expect(await fetchParents(t.app, cookie)).toEqual(before);
    } finally {
      await t.database.query('DROP TRIGGER parents_test_boom ON parents');
      await t.database.query('DROP FUNCTION parents_test_boom()');
    }
  });
});

describe('CSV import: files refused with a clear error, nothing stored', () => {
  const cases: {
    title: string;
    status: number;
    error: string | RegExp;
    upload: () => Promise<{ content: Buffer | string; filename?: string; field?: string }>;
  }[] = [
    { title: 'empty file', status: 400, error: CSV_ERRORS.empty, upload: async () => ({ content: '' }) },
    {
      title: 'BOM and blank lines only',
      status: 400,
      error: CSV_ERRORS.empty,
      upload: async () => ({ content: '\uFEFF\r\n \r\n' }),
    },
    {
      title: 'header-only file',
      status: 400,
      error: CSV_ERRORS.headerOnly,
      upload: async () => ({ content: 'name,whatsapp_num\r\n\r\n' }),
    },
    {
      title: 'missing whatsapp_num column',
      status: 400,
      error: 'The CSV file has no "whatsapp_num" column. The first row must be the header: name,whatsapp_num',
      upload: async () => ({ content: 'name,phone\nAnn,+14155550123\n' }),
    },
    {
      title: 'missing name column',
      status: 400,
      error: CSV_ERRORS.missingColumn('name'),
      upload: async () => ({ content: 'Maria Garcia,+14155550123\nJames,+14155550124\n' }),
    },
    {
      title: 'Latin-1 encoded file',
      status: 400,
      error: CSV_ERRORS.notUtf8,
      upload: async () => ({
        content: Buffer.from('name,whatsapp_num\nÉlodie Müller,+14155550123\n', 'latin1'),
      }),
    },
    {
      title: 'UTF-16 file (Excel "Unicode Text")',
      status: 400,
      error: CSV_ERRORS.notUtf8,
      upload: async () => ({
        content: Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from('name,whatsapp_num\nA,+14155550123\n', 'utf16le'),
        ]),
      }),
    },
    {
      title: 'a PDF',
      status: 415,
      error: CSV_ERRORS.notCsv,
      upload: async () => {
        const pdf = await PDFDocument.create();
        pdf.addPage().drawText('name,whatsapp_num');
        return { content: Buffer.from(await pdf.save()), filename: 'parents.pdf' };
      },
    },
    {
      title: 'a Word document renamed to .csv',
      status: 415,
      error: CSV_ERRORS.notCsv,
      upload: async () => {
        const doc = new Document({ sections: [{ children: [new Paragraph('name,whatsapp_num')] }] });
        return { content: await Packer.toBuffer(doc), filename: 'parents.csv' };
      },
    },
    {
      title: 'a legacy Excel workbook renamed to .csv',
      status: 415,
      error: CSV_ERRORS.spreadsheet,
      upload: async () => ({
        content: Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(4096),
        ]),
        filename: 'parents.csv',
      }),
    },
    {
      title: 'text with a .txt name',
      status: 415,
      error: CSV_ERRORS.notCsv,
      upload: async () => ({ content: 'name,whatsapp_num\nA,+14155550123\n', filename: 'parents.txt' }),
    },
    {
      title: 'binary bytes with a .csv name',
      status: 415,
      error: CSV_ERRORS.notCsv,
      upload: async () => ({ content: Buffer.from([0x6e, 0x61, 0x00, 0x01, 0x02, 0x6d, 0x65]) }),
    },
    {
      title: 'a 20 MB file',
      status: 413,
      error: CSV_TOO_LARGE,
      upload: async () => ({ content: 'name,whatsapp_num\n' + 'Parent Name,+14155550123\n'.repeat(840_000) }),
    },
    {
      title: 'a file one byte over 2 MB',
      status: 413,
      error: CSV_TOO_LARGE,
      upload: async () => {
        const head = 'name,whatsapp_num\n';
        return { content: head + 'x'.repeat(2 * 1024 * 1024 + 1 - head.length) };
      },
    },
    {
      title: `more than ${CSV_MAX_ROWS} rows`,
      status: 400,
      error: CSV_ERRORS.tooManyRows(CSV_MAX_ROWS + 1),
      upload: async () => ({
        content: toCsv([
          ['name', 'whatsapp_num'],
          ...Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => [`P${i}`, `+1415555${1000 + i}`]),
        ]),
      }),
    },
    {
      title: 'a never-closed quote',
      status: 400,
      error: /^The CSV file could not be read at line \d+: a quoted field is never closed/,
      upload: async () => ({ content: 'name,whatsapp_num\n"Ann,+14155550123\nBen,+14155550124\n' }),
    },
    {
      title: 'the file in another form field',
      status: 400,
      error: 'Please select a CSV file to upload (form field "csv")',
      upload: async () => ({ content: 'name,whatsapp_num\nA,+14155550123\n', field: 'file' }),
    },
  ];

  for (const c of cases) {
    it(c.title, async () => {
      const { cookie, before } = await schoolWithOneParent();
      const { content, ...options } = await c.upload();
      const { response, result } = await importCsv(t.app, cookie, content, options);
      expect(response.statusCode).toBe(c.status);
      if (typeof c.error === 'string') expect(result.error).toBe(c.error);
      else expect(result.error).toMatch(c.error);
      expect(await fetchParents(t.app, cookie)).toEqual(before);
    });
  }

  it('asks for a file when the request carries none', async () => {
    const { cookie } = await signUp(t);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/parents/import-csv',
      payload: {},
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe('Please select a CSV file to upload');
    const boundary = 'xyz';
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/parents/import-csv',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nvalue\r\n--${boundary}--\r\n`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe('Please select a CSV file to upload');
    // What a browser sends for a form whose file input is empty.
    const emptyInput = await importCsv(t.app, cookie, '', {
      filename: '',
      contentType: 'application/octet-stream',
    });
    expect(emptyInput.response.statusCode).toBe(400);
    expect(emptyInput.result.error).toBe('Please select a CSV file to upload');

    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/parents/import-csv',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="csv"; filename="a.csv"\r\n\r\nname,whats`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error).toMatch(/^The upload was interrupted/);
  });

  it(`accepts exactly ${CSV_MAX_ROWS} rows`, async () => {
    const { cookie } = await signUp(t);
    const rows = Array.from({ length: CSV_MAX_ROWS }, (_, i) => [`Parent ${i}`, `+1415555${1000 + i}`]);
    // 555-1000..555-9999 plus 10 more: keep them all valid US numbers by moving to area code 212.
    rows.splice(
      9000,
      1000,
      ...Array.from({ length: 1000 }, (_, i) => [`Parent ${9000 + i}`, `+1212555${1000 + i}`]),
    );
    const { response, result } = await importCsv(t.app, cookie, toCsv([['name', 'whatsapp_num'], ...rows]));
    expect(response.statusCode).toBe(200);
    expect(result.importedCount).toBe(CSV_MAX_ROWS);
    expect(await fetchParents(t.app, cookie)).toHaveLength(CSV_MAX_ROWS);
  });
});
