import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import { JobQueue } from '../jobs/queue.js';
import { createTokenService } from '../modules/auth/auth.tokens.js';
import { createMailer } from '../modules/mail/mail.service.js';
import { systemClock } from '../shared/clock.js';
import type { Logger } from '../shared/logger.js';
import type { AppDeps } from './deps.js';
import path from 'node:path';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import { createAssistant } from '../modules/assistant/assistant.usecases.js';
import { createOpenAiEmbeddings } from '../modules/assistant/assistant.llm.js';

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
  const fetchFn = input.overrides?.fetch ?? globalThis.fetch.bind(globalThis);
  const embeddingBase = input.config.EMBEDDING_BASE_URL ?? input.config.LLM_BASE_URL;
  const embeddings =
    input.overrides?.embeddings ??
    (input.config.EMBEDDING_MODEL && embeddingBase
      ? createOpenAiEmbeddings({
          fetch: fetchFn,
          baseUrl: embeddingBase,
          model: input.config.EMBEDDING_MODEL,
          apiKey: input.config.LLM_API_KEY,
          timeoutMs: input.config.LLM_TIMEOUT_MS,
        })
      : undefined);
  const eventSource = input.overrides?.eventSource;
  const base: Omit<AppDeps, 'assistant'> = {
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
    storage:
      input.overrides?.storage ??
      createLocalBlobStore({
        root: path.join(input.config.dataDir, 'files'),
        publicUrl: input.config.publicUrl,
        secret: input.config.tokenSigningKey,
        now: () => clock.now(),
      }),
    fetch: fetchFn,
    eventSource,
    embeddings,
  };
  const assistant =
    input.overrides?.assistant ??
    createAssistant({
      database: input.database,
      clock,
      logger: input.overrides?.logger ?? input.logger,
      config: input.config,
      fetch: fetchFn,
      eventSource,
      embeddings,
    });
  return { ...base, ...input.overrides, clock, queue: base.queue, mailer: base.mailer, tokens: base.tokens, assistant };
}
