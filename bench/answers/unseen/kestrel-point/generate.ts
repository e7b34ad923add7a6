/**
 * Render the held-out Kestrel Point High School's documents into fixtures/ (keep the output).
 * Written blind on 2026-11-29 from documents only.
 * Run: node --import tsx bench/answers/unseen/kestrel-point/generate.ts
 */
import { writeSchool } from '../../schools/write-school.js';
import { KESTREL_POINT } from './school.js';

const written = await writeSchool(KESTREL_POINT);
console.log(`Wrote ${written.length} files to ${KESTREL_POINT.fixturesDir}`);
