/**
 * The schools module's interface for other modules: find, create and update a school row. Other
 * modules import these names from here, never schools.table.ts or schools.repository.ts (the lint's
 * storage boundary). `findSchoolById` returns null for an unknown id; `updateSchool` sets `updatedAt`
 * and returns the updated row, or null for an unknown id.
 */
export { findSchoolById, insertSchool, updateSchool, type SchoolRow } from './schools.repository.js';
