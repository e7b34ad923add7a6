import type { WordReading } from './assistant.word-class.js';
import { FILLER } from '../vocabulary/vocabulary.filler.js';
import { PHRASES } from '../vocabulary/vocabulary.parent-talk.js';
import { SHORTHAND, STREET_SUFFIXES } from '../vocabulary/vocabulary.shorthand.js';
import { SYNONYMS } from '../vocabulary/vocabulary.thesaurus.js';
import { POSTGRES_ENGLISH_STOP_WORDS, TOPIC_STOP_WORDS } from '../vocabulary/vocabulary.topics.js';
import { MAX_SOFT_CONCEPTS, MAX_TOPIC_CONCEPTS } from './assistant.tuning.js';
import { collidesOnStem, keepStemsApart } from '../vocabulary/vocabulary.stems.js';

const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(POSTGRES_ENGLISH_STOP_WORDS.words);

const TOPIC_STOP: ReadonlySet<string> = new Set(TOPIC_STOP_WORDS.words);

/** Whether `word` names no topic of a question (vocabulary TOPIC_STOP_WORDS: "the", "my", "is" …). */
export function isTopicStopWord(word: string): boolean {
  return TOPIC_STOP.has(word);
}

/** Whether the engine's full-text search drops `word` (PostgreSQL's English stop words). */
export function isSearchStopWord(word: string): boolean {
  return SEARCH_STOP_WORDS.has(word);
}

/**
 * Text understanding for the answer engine (docs/ARCHITECTURE.md "Understanding"): normalize a
 * parent's message (case, punctuation, stretched letters, SMS shorthand), tell apart questions we
 * cannot read (emoji-only, non-Latin script), turn the words into *concepts* (a word plus the
 * synonyms school talk uses for it), and split knowledge text into sentences for extractive answers.
 * Pure functions: no I/O, so they are unit-tested directly.
 */

/** Parent-talk filler ("school", "kid", "please"): such words only break ties between sentences. */
export function isFiller(word: string): boolean {
  // "needs", "wants", "gets": a plural/3rd-person -s of a filler word is filler too.
  return FILLER.has(word) || (word.length > 3 && word.endsWith('s') && FILLER.has(word.slice(0, -1)));
}

/**
 * Fold multi-word school phrases into one token ("pick up" → "pickup", "drop-off" → "dropoff").
 * Applied to questions and, for sentence scoring, to knowledge sentences too, so both sides agree.
 * Expects lower-case text.
 */
export function foldPhrases(text: string): string {
  const known = FOLDED.get(text);
  if (known !== undefined) return known;
  let out = text;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  if (FOLDED.size >= FOLDED_MEMO_SIZE) FOLDED.clear();
  FOLDED.set(text, out);
  return out;
}

/**
 * Folded texts by their input: the same knowledge sentences are scored for question after question,
 * and folding one runs every PHRASES pattern over it (0.4 ms of a question's ~4 ms of engine CPU in
 * the 1k-chunk webchat profile). Cleared whole when full; a pure function's memo is never stale.
 */
const FOLDED = new Map<string, string>();
const FOLDED_MEMO_SIZE = 20_000;

export interface Normalized {
  /** Lower-cased, shorthand expanded, stretched letters folded; for date parsing and display. */
  text: string;
  /** Word tokens of `text` (letters/digits), in order, phrases folded (e.g. "pickup"). */
  tokens: string[];
  /** What kind of input this is: ordinary text, emoji/symbols only, or mostly non-Latin letters. */
  script: 'latin' | 'emoji' | 'non-latin' | 'empty';
}

const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/** Classify the characters of a message: Latin text we can search, emoji only, or another script. */
export function detectScript(raw: string): Normalized['script'] {
  const letters = [...raw].filter((ch) => LETTER.test(ch));
  if (letters.length === 0) {
    return /\p{N}/u.test(raw) ? 'latin' : raw.trim() === '' ? 'empty' : 'emoji';
  }
  const latin = letters.filter((ch) => LATIN.test(ch)).length;
  return latin / letters.length >= 0.5 ? 'latin' : 'non-latin';
}

/**
 * A temperature told as a number: "had 101", "ran a 100.3", "running 102 last night" (°F 99–105;
 * "had 100 dollars" is no fever, so a unit or money sign after it does not match).
 */
const FEVER_READING =
  /\b(had|has|ran|runs|running|with|temp(?:erature)?\s+(?:of|was|is)?)\s+(?:a\s+)?(?:fever\s+of\s+)?(?:99|10[0-5])(?:\.\d)?(?:\s*(?:°?f|degrees?))?(?![\d.:%$]|\s*(?:dollars|bucks|cents|am|pm|minutes|min|mins|days|times|kids|students|people)\b)/g;

/** Verbs after "id" that make it "I'd" ("id like to", "id love to", "id rather"), not an ID card. */
const ID_AS_I_WOULD = /^(?:like|love|want|prefer|rather|appreciate|need|be|have)$/;

