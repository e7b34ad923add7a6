/**
 * Test helper: a sentence candidate as retrieval builds one (assistant.passages.ts), for tests of
 * selection, continuation and table rows that write their sentences by hand. Defaults: first
 * sentence of the first chunk of the first source, no lexemes or context, freshness 1, no date.
 */
import type { SentenceCandidate } from './assistant.scoring.js';

/** `text` as a candidate with `lexemes`, every other field from `fields` or the defaults above. */
export function sentenceCandidate(
  text: string,
  lexemes: string[] = [],
  fields: Partial<SentenceCandidate> = {},
): SentenceCandidate {
  return {
    text,
    lexemes: new Set(lexemes),
    context: new Set<string>(),
    source: 0,
    chunkRank: 0,
    position: 0,
    freshness: 1,
    mentionsDate: false,
    ...fields,
  };
}
