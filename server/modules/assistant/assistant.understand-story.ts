/**
 * The story around a question (understand stage, docs/ARCHITECTURE.md): which of a part's concepts
 * are background (said in a statement beside the question), a reason given for the ask, an illness
 * told before "how long does she stay home", or the second choice of an either/or question. Each rule
 * marks concepts `context` (weighs less) or `soft` (ranks only); none removes a concept. Pure: no
 * database. Moved out of assistant.understand.ts (past 350 lines) unchanged.
 */
import {
  ABSENCE_CONCEPTS,
  ABSENCE_REASONS,
  ABSENCE_REPORT_VERBS,
  CAME_FROM,
  HEARD_ABOUT,
  INSTEAD_OF,
  PURPOSE_ACTIVITY,
  REASON_AT_TIME,
  REASON_CLAUSE,
  REFERS_BACK,
  SOCIAL_REASONS,
  STAY_HOME_CONCEPTS,
  VALUE_PURPOSE,
  WANTS_ACTIVITY,
} from '../vocabulary/vocabulary.story.js';
import { contextWords } from './assistant.parts.js';
import { isTopicStopWord, normalizeQuestion, type Concept } from './assistant.text.js';
import type { AnswerSlot } from './assistant.answer-types.js';

const REASONS: ReadonlySet<string> = new Set(ABSENCE_REASONS.words);
/** Reasons a "for …" phrase gives for the ask: an illness or appointment, or a social one. */
const ASK_REASONS: ReadonlySet<string> = new Set([...ABSENCE_REASONS.words, ...SOCIAL_REASONS.words]);
const ABSENCE_WORDS: ReadonlySet<string> = new Set(ABSENCE_CONCEPTS.words);
const STAY_HOME_WORDS: ReadonlySet<string> = new Set(STAY_HOME_CONCEPTS.words);
const REPORT_VERBS: ReadonlySet<string> = new Set(ABSENCE_REPORT_VERBS.words);

/**
 * Mark the story's concepts of one part in place. `text` is the part as the parent wrote it,
 * `normalized` its normalized text, `slots` its answer slots.
 */
export function weighStory(input: {
  text: string;
  normalized: string;
  slots: readonly AnswerSlot[];
  concepts: Concept[];
}): void {
  const { text, normalized, slots, concepts } = input;
  const background = contextWords(text);
  // "my 8th grader wants to do track this spring, what paperwork does he need": the paperwork asked
  // is the track's; the activity frames the question (vocabulary WANTS_ACTIVITY).
  const activity = WANTS_ACTIVITY.exec(normalized)?.[1] ?? WANTS_ACTIVITY.exec(text.toLowerCase())?.[1];
  for (const w of activity?.split(/\s+/) ?? []) background.delete(w);
  // "my daughter has lice. how long does she have to stay home": staying home is what the illness
  // asks about, no topic of its own, unless the absence is being reported ("…, which number do i
  // call", "how do i call in my son absent?? hes sick").
  const contactAsked = slots.includes('phone') || slots.includes('email') || slots.includes('who');
  const reports = contactAsked || normalized.split(/\s+/).some((w) => REPORT_VERBS.has(w));
  const illnessStory = !reports && [...background].some((w) => REASONS.has(w));
  const ownTopic = (c: Concept) =>
    !c.soft &&
    !background.has(c.word) &&
    !isTopicStopWord(c.word) &&
    !(illnessStory && STAY_HOME_WORDS.has(c.word));
  // Background only weighs less when the asking piece has a topic of its own: in "she has a fever.
  // can she come to school?" the fever is what is asked about. "whats the address of the school?
  // need it for a dentist excuse form" is whole without one: the school's address is the topic.
  // "my son wants to join chess club, is it still mondays in the same room": "it" is the chess club,
  // so the statement names what is asked about (Maple Grove dev: the concert's "music room" answered).
  if ((slots.includes('address') || concepts.some(ownTopic)) && !REFERS_BACK.test(normalized))
    for (const concept of concepts) if (background.has(concept.word)) concept.context = true;
  // "mi hija falto ayer x fiebre, a q numero llamo": reporting an absence to someone, the illness is
  // its reason, which the attendance line never names.
  if (contactAsked && concepts.some((c) => !c.soft && ABSENCE_WORDS.has(c.word)))
    for (const concept of concepts) if (REASONS.has(concept.word)) concept.soft = true;
  // "can she keep her inhaler in class or does it have to stay at the nurse": the question offers
  // two answers; the rule that settles it names one of them, so the second is no topic it must cover.
  const other = OTHER_CHOICE.exec(normalized)?.[1];
  if (other) {
    const before = new Set(normalized.slice(0, normalized.indexOf(other)).split(/\s+/));
    for (const concept of concepts)
      if (!before.has(concept.word) && other.split(/\s+/).includes(concept.word)) concept.soft = true;
  }
  // "can he keep advil in his backpack for his headaches", "pick him up early for an orthodontist
  // appointment": a reason given with "for"/"because" explains the ask; the documents state the rule
  // for medicine or early pick-up, never the child's ailment. Only when something else is asked.
  // "whats the school address, need it for the car": what the value is for is no topic ("car"
  // would need the car line's sentences; Ridgeview: the address declined for "need it for my uber").
  if (slots.some((slot) => VALUE_SLOTS.has(slot))) {
    const purpose = VALUE_PURPOSE.exec(normalized);
    soften(concepts, purpose?.[1] ?? purpose?.[2] ?? '');
  }
  // "my mother will be picking up my son today instead of him riding the bus home": what the child
  // would otherwise do is no topic (Maple Grove dev: "riding", "bus" and "home" declined the
  // someone-else-picks-up rule). Only when something else is asked.
  const instead = INSTEAD_OF.exec(normalized)?.[1];
  if (instead) {
    const words = new Set(instead.split(/\s+/));
    if (concepts.some((c) => !c.soft && !words.has(c.word) && !isTopicStopWord(c.word)))
      soften(concepts, instead);
  }
  soften(concepts, HEARD_ABOUT.exec(normalized)?.[0] ?? '');
  // "we just moved from houston and need to send his records over, who handles that": the move is
  // why the parent asks; the records are what is asked. Only when something else is asked.
  const origin = CAME_FROM.exec(normalized)?.[0];
  if (origin) {
    const words = new Set(origin.split(/\s+/));
    if (concepts.some((c) => !c.soft && !words.has(c.word) && !isTopicStopWord(c.word)))
      soften(concepts, origin);
  }
  const reasons = reasonWords(normalized);
  // "do they practice fridays too since there is no school": the premise's words only rank.
  const premise = REASON_CLAUSE.exec(text.toLowerCase())?.[0];
  for (const w of premise ? normalizeQuestion(premise).tokens : []) reasons.add(w);
  for (const w of PURPOSE_ACTIVITY.exec(normalized)?.[0].split(/\s+/) ?? []) reasons.add(w);
  if (concepts.some((c) => !c.soft && !reasons.has(c.word) && !isTopicStopWord(c.word)))
    for (const concept of concepts) if (reasons.has(concept.word)) concept.soft = true;
}

