/**
 * Test and benchmark helper: insert a FINISHED knowledge file with its chunks directly, standing in
 * for the ingestion pipeline until it is merged (then tests may upload through the knowledge API).
 * Not used by the app itself.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../db/test-database.js';
import type { Clock } from '../../shared/clock.js';
import { createLogger } from '../../shared/logger.js';
import { createAssistant } from './assistant.usecases.js';

export interface SeedChunk {
  heading?: string;
  content: string;
}

export interface SeedFile {
  schoolId: string;
  fileName: string;
  /** announcement | event | policy | newsletter | handbook | email | … */
  contentType: string;
  /** Document title carried by every chunk; defaults to the file name without extension. */
  title?: string;
  chunks: SeedChunk[];
  createdAt?: Date;
  expiryDate?: Date | null;
  syncStatus?: string;
}

/** Insert one file and its chunks; returns the file id and key. Chunks are inserted in batches. */
export async function seedKnowledgeFile(
  database: Database,
  file: SeedFile,
): Promise<{ fileId: string; key: string }> {
  const key = `${file.schoolId}/${randomUUID()}/${file.fileName}`;
  const rows = await database.query<{ id: string }>(
    `INSERT INTO knowledge_files (school_id, key, file_name, content_type, mime_type, size, expiry_date, sync_status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'text/plain', $5, $6, $7, $8, $8) RETURNING id`,
    [
      file.schoolId,
      key,
      file.fileName,
      file.contentType,
      file.chunks.reduce((n, c) => n + c.content.length, 0),
      file.expiryDate ?? null,
      file.syncStatus ?? 'FINISHED',
      file.createdAt ?? new Date(),
    ],
  );
  const fileId = rows[0]!.id;
  const title = file.title ?? file.fileName.replace(/\.[a-z0-9]{1,5}$/i, '');
  for (let start = 0; start < file.chunks.length; start += 200) {
    const batch = file.chunks.slice(start, start + 200);
    await database.query(
      `INSERT INTO knowledge_chunks (school_id, file_id, ordinal, title, heading, content)
       SELECT $1, $2, u.ord + $3 - 1, $4, u.heading, u.content
       FROM unnest($5::text[], $6::text[]) WITH ORDINALITY AS u(heading, content, ord)`,
      [file.schoolId, fileId, start, title, batch.map((c) => c.heading ?? ''), batch.map((c) => c.content)],
    );
  }
  return { fileId, key };
}

/** Create a school row directly (bench/tests that do not need a signed-in user). */
export async function seedSchool(
  database: Database,
  values: { name: string; timeZone: string; officePhone?: string; officeEmail?: string },
): Promise<string> {
  const rows = await database.query<{ id: string }>(
    'INSERT INTO schools (name, time_zone, office_phone, office_email) VALUES ($1, $2, $3, $4) RETURNING id',
    [values.name, values.timeZone, values.officePhone ?? null, values.officeEmail ?? null],
  );
  return rows[0]!.id;
}

/**
 * The default engine (no AI key) over `database` at `clock`'s time, silent: `ask(schoolId, question)`
 * resolves to the reply text a parent would read.
 */
export function offlineAssistant(database: Database, clock: Clock) {
  const assistant = createAssistant({
    database,
    clock,
    logger: createLogger({ level: 'silent' }),
    config: { LLM_BASE_URL: undefined, LLM_MODEL: undefined, LLM_API_KEY: undefined, LLM_TIMEOUT_MS: 1000 },
    fetch,
  });
  return {
    ask: async (schoolId: string, question: string) =>
      (await assistant.answerQuestion({ schoolId, question, channel: 'web' })).answer,
  };
}

/** One school on a fresh test database, its files seeded, and the default engine asking it. */
export interface SeededSchool {
  database: Database;
  schoolId: string;
  /** The reply a parent would read for `question`. */
  ask(question: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh test database (PGlite, or PostgreSQL with TEST_DATABASE_URL) holding one school and
 * `files` (each `SeedFile` without its school id), asked through `offlineAssistant` at `clock`.
 * For engine tests that write their own documents the way a school writes them.
 */
export async function seededSchool(input: {
  school: { name: string; timeZone: string };
  clock: Clock;
  files: Omit<SeedFile, 'schoolId'>[];
}): Promise<SeededSchool> {
  const database = await createTestDatabase();
  const schoolId = await seedSchool(database, input.school);
  for (const file of input.files) await seedKnowledgeFile(database, { ...file, schoolId });
  const assistant = offlineAssistant(database, input.clock);
  return {
    database,
    schoolId,
    ask: (question) => assistant.ask(schoolId, question),
    close: () => database.close(),
  };
}
