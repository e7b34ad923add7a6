/**
 * Maple Grove's files are rendered by the original generator (bench/answers/generate-fixtures.ts);
 * this writes its README from school.ts. Run: node --import tsx bench/answers/schools/maple-grove/generate.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readme } from '../write-school.js';
import { MAPLE_GROVE } from './school.js';

writeFileSync(path.join(MAPLE_GROVE.fixturesDir, '..', 'README.md'), readme(MAPLE_GROVE));
console.log('Wrote README.md');
