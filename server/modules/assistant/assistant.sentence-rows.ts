/**
 * The sentence rows of what retrieval found (assistant.passages.ts): calendar events as one line
 * each, chunks cut into sentences with their source, rank, position, freshness and a table row's or
 * line's label; then the lexemes of every row, context, label and aside in one round trip, read
 * from the text as a question's words are read (phrases folded, slashed words apart). Split from
 * assistant.passages.ts (369 lines) unchanged.
 */
import { describeEvent } from '../calendars/calendars.answers.js';
import type { ChunkCandidate, KnowledgeSearch } from '../knowledge/knowledge.search.js';
import { isPackagingLine } from '../vocabulary/vocabulary.source-noise.js';
import { keepStemsApart } from '../vocabulary/vocabulary.stems.js';
import { sourceTitle } from './assistant.compose.js';
import { freshnessOf } from './assistant.freshness.js';
import type { PassageSource } from './assistant.passages.js';
import { columnHeaders, withoutColumnHeaders } from './assistant.table-rows.js';
import { foldPhrases, splitSentences } from './assistant.text.js';
import { EVENT_FRESHNESS } from './assistant.tuning.js';
import type { EventCandidate } from './assistant.types.js';

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

/** One sentence of a chunk or one calendar event, before its lexemes are read. */
export interface Row {
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
  /** Which bulleted list of its chunk the row is an item of (`bulletLists`), if any. */
  listItem?: number;
}

/**
 * The sources (calendar events first, then each knowledge item once) and the sentence rows of
 * `events` and the ranked `chunks`, before any lexemes are read.
 */
export function rowsOf(
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
    const lists = bulletLists(chunk.content);
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
        listItem: lists[position],
      });
    });
  });
  return { sources, rows };
}

/**
 * Per sentence position of `content` (as `splitSentences` numbers them), the bulleted list it is an
 * item of: consecutive "- " / "• " / "1. " lines are one list, numbered from 0; undefined elsewhere.
 */
function bulletLists(content: string): (number | undefined)[] {
  const out: (number | undefined)[] = [];
  let list = -1;
  let inList = false;
  for (const line of content.split(/\n+/)) {
    const count = splitSentences(line).length;
    if (count === 0) continue;
    const bullet = BULLET.test(line);
    if (bullet && !inList) list++;
    inList = bullet;
    for (let i = 0; i < count; i++) out.push(bullet ? list : undefined);
  }
  return out;
}

const BULLET = /^\s*(?:[-*•▪◦]|\d+[.)])\s+/;

/** "Lunch (K-4): $3.25": a short label (at most five words, no dash) before a colon opening the line. */
const LINE_LABEL = /^((?:[^\s:.!?—–]+\s+){0,4}[^\s:.!?—–]+(?:\s*\([^()]{1,12}\))?):\s+\S/;

/**
 * Lexemes (PostgreSQL English stemming, one round trip) of each row's text without its asides and
 * column headers, of each distinct context, of each row label and of each row's asides.
 */
export async function rowLexemes(
  knowledge: KnowledgeSearch,
  rows: (Row & { other?: string; details?: string })[],
) {
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
