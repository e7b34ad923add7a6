/**
 * Render this bench school's documents into fixtures/ (commit the output).
 * Run: node --import tsx bench/answers/schools/ridgeview/generate.ts
 */
import { writeSchool } from '../write-school.js';
import { RIDGEVIEW } from './school.js';

const written = await writeSchool(RIDGEVIEW);
console.log(`Wrote ${written.length} files to ${RIDGEVIEW.fixturesDir}`);
