/**
 * Answers about dates from structured calendar events (docs/ARCHITECTURE.md): "is there school
 * on Monday?", "when is the next PTA meeting?", "what's happening this week?", "what time does the
 * concert start?", "is spring break the week of the 20th?".
 *
 * The engine calls `answerFromCalendar` before document retrieval; it returns null whenever the
 * calendar cannot answer with confidence, and the engine then answers from documents (or declines).
 * Rules:
 * - dates are resolved in the school's zone (assistant.dates.ts) and every event is phrased with
 *   `describeEvent` in that zone ("Friday, March 13, 6:00 PM–7:30 PM at the gym");
 * - without a date in the question only occurrences still under way or ahead of `now` are used
 *   (EventSource contract), and lists drop occurrences that already ended, so a past occurrence is
 *   never presented as upcoming;
 * - a day with a no-school event (`isNoSchoolEvent`) answers "No school on …: <event>"; a weekend
 *   day answers that it is a weekend; a weekday without a closure is called a regular school day
 *   ONLY when the school has at least one calendar connected (otherwise null → documents);
 * - an event matches a topic only when every topic word of the question is found in its summary,
 *   location or description (synonym groups as in the event source), so "board meeting" never
 *   answers with the "PTA Meeting";
 * - an all-day event that is not a closure ("Early Dismissal") is combined with the document
 *   answer about it (the handbook's early-dismissal time), when the documents have one.
 */
import { describeEvent, isNoSchoolEvent } from '../calendars/calendars.answers.js';
import { termPatterns } from '../calendars/calendars.event-source.js';
import type { AnswerSource, EventCandidate, EventSource } from './assistant.types.js';
import {
  addDays,
  compareDays,
  daysBetween,
  formatDay,
  resolveDates,
  schoolToday,
  startOfSchoolDay,
  weekdayOf,
  type LocalDay,
  type ResolvedDates,
} from './assistant.dates.js';
import type { AnswerSlot } from './assistant.text.js';

export interface CalendarAnswer {
  answer: string;
  sources: AnswerSource[];
  resolved: true;
}

export interface CalendarQuestion {
  schoolId: string;
  /** The parent's question as asked (handed to `documentAnswer` for the text side). */
  question: string;
  /** normalizeQuestion(question).text: lower case, punctuation folded. */
  text: string;
  /** Topic words of the question (conceptsOf, non-soft, date words already dropped). */
  words: string[];
  dates: ResolvedDates | null;
  slots: AnswerSlot[];
  now: Date;
  timeZone: string;
  eventSource: EventSource;
  /** The document-only answer to a question, or null when the documents do not answer it. */
  documentAnswer: (question: string) => Promise<{ answer: string; sources: AnswerSource[] } | null>;
}

/** Words that say when/what-kind, never which event (besides the date words already dropped). */
const NOT_TOPIC = new Set(
  (
    'when what whats which time times date dates day days start starts starting begin begins end ends ' +
    'next upcoming happening happen going on scheduled schedule planned calendar event events is are there ' +
    'will be have has does do the a an of for at in it school week weekend month year any anything ' +
    'open closed off no yes again noschool dayoff was were be been to by with and or my our your their it this that ' +
    'these those here where who how why can could should would shall may might must did having not about from ' +
    'holiday holidays into up out than then so if get gets kids kid child children students student we you they us me'
  ).split(' '),
);

const SCHOOL_DAY =
  /\b(?:is|will|do|does|are)\b.*\bschool\b|\bschool\s+(?:on|today|tomorrow|this|next)\b|\bno\s*school\b|\bday\s+off\b|\bschool\s+(?:open|closed)\b|\bclosed\b|\ba\s+holiday\b/;
const HAPPENING =
  /\bwhat(?:s|\s+is|\s+are)?\s+(?:happening|going\s+on|on\s+the\s+calendar|scheduled|planned|coming\s+up)\b|\bany\s*(?:thing|events?)\b|\b(?:events|calendar)\b/;
