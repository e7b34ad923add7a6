/**
 * `npm run bench:unseen`: the held-out bench school, St. Casimir Catholic School (a Catholic parish
 * K-8 school in Lake Adelle, Minnesota), with its 60 questions. School and questions were written
 * blind on 2026-11-30 by a helper that read only the bench's file formats and never the engine, its
 * code, the other schools' questions or any bench results; nobody has tuned the engine on them, so
 * this run measures how the engine carries to a school, a document style and wording it has never
 * seen. Keep it that way: do not tune on these questions (write a new unseen school instead once
 * they have been looked at).
 * Desert Sky Academy (bench/answers/unseen/desert-sky, a K-8 charter in Mesa, Arizona, written blind
 * on 2026-11-30 in the twentieth session) was measured here once untuned (23/50, wrong 16) and has
 * since become a dev school (`bench:fresh`).
 * The previous held-out school, Kestrel Point High School (written 2026-11-29), was measured once
 * untuned at 31/50 and has since become a dev school (it is run by `bench:fresh`).
 * Run by run-question-sets.ts (bench v2's school-run and judge); writes bench/results/unseen.json.
 */
import { runQuestionSets } from '../run-question-sets.js';
import { UNSEEN_QUESTIONS } from './st-casimir/questions.js';
import { ST_CASIMIR } from './st-casimir/school.js';

await runQuestionSets([{ school: ST_CASIMIR, questions: UNSEEN_QUESTIONS }], 'unseen');
process.exit(0);
