/**
 * Pure selections behind the dashboard cards (docs/product-spec.md Dashboard):
 * live knowledge, the 3 soonest-expiring and 3 newest files, activity paging. "now" is injected.
 */

import type { KnowledgeFile } from '../../../contracts/knowledge.contract';

const DAY_MS = 24 * 3600 * 1000;

/** Dashboard constants (docs/product-spec.md). */
export const DASHBOARD_FILES = 3;
export const DASHBOARD_CHATS = 3;
export const QUERY_COUNT_DAYS = 7;
export const ACTIVITY_FETCH = 50;
export const ACTIVITY_PAGE_SIZE = 4;

/** The knowledge file fields the dashboard reads (a subset of `GET /api/s3/list` → data[]). */
export type DashboardFile = Pick<
  KnowledgeFile,
  'key' | 'fileName' | 'content_type' | 'created_at' | 'expiry_date' | 'size'
>;

/** The expiry instant, or null for never / missing / unreadable (spec: shown as "Never"). */
export function parseExpiry(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isFinite(d.getTime()) ? d : null;
}

/** Files as the library lists them: folder placeholders (keys ending in "/") and repeated keys dropped. */
export function visibleFiles<T extends Pick<DashboardFile, 'key'>>(files: readonly T[]): T[] {
  const seen = new Set<string>();
  return files.filter((f) => {
    if (!f.key || f.key.endsWith('/') || seen.has(f.key)) return false;
    seen.add(f.key);
    return true;
  });
}

/** Not expired at `now`: no expiry, or an expiry strictly later than now. */
export function isLive(file: Pick<DashboardFile, 'expiry_date'>, now: Date): boolean {
  const expiry = parseExpiry(file.expiry_date);
  return expiry === null || expiry.getTime() > now.getTime();
}

/** "Live Knowledge": how many visible files have not expired. */
export function liveKnowledgeCount(files: readonly DashboardFile[], now: Date): number {
  return visibleFiles(files).filter((f) => isLive(f, now)).length;
}

/** "Knowledge Expiring Soon": the `n` non-expired files with an expiry, soonest first. */
export function expiringSoon<T extends DashboardFile>(
  files: readonly T[],
  now: Date,
  n = DASHBOARD_FILES,
): T[] {
  return visibleFiles(files)
    .filter((f) => parseExpiry(f.expiry_date) !== null && isLive(f, now))
    .sort((a, b) => parseExpiry(a.expiry_date)!.getTime() - parseExpiry(b.expiry_date)!.getTime())
    .slice(0, n);
}

/** The `n` newest files by created_at. */
export function newestFiles<T extends DashboardFile>(files: readonly T[], n = DASHBOARD_FILES): T[] {
  const t = (f: T) => new Date(f.created_at).getTime() || 0;
  return visibleFiles(files)
    .sort((a, b) => t(b) - t(a))
    .slice(0, n);
}

export type ExpiryTone = 'red' | 'orange' | 'yellow' | 'green';

/**
 * Days left (rounded up) and colour of an expiry (docs/product-spec.md): expired or ≤ 3 days red, ≤ 7 orange,
 * ≤ 14 yellow, otherwise green. Null for never.
 */
export function expiryStatus(value: string, now: Date): { daysLeft: number; tone: ExpiryTone } | null {
  const expiry = parseExpiry(value);
  if (!expiry) return null;
  const daysLeft = Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS);
  const tone: ExpiryTone =
    daysLeft <= 3 ? 'red' : daysLeft <= 7 ? 'orange' : daysLeft <= 14 ? 'yellow' : 'green';
  return { daysLeft, tone };
}

/** Short text for an expiry: "Expired", "Expires today", "Expires in 1 day", "Expires in 5 days". */
export function expiryText(value: string, now: Date): string {
  const status = expiryStatus(value, now);
  if (!status) return 'Never';
  if (status.daysLeft < 0 || parseExpiry(value)!.getTime() <= now.getTime()) return 'Expired';
  if (status.daysLeft <= 0) return 'Expires today';
  return `Expires in ${status.daysLeft} day${status.daysLeft === 1 ? '' : 's'}`;
}

/** One page of the activity list (4 per page, spec), with the page clamped to what exists. */
export function activityPage<T>(logs: readonly T[], page: number, size = ACTIVITY_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(logs.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: logs.slice((current - 1) * size, current * size), page: current, pageCount };
}
