import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { fixtureFile } from '../ingestion/fixtures/fixtures.js';
import { truncatedPng } from '../ingestion/fixtures/hostile.js';
import { stopParserProcesses } from '../ingestion/ingestion.isolate.js';
import { startInboundSmtp, type InboundSmtp } from './inbound-email.smtp.js';
import { setForwarding } from './inbound-email.test-helpers.js';

/** A damaged image e-mailed to a forwarding address fails that attachment, not the server. */

const DOMAIN = 'inbound.homeroom.test';
let t: TestApp;
let smtp: InboundSmtp;
let address: string;
let schoolId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: DOMAIN } });
  ({ schoolId } = await signUp(t));
  address = await setForwarding(t, schoolId, `maple-0123456789@${DOMAIN}`, true);
  smtp = await startInboundSmtp({ deps: t.deps, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await smtp?.close();
  await t?.close();
  await stopParserProcesses();
});

async function mailImage(subject: string, filename: string, content: Buffer) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });
  const info = await transport.sendMail({
    from: 'Office <office@maplegrove.test>',
    to: address,
    subject,
    text: 'Please add the attached flyer.',
    attachments: [{ filename, content, contentType: 'image/png' }],
  });
  expect(info.accepted).toHaveLength(1);
  await t.deps.queue.runDue();
  await t.deps.queue.runDue();
  const [row] = await t.database.query<{ sync_status: string; error_message: string | null }>(
    'SELECT sync_status, error_message FROM knowledge_files WHERE school_id = $1 AND file_name = $2',
    [schoolId, filename],
  );
  return row;
}

describe('a truncated PNG by SMTP', { timeout: 120_000 }, () => {
  it('ends FAILED with "This image is damaged or incomplete", the server answers and the next e-mail is indexed', async () => {
    // Padded past 16 KB with a tEXt chunk, as an attacker would to pass size filters.
    const png = truncatedPng(16 * 1024);
    expect(png.length).toBeGreaterThan(16 * 1024);
    expect(await mailImage('Fwd: Flyer', 'flyer.png', png)).toEqual({
      sync_status: 'FAILED',
      error_message: 'This image is damaged or incomplete',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await mailImage('Fwd: Concert', 'notice.png', fixtureFile('notice.png'))).toEqual({
      sync_status: 'FINISHED',
      error_message: null,
    });
  });
});
