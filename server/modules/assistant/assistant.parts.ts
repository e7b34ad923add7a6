/**
 * Understand, the message side: where a parent's message splits into the questions it asks
 * (`splitParts`), which of its words are only the story told beside the question (`contextWords`),
 * and which name the school itself (`namedSchoolWords`). Pure: no database.
 * assistant.understand.ts reads each part.
 */
import { lightStem } from './assistant.concepts.js';
import { MONTHS, WEEKDAYS } from './assistant.dates.js';
import { normalizeQuestion } from './assistant.text.js';
import { MAX_PARTS } from './assistant.tuning.js';
import { SCHOOL_KIND_WORDS } from '../vocabulary/vocabulary.story.js';

/** Words a question (or a follow-up like "and the charger") starts with. */
const QUESTION_START =
  '(?:what|whats|when|whens|where|wheres|who|whos|how|hows|howmuch|howto|is|are|do|does|did|can|will|which|and|also|plus|what about|how about|(?:until|till) (?:what|when))\\b';
export const STARTS_QUESTION = new RegExp(`^${QUESTION_START}`);

/**
 * A question of its own without a question word: a short noun phrase ending in "?" ("how much is
 * lunch? wifi password?", the English reading of "¿… y la contraseña del wifi?"). Not a story ("hes
 * sick?") nor a one-word echo ("friday?"), which stay with the question before.
 */
const DAY_OR_MONTH = [...WEEKDAYS, ...MONTHS, ...MONTHS.map((m) => m.slice(0, 3)), 'sept'].join('|');
const NOUN_QUESTION = `(?!(?:my|our|i|im|we|he|hes|she|shes|they|it|its|that|this|on|at|in|or|for|${DAY_OR_MONTH})\\b|the\\s+\\d)[a-z][\\w'-]*(?:\\s+[\\w'-]+){1,3}\\s*\\?`;

/**
 * After a question, a story that leads to a question of its own: "who is the principal? we have a
 * family wedding in may and the kids would miss 3 days, how far ahead do i have to ask".
 */
const STORY_THEN_QUESTION = '[^?]*,\\s*(?:how|what|whats|when|where|who|which|can|could|do|does|is|are)\\b';

/**
 * After a question, a condition that asks again: "is there school this wed and fri? if wed is school
 * what time does my 2nd grader get out" (Ridgeview dev: read as one part, Friday went unanswered);
 * "…? if not, can he ride the bus". Not "…? if so, i will drop him off" (a statement).
 */
const CONDITION_THEN_QUESTION =
  '(?:if|when)\\s[^?]*?(?:\\b(?:what|whats|when|where|who|how|which)\\b|,\\s*(?:can|could|do|does|is|are|will|should)\\s+(?:i|we|he|she|they|it|my|there)\\b)';

/**
 * "…and the kids would miss 3 days": after "and the", a subject and its verb go on with the story, not
 * a second thing asked ("lunch price and the wifi password"): a noun (one or two words) and a verb or
 * modal after it ("and the screen is smashed").
 */
const CLAUSE_AFTER_ARTICLE =
  "(?:[\\w'-]+\\s+){1,2}(?:would|will|wont|are|is|were|was|have|has|had|can|cant|could|should|need|needs|get|gets|got|go|goes|said|says|told|keeps?)\\b";

/**
 * Where a message splits into parts: after "?" when a question follows (not "we live 3 miles away"
 * or "hes sick", which are context for the question before), or before "and"/"also"/"&" + a
 * question word, or before "and the/a/an" + a noun phrase ("lunch price and the wifi password": two
 * things asked, each answered or named as not covered). "drop off and pick up times" stays whole.
 */
const PART_BREAK = new RegExp(
  `\\?+\\s+(?=${QUESTION_START}|${NOUN_QUESTION}|${STORY_THEN_QUESTION}|${CONDITION_THEN_QUESTION})|[,;]?\\s+(?:and|also|&|plus)\\s+(?=(?:what|whats|when|whens|where|who|whos|how|is|are|do|does|did|can|will|which)\\b|(?:the|a|an)\\s(?!${CLAUSE_AFTER_ARTICLE}))`,
  'i',
);

