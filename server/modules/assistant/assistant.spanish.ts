/**
 * Spanish questions read against English knowledge, without a translation model:
 * - `toEnglish` rewrites the question with the school glossary (vocabulary module) into English
 *   search words, longest phrase first ("salida temprano" before "salida");
 * - `resolveSpanishDates` reads Spanish date expressions ("el viernes", "mañana", "30 de noviembre")
 *   with chrono-node's Spanish parser into the engine's `ResolvedDates`, and falls back to the
 *   English reader over the glossary text for week phrases chrono.es does not know ("la próxima
 *   semana" → "next week").
 */
import { AGE_REACHED, SPANISH_WEEKDAY_DAY_NUMBER } from './assistant.not-dates.js';
import * as chrono from 'chrono-node';
import { SPANISH_GLOSSARY, SPANISH_SHORTHAND, SPANISH_STOP_WORDS } from '../vocabulary/vocabulary.spanish.js';
import { chronoDays, resolveDates, schoolToday, spanOfDays, type ResolvedDates } from './assistant.dates.js';

/** Longest glossary phrase, in words (bounds the greedy match). */
const MAX_PHRASE_WORDS = Math.max(...Object.keys(SPANISH_GLOSSARY.entries).map((k) => k.split(' ').length));
const STOP = new Set(SPANISH_STOP_WORDS);

/** Accents and tildes removed (ñ → n: parents type "manana" and "mañana"). */
function stripMarks(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Lower case, shorthand expanded, accents removed. Shorthand is looked up before the accents go
 * too ("mñn" is a key; folded first it was "mnn" and stayed unknown, so "hay clases mñn?" lost
 * its "tomorrow").
 */
export function foldSpanish(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\d][\p{L}\d:'-]*/gu) ?? [];
  return words.flatMap((w) =>
    stripMarks(
      SPANISH_SHORTHAND.entries[w] ?? SPANISH_SHORTHAND.entries[stripMarks(w)] ?? stripMarks(w),
    ).split(' '),
  );
}

/** "de"/"del" joining two nouns: Spanish "N1 de N2" is English "N2 N1" ("numero de la oficina"). */
const LINK_WORDS = new Set(['de', 'del']);
/**
 * Words after which "que" ("q") is "that", opening a clause of the story, not the question word:
 * "mi hijo dice q ya no le alcanza", "con lo q le pongo". Read as "what" there, the story asked a
 * question of its own and outranked the real one (Maple Grove dev: the old lunch price answered).
 */
const THAT_AFTER = new Set([
  'dice',
  'dijo',
  'dicen',
  'dijeron',
  'digo',
  'creo',
  'pienso',
  'sabe',
  'se',
  'lo',
  'ya',
  'pero',
  'porque',
  'xq',
  'mas',
  'más',
]);
/** Articles skipped between "de" and the noun it introduces. */
const ARTICLES = new Set(['el', 'la', 'los', 'las', 'un', 'una']);
/**
 * Words that are dates, not nouns: "4 de enero", "el primer viernes de cada mes", "dias de la
 * semana" are never reordered, and "hay clases de <date>" still asks about school days.
 */
const DATE_WORDS = new Set(
  (
    'hoy manana ayer semana mes ano dia dias lunes martes miercoles jueves viernes sabado domingo enero febrero ' +
    'marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre cada esta este proxima proximo'
  ).split(' '),
);
/**
 * Glossary phrases meaning "is there school (that day)". Followed by "de <subject>" they are not
 * about school days: "hay clases de ingles para papas" asks for English classes, and reading it as
 * "is there school" sent it to the calendar ("Yes, Thursday, December 10 is a regular school day").
 */
const SCHOOL_DAY_PHRASES = new Set([
  'hay clases',
  'hay clase',
  'hay escuela',
  'no hay clases',
  'no hay clase',
]);
/** "clase(s) de <subject>" is a class, not school: "clases de ingles" → "english classes". */
const CLASS_WORDS: Readonly<Record<string, string>> = { clase: 'class', clases: 'classes' };
/**
 * Words that mean another thing before an age: "cumple 5 en junio" is "turns 5" (kindergarten
 * rules say "Children who turn 5 by September 1"), "el cumple" a birthday (Arroyo Vista dev).
 */
const BEFORE_AGE: Readonly<Record<string, string>> = { cumple: 'turns', cumpla: 'turns', cumplio: 'turned' };
/** English renderings that are question frames, never the first noun of "N1 de N2". */
const FRAME = /^(?:what|how|when|where|who|which|is|are|can|must|should|need|not|no)\b/;

/** True when words[at] is "de/del" followed (articles skipped) by a content word that is not a date. */
function subjectFollows(words: string[], at: number): boolean {
  if (!LINK_WORDS.has(words[at] ?? '')) return false;
  let i = at + 1;
  while (ARTICLES.has(words[i] ?? '')) i++;
  const next = words[i];
  return !!next && !/\d/.test(next) && !DATE_WORDS.has(next) && !STOP.has(next);
}

interface Part {
  spanish: string;
  english: string;
  role: 'noun' | 'frame' | 'number' | 'link';
}

/** Spanish "A de (la) B" → English "B A", left to right ("cuenta del almuerzo" → "lunch account"). */
function reorderNounLinks(parts: Part[]): string[] {
  const out: Part[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.role !== 'link') {
      out.push(part);
      continue;
    }
    const before = out.at(-1);
    const after = parts[i + 1];
    if (before?.role === 'noun' && after?.role === 'noun') {
      out.pop();
      out.push(after, before);
      i += 1;
    }
  }
  return out.map((p) => p.english);
}

