/**
 * The parent-queries module's interface for other modules: the parent-query log (parent_queries).
 * The WhatsApp channel writes a query with the engine's answer and marks its delivery; the
 * questions module (the Unanswered view) reads open declined queries and marks them handled; the
 * demo seed writes back-dated answered queries. Other modules import these names from here, never
 * parent-queries.table.ts or parent-queries.repository.ts (the lint's storage boundary).
 */
export {
  insertParentQuery,
  markQuerySent,
  markQueryFailed,
  listOpenDeclined,
  lockQueries,
  markQueriesHandled,
  reopenQueries,
  storedQueryTimes,
  insertAnsweredQuery,
  type ParentQueryRow,
  type OpenDeclinedRow,
} from './parent-queries.repository.js';
