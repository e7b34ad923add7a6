/**
 * Sentences that continue the one before: "5.2 Medication. All medication (incl. over-the-counter)
 * is kept by the nurse. Parent/guardian drops it off in the original labeled container with Form
 * MED-1 …". The second names its matter only by a pronoun (vocabulary CONTINUES_BEFORE) or by a
 * definite description of what the first introduced ("A student who … . The student may still
 * practice"), so it reads the first one's words as context, and an answer picking it shows the
 * first one too.
 *
 * Bench: Ridgeview dev "my daughter needs tylenol during the day how does that work" got the discard
 * rule; with the present-tense step of INSTRUCTION_SENTENCE, dev 846: 676 → 677, wrong 59 → 58
 * (test unchanged).
 */
import { INSTRUCTION_SENTENCE } from '../vocabulary/vocabulary.answer-types.js';
import { CONTINUES_BEFORE, DEFINITE_SUBJECT, REFUSES_A_WAY } from '../vocabulary/vocabulary.continuation.js';
import type { SentenceCandidate } from './assistant.scoring.js';

/** The sentence right before `s` in its chunk, if `candidates` hold it. */
function sentenceBefore(
  candidates: SentenceCandidate[],
  s: SentenceCandidate,
): SentenceCandidate | undefined {
  return candidates.find(
    (c) => c.source === s.source && c.chunkRank === s.chunkRank && c.position === s.position - 1,
  );
}

/**
 * Mark (in place) each candidate continuing the sentence before it in the same chunk, and add that
 * sentence's lexemes to its context. `candidates` in reading order, as passages builds them.
 */
export function markContinuations(candidates: SentenceCandidate[]): void {
  for (const c of candidates) {
    const subject = DEFINITE_SUBJECT.exec(c.text)?.[1];
    if (!CONTINUES_BEFORE.test(c.text) && !subject) continue;
    const before = sentenceBefore(candidates, c);
    if (!before) continue;
    if (
      !CONTINUES_BEFORE.test(c.text) &&
      !new RegExp(`\\b(?:a|an|any|each|every)\\s+(?:\\w+\\s+)?${subject}\\b`, 'i').test(before.text)
    )
      continue;
    c.context = new Set([...c.context, ...before.lexemes]);
    c.continuesBefore = true;
  }
}

/**
 * `picked` with the sentence each continuing one stands on put before it (once), from `candidates`;
 * so too the instruction before a refusal ("Phone calls are not accepted …"), the way that is accepted.
 */
export function withAntecedents(
  picked: SentenceCandidate[],
  candidates: SentenceCandidate[],
): SentenceCandidate[] {
  const shown = picked.flatMap((s) => {
    const before =
      s.continuesBefore || REFUSES_A_WAY.test(s.text) ? sentenceBefore(candidates, s) : undefined;
    // Before a refusal, only the way that is accepted: an instruction ("To add a one-time adult:
    // e-mail …"), not the dress code's line before the treats rule.
    const stands = before && (s.continuesBefore || INSTRUCTION_SENTENCE.test(before.text));
    return stands && !picked.includes(before) ? [before, s] : [s];
  });
  return [...new Set(shown)];
}
