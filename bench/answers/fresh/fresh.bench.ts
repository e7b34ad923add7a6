/**
 * `npm run bench:fresh`: a second question set for Cedar Bluff and Arroyo Vista, written on
 * 2026-11-29 by a helper that read only the schools' documents (never the engine, its code or the
 * bench v2 questions): 60 questions per school, parents' own words, typos, Spanish, stories around
 * the question, unanswerable ones and the expired/superseded notices. On its first run it measured
 * how far the engine's bench v2 figures carry to unseen wording (58/104 answerable correct, where
 * bench v2's blind test split gave 84.8 %); the session that wrote it then tuned on it, so it is a
 * dev set now, kept beside bench v2 rather than in it so bench v2's figures stay comparable across
 * sessions. Same path through the product and the same judge as answers.bench.ts (school-run.ts,
 * judge.ts); prints correct / wrong / declined per school and writes bench/results/fresh.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkQuestions } from '../check-questions.js';
import { isDecline, judge, summarize, type Outcome } from '../judge.js';
import { startSchool } from '../school-run.js';
import { ARROYO_VISTA } from '../schools/arroyo-vista/school.js';
import { CEDAR_BLUFF } from '../schools/cedar-bluff/school.js';
import { FRESH_QUESTIONS as ARROYO_FRESH } from './arroyo-vista.js';
import { FRESH_QUESTIONS as CEDAR_FRESH } from './cedar-bluff.js';

const SETS = [
  { school: CEDAR_BLUFF, questions: CEDAR_FRESH },
  { school: ARROYO_VISTA, questions: ARROYO_FRESH },
];

async function main() {
  const problems = SETS.flatMap(({ school, questions }) => checkQuestions(school, questions, 'dev'));
  if (problems.length) {
    console.error(`Fresh questions have expectations no document states:\n${problems.join('\n')}`);
    process.exit(1);
  }
  const report: Record<string, unknown> = {};
  for (const { school, questions } of SETS) {
    const run = await startSchool(school);
    const outcomes: Outcome[] = [];
    try {
      for (const [i, question] of questions.entries()) {
        const { reply, ms } = await run.ask(question.q, `fresh_${i}`);
        outcomes.push({ ...judge(question, reply, isDecline(reply)), ms });
      }
    } finally {
      await run.close();
    }
    const s = summarize(outcomes);
    report[school.slug] = { summary: s, outcomes };
    console.log(
      `${school.name}: answerable ${s.correct}/${s.answerable} correct (${s.correctPct}%), wrong ${s.wrong}, declined ${s.declined}; unanswerable declined ${s.unanswerableDeclined}/${s.unanswerable}`,
    );
  }
  const out = path.resolve(import.meta.dirname, '../../results/fresh.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(process.cwd(), out)}`);
}

await main();
process.exit(0);