export interface EnglishReading {
  /** English search text: glossary translations plus untranslated numbers/names, in order. */
  english: string;
  /** Spanish phrases the glossary translated. */
  matched: string[];
  /** Content words it did not know (stop words excluded); names, typos, words to add. */
  unmatched: string[];
  /**
   * The parent's own topic words, folded (question frames, dates and stop words left out), for
   * searching Spanish documents in Spanish: "cuando es el cafe con la directora" → cafe, directora.
   */
  content: string[];
}

/**
 * Read a Spanish question as English search words. Numbers, times and words that look like names
 * or English ("PTA", "Chromebook") are carried over unchanged so they can still match.
 */
export function toEnglish(question: string): EnglishReading {
  // Sentence ends stay: "numero de la enfermera? mi niña se siente mal" reads "nurse number? child
  // sick", so the English engine sees "child sick" as background, as it would in English.
  const pieces = question
    // …but "q dia y a q hora" is one question asked twice over: a short clause before "y" stays.
    .replace(SECOND_QUESTION, (y, at: number, whole: string) =>
      (
        whole
          .slice(0, at)
          .split(/[?.!,]/)
          .pop() ?? ''
      )
        .trim()
        .split(/\s+/).length > 3
        ? '? '
        : y,
    )
    .split(/(?<=[?.!])\s+/)
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  if (pieces.length < 2) return readPiece(question);
  const readings = pieces.map((piece, i) => ({
    ...readPiece(piece),
    end: /([?.!])\s*$/.exec(piece)?.[1] ?? '',
    // "…con el logo? y la sudadera azul tmb": a later piece naming another thing asks the same about
    // it, as "… and the blue hoodie too" does (the English engine splits there; Ridgeview dev).
    and: i > 0 && FOLLOW_UP_THING.test(piece),
    // "…? y cuando lo empiezan a vender": "lo" before a verb is the thing just asked about, as "it"
    // is in English ("when do they start selling it"); without it the part lost its topic and a
    // sentence "starting at 8:30" answered (Arroyo Vista dev).
    it: i > 0 && OBJECT_IT.test(piece),
  }));
  return {
    english: readings
      .filter((r) => r.english)
      .map((r) => `${r.and ? 'and the ' : ''}${r.english}${r.it ? ' it' : ''}${r.end}`)
      .join(' '),
    matched: readings.flatMap((r) => r.matched),
    unmatched: readings.flatMap((r) => r.unmatched),
    content: readings.flatMap((r) => r.content),
  };
}

/**
 * "a q numero llamo y hasta cuando tengo pa mandar la nota": "y" before a question word opens a
 * second question; read as a question mark so the engine answers both parts (Cedar Bluff dev:
 * one English run-on part, declined).
 */
const SECOND_QUESTION =
  /,?\s+y\s+(?=(?:hasta\s+|para\s+|pa\s+)?(?:a\s+)?(?:q|que|qué|cuando|cuándo|donde|dónde|cuanto|cuánto|cuanta|cuánta|cuantos|cuántos|cuantas|cuántas|como|cómo|quien|quién|cual|cuál)\s)/gi;

