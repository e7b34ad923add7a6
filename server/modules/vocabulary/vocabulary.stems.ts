/**
 * Words PostgreSQL's English (Snowball) stemmer merges with another school word: "medical" and
 * "medication" are both the lexeme "medic", so "my daughter needs tylenol during the day" was
 * answered by a trip notice's "signed medical release" instead of the handbook's medication rule.
 * Sentences and questions are scored with these words marked (`keepStemsApart`), so each keeps its
 * own lexeme; candidate fetching still uses the shared stem.
 */
import type { WordList } from './vocabulary.types.js';

export const STEM_COLLISIONS: WordList = {
  name: 'stem collisions',
  why: '"medical" stems like "medication": dev "my daughter needs tylenol … how does that work" got the DC trip\'s medical release. "musical" stems like "music" (dev: "when is the into the woods musical" got the band\'s Music Festival); "physical" like "physics" (a sports physical is no science class); "promotion" like "promoting" (Cedar Bluff dev: "when is the 8th grade promotion ceremony", which no document announces, was answered with the dress code\'s "Clothing promoting drugs … is prohibited"); "listed" (on file: "a parent listed in Skyward") like "list" (Cedar Bluff dev: "where can i find the school supply list", which no document gives, was answered with the early checkout rule).',
  words: ['medical', 'musical', 'physical', 'promotion', 'listed'],
};

/** Suffix that makes a colliding word its own lexeme (a letter run Snowball leaves as it is). */
const MARK = 'zq';
const COLLIDING = new RegExp(`\\b(${STEM_COLLISIONS.words.join('|')})\\b`, 'gi');

/** `text` with every colliding word marked ("medical release" → "medicalzq release"). */
export function keepStemsApart(text: string): string {
  return text.replace(COLLIDING, (word) => `${word}${MARK}`);
}

/** Whether `word` (lower case) is one the stemmer would merge with another school word. */
export function collidesOnStem(word: string): boolean {
  return STEM_COLLISIONS.words.includes(word);
}
