/**
 * Render the Willow Creek School's documents (written blind, held out for one measurement, dev since) into fixtures/ (keep the output) and point the
 * generated README at this school's question set.
 * Written blind on 2026-11-30 from documents only.
 * Run: node --import tsx bench/answers/unseen/willow-creek/generate.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSchool } from '../../schools/write-school.js';
import { WILLOW_CREEK } from './school.js';

const QUESTIONS_NOTE =
  'Questions: `questions.ts` (`WILLOW_CREEK_QUESTIONS`, 60 questions), written blind on 2026-11-30 from these documents only and measured once untuned (29/50 answerable correct, wrong 15); a dev set since, run by `npm run bench:fresh`.';

const written = await writeSchool(WILLOW_CREEK);
const readmePath = path.join(WILLOW_CREEK.fixturesDir, '..', 'README.md');
writeFileSync(readmePath, readFileSync(readmePath, 'utf8').replace(/^Question splits:.*$/m, QUESTIONS_NOTE));
console.log(`Wrote ${written.length} files to ${WILLOW_CREEK.fixturesDir}`);