/**
 * A yes/no question after a comma, in a message that opens with a question ("what day is the
 * carnival, is it a school day"): a second question. "if its raining, is there recess" stays whole
 * (it does not open with a question word).
 */
const COMMA_QUESTION = /,\s+(?=(?:is|are|do|does|will)\s+(?:it|there|that|they|he|she|school|the\s+kids)\b)/i;

/**
 * What a parent may say before the story starts ("ugh my son dropped his chromebook…", "hi, my
 * daughter…"): sighs and greetings, each with its comma or stop.
 */
const GREETING =
  '(?:ugh|oh|omg|hi|hello|hey|ok|okay|so|well|um|hmm|sorry|thanks|thank\\s+you|good\\s+(?:morning|afternoon|evening))[,.!]*';
const GREETINGS = `(?:${GREETING}\\s+)+`;

/**
 * What a piece names before its first comma: "a 5th grader, what time is each one performing" goes
 * on naming the children of the story before it (Arroyo Vista fresh: "a 5th grader" was read as a
 * question of its own, and the holiday show declined); the question after the comma is the message's.
 */
function namedPart(piece: string): string {
  return piece.split(',')[0]!;
}

/** A piece that only greets ("Hello. When is picture day?"): no question of its own. */
const ONLY_GREETING = new RegExp(`^(?:${GREETING}\\s*)+$`, 'i');

/** A piece of a message opening with the one it is about ("my son…", "she…", "we…"): a story. */
const STORY_OPENERS = "my|our|i|im|i'm|we|were|we're|he|hes|he's|she|shes|she's|they|theyre|they're";
export const STORY_START = new RegExp(`^(?:${GREETINGS})?(?:${STORY_OPENERS})\\s`, 'i');

/** A comma before a question word: where a story opening a message gives way to its question. */
const COMMA_ASKS =
  /,\s+(?=(?:(?:until|till|by|at|from)\s+)?(?:what|whats|when|whens|where|wheres|who|whos|how|hows|which|why)\b|(?:can|could|is|are|do|does|will|should)\s+(?:i|we|he|she|they|it|my|our|there)\b)/i;

/**
 * A participle with its object or place opening a piece ("…, putting it in my gps for the concert",
 * "…, driving in from houston"): why or how the parent asks, unless the piece asks something itself.
 * Nouns in -ing ("…, morning or evening") and "bring" are no such participle.
 */
const STORY_PARTICIPLE =
  '(?!(?:morning|evening|during|spring|nothing|something|anything|everything|building|meeting|wedding|bring|thing)\\b)[a-z]{2,}ing\\s+(?:it|them|him|her|my|our|the|a|an|to|from|for|in|on|at|up|out|back|with|this|that)\\b(?![^?]*\\b(?:what|whats|when|where|who|how|which|why)\\b)';

/** A comma before a piece that opens with whom it is about: the story told after a question. */
const COMMA_STORY = new RegExp(
  `,\\s+(?=(?:${STORY_OPENERS}|ordering|trying|planning|hoping|wanting|looking|booking)\\s|${STORY_PARTICIPLE})`,
  'i',
);

/** A question mark or question word anywhere in a piece ("my 4th grader gets out when wed"). */
const ASKS_ANYWHERE = /\?|\b(?:what|whats|when|whens|where|wheres|who|whos|how|hows|which|why)\b/i;

/** A leading connective of a later part ("and whats her name" → "whats her name"). */
const LEADING_CONNECTIVE = /^(?:and|also|plus|&)\s+/i;

/**
 * "what time do the buses leave. also we were going skiing presidents day weekend, do they have that
 * monday off?": a question closed with a full stop instead of "?" ends there when what follows asks
 * something of its own (Cedar Bluff dev: the two were read as one part and both declined).
 */
function splitAfterAskedSentence(piece: string): string[] {
  const stop = /\.\s+(?=\S)/g;
  let match: RegExpExecArray | null;
  while ((match = stop.exec(piece))) {
    const before = piece.slice(0, match.index).trim();
    const after = piece.slice(match.index + match[0].length);
    if (STARTS_QUESTION.test(before.toLowerCase()) && ASKS_ANYWHERE.test(after))
      return [before, ...splitAfterAskedSentence(after)];
  }
  return [piece];
}

