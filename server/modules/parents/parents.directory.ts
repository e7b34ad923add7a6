/**
 * The parents module's interface for other modules: who a WhatsApp number belongs to in the
 * school's parent directory (`findParentByNumber`, null when unknown) and the names of many numbers
 * at once (`parentNamesByNumber`, E.164 number → name). Other modules import these names from here,
 * never parents.table.ts or parents.repository.ts (the lint's storage boundary).
 */
export { findParentByNumber, parentNamesByNumber } from './parents.repository.js';
