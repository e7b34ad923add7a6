import { describe, expect, it } from 'vitest';
import { CHUNK_WORDS, chunkDocument, countWords, splitSentences } from './ingestion.chunker.js';
import { normalizeText, stripRepeatedPageLines, titleFromFileName } from './ingestion.normalize.js';
import { rtfToText } from './ingestion.rtf.js';
import { SAMPLE_RTF } from './fixtures/fixtures.js';

const sentence = (i: number) => `Sentence number ${i} explains one school rule in plain words for parents.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, k) => sentence(from + k)).join(' ');

describe('chunkDocument', () => {
  it('starts a chunk at every heading and carries the nearest heading with its parent', () => {
    const text =
      '# Term Dates\n\nTerm starts on 3 September.\n\n## Spring\n\nSpring term starts on 6 January.\n\n# Uniform\n\nNavy jumpers.';
    expect(chunkDocument({ title: 'Handbook', text })).toEqual([
      { heading: 'Term Dates', content: 'Term starts on 3 September.' },
      { heading: 'Term Dates › Spring', content: 'Spring term starts on 6 January.' },
      { heading: 'Uniform', content: 'Navy jumpers.' },
    ]);
  });

  it('keeps text before the first heading with an empty heading, and never returns empty chunks', () => {
    expect(chunkDocument({ title: 'T', text: 'Welcome to Oakwood.\n\n# A\n\n# B\n\nBody.' })).toEqual([
      { heading: '', content: 'Welcome to Oakwood.' },
      { heading: 'B', content: 'Body.' },
    ]);
    expect(chunkDocument({ title: 'T', text: '' })).toEqual([]);
  });

  it('packs paragraphs into chunks of at most the maximum, cutting only between sentences, with one sentence of overlap', () => {
    // 12 paragraphs × 5 sentences × 12 words = 720 words in one section.
    const text = Array.from({ length: 12 }, (_, p) => paragraph(p * 5, 5)).join('\n\n');
    const chunks = chunkDocument({ title: 'T', text });
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) {
      expect(countWords(c.content)).toBeLessThanOrEqual(CHUNK_WORDS.max);
      // Every chunk begins and ends on a sentence boundary.
      expect(c.content).toMatch(/^Sentence number \d+/);
      expect(c.content).toMatch(/parents\.$/);
    }
    for (let i = 1; i < chunks.length; i++) {
      const lastOfPrevious = splitSentences(chunks[i - 1]!.content.split('\n\n').pop()!).pop()!;
      expect(chunks[i]!.content.startsWith(lastOfPrevious)).toBe(true);
    }
    // Nothing is lost.
    const all = chunks.map((c) => c.content).join(' ');
    for (let i = 0; i < 60; i++) expect(all).toContain(sentence(i));
  });

  it('splits one very long paragraph at sentence boundaries', () => {
    const chunks = chunkDocument({ title: 'T', text: paragraph(0, 60) });
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) {
      expect(countWords(c.content)).toBeLessThanOrEqual(CHUNK_WORDS.max);
      expect(c.content).toMatch(/parents\.$/);
    }
  });

  it('keeps a list or table whole when it fits, and splits an oversized list between items', () => {
    const list = Array.from({ length: 8 }, (_, i) => `- Item ${i} bring a coat`).join('\n');
    const table = '| Day | Club |\n| Monday | Chess |\n| Tuesday | Football |';
    const text = `${paragraph(0, 20)}\n\n${list}\n\n${table}`;
    const chunks = chunkDocument({ title: 'T', text });
    expect(chunks.some((c) => c.content.includes(list))).toBe(true);
    expect(chunks.some((c) => c.content.includes(table))).toBe(true);

    const longList = Array.from({ length: 120 }, (_, i) => `- Item ${i} bring a named coat`).join('\n');
    const parts = chunkDocument({ title: 'T', text: longList });
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts)
      for (const line of p.content.split('\n')) expect(line).toMatch(/^- Item \d+ bring a named coat$/);
  });

  it('does not split after common abbreviations', () => {
    expect(splitSentences('Contact Mr. Patel at 9 a.m. on Monday. Bring e.g. trainers.')).toEqual([
      'Contact Mr. Patel at 9 a.m. on Monday.',
      'Bring e.g. trainers.',
    ]);
  });
});

describe('normalizeText', () => {
  it('fixes ligatures, hyphenated line breaks, soft wraps, odd spaces and BOM', () => {
    const raw =
      '\uFEFFThe ﬁrst day of the hand-\nbook term is\u00A0in Sep-\nTember.\r\nSecond   line here.\n\n\n\n- item one\n- item two';
    expect(normalizeText(raw)).toBe(
      'The first day of the handbook term is in Sep- Tember. Second line here.\n\n- item one\n- item two',
    );
  });

  it('joins a sentence a page break cut in two, and only such a sentence', () => {
    expect(normalizeText('After 3 late pick-ups the\n\noffice will hold a parent meeting.')).toBe(
      'After 3 late pick-ups the office will hold a parent meeting.',
    );
    // A finished sentence, a heading, a list item or a table row before or after stays apart.
    for (const kept of [
      'Dismissal is at 3:15.\n\nother text follows here.',
      '# Lunch and breakfast\n\nprices are below.',
      '- bring a water bottle\n\n- label every item',
      'Pick-up changes\n\n- e-mail the front desk',
      'Monday | Chess\n\nafter school in Room 4.',
    ])
      expect(normalizeText(kept)).toBe(kept);
  });

  it('joins a line wrapped before a phone number in brackets, which is no numbered list item', () => {
    expect(
      normalizeText(
        'When your student is absent, call the Attendance Office at\n(706) 555-0112 by 10:00 a.m.',
      ),
    ).toBe('When your student is absent, call the Attendance Office at (706) 555-0112 by 10:00 a.m.');
    expect(normalizeText('Steps:\n1) call the office\n2) send a note')).toBe(
      'Steps:\n1) call the office\n2) send a note',
    );
  });

  it('keeps a title line apart from the text below it, and still joins a line wrapped mid-sentence', () => {
    expect(
      normalizeText('Bus Route 7 Stop Change\nStarting Monday, March 9, the Route 7 morning stop moves.'),
    ).toBe('Bus Route 7 Stop Change\nStarting Monday, March 9, the Route 7 morning stop moves.');
    expect(normalizeText('Join us for the\nSpring Carnival on Saturday, April 25!')).toBe(
      'Join us for the Spring Carnival on Saturday, April 25!',
    );
    // A long run of capitalized words is a wrapped list of names, not a title.
    expect(
      normalizeText('Thanks To Ms Rivera Mr Okafor Ms Chen Mr Diaz And Coach Lee\nFor their help.'),
    ).toBe('Thanks To Ms Rivera Mr Okafor Ms Chen Mr Diaz And Coach Lee For their help.');
  });

  it('keeps headings and table rows on their own lines', () => {
    expect(normalizeText('# Clubs\nMonday | Chess\nTuesday | Art\nAll welcome')).toBe(
      '# Clubs\nMonday | Chess\nTuesday | Art\nAll welcome',
    );
  });
});

describe('stripRepeatedPageLines', () => {
  it('drops running headers, footers and page numbers but keeps body text that repeats', () => {
    const pages = Array.from({ length: 4 }, (_, i) =>
      [
        `Oakwood Primary Handbook`,
        `# Section ${i}`,
        `Body ${i}.\nThank you for reading.`,
        `Page ${i + 1} of 4`,
      ].join('\n\n'),
    );
    const out = stripRepeatedPageLines(pages);
    expect(out[0]).toBe('# Section 0\n\nBody 0.\nThank you for reading.');
    expect(out[3]).toBe('# Section 3\n\nBody 3.\nThank you for reading.');
  });

  it('leaves short documents alone', () => {
    expect(stripRepeatedPageLines(['Header\n\nA', 'Header\n\nB'])).toEqual(['Header\n\nA', 'Header\n\nB']);
  });
});

describe('titleFromFileName', () => {
  it('prettifies file names', () => {
    expect(titleFromFileName('parent-handbook_2025.pdf')).toBe('Parent Handbook 2025');
    expect(titleFromFileName('Term Dates 2025-26.docx')).toBe('Term Dates 2025 26');
    expect(titleFromFileName('.pdf')).toBe('Untitled');
  });
});

describe('rtfToText', () => {
  it('keeps body text and breaks, decodes code-page and Unicode escapes, skips tables and info', () => {
    expect(rtfToText(SAMPLE_RTF)).toBe(
      'Parking Policy\n\nParents must not park on the zig-zag lines outside the school gates.\n\nCafé opens at 8– 9 am\tdaily.\nThank you.\n\n',
    );
  });
});
