/**
 * Developer tool: where the time of `POST /api/webchat` goes at 1k chunks, the size where the
 * latency target's "at most 10× a bare full-text query" binds (bench:answers' `latencyPadded.1k`).
 * Maple Grove through the real product (`startSchool`), padded with the bench's filler chunks to
 * `PROFILE_CHUNKS` (default 1000), the latency questions (`questions.ts`) asked twice: once to warm,
 * then measured. Prints, in ms:
 * - the request's p50/p95 and the part of it spent outside the engine (session, routing, limits);
 * - the engine alone (`deps.assistant.answerQuestion`, no HTTP) p50/p95;
 * - every SQL statement the requests sent (PGlite client calls, timed around the call), grouped by
 *   its text: count and ms per question, slowest first;
 * - the slowest questions with their statement count and SQL time.
 * With PROFILE_CPU=<file>, also a V8 CPU profile of the measured requests (open it in Chrome's
 * DevTools). PGlite only: the client is the drizzle handle's `$client`.
 * Run: node --import tsx bench/answers/profile-webchat.ts
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { padWithFiller } from './filler.js';
import { percentile } from './judge.js';
import { QUESTIONS } from './questions.js';
import { startSchool } from './school-run.js';
import { MAPLE_GROVE } from './schools/maple-grove/school.js';

interface Statement {
  sql: string;
  ms: number;
}
type ClientCall = (...args: unknown[]) => Promise<unknown>;

const chunks = Number(process.env.PROFILE_CHUNKS ?? 1000);
const run = await startSchool(MAPLE_GROVE);
await padWithFiller(run.t.database, {
  schoolId: run.schoolId,
  now: MAPLE_GROVE.now,
  need: Math.max(0, chunks - run.ingestion.chunks),
  seed: chunks,
});
await run.t.database.query('ANALYZE');

// Every statement of the measured requests, timed around the PGlite client's call (parse included).
const statements: Statement[] = [];
let recording = false;
const client = (run.t.database.db as unknown as { $client: Record<'query' | 'exec', ClientCall> }).$client;
for (const method of ['query', 'exec'] as const) {
  const call = client[method].bind(client);
  client[method] = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await call(...args);
    } finally {
      if (recording)
        statements.push({
          sql: String(args[0]).replace(/\s+/g, ' ').trim().slice(0, 100),
          ms: performance.now() - started,
        });
    }
  };
}

// The route calls `deps.assistant.answerQuestion` on the object it was given: wrapping the method
// on that object times the engine inside each request.
const assistant = run.t.deps.assistant;
const answer = assistant.answerQuestion.bind(assistant);
let engineMs = 0;
assistant.answerQuestion = async (input) => {
  const started = performance.now();
  try {
    return await answer(input);
  } finally {
    engineMs = performance.now() - started;
  }
};

for (const [i, { q }] of QUESTIONS.entries()) await run.ask(q, `warm${i}`);
const cpu = process.env.PROFILE_CPU ? new Session() : null;
if (cpu) {
  cpu.connect();
  await cpu.post('Profiler.enable');
  await cpu.post('Profiler.start');
}
const requests: { q: string; ms: number; outside: number; statements: Statement[] }[] = [];
for (const [i, { q }] of QUESTIONS.entries()) {
  statements.length = 0;
  recording = true;
  const { ms } = await run.ask(q, `user${i}`);
  recording = false;
  requests.push({ q, ms, outside: ms - engineMs, statements: [...statements] });
}
if (cpu) {
  const { profile } = await cpu.post('Profiler.stop');
  writeFileSync(process.env.PROFILE_CPU!, JSON.stringify(profile));
}
const engineOnly: number[] = [];
for (const { q } of QUESTIONS) {
  const started = performance.now();
  await answer({ schoolId: run.schoolId, question: q, channel: 'web' });
  engineOnly.push(performance.now() - started);
}
await run.close();

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const perQuestion = (ms: number) => (ms / requests.length).toFixed(2);
const spread = (values: number[]) => `p50 ${percentile(values, 50)} p95 ${percentile(values, 95)}`;
console.log(`${run.ingestion.chunks} chunks padded to ${chunks}, ${requests.length} questions`);
console.log(
  `request ${spread(requests.map((r) => r.ms))}; outside the engine ${spread(requests.map((r) => r.outside))};`,
  `engine alone ${spread(engineOnly)}`,
);
const all = requests.flatMap((r) => r.statements);
console.log(
  `statements per request ${(all.length / requests.length).toFixed(2)}, SQL ms per request ${perQuestion(sum(all.map((s) => s.ms)))}`,
);
const byText = new Map<string, number[]>();
for (const s of all) byText.set(s.sql, [...(byText.get(s.sql) ?? []), s.ms]);
for (const [text, ms] of [...byText].sort((a, b) => sum(b[1]) - sum(a[1])))
  console.log(`${String(ms.length).padStart(5)} ${perQuestion(sum(ms)).padStart(6)} ms/q  ${text}`);
console.log('slowest requests (ms, outside the engine, statements, SQL ms):');
for (const r of [...requests].sort((a, b) => b.ms - a.ms).slice(0, 10))
  console.log(
    `${r.ms.toFixed(1).padStart(6)} ${r.outside.toFixed(1).padStart(5)} ${String(r.statements.length).padStart(3)} ${sum(
      r.statements.map((s) => s.ms),
    )
      .toFixed(1)
      .padStart(5)}  ${r.q}`,
  );
