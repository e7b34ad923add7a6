import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { INBOUND_EMAIL_LIMITS } from '../../../contracts/inbound-email.contract.js';
import {
  acceptInboundEmail,
  headerSender,
  resolveRecipient,
  resolveRecipients,
  schoolsAcceptingSender,
  SENDER_REJECTED,
  type InboundDeps,
} from './inbound-email.usecases.js';

/** An SMTP reply error: smtp-server answers with `responseCode` and the message. */
function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

export interface InboundSmtp {
  /** The bound port (useful with port 0). */
  port: number;
  /** Stop accepting; open sessions get `closeTimeoutMs` to finish. */
  close(): Promise<void>;
}

/**
 * The inbound SMTP listener for forwarded mail (docs/ARCHITECTURE.md), on smtp-server:
 * - RCPT TO only for forwarding addresses of schools with forwarding on (550 otherwise; never a
 *   relay), at most `maxRecipients` per message (452 beyond, RFC 5321);
 * - no AUTH, no STARTTLS (no certificates are configured: mail arrives from the school's own mail
 *   host or a provider over the local network or a TLS-terminating proxy);
 * - size cap INBOUND_EMAIL_MAX_MB: advertised with SIZE and enforced here in onData with 552,
 *   because smtp-server only advertises it (RFC 1870);
 * - the message is committed (original + row + job, acceptInboundEmail) before the 250 reply; a
 *   database or storage failure answers 451 so the sender retries later.
 * `port` 0 picks a free port; `host` defaults to HOST.
 */
export async function startInboundSmtp(input: {
  deps: InboundDeps;
  port: number;
  host?: string;
}): Promise<InboundSmtp> {
  const { deps } = input;
  const maxBytes = deps.config.INBOUND_EMAIL_MAX_MB * 1024 * 1024;
  const log = deps.logger.child({ component: 'inbound-smtp' });

  const server = new SMTPServer({
    name: deps.config.INBOUND_EMAIL_DOMAIN.trim() || 'homeroom.localhost',
    banner: 'Homeroom inbound mail',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    maxClients: INBOUND_EMAIL_LIMITS.maxClients,
    maxRecipients: INBOUND_EMAIL_LIMITS.maxRecipients,
    socketTimeout: INBOUND_EMAIL_LIMITS.socketTimeoutMs,
    closeTimeout: INBOUND_EMAIL_LIMITS.closeTimeoutMs,
    disableReverseLookup: true,
    logger: false,

    onRcptTo(address, session, callback) {
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : '';
      resolveRecipient({ deps, address: address.address })
        .then(async (hit) => {
          if (!hit)
            return smtpError(
              550,
              `5.1.1 <${address.address}>: no such mailbox here; relaying is not allowed`,
            );
          const accepted = await schoolsAcceptingSender({ deps, schoolIds: [hit.schoolId], sender });
          return accepted.length ? undefined : smtpError(550, SENDER_REJECTED(sender));
        })
        .then(
          (rejection) => callback(rejection),
          (err: unknown) => {
            log.error({ err }, 'recipient lookup failed');
            callback(smtpError(451, '4.3.0 Temporary failure, please try again later'));
          },
        );
    },

    onData(stream, session, callback) {
      receive(stream, maxBytes).then(
        async (raw) => {
          if (stream.sizeExceeded || raw === null) {
            return callback(
              smtpError(
                552,
                `5.3.4 Message exceeds the maximum size of ${deps.config.INBOUND_EMAIL_MAX_MB} MB`,
              ),
            );
          }
          try {
            await commit(session, raw);
            callback(null, 'Message accepted');
          } catch (err) {
            if ((err as { responseCode?: number }).responseCode) return callback(err as Error);
            log.error({ err }, 'could not store an inbound message');
            callback(smtpError(451, '4.3.0 Could not store the message, please try again later'));
          }
        },
        (err: unknown) => {
          log.warn({ err }, 'inbound data stream failed');
          callback(smtpError(451, '4.3.0 Error while receiving the message, please try again'));
        },
      );
    },
  });

  async function commit(session: SMTPServerSession, raw: Buffer): Promise<void> {
    // Re-resolve: a school may have switched forwarding off since RCPT, and this also runs the
    // recipients through one code path with the webhook.
    const addresses = session.envelope.rcptTo.map((r) => r.address);
    const schoolIds = await resolveRecipients({ deps, addresses });
    if (schoolIds.length === 0) throw smtpError(550, '5.1.1 No valid recipients');
    // The envelope sender passed at RCPT; the author in the From header must be allowed too.
    const author = headerSender(raw);
    const allowed = await schoolsAcceptingSender({ deps, schoolIds, sender: author });
    if (allowed.length === 0) throw smtpError(550, SENDER_REJECTED(author));
    await acceptInboundEmail({ deps, raw, schoolIds: allowed });
  }

  server.on('error', (err) => log.warn({ err }, 'inbound SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(input.port, input.host ?? deps.config.HOST, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  log.info({ port }, 'inbound SMTP listening');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Read the DATA stream into memory up to `maxBytes`; past that keep draining (the client must be
 * allowed to finish before the 552) but drop the bytes. Resolves null when the cap was passed.
 */
function receive(stream: SMTPServerDataStream, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total <= maxBytes) chunks.push(chunk);
    });
    stream.once('end', () => resolve(total > maxBytes ? null : Buffer.concat(chunks, total)));
    stream.once('error', reject);
  });
}
