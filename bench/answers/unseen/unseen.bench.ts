/**
 * `npm run bench:unseen`: the held-out bench school, Kestrel Point High School (Georgia, grades
 * 9-12), with its 60 questions. School and questions were written blind on 2026-11-29 by a helper
 * that read only the bench's file formats and never the engine, its code, the other schools'
 * questions or any bench results; nobody has tuned the engine on them, so this run measures how the
 * engine carries to a school, a document style and wording it has never seen. Keep it that way: do
 * not tune on these questions (write a new unseen school instead once they have been looked at).
 * Run by run-question-sets.ts (bench v2's school-run and judge); writes bench/results/unseen.json.
 */
import { runQuestionSets } from '../run-question-sets.js';
import { UNSEEN_QUESTIONS } from './kestrel-point/questions.js';
import { KESTREL_POINT } from './kestrel-point/school.js';

await runQuestionSets([{ school: KESTREL_POINT, questions: UNSEEN_QUESTIONS }], 'unseen');
process.exit(0);
