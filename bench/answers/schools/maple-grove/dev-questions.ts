/**
 * Maple Grove's dev split: every question set written for it before the three-school bench (tuning
 * on them is allowed; they were partly tuned on already). Those sets predate question kinds: date
 * questions become `calendar-day`, declines `unanswerable`, expired-notice traps `expired-trap`,
 * the rest `other`.
 */
import { CALENDAR_QUESTIONS } from '../../calendar-questions.js';
import { HELDOUT3_QUESTIONS } from '../../questions-3.js';
import { HELDOUT2_QUESTIONS, HELDOUT_QUESTIONS, QUESTIONS } from '../../questions.js';
import type { BenchQuestion, QuestionKind } from '../../question.types.js';

function withKind(question: BenchQuestion, fallback: QuestionKind | undefined): BenchQuestion {
  if (question.kind) return question;
  const kind = question.decline ? 'unanswerable' : (fallback ?? (question.trap ? 'expired-trap' : undefined));
  return kind ? { ...question, kind } : question;
}

export const DEV_QUESTIONS: BenchQuestion[] = [
  ...[...QUESTIONS, ...HELDOUT_QUESTIONS, ...HELDOUT2_QUESTIONS, ...HELDOUT3_QUESTIONS].map((q) =>
    withKind(q, undefined),
  ),
  ...CALENDAR_QUESTIONS.map((q) => withKind(q, 'calendar-day')),
];
