import path from 'node:path';
import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import { JobQueue } from '../jobs/queue.js';
import { withFairUse } from '../modules/assistant/assistant.fair-use.js';
import { withSpanish } from '../modules/assistant/assistant.multilingual.js';
import { createAssistant } from '../modules/assistant/assistant.usecases.js';
import { createKnowledgeSearch } from '../modules/knowledge/knowledge.search.js';
import { createTokenService } from '../modules/auth/auth.tokens.js';
import { createCalendarEventSource } from '../modules/calendars/calendars.event-source.js';
import { createCalendarDaySource } from '../modules/calendars/calendars.day-model.js';
import { schoolTimesOf } from '../modules/schools/schools.usecases.js';
import { createCalendarFetcher } from '../modules/calendars/calendars.fetcher.js';
import { createEmbeddingClient } from '../modules/ingestion/ingestion.embeddings.js';
import { createMailer } from '../modules/mail/mail.service.js';
import { systemClock } from '../shared/clock.js';
import { inRequestScope } from '../shared/request-memo.js';
import type { Assistant } from '../modules/assistant/assistant.types.js';
import type { Logger } from '../shared/logger.js';
import type { BlobStore } from '../storage/blob-store.js';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import { createS3BlobStore } from '../storage/s3-blob-store.js';
import type { AppDeps } from './deps.js';

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
  const { config, database, overrides = {} } = input;
  const logger = overrides.logger ?? input.logger;
  const clock = overrides.clock ?? systemClock;
  const fetchFn = overrides.fetch ?? globalThis.fetch.bind(globalThis);
  const embeddings = overrides.embeddings ?? createEmbeddingClient({ config, fetch: fetchFn }) ?? undefined;
  const eventSource = overrides.eventSource ?? createCalendarEventSource(database);
  // The zone and the office's hours from the school profile; when the hours are empty the engine
  // passes the documents' hours.
  const calendarDays = createCalendarDaySource(database, {
    timesOf: (schoolId) => schoolTimesOf({ database, schoolId }),
  });
  const daySource = overrides.daySource ?? calendarDays;
  const knowledge = createKnowledgeSearch(database);
  const assistant =
    overrides.assistant ??
    inQuestionScope(
      withFairUse(
        // Spanish questions are answered in Spanish through a seam around the English engine.
        withSpanish(
          createAssistant({
            database,
            clock,
            logger,
            config,
            fetch: fetchFn,
            knowledge,
            eventSource,
            daySource,
            embeddings,
          }),
          {
            database,
            knowledge,
            now: () => clock.now(),
            answersWithModel: !!(config.LLM_BASE_URL && config.LLM_MODEL),
          },
        ),
      ),
    );
  return {
    ...overrides,
    config,
    database,
    logger,
    clock,
    fetch: fetchFn,
    embeddings,
    eventSource,
    daySource,
    assistant,
    queue:
      overrides.queue ??
      new JobQueue({
        database,
        logger,
        clock,
        pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
        concurrency: config.JOB_CONCURRENCY,
      }),
    mailer:
      overrides.mailer ??
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, logger }),
    tokens:
      overrides.tokens ?? createTokenService({ signingKey: config.tokenSigningKey, now: () => clock.now() }),
    storage: overrides.storage ?? createBlobStore(config, clock),
    calendarFetcher:
      overrides.calendarFetcher ??
      createCalendarFetcher({ allowPrivate: config.CALENDAR_ALLOW_PRIVATE_URLS }),
  };
}

/**
 * Each question answered in a request scope (server/shared/request-memo.ts), whichever channel asks
 * (the test chat's route opens one for the whole request): the engine and its day model read the
 * school row once.
 */
function inQuestionScope(assistant: Assistant): Assistant {
  return { answerQuestion: (input) => inRequestScope(() => assistant.answerQuestion(input)) };
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
