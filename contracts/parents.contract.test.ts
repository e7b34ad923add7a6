import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvCell, sampleCsv, toCsv, unescapeCsvCell } from './parents.contract.js';

describe('formula-safe CSV output (OWASP CSV injection)', () => {
  it('prefixes cells that start with = + - @ tab or CR with a quote', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+14155550123')).toBe("'+14155550123");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('Maria Garcia')).toBe('Maria Garcia');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and newlines (RFC 4180) after guarding', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a\nb')).toBe('"a\nb"');
  });

  it('parses back to the guarded values, which unescapeCsvCell restores', () => {
    const values = ['=HYPERLINK("http://x","y")', '+14155550123', 'Smith, John', "'quoted", 'plain'];
    const [row] = parse(toCsv([values])) as string[][];
    expect(row!.map(unescapeCsvCell)).toEqual(values);
  });

  it('produces a sample with the header and E.164 numbers behind the guard', () => {
    expect(sampleCsv()).toBe(
      "name,whatsapp_num\r\nMaria Garcia,'+14155550123\r\nJames Smith,'+12125550199\r\nAisha Khan,'+61491570156\r\n",
    );
  });
});
