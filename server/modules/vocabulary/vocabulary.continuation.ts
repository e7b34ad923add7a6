/**
 * Sentences that lean on the one before them in the school's text (assistant.continuation.ts reads
 * and shows them together): a pronoun or an attribute label opening the sentence, a definite subject
 * naming what the sentence before introduced, a refusal whose accepted way precedes it. Data only;
 * split from vocabulary.answer-types.ts (past 400 lines).
 */

/**
 * An object pronoun in a sentence's first words, standing for the sentence before's matter
 * ("Parent/guardian drops it off …", "Bring them to the office"): assistant.continuation.ts. Later
 * in a sentence it stands for a noun of its own ("send a note … to the Attendance Office (drop it
 * off, or e-mail …)"). Bench figure: assistant.continuation.ts. So does an attribute label opening a
 * sentence ("Rates: $165 per month · $12 per day drop-in" after "…Ridge Club starts at 1:10 PM";
 * Ridgeview dev: "how much is ridge club for the day" was declined).
 */
export const CONTINUES_BEFORE: RegExp =
  /^(?:\S+\s+){0,3}(?:\w+s|bring|send|drop|keep|take|sign|return|pick)\s+(?:it|them)\b|^(?:rates?|costs?|fees?|prices?|hours|times?|location|deadline)\s*:/i;

/**
 * "A student who receives a grade below 70 … is ineligible …. The student may still practice with
 * the team.": a sentence whose subject is a definite description of what the sentence before
 * introduced ("a/an/any/each/every … student") speaks of that one. Group 1 is the noun.
 */
export const DEFINITE_SUBJECT = /^(?:the|this|that|these|those)\s+([a-z]{4,})\b/i;

/**
 * A sentence refusing a way of doing something ("Phone calls are not accepted for pick-up changes"):
 * the sentence before it in the school's text usually gives the way that is accepted ("To add a
 * one-time adult: e-mail … before 1:00 PM"), so an answer picking the refusal shows it too
 * (assistant.continuation.ts). A terse notice line refuses the same way ("No cash, please." after
 * "Pay by check … or Venmo …"): alone it answers "can i send cash" without the way to pay.
 */
export const REFUSES_A_WAY: RegExp =
  /\b(?:are|is)\s+not\s+(?:accepted|allowed|permitted)\b|^no\s+[a-z]+(?:\s+[a-z]+)?(?:,\s*please)?\s*[.!]?$/i;
