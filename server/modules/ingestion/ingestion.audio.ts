import { toFile } from 'openai';
import { APIError, apiErrorDetail, createOpenAiClient, replyObject } from '../../shared/openai-client.js';
import { IngestionError, MESSAGES } from './ingestion.errors.js';
import type { ExtractContext } from './ingestion.extractors.js';
import { LIMITS } from './ingestion.limits.js';

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  // WhatsApp voice notes and other Cloud API audio types (transcribed by the WhatsApp channel).
  'audio/aac': 'aac',
  'audio/amr': 'amr',
};

/**
 * Transcript of a recording through an OpenAI-compatible `POST {base}/audio/transcriptions`
 * (multipart `file` + `model`, JSON `{ text }` back) through server/shared/openai-client.ts,
 * base = TRANSCRIPTION_BASE_URL ?? LLM_BASE_URL, key = LLM_API_KEY. Without TRANSCRIPTION_MODEL the
 * file fails with MESSAGES.audioNotConfigured. A 4xx answer (other than 408/429) is the file's or the
 * setting's fault → IngestionError; network errors, timeouts and 5xx/429 are thrown as plain
 * errors so the queue retries them.
 */
export async function transcribeAudio(buffer: Buffer, ctx: ExtractContext): Promise<string> {
  const { config } = ctx;
  const base = config.TRANSCRIPTION_BASE_URL ?? config.LLM_BASE_URL;
  if (!config.TRANSCRIPTION_MODEL || !base) throw new IngestionError(MESSAGES.audioNotConfigured);
  const name = /\.[a-z0-9]+$/i.test(ctx.fileName)
    ? ctx.fileName
    : `${ctx.fileName}.${EXTENSIONS[ctx.mimeType] ?? 'bin'}`;
  // No retries here: a retryable failure is thrown plainly and the job queue retries the file.
  const client = createOpenAiClient({
    baseUrl: base,
    apiKey: config.LLM_API_KEY,
    timeoutMs: LIMITS.transcriptionTimeoutMs,
    maxRetries: 0,
    fetch: ctx.fetch,
  });
  let reply: unknown;
  try {
    reply = await client.audio.transcriptions.create({
      file: await toFile(buffer, name, { type: ctx.mimeType }),
      model: config.TRANSCRIPTION_MODEL,
      response_format: 'json',
    });
  } catch (err) {
    if (!(err instanceof APIError) || err.status === undefined) throw err;
    const detail = apiErrorDetail(err);
    if (err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429) {
      throw new IngestionError(MESSAGES.transcriptionFailed(detail));
    }
    throw new Error(`transcription endpoint answered ${err.status}: ${detail}`, { cause: err });
  }
  const body = replyObject(reply);
  if (!body || typeof body.text !== 'string')
    throw new Error('transcription endpoint returned no text field');
  const text = body.text.trim();
  if (!text) throw new IngestionError(MESSAGES.transcriptionEmpty);
  return text;
}
