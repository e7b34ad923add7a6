/**
 * Render this bench school's documents into fixtures/ (commit the output).
 * Run: node --import tsx bench/answers/schools/cedar-bluff/generate.ts
 */
import { writeSchool } from '../write-school.js';
import { CEDAR_BLUFF } from './school.js';

const written = await writeSchool(CEDAR_BLUFF);
console.log(`Wrote ${written.length} files to ${CEDAR_BLUFF.fixturesDir}`);
