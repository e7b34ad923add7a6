/**
 * Retrieve stage, documents side: the part's weighted concepts, its candidate chunks
 * (assistant.retrieval.ts, through the knowledge module's `KnowledgeSearch`) and calendar events,
 * cut into sentence candidates with their lexemes, ready for the passage answerer
 * (assistant.answer-passage.ts), which then needs no database.
 *
 * Sentences keep what scoring needs to know about where they come from: the chunk's title and
 * heading (context lexemes), the chunk's rank, the sentence's position, the source's freshness,
 * whether it mentions the asked day or another particular day, which answer slots it fills, and for
 * a table row its label ("Lunch — Student: $3.10" is about lunch).
 */
import { markContinuations } from './assistant.continuation.js';
import { NUMBERED_SERVICES } from '../vocabulary/vocabulary.topics.js';
import type { Logger } from '../../shared/logger.js';
import { describeEvent } from '../calendars/calendars.answers.js';
import type { ChunkCandidate, KnowledgeSearch } from '../knowledge/knowledge.search.js';
import { isPackagingLine } from '../vocabulary/vocabulary.source-noise.js';
import { gradeBands } from '../vocabulary/vocabulary.grades.js';
import { sourceTitle } from './assistant.compose.js';
import { dayMentionPatterns, mentionsDay, mentionsParticularDay } from './assistant.day-mentions.js';
import type { Embeddings } from './assistant.llm.js';
import type { QuestionPart } from './assistant.pipeline.types.js';
import { retrieve, type VocabularyCache } from './assistant.retrieval.js';
import { freshnessOf } from './assistant.freshness.js';
import type { SentenceCandidate, WeightedConcept } from './assistant.scoring.js';
import { CANDIDATE_CHUNKS, EVENT_FRESHNESS } from './assistant.tuning.js';
import { foldPhrases, splitSentences } from './assistant.text.js';
import { fillsSlot } from './assistant.answer-types.js';
import {
  columnHeaders,
  dateDetailCells,
  labelOwnsDay,
  withoutColumnHeaders,
} from './assistant.table-rows.js';
import { keepStemsApart } from '../vocabulary/vocabulary.stems.js';
import { namedPairs, otherNamedThing } from './assistant.named-pairs.js';
import type { AnswerSource, EventCandidate } from './assistant.types.js';

/** A knowledge item or calendar an answer sentence comes from. */
export interface PassageSource {
  key: string;
  title: string;
  answerSource: AnswerSource;
  /** When the document was added (calendar events: undefined). */
  addedAt?: Date;
}

/** Everything the passage answerer reads for one part. */
export interface PassageRetrieval {
  concepts: WeightedConcept[];
  /** Ranked chunks (best first): LLM passages and source lists. */
  chunks: ChunkCandidate[];
  events: EventCandidate[];
  sources: PassageSource[];
  candidates: SentenceCandidate[];
  /** Heading of each candidate's chunk (same index as `candidates`). */
  headings: string[];
}

/**
 * `passages` with only the candidates `keep` accepts, their headings kept beside them (the same
 * index): an answer from one part of what was retrieved (the antecedent's documents, what earlier
 * parts did not say).
 */
export function keepCandidates(
  passages: PassageRetrieval,
  keep: (candidate: SentenceCandidate) => boolean,
): PassageRetrieval {
  const kept = passages.candidates.map(keep);
  return {
    ...passages,
    candidates: passages.candidates.filter((_, i) => kept[i]),
    headings: passages.headings.filter((_, i) => kept[i]),
  };
}

/** "Spring Concert: Friday, March 13, 6:00 PM–7:30 PM at the gym." (school zone; year when not now's). */
export function eventLine(event: EventCandidate, timeZone: string, now: Date): string {
  return `${event.summary.trim()}: ${describeEvent(event, timeZone, { now })}.`;
}

// "Starting March 1, lunch costs…": the date qualifier is not the verb "start".
const DATE_QUALIFIER =
  /\b(?:starting|beginning|effective|as of)\s+(?:on\s+)?(?:\w+day,?\s+)?(?:[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}\/\d{1,2}),?/gi;

