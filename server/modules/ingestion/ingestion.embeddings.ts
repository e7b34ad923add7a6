import type { Config } from '../../config/config.js';
import { LIMITS } from './ingestion.limits.js';

/** Turns texts into vectors (one per text, same order). */
export interface EmbeddingClient {
  readonly model: string;
  embed(texts: string[]): Promise<number[][]>;
}

/**
 * Client of an OpenAI-compatible `POST {base}/embeddings` (`{model, input: string[]}` →
 * `{data: [{index, embedding}]}`; OpenAI API reference "Create embeddings"), base =
 * EMBEDDING_BASE_URL ?? LLM_BASE_URL, key = LLM_API_KEY. Returns null when EMBEDDING_MODEL or a
 * base URL is missing (lexical search only). `embed` sends at most LIMITS.embeddingBatchSize texts
 * per request, times out after LIMITS.embeddingTimeoutMs, and throws on any HTTP or shape error
 * (callers decide whether that matters: ingestion logs and carries on). Shared by ingestion (chunk
 * vectors) and the answer engine (query vectors).
 */
export function createEmbeddingClient(input: {
  config: Partial<Pick<Config, 'EMBEDDING_MODEL' | 'EMBEDDING_BASE_URL' | 'LLM_BASE_URL' | 'LLM_API_KEY'>>;
  fetch: typeof fetch;
}): EmbeddingClient | null {
  const { config } = input;
  const base = config.EMBEDDING_BASE_URL ?? config.LLM_BASE_URL;
  const model = config.EMBEDDING_MODEL;
  if (!model || !base) return null;
  const url = `${base.replace(/\/+$/, '')}/embeddings`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.LLM_API_KEY) headers.authorization = `Bearer ${config.LLM_API_KEY}`;

  async function batch(texts: string[]): Promise<number[][]> {
    const response = await input.fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model, input: texts }),
      signal: AbortSignal.timeout(LIMITS.embeddingTimeoutMs),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`embeddings endpoint answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    const body = (await response.json()) as { data?: { index?: number; embedding?: unknown }[] };
    if (!Array.isArray(body.data) || body.data.length !== texts.length) {
      throw new Error(
        `embeddings endpoint returned ${body.data?.length ?? 'no'} vectors for ${texts.length} texts`,
      );
    }
    const vectors: number[][] = new Array<number[]>(texts.length);
    body.data.forEach((item, position) => {
      const index = typeof item.index === 'number' ? item.index : position;
      const embedding = item.embedding;
      if (
        !Array.isArray(embedding) ||
        embedding.length === 0 ||
        !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))
      ) {
        throw new Error('embeddings endpoint returned a malformed vector');
      }
      vectors[index] = embedding as number[];
    });
    if (vectors.some((v) => v === undefined))
      throw new Error('embeddings endpoint returned duplicate indexes');
    return vectors;
  }

  return {
    model,
    async embed(texts) {
      const out: number[][] = [];
      for (let i = 0; i < texts.length; i += LIMITS.embeddingBatchSize) {
        out.push(...(await batch(texts.slice(i, i + LIMITS.embeddingBatchSize))));
      }
      return out;
    },
  };
}
