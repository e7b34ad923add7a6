/**
 * The contact row a follow-up asking whom to call is answered with, when the answer it leans on
 * names the office ("…apply through VGUSD Transportation" → "VGUSD Transportation — Contact: (909)
 * 555-2400; …"). Split from assistant.answer-passage.ts (its first step for a follow-up).
 */
import { composeExtractive } from './assistant.compose.js';
import type { PassageRetrieval } from './assistant.passages.js';
import type { Candidate, QuestionPart } from './assistant.pipeline.types.js';
import type { SentenceCandidate } from './assistant.scoring.js';
import { fillsSlot } from './assistant.answer-types.js';
import { CONTACT_LABEL_MIN_CHARS } from './assistant.tuning.js';

/** A line of the documents is a stated fact, as a passage answer is. */
const LINE_CONFIDENCE = 1;

/**
 * "is there a bus and who do i call to sign him up": the antecedent's answer names who handles it
 * ("…apply through VGUSD Transportation"), and a contact row of the documents is that office's
 * ("VGUSD Transportation — Contact: (909) 555-2400; …"): that row answers a follow-up asking for a
 * phone or e-mail (Arroyo Vista dev: the follow-up was declined). Null when no row's label (at least
 * CONTACT_LABEL_MIN_CHARS long) is named in the antecedent's answer.
 */
export function contactNamedBefore(
  part: QuestionPart,
  passages: PassageRetrieval,
  antecedentAnswer: string,
): Candidate | null {
  if (!part.typed.includes('phone') && !part.typed.includes('email')) return null;
  const said = antecedentAnswer.toLowerCase();
  const row = passages.candidates.find((c) => {
    const label = c.text.split(' — ')[0]!.trim().toLowerCase();
    return (
      c.text.includes(' — ') &&
      label.length >= CONTACT_LABEL_MIN_CHARS &&
      (fillsSlot('phone', c.text) || fillsSlot('email', c.text)) &&
      new RegExp(
        `(?<![\\p{L}\\p{N}])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'u',
      ).test(said) &&
      !said.includes(c.text.toLowerCase())
    );
  });
  return row ? lineAnswer(row, passages) : null;
}

/** One line of `passages` as the answer, with its source (a contact row, a rate's line). */
export function lineAnswer(line: SentenceCandidate, passages: PassageRetrieval): Candidate {
  const src = passages.sources[line.source]!;
  return {
    answer: composeExtractive([{ text: line.text, sourceKey: src.key, title: src.title }]),
    sources: [src.answerSource],
    confidence: LINE_CONFIDENCE,
    answerer: 'passage',
  };
}
