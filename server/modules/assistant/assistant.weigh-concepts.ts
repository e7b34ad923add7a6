/**
 * Weighing the question's concepts against the school's vocabulary (retrieval step 1 and 2 of
 * assistant.retrieval.ts): IDF weights, the lexemes and credits of each alternative, misspellings
 * matched to the closest lexeme the documents use, other senses and other ranks of a word, and each
 * document word counted as evidence for one concept only. Pure; split from assistant.retrieval.ts
 * (378 lines) unchanged.
 */
import type { Vocabulary } from '../knowledge/knowledge.search.js';
import { idf, type WeightedConcept } from './assistant.scoring.js';
import { closestLexeme, type Concept } from './assistant.text.js';
import { collidesOnStem, keepStemsApart } from '../vocabulary/vocabulary.stems.js';
import { ORDINAL_RANKS, OTHER_SENSES } from '../vocabulary/vocabulary.topics.js';
import { MEASURED_DEGREES, NEGATIONS, PASSIVE_AUXILIARIES } from '../vocabulary/vocabulary.question-roles.js';
import { GRADE_WORDS } from '../vocabulary/vocabulary.grades.js';
import { FOLDED_COMPOUNDS } from '../vocabulary/vocabulary.parent-talk.js';
import type { ValueType } from '../vocabulary/vocabulary.answer-types.js';
import { ALTERNATIVE_CREDIT, CONTEXT_CLAUSE_FACTOR } from './assistant.tuning.js';

/** Chunks holding every lexeme of an alternative, at most (its rarest lexeme's count); 0 when none. */
export function documentFrequency(vocabulary: Vocabulary): (lexemes: string[]) => number {
  return (lx) => (lx.length ? Math.min(...lx.map((l) => vocabulary.df.get(l) ?? 0)) : 0);
}

/**
 * The question's concepts weighted by their IDF in the school's vocabulary, with their alternatives'
 * lexemes and credits: a stop word is dropped, a known verb or adjective the documents never use is
 * narrative (dropped), an unknown word the documents lack is corrected to their closest lexeme.
 */
export function weighConcepts(input: {
  concepts: Concept[];
  lexemes: Map<string, string[]>;
  vocabulary: Vocabulary;
  question: string;
  valueTypes: ValueType[];
}): WeightedConcept[] {
  const { lexemes, vocabulary } = input;
  const total = vocabulary.total;
  const dfOf = documentFrequency(vocabulary);
  const weighted: WeightedConcept[] = [];
  for (const concept of input.concepts) {
    const own = lexemes.get(concept.word) ?? [];
    if (own.length === 0) continue; // a stop word: no topic
    let credited = concept.alternatives
      // The parent's own word and the first listed synonym count fully; looser synonyms 0.85, so
      // "pickup time" in a bus notice loses to "dismissal" when a parent asks about pickup.
      .map((a, i) => ({
        lexemes: lexemes.get(a) ?? [],
        // A word the stemmer merges with another ("musical" / "music") fetches by the shared stem but
        // is credited only by its marked form: the band's "Music Festival" is no musical.
        credit: collidesOnStem(a)
          ? 0
          : a === concept.word || i === 0 || a === keepStemsApart(concept.word)
            ? 1
            : ALTERNATIVE_CREDIT,
      }))
      .filter((a) => a.lexemes.length > 0);
    let spelledWithHyphen = false;
    // A folded compound ("fieldday") is not its first word with a suffix ("field").
    if (!concept.soft && !FOLDED_COMPOUNDS.has(concept.word) && !collidesOnStem(concept.word)) {
      // Stems that only differ by a suffix PostgreSQL's stemmer keeps ("appli" / "applic" for
      // apply / application) are the same word for a parent: add them at synonym credit. A
      // hyphenated lexeme is compared without its hyphen: the parent's "preorder" is the flyer's
      // "Pre-order" ("pre-ord"), the same word, at full credit.
      for (const lexeme of [...own]) {
        if (own.length !== 1 || lexeme.length < 5) continue;
        const related = (vocabulary.byInitial.get(lexeme[0]!) ?? [])
          .map((v) => ({ v, bare: v.replace(/-/g, '') }))
          .filter(
            ({ v, bare }) =>
              v !== lexeme &&
              Math.min(bare.length, lexeme.length) >= 5 &&
              Math.abs(bare.length - lexeme.length) <= 3,
          )
          .filter(({ bare }) => bare.startsWith(lexeme) || lexeme.startsWith(bare))
          .slice(0, 3);
        for (const { v } of related) {
          credited.push({ lexemes: [v], credit: v.includes('-') ? 1 : ALTERNATIVE_CREDIT });
          if (v.includes('-') && dfOf([v]) > 0) spelledWithHyphen = true;
        }
      }
    }
    let df = Math.max(0, ...credited.map((a) => dfOf(a.lexemes)));
    let word = concept.word;
    // A known verb, adjective or adverb the documents never use is the parent's narrative ("hates
    // pants", "got stuck in traffic"): no evidence either way. An unused noun stays (the topic the
    // documents lack); a known word is never "corrected" into another ("head" is not "held").
    const reading = df === 0 ? concept.reading?.() : undefined;
    const known = reading?.known === true;
    // Only for the parent's own word: a thesaurus entry says the word matters ("breaks" → damage).
    const ownWordOnly = concept.alternatives.length === 1;
    // The thing "is there a … ?" asks about is a noun whatever the tagger read ("a parent meeting").
    if (
      df === 0 &&
      known &&
      ownWordOnly &&
      !concept.head &&
      reading!.cls !== 'noun' &&
      reading!.cls !== 'other' &&
      !(
        concept.context !== true &&
        (asksPassive(concept.word, input.question) ||
          (reading!.cls === 'adjective' && asksDegree(concept.word, input.question)))
      )
    )
      continue;
    // A compound the phrase folds wrote ("fieldday") is no misspelling: "field" is not what was asked.
    if (
      df === 0 &&
      !concept.soft &&
      !known &&
      !FOLDED_COMPOUNDS.has(concept.word) &&
      /^\p{L}{4,}$/u.test(concept.word)
    ) {
      // Misspelling: the closest lexeme the school's knowledge actually uses ("unifrom" → uniform).
      const fixed = closestLexeme(concept.word, vocabulary.byInitial, vocabulary.df);
      if (fixed) {
        credited = [{ lexemes: [fixed], credit: 1 }, ...credited];
        df = vocabulary.df.get(fixed) ?? 0;
        word = fixed;
      }
    }
    if (concept.soft && df === 0) continue; // filler the knowledge never uses: no evidence either way
    weighted.push({
      word,
      alternatives: credited.map((a) => a.lexemes),
      credits: credited.map((a) => a.credit),
      weight: idf(df, total) * (concept.context ? CONTEXT_CLAUSE_FACTOR : 1),
      soft: concept.soft,
      background: concept.context,
      otherSense: otherSenseOf(concept.word, input.question, input.valueTypes),
      otherRank: otherRankOf(concept.word, input.question),
      head: concept.head,
      inherited: concept.inherited,
      unused: dfOf(own) === 0 && word === concept.word && !spelledWithHyphen,
    });
  }

  return weighted;
}

