/**
 * Who a price or a rule is for: the asker ("how much for me to eat lunch with my kid" → adult) and a
 * table row by its label ("Adult lunch (guests) — Charge: $5.50" → adult, "Student breakfast /
 * lunch — …" → student). Patterns in vocabulary AUDIENCES; the scoring weighs a row for the other
 * audience down (OTHER_AUDIENCE_FACTOR).
 */
import { AUDIENCES } from '../vocabulary/vocabulary.topics.js';

export type Audience = keyof typeof AUDIENCES;

/** The audience a row for the other one is for. */
export const otherAudience = (a: Audience): Audience => (a === 'adult' ? 'student' : 'adult');

/** Who a question asks for ("how much for me to eat lunch" → adult), or null (unsaid or both). */
export function audienceAsked(question: string): Audience | null {
  const adult = AUDIENCES.adult.question.test(question);
  const student = AUDIENCES.student.question.test(question);
  return adult === student ? null : adult ? 'adult' : 'student';
}

/** Who a table row is for by its label ("Adult lunch (guests) — …" → adult), or null. */
export function rowAudience(text: string): Audience | null {
  const cut = text.indexOf(' — ');
  if (cut < 0) return null;
  const label = text.slice(0, cut);
  const adult = AUDIENCES.adult.label.test(label);
  const student = AUDIENCES.student.label.test(label);
  return adult === student ? null : adult ? 'adult' : 'student';
}