/**
 * An enumerated aside: "(bus, hotel, meals, museum admissions)". Its words are mentioned in passing;
 * they count at ASIDE_CREDIT, so "is there a bus to school" is not answered by a trip's cost line.
 */
const ENUMERATED_ASIDE = /\([^()]*,[^()]*\)/g;

interface Row {
  text: string;
  context: string;
  heading: string;
  source: number;
  chunkRank: number;
  position: number;
  freshness: number;
  label?: string;
  /** The label opens a line ("Family Night: …"), not a table row. */
  lineLabel?: boolean;
}

/**
 * Retrieve the part's chunks and events and cut them into sentence candidates.
 * `events(terms)` looks up calendar events by the retrieved concept words (may throw: the caller's
 * logger records it and documents alone are used).
 */
export async function retrievePassages(input: {
  knowledge: KnowledgeSearch;
  vocabularies: VocabularyCache;
  schoolId: string;
  now: Date;
  timeZone: string;
  part: QuestionPart;
  /** The whole message the part comes from ("the route 7 bus stop moved? where is it"). */
  message?: string;
  embeddings?: Embeddings;
  logger: Logger;
  events?: (terms: string[]) => Promise<EventCandidate[]>;
}): Promise<PassageRetrieval> {
  const { part, now } = input;
  const retrieved = await retrieve({
    knowledge: input.knowledge,
    vocabularies: input.vocabularies,
    schoolId: input.schoolId,
    now,
    concepts: part.concepts,
    dateTerms: part.dateTerms,
    question: part.text,
    embeddings: input.embeddings,
    logger: input.logger,
    limit: CANDIDATE_CHUNKS,
    valueTypes: part.typed,
  });
  let events: EventCandidate[] = [];
  if (input.events) {
    try {
      events = await input.events(retrieved.concepts.map((c) => c.word));
    } catch (err) {
      input.logger.warn(
        { err: (err as Error).message },
        'event lookup failed; answering from documents only',
      );
    }
  }

  const { sources, rows } = rowsOf(events, retrieved.chunks, input.timeZone, now);

  const pairs = namedPairs(part);
  // "when is the spring fling": a dated row's day is its own event's, not its Details cell's.
  const asksWhen = part.slots.includes('when');
  const { lexemes, contextLexemes, labelLexemes, asideLexemes } = await rowLexemes(
    input.knowledge,
    rows.map((r) => {
      const named = { ...r, ...otherNamedThing(r.text, pairs) };
      return asksWhen ? { ...named, ...dateDetailCells(named.text) } : named;
    }),
  );
  const patterns = part.resolvedDates ? dayMentionPatterns(part.resolvedDates) : null;
  const message = (input.message ?? part.text).toLowerCase();
  const otherHalf = otherPartOfDay(message);
  const candidates: SentenceCandidate[] = rows.map((r, i) => ({
    text: r.text,
    lexemes: new Set(lexemes[i]),
    context: contextLexemes.get(r.context) ?? new Set(),
    source: r.source,
    chunkRank: r.chunkRank,
    position: r.position,
    freshness: r.freshness,
    mentionsDate: patterns ? mentionsDay(r.text, patterns) || mentionsDay(r.context, patterns) : false,
    // A notice titled "Early Dismissal March 13" is about that day, even where a sentence does not say so.
    otherDay: mentionsParticularDay(r.text) || mentionsParticularDay(r.context),
    otherInstance: namesOtherInstance(r.context, message) || (!!otherHalf && namesOnly(r.text, otherHalf)),
    // A letter headed "A Note from Principal Alvarez" names its writer once, in the heading; the
    // heading is shown with the answer, so its first sentence answers "who is the principal".
    fills: new Set(
      part.slots.filter(
        (slot) =>
          fillsSlot(slot, r.text) || (slot === 'person' && r.position === 0 && fillsSlot(slot, r.heading)),
      ),
    ),
    grades: part.grade === null ? undefined : gradesOf(r.text, r.context),
    rowLabel: labelLexemes.get(i),
    aside: asideLexemes.get(i),
  }));
  markContinuations(candidates);
  if (asksWhen)
    candidates.forEach((c, i) => {
      if (rows[i]!.lineLabel) labelOwnsDay(c, rows[i]!.label!, retrieved.concepts);
    });
  return {
    concepts: retrieved.concepts,
    chunks: retrieved.chunks,
    events,
    sources,
    candidates,
    headings: rows.map((r) => r.heading),
  };
}

