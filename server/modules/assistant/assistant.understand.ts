/**
 * Understand (first stage of the pipeline, docs/ARCHITECTURE.md): a parent's message → the parts
 * it asks, each with its dates, answer slots, topic concepts and category. Pure: no database.
 *
 * - Unreadable messages (emoji only, no words, another script without an LLM) stop here.
 * - A message asking two things ("is there school friday and what time do they get out?") is split
 *   into parts at a question mark or at "and/also" followed by a question word (assistant.parts.ts); a
 *   later part that only points back ("what's her name", "is there food") inherits the earlier
 *   part's topic words as soft concepts, so it is looked up in the same place.
 * - Dates come only from date expressions (assistant.dates.ts); the words they consumed, and the
 *   words that only name the asked value type ("phone number", "what time"), are not topics.
 */
import { AGE_REACHED } from './assistant.not-dates.js';
import { TYPE_WORDS, WHEN_TYPE_WORDS, type ValueType } from '../vocabulary/vocabulary.answer-types.js';
import { askedGrade, askedGrades, GRADE_WORDS } from '../vocabulary/vocabulary.grades.js';
import { ambiguousAcronyms, readWordClasses, type WordReading } from './assistant.word-class.js';
import { EXAMPLE_WEEKDAY, PAST_TERM } from '../vocabulary/vocabulary.story.js';
import { ABOUT_THAT_DAY, FOLLOW_UP_ACTIONS, POINTS_BACK } from '../vocabulary/vocabulary.follow-ups.js';
import { categorize } from './assistant.category.js';
import { DATE_WORDS, isoDate, resolveDates, schoolToday, type ResolvedDates } from './assistant.dates.js';
import { namedSchoolWords, splitParts, STARTS_QUESTION, STORY_START } from './assistant.parts.js';
import { weighStory } from './assistant.understand-story.js';
import type { Language, QuestionPart, Understanding } from './assistant.pipeline.types.js';
import {
  conceptsOf,
  isSearchStopWord,
  isTopicStopWord,
  normalizeQuestion,
  type Concept,
} from './assistant.text.js';
import { answerSlotsOf, TYPED_SLOTS } from './assistant.answer-types.js';
import { MAX_ELLIPSIS_TOPICS, MAX_PARTS, MAX_QUERY_CONCEPTS } from './assistant.tuning.js';
import { impliedAsk } from './assistant.implied-ask.js';
import { believesDay, markConceptRoles } from './assistant.concept-roles.js';

/** Words that only name a way to reach someone (the phone and e-mail type words). */
const CONTACT_WORDS: ReadonlySet<string> = new Set([...TYPE_WORDS.phone, ...TYPE_WORDS.email]);

/** The message could not be read as a question. */
export interface Unreadable {
  unreadable: 'emoji' | 'non-latin' | 'empty';
}