/** A sentence after the first opens with a question word ("we are driving. is there school…"). */
function asksInASentence(piece: string): boolean {
  return piece
    .split(/[.!]\s+/)
    .slice(1)
    .some((sentence) => STARTS_QUESTION.test(sentence.trim().toLowerCase()));
}

/**
 * The piece's last sentence (after its last "?", "." or "!", or a dash between clauses: "the holiday
 * show next thurs - i got a 1st grader") tells the parent's story.
 */
function endsInStory(piece: string): boolean {
  const last = piece
    .split(/[?.!]\s+|\s[-–—]\s/)
    .at(-1)!
    .trim();
  return last !== piece.trim() && STORY_START.test(last);
}

/** Split a message into the questions it asks (at most MAX_PARTS; the rest stays in the last). */
export function splitParts(question: string): string[] {
  const pieces = question
    .split(PART_BREAK)
    .flatMap(splitAfterAskedSentence)
    .flatMap((p) => (STARTS_QUESTION.test(p.trim().toLowerCase()) ? p.split(COMMA_QUESTION) : [p]))
    .map((p) => p.trim().replace(LEADING_CONNECTIVE, ''))
    .filter((p) => /[\p{L}\p{N}]/u.test(p) && !ONLY_GREETING.test(p));
  // "…going and when?": a one-word follow-up is part of the question before it, not a question.
  for (let i = pieces.length - 1; i > 0; i--)
    if (pieces[i]!.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length < 2) {
      pieces[i - 1] = `${pieces[i - 1]} and ${pieces[i]}`;
      pieces.splice(i, 1);
    }
  // "when and where is course selection night": a lone question word opens the question after it.
  // "…next tuesday? what time, and can i bring my 2 yr old": after a comma it asks on its own.
  for (let i = pieces.length - 2; i >= 0; i--)
    if (
      /^(?:when|where|what time|who|how much|what day)$/i.test(pieces[i]!) &&
      new RegExp(`\\b${pieces[i]}\\s+(?:and|&)\\s`, 'i').test(question)
    ) {
      pieces[i] = `${pieces[i]} and ${pieces[i + 1]}`;
      pieces.splice(i + 1, 1);
    }
  // "my 6th grader has a fever and is staying home, where do i report it": a piece that tells the
  // parent's story (it opens with who it is about and asks nothing) is background of the question
  // after it, not a question of its own (Ridgeview dev: "has a fever" got the illness rule alone).
  // "we are driving to my in laws. is there school this wed and fri": a sentence of it that asks
  // makes it a question.
  for (let i = pieces.length - 2; i >= 0; i--)
    if (STORY_START.test(pieces[i]!) && !ASKS_ANYWHERE.test(pieces[i]!) && !asksInASentence(pieces[i]!)) {
      pieces[i] = `${pieces[i]} and ${pieces[i + 1]}`;
      pieces.splice(i + 1, 1);
    }
  // "is next wednesday early release too? i have a kinder and a 6th grader": after a closing story
  // ("i have a kinder"), "and a …" goes on naming who it is about, not a second thing asked (Desert
  // Sky dev: "a 6th grader" was answered as a question of its own).
  for (let i = pieces.length - 1; i > 0; i--)
    if (
      /^(?:a|an|the)\s/i.test(pieces[i]!) &&
      !ASKS_ANYWHERE.test(namedPart(pieces[i]!)) &&
      !asksInASentence(pieces[i]!) &&
      endsInStory(pieces[i - 1]!)
    ) {
      pieces[i - 1] = `${pieces[i - 1]} and ${pieces[i]}`;
      pieces.splice(i, 1);
    }
  if (pieces.length <= 1) return [question.trim()];
  const head = pieces.slice(0, MAX_PARTS - 1);
  const rest = pieces.slice(MAX_PARTS - 1).join(' and ');
  return rest ? [...head, rest] : head;
}

