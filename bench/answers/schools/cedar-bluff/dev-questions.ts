/** Cedar Bluff Middle School is a test-only school: no dev split (nothing here is tuned on). */
import type { BenchQuestion } from '../../question.types.js';

export const DEV_QUESTIONS: BenchQuestion[] = [];
