/**
 * A small client of the WhatsApp Business Cloud API (Graph API), over the injected `fetch`.
 *
 * Endpoints (Meta, "Cloud API reference"): `POST {graph}/{phone-number-id}/messages` (send text;
 * mark as read with `status: 'read'`), `GET {graph}/{media-id}` (→ a short-lived download url),
 * then `GET <url>` with the same bearer token. Errors come back as
 * `{ error: { message, type, code, error_subcode, error_data: { details }, fbtrace_id } }`.
 *
 * Error classes (Meta, "Error codes" of the Cloud API): throttling (HTTP 429; codes 4, 80007,
 * 130429, 131056), temporary service trouble (HTTP 5xx; codes 1, 2, 131000, 131016) and network
 * failures are retryable; everything else (190 invalid token, 131047 outside the 24-hour window,
 * 131026 recipient not on WhatsApp, other 4xx) is permanent.
 */
export const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

/** Plain-language reasons for the permanent errors a school office can act on. */
const REASONS: Record<number, string> = {
  190: 'The WhatsApp access token is invalid or expired; update it in Settings',
  131047: 'More than 24 hours have passed since the parent last messaged the school number',
  131026: 'The recipient cannot receive WhatsApp messages on this number',
  131030: 'The recipient is not in the allowed list of this test number',
  131031: 'The WhatsApp business account is locked',
  100: 'The Graph API refused the request parameters',
  10: 'The access token lacks the whatsapp_business_messaging permission',
};

export class GraphApiError extends Error {
  constructor(
    /** HTTP status, or 0 when no answer came (network error, timeout). */
    readonly status: number,
    /** Meta error code, when the body had one. */
    readonly code: number | null,
    readonly retryable: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'GraphApiError';
  }
}

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_subcode?: number; error_data?: { details?: string } };
}

/** Turn a non-2xx Graph answer into a GraphApiError with a readable reason. */
export function toGraphError(status: number, body: unknown): GraphApiError {
  const err = (body as GraphErrorBody | null)?.error;
  const code = typeof err?.code === 'number' ? err.code : null;
  const retryable = status === 429 || status >= 500 || (code !== null && RETRYABLE_CODES.has(code));
  const detail = err?.error_data?.details ?? err?.message ?? 'no error details';
  const known = code !== null ? REASONS[code] : status === 401 ? REASONS[190] : undefined;
  const head = `Graph API ${status}${code !== null ? ` (code ${code})` : ''}`;
  return new GraphApiError(
    status,
    code,
    retryable,
    known ? `${known} [${head}: ${detail}]` : `${head}: ${detail}`,
  );
}

export interface GraphClient {
  /** Send a text message; resolves with Meta's message id (wamid). */
  sendText(input: {
    phoneNumberId: string;
    token: string;
    to: string;
    body: string;
  }): Promise<{ wamid: string }>;
  /** Mark an inbound message as read (blue ticks). */
  markRead(input: { phoneNumberId: string; token: string; messageId: string }): Promise<void>;
  /** Download an inbound media object (voice note...). `maxBytes` guards memory. */
  downloadMedia(input: {
    mediaId: string;
    token: string;
    maxBytes: number;
  }): Promise<{ bytes: Buffer; mimeType: string }>;
}

/**
 * Graph API client. `baseUrl` is WHATSAPP_GRAPH_URL with its pinned version
 * (`https://graph.facebook.com/v21.0`); `timeoutMs` bounds each call.
 */
export function createGraphClient(options: {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}): GraphClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(
    url: string,
    token: string,
    init: { method: string; json?: unknown },
  ): Promise<Response> {
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: init.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      });
    } catch (err) {
      throw new GraphApiError(
        0,
        null,
        true,
        `Graph API unreachable: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw toGraphError(response.status, body);
    }
    return response;
  }

  return {
    async sendText({ phoneNumberId, token, to, body }) {
      const response = await call(`${base}/${encodeURIComponent(phoneNumberId)}/messages`, token, {
        method: 'POST',
        json: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: to.replace(/^\+/, ''),
          type: 'text',
          text: { body, preview_url: false },
        },
      });
      const json = (await response.json().catch(() => null)) as { messages?: { id?: string }[] } | null;
      const wamid = json?.messages?.[0]?.id;
      if (!wamid)
        throw new GraphApiError(
          response.status,
          null,
          false,
          'Graph API accepted the message but returned no message id',
        );
      return { wamid };
    },

    async markRead({ phoneNumberId, token, messageId }) {
      await call(`${base}/${encodeURIComponent(phoneNumberId)}/messages`, token, {
        method: 'POST',
        json: { messaging_product: 'whatsapp', status: 'read', message_id: messageId },
      });
    },

    async downloadMedia({ mediaId, token, maxBytes }) {
      const meta = (await (
        await call(`${base}/${encodeURIComponent(mediaId)}`, token, { method: 'GET' })
      ).json()) as {
        url?: string;
        mime_type?: string;
        file_size?: number;
      };
      if (!meta.url) throw new GraphApiError(200, null, false, 'Graph API returned no media url');
      if (typeof meta.file_size === 'number' && meta.file_size > maxBytes) {
        throw new GraphApiError(200, null, false, `Media is too large (${meta.file_size} bytes)`);
      }
      const file = await call(meta.url, token, { method: 'GET' });
      const bytes = Buffer.from(await file.arrayBuffer());
      if (bytes.length > maxBytes)
        throw new GraphApiError(200, null, false, `Media is too large (${bytes.length} bytes)`);
      return {
        bytes,
        mimeType: meta.mime_type ?? file.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
  };
}
