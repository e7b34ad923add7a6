import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APIError, apiErrorDetail, createOpenAiClient, replyObject } from './openai-client.js';

/** A chat endpoint on 127.0.0.1 that fails the first `failures` calls with 503, then answers. */
let failures = 0;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    if (failures > 0) {
      failures--;
      res.writeHead(503).end(JSON.stringify({ error: { message: 'busy, try later' } }));
      return;
    }
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'hi' } }] }));
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  failures = 0;
});

const chat = (client: ReturnType<typeof createOpenAiClient>) =>
  client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hello' }] });

describe('createOpenAiClient', () => {
  it('sends the key as a bearer token under the base URL, and no Authorization header without one', async () => {
    await chat(createOpenAiClient({ baseUrl, apiKey: 'sk-t', timeoutMs: 2000, maxRetries: 0, fetch }));
    await chat(createOpenAiClient({ baseUrl, timeoutMs: 2000, maxRetries: 0, fetch }));
    expect(seen.map((s) => s.url)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(seen[0]!.headers.authorization).toBe('Bearer sk-t');
    expect(seen[1]!.headers.authorization).toBeUndefined();
  });

  it('retries a 503 maxRetries times, and with none gives the service reason', async () => {
    failures = 1;
    const reply = await chat(createOpenAiClient({ baseUrl, timeoutMs: 2000, maxRetries: 1, fetch }));
    expect(reply.choices[0]!.message.content).toBe('hi');
    expect(seen).toHaveLength(2);

    failures = 1;
    const failed = await chat(createOpenAiClient({ baseUrl, timeoutMs: 2000, maxRetries: 0, fetch })).catch(
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(APIError);
    expect((failed as APIError).status).toBe(503);
    expect(apiErrorDetail(failed as APIError)).toBe('busy, try later');
  });
});

describe('replyObject', () => {
  it('reads JSON sent as text and refuses anything but an object', () => {
    expect(replyObject('{"text":"x"}')).toEqual({ text: 'x' });
    expect(replyObject({ a: 1 })).toEqual({ a: 1 });
    expect(replyObject('not json')).toBeNull();
    expect(replyObject([1])).toBeNull();
  });
});
