/**
 * Render this bench school's documents into fixtures/ (commit the output).
 * Run: node --import tsx bench/answers/schools/arroyo-vista/generate.ts
 */
import { writeSchool } from '../write-school.js';
import { ARROYO_VISTA } from './school.js';

const written = await writeSchool(ARROYO_VISTA);
console.log(`Wrote ${written.length} files to ${ARROYO_VISTA.fixturesDir}`);