/** One part: normalized text, dates, slots, topic concepts (also used to look up a derived question). */
export function understandPart(text: string, now: Date, timeZone: string): QuestionPart {
  const norm = normalizeQuestion(text);
  const said = resolveDates(norm.text, now, timeZone);
  // "is picture day still on april 8": the day is the parent's belief; the part asks when.
  const believed = !!said && believesDay(norm.text, said.matchedText);
  const resolved = believed ? null : said;
  const dropWords = new Set(
    (said?.matchedText ?? []).flatMap((t) => t.split(/\s+/)).filter((w) => DATE_WORDS.has(w) || /\d/.test(w)),
  );
  // "the wednesday before thanksgiving": the holiday only placed the day; it is no topic.
  for (const words of said?.matchedText ?? [])
    if (/\b(?:before|after)\s/.test(words)) for (const w of words.split(/\s+/)) dropWords.add(w);
  // "she turns 5 in july": the child's age and birthday month are background, not the topic; so is
  // "last semester" in "he went to math tutoring last semester".
  for (const age of norm.text.matchAll(AGE_REACHED)) for (const w of age[0].split(/\s+/)) dropWords.add(w);
  for (const term of norm.text.matchAll(PAST_TERM)) for (const w of term[0].split(/\s+/)) dropWords.add(w);
  const slots = answerSlotsOf(norm);
  if (believed && !slots.includes('when')) slots.push('when');
  // "still" only says the parent believes something: "Retakes will still take place in the Library"
  // is no better an answer to "is the retake still next week" for sharing it (Arroyo Vista dev).
  dropWords.add('still');
  // "what time is…" asks for a clock time, "office number" a phone, "whats her name" a person: the
  // type words are not topics.
  for (const slot of slots) for (const word of TYPE_WORDS[slot as ValueType] ?? []) dropWords.add(word);
  // "confirm the date of spring picture day": the date is what is asked, not a topic.
  if (slots.includes('when')) for (const word of WHEN_TYPE_WORDS.words) dropWords.add(word);
  // "for a 3rd grader": the grade picks the row of its band ("Lunch (K-4)"); "grade" itself is no topic.
  const grade = askedGrade(norm.text);
  if (grade !== null) for (const word of GRADE_WORDS) dropWords.add(word);
  const concepts = conceptsOf(norm.tokens, { dropWords });
  markConceptRoles({ text, norm, concepts });
  let classes: Map<string, WordReading> | undefined;
  for (const concept of concepts)
    concept.reading = () => (classes ??= readWordClasses(text.toLowerCase())).get(concept.word);
  // The story around the question: background, the reason for the ask, an either/or choice.
  weighStory({ text, normalized: norm.text, slots, concepts });
  const searched = withinQueryCap(concepts);
  return {
    text,
    normalized: norm.text,
    tokens: norm.tokens,
    yesNo: /^(?:is|are|do|does|will)\b/.test(norm.text),
    slots,
    typed: slots.filter((slot): slot is ValueType => TYPED_SLOTS.includes(slot)),
    resolvedDates: resolved,
    dates: resolved ? isoDates(resolved) : null,
    dateTerms: resolved ? dateWords(resolved) : [],
    concepts: searched,
    conceptsAsked: searched.filter((c) => !c.soft && !isTopicStopWord(c.word) && !isSearchStopWord(c.word))
      .length,
    grade,
    acronyms: ambiguousAcronyms(text),
    category: categorize(norm.tokens),
  };
}

/**
 * At most MAX_QUERY_CONCEPTS searched topic words: past it, the story's words go first (from the
 * last), then the last asked ones. Search stop words and filler are kept (they cost no search term).
 */
function withinQueryCap(concepts: Concept[]): Concept[] {
  const topical = concepts.filter((c) => !c.soft && !isSearchStopWord(c.word));
  let over = topical.length - MAX_QUERY_CONCEPTS;
  if (over <= 0) return concepts;
  const dropped = new Set<Concept>();
  for (const pool of [topical.filter((c) => c.context), topical])
    for (let i = pool.length - 1; i >= 0 && over > 0; i--)
      if (!dropped.has(pool[i]!)) {
        dropped.add(pool[i]!);
        over--;
      }
  return concepts.filter((c) => !dropped.has(c));
}

/**
 * The understanding of a message, or `Unreadable`. `llm` says whether a model can read other
 * scripts (then only emoji-only and empty messages are unreadable).
 */
