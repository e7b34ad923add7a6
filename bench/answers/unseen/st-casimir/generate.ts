/**
 * Render the held-out St. Casimir Catholic School's documents into fixtures/ (keep the output).
 * Written blind on 2026-11-30 from documents only.
 * Run: node --import tsx bench/answers/unseen/st-casimir/generate.ts
 */
import { writeSchool } from '../../schools/write-school.js';
import { ST_CASIMIR } from './school.js';

const written = await writeSchool(ST_CASIMIR);
console.log(`Wrote ${written.length} files to ${ST_CASIMIR.fixturesDir}`);
