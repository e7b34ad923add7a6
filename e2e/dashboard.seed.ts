import { loadConfig } from '../server/config/config.js';
import { openDatabase } from '../server/db/client.js';
import { acquireDataDirLock } from '../server/db/lock.js';
import { runMigrations } from '../server/db/migrate.js';
import { createDeps } from '../server/app/container.js';
import { createLogger } from '../server/shared/logger.js';
import { parentQueries } from '../server/modules/parent-queries/parent-queries.table.js';
import { DEMO_DOCUMENTS } from '../server/modules/demo/demo.data.js';
import { seedDemo } from '../server/modules/demo/demo.usecases.js';
import { QUERY_CATEGORIES } from '../contracts/assistant.contract.js';

const DAY_MS = 24 * 3600 * 1000;

export interface SeedQuery {
  query: string;
  response: string;
  category: string;
  resolved: boolean;
  receivedAt: Date;
  /** null = no reply generated. */
  responseMs: number | null;
}

/**
 * Prepare a DATA_DIR before the server starts (PGlite allows one process): the demo school
 * (account, knowledge rows, activity) via seedDemo, plus `queries` written straight into the query
 * log. Used by the dashboard e2e and the analytics benchmark, which need a known query log.
 */
export async function seedDataDir(dataDir: string, queries: SeedQuery[]): Promise<{ schoolId: string }> {
  const release = acquireDataDirLock(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const deps = createDeps({ config, database, logger: createLogger({ level: 'silent' }) });
    const { schoolId } = await seedDemo({ deps, log: () => {}, ingestionTimeoutMs: 0, queries: false });
    for (let i = 0; i < queries.length; i += 2000) {
      await database.db.insert(parentQueries).values(
        queries.slice(i, i + 2000).map((q, j) => ({
          schoolId,
          parentPhone: `+1555010${String((i + j) % 1000).padStart(4, '0')}`,
          query: q.query,
          response: q.response,
          category: q.category,
          resolved: q.resolved,
          queryReceivedAt: q.receivedAt,
          responseSentAt: q.responseMs === null ? null : new Date(q.receivedAt.getTime() + q.responseMs),
          sendStatus: 'sent',
          createdAt: q.receivedAt,
        })),
      );
    }
    return { schoolId };
  } finally {
    await database.close();
    release();
  }
}

/** The malicious answer of the fixtures: raw HTML and a javascript: link must render inert. */
export const HOSTILE_RESPONSE =
  'See [the calendar](https://example.com/calendar) <img src="x" onerror="window.__xss=1"> <script>window.__xss=2</script> [click](javascript:window.__xss=3)';

/**
 * `count` queries spread evenly over the last `days` days (newest about an hour ago), categories in
 * rotation with every 7th empty, every 5th unresolved, every 11th without a reply, 1–8 s replies.
 */
export function queryFixtures(
  count: number,
  days: number,
  now = new Date(),
  responseLength = 200,
): SeedQuery[] {
  const questions = [
    'When is the winter concert?',
    'How much is lunch?',
    'What time does school start?',
    'Is there a bus on Friday?',
    'How do I report an absence?',
  ];
  const filler = 'The school office is open from 7:30 AM to 4:00 PM on school days. '
    .repeat(Math.ceil(responseLength / 60))
    .slice(0, responseLength);
  const span = days * DAY_MS - 3600_000;
  return Array.from({ length: count }, (_, i) => ({
    query: `${questions[i % questions.length]} (#${i + 1})`,
    response: i === 1 ? HOSTILE_RESPONSE : `**Answer ${i + 1}.** ${filler}`,
    category: i % 7 === 3 ? '' : QUERY_CATEGORIES[i % QUERY_CATEGORIES.length]!,
    resolved: i % 5 !== 4,
    receivedAt: new Date(now.getTime() - 3600_000 - Math.floor((span * i) / Math.max(1, count))),
    responseMs: i % 11 === 10 ? null : 1000 + ((i * 7919) % 7000),
  }));
}

/** What `GET /api/s3/list` would answer for the demo school (used only while that route is not merged). */
export function demoKnowledgeList(now = new Date()) {
  const data = DEMO_DOCUMENTS.map((d, i) => ({
    key: `demo/${i}/${d.fileName}`,
    fileName: d.fileName,
    content_type: d.contentType,
    created_at: new Date(now.getTime() - i * 3600_000).toISOString(),
    expiry_date:
      d.expiresInDays === null ? '' : new Date(now.getTime() + d.expiresInDays * DAY_MS).toISOString(),
    size: d.body.length,
  }));
  return { success: true, data, count: data.length, message: 'Files retrieved successfully' };
}
