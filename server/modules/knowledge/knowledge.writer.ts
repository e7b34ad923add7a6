/**
 * The knowledge module's interface for the modules that write knowledge rows: ingestion (a file's
 * chunks and sync status), calendars (a calendar's listing item), inbound e-mail (an e-mail's items)
 * and the demo seed. They import these names from here, never knowledge.table.ts or a knowledge
 * repository (the lint's storage boundary), so the tables can change behind this file.
 * Reads for answering go through the knowledge search interface, not this file.
 *
 * Executors: `Executor` is a Drizzle handle or a transaction, so a caller's write can join its own
 * transaction (calendars write the listing item with the calendar row); `Database` where the
 * function opens its own transaction.
 */
export {
  // Ingestion: the file to read, its status, its chunks (atomically replaced) and the vector column.
  findFileForIngestion,
  setSyncStatus,
  replaceChunks,
  hasEmbeddingColumn,
  type IngestFileRow,
  type NewChunk,
  type SyncStatus,
  // Calendars: one always-FINISHED item per calendar, keyed by calendarKnowledgeKey.
  calendarKnowledgeKey,
  upsertKnowledgeEntry,
  deleteKnowledgeEntry,
  // Inbound e-mail: items already made for a message (retries skip them) and FAILED items.
  countItemsOfInboundEmail,
  insertEmailKnowledgeFile,
  // Demo seed: which of its files exist, and their status while ingestion runs.
  listKnowledgeByNames,
} from './knowledge.writer.repository.js';
