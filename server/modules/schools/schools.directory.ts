/**
 * The schools module's interface for other modules: find, create and update a school row. Other
 * modules import these names from here, never schools.table.ts or schools.repository.ts (the lint's
 * storage boundary). `findSchoolById` returns null for an unknown id; `updateSchool` sets `updatedAt`
 * and returns the updated row, or null for an unknown id. `schoolRequestKey` names the row in a request
 * scope (server/shared/request-memo.ts), for a module that writes the row itself.
 */
export {
  findSchoolById,
  insertSchool,
  schoolRequestKey,
  updateSchool,
  type SchoolRow,
} from './schools.repository.js';
