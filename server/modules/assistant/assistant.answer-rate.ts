/**
 * The amount of a rate an answer names without its amount: "Students not picked up by 3:50 PM … go
 * to Ridge Club aftercare and are charged the drop-in rate" answers "when does he get sent to ridge
 * club" but not "and how much is that"; the program page gives it ("Rates: $165 per month · $12 per
 * day drop-in"). Ridgeview dev: the follow-up was declined, and "…do i get charged" was answered
 * with the rule alone. Pure; works on the part's retrieved sentences.
 */
import { ASKS_ABOUT_PAYING } from '../vocabulary/vocabulary.answer-types.js';
import { lineAnswer } from './assistant.answer-contact.js';
import type { PassageRetrieval } from './assistant.passages.js';
import type { Candidate, QuestionPart } from './assistant.pipeline.types.js';
import type { SentenceCandidate } from './assistant.scoring.js';
import { fillsSlot } from './assistant.answer-types.js';
import { RATE_TERM_MIN_CHARS } from './assistant.tuning.js';

/**
 * "charged the drop-in rate", "pay the late fee", "billed at the daily rate": the words naming which
 * rate (group 1). Only a named one: "the rate" alone or "a fee" names nothing to look up.
 */
const NAMED_RATE =
  /\b(?:charged|charges?|pay|pays|billed|owe)\s+(?:at\s+)?(?:the|a|an)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:rate|fee|charge|price|cost|fine)\b/iu;

/** The rate's naming words of `text` ("drop-in"), hyphens and spaces alike, or null. */
export function namedRate(text: string): string | null {
  const words = NAMED_RATE.exec(text)?.[1]?.toLowerCase();
  return words && words.length >= RATE_TERM_MIN_CHARS ? words : null;
}

function loose(words: string): RegExp {
  const escaped = words
    .split(/[\s-]+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s-]*');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * The sentence of `passages` giving the amount of the rate `said` names (it names the rate's words
 * and holds an amount), other than a sentence of `said` itself; null when `said` names no rate, or
 * gives its amount in the sentence naming it, or no sentence does.
 */
export function rateAmountFor(said: string, passages: PassageRetrieval): SentenceCandidate | null {
  const naming = said.split(/(?<=[.!?])\s+/).find((sentence) => namedRate(sentence));
  const rate = naming && namedRate(naming);
  // "…charged the late fee of $5": the rate's amount is given where it is named.
  if (!rate || fillsSlot('money', naming)) return null;
  const named = loose(rate);
  return (
    passages.candidates.find(
      (c) => named.test(c.text) && fillsSlot('money', c.text) && !said.includes(c.text) && !namedRate(c.text),
    ) ?? null
  );
}

/**
 * "…charged the drop-in rate" answered the part before; "and how much is that" (a follow-up asking
 * an amount) is answered with the line giving that rate's amount. Null otherwise.
 */
export function rateFollowUp(
  part: QuestionPart,
  passages: PassageRetrieval,
  antecedentAnswer: string,
): Candidate | null {
  if (!part.typed.includes('money')) return null;
  const line = rateAmountFor(antecedentAnswer, passages);
  return line ? lineAnswer(line, passages) : null;
}

/**
 * "what happens if i'm late, do i get charged": the line giving the amount of the rate the picked
 * sentences `shown` name without it, to show after them; null when the part asks nothing about
 * paying or the rate is not found.
 */
export function rateAsked(
  part: QuestionPart,
  shown: readonly SentenceCandidate[],
  passages: PassageRetrieval,
): SentenceCandidate | null {
  if (!ASKS_ABOUT_PAYING.test(part.normalized)) return null;
  const line = rateAmountFor(shown.map((s) => s.text).join(' '), passages);
  return line && !shown.includes(line) ? line : null;
}
