import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/client.js';
import { fixedClock } from '../../shared/clock.js';
import { createLogger } from '../../shared/logger.js';
import { seedKnowledgeFile, seedSchool } from './assistant.fixtures.js';
import { createEmbeddingClient } from '../ingestion/ingestion.embeddings.js';
import { createKnowledgeSearch } from '../knowledge/knowledge.search.js';
import { createAssistant } from './assistant.usecases.js';

/**
 * pgvector similarity fused with full-text search (where the extension exists: PGlite has it, the
 * local PostgreSQL 15 server does not, and there the engine must simply stay lexical). A local
 * OpenAI-compatible server answers /embeddings with a 3-d "topic" vector and /chat/completions with
 * whatever passages it was given, so the test sees what retrieval handed over.
 */
const topic = (text: string) =>
  /bike|bicycle|cycle/i.test(text) ? [1, 0, 0] : /lunch|meal/i.test(text) ? [0, 1, 0] : [0, 0, 1];
let server: Server;
let base: string;
let database: Database;
let schoolId: string;
const prompts: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = JSON.parse(raw);
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.endsWith('/embeddings')) {
        return res.end(
          JSON.stringify({
            data: (body.input as string[]).map((t, index) => ({ index, embedding: topic(t) })),
          }),
        );
      }
      const user = body.messages[1].content as string;
      prompts.push(user);
      const found = /Bike racks[^\n]*/.exec(user)?.[0];
      res.end(
        JSON.stringify({
          choices: [
            {
              message: {
                content: JSON.stringify({
                  answer: found ? `From the Parent Handbook: ${found}` : 'No.',
                  resolved: !!found,
                  category: 'Transportation',
                }),
              },
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  schoolId = await seedSchool(database, { name: 'Maple', timeZone: 'UTC' });
  await seedKnowledgeFile(database, {
    schoolId,
    fileName: 'handbook.pdf',
    title: 'Parent Handbook',
    contentType: 'handbook',
    chunks: [
      { heading: 'Cycling', content: 'Bike racks are next to the gym doors; lock your bike every day.' },
      { heading: 'Lunch', content: 'Hot lunch costs $3.50.' },
    ],
  });
  if (await createKnowledgeSearch(database).hasEmbeddings()) {
    for (const row of await database.query<{ id: string; content: string }>(
      'SELECT id, content FROM knowledge_chunks',
    )) {
      await database.query('UPDATE knowledge_chunks SET embedding = $1::vector WHERE id = $2', [
        `[${topic(row.content).join(',')}]`,
        row.id,
      ]);
    }
  }
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await database?.close();
});

describe('embeddings (pgvector + reciprocal rank fusion)', () => {
  it('hands a passage with no word in common to the model when the vector column exists', async () => {
    const fetchFn = globalThis.fetch;
    const assistant = createAssistant({
      database,
      clock: fixedClock('2026-03-12T13:00:00Z'),
      logger: createLogger({ level: 'silent' }),
      config: { LLM_BASE_URL: base, LLM_MODEL: 'm', LLM_API_KEY: undefined, LLM_TIMEOUT_MS: 2000 },
      fetch: fetchFn,
      embeddings: createEmbeddingClient({
        fetch: fetchFn,
        config: { LLM_BASE_URL: base, EMBEDDING_MODEL: 'e' },
      })!,
    });
    const r = await assistant.answerQuestion({
      schoolId,
      question: 'where can i leave my bicycle?',
      channel: 'web',
    });
    if (await createKnowledgeSearch(database).hasEmbeddings()) {
      expect(r.resolved).toBe(true);
      expect(r.answer).toContain('Bike racks are next to the gym doors');
    } else {
      // Without pgvector: lexical only, nothing shares a word with the question → honest decline.
      expect(r.resolved).toBe(false);
    }
  });

  it('keeps answering lexically when the embeddings endpoint fails', async () => {
    const assistant = createAssistant({
      database,
      clock: fixedClock('2026-03-12T13:00:00Z'),
      logger: createLogger({ level: 'silent' }),
      config: { LLM_BASE_URL: undefined, LLM_MODEL: undefined, LLM_API_KEY: undefined, LLM_TIMEOUT_MS: 500 },
      fetch: globalThis.fetch,
      embeddings: createEmbeddingClient({
        fetch: globalThis.fetch,
        config: { LLM_BASE_URL: 'http://127.0.0.1:9', EMBEDDING_MODEL: 'e' },
      })!,
    });
    const r = await assistant.answerQuestion({ schoolId, question: 'how much is lunch', channel: 'web' });
    expect(r.resolved).toBe(true);
    expect(r.answer).toContain('$3.50');
  });
});
