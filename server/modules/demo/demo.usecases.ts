import argon2 from 'argon2';
import type { AppDeps } from '../../app/deps.js';
import { findUserByEmail, insertUser, markUserVerified } from '../auth/auth.accounts.js';
import { createKnowledgeItem } from '../knowledge/knowledge.usecases.js';
import { insertSchool, updateSchool } from '../schools/schools.directory.js';
import {
  DEMO_DOCUMENTS,
  DEMO_EMAIL,
  DEMO_PARENT_PHONES,
  DEMO_PASSWORD,
  DEMO_QUESTIONS,
  DEMO_SCHOOL_NAME,
  DEMO_TIME_ZONE,
} from './demo.data.js';
import { insertAnsweredQuery, storedQueryTimes } from '../parent-queries/parent-queries.log.js';
import { listKnowledgeByNames } from '../knowledge/knowledge.writer.js';
import { demoSchedule } from './demo.schedule.js';

const DAY_MS = 24 * 3600 * 1000;
/** Weeks of parent queries the demo holds. */
export const DEMO_DAYS = 28;
/** Answers computed at once (the engine may call an LLM; keep the provider's rate limits in mind). */
const ANSWER_CONCURRENCY = 4;

export interface DemoResult {
  email: string;
  password: string;
  schoolId: string;
  createdAccount: boolean;
  knowledgeAdded: number;
  /** False when the ingestion jobs had not all finished within `ingestionTimeoutMs`. */
  ingestionFinished: boolean;
  queriesAdded: number;
  /** Things the caller should know (ingestion still running, ...). */
  warnings: string[];
}

/**
 * Create (or complete) the demo school "Maple Grove Elementary": a verified account, sample
 * knowledge through the real upload path (knowledge module's createKnowledgeItem → ingestion job), then four weeks of parent queries answered by the real answer engine
 * (`deps.assistant`) with back-dated school-hours timestamps. Idempotent: documents are matched by
 * file name and queries by their planned receipt instant, so a second run adds nothing (or only
 * the days that passed since). Needs a running queue worker for ingestion to progress.
 */
export async function seedDemo(input: {
  deps: AppDeps;
  log?: (line: string) => void;
  ingestionTimeoutMs?: number;
  /** Generate the weeks of parent queries (default true; tests with their own query log pass false). */
  queries?: boolean;
}): Promise<DemoResult> {
  const { deps } = input;
  const log = input.log ?? ((line: string) => deps.logger.info(line));
  const db = deps.database.db;
  const now = deps.clock.now();
  const warnings: string[] = [];

  // 1. School and verified account.
  let createdAccount = false;
  let user = await findUserByEmail(db, DEMO_EMAIL);
  if (!user) {
    const passwordHash = await argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id });
    user = await db.transaction(async (tx) => {
      const school = await insertSchool(tx, { timeZone: DEMO_TIME_ZONE, name: DEMO_SCHOOL_NAME });
      const created = await insertUser(tx, { schoolId: school.id, email: DEMO_EMAIL, passwordHash });
      if (!created) throw new Error(`Could not create ${DEMO_EMAIL}`);
      return created;
    });
    createdAccount = true;
  }
  const schoolId = user.schoolId;
  await markUserVerified(db, user.id, now);
  await updateSchool(db, schoolId, { name: DEMO_SCHOOL_NAME });
  log(`${createdAccount ? 'Created' : 'Found'} demo school ${DEMO_SCHOOL_NAME} (${DEMO_EMAIL})`);

  // 2. Knowledge, through the ingestion pipeline.
  const names = DEMO_DOCUMENTS.map((d) => d.fileName);
  const existing = new Set((await listKnowledgeByNames(db, schoolId, names)).map((r) => r.fileName));
  let knowledgeAdded = 0;
  for (const doc of DEMO_DOCUMENTS) {
    if (existing.has(doc.fileName)) continue;
    // The knowledge module's own path for an upload: stored original, PENDING row, file_upload
    // activity and the knowledge.ingest job, exactly as POST /api/s3/upload does it.
    await createKnowledgeItem({
      deps,
      schoolId,
      fileName: doc.fileName,
      contentType: doc.contentType,
      body: Buffer.from(doc.body, 'utf8'),
      source: 'upload',
      expiryDate: doc.expiresInDays === null ? null : new Date(now.getTime() + doc.expiresInDays * DAY_MS),
    });
    knowledgeAdded++;
  }
  log(`Knowledge: ${knowledgeAdded} added, ${existing.size} already there`);

  const ingestionFinished = await waitForIngestion(deps, schoolId, names, input.ingestionTimeoutMs ?? 90_000);
  if (!ingestionFinished) {
    warnings.push(
      'Ingestion of the demo knowledge has not finished (is a worker with the ingestion module running?); answers may be declined until it does.',
    );
  }

  // 3. Parent queries answered by the real engine.
  const assistant = deps.assistant;
  let queriesAdded = 0;
  if (input.queries !== false) {
    const slots = demoSchedule({
      now,
      timeZone: DEMO_TIME_ZONE,
      days: DEMO_DAYS,
      questions: DEMO_QUESTIONS.length,
      parents: DEMO_PARENT_PHONES.length,
    });
    const stored = await storedQueryTimes(db, schoolId, new Date(now.getTime() - (DEMO_DAYS + 1) * DAY_MS));
    const todo = slots.filter((s) => !stored.has(s.receivedAt.getTime()));
    log(`Parent queries: answering ${todo.length} (${slots.length - todo.length} already stored)`);
    let next = 0;
    const worker = async () => {
      while (next < todo.length) {
        const slot = todo[next++]!;
        const question = DEMO_QUESTIONS[slot.question % DEMO_QUESTIONS.length]!;
        // As a WhatsApp question (the engine only answers; recording is the channel's job, done
        // here with the back-dated times).
        const answer = await assistant.answerQuestion({ schoolId, question, channel: 'whatsapp' });
        await insertAnsweredQuery(db, {
          schoolId,
          parentPhone: DEMO_PARENT_PHONES[slot.parent % DEMO_PARENT_PHONES.length]!,
          query: question,
          response: answer.answer,
          category: answer.category,
          resolved: answer.resolved,
          sources: answer.sources,
          queryReceivedAt: slot.receivedAt,
          responseSentAt: new Date(slot.receivedAt.getTime() + slot.responseDelayMs),
        });
        queriesAdded++;
      }
    };
    await Promise.all(Array.from({ length: ANSWER_CONCURRENCY }, worker));
  }
  for (const w of warnings) log(`WARNING: ${w}`);
  return {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    schoolId,
    createdAccount,
    knowledgeAdded,
    ingestionFinished,
    queriesAdded,
    warnings,
  };
}

/**
 * Poll until none of the demo files is PENDING or PROCESSING, or the timeout passes. Gives up after
 * 15 s when nothing has moved at all (no worker handles `knowledge.ingest` in this process).
 */
async function waitForIngestion(
  deps: AppDeps,
  schoolId: string,
  names: string[],
  timeoutMs: number,
): Promise<boolean> {
  const started = Date.now();
  const deadline = started + timeoutMs;
  for (;;) {
    const rows = await listKnowledgeByNames(deps.database.db, schoolId, names);
    if (rows.every((r) => r.syncStatus === 'FINISHED' || r.syncStatus === 'FAILED')) return true;
    if (Date.now() >= deadline) return false;
    const moved = rows.some((r) => r.syncStatus !== 'PENDING');
    if (!moved && Date.now() - started > 15_000) return false;
    await new Promise((r) => setTimeout(r, 500));
  }
}
