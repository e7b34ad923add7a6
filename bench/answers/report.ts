/**
 * The answer bench's report: the JSON written to bench/results/ and the console tables (per school
 * and split; per kind over all schools; latency; dev-split misses). Blind test-split replies are
 * kept out of both (only their counts are reported), so nobody tunes on them.
 */
import { byKind, summarize, type Outcome, type Summary } from './judge.js';

/** LLM-mode context recall of one split; `spanish` is the same figure over the Spanish questions only. */
export interface ContextRecall {
  answerable: number;
  recalled: number;
  recallPct: number | null;
  prompted: number;
  spanish: { answerable: number; recalled: number; recallPct: number | null };
}

interface SchoolReport {
  name: string;
  now: string;
  ingestion: { files: number; chunks: number; ms: number; calendarEvents: number; failed: string[] };
  dev: Summary;
  test: Summary;
  byKind: { dev: Record<string, Summary>; test: Record<string, Summary> };
  baselineBm25: { dev: Summary; test: Summary };
  latencyMs: { p50: number; p95: number };
  medianAnswerChars: number;
  outcomes: { dev: Outcome[]; test: Outcome[] };
  devMisses: {
    q: string;
    kind: string;
    verdict: string;
    missing: string[];
    forbidden: string[];
    reply: string;
  }[];
  contextRecall?: Record<string, ContextRecall>;
}

const cell = (s: Summary) =>
  s.answerable
    ? `${s.correct}/${s.answerable} (${s.correctPct}%)`.padEnd(16) +
      `${s.wrong}`.padStart(6) +
      `${s.declined}`.padStart(9)
    : '—'.padEnd(31);
const ratio = (n: number, d: number) => (d ? `${n}/${d}` : '—');

/**
 * The latency run at one padded corpus size: chunk count, engine p50/p95/max (ms), correct % of the
 * padded run, the bare full-text query's p95 (ms) and the engine's p95 as a multiple of it.
 */
export interface PaddedLatency {
  chunks: number;
  p50: number;
  p95: number;
  max: number;
  correctPct: number | null;
  bareP95: number;
  ratioP95: number;
}

/** Print the tables and return the JSON result. */
export function printReport(input: {
  report: Record<string, unknown>;
  database: string;
  padding: Record<string, PaddedLatency>;
  wallMs: number;
}) {
  const schools = input.report as Record<string, SchoolReport>;
  const every = (split: 'dev' | 'test') => Object.values(schools).flatMap((s) => s.outcomes[split]);
  const overall = {
    dev: summarize(every('dev')),
    test: summarize(every('test')),
    byKind: { dev: byKind(every('dev')), test: byKind(every('test')) },
  };
  const total = overall.dev.questions + overall.test.questions;

  console.log(
    `\nAnswer benchmark (${input.database}; ${total} questions: ${overall.dev.questions} dev, ${overall.test.questions} blind test; first 500 characters scored)`,
  );
  console.log(
    `${'school / split'.padEnd(22)}${'correct (answerable)'.padEnd(16)}${'wrong'.padStart(8)}${'declined'.padStart(9)}  ${'unans. declined'.padEnd(16)}${'traps ok'.padEnd(10)}${'recall'.padEnd(16)}${'BM25 top-1'.padEnd(18)}${'p50/p95 ms'.padEnd(14)}median chars`,
  );
  for (const [slug, s] of Object.entries(schools)) {
    for (const split of ['dev', 'test'] as const) {
      const sum = s[split];
      if (!sum.questions) {
        console.log(`${`${slug} ${split}`.padEnd(22)}(no questions yet)`);
        continue;
      }
      const recall = s.contextRecall?.[split];
      const b = s.baselineBm25[split];
      console.log(
        `${`${slug} ${split}`.padEnd(22)}${cell(sum)}    ${ratio(sum.unanswerableDeclined, sum.unanswerable).padEnd(16)}${ratio(sum.trapsAvoided, sum.traps).padEnd(10)}${(recall ? `${recall.recalled}/${recall.answerable} (${recall.recallPct}%)` : '—').padEnd(16)}${`${b.correct}/${b.answerable} (${b.correctPct}%)`.padEnd(18)}${`${s.latencyMs.p50}/${s.latencyMs.p95}`.padEnd(14)}${s.medianAnswerChars}`,
      );
    }
  }
  for (const split of ['dev', 'test'] as const) {
    const o = overall[split];
    if (o.questions)
      console.log(
        `${`ALL ${split}`.padEnd(22)}${cell(o)}    ${ratio(o.unanswerableDeclined, o.unanswerable).padEnd(16)}${ratio(o.trapsAvoided, o.traps)}`,
      );
  }
  for (const split of ['dev', 'test'] as const) {
    const spanish = Object.values(schools).map((s) => s.contextRecall?.[split]?.spanish);
    const answerable = spanish.reduce((n, r) => n + (r?.answerable ?? 0), 0);
    const recalled = spanish.reduce((n, r) => n + (r?.recalled ?? 0), 0);
    if (answerable)
      console.log(
        `LLM context recall on Spanish questions, ${split}: ${recalled}/${answerable} (${Math.round((1000 * recalled) / answerable) / 10}%)`,
      );
  }
  for (const split of ['dev', 'test'] as const) {
    if (!overall[split].questions) continue;
    console.log(
      `\nPer kind, all schools, ${split} split: correct/answerable, wrong, declined | unanswerable declined | traps avoided`,
    );
    for (const [kind, s] of Object.entries(overall.byKind[split])) {
      console.log(
        `  ${kind.padEnd(14)} ${cell(s)}  ${ratio(s.unanswerableDeclined, s.unanswerable).padEnd(8)} ${ratio(s.trapsAvoided, s.traps)}`,
      );
    }
  }
  console.log('\nLatency of POST /api/webchat with padded knowledge (Maple Grove, app.inject):');
  for (const [k, v] of Object.entries(input.padding)) {
    console.log(
      `  ${k.padEnd(4)} ${String(v.chunks).padStart(6)} chunks  p50 ${v.p50} ms  p95 ${v.p95} ms  max ${v.max} ms  correct ${v.correctPct}%  bare full-text p95 ${v.bareP95} ms (engine ${v.ratioP95}×)`,
    );
  }
  console.log('\nDev-split misses:');
  for (const [slug, s] of Object.entries(schools)) {
    for (const m of s.devMisses) {
      const why = [
        m.missing.length ? `missing ${m.missing.join(', ')}` : '',
        m.forbidden.length ? `FORBIDDEN ${m.forbidden.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      console.log(
        `  - [${slug} ${m.kind} ${m.verdict.toUpperCase()}] ${m.q}${why ? ` (${why})` : ''}\n      ${m.reply.replace(/\s+/g, ' ').slice(0, 200)}`,
      );
    }
  }
  console.log(`\nWall time: ${(input.wallMs / 1000).toFixed(1)} s`);

  return {
    generatedAt: new Date().toISOString(),
    database: input.database,
    wallMs: input.wallMs,
    questions: { total, dev: overall.dev.questions, test: overall.test.questions },
    overall,
    schools: Object.fromEntries(
      Object.entries(schools).map(([slug, s]) => {
        const { outcomes: _omitted, ...rest } = s;
        return [slug, rest];
      }),
    ),
    latencyPadded: input.padding,
    targets: {
      answerableCorrectPct: 85,
      unanswerableDeclinedPct: 90,
      trapsAvoidedPct: 100,
      p95MsAt10k: 100,
      p95TimesBareFullText: 10,
    },
  };
}
