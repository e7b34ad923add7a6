/**
 * Temporary bridge until the v2 pipeline (understand → retrieve → ordered answerers) is the engine:
 * wraps today's Assistant so calendar day and event questions go to the school-day and event
 * answerers first, and everything else (or anything they decline) to the wrapped engine unchanged.
 * It builds a one-part Understanding from today's normalizer and date resolver. When the v2 pipeline
 * lands, its retrieve stage calls `retrieveCalendarDays` and lists the answerers first, and this file
 * is deleted.
 */
import type { Logger } from '../../shared/logger.js';
import type { Clock } from '../../shared/clock.js';
import type { Assistant } from './assistant.types.js';
import type { DaySource, QuestionPart, SchoolHours, Understanding } from './assistant.pipeline.types.js';
import { schoolDayAnswerer } from './assistant.answer-day.js';
import { eventAnswerer } from './assistant.answer-event.js';
import { retrieveCalendarDays } from './assistant.calendar-retrieve.js';
import { categorize } from './assistant.category.js';
import { CALENDAR_ANSWER_MIN_CONFIDENCE } from './assistant.tuning.js';
import { resolveDates, schoolToday } from './assistant.dates.js';
import { normalizeQuestion } from './assistant.text.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** Wrap `assistant` with the calendar answerers (see file comment). */
export function withDayAnswerers(
  assistant: Assistant,
  deps: {
    daySource: DaySource;
    clock: Clock;
    logger: Logger;
    /** The school's IANA zone. */
    timeZoneOf: (schoolId: string) => Promise<string>;
    /** Regular hours for answers ("8:35 AM to 3:05 PM"); null → the day model's own. */
    hoursOf?: (schoolId: string) => Promise<SchoolHours | null>;
  },
): Assistant {
  return {
    async answerQuestion(input) {
      const started = performance.now();
      try {
        const now = deps.clock.now();
        const timeZone = await deps.timeZoneOf(input.schoolId);
        const norm = normalizeQuestion(input.question.trim());
        if (norm.script === 'latin') {
          const dates = resolveDates(norm.text, now, timeZone);
          const iso = (d: { year: number; month: number; day: number }) =>
            `${d.year}-${pad(d.month)}-${pad(d.day)}`;
          const part: QuestionPart = {
            text: input.question,
            normalized: norm.text,
            answerType: 'none',
            yesNo: /^(is|are|do|does|will)\b/.test(norm.text),
            dates: dates
              ? {
                  from: iso(dates.from),
                  to: iso(dates.to),
                  label: dates.label,
                  matchedText: dates.matchedText,
                  range: dates.range,
                }
              : null,
            concepts: [],
          };
          const understanding: Understanding = {
            question: input.question,
            language: 'en',
            parts: [part],
            now,
            timeZone,
            today: iso(schoolToday(now, timeZone)),
          };
          const days = await retrieveCalendarDays({
            daySource: deps.daySource,
            schoolId: input.schoolId,
            part,
            understanding,
          });
          const hours = (await deps.hoursOf?.(input.schoolId)) ?? null;
          const context = {
            understanding,
            part,
            retrieved: { units: [], events: [], days, hours },
            earlier: [],
          };
          const candidate = schoolDayAnswerer.answer(context) ?? eventAnswerer.answer(context);
          if (candidate) {
            const totalMs = performance.now() - started;
            const own = {
              answer: candidate.answer,
              sources: candidate.sources,
              category: categorize(norm.tokens),
              resolved: true,
              timings: { understandMs: 0, retrieveMs: totalMs, answerMs: 0, totalMs },
            };
            if (candidate.confidence >= CALENDAR_ANSWER_MIN_CONFIDENCE) return own;
            // Right but incomplete ("an early release day; the calendar doesn't give the time"): the
            // documents may add the time. The day leads, so a document sentence about something else
            // never stands alone as the answer to a day question.
            const documents = await assistant.answerQuestion(input);
            if (!documents.resolved) return own;
            return {
              ...documents,
              answer: `${candidate.answer}\n\n${documents.answer}`,
              sources: [...candidate.sources, ...documents.sources],
            };
          }
        }
      } catch (err) {
        deps.logger.warn({ err: (err as Error).message }, 'day answerers failed; answering with the engine');
      }
      return assistant.answerQuestion(input);
    },
  };
}
