import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { EventCandidate, EventSource } from '../assistant/assistant.types.js';

/** Words that say *when*, not *what*: the engine turns them into the range, so they never match. */
const GENERIC = new Set(
  (
    'when what which time times date dates start starts starting begin begins end ends next upcoming happening ' +
    'event events week weeks weekend month year today tonight tomorrow yesterday day days this coming ' +
    'monday tuesday wednesday thursday friday saturday sunday january february march april may june july ' +
    'august september october november december there is are the'
  ).split(' '),
);

/**
 * Synonym groups: a question word in `triggers` makes the whole group count as one
 * match. Patterns are PostgreSQL ARE fragments matched as whole words (`\m…\M`).
 */
const SYNONYMS: { triggers: string[]; patterns: string[] }[] = [
  {
    triggers: [
      'school',
      'closed',
      'closure',
      'closing',
      'holiday',
      'holidays',
      'break',
      'vacation',
      'off',
      'noschool',
    ],
    patterns: [
      'no[\\s-]+school',
      'school',
      'closed',
      'closure',
      'holiday',
      'break',
      'vacation',
      'recess',
      'day[\\s-]+off',
      'teacher[\\s-]+work[\\s-]*day',
      'professional[\\s-]+development',
      'pd[\\s-]+day',
      'in-?service',
    ],
  },
  { triggers: ['pta', 'pto', 'parent-teacher'], patterns: ['pta', 'pto', 'parent[\\s-]+teacher'] },
  {
    triggers: ['concert', 'concerts', 'performance', 'recital'],
    patterns: ['concert', 'performance', 'recital'],
  },
  { triggers: ['conference', 'conferences'], patterns: ['conference', 'parent[\\s-]+teacher'] },
];

function escapeRegex(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Question terms → one ARE pattern per concept (synonym group or single stemmed word). */
export function termPatterns(terms: string[]): string[] {
  const words = terms.map((t) => t.toLowerCase().trim()).filter((t) => t.length >= 2 && !GENERIC.has(t));
  const groups: string[] = [];
  const usedGroups = new Set<number>();
  for (const word of new Set(words)) {
    const groupIndex = SYNONYMS.findIndex((g) => g.triggers.includes(word));
    if (groupIndex >= 0) {
      // Whole words for synonyms ("break" must not match "Breakfast"), plural allowed.
      if (!usedGroups.has(groupIndex)) groups.push(`\\m(${SYNONYMS[groupIndex]!.patterns.join('|')})s?\\M`);
      usedGroups.add(groupIndex);
      continue;
    }
    // Prefix match of a light stem, so "meetings" finds "Meeting" and "meeting" finds "Meetings".
    const stem = word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word;
    groups.push(
      `\\m${stem
        .split(/[\s-]+/)
        .map(escapeRegex)
        .join('[\\s-]+')}`,
    );
  }
  return groups;
}

interface Row {
  summary: string;
  description: string;
  location: string;
  starts_at: string | Date;
  ends_at: string | Date;
  all_day: boolean;
  association: string | null;
  calendar_name: string;
  score: number;
}

/**
 * The answer engine's structured-event source (assistant.types.ts EventSource) over the stored
 * occurrences, always filtered by `schoolId`:
 * - with `range`: occurrences overlapping [start, end) — every one of them, best term match first,
 *   then by time (so "is there school on Monday?" sees all of Monday, "No School" first);
 * - without: the NEXT occurrences matching at least one term (or any, when no term is left after
 *   dropping date words): ends after `now` and starts at/after `now` — an all-day event already
 *   under way today counts as current — so a past occurrence is never offered as upcoming.
 * Matching: summary (weight 2), location and description (weight 1), word-start regex per term
 * with synonym groups ("no school"/holiday/closed/closure/break/vacation; PTA/parent-teacher;
 * concert/performance/recital).
 */
export function createCalendarEventSource(database: Database): EventSource {
  return {
    async findEvents({ schoolId, terms, range, now, limit }) {
      const patterns = termPatterns(terms);
      const scoreParts: SQL[] = patterns.map(
        (p) =>
          sql`(CASE WHEN e.summary ~* ${p} THEN 2 WHEN (e.location || ' ' || e.description) ~* ${p} THEN 1 ELSE 0 END)`,
      );
      const score = scoreParts.length > 0 ? sql.join(scoreParts, sql` + `) : sql`0`;
      const window = range
        ? sql`e.starts_at < ${range.end.toISOString()}::timestamptz AND e.ends_at > ${range.start.toISOString()}::timestamptz`
        : sql`e.ends_at > ${now.toISOString()}::timestamptz AND (e.starts_at >= ${now.toISOString()}::timestamptz OR e.all_day)`;
      const mustMatch = !range && patterns.length > 0 ? sql`AND (${score}) > 0` : sql``;
      const safeLimit = Math.max(1, Math.min(200, Math.floor(limit)));
      const result = await database.db.execute(sql`
        SELECT e.summary, e.description, e.location, e.starts_at, e.ends_at, e.all_day, e.association,
               c.name AS calendar_name, (${score})::int AS score
          FROM calendar_events e
          JOIN calendars c ON c.id = e.calendar_id AND c.school_id = e.school_id
         WHERE e.school_id = ${schoolId} AND ${window} ${mustMatch}
         ORDER BY score DESC, e.starts_at ASC, e.summary ASC
         LIMIT ${safeLimit}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
      return rows.map((r): EventCandidate => ({
        summary: r.summary,
        description: r.description,
        location: r.location,
        startsAt: new Date(r.starts_at),
        endsAt: new Date(r.ends_at),
        allDay: r.all_day,
        calendarName: r.calendar_name,
        association: r.association,
      }));
    },
    async hasCalendars(schoolId) {
      const result = await database.db.execute(
        sql`SELECT 1 FROM calendars WHERE school_id = ${schoolId} LIMIT 1`,
      );
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      return rows.length > 0;
    },
  };
}