const CLOSURE_WORDS = /\bholidays?\b|\bno\s*school\b|\bdays?\s*off\b|\bclosed\b|\bclosure\b/;
const YES_NO = /^(?:is|are|does|do|will|was)\b/;

const MAX_LIST = 8;

/** Whether `event` overlaps the school day `d`. */
function onDay(event: EventCandidate, d: LocalDay, timeZone: string): boolean {
  return (
    event.startsAt < startOfSchoolDay(addDays(d, 1), timeZone) && event.endsAt > startOfSchoolDay(d, timeZone)
  );
}

/** Regexes (JS flavour) for the topic words; each must match for an event to be "about" them. */
function topicMatchers(words: string[]): RegExp[] {
  return termPatterns(words).map(
    (p) => new RegExp(p.replace(/\\m/g, '\\b').replace(/\\M/g, '\\b').replace(/\\s/g, '\\s'), 'i'),
  );
}

function matchesTopic(event: EventCandidate, matchers: RegExp[]): boolean {
  const text = `${event.summary} ${event.location} ${event.description}`;
  return matchers.length > 0 && matchers.every((m) => m.test(text));
}

function sourcesOf(events: EventCandidate[]): AnswerSource[] {
  return [...new Set(events.map((e) => e.calendarName || 'School calendar'))].map((title) => ({ title }));
}

/** The answer text followed by the calendar(s) it comes from, as document answers name theirs. */
function cite(answer: string, events: EventCandidate[]): string {
  const titles = sourcesOf(events).map((s) => s.title);
  return titles.length > 0 ? `${answer}\n\n_Source: ${titles.join(', ')} (calendar)_` : answer;
}

function line(event: EventCandidate, q: CalendarQuestion): string {
  return `**${event.summary.trim()}**: ${describeEvent(event, q.timeZone, { now: q.now })}`;
}

async function withDocuments(
  q: CalendarQuestion,
  events: EventCandidate[],
  answer: string,
): Promise<CalendarAnswer> {
  const sources = sourcesOf(events);
  answer = cite(answer, events);
  const pointer = events.find((e) => e.allDay && !isNoSchoolEvent(e));
  if (pointer) {
    const docs = await q
      .documentAnswer(`what time is ${pointer.summary.trim().toLowerCase()}?`)
      .catch(() => null);
    if (docs) {
      answer += `\n\n${docs.answer}`;
      for (const s of docs.sources)
        if (!sources.some((x) => x.title === s.title && x.key === s.key)) sources.push(s);
    }
  }
  return { answer, sources, resolved: true };
}

/** Summary words that name the event ("spring", "concert"), parentheses and generic words dropped. */
function summaryWords(event: EventCandidate): string[] {
  return event.summary
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^a-z0-9']+/)
    .filter((w) => w.length >= 3 && !NOT_TOPIC.has(w));
}

/**
 * A topic answer: when the question names the whole event ("PTA meeting" → "PTA Meeting") the
 * calendar leads and the documents' answer to the same question follows; when it names only part
 * of it ("dismissal" → "Early Dismissal") the documents' answer leads (it is about the general
 * topic) and the event follows as "On the school calendar". Without a document answer the event
 * stands alone (with the all-day pointer rule of `withDocuments`).
 */
async function composeTopic(
  q: CalendarQuestion,
  events: EventCandidate[],
  calendarText: string,
  matchers: RegExp[],
): Promise<CalendarAnswer> {
  const named = events.every((e) => summaryWords(e).every((w) => matchers.some((m) => m.test(w))));
  const docs = await q.documentAnswer(q.question).catch(() => null);
  if (!docs)
    return withDocuments(q, events, named ? calendarText : `On the school calendar: ${calendarText}`);
  const sources = sourcesOf(events);
  for (const s of docs.sources)
    if (!sources.some((x) => x.title === s.title && x.key === s.key)) sources.push(s);
  const answer = named
    ? `${cite(calendarText, events)}\n\n${docs.answer}`
    : `${docs.answer}\n\n${cite(`On the school calendar: ${calendarText}`, events)}`;
  return { answer, sources, resolved: true };
}

