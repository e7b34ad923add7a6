/**
 * An English question read in Spanish words, to look it up in the school's Spanish pages when the
 * English documents do not answer it. Schools post some things only in Spanish ("Clases de inglés
 * para padres: martes y jueves de 5:30 a 7:00 p.m."); "do you have english classes for parents"
 * was declined at two bench schools because the engine searches English words only.
 *
 * The reading reverses the school glossary (vocabulary.spanish, Spanish phrase → English word): each
 * asked topic word of the question's first sentence becomes the group of the Spanish words the
 * glossary gives for it (english → inglés; class → clase). Pure; no database.
 */
import type { KnowledgeSearch } from '../knowledge/knowledge.search.js';
import { SPANISH_GLOSSARY } from '../vocabulary/vocabulary.spanish.js';
import { isSearchStopWord, isTopicStopWord } from './assistant.text.js';
import type { Candidate, QuestionPart } from './assistant.pipeline.types.js';
import { answerFromSpanishPassages } from './assistant.spanish-passages.js';
import { MIN_SPANISH_PAGE_GROUPS } from './assistant.tuning.js';

/** English word → the single Spanish words the glossary translates to it. */
let reverse: Map<string, string[]> | null = null;

function reverseGlossary(): Map<string, string[]> {
  if (reverse) return reverse;
  reverse = new Map();
  for (const [spanish, english] of Object.entries(SPANISH_GLOSSARY.entries)) {
    if (/\s/.test(spanish) || /\s/.test(english)) continue;
    const list = reverse.get(english) ?? [];
    list.push(spanish);
    reverse.set(english, list);
  }
  return reverse;
}

/** The word and its singulars ("classes" → class, "parents" → parent): the glossary may list either. */
function forms(word: string): string[] {
  const out = [word];
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (/[^s]s$/.test(word) || word.endsWith('es')) out.push(word.slice(0, -1));
  return out;
}

/**
 * The message up to its first question mark: "do u guys have english classes for parents? my husband
 * wants to take them" asks about the classes; what follows is the story or a further question.
 */
export function firstQuestion(question: string): string {
  return question.includes('?') ? question.slice(0, question.indexOf('?')) : question;
}

/**
 * The Spanish word groups of the part's asked topic (one group per translated topic word, any word
 * of a group will do), or null when fewer than MIN_SPANISH_PAGE_GROUPS topic words translate or
 * fewer than half of them do (then the Spanish page would be matched on too little of the question).
 * Read from the concepts the understand stage gave the part: the story beside the question
 * ("…? my husband wants to take them") is already marked as such. Words the glossary does not know
 * ("signup", "setting") are left out.
 */
export function spanishGroupsOf(part: Pick<QuestionPart, 'concepts'>): string[][] | null {
  const words = [
    ...new Set(
      part.concepts
        // "can i just call the office and let them know": what the parent does (call, tell) is no
        // topic a page must hold; "¿Preguntas? Llame a la Oficina …" held both words (Arroyo Vista dev).
        .filter((c) => !c.soft && !c.context && !c.inherited && !isTopicStopWord(c.word))
        .filter((c) => c.reading?.()?.cls !== 'verb')
        .map((c) => c.word),
    ),
  ].filter((w) => !isSearchStopWord(w));
  const glossary = reverseGlossary();
  const groups = words
    .map((word) => [...new Set(forms(word).flatMap((f) => glossary.get(f) ?? []))])
    .filter((spanish) => spanish.length > 0);
  if (groups.length < MIN_SPANISH_PAGE_GROUPS || groups.length * 2 < words.length) return null;
  return groups;
}

/**
 * The answerer after the passage answerer, for a part of an English message the English documents
 * did not answer: the Spanish page's sentence holding every asked topic word (translated), quoted
 * with its section when that fits a phone screen ("…los martes y jueves de 5:30 … Inscripciones
 * con el Sr. Rubén Castañeda … 555-0190"). Null when the part's topic does not translate or no
 * sentence holds all of it.
 */
export async function answerFromSpanishPages(input: {
  knowledge: KnowledgeSearch;
  schoolId: string;
  now: Date;
  part: QuestionPart;
}): Promise<Candidate | null> {
  const groups = spanishGroupsOf(input.part);
  if (!groups) return null;
  const found = await answerFromSpanishPassages({
    knowledge: input.knowledge,
    schoolId: input.schoolId,
    now: input.now,
    // The value asked for (a phone, a time) is the first question's, as the groups are.
    reading: { english: firstQuestion(input.part.text), matched: [], unmatched: [], content: [] },
    groups,
  });
  if (!found) return null;
  const title = found.sources[0]?.title ?? '';
  return {
    answer: `The school's Spanish page says: ${found.quoted} _— ${title}_`,
    sources: found.sources,
    confidence: SPANISH_PAGE_CONFIDENCE,
    answerer: 'spanish-page',
  };
}

/** A sentence holding every asked topic word is a stated fact, as a passage answer is. */
const SPANISH_PAGE_CONFIDENCE = 1;
