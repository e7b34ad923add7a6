/**
 * Fair use across schools (`node --import tsx bench/fairness.bench.ts`): school A posts 200
 * questions at once to POST /api/webchat; school B keeps asking one at a time. Reports B's p50/p95
 * answer time idle and during A's burst, and GET /api/health p50 during the burst. Target: B's p50
 * during the burst within 2× its idle p50. The test chat's per-minute limits are lifted here (the
 * burst is the point); the per-school concurrency gate (assistant.fair-use.ts) is what is measured.
 * Database: PGlite, or PostgreSQL with HOMEROOM_TEST_DB=postgres and TEST_DATABASE_URL.
 * Writes bench/results/fairness.json.
 */
import { askWebchat, createTestApp, signUp } from '../server/testing/test-app.js';
import { seedKnowledgeFile } from '../server/modules/assistant/assistant.fixtures.js';
import { writeBenchResult } from './bench-results.js';

const BURST = 200;
const SAMPLES = 30;

const TOPICS = [
  'Lunch',
  'Dismissal',
  'Attendance',
  'Dress code',
  'Medication',
  'Buses',
  'Library',
  'Field trips',
];
function handbookChunks(marker: string) {
  return Array.from({ length: 120 }, (_, i) => ({
    heading: TOPICS[i % TOPICS.length]!,
    content: `${TOPICS[i % TOPICS.length]} rule ${i} (${marker}): students follow the ${TOPICS[i % TOPICS.length]!.toLowerCase()} procedure described by the office. Lunch costs $3.${10 + (i % 80)} and dismissal is at 3:${10 + (i % 40)} PM on regular days.`,
  }));
}

function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
}

async function main() {
  const t = await createTestApp({
    env: { WEBCHAT_RATE_LIMIT_PER_USER: '1000000', WEBCHAT_RATE_LIMIT_PER_SCHOOL: '1000000' },
  });
  try {
    const a = await signUp(t, 'burst@school-a.example');
    const b = await signUp(t, 'steady@school-b.example');
    for (const [school, marker] of [
      [a.schoolId, 'A'],
      [b.schoolId, 'B'],
    ] as const) {
      await seedKnowledgeFile(t.database, {
        schoolId: school,
        fileName: 'handbook.pdf',
        contentType: 'handbook',
        chunks: handbookChunks(marker),
      });
    }
    const ask = async (cookie: string, query: string) =>
      (await askWebchat(t.app, cookie, query, 'user_bench')).ms;
    const questions = [
      'how much is lunch',
      'what time is dismissal',
      'what is the dress code',
      'can the nurse give medication',
    ];
    for (let i = 0; i < 5; i++) await ask(b.cookie, questions[i % questions.length]!); // warm-up

    const idle: number[] = [];
    for (let i = 0; i < SAMPLES; i++) idle.push(await ask(b.cookie, questions[i % questions.length]!));

    const burst = Array.from({ length: BURST }, (_, i) => ask(a.cookie, questions[i % questions.length]!));
    const during: number[] = [];
    const health: number[] = [];
    let burstDone = false;
    const burstAll = Promise.all(burst).then((times) => {
      burstDone = true;
      return times;
    });
    for (let i = 0; i < SAMPLES && !burstDone; i++) {
      during.push(await ask(b.cookie, questions[i % questions.length]!));
      const h = performance.now();
      await t.app.inject({ method: 'GET', url: '/api/health' });
      health.push(performance.now() - h);
    }
    const burstTimes = await burstAll;

    const result = {
      database: t.database.kind,
      burst: BURST,
      otherSchool: {
        idleP50Ms: pct(idle, 50),
        idleP95Ms: pct(idle, 95),
        duringBurstP50Ms: pct(during, 50),
        duringBurstP95Ms: pct(during, 95),
        samplesDuringBurst: during.length,
        ratioP50: Math.round((pct(during, 50) / pct(idle, 50)) * 100) / 100,
      },
      healthDuringBurstP50Ms: pct(health, 50),
      burstSchoolP50Ms: pct(burstTimes, 50),
      burstSchoolMaxMs: pct(burstTimes, 100),
      target: 'other school p50 during the burst ≤ 2 × idle p50',
    };
    console.table(result.otherSchool);
    console.log(JSON.stringify(result, null, 2));
    writeBenchResult(`fairness${t.database.kind === 'pglite' ? '' : '-postgres'}.json`, result);
  } finally {
    await t.close();
  }
}

await main();
