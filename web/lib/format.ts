/**
 * The console's one date-time and file-size formatters. Dates show en-US with a 24-hour clock
 * ("Nov 21, 2026, 21:05"), the console's house style for timestamps in every table and card.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12: false, which some engines render as "24:05" after midnight.
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * "Nov 21, 2026, 21:05" in `timeZone` (default: the browser's zone). Missing or unreadable values
 * give `fallback` (default '').
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  options: { timeZone?: string; fallback?: string } = {},
): string {
  const fallback = options.fallback ?? '';
  if (value === null || value === undefined || value === '') return fallback;
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? fallback : formatterFor(options.timeZone).format(d);
}

/** Human size in binary units: "512 B", "9.5 KB", "340 KB", "4.5 MB" (one decimal below 10). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