/** Mark the concepts named by `phrase`'s words soft (they rank, never decide coverage). In place. */
function soften(concepts: Concept[], phrase: string): void {
  const words = new Set(phrase.split(/\s+/).filter(Boolean));
  for (const concept of concepts) if (words.has(concept.word)) concept.soft = true;
}

/** Slots whose value is a thing to use (to dial, to write, to drive to): VALUE_PURPOSE applies. */
const VALUE_SLOTS: ReadonlySet<AnswerSlot> = new Set<AnswerSlot>(['address', 'phone', 'email']);

/** The second choice of a yes/no question ("… or does it have to stay at the nurse"). */
const OTHER_CHOICE =
  /\b(?:can|could|is|are|do|does|will|should|may)\s+(?:she|he|they|i|we|you|it|my|our|the)\b.*?\bor\s+(?:does|do|should|must)\s+(?:it|she|he|they|i|we|you)\s+(.+)$/;

/**
 * "for his headaches", "for an orthodontist appointment", "for the dentist", "bc she has strep",
 * "on his birthday",
 * "ortho appt at 4:15" (REASON_AT_TIME): the reason's words. Only with a determiner or "because": "the rule for lice" asks about lice.
 */
const REASON_PHRASE =
  /\b(?:(?:for|with)\s+(?:a|an|his|her|their|my|the)|(?:because|bc|cuz|since)(?:\s+(?:he|she|they|i|it|his|her|my|their|a|an))?)\s+(?:(?:has|had|have|got|is|was|a|an|the)\s+){0,2}((?:[a-z]+\s+)?[a-z]+)/g;

/** "on his birthday": an occasion (matched apart: "with my son on his birthday" overlaps). */
const REASON_ON = /\bon\s+(?:his|her|their|my)\s+((?:[a-z]+\s+)?[a-z]+)/g;

function reasonWords(text: string): Set<string> {
  const out = new Set<string>();
  const phrases = [
    ...text.matchAll(REASON_PHRASE),
    ...text.matchAll(REASON_ON),
    ...text.matchAll(REASON_AT_TIME),
  ];
  for (const m of phrases) {
    const words = m[1]!.split(/\s+/);
    if (words.some((w) => ASK_REASONS.has(w) || ASK_REASONS.has(w.replace(/s$/, ''))))
      for (const w of words) out.add(w);
  }
  return out;
}
