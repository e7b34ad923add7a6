import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';

/**
 * The one client of OpenAI-compatible APIs (chat completions, embeddings, audio transcription):
 * the official `openai` package pointed at `baseUrl` (any compatible server: OpenAI, a local model
 * server, the tests' 127.0.0.1 stubs).
 * - `apiKey` is sent as `Authorization: Bearer …`; without one no Authorization header is sent (local
 *   servers need none), which the package otherwise refuses, hence the placeholder key it never sends.
 * - `timeoutMs` bounds each attempt (ms); `maxRetries` is how often the package itself retries a
 *   connection error, 408, 409, 429 or 5xx with backoff (0 where a caller has its own fallback or
 *   its job queue retries).
 * - `fetch` is injected so tests and the container decide the transport; the OPENAI_* environment
 *   variables the package would read are ignored (organization and project are not sent).
 */
export function createOpenAiClient(input: {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  maxRetries: number;
  fetch: typeof fetch;
}): OpenAI {
  return new OpenAI({
    baseURL: input.baseUrl,
    apiKey: input.apiKey || 'no-key',
    organization: null,
    project: null,
    timeout: input.timeoutMs,
    maxRetries: input.maxRetries,
    fetch: input.fetch,
    ...(input.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
  });
}

/**
 * The service's own reason for a failed call, for messages shown to staff: the `error.message` of
 * an OpenAI-style error body, a plain-text body, or `HTTP <status>`; at most 200 characters.
 */
export function apiErrorDetail(err: APIError): string {
  const inner = err.error as { message?: unknown } | string | undefined;
  const message =
    typeof inner === 'string'
      ? inner
      : typeof inner?.message === 'string'
        ? inner.message
        : err.message.replace(/^\d{3}\s*(status code \(no body\))?/, '');
  return message.trim().slice(0, 200) || `HTTP ${err.status}`;
}

/**
 * A reply body as an object: the package parses JSON only when the server says `application/json`,
 * and some compatible servers send JSON without it. Anything else → null.
 */
export function replyObject(body: unknown): Record<string, unknown> | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export { APIConnectionTimeoutError, APIError };
