import type { Config } from '../config/config.js';
import type { Database } from '../db/client.js';
import type { JobQueue } from '../jobs/queue.js';
import type { TokenService } from '../modules/auth/auth.tokens.js';
import type { Mailer } from '../modules/mail/mail.service.js';
import type { Clock } from '../shared/clock.js';
import type { BlobStore } from '../storage/blob-store.js';
import type { Logger } from '../shared/logger.js';
import type { Assistant, EventSource } from '../modules/assistant/assistant.types.js';
import type { DaySource } from '../modules/assistant/assistant.pipeline.types.js';
import type { EmbeddingClient as Embeddings } from '../modules/ingestion/ingestion.embeddings.js';
import type { CalendarFetcher } from '../modules/calendars/calendars.fetcher.js';

/**
 * Everything the app's modules need, built once in server/main.ts (or by a test). Outside services
 * enter here, so tests swap them by passing other implementations, never by branches in server/.
 * Later modules add their own fields (storage, llm, http fetcher, WhatsApp client, ...).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  queue: JobQueue;
  mailer: Mailer;
  tokens: TokenService;
  /** Original files (local folder or S3). */
  storage: BlobStore;
  /** HTTP client for outside services (ICS feeds, LLM, Graph API); tests pass their own. */
  fetch: typeof fetch;
  /** ICS feed downloader with the SSRF checks of docs/ARCHITECTURE.md (calendars module); tests pass one with a fake resolver. */
  calendarFetcher?: CalendarFetcher;
  /** The answer engine: one entry point for every channel (docs/ARCHITECTURE.md). */
  assistant: Assistant;
  /** Structured calendar events for the engine (the calendars module provides it); none → documents only. */
  eventSource?: EventSource;
  /** The school-day model (calendars module): status, reasons and hours of any date in the school's zone. */
  daySource?: DaySource;
  /** Embeddings client when EMBEDDING_MODEL is set (pgvector similarity in retrieval). */
  embeddings?: Embeddings;
}
