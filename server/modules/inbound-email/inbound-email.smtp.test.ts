import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { startInboundSmtp, type InboundSmtp } from './inbound-email.smtp.js';
import {
  composeEmail,
  countRows,
  insertForwardingSchool,
  pdfWithText,
  setForwarding,
  smtpClient,
} from './inbound-email.test-helpers.js';

const DOMAIN = 'inbound.homeroom.test';
let t: TestApp;
let smtp: InboundSmtp;
let school: { schoolId: string; address: string };
let disabled: { schoolId: string; address: string };

beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_EMAIL_MAX_MB: '1' } });
  const a = await signUp(t);
  const b = await signUp(t);
  school = {
    schoolId: a.schoolId,
    address: await setForwarding(t, a.schoolId, `maple-0123456789@${DOMAIN}`, true),
  };
  disabled = {
    schoolId: b.schoolId,
    address: await setForwarding(t, b.schoolId, `oak-9876543210@${DOMAIN}`, false),
  };
  smtp = await startInboundSmtp({ deps: t.deps, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
});

async function session() {
  const c = await smtpClient(smtp.port);
  expect(c.greeting.code).toBe(220);
  expect((await c.send('EHLO sender.test')).code).toBe(250);
  expect((await c.send('MAIL FROM:<office@school.test>')).code).toBe(250);
  return c;
}