/**
 * The sources (calendar events first, then each knowledge item once) and the sentence rows of
 * `events` and the ranked `chunks`, before any lexemes are read.
 */
function rowsOf(
  events: EventCandidate[],
  chunks: ChunkCandidate[],
  timeZone: string,
  now: Date,
): { sources: PassageSource[]; rows: Row[] } {
  const sources: PassageSource[] = [];
  const rows: Row[] = [];
  events.forEach((e, i) => {
    const title = e.calendarName || 'School calendar';
    sources.push({ key: `event:${i}`, title, answerSource: { title } });
    rows.push({
      text: eventLine(e, timeZone, now),
      context: `${e.description} ${e.calendarName}`,
      heading: '',
      source: sources.length - 1,
      chunkRank: -1,
      position: i,
      freshness: EVENT_FRESHNESS,
    });
  });
  chunks.forEach((chunk, rank) => {
    let index = sources.findIndex((s) => s.key === chunk.key);
    if (index < 0) {
      const title = sourceTitle(chunk.title, chunk.fileName);
      sources.push({
        key: chunk.key,
        title,
        answerSource: { title, key: chunk.key },
        addedAt: chunk.createdAt,
      });
      index = sources.length - 1;
    }
    const freshness = freshnessOf(chunk.contentType, chunk.createdAt, now);
    splitSentences(chunk.content).forEach((text, position) => {
      if (isPackagingLine(text)) return;
      // A table row unit reads "Label — Header: value; …": its label says what the row is about. A
      // line opening with a short label ("Lunch (K-4): $3.25", "Car line: enter from…") is the same
      // kind of row, so a notice's line competes on equal terms with the handbook row it replaces.
      // (Labels only on lines holding an asked-for value: dev 213/264 either way, wrong 25 vs 24.)
      const tableRow = chunk.kind === 'table-row' && text.includes(' — ');
      const label = tableRow ? text.slice(0, text.indexOf(' — ')) : (LINE_LABEL.exec(text)?.[1] ?? undefined);
      rows.push({
        text,
        context: `${chunk.title} ${chunk.heading}`,
        heading: chunk.heading,
        source: index,
        chunkRank: rank,
        position,
        freshness,
        label,
        lineLabel: !tableRow && !!label,
      });
    });
  });
  return { sources, rows };
}

/** "Lunch (K-4): $3.25": a short label (at most five words, no dash) before a colon opening the line. */
const LINE_LABEL = /^((?:[^\s:.!?—–]+\s+){0,4}[^\s:.!?—–]+(?:\s*\([^()]{1,12}\))?):\s+\S/;

/**
 * Lexemes (PostgreSQL English stemming, one round trip) of each row's text without its asides and
 * column headers, of each distinct context, of each row label and of each row's asides.
 */
async function rowLexemes(knowledge: KnowledgeSearch, rows: (Row & { other?: string; details?: string })[]) {
  const contexts = [...new Set(rows.map((r) => r.context))];
  const labelled = rows.flatMap((r, i) => (r.label ? [i] : []));
  const asides = rows.map((r) =>
    [
      ...(r.text.match(ENUMERATED_ASIDE) ?? []),
      ...columnHeaders(r.text),
      ...(r.other ? [r.other] : []),
      ...(r.details ? [r.details] : []),
    ].join(' '),
  );
  const withAside = rows.flatMap((_, i) => (asides[i] ? [i] : []));
  const texts = [
    ...rows.map((r) =>
      withoutColumnHeaders(r.text).replace(DATE_QUALIFIER, ' ').replace(ENUMERATED_ASIDE, ' '),
    ),
    ...contexts,
    ...labelled.map((i) => rows[i]!.label!),
    ...withAside.map((i) => asides[i]!),
  ];
  const lexemes = await knowledge.lexemes(texts.map(searchableText));
  const labelBase = rows.length + contexts.length;
  const asideBase = labelBase + labelled.length;
  return {
    lexemes,
    contextLexemes: new Map(contexts.map((c, i) => [c, new Set(lexemes[rows.length + i])])),
    labelLexemes: new Map(labelled.map((row, j) => [row, new Set(lexemes[labelBase + j])])),
    asideLexemes: new Map(withAside.map((row, j) => [row, new Set(lexemes[asideBase + j])])),
  };
}

