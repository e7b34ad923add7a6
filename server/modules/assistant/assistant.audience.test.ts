import { describe, expect, it } from 'vitest';
import { audienceAsked, rowAudience } from './assistant.audience.js';
import { sentenceCandidate } from './assistant.candidates.testing.js';
import type { WeightedConcept } from './assistant.scoring.js';
import { selectSentences } from './assistant.selection.js';

const row = (text: string, lexemes: string[], position: number) =>
  sentenceCandidate(text, lexemes, { position, fills: new Set(['money']) });

describe('audience of a price question and of a table row', () => {
  it('reads who the parent asks for', () => {
    expect(audienceAsked('how much for me to eat lunch with my kid')).toBe('adult');
    expect(audienceAsked('how much are tickets for my husband')).toBe('adult');
    expect(audienceAsked('how much is lunch for my son')).toBe('student');
    expect(audienceAsked('how much is lunch')).toBeNull();
    // The parent's own plan: eating with the child, or wanting to come and eat.
    expect(audienceAsked('how much is it if i want to eat lunch with my son at school')).toBe('adult');
    expect(audienceAsked('can i have lunch with her on her birthday, how much')).toBe('adult');
    expect(audienceAsked('how much is lunch for my son, he wants to eat with his friends')).toBe('student');
  });

  it('reads who a row is for from its label only', () => {
    expect(rowAudience('Adult lunch (guests) — Charge: $5.50')).toBe('adult');
    expect(rowAudience('Student breakfast / lunch — Charge: No cost')).toBe('student');
    expect(rowAudience('Lunch is free for every student.')).toBeNull();
  });

  it('the row for the asker wins over an otherwise equal row for the other audience', () => {
    const lunch: WeightedConcept[] = [{ word: 'lunch', alternatives: [['lunch']], weight: 2.2 }];
    const student = row('Student breakfast / lunch — Charge: No cost', ['student', 'breakfast', 'lunch'], 0);
    const adult = row('Adult lunch (guests) — Charge: $5.50', ['adult', 'lunch', 'guest'], 1);
    const options = { slots: ['money' as const], max: 1 };
    expect(selectSentences(lunch, [student, adult], options).sentences).toEqual([student]);
    expect(selectSentences(lunch, [student, adult], { ...options, audience: 'adult' }).sentences).toEqual([
      adult,
    ]);
  });
});
