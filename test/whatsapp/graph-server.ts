import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A real HTTP server on 127.0.0.1 that behaves like the parts of Meta's Graph API we call (tests
 * and the benchmark point WHATSAPP_GRAPH_URL at it):
 * - `POST /{version}/{phone-number-id}/messages`: a text send → `{ messaging_product, contacts,
 *   messages: [{ id: 'wamid.…' }] }`; a read receipt (`status: 'read'`) → `{ success: true }`;
 * - `GET /{version}/{media-id}` → `{ url, mime_type, … }`, and `GET /media/{media-id}` → the bytes;
 * - `POST /v1/audio/transcriptions` (OpenAI-compatible) → `{ text }`.
 * Every request is recorded. Bearer tokens are checked when `validTokens` is set (wrong → 401 with
 * Meta's code 190 body). `failNext` scripts error answers for the next sends.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
  rawLength: number;
  at: number;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  /** Delay before answering, ms. */
  delayMs?: number;
}

export interface GraphServer {
  /** Base URL with a pinned version, e.g. `http://127.0.0.1:41234/v21.0`. */
  url: string;
  /** OpenAI-compatible base, e.g. `http://127.0.0.1:41234/v1`. */
  openAiUrl: string;
  requests: RecordedRequest[];
  /** Accepted text sends, in order: `{ to, body, phoneNumberId, wamid }`. */
  sent: {
    to: string;
    body: string;
    phoneNumberId: string;
    wamid: string;
    authorization: string | undefined;
  }[];
  /** Accepted read receipts (message ids). */
  reads: string[];
  /** Answer the next text sends with these (then normal success). */
  failNext(answers: ScriptedAnswer[]): void;
  /** Only these bearer tokens are accepted (empty = any token). */
  validTokens: Set<string>;
  /** Media served by id. */
  media: Map<string, { bytes: Buffer; mimeType: string }>;
  /** What the transcription endpoint answers. */
  transcript: string;
  /** Delay of every successful send, ms (benchmark realism). */
  sendDelayMs: number;
  reset(): void;
  close(): Promise<void>;
}

/** Meta's error body shape for the scripted errors of tests. */
export function graphError(code: number, message: string, type = 'OAuthException'): unknown {
  return {
    error: {
      message,
      type,
      code,
      error_data: { messaging_product: 'whatsapp', details: message },
      fbtrace_id: 'AbCdEf',
    },
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startGraphServer(): Promise<GraphServer> {
  let script: ScriptedAnswer[] = [];
  let base = '';
  const state: GraphServer = {
    url: '',
    openAiUrl: '',
    requests: [],
    sent: [],
    reads: [],
    validTokens: new Set(),
    media: new Map(),
    transcript: '',
    sendDelayMs: 0,
    failNext: (answers) => {
      script.push(...answers);
    },
    reset: () => {
      script = [];
      state.requests.length = 0;
      state.sent.length = 0;
      state.reads.length = 0;
      state.validTokens.clear();
      state.media.clear();
      state.sendDelayMs = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? '/').split('?')[0]!;
      const contentType = req.headers['content-type'];
      let body: unknown = null;
      if (contentType?.startsWith('application/json')) {
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          body = null;
        }
      }
      state.requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        contentType,
        body,
        rawLength: raw.length,
        at: Date.now(),
      });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const token = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      const segments = path.split('/').filter(Boolean);

      if (req.method === 'POST' && path.endsWith('/audio/transcriptions')) {
        return json(200, { text: state.transcript });
      }
      if (state.validTokens.size > 0 && !state.validTokens.has(token)) {
        return json(401, graphError(190, 'Error validating access token: Session has expired.'));
      }
      if (req.method === 'GET' && segments[0] === 'media' && segments[1]) {
        const media = state.media.get(segments[1]);
        if (!media) return json(404, graphError(100, 'Unknown media'));
        res.writeHead(200, { 'content-type': media.mimeType });
        return res.end(media.bytes);
      }
      if (req.method === 'POST' && segments.at(-1) === 'messages' && segments.length >= 2) {
        const phoneNumberId = segments.at(-2)!;
        const message = body as {
          status?: string;
          message_id?: string;
          to?: string;
          text?: { body?: string };
        } | null;
        if (message?.status === 'read') {
          state.reads.push(message.message_id ?? '');
          return json(200, { success: true });
        }
        const scripted = script.shift();
        if (scripted) {
          if (scripted.delayMs) await new Promise((r) => setTimeout(r, scripted.delayMs));
          return json(
            scripted.status,
            scripted.body ?? graphError(131000, 'Something went wrong', 'OAuthException'),
          );
        }
        if (!message?.to || !message.text?.body) return json(400, graphError(100, 'Invalid parameter'));
        if (state.sendDelayMs) await new Promise((r) => setTimeout(r, state.sendDelayMs));
        const wamid = `wamid.${randomBytes(18).toString('base64url')}`;
        state.sent.push({
          to: message.to,
          body: message.text.body,
          phoneNumberId,
          wamid,
          authorization: req.headers.authorization,
        });
        return json(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: message.to, wa_id: message.to }],
          messages: [{ id: wamid }],
        });
      }
      if (req.method === 'GET' && segments.length === 2) {
        const media = state.media.get(segments[1]!);
        if (!media) return json(404, graphError(100, 'Unsupported get request.', 'GraphMethodException'));
        return json(200, {
          messaging_product: 'whatsapp',
          url: `${base}/media/${segments[1]}`,
          mime_type: media.mimeType,
          sha256: 'ignored',
          file_size: media.bytes.length,
          id: segments[1],
        });
      }
      return json(404, graphError(100, `Unknown path ${path}`));
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  state.url = `${base}/v21.0`;
  state.openAiUrl = `${base}/v1`;
  return state;
}