/** "lo empiezan", "lo pido": the object pronoun "lo" before a verb (not "lo de", "lo que", "lo perdido"). */
const OBJECT_IT = /\blo\s+(?!de\b|del\b|que\b|q\b|mismo\b|perdido\b|antes\b|mas\b|más\b)[a-záéíóúñ]{3,}/i;

/** "y la sudadera …", "y el almuerzo …": a piece opening with "and the" + a thing. */
const FOLLOW_UP_THING = /^\s*[¿¡]?\s*y\s+(?:el|la|los|las)\s/i;

/** One sentence of a Spanish question read as English search words (see toEnglish). */
function readPiece(question: string): EnglishReading {
  const words = foldSpanish(question);
  const parts: Part[] = [];
  const matched: string[] = [];
  const unmatched: string[] = [];
  const roleOf = (spanish: string, english: string): Part['role'] =>
    FRAME.test(english) || spanish.split(' ').some((w) => DATE_WORDS.has(w)) ? 'frame' : 'noun';
  for (let i = 0; i < words.length;) {
    if (words[i] === 'que' && i > 0 && THAT_AFTER.has(words[i - 1]!)) {
      i += 1;
      continue;
    }
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      if (SCHOOL_DAY_PHRASES.has(phrase) && subjectFollows(words, i + n)) continue;
      // Opening the message, "si hay clases el lunes?" is "¿sí hay clases …?" typed without the accent.
      if (i === 0 && phrase.startsWith('si ')) continue;
      const english =
        n === 1 && CLASS_WORDS[phrase] && subjectFollows(words, i + 1)
          ? CLASS_WORDS[phrase]
          : n === 1 && BEFORE_AGE[phrase] && /^\d{1,2}$/.test(words[i + 1] ?? '')
            ? BEFORE_AGE[phrase]
            : SPANISH_GLOSSARY.entries[phrase];
      if (english !== undefined) {
        parts.push({ spanish: phrase, english, role: roleOf(phrase, english) });
        // A phrase read as nothing ("buenos dias") is courtesy, as a stop word is: no sign of a question.
        if (english) matched.push(phrase);
        taken = n;
        break;
      }
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    const word = words[i]!;
    if (/\d/.test(word)) parts.push({ spanish: word, english: word, role: 'number' });
    else if (LINK_WORDS.has(word)) parts.push({ spanish: word, english: '', role: 'link' });
    else if (!STOP.has(word)) {
      unmatched.push(word);
      parts.push({ spanish: word, english: word, role: 'noun' });
    }
    i += 1;
  }
  const english = reorderNounLinks(parts).filter(Boolean).join(' ');
  const content = parts
    .filter((p) => p.role === 'noun')
    .flatMap((p) => p.spanish.split(' '))
    .filter((w) => !STOP.has(w) && !LINK_WORDS.has(w));
  return { english, matched, unmatched, content };
}

/**
 * The reading with each unknown word replaced by its English twin where `cognate` finds one
 * ("loteria" → the documents' "lotteri"); those words count as matched. Words without one stay.
 */
export function withCognates(
  reading: EnglishReading,
  cognate: (word: string) => string | null,
): EnglishReading {
  const twins = new Map<string, string>();
  for (const word of reading.unmatched) {
    const twin = cognate(word);
    if (twin) twins.set(word, twin);
  }
  if (twins.size === 0) return reading;
  return {
    ...reading,
    english: reading.english.replace(/\p{L}+/gu, (w) => twins.get(w) ?? w),
    matched: [...reading.matched, ...twins.keys()],
    unmatched: reading.unmatched.filter((w) => !twins.has(w)),
  };
}

/**
 * Dates of a Spanish question in the school's zone (same rules and shape as `resolveDates`: forward
 * dates, a bare time is not a date, several dates → the span). Null when it names none.
 */
export function resolveSpanishDates(question: string, now: Date, timeZone: string): ResolvedDates | null {
  const today = schoolToday(now, timeZone);
  // chrono.es needs the ñ of "mañana"; parents often type "manana".
  const text = question
    .toLowerCase()
    .replace(/\bmanana\b/g, 'mañana')
    .replace(AGE_REACHED, ' ');
  // "el viernes 18": read through the English reading ("friday 18" → the 18th).
  const found = SPANISH_WEEKDAY_DAY_NUMBER.test(text) ? [] : chronoDays(chrono.es.parse, text, today);
  if (found.length === 0) return resolveDates(toEnglish(question).english, now, timeZone);
  return spanOfDays(found, today.year, timeZone);
}