async function eventsIn(
  q: CalendarQuestion,
  from: LocalDay,
  to: LocalDay,
  terms: string[],
): Promise<EventCandidate[]> {
  const range = {
    start: startOfSchoolDay(from, q.timeZone),
    end: startOfSchoolDay(addDays(to, 1), q.timeZone),
  };
  return q.eventSource.findEvents({ schoolId: q.schoolId, terms, range, now: q.now, limit: 200 });
}

async function hasCalendars(q: CalendarQuestion): Promise<boolean> {
  return q.eventSource.hasCalendars ? q.eventSource.hasCalendars(q.schoolId) : false;
}

/** "Is there school on Monday?" / "is there school next week?" */
async function schoolDayAnswer(q: CalendarQuestion, dates: ResolvedDates): Promise<CalendarAnswer | null> {
  const days = daysBetween(dates.from, dates.to).slice(0, 14);
  const events = await eventsIn(q, days[0]!, days[days.length - 1]!, []);
  const closures = events.filter((e) => isNoSchoolEvent(e));
  const connected = closures.length > 0 || (await hasCalendars(q));
  if (!connected) return null;
  if (days.length === 1) {
    const d = days[0]!;
    const label = formatDay(d, schoolToday(q.now, q.timeZone).year);
    const closure = closures.find((e) => onDay(e, d, q.timeZone));
    if (closure) {
      const other =
        closure.allDay && compareDays(dates.from, dates.to) === 0
          ? ''
          : ` (${describeEvent(closure, q.timeZone, { now: q.now })})`;
      return {
        answer: cite(`No school on ${label}: ${closure.summary.trim()}${other}.`, [closure]),
        sources: sourcesOf([closure]),
        resolved: true,
      };
    }
    const wd = weekdayOf(d);
    if (wd === 0 || wd === 6) {
      return { answer: `${label} is a weekend: no school.`, sources: [], resolved: true };
    }
    const dayEvents = events.filter((e) => onDay(e, d, q.timeZone)).slice(0, 3);
    let answer = `Yes, ${label} is a regular school day per the school calendar.`;
    if (dayEvents.length > 0) {
      answer = `Yes, ${label} is a school day per the school calendar. On the calendar that day:\n${dayEvents.map((e) => `- ${line(e, q)}`).join('\n')}`;
    }
    const result = await withDocuments(q, dayEvents, answer);
    if (result.sources.length === 0) result.sources = [{ title: 'School calendar' }];
    return result;
  }
  const offDays = days.filter(
    (d) => closures.some((e) => onDay(e, d, q.timeZone)) && weekdayOf(d) !== 0 && weekdayOf(d) !== 6,
  );
  const schoolDays = days.filter(
    (d) => weekdayOf(d) !== 0 && weekdayOf(d) !== 6 && !offDays.some((o) => compareDays(o, d) === 0),
  );
  const year = schoolToday(q.now, q.timeZone).year;
  if (offDays.length === 0) {
    return {
      answer: `Yes, school is in session every weekday of ${dates.label} per the school calendar.`,
      sources: [{ title: 'School calendar' }],
      resolved: true,
    };
  }
  const offLines = offDays.map((d) => {
    const e = closures.find((c) => onDay(c, d, q.timeZone))!;
    return `- No school on ${formatDay(d, year)}: ${e.summary.trim()}`;
  });
  const summary =
    schoolDays.length === 0
      ? `No school during ${dates.label}.`
      : `School is open on the other weekdays of ${dates.label}, except:`;
  return {
    answer: cite(`${summary}\n${offLines.join('\n')}`, closures),
    sources: sourcesOf(closures),
    resolved: true,
  };
}

/**
 * The calendar's answer to a question, or null (not a date question, no matching event, or no
 * calendar connected for a "regular school day" claim). Never throws for a missing calendar;
 * EventSource errors propagate to the caller, which falls back to documents.
 */
