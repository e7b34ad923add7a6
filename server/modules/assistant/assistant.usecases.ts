/**
 * The answer engine (docs/ARCHITECTURE.md): ONE entry point, `answerQuestion`, used by every channel
 * (web test chat, WhatsApp), and ONE straight pipeline, each stage once, in order:
 *
 *   1. understand  message → parts (dates, answer slots, topic concepts; a    assistant.understand.ts
 *                  plan told beside the question is an implied part)          assistant.implied-ask.ts
 *   2. retrieve    per part: document sentences + events (knowledge search,     assistant.passages.ts
 *                  event source), the day model and hours (day source)          assistant.calendar-retrieve.ts
 *   3. answer      per part, answerers in a fixed order, each given what the    assistant.answer-*.ts
 *                  earlier ones produced as data: school day → calendar listing
 *                  → event → typed fact / passage → the school's Spanish page
 *                  (English messages; assistant.english-to-spanish.ts) → decline
 *   4. compose     the parts' answers in the order asked; a part the knowledge  assistant.compose.ts
 *                  does not cover is named (an implied part never is, and never
 *                  answers alone), the whole message declined only when no
 *                  part is answered
 *   5. LLM mode    with LLM_BASE_URL + LLM_MODEL, a grounded model answers from assistant.llm.ts
 *                  the retrieved passages and day facts; the extractive answer
 *                  stays the fallback on any provider failure
 *
 * No stage calls the engine again. Recording the query is the channel's job
 * (parent-queries.repository.ts), because test chats are not stored.
 */
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { errors } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import {
  createKnowledgeSearch,
  withVersionReadOnce,
  type KnowledgeSearch,
} from '../knowledge/knowledge.search.js';
import { applyWeeklyRules, WeeklyRuleCache } from './assistant.weekly-rules.js';
import { dayIntent, formatIsoDay, retrieveCalendarDays, SHORT_DAY } from './assistant.calendar-retrieve.js';
import { composeParts, declineText, unreadableText } from './assistant.compose.js';
import { answerFromSpanishPages } from './assistant.english-to-spanish.js';
import { formatDay, schoolToday } from './assistant.dates.js';
import { buildPrompt, completeGrounded, LlmError, type Embeddings } from './assistant.llm.js';
import { retrievePassages } from './assistant.passages.js';
import { llmPassages, uniqueSources } from './assistant.llm-passages.js';
import type {
  DaySource,
  QuestionPart,
  Retrieved,
  SchoolHours,
  Understanding,
} from './assistant.pipeline.types.js';
import { findSchoolProfile } from './assistant.repository.js';
import { VocabularyCache } from './assistant.retrieval.js';
import { EVENT_CANDIDATES } from './assistant.tuning.js';
import type { AnswerInput, AnswerResult, Assistant, EventSource } from './assistant.types.js';
import { understand, understandPart } from './assistant.understand.js';
import { answerParts } from './assistant.answer-parts.js';
import { gradeTimeIn } from '../vocabulary/vocabulary.grades.js';

export interface AssistantDeps {
  /** Used for the school profile and, unless `knowledge` is given, the knowledge search. */
  database: Database;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS'>;
  fetch: typeof fetch;
  /** The knowledge module's search (default: over `database`). */
  knowledge?: KnowledgeSearch;
  /** Calendar events (calendars module); without it, documents only. */
  eventSource?: EventSource;
  /** The calendar day model (calendars module); without it, no school-day answers. */
  daySource?: DaySource;
  /** The office's regular hours; null → the day model's own. */
  hoursOf?: (schoolId: string) => Promise<SchoolHours | null>;
  embeddings?: Embeddings;
}

/** The retrieval of a part answered later, for a day an earlier answer names (`onEarlierDay`). */
const NOTHING_RETRIEVED: Retrieved = { passages: null, dayTimes: null, events: [], days: null, hours: null };