/**
 * Normalize a parent's message: NFKC, lower case, curly quotes straightened, letters repeated 3+
 * times folded to one ("sooo" → "so"), punctuation to spaces (keeping ":" and "/" inside numbers for
 * times and dates), SMS shorthand expanded, multi-word school phrases folded into one token.
 */
export function normalizeQuestion(raw: string): Normalized {
  const script = detectScript(raw);
  let text = raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1$2')
    .replace(/(\d)\s*(am|pm)\b/g, '$1 $2')
    // "whats the # for the nurse": a "#" before no digit is the word "number" ("bus #14" stays a bus).
    .replace(/#(?!\s*\d)/g, ' number ')
    // "my son had 101 last night", "ran 100.3": a body temperature after "had"/"ran"/"running" is a
    // fever (Maple Grove and Ridgeview: the illness rule's "24 hours" was never found for it).
    .replace(FEVER_READING, '$1 a fever ')
    .replace(/[^\p{L}\p{N}:/$.\s-]/gu, ' ')
    .replace(/(?<!\d)[:/.](?!\d)|(?<=\d)[.](?!\d)/g, ' ')
    .replace(/\s-+|-+\s|^-+|-+$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  text = text
    .split(' ')
    // "shes in k" is kindergarten, not "ok".
    .map((w, i, all) => {
      const before = all[i - 1];
      if (w === 'k' && /^(?:in|for|grade)$/.test(before ?? '')) return 'kindergarten';
      // "id like to chaperone": "I'd" without its apostrophe, not an ID card (Cedar Bluff dev).
      if (
        w === 'id' &&
        ID_AS_I_WOULD.test(all[i + 1] ?? '') &&
        !/^(?:photo|student|an?|the|my|his|her|their|your)$/.test(before ?? '')
      )
        return 'i would';
      const street = STREET_SUFFIXES[w];
      if (street && before && /^\p{L}/u.test(before) && !SEARCH_STOP_WORDS.has(before)) return street;
      return SHORTHAND[w] ?? w;
    })
    .join(' ');
  text = foldPhrases(text);
  const tokens = text.match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];
  return { text, tokens, script };
}

/**
 * One topic of the question: the word the parent used plus the alternatives knowledge may use
 * (SYNONYMS). `weight` is filled from corpus statistics (IDF) by the engine.
 */
export interface Concept {
  word: string;
  alternatives: string[];
  /** A filler word ("school", "time"): breaks ties between sentences but never decides coverage. */
  soft?: boolean;
  /**
   * Said only in a statement beside the question ("hes sick" in "how do i call in my son absent??
   * hes sick"): background, so it weighs less than what is asked (CONTEXT_CLAUSE_FACTOR).
   */
  context?: boolean;
  /**
   * How the parent used the word (assistant.word-class.ts); undefined for folded tokens ("pickup").
   * A function, read only for words the school's knowledge never uses: tagging the part costs about
   * 1 ms, a third of understanding (1k-chunk latency profile), and most questions never need it.
   */
  reading?: () => WordReading | undefined;
  /** The thing "is there a … ?" asks about ("meeting" in "is there a parent meeting for chaperones"). */
  head?: boolean;
  /** Taken from an earlier part of the message ("…for literacy night? is there food"). */
  inherited?: boolean;
}

/** `word`, and its marked form when the stemmer merges it with another school word. */
function withOwnForm(word: string): string[] {
  return collidesOnStem(word) ? [word, keepStemsApart(word)] : [word];
}

/**
 * Topic concepts of a question's tokens: filler and date words dropped (the caller removes the
 * words chrono-node consumed), duplicates merged, synonyms attached. Stop words are not removed here:
 * PostgreSQL's English dictionary drops them when the engine asks for lexemes.
 */
export function conceptsOf(tokens: string[], options: { dropWords?: Set<string> } = {}): Concept[] {
  const seen = new Set<string>();
  const concepts: Concept[] = [];
  for (const word of tokens) {
    // A lone letter is no topic: the "p" and "m" of "12:35 p.m." in a calendar title weighed most.
    if (
      options.dropWords?.has(word) ||
      /^\d+(:\d+)?$/.test(word) ||
      seen.has(word) ||
      word.length > 40 ||
      word.length < 2
    )
      continue;
    seen.add(word);
    // Ordinals ("4th grader") and filler only refine; they never make or break an answer.
    const soft = isFiller(word) || /^\d+(st|nd|rd|th)$/.test(word);
    // A word the stemmer merges with another ("medical" / "medication") is also scored by its own form.
    // (The unmarked form still fetches chunks; assistant.weigh-concepts.ts gives it no credit.) A
    // listed synonym that collides ("show" → "musical") is marked the same way.
    const alternatives = soft ? [word] : (SYNONYMS[word] ?? [word]).flatMap(withOwnForm);
    concepts.push({
      word,
      alternatives: alternatives.includes(word) ? alternatives : [word, ...alternatives],
      soft,
    });
  }
  // The cap counts only words the search keeps: a stop word ("in", "for", "she") is dropped at
  // weighing anyway, and counted it pushed the asked words of a long message past the cap.
  let kept = 0;
  const hard = concepts.filter(
    (c) => !c.soft && (SEARCH_STOP_WORDS.has(c.word) || kept++ < MAX_TOPIC_CONCEPTS),
  );
  return [...hard, ...concepts.filter((c) => c.soft).slice(0, MAX_SOFT_CONCEPTS)];
}

/**
 * Split knowledge text into sentences for extractive answers. Lines and bullet items are their own
 * sentences (handbooks are full of lists); inside a line, split after . ! ? followed by a capital or
 * digit, but not after common abbreviations or in times/prices ("3.25", "a.m.").
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.split(/\n+/)) {
    const line = rawLine
      .replace(/^\s*(?:[-*•▪◦]|\d+[.)])\s+/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!line) continue;
    const parts = line.split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d])/u);
    let carry = '';
    for (const [index, part] of parts.entries()) {
      const candidate = carry ? `${carry} ${part}` : part;
      // A numbered section label ("5.3 Pick-up by another adult.") belongs to the sentence after it:
      // alone it answers nothing and would take one of the answer's sentences. A PDF's text runs
      // sections together on one line ("No cash over $20. 5.6 Illness. Keep students home …"), so
      // not only at a line's start.
      const sectionLabel =
        index < parts.length - 1 &&
        /^\d+(?:\.\d+)*\s+[^.]{1,60}\.$/.test(part) &&
        (index === 0 || /^\d+\.\d/.test(part));
      if (
        sectionLabel ||
        // One capital and a period is an initial or a compass point ("Luis R. Ocampo", "4410 W.
        // Armitage Ave."), not a sentence end: split there, the address sentence lost its number.
        /(?:^|\s)\p{Lu}\.$/u.test(candidate) ||
        /\b(?:Mr|Mrs|Ms|Mx|Dr|Sr|Sra|Srta|Dra|Prof|St|No|vs|etc|ext|approx|incl|e\.g|i\.e|a\.m|p\.m|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.$/i.test(
          candidate,
        )
      ) {
        carry = candidate;
        continue;
      }
      carry = '';
      out.push(candidate);
    }
    if (carry) out.push(carry);
  }
  return out.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Length of the common beginning of two words. */
function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The indexed lexeme a misspelled word most likely meant. Lexemes are stems ("scienc"), so a word is
 * also compared cut to the stem's length. Allowed: 1 edit for words up to 5 letters, 2 for longer;
 * ties go to the longer shared beginning, then the more frequent lexeme. Null when nothing is close
 * (the word is genuinely absent).
 */
export function closestLexeme(
  word: string,
  byInitial: Map<string, string[]>,
  df: Map<string, number>,
): string | null {
  const limit = word.length <= 5 ? 1 : 2;
  const pool = new Set([
    ...(byInitial.get(word[0]!) ?? []),
    ...(word[1] ? (byInitial.get(word[1]) ?? []) : []),
  ]);
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const lexeme of pool) {
    if (Math.abs(lexeme.length - word.length) > limit + 2) continue;
    // Two letters shorter than the parent's word, a lexeme is a stem or another word, never two
    // slips: only the stem comparison below may match it ("dentist" is not the name "Denis",
    // Desert Sky dev; "permision" still finds "permiss").
    // A doubled letter is one slip: "busses" is "buses", whose stem "buse" it then begins with.
    const single = word.replace(/(\p{L})\1/gu, '$1');
    let d =
      word.length - lexeme.length < 2
        ? editDistance(word, lexeme, limit)
        : single !== word &&
            lexeme.length >= 4 &&
            single.startsWith(lexeme) &&
            single.length - lexeme.length <= 2
          ? 1
          : limit + 1;
    // Stems drop endings ("scienc"): compare the word cut to the stem, but strictly (one edit).
    if (word.length > lexeme.length && lexeme.length >= 5 && word.length - lexeme.length <= 2) {
      if (editDistance(word.slice(0, lexeme.length), lexeme, 1) <= 1)
        d = Math.min(d, Math.max(1, editDistance(word.slice(0, lexeme.length), lexeme, 1)));
    }
    if (d === 0) return null; // the word is there already; nothing to correct
    // At equal distance the longer shared beginning wins, then the commoner lexeme: typing slips
    // keep a word's start ("truant" is "truancy", not the name "Tran").
    const tie =
      d === bestDistance &&
      best !== null &&
      (sharedPrefix(word, lexeme) > sharedPrefix(word, best) ||
        (sharedPrefix(word, lexeme) === sharedPrefix(word, best) &&
          (df.get(lexeme) ?? 0) > (df.get(best) ?? 0)));
    if (d < bestDistance || tie) {
      best = lexeme;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : null;
}
