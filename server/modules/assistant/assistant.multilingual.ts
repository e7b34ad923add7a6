/**
 * Spanish questions through the (English) answer engine, as one narrow seam around it:
 * detect the reply language → a Spanish question is read as English search words with the school
 * glossary → the engine answers from the English documents → the reply is framed in Spanish (source
 * line "Según el Manual para Familias: …", day headers with Intl es-US, the decline and office
 * referral in Spanish). The extracted facts stay the school's own words. Everything else (English,
 * Portuguese, French, mixed messages) goes to the engine untouched and is answered in English.
 *
 * When the engine's own understand/compose stages learn the language this adapter shrinks to the
 * detection; until then it keeps Spanish working without touching the engine's internals.
 */
import * as chrono from 'chrono-node';
import { spanishDay, spanishTitle, declineIn } from './assistant.i18n.js';
import { detectLanguage } from './assistant.language.js';
import type { Language } from './assistant.pipeline.types.js';
import { findSchoolProfile } from './assistant.repository.js';
import { toEnglish } from './assistant.spanish.js';
import type { AnswerInput, AnswerResult, Assistant } from './assistant.types.js';
import type { Database } from '../../db/client.js';

/** An answer plus the language it was given in (stored by the channels for analytics). */
export type LanguageAnswer = AnswerResult & { language: Language };

export interface MultilingualAssistant extends Assistant {
  answerQuestion(input: AnswerInput): Promise<LanguageAnswer>;
}

/** "For Friday, March 13:" → "Para el viernes 13 de marzo:" (the label is the engine's en-US date). */
function spanishHeader(label: string, now: Date): string {
  const days = label.split(' – ').map((part) => {
    const parsed = chrono.en.parseDate(part, now, { forwardDate: true });
    return parsed ? spanishDay(parsed.toISOString().slice(0, 10)) : part;
  });
  return `Para el ${days.join(' al ')}:`;
}

/**
 * Reframe an English engine reply in Spanish: "From the X (Heading): facts" paragraphs become
 * "Según X: facts", a "For <day>:" header becomes Spanish; other text (facts, event titles) is kept.
 */
export function frameInSpanish(answer: string, now: Date): string {
  return answer
    .split('\n\n')
    .map((paragraph) => {
      const header = /^For (.+):$/.exec(paragraph.trim());
      if (header) return spanishHeader(header[1]!, now);
      const from = /^From (?:the )?(.+?)(?: \(([^)]*)\))?: ([\s\S]*)$/.exec(paragraph);
      if (from) return `Según ${spanishTitle(from[1]!)}: ${from[3]}`;
      return paragraph;
    })
    .join('\n\n');
}

/** Wrap the engine so Spanish questions are answered in Spanish. */
export function withSpanish(
  engine: Assistant,
  deps: { database: Database; now: () => Date },
): MultilingualAssistant {
  return {
    async answerQuestion(input) {
      const verdict = detectLanguage(input.question, input.fallbackLanguage ?? 'en');
      if (verdict.language !== 'es')
        return { ...(await engine.answerQuestion(input)), language: verdict.language };
      const reading = toEnglish(input.question);
      const profile = await findSchoolProfile(deps.database, input.schoolId);
      const decline = declineIn('es', {
        officePhone: profile?.officePhone ?? null,
        officeEmail: profile?.officeEmail ?? null,
      });
      if (reading.matched.length === 0) {
        return {
          answer: decline,
          sources: [],
          category: '',
          resolved: false,
          timings: { understandMs: 0, retrieveMs: 0, answerMs: 0, totalMs: 0 },
          language: 'es',
        };
      }
      const result = await engine.answerQuestion({
        ...input,
        question: reading.english,
        originalQuestion: input.question,
        language: 'es',
      });
      return {
        ...result,
        answer: result.resolved ? frameInSpanish(result.answer, deps.now()) : decline,
        language: 'es',
      };
    },
  };
}
