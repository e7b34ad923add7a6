/**
 * Spanish questions through the (English) answer engine, as one narrow seam around it:
 * detect the reply language → a Spanish question is first looked up in the school's Spanish
 * documents in Spanish (assistant.spanish-passages.ts), then read as English search words with the school
 * glossary → the engine answers from the English documents → the reply is framed in Spanish (source
 * line "Según el Manual para Familias: …", day headers with Intl es-US, the decline and office
 * referral in Spanish). The extracted facts stay the school's own words. Everything else (English,
 * Portuguese, French, mixed messages) goes to the engine untouched and is answered in English.
 *
 * When the engine's own understand/compose stages learn the language this adapter shrinks to the
 * detection; until then it keeps Spanish working without touching the engine's internals.
 */
import { categorize } from './assistant.category.js';
import { declineIn, partNotCoveredSpanish, spanishSourceFraming } from './assistant.i18n.js';
import { CALENDAR_NOTE, sourceTitle, WITH_SOURCE_NOTE } from './assistant.compose.js';
import { detectLanguage } from './assistant.language.js';
import { frameEngineTextInSpanish, spanishEngineDate } from './assistant.spanish-framing.js';
import type { Language } from './assistant.pipeline.types.js';
import { findSchoolProfile } from './assistant.repository.js';
import { answerFromSpanishPassages, type SpanishPassageAnswer } from './assistant.spanish-passages.js';
import type { LlmPassage } from './assistant.llm.js';
import { toEnglish, withCognates, type EnglishReading } from './assistant.spanish.js';
import { englishCognate } from './assistant.cognates.js';
import { VocabularyCache } from './assistant.retrieval.js';
import { normalizeQuestion } from './assistant.text.js';
import type { AnswerInput, AnswerResult, Assistant } from './assistant.types.js';
import type { Database } from '../../db/client.js';
import { createKnowledgeSearch, type KnowledgeSearch } from '../knowledge/knowledge.search.js';

/** An answer plus the language it was given in (stored by the channels for analytics). */
export type LanguageAnswer = AnswerResult & { language: Language };

export interface MultilingualAssistant extends Assistant {
  answerQuestion(input: AnswerInput): Promise<LanguageAnswer>;
}

/**
 * "For Friday, March 13:" → "Para el viernes 13 de marzo (Friday, March 13):". Read from the label's
 * own weekday and month: re-parsing it with chrono against the seam's clock picked the next year's
 * March 12 (a Friday) and said "viernes 12 de marzo".
 */
function spanishHeader(label: string): string {
  return `Para el ${spanishEngineDate(label).replace(' – ', ' al ')}:`;
}

/** The English line of a multi-part reply for a part not covered (`composeParts`); group 1: " at …". */
const PART_NOT_COVERED =
  /^I couldn't find anything in the school's information about .+; please ask the school office( at .+)?\.$/s;

/**
 * Reframe an English engine reply in Spanish: "facts _— X_" paragraphs become "facts _— según X_"
 * (the facts are the school's words and stay), a "For <day>:" header becomes Spanish, and the
 * engine's own calendar/day sentences are said in Spanish (event titles kept).
 */
export function frameInSpanish(answer: string): string {
  return answer
    .split('\n\n')
    .map((paragraph) => {
      const header = /^For (.+):$/.exec(paragraph.trim());
      if (header) return spanishHeader(header[1]!);
      const gap = PART_NOT_COVERED.exec(paragraph.trim());
      if (gap) return partNotCoveredSpanish(gap[1] ?? '');
      // A calendar answer is the engine's own sentences: said in Spanish, with its note.
      const cited = CALENDAR_NOTE.test(paragraph) ? null : WITH_SOURCE_NOTE.exec(paragraph);
      if (cited) return spanishSourceFraming(cited[2]!, cited[1]!);
      return frameEngineTextInSpanish(paragraph);
    })
    .join('\n\n');
}

