/**
 * The question-set checker: every expectation of every question must be something the school's
 * documents actually say, or the question set is wrong (not the engine). A fact (or a forbidden
 * expired fact) passes when one of its alternatives occurs, case-insensitive with whitespace
 * normalized, in the school's source texts (handbook/newsletter blocks, pasted pages with their
 * HTML decoded by html-to-text, flyer text, the e-mail and its attachment, the ICS file), or when it
 * is a calendar date as the engine spells it ("Friday, November 27", optionally "No school on ...")
 * whose weekday is right for the school year around the bench's "now" (whether the calendar makes
 * it a school day is the question writer's reading of the ICS, which is in the texts). A few words
 * the engine adds to calendar answers ("Yes", "No", "school day", "weekend") are accepted as such.
 */
import { convert } from 'html-to-text';
import { MONTH_NAMES, WEEKDAY_NAMES } from '../../server/shared/calendar-names.js';
import type { Block } from './schools/render.js';
import type { BenchSchool } from './schools/school.types.js';
import type { BenchQuestion } from './question.types.js';

const ENGINE_WORDS = new Set(['yes', 'no', 'school day', 'weekend']);
const MONTHS = MONTH_NAMES.map((m) => m.toLowerCase());
const WEEKDAYS = WEEKDAY_NAMES.map((d) => d.toLowerCase());

function norm(s: string): string {
  return s.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
}

function blocksText(blocks: Block[]): string {
  return blocks
    .map((b) => ('h' in b ? b.h : 'p' in b ? b.p : b.table.map((r) => r.join(' | ')).join('\n')))
    .join('\n');
}

/** All the text a school's documents hold, as written in the sources (plus the ICS file). */
export function schoolText(school: BenchSchool): string {
  const parts: string[] = [];
  for (const doc of school.documents) {
    if (doc.format === 'pdf') parts.push(doc.title, doc.subtitle, blocksText(doc.blocks));
    else if (doc.format === 'docx') parts.push(doc.title, blocksText(doc.blocks));
    else if (doc.format === 'png') parts.push(convert(doc.html, { wordwrap: false }));
    else if (doc.format === 'raw') parts.push(doc.text, convert(doc.text, { wordwrap: false }));
    else parts.push(doc.text);
  }
  if (school.email)
    parts.push(school.email.subject, school.email.text, blocksText(school.email.attachment.blocks));
  parts.push(school.calendar.text);
  return norm(parts.join('\n'));
}

/** Is `fact` an engine-spelled calendar date ("Friday, November 27") with the right weekday? */
function isCalendarDate(fact: string, school: BenchSchool): boolean {
  const bare = norm(fact).match(/^([a-z]+) (\d{1,2})$/);
  if (bare && MONTHS.includes(bare[1]!)) {
    // "March 10": the ICS holds that day as YYYYMMDD (any year of the school year).
    const mmdd = `${String(MONTHS.indexOf(bare[1]!) + 1).padStart(2, '0')}${bare[2]!.padStart(2, '0')}`;
    return new RegExp(`\\d{4}${mmdd}`).test(school.calendar.text);
  }
  const parts = norm(fact)
    .replace(/^no school on /, '')
    .split(/ - /);
  return parts.every((part) => {
    const m = part.match(/^([a-z]+), ([a-z]+) (\d{1,2})$/);
    if (!m || !WEEKDAYS.includes(m[1]!) || !MONTHS.includes(m[2]!)) return false;
    const nowYear = Number(school.now.toLocaleDateString('en-CA', { timeZone: school.timeZone }).slice(0, 4));
    let date = new Date(Date.UTC(nowYear, MONTHS.indexOf(m[2]!), Number(m[3])));
    if (date.getTime() < school.now.getTime() - 60 * 86_400_000)
      date = new Date(Date.UTC(nowYear + 1, date.getUTCMonth(), date.getUTCDate()));
    return WEEKDAYS[date.getUTCDay()] === m[1];
  });
}

/**
 * Problems of a school's question set: one line per fact or forbidden fact that its documents never
 * state, naming the question. Empty when the set is sound.
 */
export function checkQuestions(school: BenchSchool, questions: BenchQuestion[], split: string): string[] {
  const text = schoolText(school);
  const problems: string[] = [];
  const known = (alt: string) =>
    text.includes(norm(alt)) || ENGINE_WORDS.has(norm(alt)) || isCalendarDate(alt, school);
  for (const question of questions) {
    for (const fact of question.facts ?? []) {
      const alts = Array.isArray(fact) ? fact : [fact];
      if (!alts.some(known))
        problems.push(
          `${school.slug}/${split}: "${question.q}": fact ${JSON.stringify(fact)} occurs in no document`,
        );
    }
    for (const f of question.forbid ?? []) {
      if (!text.includes(norm(f)) && !isCalendarDate(f, school))
        problems.push(
          `${school.slug}/${split}: "${question.q}": forbidden fact "${f}" occurs in no document`,
        );
    }
    if (question.decline && question.facts?.length)
      problems.push(`${school.slug}/${split}: "${question.q}": declines cannot list facts`);
  }
  return problems;
}
