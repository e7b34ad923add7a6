import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TestApp } from '../../testing/test-app.js';

/** Render a message to raw RFC 822 bytes with nodemailer (what a mail client would send). */
export async function composeEmail(options: Mail.Options): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({
    from: 'Principal Skinner <principal@springfield.test>',
    ...options,
  });
  return info.message as Buffer;
}

/** A one-page PDF with `text` on it (pdf-lib). */
export async function pdfWithText(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 50, y: 780, size: 12, font });
  return Buffer.from(await doc.save());
}

/** A PNG of roughly `bytes` size (valid signature + IHDR, padded with a private chunk). */
export function pngOfSize(bytes: number): Buffer {
  const header = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([header, Buffer.alloc(Math.max(0, bytes - header.length), 7)]);
}

/** Give a school (made by signUp) forwarding on or off with a known address; returns the address. */
export async function setForwarding(
  t: TestApp,
  schoolId: string,
  address: string,
  enabled: boolean,
): Promise<string> {
  await t.database.query(
    'UPDATE schools SET forwarding_address = $2, email_forwarding_enabled = $3, allowed_senders = $4::jsonb WHERE id = $1',
    [schoolId, address, enabled, JSON.stringify(TEST_SENDER_DOMAINS)],
  );
  return address;
}

/** The sender domains the suites' messages come from, allowed for their schools as an office would. */
export const TEST_SENDER_DOMAINS = ['school.test', 'maplegrove.test', 'springfield.test'];

/** A bare school row with forwarding on at `address` (no user: enough for inbound mail). */
export async function insertForwardingSchool(t: TestApp, address: string): Promise<string> {
  const rows = await t.database.query<{ id: string }>(
    `INSERT INTO schools (name, forwarding_address, email_forwarding_enabled, allowed_senders) VALUES ('S', $1, true, $2::jsonb) RETURNING id`,
    [address, JSON.stringify(TEST_SENDER_DOMAINS)],
  );
  return rows[0]!.id;
}

export interface SmtpReply {
  code: number;
  text: string;
}

/**
 * A line-level SMTP client for asserting reply codes exactly (nodemailer hides partial failures).
 * `send` writes one command and resolves with the complete (possibly multi-line) reply.
 */
export async function smtpClient(port: number): Promise<{
  greeting: SmtpReply;
  send(line: string): Promise<SmtpReply>;
  sendData(raw: Buffer): Promise<SmtpReply>;
  close(): void;
}> {
  const socket = connect(port, '127.0.0.1');
  let buffer = '';
  const waiters: ((reply: SmtpReply) => void)[] = [];
  socket.on('data', (chunk) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      const match = buffer.match(/^(?:\d{3}-[^\n]*\n)*(\d{3}) ([^\n]*)\n/);
      if (!match) break;
      buffer = buffer.slice(match[0].length);
      waiters.shift()?.({ code: Number(match[1]), text: match[0].trim() });
    }
  });
  const next = () => new Promise<SmtpReply>((resolve) => waiters.push(resolve));
  const greeting = await next();
  const send = (line: string) => {
    const reply = next();
    socket.write(`${line}\r\n`);
    return reply;
  };
  return {
    greeting,
    send,
    async sendData(raw) {
      const go = await send('DATA');
      if (go.code !== 354) return go;
      const reply = next();
      const stuffed = raw.toString('latin1').replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
      socket.write(Buffer.from(`${stuffed}${stuffed.endsWith('\r\n') ? '' : '\r\n'}.\r\n`, 'latin1'));
      return reply;
    },
    close: () => socket.destroy(),
  };
}

export async function countRows(
  t: TestApp,
  table: 'inbound_emails' | 'knowledge_files',
  schoolId?: string,
): Promise<number> {
  const rows = await t.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table}${schoolId ? ' WHERE school_id = $1' : ''}`,
    schoolId ? [schoolId] : [],
  );
  return rows[0]!.n;
}
