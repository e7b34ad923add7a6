/**
 * Shared runner of the question sets kept beside bench v2 (`bench:fresh`, `bench:blind`,
 * `bench:unseen`): checks every expectation against the school's documents (check-questions.ts),
 * asks each question through the product as its own parent (school-run.ts), judges the reply with
 * bench v2's judge (judge.ts), prints one summary line per school and writes the outcomes to
 * `bench/results/<resultName>.json`.
 * Errors: exits 1 before asking anything when a question expects a fact no document states.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkQuestions } from './check-questions.js';
import { byKind, isDecline, judge, summarize, type Outcome } from './judge.js';
import type { BenchQuestion } from './question.types.js';
import { startSchool } from './school-run.js';
import type { BenchSchool } from './schools/school.types.js';

export interface QuestionSet {
  school: BenchSchool;
  questions: BenchQuestion[];
  /** Names a second set of the same school in the summary line and the JSON (default: its slug). */
  label?: string;
}

/** Runs `sets` in order; `resultName` names the JSON file under bench/results/. */
export async function runQuestionSets(sets: QuestionSet[], resultName: string): Promise<void> {
  const problems = sets.flatMap(({ school, questions }) => checkQuestions(school, questions, resultName));
  if (problems.length) {
    console.error(`Questions have expectations no document states:\n${problems.join('\n')}`);
    process.exit(1);
  }
  const report: Record<string, unknown> = {};
  for (const { school, questions, label } of sets) {
    const run = await startSchool(school);
    if (run.ingestion.failed.length)
      console.warn(`${school.name}: ingestion failed for ${run.ingestion.failed.join('; ')}`);
    const outcomes: Outcome[] = [];
    try {
      for (const [i, question] of questions.entries()) {
        const { reply, ms } = await run.ask(question.q, `${resultName}_${i}`);
        outcomes.push({ ...judge(question, reply, isDecline(reply)), ms });
      }
    } finally {
      await run.close();
    }
    const s = summarize(outcomes);
    report[label ?? school.slug] = {
      summary: s,
      byKind: byKind(outcomes),
      ingestion: run.ingestion,
      outcomes,
    };
    console.log(
      `${label ? `${school.name} (${label})` : school.name}: answerable ${s.correct}/${s.answerable} correct (${s.correctPct}%), wrong ${s.wrong}, declined ${s.declined}; unanswerable declined ${s.unanswerableDeclined}/${s.unanswerable}; traps avoided ${s.trapsAvoided}/${s.traps}`,
    );
  }
  const out = path.resolve(import.meta.dirname, `../results/${resultName}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), out)}`);
}
