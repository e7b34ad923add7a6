import type { BenchQuestion } from '../../question.types.js';

/** Blind test split: written by a separate session from this school's documents only. */
export const TEST_QUESTIONS: BenchQuestion[] = [];
