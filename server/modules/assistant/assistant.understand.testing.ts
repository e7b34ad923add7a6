/**
 * Test helpers for the understanding stage: a message read at a fixed instant in New York, and a
 * part's asked topic words. Used by assistant.understand.test.ts and assistant.parts.test.ts.
 */
import { understand } from './assistant.understand.js';
import type { Understanding } from './assistant.pipeline.types.js';

/** Tuesday, November 24, 2026, 10:00 in New York. */
export const NOW = new Date('2026-11-24T15:00:00Z');

/** The understanding of `question`, asked of `schoolName` if given (throws when it is unreadable). */
export const read = (question: string, schoolName?: string): Understanding => {
  const u = understand({ question, now: NOW, timeZone: 'America/New_York', llm: false, schoolName });
  if ('unreadable' in u) throw new Error(`unreadable: ${u.unreadable}`);
  return u;
};

/** The asked (not soft) concept words of part `i`. */
export const topics = (u: Understanding, i: number): string[] =>
  u.parts[i]!.concepts.filter((c) => !c.soft).map((c) => c.word);
