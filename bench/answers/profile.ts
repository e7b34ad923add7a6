/**
 * Developer tool: per-query engine timings and SQL time per statement at 10k chunks, bypassing HTTP.
 * Run: node --import tsx bench/answers/profile.ts (add HOMEROOM_TEST_DB=postgres + TEST_DATABASE_URL for the server).
 */
import { fixedClock } from '../../server/shared/clock.js';
import { createTestDatabase } from '../../server/db/test-database.js';
import { seedKnowledgeFile, seedSchool } from '../../server/modules/assistant/assistant.fixtures.js';
import { fillerFiles } from './filler.js';
import { BENCH_NOW, CORPUS } from './corpus.js';
import { chunkDocument } from '../../server/modules/ingestion/ingestion.chunker.js';
const db = await createTestDatabase();
const schoolId = await seedSchool(db, { name: 'x', timeZone: 'America/New_York' });
for (const doc of CORPUS)
  await seedKnowledgeFile(db, {
    schoolId,
    fileName: doc.fileName,
    title: doc.title,
    contentType: doc.contentType,
    createdAt: new Date(doc.createdAt),
    expiryDate: doc.expiryDate ? new Date(doc.expiryDate) : null,
    chunks: chunkDocument({ title: doc.title, text: doc.text }),
  });
for (const f of fillerFiles(10000, 3))
  await seedKnowledgeFile(db, {
    schoolId,
    fileName: f.title,
    title: f.title,
    contentType: f.contentType,
    chunks: f.chunks,
  });
await db.query('ANALYZE');
const orig = db.query.bind(db);
const agg = new Map<string, number[]>();
db.query = (async (text: string, params?: unknown[]) => {
  const t = performance.now();
  const r = await orig(text, params);
  const k = text.replace(/\s+/g, ' ').slice(0, 60);
  agg.set(k, [...(agg.get(k) ?? []), performance.now() - t]);
  return r;
}) as typeof db.query;
const { createAssistant } = await import('../../server/modules/assistant/assistant.usecases.js');
const { createLogger } = await import('../../server/shared/logger.js');
const a = createAssistant({
  database: db,
  clock: fixedClock(BENCH_NOW),
  logger: createLogger({ level: 'silent' }),
  config: { LLM_TIMEOUT_MS: 1000 } as never,
  fetch,
});
const { QUESTIONS } = await import('./questions.js');
await a.answerQuestion({ schoolId, question: 'warm up lunch', channel: 'web' });
agg.clear();
const tot: number[] = [];
for (const { q } of QUESTIONS) {
  const r = await a.answerQuestion({ schoolId, question: q, channel: 'web' });
  tot.push(r.timings.totalMs);
  if (r.timings.totalMs > 80) console.log(Math.round(r.timings.totalMs), q, JSON.stringify(r.timings));
}
tot.sort((x, y) => x - y);
console.log('p50', tot[Math.floor(tot.length / 2)], 'p95', tot[Math.floor(tot.length * 0.95)]);
for (const [k, v] of agg)
  console.log(
    k,
    'n',
    v.length,
    'avg',
    (v.reduce((a, b) => a + b, 0) / v.length).toFixed(1),
    'max',
    Math.max(...v).toFixed(1),
  );
await db.close();
