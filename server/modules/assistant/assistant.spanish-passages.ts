/**
 * Spanish questions answered from the school's Spanish documents, in Spanish words. The engine
 * stems every query with the English configuration, so a Spanish page (indexed with the `spanish`
 * configuration, migration 0008) never matched: "cuando es el cafe con la directora" was declined
 * while the school's "Horario diario" page says "Café con la directora: el primer viernes de cada
 * mes". This pass searches only chunks detected as Spanish, with the parent's own topic words
 * stemmed in Spanish, and answers only when one sentence (with its heading and title) holds every
 * topic stem: a partial match falls through to the engine's English reading.
 */
import type { KnowledgeSearch } from '../knowledge/knowledge.search.js';
import { sourceTitle } from './assistant.compose.js';
import { spanishSourceFraming } from './assistant.i18n.js';
import type { EnglishReading } from './assistant.spanish.js';
import {
  answerSlotsOf,
  fillsSlot,
  normalizeQuestion,
  splitSentences,
  TYPED_SLOTS,
} from './assistant.text.js';
import type { AnswerSource } from './assistant.types.js';

/** Fewer topic stems than this and one matching sentence is too weak a sign to answer from. */
export const MIN_TOPIC_STEMS = 2;
/** Spanish chunks read per question (a school's Spanish pages are few; five covers them). */
const SPANISH_CANDIDATES = 5;

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

export interface SpanishPassageAnswer {
  answer: string;
  sources: AnswerSource[];
}

interface Scored {
  text: string;
  title: string;
  key: string;
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
}): Promise<SpanishPassageAnswer | null> {
  const words = [...new Set(input.reading.content.map((w) => SAME_AS[w] ?? w))];
  const stemLists = await input.knowledge.lexemes(words, 'es');
  const topic = new Set(stemLists.flat());
  if (topic.size < MIN_TOPIC_STEMS) return null;
  const chunks = await input.knowledge.searchSpanish({
    schoolId: input.schoolId,
    now: input.now,
    words: [...topic],
    limit: SPANISH_CANDIDATES,
  });
  if (chunks.length === 0) return null;
  // "como se llama la directora" asks for a name: a sentence about the principal's coffee hour holding
  // no name is not its answer (the English reading's value types apply to Spanish sentences too).
  const typed = answerSlotsOf(normalizeQuestion(input.reading.english)).filter((slot) =>
    TYPED_SLOTS.includes(slot),
  );
  const sentences = chunks.map((c) =>
    splitSentences(c.content).filter(
      (text) => typed.length === 0 || typed.some((slot) => fillsSlot(slot, text)),
    ),
  );
  const labels = sentences
    .flat()
    .map((text) => (text.includes(' — ') ? text.slice(0, text.indexOf(' — ')) : ''));
  const texts = [...chunks.map((c) => `${c.title} ${c.heading}`), ...sentences.flat(), ...labels];
  const stems = await input.knowledge.lexemes(texts, 'es');
  const labelStems = stems.slice(texts.length - labels.length).map((list) => new Set(list));
  let sentenceIndex = 0;
  let offset = chunks.length;
  let best: Scored | null = null;
  chunks.forEach((chunk, rank) => {
    const context = new Set(stems[rank]);
    sentences[rank]!.forEach((text, position) => {
      const own = new Set(stems[offset + position]);
      const label = labelStems[sentenceIndex++]!;
      const covered = [...topic].every((s) => own.has(s) || context.has(s));
      const inSentence = [...topic].filter((s) => own.has(s)).length;
      const inLabel = [...topic].filter((s) => label.has(s)).length;
      if (!covered) return;
      const title = sourceTitle(chunk.title, chunk.fileName);
      if (!best || inSentence > best.inSentence || (inSentence === best.inSentence && inLabel > best.inLabel))
        best = { text, title, key: chunk.key, inSentence, inLabel, rank, position };
    });
    offset += sentences[rank]!.length;
  });
  if (!best) return null;
  const { text, title, key } = best as Scored;
  return { answer: spanishSourceFraming(title, text), sources: [{ title, key }] };
}