export async function answerFromCalendar(q: CalendarQuestion): Promise<CalendarAnswer | null> {
  const topic = q.words.filter((w) => !NOT_TOPIC.has(w) && w.length >= 2);
  const dates = weekOfQuestion(q.text, q.dates, q.now, q.timeZone);
  const yesNo = YES_NO.test(q.text);

  if (dates && topic.length === 0 && SCHOOL_DAY.test(q.text)) return schoolDayAnswer(q, dates);

  if (
    topic.length === 0 &&
    !dates &&
    CLOSURE_WORDS.test(q.text) &&
    /\b(?:when|next|upcoming)\b/.test(q.text)
  ) {
    // "when is the next day off?": the first upcoming closure.
    const next = (
      await q.eventSource.findEvents({ schoolId: q.schoolId, terms: ['noschool'], now: q.now, limit: 50 })
    )
      .filter((e) => isNoSchoolEvent(e) && e.endsAt > q.now)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    if (!next) return null;
    return {
      answer: cite(
        `The next day without school: **${next.summary.trim()}**, ${describeEvent(next, q.timeZone, { now: q.now })}.`,
        [next],
      ),
      sources: sourcesOf([next]),
      resolved: true,
    };
  }

  if (topic.length === 0) {
    if (!dates || !HAPPENING.test(q.text)) return null;
    const events = (await eventsIn(q, dates.from, dates.to, []))
      .filter((e) => e.endsAt > q.now)
      .slice(0, MAX_LIST);
    if (events.length === 0) {
      if (!(await hasCalendars(q))) return null;
      return {
        answer: `Nothing is on the school calendar for ${dates.label}.`,
        sources: [{ title: 'School calendar' }],
        resolved: true,
      };
    }
    return {
      answer: cite(
        `On the school calendar for ${dates.label}:\n${events.map((e) => `- ${line(e, q)}`).join('\n')}`,
        events,
      ),
      sources: sourcesOf(events),
      resolved: true,
    };
  }

  const asksWhen =
    q.slots.includes('when') || q.slots.includes('time') || /\b(?:next|upcoming)\b/.test(q.text);
  if (!dates && !asksWhen) return null;
  const matchers = topicMatchers(topic);
  if (matchers.length === 0) return null;

  if (dates) {
    const inRange = (await eventsIn(q, dates.from, dates.to, topic)).filter((e) => matchesTopic(e, matchers));
    if (inRange.length > 0) {
      const head = yesNo ? 'Yes. ' : '';
      return composeTopic(
        q,
        inRange.slice(0, 3),
        `${head}${inRange
          .slice(0, 3)
          .map((e) => line(e, q))
          .join('\n')}`,
        matchers,
      );
    }
    if (!yesNo) return null;
  }
  const upcoming = (
    await q.eventSource.findEvents({ schoolId: q.schoolId, terms: topic, now: q.now, limit: 50 })
  )
    .filter((e) => matchesTopic(e, matchers) && e.endsAt > q.now)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const next = upcoming[0];
  if (!next) return null;
  if (dates) {
    return composeTopic(
      q,
      [next],
      `No, not ${dates.label}. The next ${next.summary.trim()} is ${describeEvent(next, q.timeZone, { now: q.now })}.`,
      matchers,
    );
  }
  const when = describeEvent(next, q.timeZone, { now: q.now });
  const text = /\b(?:next|upcoming)\b/.test(q.text)
    ? `The next ${next.summary.trim()} is ${when}.`
    : `${line(next, q)}.`;
  return composeTopic(q, [next], text, matchers);
}

/** "the week of the 20th" / "week of March 16": the Monday–Sunday week holding that day. */
function weekOfQuestion(
  text: string,
  dates: ResolvedDates | null,
  now: Date,
  timeZone: string,
): ResolvedDates | null {
  const after = text.match(/\bweek\s+of\s+(.+)$/);
  const day = after ? resolveDates(after[1]!, now, timeZone) : null;
  if (!dates || !day) return dates;
  const from = addDays(day.from, -((weekdayOf(day.from) + 6) % 7));
  const to = addDays(from, 6);
  return { ...dates, from, to, label: `the week of ${formatDay(from)}` };
}
