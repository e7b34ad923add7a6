/**
 * Render Desert Sky Academy's documents (written blind, measured once untuned, dev since) into fixtures/
 * (keep the output) and point the generated README at this school's question set.
 * Run: node --import tsx bench/answers/unseen/desert-sky/generate.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSchool } from '../../schools/write-school.js';
import { DESERT_SKY } from './school.js';

const QUESTIONS_NOTE =
  'Questions: `questions.ts` (`DESERT_SKY_QUESTIONS`, 60 questions: 50 answerable, 10 unanswerable), written blind from these documents only on 2026-11-30 and measured once untuned in `bench:unseen` (23/50 answerable correct, wrong 16, declined 11; unanswerable declined 8/10; traps avoided 6/7); a dev set since, run by `npm run bench:fresh`.';

const written = await writeSchool(DESERT_SKY);
const readmePath = path.join(DESERT_SKY.fixturesDir, '..', 'README.md');
writeFileSync(readmePath, readFileSync(readmePath, 'utf8').replace(/^Question splits:.*$/m, QUESTIONS_NOTE));
console.log(`Wrote ${written.length} files to ${DESERT_SKY.fixturesDir}`);
