/**
 * How each word of a question part is used, beyond its weight: the thing "is there a … ?" asks
 * about (`Concept.head`), and the words that only refine the ask (soft): a word repeated inside a
 * folded compound, a verb before its object ("eat lunch"), and the parent's belief in a "still"
 * question (the part of the day, the street's name, the day: `believesDay`), which a newer notice
 * may contradict. Split from assistant.understand.ts (past 300 lines) unchanged.
 */
import { FOLDED_COMPOUNDS } from '../vocabulary/vocabulary.parent-talk.js';
import { STREET_SUFFIXES } from '../vocabulary/vocabulary.shorthand.js';
import { PARTS_OF_DAY } from '../vocabulary/vocabulary.story.js';
import { OBJECT_DETERMINERS, OBJECT_VERBS, PARENT_DOERS } from '../vocabulary/vocabulary.topics.js';
import {
  isSearchStopWord,
  isTopicStopWord,
  normalizeQuestion,
  type Concept,
  type Normalized,
} from './assistant.text.js';
import { escapeRegExp } from '../../shared/regexp.js';

const DAY_PARTS: ReadonlySet<string> = new Set(PARTS_OF_DAY.words);
/** The street types an address abbreviation stands for ("street", "avenue"). */
const STREET_TYPES: ReadonlySet<string> = new Set(Object.values(STREET_SUFFIXES));
const VERBS_OF_OBJECT: ReadonlySet<string> = new Set(OBJECT_VERBS.words);
const DETERMINERS: ReadonlySet<string> = new Set(OBJECT_DETERMINERS.words);
const PARENTS: ReadonlySet<string> = new Set(PARENT_DOERS.words);

/** Mark the head and the soft words of `concepts` (mutated), read from the part's `text` and `norm`. */
export function markConceptRoles({
  text,
  norm,
  concepts,
}: {
  text: string;
  norm: Normalized;
  concepts: Concept[];
}): void {
  if (IS_THERE.test(norm.text)) markAskedHead(normalizeQuestion(text.split('?')[0]!).text, concepts);
  const compounds = concepts.filter((c) => FOLDED_COMPOUNDS.has(c.word));
  // "his hoodie w the hood up": a word that begins another the parent said, and that the other's
  // thesaurus entry lists, is the same thing said twice.
  for (const concept of concepts)
    if (
      compounds.some((d) => d !== concept && concept.word.length >= 3 && d.word.includes(concept.word)) ||
      concepts.some(
        (d) => d !== concept && d.word.startsWith(concept.word) && d.alternatives.includes(concept.word),
      )
    )
      concept.soft = true;
  // "what time do 7th graders eat lunch", "can he play football": the object is the topic.
  for (const word of verbsBeforeTheirObject(norm.tokens, concepts)) {
    const verb = concepts.find((c) => c.word === word);
    if (verb) verb.soft = true;
  }
  if (!/\bstill\b/.test(norm.text)) return;
  // "is it still tues and thurs mornings?": the part of the day is the parent's belief, which a newer
  // notice may contradict; the program asked about is the topic. "is pickup still on olive st": the
  // street's name is the belief too; that it is a street stays asked, so the answer must name the
  // street it is on now (Arroyo Vista dev: declined → the handbook's "…pick-up zone is on Baseline
  // Street"; dev 760 → 761, wrong and blind test unchanged).
  norm.tokens.forEach((token, i) => {
    const belief = concepts.find(
      (c) => c.word === token && (DAY_PARTS.has(token) || STREET_TYPES.has(norm.tokens[i + 1] ?? '')),
    );
    if (belief) belief.soft = true;
  });
}

/**
 * "is there a parent meeting for the band trip chaperones", "does dsa have girls volleyball for 7th
 * grade" (an existence question either way): the thing asked about is the last topic
 * word of a noun phrase of one or two words ending at a preposition or the question mark ("meeting");
 * the rarer words around it only say which one. An answer must name it: "Chaperone cost: $95" is no
 * meeting (Cedar Bluff dev). A longer phrase ("is there camp winter break", a Spanish reading that
 * lost its "en") has no clear end, so no head.
 */
const IS_THERE =
  /^(?:(?:is|are)\s+there|(?:does|do)\s+(?!\w+\s+have\s+to\b)(?:\w+\s+){1,2}?(?:have|offer))\s+(?:a|an|any|some)?\s*([a-z' -]+?)(?=\s+(?:for|at|on|in|during|after|before|with|to|if|so|when|that|this|or|and|where|near|from|of)\b|\s*$)/;
function markAskedHead(normalized: string, concepts: Concept[]): void {
  const phrase = IS_THERE.exec(normalized)?.[1];
  if (!phrase) return;
  const words = phrase.split(/\s+/).reverse();
  if (words.length > 2) return;
  for (const word of words) {
    const concept = concepts.find((c) => c.word === word && !c.soft && !isTopicStopWord(c.word));
    if (concept) {
      concept.head = true;
      return;
    }
  }
}

/**
 * OBJECT_VERBS words of `tokens` directly followed (past articles and possessives) by a hard topic
 * concept of the part (no stop word: "play at recess" has none): "eat lunch" → ["eat"]; "can he play?" → [] (no object);
 * "can i eat lunch with him" → [] (the parent does it: PARENT_DOERS).
 */
function verbsBeforeTheirObject(tokens: string[], concepts: Concept[]): string[] {
  const verbs: string[] = [];
  tokens.forEach((token, i) => {
    if (!VERBS_OF_OBJECT.has(token)) return;
    // "can i eat lunch with my son": the parent's visit, whose rule names the verb.
    if (tokens.slice(Math.max(0, i - 3), i).some((w) => PARENTS.has(w))) return;
    let j = i + 1;
    while (j < tokens.length && DETERMINERS.has(tokens[j]!)) j++;
    const object = tokens[j];
    const topic = (w: string) => !isTopicStopWord(w) && !isSearchStopWord(w);
    if (object && object !== token && topic(object) && concepts.some((c) => c.word === object && !c.soft))
      verbs.push(token);
  });
  return verbs;
}

/**
 * Whether a day the part names (`matchedText`: the date resolver's words) comes right after "still":
 * "is picture day still on april 8", "is the retake still next week". That day is what the parent
 * believes, which a newer notice may have moved, so the part asks when (Maple Grove dev: the
 * newsletter's April 8 beat the notice moving it to April 15). Only a day named on its own: "still
 * the week after" is placed by the part before it (Maple Grove dev).
 */
export function believesDay(normalized: string, matchedText: readonly string[]): boolean {
  return matchedText.some(
    (t) =>
      !/^the\b/.test(t) &&
      new RegExp(`\\bstill\\s+(?:on\\s+|for\\s+)?${escapeRegExp(t)}\\b`).test(normalized),
  );
}
