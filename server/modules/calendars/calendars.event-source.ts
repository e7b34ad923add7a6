import type { Database } from '../../db/client.js';
import type { EventSource } from '../assistant/assistant.types.js';
import { eventsMatching, hasCalendar } from './calendars.repository.js';
import { escapeRegExp } from '../../shared/regexp.js';

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
        .map(escapeRegExp)
        .join('[\\s-]+')}`,
    );
  }
  return groups;
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
    findEvents: async ({ schoolId, terms, range, now, limit }) =>
      eventsMatching(database.db, { schoolId, patterns: termPatterns(terms), range, now, limit }),
    hasCalendars: (schoolId) => hasCalendar(database.db, schoolId),
  };
}
