/**
 * Voice-note transcription through an OpenAI-compatible `POST {base}/audio/transcriptions`
 * (multipart: `file`, `model`; answer `{ text }`), per DESIGN §4: TRANSCRIPTION_MODEL enables it,
 * TRANSCRIPTION_BASE_URL (else LLM_BASE_URL) and LLM_API_KEY address it.
 */
export interface Transcriber {
  transcribe(input: { bytes: Buffer; mimeType: string }): Promise<string>;
}

const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'audio/wav': 'wav',
  'audio/webm': 'webm',
};

/** The transcriber for this config, or null when TRANSCRIPTION_MODEL (or a base URL) is unset. */
export function createTranscriber(options: {
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}): Transcriber | null {
  if (!options.model || !options.baseUrl) return null;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const model = options.model;
  return {
    async transcribe({ bytes, mimeType }) {
      const type = mimeType.split(';')[0]!.trim().toLowerCase();
      const form = new FormData();
      form.set('model', model);
      form.set('file', new Blob([new Uint8Array(bytes)], { type }), `voice-note.${EXTENSIONS[type] ?? 'ogg'}`);
      const response = await options.fetch(url, {
        method: 'POST',
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        body: form,
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
      if (!response.ok) throw new Error(`Transcription failed: HTTP ${response.status}`);
      const json = (await response.json()) as { text?: unknown };
      return typeof json.text === 'string' ? json.text.trim() : '';
    },
  };
}
