/**
 * Question typing: what kind of fact a question asks for (its answer slots: a phone number, a clock
 * time, a place, a procedure …) and whether a knowledge sentence holds one. The cues and value
 * patterns are data in vocabulary.answer-types.ts; this module applies them. Moved out of
 * assistant.text.ts (past 300 lines) unchanged.
 */
import {
  INSTRUCTION_SENTENCE,
  PLACE_QUESTION,
  PLACE_SENTENCE,
  PROCEDURE_QUESTION,
  FIND_OUT_QUESTION,
  PUBLISHED_SENTENCE,
  PRICE_WORD,
  QUESTION_TYPE_CUES,
  UNPRICED_AMOUNT,
  VALUE_PATTERNS,
  type ValueType,
} from '../vocabulary/vocabulary.answer-types.js';
import type { Normalized } from './assistant.text.js';

/**
 * What kind of fact the question asks for; sentences holding one are preferred (question typing).
 * Typed values (phone, email, address, money, time) are strict: see TYPED_SLOTS.
 */
export type AnswerSlot = ValueType | 'when' | 'who' | 'howto' | 'where' | 'published';

/** Slots whose value must be in the answer: without a sentence holding one, the engine declines. */
export const TYPED_SLOTS: readonly AnswerSlot[] = [
  'phone',
  'email',
  'address',
  'money',
  'time',
  'person',
  'count',
  'duration',
];

/** "who do i call / ask / talk to / reach out to": a contact question, whatever its topic names. */
const WHO_TO_CONTACT =
  /\bwho\s+(?:do|should|can|would)\s+(?:i|we)\s+(?:even\s+|just\s+|actually\s+)?(?:call|tell|notify|inform|contact|let\s+know|talk\s+to|speak\s+(?:to|with)|ask|reach|email|e-mail|text)\b/;

export function answerSlotsOf(norm: Normalized): AnswerSlot[] {
  const slots = new Set<AnswerSlot>();
  const t = norm.text;
  for (const rule of QUESTION_TYPE_CUES.rules) if (rule.pattern.test(t)) slots.add(rule.value);
  if (
    /\bwhat\s+(?:are\s+)?(?:the\s+)?(?:\w+\s+){0,2}hours\b|\bhours\s+(?:of|for)\b|\bopening\s+hours\b/.test(t)
  )
    slots.add('time');
  // "whats the last day of school", "what is the first day back": a day is asked for too.
  if (
    /\bwhen\b|\bdeadlines?\b|\bwhat\s+(?:day|date)s?\b|\bwhich\s+day\b|\bthe\s+dates?\s+(?:of|for)\b|\bwhat\s+(?:is|are)\s+the\s+(?:first|last|final|next)\s+day\b/.test(
      t,
    )
  )
    slots.add('when');
  if (slots.has('money') && UNPRICED_AMOUNT.test(t) && !PRICE_WORD.test(t)) slots.delete('money');
  if (/\bwho\b/.test(t)) slots.add('who');
  // "who do i ask about the lunch prices": whom to contact is asked; the prices are the topic.
  if (WHO_TO_CONTACT.test(t)) {
    for (const slot of ['money', 'time', 'address'] as const) slots.delete(slot);
    // "who do i talk to about yearbook orders": "Questions? E-mail yearbook@…" answers it too.
    slots.add('email');
  }
  if (PROCEDURE_QUESTION.test(t)) slots.add('howto');
  if (PLACE_QUESTION.test(t)) slots.add('where');
  // "how do i find out what time the bus comes": where the time is posted is asked, not the time.
  if (FIND_OUT_QUESTION.test(t)) {
    slots.clear();
    slots.add('published');
  }
  return [...slots];
}

const CLOCK = VALUE_PATTERNS.time;
const DAY =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}\/\d{1,2}\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:january|february|march|april|june|july|august|september|october|november|december)\b/i;
/**
 * Numbers that are no count: a clock time, a date, a year, a price or a phone number ("how many kids
 * per class" is not answered by "after 3:35 PM", "Monday, January 4, 2027" or "$22 at the Front Desk").
 */
const NOT_A_COUNT = new RegExp(
  [
    CLOCK.source,
    DAY.source,
    String.raw`\b(?:19|20)\d{2}\b`,
    String.raw`\$\s?\d[\d,]*(?:\.\d+)?`,
    VALUE_PATTERNS.phone.source,
  ].join('|'),
  'gi',
);

// Who to turn to: a named person, or the role itself ("call the nurse", "tell the front office").
const PERSON = new RegExp(
  `${VALUE_PATTERNS.person.source}|\\bthe\\s+(?:nurse|principal|office|front office|classroom teacher|teacher|coach|counselor)\\b`,
  'u',
);

/** Whether a knowledge sentence holds the kind of fact a slot asks for. */
export function fillsSlot(slot: AnswerSlot, sentence: string): boolean {
  if (slot === 'count') return VALUE_PATTERNS.count.test(sentence.replace(NOT_A_COUNT, ' '));
  if (
    slot === 'phone' ||
    slot === 'email' ||
    slot === 'address' ||
    slot === 'money' ||
    slot === 'person' ||
    slot === 'duration'
  )
    return VALUE_PATTERNS[slot].test(sentence);
  if (slot === 'time') return CLOCK.test(sentence);
  if (slot === 'who') return PERSON.test(sentence);
  if (slot === 'howto') return INSTRUCTION_SENTENCE.test(sentence);
  if (slot === 'where') return PLACE_SENTENCE.test(sentence) || VALUE_PATTERNS.address.test(sentence);
  if (slot === 'published') return PUBLISHED_SENTENCE.test(sentence);
  return CLOCK.test(sentence) || DAY.test(sentence);
}
