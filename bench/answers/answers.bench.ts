/**
 * `npm run bench:answers`: answer quality over four fictional schools, each brought up through the
 * real product (school-run.ts: upload use case + knowledge.ingest, the forwarded .eml through the
 * inbound-email ingestion, the ICS feed from 127.0.0.1 through POST /api/calendars/add) at the
 * school's fixed "now", every question asked through POST /api/webchat.
 *
 * 1. The question checker (check-questions.ts) runs first: a fact no document states fails the run.
 * 2. Extractive pass per school: correct / wrong / declined per split (dev, blind test) and per
 *    kind, unanswerable declined, expired traps avoided (judge.ts), p50/p95 latency, median reply
 *    length; the MiniSearch BM25 top-passage baseline over the same active chunks.
 * 3. Context-recall pass (LLM mode): the same school again with LLM_BASE_URL at a recording
 *    OpenAI-compatible server (llm-recorder.ts); recall = share of answerable questions whose
 *    expected facts all occur in the passages of the prompts made for that question.
 * 4. Latency with the knowledge padded to 1k and 10k chunks (BENCH_SIZES, default "1000,10000") on
 *    Maple Grove, as before. BENCH_LLM=0 skips pass 3; BENCH_SCHOOLS=slug,slug picks schools.
 * Only dev-split misses are printed and stored in detail: tuning happens on the dev split alone.
 * Writes bench/results/answers.json (answers-postgres.json on PostgreSQL) and prints tables.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { checkQuestions } from './check-questions.js';
import { padWithFiller } from './filler.js';
import { isDecline, byKind, factsIn, judge, percentile, summarize, type Outcome } from './judge.js';
import { startLlmRecorder, promptPassages } from './llm-recorder.js';
import type { BenchQuestion } from './question.types.js';
import { QUESTIONS } from './questions.js';
import { printReport, type ContextRecall, type PaddedLatency } from './report.js';
import { startSchool, type RunningSchool } from './school-run.js';
import { ARROYO_VISTA } from './schools/arroyo-vista/school.js';
import { DEV_QUESTIONS as ARROYO_DEV } from './schools/arroyo-vista/dev-questions.js';
import { TEST_QUESTIONS as ARROYO_TEST } from './schools/arroyo-vista/test-questions.js';
import { CEDAR_BLUFF } from './schools/cedar-bluff/school.js';
import { DEV_QUESTIONS as CEDAR_DEV } from './schools/cedar-bluff/dev-questions.js';
import { TEST_QUESTIONS as CEDAR_TEST } from './schools/cedar-bluff/test-questions.js';
import { MAPLE_GROVE } from './schools/maple-grove/school.js';
import { DEV_QUESTIONS as MAPLE_DEV } from './schools/maple-grove/dev-questions.js';
import { TEST_QUESTIONS as MAPLE_TEST } from './schools/maple-grove/test-questions.js';
import { RIDGEVIEW } from './schools/ridgeview/school.js';
import { DEV_QUESTIONS as RIDGEVIEW_DEV } from './schools/ridgeview/dev-questions.js';
import { TEST_QUESTIONS as RIDGEVIEW_TEST } from './schools/ridgeview/test-questions.js';
import type { BenchSchool } from './schools/school.types.js';

const SPLITS = ['dev', 'test'] as const;
type Split = (typeof SPLITS)[number];
const ALL = [
  { school: MAPLE_GROVE, sets: { dev: MAPLE_DEV, test: MAPLE_TEST } },
  { school: RIDGEVIEW, sets: { dev: RIDGEVIEW_DEV, test: RIDGEVIEW_TEST } },
  { school: ARROYO_VISTA, sets: { dev: ARROYO_DEV, test: ARROYO_TEST } },
  { school: CEDAR_BLUFF, sets: { dev: CEDAR_DEV, test: CEDAR_TEST } },
];

async function askAll(run: RunningSchool, questions: BenchQuestion[], tag: string): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const [i, question] of questions.entries()) {
    const { reply, ms } = await run.ask(question.q, `parent_${tag}_${i}`);
    outcomes.push({ ...judge(question, reply, isDecline(reply)), ms });
  }
  return outcomes;
}

async function baseline(
  run: RunningSchool,
  school: BenchSchool,
  questions: BenchQuestion[],
): Promise<Outcome[]> {
  const active = await run.t.database.query<{ id: string; title: string; heading: string; content: string }>(
    `SELECT c.id, c.title, c.heading, c.content FROM knowledge_chunks c JOIN knowledge_files f ON f.id = c.file_id
     WHERE c.school_id = $1 AND f.sync_status = 'FINISHED' AND (f.expiry_date IS NULL OR f.expiry_date > $2)`,
    [run.schoolId, school.now],
  );
  const mini = new MiniSearch({
    fields: ['title', 'heading', 'content'],
    storeFields: ['title', 'heading', 'content'],
  });
  mini.addAll(active);
  return questions.map((question) => {
    const top = mini.search(question.q)[0];
    const reply = top ? `${top.title as string}: ${top.heading as string}: ${top.content as string}` : '';
    return judge(question, reply, !top);
  });
}

/** Share of answerable questions whose facts all occur in the passages of their recorded prompts. */
async function contextRecall(school: BenchSchool, sets: Record<Split, BenchQuestion[]>) {
  const recorder = await startLlmRecorder();
  const run = await startSchool(school, {
    LLM_BASE_URL: recorder.baseUrl,
    LLM_MODEL: 'bench-recorder',
    LLM_TIMEOUT_MS: '5000',
  });
  try {
    const result: Record<string, ContextRecall> = {};
    const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : null);
    for (const split of SPLITS) {
      let recalled = 0;
      let prompted = 0;
      let spanishRecalled = 0;
      const answerable = sets[split].filter((q) => !q.decline);
      for (const [i, question] of answerable.entries()) {
        const before = recorder.prompts.length;
        await run.ask(question.q, `recall_${split}_${i}`);
        const prompts = recorder.prompts.slice(before);
        if (prompts.length) prompted++;
        const hit = prompts.length > 0 && factsIn(question.facts, prompts.map(promptPassages).join('\n'));
        if (hit) recalled++;
        if (hit && question.lang === 'es') spanishRecalled++;
      }
      const spanish = answerable.filter((q) => q.lang === 'es').length;
      result[split] = {
        answerable: answerable.length,
        recalled,
        prompted,
        recallPct: pct(recalled, answerable.length),
        spanish: { answerable: spanish, recalled: spanishRecalled, recallPct: pct(spanishRecalled, spanish) },
      };
    }
    return result;
  } finally {
    await run.close();
    await recorder.close();
  }
}

