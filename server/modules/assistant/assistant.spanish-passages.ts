/**
 * Spanish questions answered from the school's Spanish documents, in Spanish words. The engine
 * stems every query with the English configuration, so a Spanish page (indexed with the `spanish`
 * configuration, migration 0008) never matched: "cuando es el cafe con la directora" was declined
 * while the school's "Horario diario" page says "Café con la directora: el primer viernes de cada
 * mes". This pass searches only chunks detected as Spanish, with the parent's own topic words
 * stemmed in Spanish, and answers only when one sentence (with its heading and title), or one
 * sentence with the sentence before it, holds every topic stem: a partial match falls through to
 * the engine's English reading.
 */
import { SCHOOL_KIND_WORDS } from '../vocabulary/vocabulary.story.js';
import {
  MAX_SENTENCE_CHARS,
  MIN_TOPIC_STEMS,
  MIN_TYPED_TOPIC_STEMS,
  SPANISH_CANDIDATES,
} from './assistant.tuning.js';
import type { ChunkCandidate, KnowledgeSearch } from '../knowledge/knowledge.search.js';
import { sourceTitle } from './assistant.compose.js';
import { spanishSourceFraming } from './assistant.i18n.js';
import type { EnglishReading } from './assistant.spanish.js';
import { normalizeQuestion, splitSentences } from './assistant.text.js';
import { answerSlotsOf, fillsSlot, TYPED_SLOTS } from './assistant.answer-types.js';
import type { AnswerSource } from './assistant.types.js';
import { TYPE_WORDS, type ValueType } from '../vocabulary/vocabulary.answer-types.js';
import { PAGE_STORY_WORDS, SPANISH_GLOSSARY, SPEAKS_SPANISH } from '../vocabulary/vocabulary.spanish.js';

/** A stem compared without the tilde: the parent's words reach here folded ("ninos" for "niños"). */
const foldEnye = (stem: string) => stem.replace(/ñ/g, 'n');

const SPEAKS = new Set(SPEAKS_SPANISH.words);
/** "alguien", "alguna persona": whoever the parent asks for is no topic of its own. */
const SOMEONE: ReadonlySet<string> = new Set(['alguien', 'alguno', 'alguna', 'persona', 'quien']);
const STORY = new Set(PAGE_STORY_WORDS.words);

const SCHOOL_KIND: ReadonlySet<string> = new Set(SCHOOL_KIND_WORDS.words);

/**
 * Parent words that Spanish documents say differently (the Spanish stemmer does not join them):
 * "papas" (parents, colloquial) is "padres" on a school page.
 */
const SAME_AS: Readonly<Record<string, string>> = {
  papas: 'padres',
  papa: 'padre',
  mamas: 'madres',
  profe: 'maestro',
  profes: 'maestros',
};

/**
 * The forms a Spanish diminutive may come from ("cafecito" → café, "ratito" → rato, "mesita" →
 * mesa): parents write them ("lo del cafecito con la directora"), pages write the plain word.
 * Candidates only: a wrong guess ("poquito" → "poquo") matches no page.
 */
export function diminutiveBases(word: string): string[] {
  const m = /^(\p{L}{3,}?)(?:(e?c)|)it([oa])(s?)$/u.exec(word);
  if (!m) return [];
  const [, stem, c, vowel, plural] = m;
  return c
    ? [`${stem}${c === 'ec' ? 'e' : ''}${plural}`, `${stem}${vowel}${plural}`]
    : [`${stem}${vowel}${plural}`];
}