/** Build the Assistant (deps.assistant). */
export function createAssistant(deps: AssistantDeps): Assistant {
  const llm =
    deps.config.LLM_BASE_URL && deps.config.LLM_MODEL
      ? {
          baseUrl: deps.config.LLM_BASE_URL,
          model: deps.config.LLM_MODEL,
          apiKey: deps.config.LLM_API_KEY,
          timeoutMs: deps.config.LLM_TIMEOUT_MS,
        }
      : null;
  const knowledge = deps.knowledge ?? createKnowledgeSearch(deps.database);
  const engine = { deps, knowledge, vocabularies: new VocabularyCache(), weeklyRules: new WeeklyRuleCache() };

  async function answerQuestion(input: AnswerInput): Promise<AnswerResult> {
    const started = performance.now();
    const now = deps.clock.now();
    const profile = await findSchoolProfile(deps.database.db, input.schoolId);
    if (!profile) throw errors.notFound('School not found');
    const timings = { understandMs: 0, retrieveMs: 0, answerMs: 0, totalMs: 0 };
    const lap = (stage: 'understandMs' | 'retrieveMs' | 'answerMs', since: number) => {
      const t = performance.now();
      timings[stage] = t - since;
      timings.totalMs = t - started;
      return t;
    };

    // 1. Understand.
    const understanding = understand({
      question: input.question,
      now,
      timeZone: profile.timeZone,
      language: input.language,
      llm: !!llm,
      schoolName: profile.name ?? undefined,
    });
    if ('unreadable' in understanding) {
      lap('understandMs', started);
      return {
        answer: unreadableText(profile, understanding.unreadable),
        sources: [],
        category: '',
        resolved: false,
        timings,
      };
    }
    const understood = lap('understandMs', started);

    // 2. Retrieve, part by part (PGlite is one connection: parallel queries would only queue). A
    // follow-up about "that day" waits for the day the part before it is answered with. The
    // question's stages read the knowledge version once.
    const stage = { ...engine, knowledge: withVersionReadOnce(engine.knowledge) };
    const retrieved: Retrieved[] = [];
    for (const part of understanding.parts)
      retrieved.push(
        part.onEarlierDay
          ? NOTHING_RETRIEVED
          : await retrievePart(stage, input.schoolId, understanding, part),
      );
    const fetched = lap('retrieveMs', understood);

    // 3. Answer and 4. compose.
    const { answers, asked } = await answerParts({
      understanding,
      retrieved,
      timeZone: profile.timeZone,
      retrieve: (part) => retrievePart(stage, input.schoolId, understanding, part),
    });
    // "…and when is that coffee with the principal thing": some things a school posts only in
    // Spanish; a part of an English message the English documents did not answer is looked up there.
    if (understanding.language === 'en')
      for (const [i, part] of understanding.parts.entries())
        if (!part.implied)
          answers[i] ??= await answerFromSpanishPages({
            knowledge: stage.knowledge,
            schoolId: input.schoolId,
            now,
            part,
          });
    const category =
      understanding.parts.find((_, i) => answers[i])?.category ?? understanding.parts[0]!.category;
    let result: Omit<AnswerResult, 'timings'> = {
      ...composeParts(understanding.parts, answers, profile),
      category,
    };

    // 5. LLM mode: the model answers from the same passages; the extractive answer is the fallback.
    // Built in LLM mode only: the extractive answer never reads them.
    const passages = llm
      ? [
          ...(input.modelPassages ?? []),
          ...llmPassages({ ...understanding, parts: asked }, retrieved, answers),
        ]
      : [];
    if (llm && passages.length > 0) {
      try {
        const reply = await completeGrounded(
          deps.fetch,
          llm,
          buildPrompt({
            // Spanish questions reach the engine as their English glossary reading (retrieval); the
            // model gets the parent's own words and the reply language.
            question: input.originalQuestion ?? understanding.question,
            language: input.language,
            schoolName: profile.name?.trim() || 'the school',
            timeZone: profile.timeZone,
            today:
              formatDay(schoolToday(now, profile.timeZone)) + `, ${schoolToday(now, profile.timeZone).year}`,
            passages,
          }),
        );
        const chunks = retrieved.flatMap((r) => r.passages?.chunks.slice(0, 3) ?? []);
        result = {
          answer: reply.resolved ? reply.answer : declineText(profile),
          sources: reply.resolved ? uniqueSources(chunks) : [],
          category: reply.category || category,
          resolved: reply.resolved,
        };
      } catch (err) {
        const message = err instanceof LlmError ? err.message : (err as Error).message;
        deps.logger.warn(
          { err: message, schoolId: input.schoolId },
          'LLM answer failed; using the extractive answer',
        );
      }
    }
    lap('answerMs', fetched);
    return { ...result, timings };
  }

  return { answerQuestion };
}