/**
 * The same questions as one bare full-text query each, in the same run on the same database: the
 * question's words OR-ed (websearch_to_tsquery would AND them and match nothing), ranked by ts_rank,
 * top 10. The engine's p95 is reported as a multiple of this (target: at most 10×).
 */
async function bareFullTextMs(run: RunningSchool, questions: BenchQuestion[]): Promise<number[]> {
  const ms: number[] = [];
  for (const question of questions) {
    const started = performance.now();
    await run.t.database.query(
      `WITH q AS (SELECT replace(plainto_tsquery('english', $2)::text, '&', '|') AS t)
       SELECT c.id FROM knowledge_chunks c, q
       WHERE c.school_id = $1 AND q.t <> '' AND c.tsv @@ to_tsquery('english', q.t)
       ORDER BY ts_rank(c.tsv, to_tsquery('english', q.t)) DESC LIMIT 10`,
      [run.schoolId, question.q],
    );
    ms.push(performance.now() - started);
  }
  return ms;
}

async function paddedLatency(run: RunningSchool, school: BenchSchool) {
  const latency: Record<string, PaddedLatency> = {};
  let chunkCount = run.ingestion.chunks;
  const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').filter(Boolean).map(Number);
  for (const target of sizes) {
    const need = target - chunkCount;
    if (need > 0) {
      await padWithFiller(run.t.database, { schoolId: run.schoolId, now: school.now, need, seed: target });
      chunkCount = target;
    }
    await run.t.database.query('ANALYZE');
    await run.ask('warm up: how much is lunch', 'warm_pad');
    const outcomes = await askAll(run, QUESTIONS, `pad${target}`);
    const ms = outcomes.map((o) => o.ms ?? 0);
    const bare = await bareFullTextMs(run, QUESTIONS);
    latency[`${target / 1000}k`] = {
      chunks: chunkCount,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      max: percentile(ms, 100),
      correctPct: summarize(outcomes).correctPct,
      bareP95: percentile(bare, 95),
      ratioP95: Math.round((percentile(ms, 95) / Math.max(percentile(bare, 95), 0.01)) * 10) / 10,
    };
  }
  return latency;
}