/**
 * Words said only in statements beside the question: "hes sick" after "how do i call in my son
 * absent??", "we live like 3 miles away" after "is there a bus?", "i need to drop off a form before
 * work" run on after "what time does the front office open", "…, need to call about my sons ride
 * home" after a comma. A message is cut at sentence ends and before "i/we need (want, have, got …) to" (not "what do i need to", "how do we have to") and
 * before a purpose clause ("…is there a night one so i can go after work": the late-work rule
 * answered "work"; Ridgeview dev 846: 675 → 676, wrong 60 → 59);
 * when one piece asks (a question word first, or a question mark) the others are background. Empty
 * for a message of one sentence, or with no asking piece.
 */
export function contextWords(text: string): Set<string> {
  const pieces = text
    .split(
      /(?<=[?.!])\s+|,\s+(?=(?:need|needs|have|got|gotta|trying|want|wanted)\s+to\b)|\s+(?=(?:i|we)\s+(?:need|want|have|got|am\s+trying|was\s+thinking)\s+to\b)(?<!\b(?:do|does|did|should|can|could|would|will|if|when|where|what|how|so|and|that)\s+)|\s+(?=so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|will|know|dont|don't|wont|won't)\b)/i,
    )
    // "my 6th grader has a fever and is staying home, where do i report it": the story before "and"
    // asks nothing (a piece opening with whom it is about, with no question word).
    .flatMap((p) => p.split(PART_BREAK))
    // "my son woke up w pink eye, which number do i call": the story before the comma asks nothing.
    .flatMap((p) => (STORY_START.test(p.trim()) ? p.split(COMMA_ASKS) : [p]))
    // "where do i drop off his science fair project, we made a giant volcano": nor the one after it.
    .flatMap((p) => (ASKS_ANYWHERE.test(p) ? p.split(COMMA_STORY) : [p]))
    .filter((p) => /[\p{L}]/u.test(p))
    .map((raw) => {
      const norm = normalizeQuestion(raw);
      const story = STORY_START.test(raw.trim()) && !ASKS_ANYWHERE.test(raw);
      // "…? dont want to schedule her ortho appt that day": a negated auxiliary opens a statement
      // (Cedar Bluff dev: read as a question, its words had to be in the answer).
      const statement = /^(?:do|does|did|is|are|can|will|was|were)\s+not\b/.test(norm.text);
      return {
        tokens: norm.tokens,
        asks: !story && (/\?\s*$/.test(raw) || (!statement && STARTS_QUESTION.test(norm.text))),
      };
    });
  if (pieces.length < 2 || !pieces.some((p) => p.asks)) return new Set();
  // By stem: "i got called in" beside "can i just call the front desk" is the asked word again.
  const asked = new Set(pieces.filter((p) => p.asks).flatMap((p) => p.tokens.map(lightStem)));
  return new Set(
    pieces
      .filter((p) => !p.asks)
      .flatMap((p) => p.tokens)
      .filter((w) => !asked.has(lightStem(w))),
  );
}

const SCHOOL_KIND: ReadonlySet<string> = new Set(SCHOOL_KIND_WORDS.words);

/**
 * The words of the school's own name as `text` says it after "at/for/of/from/in/about/to" ("the
 * main number for maple grove"): its distinctive words (not SCHOOL_KIND), all of them, in order.
 * Only after such a word: a school named "Break School" is not named by "when is spring break".
 * Its initials, three letters or more, anywhere ("who handles that at kphs"), name it too.
 */
export function namedSchoolWords(text: string, schoolName: string | undefined): Set<string> {
  if (!schoolName) return new Set();
  const distinctive = normalizeQuestion(schoolName).tokens.filter((w) => !SCHOOL_KIND.has(w));
  if (distinctive.length === 0) return new Set();
  const said = new RegExp(`\\b(?:at|for|of|from|in|about|to)\\s+(?:the\\s+)?${distinctive.join('\\s+')}\\b`);
  const named = said.test(text) ? new Set(distinctive) : new Set<string>();
  // "who handles that at kphs": the school's initials (Kestrel Point High School) name it too.
  const initials = normalizeQuestion(schoolName)
    .tokens.map((w) => w[0])
    .join('');
  if (initials.length >= 3 && new RegExp(`\\b${initials}\\b`).test(text)) named.add(initials);
  return named;
}
