/**
 * LLM mode's evidence (DESIGN: the model gets today's date, the resolved dates' day-model facts and
 * the passages): what the engine retrieved for each part, as the prompt's passages, and the sources
 * to name under the model's answer.
 */
import { describeDay } from './assistant.day-text.js';
import { sourceTitle } from './assistant.compose.js';
import { formatDay, schoolToday } from './assistant.dates.js';
import type { LlmPassage } from './assistant.llm.js';
import { eventLine } from './assistant.passages.js';
import type { Retrieved, Understanding } from './assistant.pipeline.types.js';
import { LLM_PASSAGES } from './assistant.tuning.js';
import type { AnswerSource } from './assistant.types.js';

/** The sources of the chunks the model was given, once each. */
export function uniqueSources(chunks: { key: string; title: string; fileName: string }[]): AnswerSource[] {
  const seen = new Map<string, AnswerSource>();
  for (const c of chunks)
    if (!seen.has(c.key)) seen.set(c.key, { title: sourceTitle(c.title, c.fileName), key: c.key });
  return [...seen.values()];
}

/**
 * The model's passages: the day model's facts for the asked dates ("No school on Friday,
 * November 27 — Thanksgiving Recess."), then calendar events, then the top chunks of every part.
 */
export function llmPassages(u: Understanding, retrieved: Retrieved[]): LlmPassage[] {
  const year = Number(u.today.slice(0, 4));
  const out: LlmPassage[] = [];
  const seen = new Set<string>();
  u.parts.forEach((part, i) => {
    const r = retrieved[i]!;
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
