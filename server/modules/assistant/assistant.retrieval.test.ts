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

/** Stage 2 for one part of `school` (default: the Maple school above), through `knowledge`. */
const retrieveFor = (input: {
  concepts: Concept[];
  school?: string;
  knowledge?: KnowledgeSearch;
  question?: string;
  limit?: number;
  valueTypes?: ('money' | 'address')[];
}) =>
  retrieve({
    knowledge: input.knowledge ?? createKnowledgeSearch(database),
    vocabularies: new VocabularyCache(),
    schoolId: input.school ?? schoolId,
    now: NOW,
    concepts: input.concepts,
    dateTerms: [],
    question: input.question ?? 'how much',
    logger: createLogger({ level: 'silent' }),
    limit: input.limit ?? 12,
    valueTypes: input.valueTypes,
  });

const ask = (knowledge: KnowledgeSearch, concepts: Concept[], valueTypes: ('money' | 'address')[]) =>
  retrieveFor({ knowledge, concepts, valueTypes });

describe('retrieve: which chunks a part is fetched by', () => {
  it('a part leaning only on the topic before it ("aftercare: until what time and how much?") gets that topic\'s chunk', async () => {
    const { knowledge, asked } = recording();
    const leaning: Concept = { word: 'aftercare', alternatives: ['aftercare'], soft: true, inherited: true };
    const { chunks } = await ask(knowledge, [leaning], ['money']);
    expect(chunks.map((c) => c.content)).toEqual([expect.stringContaining('Kids Club aftercare')]);
    // No scan of every chunk for an amount: at 10k chunks that was the slowest question (203 ms).
    // Only chunks the words match are checked for one, in the same statement (valueHolding).
    expect(asked).toHaveLength(1);
    expect(asked[0]!.valuePattern).toBeUndefined();
    expect(asked[0]!.anyQuery).not.toBe('');
    expect(asked[0]!.valueHolding?.pattern).toBeTruthy();
  });

  it('a question made only of type words ("whats the school address") is fetched by the value', async () => {
    const { knowledge } = recording();
    const { chunks } = await ask(knowledge, [], ['address']);
    expect(chunks.map((c) => c.content)).toEqual([expect.stringContaining('1200 Ridge Road')]);
  });
});

describe('retrieve: the words a follow-up leans on', () => {
  it('rank its chunks too ("…early release on conference day? when does the bus leave")', async () => {
    const school = await seedSchool(database, { name: 'Willow', timeZone: 'UTC' });
    await seedKnowledgeFile(database, {
      schoolId: school,
      fileName: 'newsletter.txt',
      contentType: 'newsletter',
      createdAt: new Date('2025-08-01T00:00:00Z'),
      chunks: [{ heading: 'Spring Conferences', content: 'On conference day buses leave at 12:40.' }],
    });
    await seedKnowledgeFile(database, {
      schoolId: school,
      fileName: 'handbook.txt',
      contentType: 'handbook',
      createdAt: new Date('2025-09-01T00:00:00Z'),
      chunks: ['Route 1', 'Route 2', 'Route 3'].map((route) => ({
        heading: 'Buses',
        content: `${route} buses leave at 4:00 p.m.; riders leave the bus at their own stop and the bus leaves.`,
      })),
    });
    const leave: Concept = { word: 'leave', alternatives: ['leave'], soft: false };
    const conference: Concept = {
      word: 'conference',
      alternatives: ['conference'],
      soft: true,
      inherited: true,
    };
    const { chunks } = await retrieveFor({
      school,
      concepts: [leave, conference],
      question: 'when does the bus leave',
      limit: 1,
    });
    expect(chunks.map((c) => c.content)).toEqual(['On conference day buses leave at 12:40.']);
  });
});

describe('retrieve: a row holding the asked amount', () => {
  it('joins the candidates when pages that say the word more often outrank it ("how much is volleyball")', async () => {
    const school = await seedSchool(database, { name: 'Cedar', timeZone: 'UTC' });
    await seedKnowledgeFile(database, {
      schoolId: school,
      fileName: 'handbook.txt',
      contentType: 'handbook',
      createdAt: new Date('2025-08-01T00:00:00Z'),
      chunks: [{ heading: 'Fees', content: 'Volleyball participation fee — Charge: $35 per year.' }],
    });
    for (let i = 0; i < 5; i++)
      await seedKnowledgeFile(database, {
        schoolId: school,
        fileName: `athletics-${i}.txt`,
        contentType: 'announcement',
        createdAt: new Date(NOW.getTime() - i * 86_400_000),
        chunks: [{ content: `Volleyball tryouts are in the gym. Volleyball season ${i} starts soon.` }],
      });
    const volleyball: Concept = { word: 'volleyball', alternatives: ['volleyball'], soft: false };
    const fetch = (valueTypes: ('money' | 'address')[]) =>
      retrieveFor({
        school,
        concepts: [volleyball],
        question: 'how much is volleyball',
        limit: 3,
        valueTypes,
      });
    const plain = (await fetch([])).chunks.map((c) => c.content);
    expect(plain).not.toContainEqual(expect.stringContaining('$35'));
    const priced = (await fetch(['money'])).chunks.map((c) => c.content);
    expect(priced).toContainEqual(expect.stringContaining('Volleyball participation fee'));
  });
});
