import type { Parent, ParentSort } from '../../../contracts/parents.contract';

/** Labels of the sort select (docs/product-spec.md Parents sort options). */
export const SORT_LABELS: Record<ParentSort, string> = {
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'date-desc': 'Newest first',
  'date-asc': 'Oldest first',
};

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * Client-side search: a parent matches when the name contains the query (case- and
 * accent-insensitive), or when the query has digits and the number's digits contain them, so
 * "415 555", "(415) 555" and "+1415555" all find +14155550123.
 */
export function matchesSearch(parent: Parent, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  if (fold(parent.name).includes(q)) return true;
  // A number query is digits plus formatting ("+1 (415) 555-01"); letters make it a name query.
  if (/\p{L}/u.test(q)) return false;
  const digits = q.replace(/\D/g, '');
  return digits.length > 0 && parent.whatsapp_num.replace(/\D/g, '').includes(digits);
}

/** A sorted copy; ties fall back to name, then newest first, so the order is stable. */
export function sortParents(parents: readonly Parent[], sort: ParentSort): Parent[] {
  const byName = (a: Parent, b: Parent) => collator.compare(a.name, b.name);
  const byDate = (a: Parent, b: Parent) => a.created_at.localeCompare(b.created_at);
  const compare: Record<ParentSort, (a: Parent, b: Parent) => number> = {
    'name-asc': (a, b) => byName(a, b) || byDate(b, a),
    'name-desc': (a, b) => byName(b, a) || byDate(b, a),
    'date-desc': (a, b) => byDate(b, a) || byName(a, b),
    'date-asc': (a, b) => byDate(a, b) || byName(a, b),
  };
  return [...parents].sort(compare[sort]);
}

/** Search then sort, what the table shows. */
export function visibleParents(parents: readonly Parent[], query: string, sort: ParentSort): Parent[] {
  return sortParents(
    parents.filter((p) => matchesSearch(p, query)),
    sort,
  );
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
