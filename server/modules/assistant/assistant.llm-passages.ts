/**
 * LLM mode's evidence (DESIGN: the model gets today's date, the resolved dates' day-model facts and
 * the passages): what the engine retrieved for each part, as the prompt's passages, and the sources
 * to name under the model's answer.
 */
import { describeDay } from './assistant.day-text.js';
import { sourceTitle } from './assistant.compose.js';
import { formatDay, schoolToday } from './assistant.dates.js';
import type { LlmPassage } from './assistant.llm.js';
import { eventLine } from './assistant.sentence-rows.js';
import type { Candidate, Retrieved, Understanding } from './assistant.pipeline.types.js';
import { LLM_PASSAGES } from './assistant.tuning.js';
import type { AnswerSource } from './assistant.types.js';

/** Answerers whose answer is computed from the calendar (the day model, events), not quoted. */
const CALENDAR_ANSWERERS: ReadonlySet<string> = new Set(['school-day', 'event', 'calendar-list']);

/** The sources of the chunks the model was given, once each. */
export function uniqueSources(chunks: { key: string; title: string; fileName: string }[]): AnswerSource[] {
  const seen = new Map<string, AnswerSource>();
  for (const c of chunks)
    if (!seen.has(c.key)) seen.set(c.key, { title: sourceTitle(c.title, c.fileName), key: c.key });
  return [...seen.values()];
}

/**
 * The model's passages, per part: the engine's own extractive answer when it has one (what the
 * school-day and event answerers compute from the calendar, "School resumes Monday, January 4",
 * is in no document; a picked sentence may sit in a chunk ranked below LLM_PASSAGES), the day
 * model's facts for the asked dates ("No school on Friday, November 27 — Thanksgiving Recess."),
 * calendar events, then the top chunks. Dev split (807 answerable): the extractive answer's facts
 * were missing from 33 prompts, most of them a computed day.
 */
export function llmPassages(
  u: Understanding,
  retrieved: Retrieved[],
  answers: readonly (Candidate | null)[] = [],
): LlmPassage[] {
  const year = Number(u.today.slice(0, 4));
  const out: LlmPassage[] = [];
  const seen = new Set<string>();
  u.parts.forEach((part, i) => {
    const r = retrieved[i]!;
    const found = answers[i];
    if (found) {
      out.push({
        title: `Found in ${found.sources.map((s) => s.title).join(', ') || 'the school calendar'} for "${part.text}"`,
        contentType: CALENDAR_ANSWERERS.has(found.answerer) ? 'calendar facts' : 'document sentences',
        date: formatDay(schoolToday(u.now, u.timeZone), year),
        text: found.answer,
      });
    }
    const from = part.dates?.from ?? u.today;
    const to = part.dates?.to ?? u.today;
    for (const day of r.days?.days ?? []) {
      if (day.date < from || day.date > to || seen.has(`day:${day.date}`)) continue;
      seen.add(`day:${day.date}`);
      out.push({
        title: 'School calendar (day status)',
        contentType: 'calendar day',
        date: day.date,
        text: describeDay(day, year, 'is-school'),
      });
    }
    for (const e of r.events) {
      const key = `event:${e.summary}|${e.startsAt.getTime()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        title: e.calendarName || 'School calendar',
        contentType: 'calendar event',
        date: formatDay(schoolToday(e.startsAt, u.timeZone), year),
        text: `${eventLine(e, u.timeZone, u.now)}${e.description.trim() ? ` ${e.description.trim()}` : ''}`,
      });
    }
    for (const c of r.passages?.chunks.slice(0, LLM_PASSAGES) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({
        title: sourceTitle(c.title, c.fileName) + (c.heading ? ` — ${c.heading}` : ''),
        contentType: c.contentType,
        date: `added ${c.createdAt.toISOString().slice(0, 10)}`,
        text: c.content,
      });
    }
  });
  return out;
}