export function understand(input: {
  question: string;
  now: Date;
  timeZone: string;
  language?: Language;
  llm: boolean;
  /** The school's own name: its words are no topic ("the main number for maple grove"). */
  schoolName?: string;
}): Understanding | Unreadable {
  const question = input.question.trim();
  const script = normalizeQuestion(question).script;
  if (script === 'emoji' || script === 'empty' || (script === 'non-latin' && !input.llm))
    return { unreadable: script };
  const parts = splitParts(question).map((text) => understandPart(text, input.now, input.timeZone));
  // "whats the main number for maple grove", "whos the vice principal at arroyo vista": every
  // document is the school's, so its name decides nothing (soft: it still ranks).
  for (const part of parts) {
    const named = namedSchoolWords(part.normalized, input.schoolName);
    for (const concept of part.concepts) if (named.has(concept.word)) concept.soft = true;
    // "like 4pm on a tuesday": an example day only ranks (vocabulary EXAMPLE_WEEKDAY).
    const examples = new Set([...part.normalized.matchAll(EXAMPLE_WEEKDAY)].map((m) => m[1]!));
    for (const concept of part.concepts) if (examples.has(concept.word)) concept.soft = true;
  }
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i]!;
    const own = new Set(part.concepts.map((c) => c.word));
    // Pointing back: the earlier topic is this part's topic too. Otherwise a short part only
    // leans on it (soft: ranks sentences, never decides coverage).
    const ownTopicWords = part.concepts.filter((c) => !c.soft && !isTopicStopWord(c.word));
    // "…after school care, is there an email": a part naming only how to reach someone is about the
    // earlier part's topic too (Ridgeview dev: answered with the front desk's e-mail for adding an adult).
    // "…what time does my daughter need to be there": the place is the earlier part's (tested on
    // the parent's words: phrase folding reads "need to be there" as arriving).
    const pointer = POINTS_BACK.namesChild.test(part.normalized) ? POINTS_BACK.pastChild : POINTS_BACK.any;
    const onlyActions =
      ownTopicWords.length > 0 &&
      ownTopicWords.every((c) => FOLLOW_UP_ACTIONS.has(c.word) || CONTACT_WORDS.has(c.word));
    const pointsBack = pointer.test(part.normalized) || pointer.test(part.text.toLowerCase()) || onlyActions;
    // "kids get out early tmrw right? what time": a follow-up asking when (or pointing back) without a
    // day of its own is about the day just asked; "and how much is lunch" is not. Nor is a yes/no
    // question about one thing ("…gets out when on wed? do they get lunch": the half day's row says
    // "no lunch served"; Ridgeview dev, the lunch prices answered it).
    const earlier = parts[i - 1]!;
    const asksAboutThatDay =
      pointsBack ||
      part.slots.includes('time') ||
      part.conceptsAsked === 0 ||
      (part.yesNo && ownTopicWords.length === 1);
    if (!part.dates && earlier.dates && asksAboutThatDay) {
      part.dates = earlier.dates;
      part.resolvedDates = earlier.resolvedDates;
      part.dateTerms = earlier.dateTerms;
    }
    // "do they have a short day next week? which day is it": the day answer already names the day.
    const ownTopics = part.concepts.filter((c) => !c.soft && !isTopicStopWord(c.word));
    if (part.dates === earlier.dates && part.slots.includes('when') && ownTopics.length === 0)
      part.asksOnlyWhichDay = true;
    // "what day is the carnival, is it a school day": the day is the one the earlier part asks for.
    if (
      !part.dates &&
      !earlier.dates &&
      earlier.slots.includes('when') &&
      ABOUT_THAT_DAY.pointer.test(part.normalized) &&
      ABOUT_THAT_DAY.status.test(part.normalized)
    )
      part.onEarlierDay = true;
    // "how much does lunch cost? what about breakfast?": a follow-up naming only another thing asks
    // the same of it (the same value type, the same yes/no), as "and the buses?" after "what time
    // does school start" asks a time.
    const asksSameOf = elliptical(part, ownTopicWords.length) && (earlier.slots.length > 0 || earlier.yesNo);
    if (asksSameOf) {
      part.slots = [...earlier.slots];
      part.typed = [...earlier.typed];
      part.yesNo = earlier.yesNo;
    }
    if (!pointsBack && part.conceptsAsked > 2) continue;
    // A value asked of another thing ("what about breakfast?" after the lunch price) is that thing's
    // value: the earlier thing only ranks ("Lunch is inside block 3/7" is no answer about breakfast).
    const inheritSoft = !pointsBack || (asksSameOf && part.typed.length > 0);
    // "is kids club open in the afternoon and how much is it per day": "it" is the nearest
    // earlier part's thing (kids club), not the first part's (the early dismissal).
    const antecedent =
      parts
        .slice(0, i)
        .reverse()
        // "…? how much is it and does the price go up later": a part whose own words are only "it"
        // names no thing to point back to; the yearbook before it does.
        .find((p) => p.concepts.some((c) => !c.soft && !c.inherited && !isTopicStopWord(c.word))) ??
      parts[0]!;
    const inherited = antecedent.concepts
      .filter((c) => !c.soft && !c.inherited && !own.has(c.word))
      .map((c) => ({ ...c, soft: inheritSoft, inherited: true }));
    part.concepts = [...part.concepts, ...inherited];
    if (inherited.length > 0) part.antecedent = parts.indexOf(antecedent);
  }
  const asked = perGrade(parts);
  // "…? want to surprise my daughter and eat with her tmrw": the rule on the plan holds on any day.
  const implied = impliedAsk(question);
  if (implied && asked.length < MAX_PARTS && (input.language ?? 'en') === 'en') {
    const part = understandPart(implied, input.now, input.timeZone);
    asked.push({ ...part, dates: null, resolvedDates: null, dateTerms: [], implied: true });
  }
  return {
    question,
    language: input.language ?? 'en',
    parts: asked,
    now: input.now,
    timeZone: input.timeZone,
    today: isoDate(schoolToday(input.now, input.timeZone)),
  };
}

