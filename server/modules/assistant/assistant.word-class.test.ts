import { describe, expect, it } from 'vitest';
import { ambiguousAcronyms, readWordClasses } from './assistant.word-class.js';

describe('word classes of a parent’s words', () => {
  it('reads known words with their use in the sentence', () => {
    const words = readWordClasses('my daughter hates pants, is there a gate code for the parking lot');
    expect(words.get('hates')).toEqual({ known: true, cls: 'verb' });
    expect(words.get('pants')).toMatchObject({ known: true, cls: 'noun' });
    expect(words.get('gate')).toMatchObject({ cls: 'noun' });
    expect(words.get('code')).toMatchObject({ cls: 'noun' });
    expect(readWordClasses('bus never came this morning').get('never')).toMatchObject({ cls: 'adverb' });
  });

  it('reads the subject of "when do games start" as a noun although the article is dropped', () => {
    expect(readWordClasses('when do games start').get('games')).toMatchObject({ cls: 'noun' });
    expect(readWordClasses('what days do practices start').get('practices')).toMatchObject({ cls: 'noun' });
    expect(readWordClasses('how do i sign up').get('sign')).toMatchObject({ cls: 'verb' });
  });

  it('marks misspellings and unknown words as not known (they may be corrected)', () => {
    const words = readWordClasses('do they send homwork home');
    expect(words.get('homwork')?.known).toBe(false);
    expect(words.get('send')).toEqual({ known: true, cls: 'verb' });
  });
});

describe('capitalized words meant as acronyms', () => {
  it('reads an all-caps noun that is also an English word as an acronym ("a GATE program")', () => {
    expect(ambiguousAcronyms('is there a GATE program')).toEqual(['GATE']);
  });

  it('not shouted emphasis, a possessed thing, a whole message in capitals or a plain acronym', () => {
    expect(ambiguousAcronyms('how much to replace his id badge he lost it AGAIN')).toEqual([]);
    expect(ambiguousAcronyms('is there school TODAY')).toEqual([]);
    expect(ambiguousAcronyms('can he bring his PHONE')).toEqual([]);
    expect(ambiguousAcronyms('IS THERE A GATE PROGRAM')).toEqual([]);
    expect(ambiguousAcronyms('when is the PTA meeting')).toEqual([]);
  });
});
