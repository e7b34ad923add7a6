import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import { JobQueue } from '../jobs/queue.js';
import { createTokenService } from '../modules/auth/auth.tokens.js';
import { createMailer } from '../modules/mail/mail.service.js';
import { systemClock } from '../shared/clock.js';
import type { Logger } from '../shared/logger.js';
import type { AppDeps } from './deps.js';
import path from 'node:path';
import type { BlobStore } from '../storage/blob-store.js';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import { createCalendarFetcher } from '../modules/calendars/calendars.fetcher.js';
import { createCalendarEventSource } from '../modules/calendars/calendars.event-source.js';
import { createS3BlobStore } from '../storage/s3-blob-store.js';

/**
 * Assemble AppDeps from config + database. `overrides` is how tests inject fakes (a fixed clock, a
 * capturing mailer, a local Graph API URL, ...): dependency injection, no test branches in server/.
 */
export function createDeps(input: {
  config: Config;
  database: Database;
  logger: Logger;
  overrides?: Partial<AppDeps>;
}): AppDeps {
  const clock = input.overrides?.clock ?? systemClock;
  const base: AppDeps = {
    config: input.config,
    database: input.database,
    logger: input.logger,
    clock,
    queue:
      input.overrides?.queue ??
      new JobQueue({
        database: input.database,
        logger: input.logger,
        clock,
        pollIntervalMs: input.config.JOB_POLL_INTERVAL_MS,
        concurrency: input.config.JOB_CONCURRENCY,
      }),
    mailer:
      input.overrides?.mailer ??
      createMailer({
        smtpUrl: input.config.SMTP_URL,
        from: input.config.MAIL_FROM,
        dataDir: input.config.dataDir,
        logger: input.logger,
      }),
    tokens: input.overrides?.tokens ?? createTokenService({ signingKey: input.config.tokenSigningKey, now: () => clock.now() }),
    storage: input.overrides?.storage ?? createBlobStore(input.config, clock),
    fetch: input.overrides?.fetch ?? globalThis.fetch.bind(globalThis),
    calendarFetcher:
      input.overrides?.calendarFetcher ??
      createCalendarFetcher({ allowPrivate: input.config.CALENDAR_ALLOW_PRIVATE_URLS }),
    eventSource: input.overrides?.eventSource ?? createCalendarEventSource(input.database),
  };
  return { ...base, ...input.overrides, clock, queue: base.queue, mailer: base.mailer, tokens: base.tokens };
}

/** S3 when `S3_BUCKET` is set (credentials from the standard AWS chain), else `$DATA_DIR/files`. */
export function createBlobStore(config: Config, clock: { now(): Date }): BlobStore {
  if (config.S3_BUCKET) {
    return createS3BlobStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalBlobStore({
    root: path.join(config.dataDir, 'files'),
    publicUrl: config.publicUrl,
    secret: config.tokenSigningKey,
    now: () => clock.now(),
  });
}
