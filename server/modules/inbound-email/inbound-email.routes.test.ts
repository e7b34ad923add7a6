import { createHmac } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { composeEmail, countRows, insertForwardingSchool } from './inbound-email.test-helpers.js';

const DOMAIN = 'inbound.homeroom.test';
const SECRET = 'webhook-secret-0123456789abcdef';
let t: TestApp;
let schoolId: string;
const address = `webhook-0123456789@${DOMAIN}`;

beforeAll(async () => {
  t = await createTestApp({
    env: { INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_EMAIL_SECRET: SECRET, INBOUND_EMAIL_MAX_MB: '1' },
  });
  schoolId = await insertForwardingSchool(t, address);
});
afterAll(async () => t?.close());

const post = (payload: Buffer, headers: Record<string, string>, url = '/api/inbound/email') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'message/rfc822', ...headers } });
const hmac = (body: Buffer, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function storedBlobs(): number {
  try {
    return readdirSync(path.join(t.dataDir, 'files', schoolId, 'inbound')).length;
  } catch {
    return 0;
  }
}

describe('POST /api/inbound/email (raw-MIME webhook)', () => {
  it('refuses a missing or wrong secret with 401 and stores nothing', async () => {
    const raw = await composeEmail({ to: address, subject: 'Sneaky', text: 'x' });
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${SECRET}x` },
      { authorization: `Basic ${Buffer.from(`x:${SECRET}`).toString('base64')}` },
      { 'x-homeroom-signature': hmac(raw, 'other-secret') },
      { 'x-homeroom-signature': hmac(Buffer.from('another body')) },
      { 'x-homeroom-signature': 'sha256=' },
    ];
    for (const headers of attempts) {
      const res = await post(raw, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    expect(await countRows(t, 'inbound_emails', schoolId)).toBe(0);
    expect(storedBlobs()).toBe(0);
  });

  it('queues the message with a bearer secret (recipient from the To header) and answers 204', async () => {
    const raw = await composeEmail({ to: `School <${address}>`, subject: 'Bearer', text: 'hello' });
    const res = await post(raw, { authorization: `Bearer ${SECRET}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await t.database.query<{ id: string }>(
      'SELECT id FROM inbound_emails WHERE school_id = $1',
      [schoolId],
    );
    expect(rows).toHaveLength(1);
    const jobs = await t.database.query(
      `SELECT 1 FROM jobs WHERE name = 'inbound-email.ingest' AND payload->>'inboundEmailId' = $1`,
      [rows[0]!.id],
    );
    expect(jobs).toHaveLength(1);
    expect(storedBlobs()).toBe(1);
    // Delivered again by a retrying provider: nothing new.
    expect((await post(raw, { authorization: `Bearer ${SECRET}` })).statusCode).toBe(204);
    expect(await countRows(t, 'inbound_emails', schoolId)).toBe(1);
  });

  it('accepts an HMAC signature of the body and a `to` parameter, as octet-stream or text/plain', async () => {
    const raw = await composeEmail({ to: 'list@elsewhere.test', subject: 'Signed', text: 'hello' });
    const before = await countRows(t, 'inbound_emails', schoolId);
    const res = await post(
      raw,
      { 'x-homeroom-signature': hmac(raw), 'content-type': 'application/octet-stream' },
      `/api/inbound/email?to=${encodeURIComponent(address)}`,
    );
    expect(res.statusCode).toBe(204);
    const raw2 = await composeEmail({ to: address, subject: 'Plain', text: 'hello' });
    expect(
      (await post(raw2, { authorization: `Bearer ${SECRET}`, 'content-type': 'text/plain' })).statusCode,
    ).toBe(204);
    expect(await countRows(t, 'inbound_emails', schoolId)).toBe(before + 2);
  });

  it('answers 404 when no recipient is an enabled forwarding address (no relaying)', async () => {
    const before = await countRows(t, 'inbound_emails');
    const raw = await composeEmail({ to: 'someone@gmail.com', subject: 'Elsewhere', text: 'x' });
    const res = await post(raw, { authorization: `Bearer ${SECRET}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('UNKNOWN_RECIPIENT');
    expect(
      (
        await post(
          raw,
          { authorization: `Bearer ${SECRET}` },
          '/api/inbound/email?to=nobody-1111111111@inbound.homeroom.test',
        )
      ).statusCode,
    ).toBe(404);
    expect(await countRows(t, 'inbound_emails')).toBe(before);
  });

  it('refuses a body over INBOUND_EMAIL_MAX_MB with 413 and an empty body with 400', async () => {
    const raw = await composeEmail({ to: address, subject: 'Huge', text: 'x'.repeat(1_200_000) });
    expect((await post(raw, { authorization: `Bearer ${SECRET}` })).statusCode).toBe(413);
    expect((await post(Buffer.alloc(0), { authorization: `Bearer ${SECRET}` })).statusCode).toBe(400);
  });

  it('is switched off (503) without INBOUND_EMAIL_SECRET', async () => {
    const off = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: DOMAIN } });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/inbound/email',
        payload: Buffer.from('Subject: x\r\n\r\ny'),
        headers: { 'content-type': 'message/rfc822', authorization: 'Bearer anything' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('WEBHOOK_DISABLED');
    } finally {
      await off.close();
    }
  });
});

describe('webhook with the database down', () => {
  it('answers 503 so the provider retries', async () => {
    const down = await createTestApp({
      env: { INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_EMAIL_SECRET: SECRET },
    });
    try {
      await down.database.close();
      const res = await down.app.inject({
        method: 'POST',
        url: `/api/inbound/email?to=${address}`,
        payload: Buffer.from('Subject: x\r\n\r\ny'),
        headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('STORE_FAILED');
    } finally {
      await down.close().catch(() => {});
    }
  });
});
