/**
 * English twins of unknown Spanish words, found among the stems of the school's own documents
 * (`Vocabulary.df`): "loteria" → "lotteri" (lottery), "aplicar" → "applic" (application). A word is
 * rewritten by its cognate ending (vocabulary.spanish-cognates.ts), then matched to a stem that
 * begins with the same letter: the same stem, a stem it starts with (at least COGNATE_MIN_PREFIX of
 * its length), or one edit away (two for long words). Null when nothing close enough is there, so a
 * name or a word the documents do not use is left alone.
 */
import {
  COGNATE_LONG_WORD,
  COGNATE_MIN_LENGTH,
  COGNATE_MIN_PREFIX,
  COGNATE_PREFIX_DISTANCE,
} from './assistant.tuning.js';
import type { Vocabulary } from '../knowledge/knowledge.search.js';
import { SPANISH_COGNATE_ENDINGS } from '../vocabulary/vocabulary.spanish-cognates.js';
import { editDistance } from './assistant.text.js';

const ENDINGS = Object.entries(SPANISH_COGNATE_ENDINGS.entries).sort((a, b) => b[0].length - a[0].length);

/** The word with its Spanish ending rewritten as the English one ("loteria" → "loteri"). */
export function cognateForm(word: string): string {
  for (const [ending, english] of ENDINGS)
    if (word.endsWith(ending) && word.length - ending.length >= 3)
      return word.slice(0, -ending.length) + english;
  return word;
}

/** The document stem that is the English twin of `word` (accent-free, lower case), or null. */
export function englishCognate(word: string, vocabulary: Vocabulary): string | null {
  if (word.length < COGNATE_MIN_LENGTH || !/^[a-z]+$/.test(word)) return null;
  // The documents use the word itself (a name, a Spanish page): that is its match.
  if (vocabulary.df.has(word)) return word;
  const form = cognateForm(word);
  // "jeans" → the documents' "jean": a plural or an ending away, whatever the length.
  if (vocabulary.df.has(form)) return form;
  const max = form.length >= COGNATE_LONG_WORD ? 2 : 1;
  let best: { stem: string; score: number; df: number } | null = null;
  for (const stem of vocabulary.byInitial.get(form[0]!) ?? []) {
    if (stem.length < COGNATE_MIN_LENGTH) continue;
    const score =
      stem === form
        ? 0
        : form.startsWith(stem) && stem.length >= COGNATE_MIN_PREFIX * form.length
          ? COGNATE_PREFIX_DISTANCE
          : editDistance(form, stem, max);
    if (score > max) continue;
    const df = vocabulary.df.get(stem) ?? 0;
    if (!best || score < best.score || (score === best.score && df > best.df)) best = { stem, score, df };
  }
  return best?.stem ?? null;
}
