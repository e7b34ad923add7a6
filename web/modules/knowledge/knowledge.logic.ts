import {
  DEFAULT_LIBRARY_SORT,
  LIBRARY_SORTS,
  type KnowledgeFile,
  type KnowledgeSyncStatus,
  type LibrarySort,
  type SyncStatus,
} from '../../../contracts/knowledge.contract';

/** Pure rules of the Knowledge Library screen (docs/product-spec.md), tested in knowledge.logic.test.ts. */

const DAY_MS = 24 * 60 * 60 * 1000;

export type ExpiryTone = 'red' | 'orange' | 'yellow' | 'green' | 'never';

export interface ExpiryIndicator {
  tone: ExpiryTone;
  label: string;
  /** Whole days left, rounded up (0 on the last day); null for never; negative once expired. */
  daysLeft: number | null;
  expired: boolean;
}

/**
 * Expiry colour (docs/product-spec.md): expired or ≤ 3 days left red, ≤ 7 orange, ≤ 14 yellow, else
 * green; a missing or invalid date shows "Never". Days left are rounded up, so 2.5 days is "3 days".
 */
export function expiryIndicator(expiry: string | null | undefined, now: Date): ExpiryIndicator {
  const at = expiry ? Date.parse(expiry) : Number.NaN;
  if (Number.isNaN(at)) return { tone: 'never', label: 'Never', daysLeft: null, expired: false };
  const msLeft = at - now.getTime();
  if (msLeft <= 0)
    return { tone: 'red', label: 'Expired', daysLeft: Math.floor(msLeft / DAY_MS), expired: true };
  const daysLeft = Math.ceil(msLeft / DAY_MS);
  const tone: ExpiryTone =
    daysLeft <= 3 ? 'red' : daysLeft <= 7 ? 'orange' : daysLeft <= 14 ? 'yellow' : 'green';
  const label = daysLeft <= 1 ? 'Expires in 1 day' : `Expires in ${daysLeft} days`;
  return { tone, label, daysLeft, expired: false };
}

/**
 * What the library lists (docs/product-spec.md): folder placeholders (keys ending in "/") and duplicate
 * keys are hidden; the first occurrence of a key wins.
 */
export function visibleFiles(files: readonly KnowledgeFile[]): KnowledgeFile[] {
  const seen = new Set<string>();
  return files.filter((f) => {
    if (!f.key || f.key.endsWith('/') || seen.has(f.key)) return false;
    seen.add(f.key);
    return true;
  });
}

/** Case-insensitive match of the search box on the file name and the content type. */
export function filterFiles(files: readonly KnowledgeFile[], search: string): KnowledgeFile[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...files];
  return files.filter(
    (f) => f.fileName.toLowerCase().includes(needle) || f.content_type.toLowerCase().includes(needle),
  );
}

function time(value: string): number {
  const t = Date.parse(value);
  return Number.isNaN(t) ? Number.NaN : t;
}

/**
 * Sort per docs/product-spec.md. Items that never expire count as expiring last (after every date) in
 * expiry-asc and first in expiry-desc; ties keep the newest first.
 */
export function sortFiles(files: readonly KnowledgeFile[], sort: LibrarySort): KnowledgeFile[] {
  const byName = (a: KnowledgeFile, b: KnowledgeFile) =>
    a.fileName.localeCompare(b.fileName, 'en', { sensitivity: 'base', numeric: true });
  const byDate = (a: KnowledgeFile, b: KnowledgeFile) =>
    (time(a.created_at) || 0) - (time(b.created_at) || 0);
  const expiryOf = (f: KnowledgeFile) => {
    const t = time(f.expiry_date);
    return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
  };
  const byExpiry = (a: KnowledgeFile, b: KnowledgeFile) => {
    const d = expiryOf(a) - expiryOf(b);
    return Number.isNaN(d) ? 0 : d;
  };
  const compare: Record<LibrarySort, (a: KnowledgeFile, b: KnowledgeFile) => number> = {
    'name-asc': byName,
    'name-desc': (a, b) => byName(b, a),
    'date-asc': byDate,
    'date-desc': (a, b) => byDate(b, a),
    'expiry-asc': (a, b) => byExpiry(a, b) || byDate(b, a),
    'expiry-desc': (a, b) => byExpiry(b, a) || byDate(b, a),
  };
  return [...files].sort(compare[sort]);
}

