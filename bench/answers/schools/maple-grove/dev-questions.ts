/**
 * Maple Grove's dev split: every question set written for it before the three-school bench (tuning
 * on them is allowed; they were partly tuned on already).
 */
import { CALENDAR_QUESTIONS } from '../../calendar-questions.js';
import { HELDOUT3_QUESTIONS } from '../../questions-3.js';
import { HELDOUT2_QUESTIONS, HELDOUT_QUESTIONS, QUESTIONS } from '../../questions.js';
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS: BenchQuestion[] = [
  ...QUESTIONS,
  ...HELDOUT_QUESTIONS,
  ...HELDOUT2_QUESTIONS,
  ...HELDOUT3_QUESTIONS,
  ...CALENDAR_QUESTIONS,
];
