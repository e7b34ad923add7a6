/**
 * Test helper for engine tests that seed one school with their own documents. Test-only: it
 * registers vitest hooks, so the bench keeps importing `seededSchool` from assistant.fixtures.ts.
 */
import { afterAll, beforeAll } from 'vitest';
import { seededSchool, type SeededSchool } from './assistant.fixtures.js';

/**
 * Registers, in the calling test file, a `beforeAll` that seeds `input` through `seededSchool` (a
 * fresh test database: PGlite, or PostgreSQL in vitest's "postgres" project when TEST_DATABASE_URL
 * is set) and an `afterAll` that closes it. The school exists only once `beforeAll` has run, so
 * call `ask` and `school` inside tests or later hooks; `school()` throws before then.
 */
export function useSeededSchool(input: Parameters<typeof seededSchool>[0]): {
  /** The reply a parent would read for `question`. */
  ask(question: string): Promise<string>;
  /** The seeded school (database, school id, …). */
  school(): SeededSchool;
} {
  let seeded: SeededSchool | undefined;
  beforeAll(async () => {
    seeded = await seededSchool(input);
  });
  afterAll(async () => seeded?.close());
  const school = (): SeededSchool => {
    if (!seeded) throw new Error('useSeededSchool: the school is seeded in beforeAll; use it inside a test');
    return seeded;
  };
  return { ask: (question) => school().ask(question), school };
}
