import type { BenchQuestion } from '../../question.types.js';

/** Dev split (tuning allowed): parent-style questions over this school's documents. */
export const DEV_QUESTIONS: BenchQuestion[] = [];
