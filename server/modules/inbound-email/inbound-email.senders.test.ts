import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { ingestInboundEmail } from './inbound-email.ingest.js';
import { senderAuthOf, senderMatches } from './inbound-email.senders.js';
import { startInboundSmtp, type InboundSmtp } from './inbound-email.smtp.js';
import { composeEmail, countRows, smtpClient } from './inbound-email.test-helpers.js';

const DOMAIN = 'inbound.homeroom.test';
const SECRET = 'webhook-secret-for-tests-0123456789';
let t: TestApp;
let smtp: InboundSmtp;
let school: { schoolId: string; cookie: string; email: string; address: string };

beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_EMAIL_SECRET: SECRET } });
  const a = await signUp(t, 'secretary@lincoln-elementary.test');
  const put = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie: a.cookie }, payload: payload as never });
  const profile = (
    await t.app.inject({ method: 'GET', url: '/api/settings/school', headers: { cookie: a.cookie } })
  ).json();
  expect(
    (await put('/api/settings/school', { ...profile, office_email: 'office@lincoln-elementary.test' }))
      .statusCode,
  ).toBe(200);
  const on = await t.app.inject({
    method: 'POST',
    url: '/api/settings/email',
    headers: { cookie: a.cookie },
    payload: { enabled: true },
  });
  school = { ...a, address: on.json().forwarding_email };
  smtp = await startInboundSmtp({ deps: t.deps, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

const senders = (method: 'GET' | 'PUT', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/settings/email/senders',
    headers: { cookie: school.cookie },
    payload: payload as never,
  });

async function rejections(): Promise<string[]> {
  const rows = await t.database.query<{ description: string }>(
    `SELECT description FROM activity_logs WHERE school_id = $1 AND event_type = 'email_rejected' ORDER BY created_at`,
    [school.schoolId],
  );
  return rows.map((r) => r.description);
}

describe('allowed senders of forwarded mail', () => {
  it('defaults to the office domain and the staff accounts; added entries are validated', async () => {
    const got = await senders('GET');
    expect(got.statusCode).toBe(200);
    expect(got.json().defaults).toEqual(
      expect.arrayContaining(['lincoln-elementary.test', 'secretary@lincoln-elementary.test']),
    );
    const bad = await senders('PUT', { allowed_senders: ['news@district.test', 'not an address'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('"not an address" is not an e-mail address or a domain');
    expect((await senders('GET')).json().allowed_senders).toEqual([]);
    const ok = await senders('PUT', { allowed_senders: ['News@District.test', '@pta.test'] });
    expect(ok.json().allowed_senders).toEqual(['news@district.test', 'pta.test']);
  });

  it('a stranger gets 550 at RCPT over real SMTP, nothing is stored, and the office sees it', async () => {
    const before = await countRows(t, 'inbound_emails', school.schoolId);
    const c = await smtpClient(smtp.port);
    expect((await c.send('EHLO attacker.test')).code).toBe(250);
    expect((await c.send('MAIL FROM:<prankster@attacker.test>')).code).toBe(250);
    const rcpt = await c.send(`RCPT TO:<${school.address}>`);
    expect(rcpt.code).toBe(550);
    expect(rcpt.text).toContain('Allowed senders');
    c.close();
    expect(await countRows(t, 'inbound_emails', school.schoolId)).toBe(before);
    expect((await rejections()).at(-1)).toContain('prankster@attacker.test');
  });

  it('an allowed envelope with a stranger in the From header is refused after DATA', async () => {
    const before = await countRows(t, 'inbound_emails', school.schoolId);
    const c = await smtpClient(smtp.port);
    await c.send('EHLO mail.district.test');
    await c.send('MAIL FROM:<news@district.test>');
    expect((await c.send(`RCPT TO:<${school.address}>`)).code).toBe(250);
    const raw = await composeEmail({
      from: 'someone@attacker.test',
      to: school.address,
      subject: 'No school Monday',
      text: 'Fake closure.',
    });
    expect((await c.sendData(raw)).code).toBe(550);
    c.close();
    expect(await countRows(t, 'inbound_emails', school.schoolId)).toBe(before);
  });

  it('allowed senders (a domain, a parent domain, a staff account) are accepted with their SPF/DKIM results', async () => {
    const c = await smtpClient(smtp.port);
    await c.send('EHLO mail.pta.test');
    expect((await c.send('MAIL FROM:<chair@mail.pta.test>')).code).toBe(250);
    expect((await c.send(`RCPT TO:<${school.address}>`)).code).toBe(250);
    const raw = Buffer.concat([
      Buffer.from(
        'Authentication-Results: mx.google.com; dkim=pass header.i=@pta.test; spf=pass smtp.mailfrom=chair@mail.pta.test\r\n',
      ),
      await composeEmail({
        from: 'PTA Chair <chair@mail.pta.test>',
        to: school.address,
        subject: 'Bake sale',
        text: 'The bake sale is Friday at noon in the gym.',
      }),
    ]);
    expect((await c.sendData(raw)).code).toBe(250);
    c.close();
    const [row] = await t.database.query<{ id: string; sender_auth: string }>(
      `SELECT id, sender_auth FROM inbound_emails WHERE school_id = $1 AND subject = '' ORDER BY created_at DESC LIMIT 1`,
      [school.schoolId],
    );
    await ingestInboundEmail({ deps: t.deps, inboundEmailId: row!.id });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/s3/list',
      headers: { cookie: school.cookie },
    });
    const item = list.json().data.find((f: { fileName: string }) => f.fileName.startsWith('Bake sale'));
    expect(item.origin).toBe('From chair@mail.pta.test · SPF pass · DKIM pass');
  });

  it('the raw-MIME webhook applies the same rule', async () => {
    const raw = await composeEmail({
      from: 'prankster@attacker.test',
      to: school.address,
      subject: 'Closed',
      text: 'No school.',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/inbound/email?to=${encodeURIComponent(school.address)}`,
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
      payload: raw,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SENDER_NOT_ALLOWED');
  });
});

describe('sender rules', () => {
  it('matches addresses exactly and domains with their subdomains', () => {
    expect(senderMatches('a@school.org', ['school.org'])).toBe(true);
    expect(senderMatches('a@mail.school.org', ['school.org'])).toBe(true);
    expect(senderMatches('a@evilschool.org', ['school.org'])).toBe(false);
    expect(senderMatches('b@gmail.com', ['a@gmail.com'])).toBe(false);
    expect(senderMatches('', ['school.org'])).toBe(false);
  });
  it('reads SPF and DKIM verdicts from the headers', () => {
    expect(
      senderAuthOf(Buffer.from('Received-SPF: fail (domain does not designate)\r\nSubject: x\r\n\r\nbody')),
    ).toBe('SPF fail');
    expect(senderAuthOf(Buffer.from('Subject: x\r\n\r\nbody'))).toBe('');
  });
});
