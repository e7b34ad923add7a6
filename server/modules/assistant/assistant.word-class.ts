/**
 * Word classes of a parent's words, read in context by compromise (an English part-of-speech
 * tagger with a 24k-word lexicon, MIT, maintained): whether a word is known English, and whether it
 * is used as a noun, a verb, an adjective or an adverb. The engine uses them for words the
 * school's documents never use: a known verb or adjective there is the parent's narrative ("my
 * daughter HATES pants", "got STUCK in traffic") and cannot be evidence either way, while a noun
 * ("gate code", "swimming") is the topic the documents lack, and declining keeps its guard; and only
 * a word compromise does not know is a misspelling to correct ("homwork"), never a known one ("head"
 * is not "held", "work" is not "worn").
 */
import nlp from 'compromise';

export type WordClass = 'noun' | 'verb' | 'adjective' | 'adverb' | 'other';

export interface WordReading {
  /** In the tagger's English lexicon (inflections included: "hates", "took"). */
  known: boolean;
  cls: WordClass;
}

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;

function classOf(tags: string[]): WordClass {
  if (tags.includes('Noun') || tags.includes('Pronoun')) return 'noun';
  if (tags.includes('Verb')) return 'verb';
  if (tags.includes('Adjective')) return 'adjective';
  if (tags.includes('Adverb')) return 'adverb';
  return 'other';
}

/**
 * Each word of `text` (lower case, as written) with its class in this sentence. A word used twice
 * keeps its first reading. Never throws: a tagger failure gives an empty map (old behaviour).
 */
export function readWordClasses(text: string): Map<string, WordReading> {
  const out = new Map<string, WordReading>();
  try {
    const terms = nlp(text).terms().json() as {
      terms: { normal?: string; text: string; tags: string[] }[];
    }[];
    for (const term of terms) {
      const t = term.terms[0];
      if (!t) continue;
      const word = (t.normal ?? t.text).toLowerCase().replace(/[^\p{L}\p{N}'-]+/gu, '');
      if (!word || out.has(word)) continue;
      out.set(word, { known: word in LEXICON, cls: classOf(t.tags) });
    }
  } catch {
    return new Map();
  }
  return out;
}