/** Stage 2 for one part: documents, events, the day model and, for an untimed day, its times. */
async function retrievePart(
  stage: {
    deps: AssistantDeps;
    knowledge: KnowledgeSearch;
    vocabularies: VocabularyCache;
    weeklyRules: WeeklyRuleCache;
  },
  schoolId: string,
  u: Understanding,
  part: QuestionPart,
): Promise<Retrieved> {
  const { deps, knowledge, vocabularies } = stage;
  const events = deps.eventSource;
  const passages = await retrievePassages({
    knowledge,
    vocabularies,
    schoolId,
    now: u.now,
    timeZone: u.timeZone,
    part,
    message: u.question,
    embeddings: deps.embeddings,
    logger: deps.logger,
    events: events
      ? (terms) =>
          events.findEvents({
            schoolId,
            terms,
            range: part.dates?.range,
            now: u.now,
            limit: EVENT_CANDIDATES,
          })
      : undefined,
  });
  let days: Retrieved['days'] = null;
  try {
    days = await retrieveCalendarDays({ daySource: deps.daySource, schoolId, part, understanding: u });
    if (days?.hasCalendars) {
      const rules = await stage.weeklyRules.get({ knowledge, schoolId, now: u.now, today: u.today });
      days = { ...days, days: applyWeeklyRules(days.days, rules) };
    }
  } catch (err) {
    deps.logger.warn({ err: (err as Error).message }, 'day model failed; answering from documents');
  }
  const hours = (await deps.hoursOf?.(schoolId)) ?? null;
  // "Is there school tomorrow?" on an early release the calendar gives no time for: the documents
  // usually say when such days end ("Early dismissal days end at 12:35 PM"), under the day's title.
  let dayTimes: Retrieved['dayTimes'] = null;
  const intent = dayIntent(part);
  if (days && (intent === 'is-school' || intent === 'times')) {
    const from = part.dates?.from ?? u.today;
    const to = part.dates?.to ?? u.today;
    // A calendar time is the school's; a grade's own ("TK/K 11:55 a.m.") is in the bell schedule.
    const gradeAsked = part.grade !== null;
    // "is friday a half day" on a regular day: "No, …" and, when no profile gives the regular
    // dismissal, the documents' ("Dismissal is at 3:15 pm Monday through Friday").
    const shortDayAsked = SHORT_DAY.test(part.normalized) && !hours?.dismissal;
    const untimed = days.days.find(
      (d) =>
        d.date >= from &&
        d.date <= to &&
        ((d.status === 'early-release' &&
          ((!d.dismissal && !hours?.earlyDismissal) ||
            (gradeAsked && !gradeTimeIn(d.reasons, part.grade)))) ||
          (d.status === 'late-start' && !d.start) ||
          (d.status === 'school-day' && !d.dismissal && shortDayAsked && from === to)),
    );
    // An early release is asked as its dismissal ("Early Release Wednesday dismissal"): the Kids
    // Club's "Early Release Wednesdays — Hours: 12:15 p.m. until 6:00 p.m." names the day too, but is
    // not when school lets out (Desert Sky dev).
    const dayName =
      untimed?.status === 'school-day'
        ? 'dismissal'
        : untimed?.status === 'early-release' && untimed.reasons[0]
          ? `${untimed.reasons[0]} dismissal`
          : untimed?.reasons[0];
    if (untimed && dayName) {
      const timePart = understandPart(
        `what time is ${dayName} on ${formatIsoDay(untimed.date)}?`,
        u.now,
        u.timeZone,
      );
      timePart.grade = part.grade;
      const timePassages = await retrievePassages({
        knowledge,
        vocabularies,
        schoolId,
        now: u.now,
        timeZone: u.timeZone,
        part: timePart,
        logger: deps.logger,
      });
      dayTimes = { part: timePart, passages: timePassages };
    }
  }
  return { passages, events: passages.events, days, hours, dayTimes };
}
