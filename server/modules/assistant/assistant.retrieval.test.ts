import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../db/test-database.js';
import { createLogger } from '../../shared/logger.js';
import {
  createKnowledgeSearch,
  type ChunkSearchInput,
  type KnowledgeSearch,
} from '../knowledge/knowledge.search.js';
import { seedKnowledgeFile, seedSchool } from './assistant.fixtures.js';
import { retrieve, VocabularyCache } from './assistant.retrieval.js';
import type { Concept } from './assistant.text.js';

const NOW = new Date('2026-03-12T15:00:00Z');
let database: Database;
let schoolId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  schoolId = await seedSchool(database, { name: 'Maple', timeZone: 'UTC' });
  await seedKnowledgeFile(database, {
    schoolId,
    fileName: 'handbook.txt',
    contentType: 'handbook',
    createdAt: new Date('2025-08-01T00:00:00Z'),
    chunks: [
      { heading: 'Aftercare', content: 'Kids Club aftercare runs until 6:00 pm. The fee is $15 per day.' },
      { heading: 'Contact', content: 'Maple Grove Elementary, 1200 Ridge Road, Springfield.' },
    ],
  });
  // Newer money chunks that name no aftercare: a scan for any amount, newest first, finds these.
  for (const [i, item] of ['Yearbook', 'Spirit wear', 'Field trip', 'Book fair'].entries())
    await seedKnowledgeFile(database, {
      schoolId,
      fileName: `notice-${i}.txt`,
      contentType: 'announcement',
      createdAt: new Date(NOW.getTime() - i * 86_400_000),
      chunks: [{ content: `${item} costs $${10 + i}. Order by Friday.` }],
    });
});

afterAll(async () => {
  await database.close();
});

/** The real knowledge search, recording what it is asked (dependency injection, no test branch). */
function recording(): { knowledge: KnowledgeSearch; asked: ChunkSearchInput[] } {
  const real = createKnowledgeSearch(database);
  const asked: ChunkSearchInput[] = [];
  return {
    asked,
    knowledge: {
      ...real,
      search: (input) => {
        asked.push(input);
        return real.search(input);
      },
    },
  };
}

const ask = (knowledge: KnowledgeSearch, concepts: Concept[], valueTypes: ('money' | 'address')[]) =>
  retrieve({
    knowledge,
    vocabularies: new VocabularyCache(),
    schoolId,
    now: NOW,
    concepts,
    dateTerms: [],
    question: 'how much',
    logger: createLogger({ level: 'silent' }),
    limit: 12,
    valueTypes,
  });

describe('retrieve: which chunks a part is fetched by', () => {
  it('a part leaning only on the topic before it ("aftercare: until what time and how much?") gets that topic\'s chunk', async () => {
    const { knowledge, asked } = recording();
    const leaning: Concept = { word: 'aftercare', alternatives: ['aftercare'], soft: true, inherited: true };
    const { chunks } = await ask(knowledge, [leaning], ['money']);
    expect(chunks.map((c) => c.content)).toEqual([expect.stringContaining('Kids Club aftercare')]);
    // No scan of every chunk for an amount: at 10k chunks that was the slowest question (203 ms).
    expect(asked.map((a) => a.valuePattern)).toEqual([undefined]);
  });

  it('a question made only of type words ("whats the school address") is fetched by the value', async () => {
    const { knowledge } = recording();
    const { chunks } = await ask(knowledge, [], ['address']);
    expect(chunks.map((c) => c.content)).toEqual([expect.stringContaining('1200 Ridge Road')]);
  });
});
