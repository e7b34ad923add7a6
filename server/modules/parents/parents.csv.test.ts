import { describe, expect, it } from 'vitest';
import { readParentsCsv } from './parents.csv.js';

const read = (text: string | Buffer) =>
  readParentsCsv(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'));

describe('readParentsCsv line numbers (the physical line, header = 1)', () => {
  it('counts CRLF inside quoted fields as one line break', async () => {
    const rows = await read('name,whatsapp_num\r\n"Ann\r\nLee",1\r\n\r\n"B\r\n\r\nC",2\r\nDan,3');
    expect(rows.map((r) => [r.line, r.name])).toEqual([
      [2, 'Ann\r\nLee'],
      [5, 'B\r\n\r\nC'],
      [8, 'Dan'],
    ]);
  });

  it('handles LF and old Mac CR line ends, and skips blank and whitespace-only rows', async () => {
    expect((await read('name,whatsapp_num\n\n  \n , \nAnn,1\n')).map((r) => r.line)).toEqual([5]);
    expect((await read('name,whatsapp_num\rAnn,1\r\rBen,2\r')).map((r) => r.line)).toEqual([2, 4]);
  });

  it('counts lines after multi-byte characters and a BOM correctly', async () => {
    const rows = await read('\uFEFFname,whatsapp_num\nÉlodie Zoë 李,1\n"多\n行",2\nLast,3\n');
    expect(rows.map((r) => [r.line, r.name])).toEqual([
      [2, 'Élodie Zoë 李'],
      [3, '多\n行'],
      [5, 'Last'],
    ]);
  });

  it('skips leading blank lines before the header', async () => {
    const rows = await read('\n\nname,whatsapp_num\nAnn,1\n');
    expect(rows).toEqual([{ line: 4, name: 'Ann', whatsapp_num: '1' }]);
  });
});

describe('readParentsCsv columns and delimiters', () => {
  it('matches the header case-insensitively, ignores extra and missing trailing cells', async () => {
    const rows = await read('Extra, WhatsApp_Num ,NAME\nx,+1,Ann\ny\n');
    expect(rows).toEqual([
      { line: 2, name: 'Ann', whatsapp_num: '+1' },
      { line: 3, name: '', whatsapp_num: '' },
    ]);
  });

  it('accepts semicolon and tab separated files (spreadsheet exports in many locales)', async () => {
    expect(await read('name;whatsapp_num\r\n"Lee, Ann";+1\r\n')).toEqual([
      { line: 2, name: 'Lee, Ann', whatsapp_num: '+1' },
    ]);
    expect(await read('name\twhatsapp_num\nAnn\t+1\n')).toEqual([
      { line: 2, name: 'Ann', whatsapp_num: '+1' },
    ]);
  });

  it('keeps a stray quote inside an unquoted name', async () => {
    expect((await read('name,whatsapp_num\nO"Brien,1\n'))[0]!.name).toBe('O"Brien');
  });
});
