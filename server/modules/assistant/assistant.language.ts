/**
 * The language a parent's message is answered in: 'es' or 'en'.
 *
 * The n-gram detector is `eld` (Nito-ELD, medium static database, Apache-2.0, maintained): on the
 * short WhatsApp fixture (`fixtures/language-messages.json`, see `bench/language.bench.ts`) it was
 * the most accurate of franc-min, eld and tinyld. Around it, three rules the detector cannot know:
 * - only Spanish gets a Spanish reply: Portuguese, French or anything else is answered (or declined)
 *   in English, because a Spanish reply to a Portuguese speaker is a mistranslation;
 * - a message mixing English and Spanish function words ("what time es la salida") is English, for
 *   the same reason: the parent reads English; unless its Spanish marker words outnumber the
 *   English ones (a Spanish question naming an English title: "la obra de into the woods");
 * - a message too short to judge ("ok", "gracias?", an emoji) keeps the parent's last language.
 */
import { MIN_SPANISH_ONLY, MIN_WORDS_FOR_CHUNK, MIN_WORDS_FOR_DETECTOR } from './assistant.tuning.js';
import { eld } from 'eld/medium';
import type { Language } from './assistant.pipeline.types.js';

/** English function/question words that do not occur in Spanish text (mixed-message check). */
const ENGLISH_MARKERS = new Set(
  'what when where who why how is are does do did can could the there time school much my our his her their will today tomorrow tmrw'.split(
    ' ',
  ),
);

/**
 * Spanish words and SMS shorthand that do not occur in English (nor, for the question words, in
 * Portuguese or French): they decide very short messages ("q hora salen", "xq") the detector misses.
 */
const SPANISH_MARKERS = new Set(
  'q k xq pq porque tmb tambien también que qué cuanto cuánto cuando cuándo donde dónde quien quién hay el los las es hora salen clases escuela mañana hijo hija niños niño gracias hola mi mis'.split(
    ' ',
  ),
);

/**
 * Words that are Spanish and not Portuguese, French or Italian (those say os/as/o, há, saem, escola,
 * quando/quanto, onde/dove, filho/figlio, amanhã): two of them outvote a detector that heard
 * Portuguese or Italian in a short Spanish text ("a q hora salen los de 2do grado" came out 'pt').
 */
const SPANISH_ONLY = new Set(
  'los las el hay salen escuela clases niños ninos niño nino hijo hija hijos mañana manana cuando cuándo cuanto cuánto cuanta donde dónde quien quién xq mñn usted'.split(
    ' ',
  ),
);

/**
 * Words of a message: lower case, accents kept, apostrophes split. Tokens holding a digit ("2do",
 * "3rd", "8:30") are not words: read as letters only, "2do" became the English marker "do".
 */
export function messageWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\d]+/gu) ?? []).filter((w) => !/\d/.test(w));
}

export interface LanguageVerdict {
  language: Language;
  /** Why: 'detector' (eld said es/en), 'mixed', 'other-language' (pt, fr … → English), 'fallback'. */
  reason: 'detector' | 'markers' | 'mixed' | 'other-language' | 'fallback';
  /** The detector's raw ISO 639-1 answer ('' when it had no opinion). */
  detected: string;
}

/**
 * Detect the reply language of one message. `fallback` is the parent's last language (or 'en' for
 * a first contact) and is returned for messages too short or too ambiguous to judge.
 */
export function detectLanguage(text: string, fallback: Language = 'en'): LanguageVerdict {
  const words = messageWords(text);
  if (words.length === 0) return { language: fallback, reason: 'fallback', detected: '' };
  const english = words.filter((w) => ENGLISH_MARKERS.has(w)).length;
  const spanish = words.filter((w) => SPANISH_MARKERS.has(w)).length;
  const detected = eld.detect(text).language;
  const spanishOnly = words.filter((w) => SPANISH_ONLY.has(w)).length;
  if (
    detected === 'es' ||
    (spanish > 0 && detected !== 'pt' && detected !== 'fr' && detected !== 'it') ||
    (spanishOnly >= MIN_SPANISH_ONLY && detected !== 'fr')
  ) {
    // "what time es la salida" is English with Spanish words; "cuanto cuestan los boletos pa la obra
    // de into the woods" is Spanish naming an English title: the majority of marker words decides.
    if (english > 0 && english >= spanish) return { language: 'en', reason: 'mixed', detected };
    if (words.length < MIN_WORDS_FOR_DETECTOR && spanish === 0)
      return { language: fallback, reason: 'fallback', detected };
    return { language: 'es', reason: detected === 'es' ? 'detector' : 'markers', detected };
  }
  if (detected === 'en') {
    if (words.length < MIN_WORDS_FOR_DETECTOR && english === 0)
      return { language: fallback, reason: 'fallback', detected };
    return { language: 'en', reason: 'detector', detected };
  }
  if (detected === '' || words.length < MIN_WORDS_FOR_DETECTOR)
    return { language: fallback, reason: 'fallback', detected };
  return { language: 'en', reason: 'other-language', detected };
}

/**
 * Language of a knowledge chunk at ingestion: 'es' only when the detector is sure the text is
 * Spanish (long text gives it plenty of n-grams); everything else is indexed as English, which is
 * what the school's documents overwhelmingly are.
 */
export function detectTextLanguage(text: string): Language {
  const sample = text.slice(0, 2000);
  if (messageWords(sample).length < 3) return 'en';
  const result = eld.detect(sample);
  return result.language === 'es' && result.isReliable() ? 'es' : 'en';
}

/**
 * Language of one chunk of a document whose overall language is `documentLanguage`: short chunks
 * ("Lunch — student: $3.10") are too short to judge and follow the document.
 */
export function detectChunkLanguage(content: string, documentLanguage: Language): Language {
  return messageWords(content).length < MIN_WORDS_FOR_CHUNK ? documentLanguage : detectTextLanguage(content);
}