describe('inbound SMTP', () => {
  it('takes a forwarded e-mail with a PDF sent by nodemailer and turns it into an email and an email_attachment item', async () => {
    const pdf = await pdfWithText('The Grade 3 field trip to the aquarium costs 12 dollars per child.');
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
    });
    const info = await transport.sendMail({
      from: 'Office <office@maplegrove.test>',
      // Local parts are matched case-insensitively (clients and forwarders change the case).
      to: `Fwd <${school.address.replace('maple', 'MAPLE')}>`,
      subject: 'Fwd: Field trip permission slip',
      text: [
        'Please add this to the assistant.',
        '',
        '---------- Forwarded message ---------',
        'From: Ms. Krabappel <edna@maplegrove.test>',
        'Date: Mon, 7 Oct 2024 at 09:12',
        'Subject: Field trip permission slip',
        '',
        'Permission slips are due Friday.',
      ].join('\n'),
      attachments: [{ filename: 'permission-slip.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(info.accepted).toHaveLength(1);
    expect(info.rejected).toEqual([]);

    // Committed before the 250: row + stored original + queued job.
    const [email] = await t.database.query<{ id: string; storage_key: string; status: string }>(
      'SELECT id, storage_key, status FROM inbound_emails WHERE school_id = $1',
      [school.schoolId],
    );
    expect(email!.status).toBe('received');
    expect(email!.storage_key).toMatch(new RegExp(`^${school.schoolId}/inbound/[0-9a-f-]{36}\\.eml$`));
    expect((await t.deps.storage.get(email!.storage_key)).toString()).toContain('Field trip permission slip');
    const jobs = await t.database.query<{ payload: { inboundEmailId: string } }>(
      `SELECT payload FROM jobs WHERE name = 'inbound-email.ingest'`,
    );
    expect(jobs.map((j) => j.payload.inboundEmailId)).toContain(email!.id);

    await t.deps.queue.runDue();

    const items = await t.database.query<{
      file_name: string;
      content_type: string;
      sync_status: string;
      expiry_date: Date | null;
      key: string;
    }>(
      'SELECT file_name, content_type, sync_status, expiry_date, key FROM knowledge_files WHERE school_id = $1 ORDER BY created_at, content_type',
      [school.schoolId],
    );
    expect(items.map((i) => [i.file_name, i.content_type])).toEqual([
      ['Fwd: Field trip permission slip.txt', 'email'],
      ['permission-slip.pdf', 'email_attachment'],
    ]);
    expect(items.every((i) => i.expiry_date === null)).toBe(true);
    const body = (await t.deps.storage.get(items[0]!.key)).toString('utf8');
    expect(body).toContain('---------- Forwarded message ---------');
    expect(body).toContain('From: Ms. Krabappel <edna@maplegrove.test>');
    expect(body).toContain('Permission slips are due Friday.');
    expect((await t.deps.storage.get(items[1]!.key)).equals(pdf)).toBe(true);
    // Both went through the ingestion pipeline like uploads: FINISHED, and the PDF's text is indexed.
    expect(items.map((i) => i.sync_status)).toEqual(['FINISHED', 'FINISHED']);
    const chunks = await t.database.query<{ file_name: string; content: string }>(
      `SELECT f.file_name, c.content FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id
        WHERE c.school_id = $1 AND c.content ILIKE '%aquarium%'`,
      [school.schoolId],
    );
    expect(chunks.map((c) => c.file_name)).toEqual(['permission-slip.pdf']);
    expect(chunks[0]!.content).toContain('12 dollars per child');

    const logs = await t.database.query<{ event_type: string; description: string }>(
      'SELECT event_type, description FROM activity_logs WHERE school_id = $1 AND event_type LIKE $2 ORDER BY created_at',
      [school.schoolId, 'email%'],
    );
    expect(logs).toEqual([
      {
        event_type: 'email_received',
        description: 'E-mail received: Fwd: Field trip permission slip from Office <office@maplegrove.test>',
      },
      {
        event_type: 'email_attachment',
        description: 'Attachment permission-slip.pdf from e-mail Fwd: Field trip permission slip',
      },
    ]);
  });

  it('answers 550 to an unknown address, a disabled school, another domain, and never relays', async () => {
    const c = await session();
    for (const rcpt of [
      `nobody-0000000000@${DOMAIN}`,
      disabled.address,
      'someone@gmail.com',
      `${school.address}.evil.test`,
    ]) {
      const reply = await c.send(`RCPT TO:<${rcpt}>`);
      expect(reply.code, rcpt).toBe(550);
    }
    expect((await c.send('DATA')).code).toBe(503);
    c.close();
    expect(await countRows(t, 'inbound_emails', disabled.schoolId)).toBe(0);
  });

  it('does not offer AUTH or STARTTLS', async () => {
    const c = await smtpClient(smtp.port);
    const ehlo = await c.send('EHLO sender.test');
    expect(ehlo.text).not.toMatch(/AUTH|STARTTLS/);
    expect(ehlo.text).toMatch(/SIZE 1048576/);
    expect((await c.send('AUTH PLAIN AGJvYgBzZWNyZXQ=')).code).toBeGreaterThanOrEqual(500);
    c.close();
  });

  it('refuses a message over INBOUND_EMAIL_MAX_MB with 552 after the data, stores nothing, and keeps serving', async () => {
    const before = await countRows(t, 'inbound_emails');
    const c = await session();
    expect((await c.send(`RCPT TO:<${school.address}>`)).code).toBe(250);
    const big = await composeEmail({ to: school.address, subject: 'Huge', text: 'x'.repeat(1_600_000) });
    const reply = await c.sendData(big);
    expect(reply.code).toBe(552);
    // Same connection, next message: still served.
    expect((await c.send('MAIL FROM:<office@school.test>')).code).toBe(250);
    expect((await c.send(`RCPT TO:<${school.address}>`)).code).toBe(250);
    expect(
      (await c.sendData(await composeEmail({ to: school.address, subject: 'Small', text: 'ok' }))).code,
    ).toBe(250);
    c.close();
    expect(await countRows(t, 'inbound_emails')).toBe(before + 1);
  });

  it('caps recipients at 50 per message (452 beyond) even when 1,000 are tried', async () => {
    const addresses: string[] = [];
    for (let i = 0; i < 55; i++) {
      const address = `bulk${i}-aaaaaaaaaa@${DOMAIN}`;
      await insertForwardingSchool(t, address);
      addresses.push(address);
    }
    const c = await session();
    const codes: number[] = [];
    for (const a of addresses) codes.push((await c.send(`RCPT TO:<${a}>`)).code);
    for (let i = 0; i < 945; i++) codes.push((await c.send(`RCPT TO:<x${i}@elsewhere.test>`)).code);
    expect(codes.slice(0, 50).every((code) => code === 250)).toBe(true);
    expect(codes.slice(50, 55).every((code) => code === 452)).toBe(true);
    expect(codes.slice(55).every((code) => code === 452 || code === 550)).toBe(true);
    const before = await countRows(t, 'inbound_emails');
    expect(
      (await c.sendData(await composeEmail({ to: addresses.join(', '), subject: 'To all', text: 'hello' })))
        .code,
    ).toBe(250);
    c.close();
    expect(await countRows(t, 'inbound_emails')).toBe(before + 50);
  });

  it('answers 451 when the database is down, and the retried delivery is stored once', async () => {
    const broken: Database = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get(target, prop, receiver) {
          if (prop === 'transaction') return () => Promise.reject(new Error('connection refused'));
          return Reflect.get(target, prop, receiver) as unknown;
        },
      }),
    };
    const down = await startInboundSmtp({
      deps: { ...t.deps, database: broken },
      port: 0,
      host: '127.0.0.1',
    });
    const message = await composeEmail({
      to: school.address,
      subject: 'Retry me',
      text: 'Lunch menu',
      messageId: '<retry-1@school.test>',
    });
    try {
      const c = await smtpClient(down.port);
      await c.send('EHLO sender.test');
      await c.send('MAIL FROM:<office@school.test>');
      expect((await c.send(`RCPT TO:<${school.address}>`)).code).toBe(250);
      expect((await c.sendData(message)).code).toBe(451);
      c.close();
    } finally {
      await down.close();
    }
    const countRetry = async () =>
      (await t.database.query(`SELECT 1 FROM inbound_emails WHERE message_id = '<retry-1@school.test>'`))
        .length;
    expect(await countRetry()).toBe(0);
    // The sender retries later (twice, as a timed-out sender would): stored exactly once.
    for (let i = 0; i < 2; i++) {
      const c = await session();
      expect((await c.send(`RCPT TO:<${school.address}>`)).code).toBe(250);
      expect((await c.sendData(message)).code).toBe(250);
      c.close();
    }
    expect(await countRetry()).toBe(1);
  });

  it('answers 451 at RCPT when the recipient lookup fails', async () => {
    const dead: Database = {
      ...t.database,
      db: new Proxy(t.database.db, {
        get: () => () => {
          throw new Error('down');
        },
      }),
    };
    const down = await startInboundSmtp({ deps: { ...t.deps, database: dead }, port: 0, host: '127.0.0.1' });
    try {
      const c = await smtpClient(down.port);
      await c.send('EHLO sender.test');
      await c.send('MAIL FROM:<office@school.test>');
      expect((await c.send(`RCPT TO:<${school.address}>`)).code).toBe(451);
      c.close();
    } finally {
      await down.close();
    }
  });
});
