/**
 * The analytics figures, as pure functions of the chat records and an injected "now"
 * (docs/product-spec.md Analytics). Nothing here reads the clock or the DOM, so every
 * figure is unit-tested against hand-computed cases (analytics.stats.test.ts).
 *
 * Day buckets use a time zone: the browser's local zone by default (what the user's wall clock
 * says "today" is), or an explicit IANA zone (tests, and anyone who wants the school's zone).
 */
import type { ChatRecord } from '../../../contracts/parent-queries.contract';

const DAY_MS = 24 * 3600 * 1000;

/** Stats window: the last 30 days by created_at (docs/product-spec.md). */
export const STATS_WINDOW_DAYS = 30;
/** Daily volume: the last 7 days including today (docs/product-spec.md). */
export const VOLUME_DAYS = 7;
/** All Queries table page size and most page buttons shown (docs/product-spec.md). */
export const PAGE_SIZE = 5;
export const MAX_PAGE_BUTTONS = 5;
/** Shown for a record whose category is empty (docs/product-spec.md). */
export const UNCATEGORIZED = 'Uncategorized';

/** The fields the statistics read; ChatRecord satisfies it. */
export type StatRecord = Pick<
  ChatRecord,
  'created_at' | 'query_received_at' | 'response_sent_at' | 'resolved' | 'category'
>;

/** Milliseconds since the epoch of an ISO string, or NaN for a missing or unreadable one. */
function ms(value: string | null | undefined): number {
  if (!value) return Number.NaN;
  return new Date(value).getTime();
}

/** The category as displayed: trimmed, "Uncategorized" when empty. */
export function categoryLabel(category: string | null | undefined): string {
  const trimmed = (category ?? '').trim();
  return trimmed === '' ? UNCATEGORIZED : trimmed;
}

/** Records created within the last 30 days: now − 30 × 24 h ≤ created_at ≤ now. */
export function inStatsWindow<T extends StatRecord>(records: readonly T[], now: Date): T[] {
  const end = now.getTime();
  const start = end - STATS_WINDOW_DAYS * DAY_MS;
  return records.filter((r) => {
    const t = ms(r.created_at);
    return t >= start && t <= end;
  });
}

export interface SummaryStats {
  /** Count of 30-day records. */
  totalQueries: number;
  /**
   * Mean of response_sent_at − query_received_at in seconds over the 30-day records that have both
   * (readable) times, rounded to 1 decimal; null when no record qualifies.
   */
  averageResponseSeconds: number | null;
  /** Math.round(resolved / total × 100) over the 30-day records; 0 when there are none. */
  resolutionRate: number;
}

/** The three stat cards (docs/product-spec.md). */
export function summaryStats(records: readonly StatRecord[], now: Date): SummaryStats {
  const window = inStatsWindow(records, now);
  let sum = 0;
  let timed = 0;
  let resolved = 0;
  for (const r of window) {
    if (r.resolved) resolved++;
    const received = ms(r.query_received_at);
    const sent = ms(r.response_sent_at);
    if (Number.isFinite(received) && Number.isFinite(sent)) {
      sum += (sent - received) / 1000;
      timed++;
    }
  }
  return {
    totalQueries: window.length,
    averageResponseSeconds: timed === 0 ? null : Math.round((sum / timed) * 10) / 10,
    resolutionRate: window.length === 0 ? 0 : Math.round((resolved / window.length) * 100),
  };
}

export interface CategorySlice {
  name: string;
  count: number;
  /** Math.round(count / total × 100): what the pie label shows. */
  percent: number;
}

/**
 * Category distribution of the 30-day records (the same window as the stat cards), sorted by count
 * descending, then name ascending so equal counts keep a stable order. Empty → "Uncategorized".
 */
