import { describe, expect, it } from 'vitest';
import { flattenDeepNesting, htmlToText, MAX_HTML_DEPTH } from './ingestion.html.js';
import { markdownToText } from './ingestion.markdown.js';
import { MAX_TABLE_ROWS } from './ingestion.table-rows.js';
import { TABLE_ROW_MARK } from './ingestion.units.js';

const PASTED_PAGE = `---
title: "Lunch & Recess"
newsletter_date: 2021-09-01T00:00:00-05:00
draft: false
---

## Lunch &amp; Recess

<p dir="ltr">Students go outside daily unless it&rsquo;s below 20&deg;F.<br>Bring a coat.</p>

| Meal | Student | Adult |
|---|---|---|
| Breakfast | $1.75 | $2.50 |
| Lunch | $3.10 | $4.25 |

See the [menu](https://school.example/menu) for details. <script>track()</script>
`;

describe('markdown pasted from a school web page', () => {
  const text = markdownToText(PASTED_PAGE);

  it('drops the front matter and renders embedded HTML and entities as text', () => {
    expect(text).not.toMatch(/newsletter_date|draft:|<p|<br|&rsquo;|&deg;|&amp;/);
    expect(text).toContain('Students go outside daily unless it’s below 20°F.');
    expect(text).toContain('# Lunch & Recess');
  });

  it('turns each table row into "Label — Header: value" and leaves no pipes', () => {
    expect(text).toContain('Lunch — Student: $3.10; Adult: $4.25');
    expect(text).toContain('Breakfast — Student: $1.75; Adult: $2.50');
    expect(text).not.toContain('|');
  });

  it('keeps links as "text (url)" and never indexes script text', () => {
    expect(text).toContain('menu (https://school.example/menu)');
    expect(text).not.toContain('track()');
  });

  it('caps a 10,000-row table and says where it was cut', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `| Student ${i} | Room ${i % 30} |`).join('\n');
    const out = markdownToText(`| Name | Room |\n|---|---|\n${rows}\n`);
    expect(out.split('\n').filter((l) => l.startsWith(`${TABLE_ROW_MARK}Student `)).length).toBe(
      MAX_TABLE_ROWS,
    );
    expect(out).toContain(`(Table cut at ${MAX_TABLE_ROWS} rows.)`);
  });
});

describe('HTML tables (uploads and DOCX through mammoth)', () => {
  it('reads a contact table with a header row as one line per row', () => {
    const html =
      '<table><tr><th>Office</th><th>Phone</th><th>E-mail</th></tr>' +
      '<tr><td>Main Office</td><td>(609) 555-0142</td><td>office@school.org</td></tr>' +
      '<tr><td>Nurse</td><td>(609) 555-0150</td><td></td></tr></table>';
    const text = htmlToText(html);
    expect(text).toContain('Main Office — Phone: (609) 555-0142; E-mail: office@school.org');
    expect(text).toContain('Nurse — Phone: (609) 555-0150');
  });
});

describe('HTML nesting and marks', () => {
  it('flattens nesting past the limit, keeping the text, and reads 20,000 nested divs', () => {
    const deep = `${'<div>'.repeat(20_000)}<p>Deep text</p>${'</div>'.repeat(20_000)}<p>After</p>`;
    expect(htmlToText(deep)).toBe('Deep text\n\nAfter');
    const flat = flattenDeepNesting(deep);
    expect(flat.match(/<div>/g)).toHaveLength(MAX_HTML_DEPTH);
    expect(flat.match(/<\/div>/g)).toHaveLength(MAX_HTML_DEPTH);
    const shallow = '<div><p>x</p></div>';
    expect(flattenDeepNesting(shallow)).toBe(shallow);
  });

  it('steps over script and style bodies, even an unclosed script', () => {
    const html = `<div>${'<div>'.repeat(300)}<script>if (a<b) { x("<div>") }</script>Kept${'</div>'.repeat(300)}</div><script>never closed <p>`;
    const flat = flattenDeepNesting(html);
    expect(flat).toContain('<script>if (a<b) { x("<div>") }</script>Kept');
    expect(flat.endsWith('<script>never closed <p>')).toBe(true);
    expect(htmlToText(html)).toBe('Kept');
  });

  it('reads an unknown entity as its letters, never as "&…;"', () => {
    expect(
      htmlToText(
        '<table><tr><th>Grado</th><th>Horario</th></tr><tr><td>1.º a 3.&er; grado</td><td>8:15</td></tr></table>',
      ),
    ).toContain('1.º a 3.er grado — Horario: 8:15');
    expect(htmlToText('<p>Fish &amp; chips &rsquo;n&rsquo; more</p>')).toBe('Fish & chips ’n’ more');
  });

  it("removes table-row marks found in a file's own text", () => {
    expect(htmlToText(`<p>${TABLE_ROW_MARK}Not a row</p>`)).toBe('Not a row');
  });
});
