import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOUND_FAILURE_REASONS } from '../../../contracts/inbound-email.contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ingestInboundEmail } from './inbound-email.ingest.js';
import {
  composeEmail,
  insertForwardingSchool,
  pdfWithText,
  pngOfSize,
} from './inbound-email.test-helpers.js';
import { acceptInboundEmail } from './inbound-email.usecases.js';

const DOMAIN = 'inbound.homeroom.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { INBOUND_EMAIL_DOMAIN: DOMAIN } });
});
afterAll(async () => t?.close());

interface Item {
  file_name: string;
  content_type: string;
  sync_status: string;
  error_message: string | null;
  key: string;
}

let n = 0;
/** A fresh school, the message accepted for it and ingested; its items and activity back. */
async function ingest(raw: Buffer | string, options: { parseTimeoutMs?: number } = {}) {
  const schoolId = await insertForwardingSchool(t, `ingest${n++}-0000000000@${DOMAIN}`);
  const [accepted] = await acceptInboundEmail({ deps: t.deps, raw: Buffer.from(raw), schoolIds: [schoolId] });
  await ingestInboundEmail({ deps: t.deps, inboundEmailId: accepted!.inboundEmailId!, ...options });
  const items = await t.database.query<Item>(
    'SELECT file_name, content_type, sync_status, error_message, key FROM knowledge_files WHERE school_id = $1 ORDER BY created_at',
    [schoolId],
  );
  const [email] = await t.database.query<{
    status: string;
    subject: string;
    sender: string;
    error: string | null;
  }>('SELECT status, subject, sender, error FROM inbound_emails WHERE school_id = $1', [schoolId]);
  const activity = await t.database.query<{ event_type: string; description: string }>(
    'SELECT event_type, description FROM activity_logs WHERE school_id = $1 ORDER BY created_at',
    [schoolId],
  );
  const text = async (i: number) => (await t.deps.storage.get(items[i]!.key)).toString('utf8');
  return { schoolId, inboundEmailId: accepted!.inboundEmailId!, items, email: email!, activity, text };
}

