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
import { createRequire } from 'node:module';
import type Nlp from 'compromise';

export type WordClass = 'noun' | 'verb' | 'adjective' | 'adverb' | 'other';

export interface WordReading {
  /** In the tagger's English lexicon (inflections included: "hates", "took"). */
  known: boolean;
  cls: WordClass;
}

/**
 * Loaded on the first question, not at start-up: importing compromise takes ~0.2–0.4 s, which every
 * test file and worker that never answers a question paid (the CI run grew from 10 to 16 minutes).
 */
let tagger: { nlp: typeof Nlp; lexicon: Record<string, unknown> } | null = null;
function loadTagger(): NonNullable<typeof tagger> {
  if (!tagger) {
    const nlp = createRequire(import.meta.url)('compromise') as typeof Nlp;
    tagger = { nlp, lexicon: (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon };
  }
  return tagger;
}

/**
 * "when do games start": parents drop the article, and the tagger then reads the subject as a verb
 * ("games") and the verb as a noun ("start"); with "the" it reads them right. After an asking
 * do/does/did, a word that is no pronoun or determiner opens the subject (Ridgeview dev: "games",
 * read as a verb the documents never use, was dropped and "when do games start" got the first bell).
 */
const BARE_SUBJECT =
  /\b(do|does|did)\s+(?=(?!(?:i|you|u|he|she|we|they|it|my|your|ur|his|her|our|their|the|a|an|this|that|these|those|any|some|not|n't|all|both|each|every|ya|yall)\b)[a-z])/gi;

function classOf(tags: string[]): WordClass {
  if (tags.includes('Noun') || tags.includes('Pronoun')) return 'noun';
  if (tags.includes('Verb')) return 'verb';
  if (tags.includes('Adjective')) return 'adjective';
  // "bus never came": a negation is the parent's narrative, like an adverb.
  if (tags.includes('Adverb') || tags.includes('Negative')) return 'adverb';
  return 'other';
}

/**
 * Each word of `text` (lower case, as written) with its class in this sentence. A word used twice
 * keeps its first reading. Never throws: a tagger failure gives an empty map (old behaviour).
 */
export function readWordClasses(text: string): Map<string, WordReading> {
  const out = new Map<string, WordReading>();
  try {
    const { nlp, lexicon } = loadTagger();
    const terms = nlp(text.replace(BARE_SUBJECT, '$1 the ')).terms().json() as {
      terms: { normal?: string; text: string; tags: string[] }[];
    }[];
    for (const term of terms) {
      const t = term.terms[0];
      if (!t) continue;
      const word = (t.normal ?? t.text).toLowerCase().replace(/[^\p{L}\p{N}'-]+/gu, '');
      if (!word || out.has(word)) continue;
      out.set(word, { known: word in lexicon, cls: classOf(t.tags) });
    }
  } catch {
    return new Map();
  }
  return out;
}

/**
 * Words the parent wrote in capitals that are also ordinary English words: "is there a GATE
 * program" (Gifted and Talented Education) is not about a gate. Such a word is matched only where a
 * document writes it in capitals too (assistant.answer-passage.ts). Arroyo Vista dev: answered from
 * "Walkers exit through the Mountain View gate". Not for a message written all in capitals, nor for
 * capitals that are no English word (PTA, IEP, STAAR: ordinary matching finds those).
 */
export function ambiguousAcronyms(text: string): string[] {
  if (!/\p{Ll}/u.test(text)) return [];
  if (!/\b[A-Z]{3,}\b/.test(text)) return [];
  const found = new Set<string>();
  try {
    const { nlp, lexicon } = loadTagger();
    const terms = nlp(text).terms().json() as { terms: { text: string; tags: string[] }[] }[];
    terms.forEach((term, i) => {
      const t = term.terms[0];
      const word = t?.text.replace(/[^\p{L}]+/gu, '') ?? '';
      // Shouted emphasis is no acronym: "he lost it AGAIN", "is there school TODAY", "his PHONE".
      const before = terms[i - 1]?.terms[0]?.text.toLowerCase() ?? '';
      if (
        /^[A-Z]{3,}$/.test(word) &&
        word.toLowerCase() in lexicon &&
        classOf(t!.tags) === 'noun' &&
        !/^(?:my|his|her|their|our|your|its)$/.test(before)
      )
        found.add(word);
    });
  } catch {
    return [];
  }
  return [...found];
}
