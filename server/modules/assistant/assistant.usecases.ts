/**
 * The answer engine (docs/ARCHITECTURE.md): ONE entry point, `answerQuestion`, used by every channel
 * (web test chat, WhatsApp). Understand (normalize, detect unreadable input, resolve dates in the
 * school's zone) → retrieve (assistant.retrieval.ts; calendar events through `eventSource`) →
 * answer (extractive by default; grounded LLM when LLM_BASE_URL + LLM_MODEL are set, falling back
 * to extractive on any provider failure) → category. Recording the query is the channel's job
 * (conversations.repository.ts), because test chats are not stored.
 */
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { errors } from '../../shared/errors.js';
import type { Logger } from '../../shared/logger.js';
import type {
  AnswerInput,
  AnswerResult,
  AnswerSource,
  Assistant,
  EventCandidate,
  EventSource,
} from './assistant.types.js';
import { describeEvent } from '../calendars/calendars.answers.js';
import { answerFromCalendar } from './assistant.calendar.js';
import { TYPE_WORDS, type ValueType } from '../vocabulary/vocabulary.answer-types.js';
import { categorize } from './assistant.category.js';
import { isMailHeaderLine } from '../vocabulary/vocabulary.source-noise.js';
import {
  CANDIDATE_CHUNKS,
  EVENT_CANDIDATES,
  EVENT_FRESHNESS,
  LLM_PASSAGES,
  MIN_COVERAGE,
  MIN_LEAD_COVERAGE,
  TYPED_MIN_COVERAGE,
} from './assistant.tuning.js';
import {
  composeExtractive,
  declineText,
  sourceTitle,
  unreadableText,
  type PickedSentence,
} from './assistant.compose.js';
import {
  DATE_WORDS,
  dayMentionPatterns,
  mentionsDay,
  mentionsParticularDay,
  formatDay,
  resolveDates,
  schoolToday,
  type ResolvedDates,
} from './assistant.dates.js';
import {
  completeGrounded,
  buildPrompt,
  LlmError,
  type Embeddings,
  type LlmPassage,
} from './assistant.llm.js';
import {
  findSchoolProfile,
  lexemesOf,
  type ChunkCandidate,
  type SchoolProfile,
} from './assistant.repository.js';
import { retrieve, VocabularyCache } from './assistant.retrieval.js';
import { freshnessOf, selectSentences, type SentenceCandidate } from './assistant.scoring.js';
import {
  answerSlotsOf,
  conceptsOf,
  fillsSlot,
  foldPhrases,
  normalizeQuestion,
  splitSentences,
  TYPED_SLOTS,
  type AnswerSlot,
} from './assistant.text.js';

export interface AssistantDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_API_KEY' | 'LLM_TIMEOUT_MS'>;
  fetch: typeof fetch;
  eventSource?: EventSource;
  embeddings?: Embeddings;
}

interface Source {
  key: string;
  title: string;
  answerSource: AnswerSource;
}

