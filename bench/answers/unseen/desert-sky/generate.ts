/**
 * Render Desert Sky Academy's documents (written blind, held out for one measurement) into fixtures/
 * (keep the output) and point the generated README at this school's question set.
 * Run: node --import tsx bench/answers/unseen/desert-sky/generate.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSchool } from '../../schools/write-school.js';
import { DESERT_SKY } from './school.js';

const QUESTIONS_NOTE =
  'Questions: `questions.ts` (`DESERT_SKY_QUESTIONS`, 60 questions: 50 answerable, 10 unanswerable), written blind from these documents only, to be measured once untuned.';

const written = await writeSchool(DESERT_SKY);
const readmePath = path.join(DESERT_SKY.fixturesDir, '..', 'README.md');
writeFileSync(readmePath, readFileSync(readmePath, 'utf8').replace(/^Question splits:.*$/m, QUESTIONS_NOTE));
console.log(`Wrote ${written.length} files to ${DESERT_SKY.fixturesDir}`);