/**
 * A participle the question asks of its subject, now or ahead ("will the musical be recorded", "is
 * the pool heated", "how do i get him tested"): what is asked, not the parent's narrative, so a
 * school that never says it has not answered it (Cedar Bluff dev: "…be recorded?" was answered with
 * the musical's concessions). A past one ("got stuck in traffic") stays the story, and so do one
 * the parent wants to avoid ("so he doesnt get marked truant") and a condition ("find out if school
 * is cancelled": the school's "canceled" is the same word spelled otherwise).
 */
function asksPassive(word: string, question: string): boolean {
  // Regular participles only: an irregular one ("get her picture taken") has its own stem, which
  // the documents' "take" does not share.
  if (!/^\p{L}+ed$/u.test(word)) return false;
  const found = new RegExp(
    `(?<!\\bif\\s+(?:\\p{L}+\\s+){0,3})\\b(?:${AUXILIARY})\\s+((?:\\p{L}+\\s+){0,2}?)${word}\\b`,
    'iu',
  ).exec(question);
  if (!found) return false;
  // "so he doesnt get marked truant", "so my son is not marked truant": what the parent wants to
  // avoid, not what is asked.
  const before = question.slice(Math.max(0, found.index - 12), found.index);
  return !NEGATION.test(`${before} ${found[1]}`);
}

/**
 * An adjective the question asks the degree of ("how hot does it have to get before recess is
 * inside", "how old does he have to be"): the measure asked, not the parent's narrative, so a school
 * that never says it has not answered it unless a synonym does (Desert Sky dev: "hot" was dropped
 * and a storm rule answered). Not a degree a number answers (vocabulary MEASURED_DEGREES).
 */
function asksDegree(word: string, question: string): boolean {
  if (MEASURED.has(word)) return false;
  return new RegExp(`\\bhow\\s+${word}\\b`, 'i').test(question);
}

const MEASURED: ReadonlySet<string> = new Set(MEASURED_DEGREES.words);
const NEGATION = new RegExp(`\\b(?:${NEGATIONS.words.join('|')})\\b`, 'i');
const AUXILIARY = PASSIVE_AUXILIARIES.words.join('|');

/**
 * The other sense of a question word (vocabulary OTHER_SENSES) when the question means the first:
 * it neither uses the word so itself nor asks for a phone number.
 */
