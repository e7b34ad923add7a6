import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createEmbeddingClient } from './ingestion.embeddings.js';
import { hasEmbeddingColumn } from '../knowledge/knowledge.writer.js';
import { chunksOf, fileState, seedFile, seedSchool, startStubServer } from './ingestion.testing.js';

const stubs: { close(): Promise<void> }[] = [];
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  await Promise.all(stubs.splice(0).map((s) => s.close()));
});

/** An OpenAI-compatible embeddings endpoint: vector = [length, vowels, index], answered out of order. */
async function embeddingsApi(status = 200) {
  const api = await startStubServer((_req, body, res) => {
    if (status !== 200) {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model overloaded' } }));
      return;
    }
    const { input } = JSON.parse(body.toString()) as { input: string[] };
    const data = input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: [text.length, (text.match(/[aeiou]/g) ?? []).length, index],
    }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ object: 'list', data: data.reverse(), model: 'test-embed' }));
  });
  stubs.push(api);
  return api;
}

describe('createEmbeddingClient', () => {
  it('is null without EMBEDDING_MODEL or a base URL', () => {
    expect(createEmbeddingClient({ config: { LLM_BASE_URL: 'http://127.0.0.1:1' }, fetch })).toBeNull();
    expect(createEmbeddingClient({ config: { EMBEDDING_MODEL: 'm' }, fetch })).toBeNull();
  });

  it('posts {model, input} to {EMBEDDING_BASE_URL}/embeddings with the key, batches, and returns vectors in input order', async () => {
    const api = await embeddingsApi();
    const client = createEmbeddingClient({
      config: {
        EMBEDDING_MODEL: 'text-embedding-3-small',
        EMBEDDING_BASE_URL: `${api.url}/v1/`,
        LLM_BASE_URL: 'http://unused.invalid',
        LLM_API_KEY: 'sk-x',
      },
      fetch,
    })!;
    const texts = Array.from({ length: 70 }, (_, i) => 'a'.repeat(i + 1));
    const vectors = await client.embed(texts);
    expect(vectors).toHaveLength(70);
    expect(vectors[0]).toEqual([1, 1, 0]);
    expect(vectors[69]).toEqual([70, 70, 5]); // second batch: index 5 of 6
    expect(api.requests).toHaveLength(2);
    expect(api.requests[0]!.url).toBe('/v1/embeddings');
    expect(api.requests[0]!.headers.authorization).toBe('Bearer sk-x');
    expect(JSON.parse(api.requests[0]!.body.toString())).toMatchObject({ model: 'text-embedding-3-small' });
  });

  it('throws on an HTTP error or a malformed answer', async () => {
    const down = await embeddingsApi(503);
    const client = createEmbeddingClient({
      config: { EMBEDDING_MODEL: 'm', LLM_BASE_URL: down.url },
      fetch,
    })!;
    await expect(client.embed(['x'])).rejects.toThrow(/503.*model overloaded/);
    const bad = await startStubServer((_req, _body, res) =>
      res.end(JSON.stringify({ data: [{ embedding: ['x'] }] })),
    );
    stubs.push(bad);
    const badClient = createEmbeddingClient({
      config: { EMBEDDING_MODEL: 'm', LLM_BASE_URL: bad.url },
      fetch,
    })!;
    await expect(badClient.embed(['x'])).rejects.toThrow(/malformed/);
  });
});

describe('knowledge.ingest with EMBEDDING_MODEL', { timeout: 60_000 }, () => {
  it('fills the embedding column where pgvector exists (lexical index either way)', async () => {
    const api = await embeddingsApi();
    t = await createTestApp({ env: { EMBEDDING_MODEL: 'test-embed', LLM_BASE_URL: api.url } });
    const schoolId = await seedSchool(t);
    const fileId = await seedFile(t, {
      schoolId,
      fileName: 'clubs.md',
      mimeType: 'text/markdown',
      body: Buffer.from('# Clubs\n\nChess on Monday.'),
    });
    await t.deps.queue.runDue();
    expect(await fileState(t, fileId)).toEqual({ sync_status: 'FINISHED', error_message: null });
    expect(await chunksOf(t, fileId)).toHaveLength(1);
    // PGlite bundles pgvector; the local PostgreSQL 15 server has none.
    if (t.database.kind === 'pglite') expect(await hasEmbeddingColumn(t.database.db)).toBe(true);
    if (await hasEmbeddingColumn(t.database.db)) {
      const [row] = await t.database.query<{ embedding: string }>(
        'SELECT embedding::text AS embedding FROM knowledge_chunks WHERE file_id = $1',
        [fileId],
      );
      const embedded = 'Clubs\nClubs\nChess on Monday.';
      expect(row!.embedding).toBe(`[${embedded.length},${(embedded.match(/[aeiou]/g) ?? []).length},0]`);
      expect(JSON.parse(api.requests[0]!.body.toString())).toEqual({
        model: 'test-embed',
        input: [embedded],
        // Sent by the openai package; 'float' is also what servers assume when it is absent.
        encoding_format: 'float',
      });
    } else {
      // PostgreSQL without pgvector: no column, so the model is never called.
      expect(api.requests).toHaveLength(0);
    }
  });

  it('an embeddings outage does not fail the file: it is indexed for lexical search', async () => {
    const api = await embeddingsApi(500);
    t = await createTestApp({ env: { EMBEDDING_MODEL: 'test-embed', EMBEDDING_BASE_URL: api.url } });
    const schoolId = await seedSchool(t);
    const fileId = await seedFile(t, {
      schoolId,
      fileName: 'a.txt',
      mimeType: 'text/plain',
      body: Buffer.from('Sports day is on Friday.'),
    });
    await t.deps.queue.runDue();
    expect(await fileState(t, fileId)).toEqual({ sync_status: 'FINISHED', error_message: null });
    const hits = await t.database.query(
      `SELECT 1 FROM knowledge_chunks WHERE file_id = $1 AND tsv @@ plainto_tsquery('english', 'sport')`,
      [fileId],
    );
    expect(hits).toHaveLength(1);
  });
});
