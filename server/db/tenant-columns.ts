import { schools } from '../modules/schools/schools.table.js';
import { idColumn, ownerColumn } from './columns.js';

/**
 * The two columns every tenant table opens with: its `id` and the `school_id` it belongs to (deleted
 * with the school). Spread first into the table's columns so the order stays id, school_id, … .
 * Apart from columns.ts because the schools table itself uses those builders (no import cycle).
 */
export function tenantColumns() {
  return {
    id: idColumn(),
    schoolId: ownerColumn('school_id', () => schools.id),
  };
}