/** `?defaultSort=` → a known sort, else the default (date-desc). */
export function parseSort(value: string | null | undefined): LibrarySort {
  return (LIBRARY_SORTS as readonly string[]).includes(value ?? '')
    ? (value as LibrarySort)
    : DEFAULT_LIBRARY_SORT;
}

export const SORT_LABELS: Record<LibrarySort, string> = {
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'date-asc': 'Date (Oldest First)',
  'date-desc': 'Date (Newest First)',
  'expiry-asc': 'Expiry (Soonest First)',
  'expiry-desc': 'Expiry (Latest First)',
};

export const SYNC_FAILED_FALLBACK = 'AI sync failed - please try re-uploading the file';

export type SyncIndicator =
  | { kind: 'queued'; text: string }
  | { kind: 'processing'; text: string }
  | { kind: 'failed'; text: string }
  | { kind: 'note'; text: string }
  | null;

/**
 * Sync indicator (docs/product-spec.md): PENDING queued, PROCESSING adding, FAILED with its message,
 * FINISHED nothing, unless the reader left a note on what it skipped (a table cut at the row cap).
 */
export function syncIndicator(
  status: Pick<KnowledgeSyncStatus, 'syncStatus' | 'errorMessage'> | undefined,
): SyncIndicator {
  switch (status?.syncStatus) {
    case 'PENDING':
      return { kind: 'queued', text: 'Queued for AI sync' };
    case 'PROCESSING':
      return { kind: 'processing', text: 'Adding to knowledge base...' };
    case 'FAILED':
      return { kind: 'failed', text: status.errorMessage?.trim() || SYNC_FAILED_FALLBACK };
    case 'FINISHED':
      return status.errorMessage?.trim() ? { kind: 'note', text: status.errorMessage.trim() } : null;
    default:
      return null;
  }
}

const FINAL: readonly SyncStatus[] = ['FINISHED', 'FAILED'];

/**
 * Keep polling sync status (every 3 s) while any listed file is not final, including files the
 * status call has not reported yet (just uploaded).
 */
export function needsSyncPolling(
  files: readonly KnowledgeFile[],
  statuses: readonly KnowledgeSyncStatus[] | undefined,
): boolean {
  if (!statuses) return files.length > 0;
  const byKey = new Map(statuses.map((s) => [s.key, s.syncStatus]));
  return files.some((f) => {
    const s = byKey.get(f.key);
    return s === undefined || !FINAL.includes(s);
  });
}

/** Local calendar date `YYYY-MM-DD` (the `min` of date inputs: no earlier than today). */
export function localDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The expiry fields of an upload (docs/product-spec.md): custom with a date → `expiryDateTime` (date and
 * time joined, time default 23:59); otherwise `expiryDays` with the selected value ("never" included).
 */
export function uploadExpiryFields(
  option: string,
  date: string,
  timeOfDay: string,
): { expiryDays: string } | { expiryDateTime: string } {
  if (option === 'custom' && date) return { expiryDateTime: `${date}T${timeOfDay || '23:59'}` };
  return { expiryDays: option };
}

/** The edit dialog's starting values from an item's expiry (ISO or ''), in the browser's zone. */
export function editExpiryDefaults(expiry: string): {
  expiryType: 'never' | 'custom';
  date: string;
  time: string;
} {
  const t = Date.parse(expiry);
  if (!expiry || Number.isNaN(t)) return { expiryType: 'never', date: '', time: '23:59' };
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    expiryType: 'custom',
    date: localDateString(d),
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}
