import { describe, expect, it } from 'vitest';
import type { ChunkSearchInput, KnowledgeSearch } from '../knowledge/knowledge.search.js';
import { createLogger } from '../../shared/logger.js';
import { retrieve, VocabularyCache } from './assistant.retrieval.js';
import type { Concept } from './assistant.text.js';

/**
 * A knowledge search over a fixed vocabulary that records what it is asked: lexemes are the words
 * themselves, and no chunk is returned (only the request matters here).
 */
function recordingSearch(df: Record<string, number>) {
  const asked: ChunkSearchInput[] = [];
  const words = Object.keys(df);
  const knowledge: KnowledgeSearch = {
    version: async () => 'v1',
    vocabulary: async () => ({
      total: 200,
      df: new Map(Object.entries(df)),
      byInitial: new Map(words.map((w) => [w[0]!, words.filter((v) => v[0] === w[0])])),
    }),
    search: async (input) => {
      asked.push(input);
      return [];
    },
    nearest: async () => [],
    hasEmbeddings: async () => false,
    lexemes: async (texts) => texts.map((t) => [t.toLowerCase()]),
    searchSpanish: async () => [],
  };
  return { knowledge, asked };
}

const ask = (knowledge: KnowledgeSearch, concepts: Concept[], valueTypes: ('money' | 'address')[]) =>
  retrieve({
    knowledge,
    vocabularies: new VocabularyCache(),
    schoolId: 'school-1',
    now: new Date('2026-03-12T15:00:00Z'),
    concepts,
    dateTerms: [],
    question: 'how much',
    logger: createLogger({ level: 'silent' }),
    limit: 12,
    valueTypes,
  });

describe('retrieve: what the full-text search is asked', () => {
  it('a part leaning only on the topic before it ("aftercare: until what time and how much?") is fetched by that topic', async () => {
    const { knowledge, asked } = recordingSearch({ aftercare: 3 });
    const leaning: Concept = { word: 'aftercare', alternatives: ['aftercare'], soft: true, inherited: true };
    await ask(knowledge, [leaning], ['money']);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.anyQuery).toContain("'aftercare'");
    // No scan of every chunk for an amount: at 10k chunks that was the slowest question (203 ms).
    expect(asked[0]!.valuePattern).toBeUndefined();
  });

  it('a question made only of type words ("whats the school address") is fetched by the value', async () => {
    const { knowledge, asked } = recordingSearch({ aftercare: 3 });
    await ask(knowledge, [], ['address']);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.anyQuery).toBe('');
    expect(asked[0]!.valuePattern).toBeTruthy();
  });
});
