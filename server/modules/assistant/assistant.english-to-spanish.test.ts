import { describe, expect, it } from 'vitest';
import { firstQuestion, spanishGroupsOf } from './assistant.english-to-spanish.js';
import { understand } from './assistant.understand.js';

const NOW = new Date('2026-12-03T16:00:00Z');
/** The groups of the message's first part, as the engine understands it. */
const groups = (q: string) => {
  const u = understand({ question: q, now: NOW, timeZone: 'America/Los_Angeles', llm: false });
  return 'unreadable' in u ? null : spanishGroupsOf(u.parts[0]!);
};

describe('spanishGroupsOf: an English question in the Spanish words of the school glossary', () => {
  it('gives each asked topic word its Spanish words, singular forms included', () => {
    const out = groups('do u guys have english classes for parents? my husband wants to take them');
    expect(out).toContainEqual(['ingles']);
    expect(out?.some((g) => g.includes('clase'))).toBe(true);
    // "cafecito" (the parents' word, Spanish glossary) is looked for beside "cafe".
    expect(groups('when is coffee with the principal')).toEqual([
      ['cafecito', 'cafe'],
      ['director', 'directora'],
    ]);
  });

  it('reads only the first question, and never what the parent does', () => {
    expect(firstQuestion('is there a bus? we live 3 miles away')).toBe('is there a bus');
    expect(groups('my sister is picking up tomorrow, can i just call and tell the office')).toBeNull();
  });

  it('needs two translated topic words, and half of the asked ones', () => {
    expect(groups('whats the wifi password')).toBeNull();
    expect(groups('how much is lunch')).toBeNull();
    expect(groups('')).toBeNull();
  });
});