/** "Spring Concert: Friday, March 13, 6:00 PM–7:30 PM at the gym." (school zone; year when not now's). */
function eventLine(event: EventCandidate, timeZone: string, now: Date): string {
  return `${event.summary.trim()}: ${describeEvent(event, timeZone, { now })}.`;
}

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
  const vocabularies = new VocabularyCache();

  async function answerQuestion(
    input: AnswerInput,
    options: { documentsOnly?: boolean } = {},
  ): Promise<AnswerResult> {
    const started = performance.now();
    const now = deps.clock.now();
    const profile = await findSchoolProfile(deps.database, input.schoolId);
    if (!profile) throw errors.notFound('School not found');
    const question = input.question.trim();
    const norm = normalizeQuestion(question);
    const timings = { understandMs: 0, retrieveMs: 0, answerMs: 0, totalMs: 0 };
    const finish = (
      result: Omit<AnswerResult, 'timings'>,
      stage: 'understand' | 'retrieve' | 'answer',
      mark: number,
    ): AnswerResult => {
      const t = performance.now();
      if (stage === 'understand') timings.understandMs = t - mark;
      else if (stage === 'retrieve') timings.retrieveMs = t - mark;
      else timings.answerMs = t - mark;
      timings.totalMs = t - started;
      return { ...result, timings };
    };

    if (norm.script === 'emoji' || norm.script === 'empty' || (norm.script === 'non-latin' && !llm)) {
      const kind = norm.script === 'non-latin' ? 'non-latin' : norm.script === 'emoji' ? 'emoji' : 'empty';
      return finish(
        { answer: unreadableText(profile, kind), sources: [], category: '', resolved: false },
        'understand',
        started,
      );
    }

    const dates = resolveDates(norm.text, now, profile.timeZone);
    const dropWords = new Set(
      (dates?.matchedText ?? [])
        .flatMap((t) => t.split(/\s+/))
        .filter((w) => DATE_WORDS.has(w) || /\d/.test(w)),
    );
    const slots = answerSlotsOf(norm);
    // "what time is…" asks for a clock time, "office number" a phone: the type words are not topics.
    for (const slot of slots) for (const word of TYPE_WORDS[slot as ValueType] ?? []) dropWords.add(word);
    const concepts = conceptsOf(norm.tokens, { dropWords });
    const category = categorize(norm.tokens);
    const dateTerms = dates ? dateWords(dates) : [];
    timings.understandMs = performance.now() - started;

    // Date questions are answered from structured events first; null → documents.
    if (deps.eventSource && !options.documentsOnly) {
      const calendarStart = performance.now();
      try {
        const fromCalendar = await answerFromCalendar({
          schoolId: input.schoolId,
          question,
          text: norm.text,
          words: concepts.map((c) => c.word),
          dates,
          slots,
          now,
          timeZone: profile.timeZone,
          eventSource: deps.eventSource,
          documentAnswer: async (q) => {
            const r = await answerQuestion({ ...input, question: q }, { documentsOnly: true });
            return r.resolved ? { answer: r.answer, sources: r.sources } : null;
          },
        });
        if (fromCalendar) return finish({ ...fromCalendar, category }, 'retrieve', calendarStart);
      } catch (err) {
        deps.logger.warn({ err: (err as Error).message }, 'calendar answer failed; answering from documents');
      }
    }

    const retrieveStart = performance.now();
    const retrieved = await retrieve({
      database: deps.database,
      vocabularies,
      schoolId: input.schoolId,
      now,
      concepts,
      dateTerms,
      question,
      embeddings: deps.embeddings,
      logger: deps.logger,
      limit: CANDIDATE_CHUNKS,
      valueTypes: slots.filter((slot): slot is ValueType => TYPED_SLOTS.includes(slot)),
    });
    let events: EventCandidate[] = [];
    if (deps.eventSource && !options.documentsOnly) {
      try {
        events = await deps.eventSource.findEvents({
          schoolId: input.schoolId,
          terms: retrieved.concepts.map((c) => c.word),
          range: dates?.range,
          now,
          limit: EVENT_CANDIDATES,
        });
      } catch (err) {
        deps.logger.warn(
          { err: (err as Error).message },
          'event lookup failed; answering from documents only',
        );
      }
    }
    timings.retrieveMs = performance.now() - retrieveStart;

    const answerStart = performance.now();
    const extractive = await answerExtractively({
      deps,
      profile,
      now,
      dates,
      retrieved,
      events,
      slots,
      conceptsAsked: concepts.filter((c) => !c.soft).length,
    });
    let result: Omit<AnswerResult, 'timings'> = { ...extractive, category };

    if (llm && (retrieved.chunks.length > 0 || events.length > 0)) {
      const passages = toPassages(retrieved.chunks.slice(0, LLM_PASSAGES), events, profile.timeZone, now);
      try {
        const reply = await completeGrounded(
          deps.fetch,
          llm,
          buildPrompt({
            // Spanish questions reach the engine as their English glossary reading (retrieval); the
            // model gets the parent's own words and the reply language.
            question: input.originalQuestion ?? question,
            language: input.language,
            schoolName: profile.name?.trim() || 'the school',
            timeZone: profile.timeZone,
            today:
              formatDay(schoolToday(now, profile.timeZone)) + `, ${schoolToday(now, profile.timeZone).year}`,
            passages,
          }),
        );
        result = {
          answer: reply.resolved ? reply.answer : declineText(profile),
          sources: reply.resolved ? uniqueSources(retrieved.chunks.slice(0, 3)) : [],
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
    return finish(result, 'answer', answerStart);
  }

  return { answerQuestion: (input) => answerQuestion(input) };
}

function dateWords(dates: ResolvedDates): string[] {
  const words = new Set<string>();
  const single =
    dates.from.year === dates.to.year &&
    dates.from.month === dates.to.month &&
    dates.from.day === dates.to.day;
  const label = dates.label.toLowerCase();
  if (single) words.add(label.split(',')[0]!);
  for (const m of label.matchAll(
    /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/g,
  ))
    words.add(m[1]!);
  return [...words];
}

function uniqueSources(chunks: ChunkCandidate[]): AnswerSource[] {
  const seen = new Map<string, AnswerSource>();
  for (const c of chunks)
    if (!seen.has(c.key)) seen.set(c.key, { title: sourceTitle(c.title, c.fileName), key: c.key });
  return [...seen.values()];
}

function toPassages(
  chunks: ChunkCandidate[],
  events: EventCandidate[],
  timeZone: string,
  now: Date,
): LlmPassage[] {
  const year = schoolToday(now, timeZone).year;
  return [
    ...events.map((e) => ({
      title: e.calendarName || 'School calendar',
      contentType: 'calendar event',
      date: formatDay(schoolToday(e.startsAt, timeZone), year),
      text: `${eventLine(e, timeZone, now)}${e.description.trim() ? ` ${e.description.trim()}` : ''}`,
    })),
    ...chunks.map((c) => ({
      title: sourceTitle(c.title, c.fileName) + (c.heading ? ` — ${c.heading}` : ''),
      contentType: c.contentType,
      date: `added ${c.createdAt.toISOString().slice(0, 10)}`,
      text: c.content,
    })),
  ];
}

/** The default answer: best 1–3 sentences with their sources, or the decline. */
async function answerExtractively(input: {
  deps: AssistantDeps;
  profile: SchoolProfile;
  now: Date;
  dates: ResolvedDates | null;
  retrieved: Awaited<ReturnType<typeof retrieve>>;
  events: EventCandidate[];
  slots: AnswerSlot[];
  conceptsAsked: number;
}): Promise<Omit<AnswerResult, 'timings' | 'category'>> {
  const { profile, now, dates, retrieved, events } = input;
  const decline = { answer: declineText(profile), sources: [], resolved: false };
  if (retrieved.chunks.length === 0 && events.length === 0) return decline;

  const sources: Source[] = [];
  const rows: {
    text: string;
    context: string;
    heading: string;
    source: number;
    chunkRank: number;
    position: number;
    freshness: number;
    label?: string;
  }[] = [];
  events.forEach((e, i) => {
    sources.push({
      key: `event:${i}`,
      title: e.calendarName || 'School calendar',
      answerSource: { title: e.calendarName || 'School calendar' },
    });
    rows.push({
      text: eventLine(e, profile.timeZone, now),
      context: `${e.description} ${e.calendarName}`,
      heading: '',
      source: sources.length - 1,
      chunkRank: -1,
      position: i,
      freshness: EVENT_FRESHNESS,
    });
  });
  retrieved.chunks.forEach((chunk, rank) => {
    let index = sources.findIndex((s) => s.key === chunk.key);
    if (index < 0) {
      const title = sourceTitle(chunk.title, chunk.fileName);
      sources.push({ key: chunk.key, title, answerSource: { title, key: chunk.key } });
      index = sources.length - 1;
    }
    const freshness = freshnessOf(chunk.contentType, chunk.createdAt, now);
    splitSentences(chunk.content).forEach((text, position) => {
      if (isMailHeaderLine(text)) return;
      // A table row unit reads "Label — Header: value; …": its label says what the row is about.
      const label =
        chunk.kind === 'table-row' && text.includes(' — ') ? text.slice(0, text.indexOf(' — ')) : undefined;
      rows.push({
        text,
        context: `${chunk.title} ${chunk.heading}`,
        heading: chunk.heading,
        source: index,
        chunkRank: rank,
        position,
        freshness,
        label,
      });
    });
  });
  const contexts = [...new Set(rows.map((r) => r.context))];
  // "Starting March 1, lunch costs…": the date qualifier is not the verb "start".
  const qualifier =
    /\b(?:starting|beginning|effective|as of)\s+(?:on\s+)?(?:\w+day,?\s+)?(?:[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2}),?/gi;
  const lexemes = await lexemesOf(input.deps.database, [
    ...rows.map((r) => foldPhrases(r.text.replace(qualifier, ' ').toLowerCase())),
    ...contexts.map((c) => foldPhrases(c.toLowerCase())),
    ...rows.map((r) => (r.label ? foldPhrases(r.label.toLowerCase()) : '')),
  ]);
  const labelOffset = rows.length + contexts.length;
  const contextLexemes = new Map(contexts.map((c, i) => [c, new Set(lexemes[rows.length + i])]));
  const patterns = dates ? dayMentionPatterns(dates) : null;
  const candidates: SentenceCandidate[] = rows.map((r, i) => ({
    text: r.text,
    lexemes: new Set(lexemes[i]),
    context: contextLexemes.get(r.context) ?? new Set(),
    source: r.source,
    chunkRank: r.chunkRank,
    position: r.position,
    freshness: r.freshness,
    mentionsDate: patterns ? mentionsDay(r.text, patterns) : false,
    otherDay: mentionsParticularDay(r.text) || mentionsParticularDay(r.heading),
    fills: new Set(input.slots.filter((slot) => fillsSlot(slot, r.text))),
    rowLabel: r.label ? new Set(lexemes[labelOffset + i]) : undefined,
  }));

  const selectOptions = {
    hasDate: !!dates,
    slots: input.slots,
    penalizeOtherDays: !input.slots.includes('when'),
  };
  let selection = selectSentences(retrieved.concepts, candidates, selectOptions);
  const hardConcepts = retrieved.concepts.filter((c) => !c.soft);
  const typed = input.slots.filter((slot) => TYPED_SLOTS.includes(slot));
  const holdsValue = (list: SentenceCandidate[]) =>
    list.some((x) => typed.some((slot) => x.fills?.has(slot)));
  // "whats the school address": once the type words are set aside nothing topical is left, and
  // the sentence holding the asked-for value is the answer.
  const confident = (s: typeof selection) =>
    hardConcepts.length === 0
      ? (!!dates && input.conceptsAsked === 0 && s.sentences.some((x) => x.mentionsDate)) ||
        (typed.length > 0 && holdsValue(s.sentences))
      : s.leadCoverage >= MIN_LEAD_COVERAGE &&
        ((s.coverage >= MIN_COVERAGE && s.coversTopConcept) ||
          (typed.length > 0 && holdsValue(s.sentences) && s.coverage >= TYPED_MIN_COVERAGE));
  // A question asking for a phone number, an address, an amount or a clock time is answered only
  // by sentences holding one: the best topical sentence without the value is a wrong answer.
  if (typed.length > 0 && !holdsValue(selection.sentences)) {
    const withValue = candidates.filter((c) => holdsValue([c]));
    selection = selectSentences(retrieved.concepts, withValue, selectOptions);
  }
  const resolved = confident(selection) && (typed.length === 0 || holdsValue(selection.sentences));
  if (!resolved || selection.sentences.length === 0) return decline;

  // Keep the document order of sentences from one source, so a reply reads as the source does.
  const picked: PickedSentence[] = selection.sentences
    .map((s) => ({ s, src: sources[s.source]!, heading: rows[candidates.indexOf(s)]!.heading }))
    .sort((a, b) => a.s.source - b.s.source || a.s.chunkRank - b.s.chunkRank || a.s.position - b.s.position)
    .map(({ s, src, heading }) => ({ text: s.text, sourceKey: src.key, title: src.title, heading }));
  const used = [...new Set(selection.sentences.map((s) => s.source))].map((i) => sources[i]!.answerSource);
  return { answer: composeExtractive(picked, dates?.label), sources: used, resolved: true };
}
