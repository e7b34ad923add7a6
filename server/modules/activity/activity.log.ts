/**
 * The activity module's interface for other modules: `recordActivity` appends one entry to a
 * school's activity feed (the dashboard's "Recent activity"). Other modules import it from here,
 * never activity.table.ts or activity.repository.ts (the lint's storage boundary).
 */
export { recordActivity } from './activity.repository.js';
