/**
 * Retrieve stage, documents side: the part's weighted concepts, its candidate chunks
 * (assistant.retrieval.ts, through the knowledge module's `KnowledgeSearch`) and calendar events,
 * cut into sentence candidates with their lexemes (the rows: assistant.sentence-rows.ts), ready for
 * the passage answerer (assistant.answer-passage.ts), which then needs no database.
 *
 * Sentences keep what scoring needs to know about where they come from: the chunk's title and
 * heading (context lexemes), the chunk's rank, the sentence's position, the source's freshness,
 * whether it mentions the asked day or another particular day, which answer slots it fills, and for
 * a table row its label ("Lunch — Student: $3.10" is about lunch).
 */
import { markContinuations } from './assistant.continuation.js';
import { NUMBERED_SERVICES } from '../vocabulary/vocabulary.topics.js';
import { OCCASIONS, SIDE_EVENTS } from '../vocabulary/vocabulary.question-roles.js';
import type { Logger } from '../../shared/logger.js';
import type { ChunkCandidate, KnowledgeSearch } from '../knowledge/knowledge.search.js';
import { gradeBands } from '../vocabulary/vocabulary.grades.js';
import { dayMentionPatterns, mentionsDay, mentionsParticularDay } from './assistant.day-mentions.js';
import type { Embeddings } from './assistant.llm.js';
import type { QuestionPart } from './assistant.pipeline.types.js';
import { retrieve, type VocabularyCache } from './assistant.retrieval.js';
import { rowLexemes, rowsOf } from './assistant.sentence-rows.js';
import type { SentenceCandidate, WeightedConcept } from './assistant.scoring.js';
import { CANDIDATE_CHUNKS } from './assistant.tuning.js';
import { fillsSlot } from './assistant.answer-types.js';
import { dateDetailCells, labelOwnsDay } from './assistant.table-rows.js';
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
    otherInstance:
      namesOtherInstance(r.context, message) ||
      (!!otherHalf && namesOnly(r.text, otherHalf)) ||
      namesSideEvent(r.text, message) ||
      namesOtherOccasion(`${r.heading.split('›').pop()} ${r.text}`, message),
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
    listItem: r.listItem,
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

/** A table row's label: the text before its first " — " (assistant.sentence-rows.ts writes rows so). */
const ROW_LABEL = /^([^—]{1,80}?)\s+—\s/;
const SIDE_EVENT = new RegExp(`\\b(${SIDE_EVENTS.words.join('|')})\\b`, 'i');

/**
 * Whether a table row's label names a side event (vocabulary SIDE_EVENTS) the message (lower case)
 * does not: "Graduation rehearsal (required) — When: …" is not when graduation is.
 */
export function namesSideEvent(text: string, message: string): boolean {
  const side = SIDE_EVENT.exec(ROW_LABEL.exec(text)?.[1] ?? '')?.[1]?.toLowerCase();
  return !!side && !new RegExp(`\\b${side.replace(/s$/, '')}`).test(message);
}

const OCCASION = new RegExp(`\\b(?:${OCCASIONS.words.join('|')})s?\\b`, 'gi');

/**
 * Whether a sentence with its heading names an occasion (vocabulary OCCASIONS) the message (lower
 * case) does not, while the message names one they do not: "The junior class hosts prom …" or
 * "Prom › Guest tickets are $25" for "how many graduation tickets do we get". Thesaurus pairs
 * (graduation / commencement) count as one. Only the nearest heading: a packet and its top heading
 * ("Prom and Graduation 2027") cover both.
 */
export function namesOtherOccasion(text: string, message: string): boolean {
  const named = (s: string) => new Set([...s.matchAll(OCCASION)].map((m) => occasionKey(m[0]!)));
  const inText = named(text);
  if (inText.size === 0) return false;
  const asked = named(message);
  return [...inText].some((o) => !asked.has(o)) && [...asked].some((o) => !inText.has(o));
}

/** One key per occasion: singular, lower case, commencement as graduation. */
function occasionKey(word: string): string {
  const w = word.toLowerCase().replace(/s$/, '');
  return w === 'commencement' ? 'graduation' : w;
}

/** The sentence's grade bands, else its heading's ("8th Grade Washington, DC Trip" › "Total cost…"). */
function gradesOf(text: string, context: string) {
  const own = gradeBands(text);
  return own.length > 0 ? own : gradeBands(context);
}

/** The halves of the school day in words; parents also write "in the am" / "in the pm". */
const MORNING = /\b(?:morning|mornings|in the am)\b/i;
const AFTERNOON = /\b(?:afternoon|afternoons|in the pm)\b/i;

/**
 * The half of the school day the message does not name, when it names exactly one in words
 * ("where is the morning stop now and what time does it come" → the afternoon), else null. A
 * sentence naming only that half ("Afternoon drop-off is at the same new stop at about 3:45 pm") is
 * about another instance of the thing asked (Maple Grove dev); clock times alone decide nothing.
 */
function otherPartOfDay(message: string): { other: RegExp; asked: RegExp } | null {
  // "Good morning. When are the basketball tryouts": a greeting names no half of the day.
  const said = message.replace(/\bgood\s+(?:morning|afternoon)\b/gi, ' ');
  const morning = MORNING.test(said);
  if (morning === AFTERNOON.test(said)) return null;
  return morning ? { other: AFTERNOON, asked: MORNING } : { other: MORNING, asked: AFTERNOON };
}

/** Whether `sentence` names the other half of the day and not the asked one. */
function namesOnly(sentence: string, half: { other: RegExp; asked: RegExp }): boolean {
  return half.other.test(sentence) && !half.asked.test(sentence);
}
