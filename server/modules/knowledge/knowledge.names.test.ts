import { describe, expect, it } from 'vitest';
import { buildKnowledgeKey, keyNameOf, MAX_DISPLAY_NAME, sanitizeDisplayName } from './knowledge.names.js';

const SCHOOL = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';

describe('sanitizeDisplayName (Bad input: hostile names)', () => {
  it('keeps only the last path segment', () => {
    expect(sanitizeDisplayName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeDisplayName('C:\\Users\\office\\Handbook 2026.pdf')).toBe('Handbook 2026.pdf');
    expect(sanitizeDisplayName('../')).toBe('file');
  });

  it('removes NUL, control and bidi-override characters and leading dots', () => {
    expect(sanitizeDisplayName('report\0.pdf')).toBe('report.pdf');
    expect(sanitizeDisplayName('line\r\nbreak\t.txt')).toBe('linebreak.txt');
    expect(sanitizeDisplayName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeDisplayName('...hidden.txt')).toBe('hidden.txt');
    expect(sanitizeDisplayName('\0\0')).toBe('file');
  });

  it('caps 500-character names at 200 characters, keeping the extension', () => {
    const name = sanitizeDisplayName(`${'a'.repeat(500)}.pdf`);
    expect(name).toHaveLength(MAX_DISPLAY_NAME);
    expect(name.endsWith('.pdf')).toBe(true);
    const emoji = sanitizeDisplayName(`${'📚'.repeat(300)}.docx`);
    expect(Array.from(emoji)).toHaveLength(MAX_DISPLAY_NAME);
    expect(emoji.endsWith('.docx')).toBe(true);
  });

  it('keeps ordinary international names intact', () => {
    expect(sanitizeDisplayName('Élève – règlement intérieur.pdf')).toBe('Élève – règlement intérieur.pdf');
  });
});

describe('blob keys', () => {
  it('are <schoolId>/<uuid>/<ascii name> whatever the client sent', () => {
    for (const raw of [
      '../../etc/passwd',
      'a\0b.pdf',
      `${'x'.repeat(500)}.pdf`,
      'Élève règlement.pdf',
      '/',
      '..',
    ]) {
      const key = buildKnowledgeKey(SCHOOL, sanitizeDisplayName(raw));
      const [school, id, name, ...rest] = key.split('/');
      expect(school).toBe(SCHOOL);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(rest).toEqual([]);
      expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
      expect(Buffer.byteLength(name!)).toBeLessThanOrEqual(120);
    }
    expect(keyNameOf('Élève règlement.pdf')).toBe('Eleve_reglement.pdf');
    expect(keyNameOf(`${'x'.repeat(500)}.pdf`).endsWith('.pdf')).toBe(true);
  });

  it('are unique per upload of the same name', () => {
    expect(buildKnowledgeKey(SCHOOL, 'a.pdf')).not.toBe(buildKnowledgeKey(SCHOOL, 'a.pdf'));
  });
});