export function categoryDistribution(records: readonly StatRecord[], now: Date): CategorySlice[] {
  const window = inStatsWindow(records, now);
  const counts = new Map<string, number>();
  for (const r of window) {
    const name = categoryLabel(r.category);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count, percent: Math.round((count / window.length) * 100) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** `YYYY-MM-DD` of an instant in `timeZone` (IANA), or in the runtime's local zone when absent. */
export function dayKey(date: Date, timeZone?: string): string {
  if (!timeZone) {
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  const parts = dayFormatter(timeZone).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export interface VolumePoint {
  /** `YYYY-MM-DD` in the bucketing zone. */
  date: string;
  /** "day/month" without leading zeros, e.g. "21/11" (docs/product-spec.md). */
  label: string;
  count: number;
}

/**
 * Queries per calendar day for the last 7 days including today (in `timeZone`, default local),
 * ascending, zero-filled, by created_at. Calendar arithmetic is done on dates, not on 24-hour
 * steps, so a DST change inside the week neither skips nor repeats a day.
 */
export function dailyVolume(records: readonly StatRecord[], now: Date, timeZone?: string): VolumePoint[] {
  const [y, m, d] = dayKey(now, timeZone).split('-').map(Number) as [number, number, number];
  const points: VolumePoint[] = [];
  const index = new Map<string, VolumePoint>();
  for (let back = VOLUME_DAYS - 1; back >= 0; back--) {
    const day = new Date(Date.UTC(y, m - 1, d - back));
    const key = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const point = { date: key, label: `${day.getUTCDate()}/${day.getUTCMonth() + 1}`, count: 0 };
    points.push(point);
    index.set(key, point);
  }
  // Only records from about the last 8 days can fall in the buckets; skip formatting the rest.
  const earliest = now.getTime() - (VOLUME_DAYS + 2) * DAY_MS;
  for (const r of records) {
    const t = ms(r.created_at);
    if (!(t >= earliest)) continue;
    const point = index.get(dayKey(new Date(t), timeZone));
    if (point) point.count++;
  }
  return points;
}

export type ChatSort = 'date-desc' | 'date-asc' | 'category';

export const SORT_OPTIONS: readonly { value: ChatSort; label: string }[] = [
  { value: 'date-desc', label: 'Date (Newest First)' },
  { value: 'date-asc', label: 'Date (Oldest First)' },
  { value: 'category', label: 'Category' },
];

/**
 * Case-insensitive substring search over the query text and the displayed category (so
 * "uncategorized" finds empty ones); a blank search keeps everything. Client-side (docs/product-spec.md).
 */
export function searchChats<T extends Pick<ChatRecord, 'query' | 'category'>>(
  records: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...records];
  return records.filter(
    (r) => r.query.toLowerCase().includes(needle) || categoryLabel(r.category).toLowerCase().includes(needle),
  );
}

/** A sorted copy: by created_at either way, or by displayed category A→Z with newest first inside a category. */
export function sortChats<T extends Pick<ChatRecord, 'created_at' | 'category' | 'id'>>(
  records: readonly T[],
  sort: ChatSort,
): T[] {
  // Parse each date once (not per comparison): tens of thousands of rows sort in a few ms.
  const keyed = records.map((r) => ({
    r,
    t: ms(r.created_at) || 0,
    c: sort === 'category' ? categoryLabel(r.category) : '',
  }));
  const byDateDesc = (a: (typeof keyed)[number], b: (typeof keyed)[number]) =>
    b.t - a.t || (a.r.id < b.r.id ? 1 : a.r.id > b.r.id ? -1 : 0);
  if (sort === 'date-desc') keyed.sort(byDateDesc);
  else if (sort === 'date-asc') keyed.sort((a, b) => byDateDesc(b, a));
  else keyed.sort((a, b) => a.c.localeCompare(b.c) || byDateDesc(a, b));
  return keyed.map((k) => k.r);
}

export interface PageInfo {
  /** The page shown, clamped to 1..pageCount. */
  page: number;
  pageCount: number;
  /** Slice bounds into the filtered list: [start, end). */
  start: number;
  end: number;
  /** Up to 5 page numbers around the current page. */
  pages: number[];
  /** "Showing X-Y of Z queries" (1-based, inclusive); '' when there is nothing to show. */
  caption: string;
}

/** Pagination of the All Queries table (spec: first, previous, up to 5 numbered pages, next). */
export function paginate(total: number, requestedPage: number, pageSize = PAGE_SIZE): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const start = (page - 1) * pageSize;
  const end = Math.min(start + pageSize, total);
  const first = Math.max(
    1,
    Math.min(page - Math.floor(MAX_PAGE_BUTTONS / 2), pageCount - MAX_PAGE_BUTTONS + 1),
  );
  const last = Math.min(pageCount, first + MAX_PAGE_BUTTONS - 1);
  const pages: number[] = [];
  for (let p = first; p <= last; p++) pages.push(p);
  return {
    page,
    pageCount,
    start,
    end,
    pages,
    caption: total === 0 ? '' : `Showing ${start + 1}-${end} of ${total} queries`,
  };
}

/** Language filter of the All Queries table: every query, or those answered in one language. */
export type LanguageFilter = 'all' | 'en' | 'es';
export const LANGUAGE_FILTER_OPTIONS: { value: LanguageFilter; label: string }[] = [
  { value: 'all', label: 'All languages' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
];

/** "English" / "Spanish"; "—" for queries logged before the language was recorded. */
export function languageLabel(language: string | null | undefined): string {
  return language === 'es' ? 'Spanish' : language === 'en' ? 'English' : '—';
}

/** Queries answered in `filter` ('all' keeps every one; unknown-language rows only under 'all'). */
export function filterByLanguage<T extends { language?: string | null }>(
  records: readonly T[],
  filter: LanguageFilter,
): T[] {
  return filter === 'all' ? [...records] : records.filter((r) => r.language === filter);
}
