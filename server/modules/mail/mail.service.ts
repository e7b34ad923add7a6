import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../shared/logger.js';
import { randomToken } from '../../shared/ids.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. docs/ARCHITECTURE.md: SMTP via nodemailer when SMTP_URL is set, else `.eml` files in the outbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const linkPattern = /https?:\/\/[^\s"'<>]+/g;

/**
 * Build the mailer. Without `smtpUrl` each message is written as an RFC 5322 file
 * `$DATA_DIR/outbox/<iso time>-<random>.eml` (nodemailer's stream transport renders it) and its links
 * are logged, so a local install can verify accounts without any mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(linkPattern) ?? [];
      options.logger.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to outbox');
    },
  };
}