/** "what about", "how about", "and": how an elliptical follow-up opens, if it opens with anything. */
const ELLIPSIS_OPENER = /^(?:(?:and|&|also|plus)\s+)?(?:(?:what|how)\s+about\s+)?/;

/**
 * A follow-up that is only a noun phrase ("what about breakfast?", "the buses?", "and 8th grade"):
 * no question word, verb cue or slot of its own, one or two topic words.
 */
function elliptical(part: QuestionPart, ownTopics: number): boolean {
  if (part.slots.length > 0 || part.yesNo || ownTopics === 0 || ownTopics > MAX_ELLIPSIS_TOPICS) return false;
  const rest = part.normalized.replace(ELLIPSIS_OPENER, '');
  return !STARTS_QUESTION.test(rest) && !STORY_START.test(rest);
}

/** A concept word naming a grade ("kinder", "3rd"): the grade itself, which `grade` carries. */
const GRADE_MENTION = /^(?:kinder|kindergarten|kindergartner|kindergartener|\d{1,2}(?:st|nd|rd|th))$/;

/**
 * "i have a 5th grader and a 2nd grader, do they get out at the same time": a part naming two or
 * more children's grades is asked once per grade (each grade's band row answers its own), up to
 * MAX_PARTS parts in all (one kept for each later part); follow-ups keep pointing at their
 * antecedent's first copy.
 */
function perGrade(parts: QuestionPart[]): QuestionPart[] {
  const out: QuestionPart[] = [];
  const firstCopy: number[] = [];
  for (const [i, part] of parts.entries()) {
    firstCopy.push(out.length);
    const room = MAX_PARTS - out.length - (parts.length - i - 1);
    const grades = askedGrades(part.normalized).slice(0, Math.max(1, room));
    if (grades.length < 2) out.push(part);
    else
      for (const grade of grades)
        out.push({
          ...part,
          grade,
          // The other children's grade words ("kinder" beside "3rd grader") are no topic of this copy.
          concepts: part.concepts.map((c) => ({ ...c, soft: c.soft || GRADE_MENTION.test(c.word) })),
        });
  }
  for (const part of out) if (part.antecedent !== undefined) part.antecedent = firstCopy[part.antecedent];
  return out;
}

function isoDates(dates: ResolvedDates): NonNullable<QuestionPart['dates']> {
  return {
    from: isoDate(dates.from),
    to: isoDate(dates.to),
    label: dates.label,
    matchedText: dates.matchedText,
    range: dates.range,
  };
}

/** Weekday and month words of the resolved dates: they help fetch chunks about the asked day. */
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