function otherSenseOf(word: string, question: string, valueTypes: ValueType[]) {
  const entry = OTHER_SENSES[SENSE_KEY[word] ?? word];
  if (!entry || valueTypes.includes('phone')) return undefined;
  entry.sense.lastIndex = 0;
  return entry.sense.test(question) ? undefined : entry;
}

/** Every rank word of ORDINAL_RANKS as one alternation. */
const RANK_WORDS = ORDINAL_RANKS.flatMap((r) => r.words).join('|');
/** Any rank word: most questions name none, and then no concept's pattern needs building. */
const ANY_RANK = new RegExp(`\\b(?:${RANK_WORDS})\\b`, 'i');

/**
 * For "the first payment", the other ranks of payments a sentence may name instead ("Final
 * payment", "Payment 2"); undefined when the question names no rank before the word, or a grade.
 */
export function otherRankOf(word: string, question: string): { rank: RegExp; word: RegExp } | undefined {
  if (!/^[a-z]{3,}$/.test(word) || !ANY_RANK.test(question)) return undefined;
  // "the last dc trip payment": up to two words may stand between the rank and its word (Ridgeview
  // dev: Payment 3 answered it); "1st grade … payment" names a grade, not a rank.
  const asked = new RegExp(`\\b(${RANK_WORDS})\\s+(?!grade)(?:[a-z]+\\s+){0,2}?${word}\\b`, 'i')
    .exec(question)?.[1]
    ?.toLowerCase();
  if (!asked || GRADE_WORDS.includes(word)) return undefined;
  const rank = ORDINAL_RANKS.find((r) => r.words.includes(asked))!;
  const others = ORDINAL_RANKS.filter((r) => r !== rank);
  const otherWords = others.flatMap((r) => r.words).join('|');
  const otherNumbers = others
    .map((r) => r.rank)
    .filter((n) => /^\d$/.test(n))
    .join('');
  return {
    rank: new RegExp(`\\b(?:${otherWords})\\s+${word}|\\b${word}\\w*\\s+#?[${otherNumbers}]\\b`, 'gi'),
    word: new RegExp(`\\b${word}`, 'gi'),
  };
}

/** Question words sharing an OTHER_SENSES entry. */
const SENSE_KEY: Readonly<Record<string, string>> = {
  phones: 'phone',
  cellphone: 'phone',
  cell: 'phone',
  shows: 'show',
};

/**
 * Two words of the question are two pieces of evidence: "lunch menu" is not covered by "Lunch will be
 * served" because "menu" lists "lunch" as a synonym, nor by "meal" listed by both. Each document word
 * counts for one concept only: its own word first, else the first concept (question order) listing
 * it. Mutates `concepts` (alternatives and credits; an unused word whose synonym is another asked
 * word elsewhere in `question` becomes soft). `ownKey(word)` is the word's lexemes joined.
 */
export function claimEvidence(
  concepts: WeightedConcept[],
  ownKey: (word: string) => string,
  question = '',
): void {
  const hard = concepts.filter((c) => !c.soft);
  const claimed = new Set(hard.map((c) => ownKey(c.word)));
  const tokens = question.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  for (const concept of hard) {
    const own = ownKey(concept.word);
    const keep = concept.alternatives.map((alt) => {
      const key = alt.join(' ');
      if (key === own) return true;
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    });
    // "who handles her records, is there a registrar": a word the school never uses whose synonym the
    // parent also wrote says the same thing twice; the other word carries it (Cedar Bluff fresh dev:
    // the registrar's row declined at half coverage).
    // Not a compound ("lunch menu": the menu is what is asked), nor a word the question never wrote.
    const saidTwice =
      concept.unused &&
      concept.alternatives.some((alt, i) => {
        const other = hard.find((c) => c !== concept && ownKey(c.word) === alt.join(' '));
        return !keep[i] && !!other && apart(tokens, concept.word, other.word);
      });
    if (saidTwice) concept.soft = true;
    if (keep.every(Boolean) || !keep.some(Boolean)) continue;
    concept.alternatives = concept.alternatives.filter((_, i) => keep[i]);
    concept.credits = concept.credits?.filter((_, i) => keep[i]);
  }
}

/**
 * Whether both words are in `tokens` (the question's words) and never within SAME_PHRASE_SPAN of
 * each other: two mentions, not one compound ("lunch menu", "supply list").
 */
function apart(tokens: string[], a: string, b: string): boolean {
  const at = (w: string) => tokens.flatMap((t, i) => (t === w ? [i] : []));
  const as = at(a);
  const bs = at(b);
  return (
    as.length > 0 && bs.length > 0 && as.every((i) => bs.every((j) => Math.abs(i - j) > SAME_PHRASE_SPAN))
  );
}

/** Words at most this many tokens apart may be one phrase ("the lunch menu", "menu for lunch"). */
const SAME_PHRASE_SPAN = 2;
