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
 * (multipart `file` + `model`, JSON `{ text }` back; OpenAI API reference "Create transcription"),
 * base = TRANSCRIPTION_BASE_URL ?? LLM_BASE_URL, key = LLM_API_KEY. Without TRANSCRIPTION_MODEL the
 * file fails with MESSAGES.audioNotConfigured. A 4xx answer (other than 408/429) is the file's or the
 * setting's fault → IngestionError; network errors, timeouts and 5xx/429 are thrown as plain
 * errors so the queue retries them.
 */
export async function transcribeAudio(buffer: Buffer, ctx: ExtractContext): Promise<string> {
  const { config } = ctx;
  const base = config.TRANSCRIPTION_BASE_URL ?? config.LLM_BASE_URL;
  if (!config.TRANSCRIPTION_MODEL || !base) throw new IngestionError(MESSAGES.audioNotConfigured);
  const form = new FormData();
  const name = /\.[a-z0-9]+$/i.test(ctx.fileName)
    ? ctx.fileName
    : `${ctx.fileName}.${EXTENSIONS[ctx.mimeType] ?? 'bin'}`;
  form.append('file', new Blob([new Uint8Array(buffer)], { type: ctx.mimeType }), name);
  form.append('model', config.TRANSCRIPTION_MODEL);
  form.append('response_format', 'json');
  const response = await ctx.fetch(`${base.replace(/\/+$/, '')}/audio/transcriptions`, {
    method: 'POST',
    headers: config.LLM_API_KEY ? { authorization: `Bearer ${config.LLM_API_KEY}` } : {},
    body: form,
    signal: AbortSignal.timeout(LIMITS.transcriptionTimeoutMs),
  });
  if (!response.ok) {
    const detail = await errorDetail(response);
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 408 &&
      response.status !== 429
    ) {
      throw new IngestionError(MESSAGES.transcriptionFailed(detail));
    }
    throw new Error(`transcription endpoint answered ${response.status}: ${detail}`);
  }
  const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
  if (!body || typeof body.text !== 'string')
    throw new Error('transcription endpoint returned no text field');
  const text = body.text.trim();
  if (!text) throw new IngestionError(MESSAGES.transcriptionEmpty);
  return text;
}

async function errorDetail(response: Response): Promise<string> {
  const raw = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(raw) as { error?: { message?: string } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (message) return message.slice(0, 200);
  } catch {
    // not JSON
  }
  return raw.trim().slice(0, 200) || `HTTP ${response.status}`;
}
