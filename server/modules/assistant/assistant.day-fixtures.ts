/**
 * Hand-built calendar data for the day and event answerer tests: a school in America/New_York with
 * the days of late 2026 as a real district feed names them.
 */
import { fromZonedTime } from 'date-fns-tz';
import type { EventCandidate } from './assistant.types.js';
import type { QuestionDates, QuestionPart, Understanding } from './assistant.pipeline.types.js';
import { addDays, formatIsoDay } from './assistant.calendar-retrieve.js';

export const NY = 'America/New_York';

/** An all-day event from `first` to `last` inclusive (stored like the parser: zone midnights, end exclusive). */
export function allDay(
  summary: string,
  first: string,
  last = first,
  calendarName = 'District',
): EventCandidate {
  return {
    summary,
    description: '',
    location: '',
    startsAt: fromZonedTime(`${first}T00:00:00`, NY),
    endsAt: fromZonedTime(`${addDays(last, 1)}T00:00:00`, NY),
    allDay: true,
    calendarName,
    association: null,
  };
}

export function timed(
  summary: string,
  date: string,
  from: string,
  to: string,
  calendarName = 'School',
): EventCandidate {
  return {
    summary,
    description: '',
    location: '',
    startsAt: fromZonedTime(`${date}T${from}:00`, NY),
    endsAt: fromZonedTime(`${date}T${to}:00`, NY),
    allDay: false,
    calendarName,
    association: null,
  };
}

/** A question part as the understand stage produces it (dates given as ISO from/to). */
export function partOf(text: string, dates?: { from: string; to?: string; matched: string[] }): QuestionPart {
  const normalized = text
    .toLowerCase()
    .replace(/[?!.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let qd: QuestionDates | null = null;
  if (dates) {
    const to = dates.to ?? dates.from;
    qd = {
      from: dates.from,
      to,
      label:
        to === dates.from ? formatIsoDay(dates.from) : `${formatIsoDay(dates.from)} – ${formatIsoDay(to)}`,
      matchedText: dates.matched,
      range: {
        start: fromZonedTime(`${dates.from}T00:00:00`, NY),
        end: fromZonedTime(`${addDays(to, 1)}T00:00:00`, NY),
      },
    };
  }
  return {
    text,
    normalized,
    tokens: normalized.split(' '),
    yesNo: /^(is|are|do|does|will)\b/.test(normalized),
    slots: [],
    typed: [],
    resolvedDates: null,
    dates: qd,
    dateTerms: [],
    concepts: [],
    conceptsAsked: 0,
    grade: null,
    category: '',
  };
}

export function understandingOf(part: QuestionPart, today = '2026-11-24'): Understanding {
  return {
    question: part.text,
    language: 'en',
    parts: [part],
    now: fromZonedTime(`${today}T10:00:00`, NY),
    timeZone: NY,
    today,
  };
}