describe('inbound e-mail ingestion', () => {
  it('turns an HTML-only body into text, keeping the forwarded sender and date', async () => {
    const r = await ingest(
      await composeEmail({
        subject: 'Fwd: Picture day',
        html: `<div>FYI</div><div>---------- Forwarded message ---------<br>From: <b>Ms. Hoover</b> &lt;hoover@school.test&gt;<br>
          Date: Tue, Oct 8, 2024 at 8:00 AM<br>Subject: Picture day</div><p>Picture day is <strong>October 15</strong>.</p>
          <style>p { color: red }</style>`,
      }),
    );
    expect(r.items.map((i) => [i.file_name, i.content_type, i.sync_status])).toEqual([
      ['Fwd: Picture day.txt', 'email', 'PENDING'],
    ]);
    const body = await r.text(0);
    expect(body).toMatch(
      /^Subject: Fwd: Picture day\nFrom: "?Principal Skinner"? <principal@springfield.test>\nDate: /,
    );
    expect(body).toContain('---------- Forwarded message ---------');
    expect(body).toContain('From: Ms. Hoover <hoover@school.test>');
    expect(body).toContain('Date: Tue, Oct 8, 2024 at 8:00 AM');
    expect(body).toContain('Picture day is October 15.');
    expect(body).not.toMatch(/<p>|color: red/);
    expect(r.email).toMatchObject({ status: 'processed', subject: 'Fwd: Picture day' });
    expect(r.activity).toEqual([
      {
        event_type: 'email_received',
        description: 'E-mail received: Fwd: Picture day from Principal Skinner <principal@springfield.test>',
      },
    ]);
  });

  it('skips inline images and signatures but keeps real attachments', async () => {
    const pdf = await pdfWithText('Lunch menu');
    const r = await ingest(
      await composeEmail({
        subject: 'Menu / week 3',
        text: 'See attached.',
        html: '<p>See attached.</p><img src="cid:logo@school">',
        attachments: [
          { filename: 'logo.png', content: pngOfSize(40_000), cid: 'logo@school' },
          { filename: 'tiny-signature.png', content: pngOfSize(2_000) },
          { filename: 'smime.p7s', content: Buffer.from('sig'), contentType: 'application/pkcs7-signature' },
          { filename: 'principal.vcf', content: 'BEGIN:VCARD\r\nEND:VCARD\r\n', contentType: 'text/vcard' },
          { filename: 'menu.pdf', content: pdf },
          { filename: 'poster.png', content: pngOfSize(60_000) },
          { filename: 'minutes.xyz', content: Buffer.from('not a known kind') },
        ],
      }),
    );
    expect(r.items.map((i) => [i.file_name, i.content_type, i.sync_status])).toEqual([
      ['Menu - week 3.txt', 'email', 'PENDING'],
      ['menu.pdf', 'email_attachment', 'PENDING'],
      ['poster.png', 'email_attachment', 'PENDING'],
      // Same rules as uploads: an unsupported kind is kept as a FAILED item that says why.
      ['minutes.xyz', 'email_attachment', 'FAILED'],
    ]);
    expect(r.items[3]!.error_message).toMatch(/Unsupported file type/);
    expect(r.activity.map((a) => a.description)).toEqual([
      'E-mail received: Menu / week 3 from Principal Skinner <principal@springfield.test>',
      'Attachment menu.pdf from e-mail Menu / week 3',
      'Attachment poster.png from e-mail Menu / week 3',
      'Attachment minutes.xyz from e-mail Menu / week 3',
    ]);
  });

  it('reads a message forwarded as an attachment (message/rfc822) as a text attachment', async () => {
    const original = await composeEmail({
      from: 'Coach Jones <jones@school.test>',
      subject: 'Tryouts moved',
      text: 'Basketball tryouts move to Wednesday 4 pm.',
    });
    const r = await ingest(
      await composeEmail({
        subject: 'FW: Tryouts moved',
        text: 'See the attached message.',
        // Outlook marks it "attachment"; marked "inline", mailparser already folds it into the body.
        attachments: [
          {
            filename: 'Tryouts moved.eml',
            content: original,
            contentType: 'message/rfc822',
            contentDisposition: 'attachment',
          },
        ],
      }),
    );
    expect(r.items.map((i) => [i.file_name, i.content_type, i.sync_status])).toEqual([
      ['FW: Tryouts moved.txt', 'email', 'PENDING'],
      ['Tryouts moved.txt', 'email_attachment', 'PENDING'],
    ]);
    const inner = await r.text(1);
    expect(inner).toContain('From: "Coach Jones" <jones@school.test>');
    expect(inner).toContain('Basketball tryouts move to Wednesday 4 pm.');
  });

  it('records an e-mail with only an inline image as a FAILED item with the reason', async () => {
    const r = await ingest(
      await composeEmail({
        subject: 'Look',
        html: '<img src="cid:pic@x">',
        attachments: [{ filename: 'pic.png', content: pngOfSize(50_000), cid: 'pic@x' }],
      }),
    );
    expect(r.items).toMatchObject([
      {
        file_name: 'Look.eml',
        content_type: 'email',
        sync_status: 'FAILED',
        error_message: INBOUND_FAILURE_REASONS.onlyInlineImages,
      },
    ]);
    expect(r.email.status).toBe('failed');
    expect(r.activity.map((a) => a.event_type)).toEqual(['email_received']);
  });

  it('records an e-mail without text or attachments as FAILED, named "(no subject)" when it has none', async () => {
    const r = await ingest('From: a@b.test\r\nTo: x@y.test\r\nMessage-ID: <empty-1@b.test>\r\n\r\n   \r\n');
    expect(r.items).toMatchObject([
      { file_name: '(no subject).eml', sync_status: 'FAILED', error_message: INBOUND_FAILURE_REASONS.empty },
    ]);
    expect(r.activity[0]!.description).toBe('E-mail received: (no subject) from a@b.test');
  });

  it('records malformed MIME (thousands of nested multiparts) as FAILED instead of hanging', async () => {
    let nested = '';
    for (let i = 0; i < 3000; i++)
      nested += `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`;
    nested += 'Content-Type: text/plain\r\n\r\nhello\r\n';
    for (let i = 2999; i >= 0; i--) nested += `--b${i}--\r\n`;
    const r = await ingest(`From: a@b.test\r\nSubject: Nested\r\nMIME-Version: 1.0\r\n${nested}`);
    expect(r.items).toMatchObject([
      { file_name: 'Nested.eml', sync_status: 'FAILED', error_message: INBOUND_FAILURE_REASONS.unreadable },
    ]);
    expect(r.email.error).toMatch(/^unreadable: /);
  });

  it('records a message with a 5 MB header line as FAILED (headers too large)', async () => {
    const r = await ingest(
      `From: a@b.test\r\nSubject: Big\r\nX-Junk: ${'a'.repeat(5 * 1024 * 1024)}\r\n\r\nbody\r\n`,
    );
    expect(r.items).toMatchObject([
      { sync_status: 'FAILED', error_message: INBOUND_FAILURE_REASONS.headersTooLarge },
    ]);
  });

  it('reads a 10 MB single-line body within the time budget', async () => {
    const line = 'The book fair runs all week. '.repeat(360_000);
    const r = await ingest(`From: a@b.test\r\nSubject: Long\r\nContent-Type: text/plain\r\n\r\n${line}\r\n`);
    expect(r.items).toMatchObject([{ file_name: 'Long.txt', content_type: 'email', sync_status: 'PENDING' }]);
    expect((await r.text(0)).length).toBeGreaterThan(10_000_000);
  });

  it('gives up on a message that takes longer than the parse budget and says so', async () => {
    // ~2 s of parsing and HTML conversion against a 100 ms budget.
    const slow = `From: a@b.test\r\nSubject: Slow\r\nContent-Type: text/html\r\n\r\n<p>${'word '.repeat(2_000_000)}\r\n`;
    const started = Date.now();
    const r = await ingest(slow, { parseTimeoutMs: 100 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(r.items).toMatchObject([
      { file_name: 'Slow.eml', sync_status: 'FAILED', error_message: INBOUND_FAILURE_REASONS.tooSlow },
    ]);
  });

  it('creates nothing new for the same Message-ID twice, and a re-run job adds nothing', async () => {
    const raw = await composeEmail({ subject: 'Twice', text: 'Once only', messageId: '<twice@school.test>' });
    const r = await ingest(raw);
    const again = await acceptInboundEmail({ deps: t.deps, raw, schoolIds: [r.schoolId] });
    expect(again).toEqual([{ schoolId: r.schoolId, inboundEmailId: null }]);
    await ingestInboundEmail({ deps: t.deps, inboundEmailId: r.inboundEmailId });
    const count = await t.database.query<{ files: number; emails: number }>(
      `SELECT (SELECT count(*)::int FROM knowledge_files WHERE school_id = $1) AS files,
              (SELECT count(*)::int FROM inbound_emails WHERE school_id = $1) AS emails`,
      [r.schoolId],
    );
    expect(count[0]).toEqual({ files: 1, emails: 1 });
  });

  it('resumes after a crash without duplicating items', async () => {
    const raw = await composeEmail({
      subject: 'Resume',
      text: 'Body',
      attachments: [
        { filename: 'a.pdf', content: await pdfWithText('A') },
        { filename: 'b.pdf', content: await pdfWithText('B') },
      ],
    });
    const schoolId = await insertForwardingSchool(t, `resume-0000000000@${DOMAIN}`);
    const [accepted] = await acceptInboundEmail({ deps: t.deps, raw, schoolIds: [schoolId] });
    const id = accepted!.inboundEmailId!;
    // First attempt dies after the body item: storage fails on the first attachment.
    let puts = 0;
    const flaky = {
      ...t.deps,
      storage: {
        ...t.deps.storage,
        put: async (...args: Parameters<typeof t.deps.storage.put>) => {
          if (++puts === 2) throw new Error('disk full');
          return t.deps.storage.put(...args);
        },
      },
    };
    await expect(ingestInboundEmail({ deps: flaky, inboundEmailId: id })).rejects.toThrow('disk full');
    await ingestInboundEmail({ deps: t.deps, inboundEmailId: id });
    const names = await t.database.query<{ file_name: string }>(
      'SELECT file_name FROM knowledge_files WHERE school_id = $1 ORDER BY created_at',
      [schoolId],
    );
    expect(names.map((x) => x.file_name)).toEqual(['Resume.txt', 'a.pdf', 'b.pdf']);
    const received = await t.database.query(
      `SELECT 1 FROM activity_logs WHERE school_id = $1 AND event_type = 'email_received'`,
      [schoolId],
    );
    expect(received).toHaveLength(1);
  });
});