/** A Spanish page's chunk as a passage of the model's prompt (the shape `llmPassages` gives chunks). */
function spanishPagePassage(chunk: SpanishPassageAnswer['chunk']): LlmPassage {
  return {
    title: sourceTitle(chunk.title, chunk.fileName) + (chunk.heading ? ` — ${chunk.heading}` : ''),
    contentType: chunk.contentType,
    date: `added ${chunk.createdAt.toISOString().slice(0, 10)}`,
    text: chunk.content,
  };
}

/**
 * Wrap the engine so Spanish questions are answered in Spanish. `answersWithModel` (an LLM is
 * configured): the engine answers first, so the model gets the question, the Spanish page's chunk
 * found for it (the English reading cannot reach it) and the engine's passages; the page's sentence
 * is the fallback when the model declines. Without a model the Spanish pages come first, because
 * the English reading cannot reach them and its best English sentence may be wrong.
 */
export function withSpanish(
  engine: Assistant,
  deps: {
    database: Database;
    now: () => Date;
    answersWithModel?: boolean;
    /** The knowledge module's search (default: over `database`). */
    knowledge?: KnowledgeSearch;
  },
): MultilingualAssistant {
  const knowledge = deps.knowledge ?? createKnowledgeSearch(deps.database);
  const vocabularies = new VocabularyCache();
  const noTimings = { understandMs: 0, retrieveMs: 0, answerMs: 0, totalMs: 0 };
  return {
    async answerQuestion(input) {
      const verdict = detectLanguage(input.question, input.fallbackLanguage ?? 'en');
      if (verdict.language !== 'es')
        return { ...(await engine.answerQuestion(input)), language: verdict.language };
      const readingOf = async (text: string) => {
        const glossed = toEnglish(text);
        // Words the glossary does not know may be Latinate twins of the documents' English words.
        const vocabulary =
          glossed.unmatched.length > 0 ? await vocabularies.get(knowledge, input.schoolId) : null;
        return vocabulary ? withCognates(glossed, (w) => englishCognate(w, vocabulary)) : glossed;
      };
      const spanishPage = async (of: EnglishReading) =>
        answerFromSpanishPassages({ knowledge, schoolId: input.schoolId, now: deps.now(), reading: of });
      const reading = await readingOf(input.question);
      // "cuando es el cafe con la directora? quiero ir pero trabajo en la tarde": the statement after
      // the last question is why the parent asks; the page need not hold its words.
      const asked = input.question.slice(0, input.question.lastIndexOf('?') + 1);
      const found =
        (await spanishPage(reading)) ??
        (asked && asked.trim() !== input.question.trim() ? await spanishPage(await readingOf(asked)) : null);
      // Analytics category from the English reading, as the engine would file the question.
      const fromSpanishPages: LanguageAnswer | null = found && {
        answer: found.answer,
        sources: found.sources,
        category: categorize(normalizeQuestion(reading.english).tokens),
        resolved: true,
        timings: noTimings,
        language: 'es',
      };
      if (!deps.answersWithModel && fromSpanishPages) return fromSpanishPages;
      const profile = await findSchoolProfile(deps.database.db, input.schoolId);
      const decline = declineIn('es', {
        officePhone: profile?.officePhone ?? null,
        officeEmail: profile?.officeEmail ?? null,
      });
      const result =
        reading.matched.length > 0
          ? await engine.answerQuestion({
              ...input,
              question: reading.english,
              originalQuestion: input.question,
              language: 'es',
              // The English reading cannot reach the Spanish page: the model reads it first.
              ...(found && deps.answersWithModel ? { modelPassages: [spanishPagePassage(found.chunk)] } : {}),
            })
          : null;
      if (result?.resolved) return { ...result, answer: frameInSpanish(result.answer), language: 'es' };
      if (deps.answersWithModel && fromSpanishPages) return fromSpanishPages;
      return {
        answer: decline,
        sources: [],
        category: result?.category ?? '',
        resolved: false,
        timings: result?.timings ?? noTimings,
        language: 'es',
      };
    },
  };
}