/**
 * Knowledge texts as the question's words are read: lower case, slashed words apart, school phrases
 * folded ("pick up" → pickup). Memoized like the knowledge module's lexemes (LEXEME_MEMO_SIZE there):
 * the same chunks' sentences come back question after question, and folding them with the 50-odd
 * PHRASES patterns was a tenth of the engine's CPU at 1k chunks (bench/answers/profile.ts).
 */
function searchableText(text: string): string {
  let folded = SEARCHABLE_TEXT.get(text);
  if (folded === undefined) {
    folded = keepStemsApart(foldPhrases(text.toLowerCase().replace(SLASHED_WORDS, '$1 / ')));
    if (SEARCHABLE_TEXT.size >= SEARCHABLE_TEXT_MEMO_SIZE) SEARCHABLE_TEXT.clear();
    SEARCHABLE_TEXT.set(text, folded);
  }
  return folded;
}
/** Texts kept by `searchableText` before it starts over (a pure function: entries never go stale). */
const SEARCHABLE_TEXT_MEMO_SIZE = 20_000;
const SEARCHABLE_TEXT = new Map<string, string>();

/**
 * Words joined by a slash ("Lost/damaged", "parent/guardian"): PostgreSQL's parser reads them as one
 * file-path token, so neither word was found in the sentence ("if he breaks the chromebook" missed
 * "Lost/damaged Chromebook — $275").
 */
const SLASHED_WORDS = /(\p{L})\/(?=\p{L})/gu;

/** A numbered instance of a school service (vocabulary NUMBERED_SERVICES): "Route 7", "Bus 14". */
const NUMBERED_INSTANCE = new RegExp(
  `\\b(${NUMBERED_SERVICES.words.join('|')})\\s*#?\\s*(\\d+[a-z]?)\\b`,
  'gi',
);

/**
 * Whether `context` (a sentence's heading and document title) names a numbered instance the message
 * (lower case) does not name by its number: the notice is about that route or bus, not the rule.
 * Not "Section 5": a handbook's own numbering is no instance. A clock time ("7:30") is no number.
 */
export function namesOtherInstance(context: string, question: string): boolean {
  for (const m of context.matchAll(NUMBERED_INSTANCE))
    if (!new RegExp(`\\b${m[2]!.toLowerCase()}\\b(?![:.]\\d)`).test(question)) return true;
  return false;
}

/** The sentence's grade bands, else its heading's ("8th Grade Washington, DC Trip" › "Total cost…"). */
function gradesOf(text: string, context: string) {
  const own = gradeBands(text);
  return own.length > 0 ? own : gradeBands(context);
}

const MORNING = /\b(?:morning|mornings)\b/i;
const AFTERNOON = /\b(?:afternoon|afternoons)\b/i;

/**
 * The half of the school day the message does not name, when it names exactly one in words
 * ("where is the morning stop now and what time does it come" → the afternoon), else null. A
 * sentence naming only that half ("Afternoon drop-off is at the same new stop at about 3:45 pm") is
 * about another instance of the thing asked (Maple Grove dev); clock times alone decide nothing.
 */
function otherPartOfDay(message: string): { other: RegExp; asked: RegExp } | null {
  const morning = MORNING.test(message);
  if (morning === AFTERNOON.test(message)) return null;
  return morning ? { other: AFTERNOON, asked: MORNING } : { other: MORNING, asked: AFTERNOON };
}

/** Whether `sentence` names the other half of the day and not the asked one. */
function namesOnly(sentence: string, half: { other: RegExp; asked: RegExp }): boolean {
  return half.other.test(sentence) && !half.asked.test(sentence);
}
