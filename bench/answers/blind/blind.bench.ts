/**
 * `npm run bench:blind`: 40 questions per bench school, written on 2026-11-29 by a helper that read
 * only the schools' documents (never the engine, its code, its replies or the other question sets),
 * in parents' own words. Nobody has read the engine's replies to them: do not tune on them; once they
 * have been read, move them to a dev set and have a new helper write the next blind set.
 * Run by run-question-sets.ts (bench v2's school-run and judge); writes bench/results/blind.json.
 */
import { runQuestionSets } from '../run-question-sets.js';
import { ARROYO_VISTA } from '../schools/arroyo-vista/school.js';
import { CEDAR_BLUFF } from '../schools/cedar-bluff/school.js';
import { MAPLE_GROVE } from '../schools/maple-grove/school.js';
import { RIDGEVIEW } from '../schools/ridgeview/school.js';
import { BLIND_QUESTIONS as ARROYO_BLIND } from './arroyo-vista.js';
import { BLIND_QUESTIONS as CEDAR_BLIND } from './cedar-bluff.js';
import { BLIND_QUESTIONS as MAPLE_BLIND } from './maple-grove.js';
import { BLIND_QUESTIONS as RIDGEVIEW_BLIND } from './ridgeview.js';

await runQuestionSets(
  [
    { school: CEDAR_BLUFF, questions: CEDAR_BLIND },
    { school: ARROYO_VISTA, questions: ARROYO_BLIND },
    { school: MAPLE_GROVE, questions: MAPLE_BLIND },
    { school: RIDGEVIEW, questions: RIDGEVIEW_BLIND },
  ],
  'blind',
);
process.exit(0);