/** One group per word of a Spanish question (every group must be found): its stems and its diminutive's. */
async function spanishStemGroups(knowledge: KnowledgeSearch, words: string[]): Promise<Set<string>[]> {
  const forms = words.map((w) => [w, ...diminutiveBases(w)]);
  const stems = await knowledge.lexemes(forms.flat(), 'es');
  // `stems` holds each form's stems in the order of `forms.flat()`.
  let at = 0;
  const groups = forms.map((list) => {
    const own = stems.slice(at, at + list.length).flat();
    at += list.length;
    return new Set(own);
  });
  // Two words of one stem are one group.
  const seen = new Set<string>();
  return groups.filter((g) => {
    const key = [...g].sort().join(' ');
    if (g.size === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface SpanishPassageAnswer {
  answer: string;
  /**
   * What is quoted, unframed: the page's section when it fits a phone screen, else the sentence
   * (with the sentence before it when that names the topic).
   */
  quoted: string;
  sources: AnswerSource[];
  /** The chunk the sentence was found in, whole: LLM mode hands it to the model as a passage. */
  chunk: Pick<ChunkCandidate, 'title' | 'fileName' | 'heading' | 'content' | 'contentType' | 'createdAt'>;
}

interface Scored {
  text: string;
  title: string;
  key: string;
  chunk: ChunkCandidate;
  inSentence: number;
  /** Topic stems in a table row's label ("Salida — Día regular: 4:00 p.m."): the row is about them. */
  inLabel: number;
  rank: number;
  position: number;
}

/**
 * The best sentence of the school's Spanish chunks holding every topic stem of the question
 * ("Según «Horario diario»: <sentence>"), or null (too few topic words, no Spanish chunk, or no
 * sentence covering them all).
 */
export async function answerFromSpanishPassages(input: {
  knowledge: KnowledgeSearch;
  schoolId: string;
  now: Date;
  reading: EnglishReading;
  /**
   * An English question's topic as groups of Spanish words, any word of a group will do
   * (assistant.english-to-spanish.ts); replaces `reading.content`, every group must be found.
   */
  groups?: string[][];
}): Promise<SpanishPassageAnswer | null> {
  // "como se llama la directora" asks for a name: a sentence about the principal's coffee hour holding
  // no name is not its answer (the English reading's value types apply to Spanish sentences too).
  const typed = answerSlotsOf(normalizeQuestion(input.reading.english)).filter((slot) =>
    TYPED_SLOTS.includes(slot),
  );
  // "el numero de la sra ochoa": the word naming the asked value ("numero" → number) is no topic,
  // as in English; the value in the sentence is the evidence instead.
  const typeWords = new Set(typed.flatMap((slot) => TYPE_WORDS[slot as ValueType] ?? []));
  // "la escuela tiene clases de ingles pa papas": "escuela" (a school-kind word) is no topic the
  // page's sentence must hold, as in English: every page is the school's (Cedar Bluff dev: it kept
  // "Clases gratuitas de inglés para padres …" out).
  const content = [...new Set(input.reading.content.map((w) => SAME_AS[w] ?? w))];
  const topical = content.filter((w) => {
    const english = SPANISH_GLOSSARY.entries[w] ?? '';
    return !SPEAKS.has(w) && !STORY.has(w) && !typeWords.has(english) && !SCHOOL_KIND.has(english);
  });
  // "hay alguien que hable español? cual es su numero": with nothing asked but someone who speaks
  // Spanish, speaking it is the topic ("La Sra. Fuentes ayuda a las familias que hablan español …
  // Teléfono: (706) 555-0125"); Kestrel Point and Arroyo Vista fresh were declined.
  const words = topical.some((w) => !SOMEONE.has(w)) ? topical : content.filter((w) => SPEAKS.has(w));
  // One group per stem for a Spanish question (every stem must be found); one per English word for
  // an English question (any of its Spanish words).
  const topicGroups: Set<string>[] = input.groups
    ? (await Promise.all(input.groups.map((g) => input.knowledge.lexemes(g, 'es')))).map(
        (lists) => new Set(lists.flat().map(foldEnye)),
      )
    : await spanishStemGroups(input.knowledge, words);
  const topic = topicGroups.filter((g) => g.size > 0);
  if (topic.length < (typed.length > 0 ? MIN_TYPED_TOPIC_STEMS : MIN_TOPIC_STEMS)) return null;
  const chunks = await input.knowledge.searchSpanish({
    schoolId: input.schoolId,
    now: input.now,
    words: [...new Set(topic.flatMap((g) => [...g]))],
    limit: SPANISH_CANDIDATES,
  });
  if (chunks.length === 0) return null;
  const sentences = chunks.map((c) => splitSentences(c.content));
  // A typed question is answered by a sentence holding the value; its topic may be named in the
  // sentence before it ("La Sra. Marisela Ochoa ayuda a las familias … Teléfono: (512) 555-0149"),
  // as a second question's may ("en q salon son las clases de ingles y hay quien cuide a los niños").
  const holdsValue = (text: string) => typed.length === 0 || typed.some((slot) => fillsSlot(slot, text));
  const labels = sentences
    .flat()
    .map((text) => (text.includes(' — ') ? text.slice(0, text.indexOf(' — ')) : ''));
  const texts = [...chunks.map((c) => `${c.title} ${c.heading}`), ...sentences.flat(), ...labels];
  // The parent's words are folded ("ninos"); the page's stems keep the ñ ("niñ"), which the Spanish
  // stemmer does not drop as it drops acute accents.
  const stems = (await input.knowledge.lexemes(texts, 'es')).map((list) => list.map(foldEnye));
  const labelStems = stems.slice(texts.length - labels.length).map((list) => new Set(list));
  let sentenceIndex = 0;
  let offset = chunks.length;
  let best: Scored | null = null;
  chunks.forEach((chunk, rank) => {
    const context = new Set(stems[rank]);
    sentences[rank]!.forEach((sentence, position) => {
      const label = labelStems[sentenceIndex++]!;
      if (!holdsValue(sentence)) return;
      const own = new Set(stems[offset + position]);
      const before = position > 0 ? new Set(stems[offset + position - 1]) : new Set();
      const found = (group: Set<string>, ...where: Set<unknown>[]) =>
        [...group].some((s) => where.some((w) => w.has(s)));
      const alone = topic.every((g) => found(g, own, context));
      if (!alone && !topic.every((g) => found(g, own, context, before))) return;
      const text = alone ? sentence : `${sentences[rank]![position - 1]} ${sentence}`;
      const inSentence = topic.filter((g) => found(g, own) || (!alone && found(g, before))).length;
      const inLabel = topic.filter((g) => found(g, label)).length;
      const title = sourceTitle(chunk.title, chunk.fileName);
      if (!best || inSentence > best.inSentence || (inSentence === best.inSentence && inLabel > best.inLabel))
        best = { text, title, key: chunk.key, chunk, inSentence, inLabel, rank, position };
    });
    offset += sentences[rank]!.length;
  });
  if (!best) return null;
  const { text, title, key, chunk } = best as Scored;
  // "q dias y con quien me apunto": the page's section (days, room, whom to sign up with) when it fits
  // a phone screen answers the questions around the one matched (Arroyo Vista dev: the sign-up line
  // after the class times was left out).
  const section = chunk.content.trim();
  const shown = section.length <= MAX_SENTENCE_CHARS && section.includes(text) ? section : text;
  return { answer: spanishSourceFraming(title, shown), quoted: shown, sources: [{ title, key }], chunk };
}