async function main() {
  const wallStarted = performance.now();
  const picked = (process.env.BENCH_SCHOOLS ?? '').split(',').filter(Boolean);
  const schools = ALL.filter((s) => picked.length === 0 || picked.includes(s.school.slug));
  const problems = schools.flatMap(({ school, sets }) =>
    SPLITS.flatMap((split) => checkQuestions(school, sets[split], split)),
  );
  if (problems.length) {
    console.error(`Question sets have expectations no document states:\n${problems.join('\n')}`);
    process.exit(1);
  }
  const report: Record<string, unknown> = {};
  let database = '';
  let padding: Awaited<ReturnType<typeof paddedLatency>> = {};
  for (const { school, sets } of schools) {
    const run = await startSchool(school);
    database = run.t.database.kind;
    try {
      console.log(
        `${school.name}: ${run.ingestion.files} files → ${run.ingestion.chunks} chunks, ${run.ingestion.calendarEvents} calendar events in ${run.ingestion.ms} ms${run.ingestion.failed.length ? `; NOT FINISHED: ${run.ingestion.failed.join('; ')}` : ''}`,
      );
      await run.ask('warm up: what time does school start', 'warm');
      const outcomes = {
        dev: await askAll(run, sets.dev, 'dev'),
        test: await askAll(run, sets.test, 'test'),
      };
      const bm25 = {
        dev: await baseline(run, school, sets.dev),
        test: await baseline(run, school, sets.test),
      };
      const all = [...outcomes.dev, ...outcomes.test];
      const ms = all.map((o) => o.ms ?? 0);
      const lengths = all.map((o) => o.reply.length);
      if (school.slug === 'maple-grove') padding = await paddedLatency(run, school);
      report[school.slug] = {
        name: school.name,
        now: school.nowLabel,
        ingestion: run.ingestion,
        dev: summarize(outcomes.dev),
        test: summarize(outcomes.test),
        byKind: { dev: byKind(outcomes.dev), test: byKind(outcomes.test) },
        baselineBm25: { dev: summarize(bm25.dev), test: summarize(bm25.test) },
        latencyMs: { p50: percentile(ms, 50), p95: percentile(ms, 95) },
        medianAnswerChars: percentile(lengths, 50),
        outcomes,
        devMisses: outcomes.dev
          .filter((o) => o.verdict !== 'correct')
          .map(({ q, kind, verdict, missing, forbidden, reply }) => ({
            q,
            kind,
            verdict,
            missing,
            forbidden,
            reply: reply.slice(0, 600),
          })),
      };
    } finally {
      await run.close();
    }
    if (process.env.BENCH_LLM !== '0')
      (report[school.slug] as Record<string, unknown>).contextRecall = await contextRecall(school, sets);
  }
  const result = printReport({
    report,
    database,
    padding,
    wallMs: Math.round(performance.now() - wallStarted),
  });
  const out = path.resolve(
    import.meta.dirname,
    `../results/${database === 'postgres' ? 'answers-postgres' : 'answers'}.json`,
  );
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), out)}`);
}

await main();
// Calendar feed servers and the apps' timers would keep the process alive after the report.
process.exit(0);
