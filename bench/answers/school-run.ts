/**
 * Bring one bench school up through the real product and ask it questions:
 * - a fresh app (PGlite, or PostgreSQL with HOMEROOM_TEST_DB=postgres) whose clock is fixed at the
 *   school's "now"; sign-up through the auth routes; the school profile (name, zone, office contacts);
 * - every document file through `createKnowledgeItem` (the upload use case: content type, expiry,
 *   MIME detection from the bytes) and the `knowledge.ingest` job (unpdf, mammoth, HTML/markdown
 *   readers, tesseract OCR, the chunker); the raw forwarded .eml through `acceptInboundEmail` and the
 *   `inbound-email.ingest` job (MIME parsing, attachment extraction); jobs run until nothing is
 *   pending; then each file's created_at is set to its upload/receipt date, because freshness
 *   ranking depends on when a document was added;
 * - the ICS served by a local HTTP server on 127.0.0.1 and connected through POST /api/calendars/add;
 * - questions through POST /api/webchat (app.inject), one fresh chat user per question so no
 *   conversation context leaks from one question into the next.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixedClock } from '../../server/shared/clock.js';
import { askWebchat, createTestApp, signUp, type TestApp } from '../../server/testing/test-app.js';
import { createCalendarFetcher } from '../../server/modules/calendars/calendars.fetcher.js';
import { ics, startFeedServer } from '../../server/modules/calendars/calendars.testing.js';
import { createKnowledgeItem } from '../../server/modules/knowledge/knowledge.usecases.js';
import { acceptInboundEmail } from '../../server/modules/inbound-email/inbound-email.usecases.js';
import { updateSchool } from '../../server/modules/schools/schools.repository.js';
import type { BenchSchool } from './schools/school.types.js';

export interface RunningSchool {
  t: TestApp;
  cookie: string;
  schoolId: string;
  ingestion: { files: number; chunks: number; ms: number; calendarEvents: number; failed: string[] };
  ask(q: string, user: string): Promise<{ reply: string; ms: number }>;
  close(): Promise<void>;
}

async function drainJobs(t: TestApp, schoolId: string): Promise<void> {
  for (let round = 0; round < 80; round++) {
    await t.deps.queue.runDue();
    const open = await t.database.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM knowledge_files WHERE school_id = $1 AND sync_status IN ('PENDING', 'PROCESSING'))
            + (SELECT count(*) FROM inbound_emails WHERE school_id = $1 AND status IN ('received', 'processing')) AS n`,
      [schoolId],
    );
    if (Number(open[0]!.n) === 0) return;
  }
}

/** Start a school's app, ingest everything, connect its calendar. `env` adds settings (LLM pass). */
export async function startSchool(
  school: BenchSchool,
  env: Record<string, string> = {},
): Promise<RunningSchool> {
  const started = performance.now();
  const t = await createTestApp({
    // Hundreds of questions from one signed-in user: lift the test chat's per-minute limits.
    env: {
      CALENDAR_ALLOW_PRIVATE_URLS: 'true',
      WEBCHAT_RATE_LIMIT_PER_USER: '1000000',
      WEBCHAT_RATE_LIMIT_PER_SCHOOL: '1000000',
      ...env,
    },
    overrides: {
      clock: fixedClock(school.now),
      calendarFetcher: createCalendarFetcher({ allowPrivate: true, timeoutMs: 5000 }),
    },
  });
  const feeds = await startFeedServer();
  try {
    const { cookie, schoolId } = await signUp(t, `bench@${school.slug}.example`);
    await updateSchool(t.database.db, schoolId, {
      name: school.name,
      timeZone: school.timeZone,
      officePhone: school.officePhone,
      officeEmail: school.officeEmail,
    });
    const dated: { key: string; at: string }[] = [];
    for (const doc of school.documents) {
      const item = await createKnowledgeItem({
        deps: t.deps,
        schoolId,
        fileName: doc.fileName,
        contentType: doc.contentType,
        body: readFileSync(path.join(school.fixturesDir, doc.fileName)),
        source: 'upload',
        expiryDate: doc.expiryDate ? new Date(doc.expiryDate) : null,
      });
      dated.push({ key: item.key, at: doc.uploadedAt });
    }
    if (school.email) {
      const raw = readFileSync(path.join(school.fixturesDir, school.email.fileName));
      await acceptInboundEmail({ deps: t.deps, raw, schoolIds: [schoolId] });
    }
    await drainJobs(t, schoolId);
    for (const d of dated) {
      await t.database.query('UPDATE knowledge_files SET created_at = $2, updated_at = $2 WHERE key = $1', [
        d.key,
        d.at,
      ]);
    }
    if (school.email) {
      await t.database.query(
        `UPDATE knowledge_files SET created_at = $2, updated_at = $2 WHERE school_id = $1 AND source = 'email'`,
        [schoolId, school.email.receivedAt],
      );
    }
    const files = await t.database.query<{
      file_name: string;
      sync_status: string;
      error_message: string | null;
    }>('SELECT file_name, sync_status, error_message FROM knowledge_files WHERE school_id = $1', [schoolId]);
    const failed = files
      .filter((f) => f.sync_status !== 'FINISHED')
      .map((f) => `${f.file_name}: ${f.sync_status} ${f.error_message ?? ''}`);

    feeds.route(
      `/${school.calendar.fileName}`,
      ics(readFileSync(path.join(school.fixturesDir, school.calendar.fileName), 'utf8')),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendars/add',
      headers: { cookie },
      payload: {
        name: school.calendar.name,
        ics_url: `${feeds.origin}/${school.calendar.fileName}`,
        association: null,
      },
    });
    if (res.statusCode !== 201) throw new Error(`calendar add ${res.statusCode}: ${res.body}`);
    const events = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM calendar_events');
    const chunks = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM knowledge_chunks WHERE school_id = $1',
      [schoolId],
    );

    const ask = (q: string, user: string) => askWebchat(t.app, cookie, q, user);
    return {
      t,
      cookie,
      schoolId,
      ingestion: {
        files: files.length,
        chunks: chunks[0]!.n,
        ms: Math.round(performance.now() - started),
        calendarEvents: events[0]!.n,
        failed,
      },
      ask,
      close: async () => {
        await feeds.close();
        await t.close();
      },
    };
  } catch (err) {
    await feeds.close();
    await t.close();
    throw err;
  }
}
