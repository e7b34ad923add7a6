import { describe, expect, it } from 'vitest';
import { rtfToText } from './ingestion.rtf.js';

/** A body in a minimal RTF document. */
const doc = (body: string) => `{\\rtf1\\ansi ${body}}`;

describe('rtfToText control words and symbols', () => {
  it('writes breaks, tabs and typographic characters', () => {
    expect(
      rtfToText(
        doc(
          'a\\sect b\\page c\\row d\\cell e\\emdash\\endash\\bullet\\lquote x\\rquote\\ldblquote y\\rdblquote',
        ),
      ),
    ).toBe('a\n\nb\n\nc\nd\te—–•‘x’“y”');
  });

  it('reads control symbols: escaped braces and backslash, nbsp, hyphens, escaped line break', () => {
    expect(rtfToText(doc('a\\\\b\\{c\\}d\\~e\\_f\\-g\\|h\\\ni'))).toBe('a\\b{c}d e-fgh\ni');
  });

  it('ignores raw line breaks, unknown words, unbalanced closing braces and a trailing backslash', () => {
    expect(rtfToText('{\\rtf1 a\r\nb\\foo42 c}}}d\\')).toBe('abcd');
  });
});

describe('rtfToText destinations', () => {
  it('skips a {\\* …} group and a known destination only at the start of a group', () => {
    expect(rtfToText(doc('{\\*\\unknown hidden}{\\b\\info shown}{\\b \\*\\x also} end'))).toBe(
      'shownalso end',
    );
  });

  it('skips \\binN data outside skipped groups', () => {
    expect(rtfToText(doc('a\\bin3 x{}b'))).toBe('ab');
  });

  it('keeps escaped bytes of a skipped group out of the text', () => {
    expect(rtfToText(doc("{\\info \\'e9}ok"))).toBe('ok');
  });
});

describe('rtfToText encodings', () => {
  it("decodes \\'hh in the \\ansicpg code page, Windows-1252 for an unknown one", () => {
    expect(rtfToText("{\\rtf1\\ansi\\ansicpg1251 \\'cf\\'f0\\'e8}")).toBe('При');
    expect(rtfToText("{\\rtf1\\ansi\\ansicpg99999 Caf\\'e9}")).toBe('Café');
    expect(rtfToText(doc("a\\'zzb"))).toBe('ab');
  });

  it('drops \\ucN fallback characters after \\uN, and reads negative code points', () => {
    expect(rtfToText(doc("{\\uc2\\u8364\\'80\\'80 euro}"))).toBe('€ euro');
    expect(rtfToText(doc('{\\uc0\\u233\\u233}'))).toBe('éé');
    expect(rtfToText(doc('\\u-3913?'))).toBe(String.fromCharCode(65536 - 3913));
    expect(rtfToText(doc('\\u ?x'))).toBe('?x');
  });
});
