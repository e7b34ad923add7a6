import type { Config } from '../../config/config.js';
import { APIError, apiErrorDetail, createOpenAiClient, replyObject } from '../../shared/openai-client.js';
import { LIMITS } from './ingestion.limits.js';

/** Turns texts into vectors (one per text, same order). */
export interface EmbeddingClient {
  readonly model: string;
  embed(texts: string[]): Promise<number[][]>;
}

/**
 * Client of an OpenAI-compatible `POST {base}/embeddings` (`{model, input: string[]}` →
 * `{data: [{index, embedding}]}`) through server/shared/openai-client.ts, base =
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
  // No retries here: ingestion's job queue retries the file, and the engine answers lexically.
  const client = createOpenAiClient({
    baseUrl: base,
    apiKey: config.LLM_API_KEY,
    timeoutMs: LIMITS.embeddingTimeoutMs,
    maxRetries: 0,
    fetch: input.fetch,
  });

  async function batch(texts: string[]): Promise<number[][]> {
    let reply: unknown;
    try {
      // 'float' explicitly: the package otherwise asks for base64, which compatible servers may not speak.
      reply = await client.embeddings.create({ model: model!, input: texts, encoding_format: 'float' });
    } catch (err) {
      if (err instanceof APIError && err.status !== undefined)
        throw new Error(`embeddings endpoint answered ${err.status}: ${apiErrorDetail(err)}`, { cause: err });
      throw err;
    }
    const body = (replyObject(reply) ?? {}) as { data?: { index?: number; embedding?: unknown }[] };
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
