/**
 * The school's standing weekly exceptions read from its documents ("Every Wednesday is an early
 * release day with dismissal at 1:30 pm", "Friday is not a school day"), laid over the calendar's
 * day model: a feed rarely carries a rule the handbook states once. A calendar closure or event of
 * that day still wins, and so does a day the calendar says school meets ("Friday Make-Up Day -
 * School in Session"); only plain school days take the rule. Cached per school, knowledge version
 * and day (expiry is by day).
 */
import { WEEKLY_RULE_CHUNKS } from './assistant.tuning.js';
import { WEEKDAY_NAMES } from '../../shared/calendar-names.js';
import type { KnowledgeSearch } from '../knowledge/knowledge.search.js';
import { weeklyDayRule, type WeeklyDayRule } from '../vocabulary/vocabulary.day-status.js';
import type { SchoolDay } from './assistant.pipeline.types.js';
import { splitSentences } from './assistant.text.js';
import { sourceTitle } from './assistant.compose.js';

/** A weekly rule and the document that states it ("Parent Handbook"). */
export interface DocumentWeeklyRule extends WeeklyDayRule {
  title: string;
}

const WEEKDAYS = WEEKDAY_NAMES.map((d) => d.toLowerCase());
const SHORT_DAY_WORDS = [
  'early',
  'release',
  'dismissal',
  'minimum',
  'half',
  'late',
  'start',
  'delayed',
  'classes',
];

/** Per-process cache: school → the rules of one knowledge version on one day. */
export class WeeklyRuleCache {
  private readonly entries = new Map<string, { key: string; rules: Promise<DocumentWeeklyRule[]> }>();

  async get(input: {
    knowledge: KnowledgeSearch;
    schoolId: string;
    now: Date;
    today: string;
  }): Promise<DocumentWeeklyRule[]> {
    const key = `${await input.knowledge.version(input.schoolId)}|${input.today}`;
    const hit = this.entries.get(input.schoolId);
    if (hit?.key === key) return hit.rules;
    const rules = readWeeklyRules(input);
    this.entries.set(input.schoolId, { key, rules });
    if (this.entries.size > 500) this.entries.delete(this.entries.keys().next().value!);
    return rules.catch((err: unknown) => {
      this.entries.delete(input.schoolId);
      throw err;
    });
  }
}

/** The first rule stated for each weekday in the school's current documents (best chunks first). */
async function readWeeklyRules(input: {
  knowledge: KnowledgeSearch;
  schoolId: string;
  now: Date;
}): Promise<DocumentWeeklyRule[]> {
  const [days, words] = await input.knowledge.lexemes([WEEKDAYS.join(' '), SHORT_DAY_WORDS.join(' ')]);
  if (!days?.length || !words?.length) return [];
  const any = (lexemes: string[]) => lexemes.map((l) => `'${l.replace(/'/g, "''")}'`).join(' | ');
  const chunks = await input.knowledge.search({
    schoolId: input.schoolId,
    now: input.now,
    anyQuery: `(${any(days)}) & (${any(words)})`,
    concepts: [],
    limit: WEEKLY_RULE_CHUNKS,
    coarsePool: WEEKLY_RULE_CHUNKS * 5,
    titleBonus: 0,
  });
  const rules: DocumentWeeklyRule[] = [];
  for (const chunk of chunks)
    for (const sentence of splitSentences(chunk.content)) {
      const rule = weeklyDayRule(sentence);
      if (rule && !rules.some((r) => r.weekday === rule.weekday))
        rules.push({ ...rule, title: sourceTitle(chunk.title, chunk.fileName) });
    }
  return rules;
}

/** How a weekly day without classes names its reason ("no classes on Fridays, Student Handbook"). */
const WEEKLY_DAY_OFF = 'no classes on ';

/**
 * A day off only because the school never meets on that weekday (a four-day week's Fridays): no
 * holiday a parent asking for "days off" or "the next day off" means.
 */
export function isWeeklyDayOff(day: SchoolDay): boolean {
  return day.status === 'no-school' && day.reasons.length === 1 && day.reasons[0]!.startsWith(WEEKLY_DAY_OFF);
}

/** `days` with each plain school day on a rule's weekday turned into that rule's kind of day. */
export function applyWeeklyRules(days: SchoolDay[], rules: DocumentWeeklyRule[]): SchoolDay[] {
  if (rules.length === 0) return days;
  return days.map((day) => {
    // A day the calendar says school meets ("Friday Make-Up Day - School in Session") keeps it.
    if (day.status !== 'school-day' || day.reasons.length > 0) return day;
    const weekday = new Date(`${day.date}T12:00:00Z`).getUTCDay();
    const rule = rules.find((r) => r.weekday === weekday);
    if (!rule) return day;
    if (rule.kind === 'no-school')
      return {
        ...day,
        status: 'no-school',
        reasons: [`${WEEKLY_DAY_OFF}${WEEKDAY_NAMES[weekday]}s, ${rule.title}`],
        start: null,
        dismissal: null,
      };
    const reason = `every ${WEEKDAY_NAMES[weekday]}, ${rule.title}`;
    return rule.kind === 'early-release'
      ? { ...day, status: 'early-release', reasons: [reason], dismissal: rule.time }
      : { ...day, status: 'late-start', reasons: [reason], start: rule.time };
  });
}
