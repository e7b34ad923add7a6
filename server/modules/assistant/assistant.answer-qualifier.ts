/**
 * The passage answerer's retries with a qualifier of the question made soft, when the documents
 * state a rule more generally than the parent asks: "is there math tutoring" answered by the offer
 * for every subject, "allergy meds" by the rule for any medication, "on a normal day" by the one
 * schedule. Split from assistant.answer-passage.ts (past 300 lines); `qualifierRetries` lists them
 * in the order the passage answerer tries them.
 */
import type { QuestionPart } from './assistant.pipeline.types.js';
import type { SentenceCandidate, WeightedConcept } from './assistant.scoring.js';
import { SCHOOL_SUBJECTS, SUBJECT_HELP_OFFERS } from '../vocabulary/vocabulary.topics.js';
import { EXCLUDED_WEEKDAY, ORDINARY_DAY } from '../vocabulary/vocabulary.day-status.js';

/** A school subject named in a sentence (vocabulary SCHOOL_SUBJECTS). */
export const NAMES_SUBJECT = new RegExp(`\\b(?:${SCHOOL_SUBJECTS.words.join('|')})\\b`, 'i');

/**
 * The part's concepts with its school subjects made soft ("math" in "is there math tutoring for my
 * 8th grader"), or null unless the part asks about an academic-help offer (vocabulary
 * SUBJECT_HELP_OFFERS) or when it asks for a person (the general offer does not name the math tutor).
 * The caller answers from sentences naming no subject (vocabulary SCHOOL_SUBJECTS).
 */
export function subjectAsQualifier(
  concepts: WeightedConcept[],
  part: QuestionPart,
): WeightedConcept[] | null {
  if (part.slots.includes('who')) return null;
  const isSubject = (c: WeightedConcept) => !c.soft && SCHOOL_SUBJECTS.words.includes(c.word);
  const offered = concepts.some((c) => !c.soft && SUBJECT_HELP_OFFERS.words.includes(c.word));
  if (!offered || !concepts.some(isSubject)) return null;
  return concepts.map((c) => (isSubject(c) ? { ...c, soft: true, head: false } : c));
}

/**
 * The part's concepts with a qualifier made soft ("allergy" in "allergy meds") when a candidate
 * states its rule for any of the qualified thing ("Any medication, including over-the-counter,
 * requires …", "All visitors …"), and those candidates (`forAny`: the retry answers only from them),
 * or null. The qualifier is a hard concept right before the thing's word in the part's tokens, and
 * the thing's word ends the noun phrase.
 */
export function qualifierOfAny(
  tokens: string[],
  concepts: WeightedConcept[],
  candidates: SentenceCandidate[],
): { concepts: WeightedConcept[]; forAny: SentenceCandidate[] } | null {
  const asked = (word: string | undefined) =>
    concepts.find((c) => c.word === word && !c.soft && !c.background);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const qualifier = asked(tokens[i]);
    const thing = asked(tokens[i + 1]);
    // "hiring bus drivers": "bus" qualifies "drivers" in turn, so the thing asked is the bus
    // drivers, and a rule for all buses says nothing of them (Willow Creek dev: answered "is the
    // district hiring bus drivers" with the bus barn's phone lines).
    if (!qualifier || !thing || qualifier === thing || asked(tokens[i + 2])) continue;
    const stems = thing.alternatives.flat().filter((l) => /^[a-z]{3,}$/.test(l));
    if (stems.length === 0) continue;
    const forAny = new RegExp(`\\b(?:any|all|every)\\s+(?:${stems.join('|')})`, 'i');
    const rules = candidates.filter((c) => forAny.test(c.text));
    if (rules.length > 0)
      return {
        concepts: concepts.map((c) => (c === qualifier ? { ...c, soft: true, head: false } : c)),
        forAny: rules,
      };
  }
  return null;
}

/**
 * "what time does school let out on a normal day" (ORDINARY_DAY), asked again without the word:
 * where the schedule names no kind of day, the ordinary day is every day of its one schedule. A
 * dated sentence ("Friday, March 13 is an early dismissal day") is no ordinary day, and on "… thats
 * not a wednesday" (EXCLUDED_WEEKDAY) neither the weekday nor a sentence about it ("Every Wednesday
 * is an early release day") is asked; one setting it aside too ("… except on Wednesdays") is.
 * Null when the part names no ordinary day or nothing else is asked.
 */
export function ordinaryDayRetry(
  normalized: string,
  concepts: WeightedConcept[],
  candidates: SentenceCandidate[],
): { concepts: WeightedConcept[]; candidates: SentenceCandidate[] } | null {
  const ordinary = ORDINARY_DAY.exec(normalized)?.[1];
  if (!ordinary || !concepts.some((c) => c.word === ordinary)) return null;
  const excluded = EXCLUDED_WEEKDAY.exec(normalized)?.[1];
  const rest = concepts.filter((c) => c.word !== ordinary && !(excluded && c.word.startsWith(excluded)));
  if (!rest.some((c) => !c.soft)) return null;
  const namesExcluded = excluded
    ? new RegExp(`(?<!\\b(?:except|not|other than)\\s(?:on\\s)?)\\b${excluded}days?\\b`, 'i')
    : null;
  return {
    concepts: rest,
    candidates: candidates.filter((c) => !c.otherDay && !namesExcluded?.test(c.text)),
  };
}

/** One retry of the passage answerer: the concepts and candidates to select from again. */
export interface QualifierRetry {
  concepts: WeightedConcept[];
  candidates: SentenceCandidate[];
  /** The retry only counts when it picks one of these (the "for any X" rule itself). */
  mustPick?: SentenceCandidate[];
}

/**
 * The passage answerer's retries, in order, computed only as far as they are read: "is there math
 * tutoring" (the offer for every subject, from sentences naming no subject), "kid needs allergy
 * meds" (the rule for any medication, which must be what is picked: "is the district hiring bus
 * drivers" is not answered by "all buses"; Willow Creek dev), "on a normal day" (ordinaryDayRetry).
 */
export function* qualifierRetries(
  part: QuestionPart,
  concepts: WeightedConcept[],
  candidates: SentenceCandidate[],
): Generator<QualifierRetry> {
  const subject = subjectAsQualifier(concepts, part);
  if (subject) yield { concepts: subject, candidates: candidates.filter((c) => !NAMES_SUBJECT.test(c.text)) };
  const any = qualifierOfAny(part.tokens, concepts, candidates);
  if (any) yield { concepts: any.concepts, candidates, mustPick: any.forAny };
  const ordinary = ordinaryDayRetry(part.normalized, concepts, candidates);
  if (ordinary) yield ordinary;
}
