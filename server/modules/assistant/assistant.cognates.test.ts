import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../knowledge/knowledge.search.js';
import { cognateForm, englishCognate } from './assistant.cognates.js';
import { toEnglish, withCognates } from './assistant.spanish.js';

/** A school vocabulary of English stems as PostgreSQL's english configuration writes them. */
function vocabularyOf(stems: string[]): Vocabulary {
  const byInitial = new Map<string, string[]>();
  for (const s of stems) byInitial.set(s[0]!, [...(byInitial.get(s[0]!) ?? []), s]);
  return { total: 10, df: new Map(stems.map((s) => [s, 1])), byInitial };
}

const vocabulary = vocabularyOf([
  'lotteri',
  'applic',
  'transport',
  'uniform',
  'calendar',
  'medic',
  'lunch',
  'river',
]);

describe('Spanish cognates found in the school’s own words', () => {
  it('rewrites Spanish endings as English ones', () => {
    expect(cognateForm('loteria')).toBe('loteri');
    expect(cognateForm('transportacion')).toBe('transportat');
    expect(cognateForm('uniforme')).toBe('uniform');
    expect(cognateForm('aplicar')).toBe('aplic');
  });

  it('finds the twin among the documents’ stems: the same, a prefix, or one edit away', () => {
    expect(englishCognate('loteria', vocabulary)).toBe('lotteri');
    expect(englishCognate('aplicar', vocabulary)).toBe('applic');
    expect(englishCognate('transportacion', vocabulary)).toBe('transport');
    expect(englishCognate('uniformes', vocabulary)).toBe('uniform');
    expect(englishCognate('calendario', vocabulary)).toBe('calendar');
  });

  it('leaves short words, names and words the documents do not use alone', () => {
    expect(englishCognate('caja', vocabulary)).toBeNull();
    expect(englishCognate('campamento', vocabulary)).toBeNull();
    expect(englishCognate('excursion', vocabularyOf(['lunch']))).toBeNull();
  });

  it('a name the documents spell stays that name, not a word one edit away', () => {
    expect(englishCognate('rivera', vocabularyOf(['river', 'rivera']))).toBe('rivera');
  });

  it('puts the twins into the English reading and counts them as matched', () => {
    const reading = withCognates(toEnglish('hay transportacion a la excursion'), (w) =>
      englishCognate(w, vocabulary),
    );
    expect(reading.english).toBe('is there transport field trip');
    expect(reading.unmatched).toEqual([]);
  });
});
