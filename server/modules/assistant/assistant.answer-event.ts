/**
 * The event answerer: "when is <event>" and "does <club> meet on X" from the calendar's occurrences
 * (the day model's events plus the events retrieval found). Titles are matched loosely, because
 * parents type fast: misspellings within one or two edits ("sience fair"), plural/singular
 * ("retakes" = "Retake Day"), shorthand ("info" = "information"). Only question words that are not
 * about *when* count; an event matches when it carries every such word (or all but one of three or more).
 * The title matching itself: assistant.event-titles.ts.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { describeEvent } from '../calendars/calendars.answers.js';
import type { EventCandidate } from './assistant.types.js';
import type { AnswerContext, Answerer, Candidate } from './assistant.pipeline.types.js';
import { asksKindOfDay, dayIntent } from './assistant.calendar-retrieve.js';
import { breakRun } from './assistant.day-text.js';
import { foldWord, sameWord, titleMatch, titleWords, topicWords } from './assistant.event-titles.js';
import { BREAK_SEASON } from '../vocabulary/vocabulary.holidays.js';
import {
  CALENDAR_FACT_CONFIDENCE,
  EVENT_BASE_CONFIDENCE,
  EVENT_MATCH_CONFIDENCE,
  EVENT_NOT_ON_DAY_PENALTY,
  EVENT_TITLE_MIN_MATCH,
  EVENT_TITLE_MIN_MATCH_SHORT,
  MAX_LISTED_EVENTS,
  UPCOMING_EVENTS_LISTED,
} from './assistant.tuning.js';

const NAME = 'event';

/** "…after winter break", "after the break": an activity asked about after a break (no date named). */
const AFTER_BREAK =
  /\bafter (?:the )?(?:(?:thanksgiving|winter|spring|christmas|mid ?winter|february|fall|easter|holiday) )?(?:break|recess|vacation|holidays)\b/;
/** The words of resuming ("start up again", "come back"): not words of the activity's title. */
const RESUMING =
  /^(?:start|starts|begin|begins|resume|resumes|up|again|back|pick|come|comes|return|returns)$/;

/**
 * "when is spring break this yr need to book flights to see grandma": a message opening with "when
 * is <an event's whole title>" (two words or more) asks about that event, however many words of a
 * story follow. Cedar Bluff dev: declined on the booking story. Not "when do science fair projects
 * have to be dropped off": there the title is not what is asked about.
 */
function asksWhenIs(normalized: string, event: Pick<EventCandidate, 'summary'>): boolean {
  const title = titleWords(event.summary).map(foldWord);
  if (title.length < 2) return false;
  const opening = /^(?:so\s+|and\s+)?(?:when|what\s+(?:day|date)s?)\s+(?:is|are|s)\s+(?:the\s+)?(.*)$/.exec(
    normalized,
  );
  if (!opening) return false;
  const asked = titleWords(opening[1]!).map(foldWord);
  return title.every((t, i) => asked[i] !== undefined && sameWord(asked[i]!, t));
}

/**
 * "when is the last day of school", "first day of classes", "last day for students": every word is
 * a when-word, yet the calendar names the day ("Last Day of School – Early Release", "First Day for
 * Students"). Which end of the year is asked, or null.
 */
const YEAR_END_ASKED =
  /\b(first|last|final)\s+day\s+(?:of|for)\s+(?:school|classes|class|students|kids|the\s+(?:school\s+)?year)\b/;

/** Titles naming the first or last day of the school year: "Last Day of School", "Students' Last Day". */
const YEAR_END_TITLE = Object.fromEntries(
  (['first', 'last'] as const).map((which) => {
    const end = which === 'first' ? 'first' : '(?:last|final)';
    return [
      which,
      new RegExp(
        `\\b${end}\\s+(?:student\\s+)?day\\b(?!\\s+(?:of|before)\\s+(?!school|classes|the\\s+(?:school\\s+)?year))|\\bstudents?'?\\s+${end}\\s+day\\b`,
        'i',
      ),
    ];
  }),
) as Record<'first' | 'last', RegExp>;

/** The title names the first (last, final) day of the school year. */
function namesYearEnd(which: string, event: Pick<EventCandidate, 'summary'>): boolean {
  return YEAR_END_TITLE[which === 'first' ? 'first' : 'last'].test(event.summary);
}

function when(event: EventCandidate, timeZone: string, now: Date): string {
  return describeEvent(event, timeZone, { now });
}

function key(e: EventCandidate): string {
  return `${e.summary}|${e.startsAt.getTime()}`;
}

/** The last of a series is asked ("when is the last one", "how long does it go for"), not the next. */
const LAST_ASKED =
  /\b(?:last|final)\b(?!\s+(?:week|year|month|night|time|episode))|\bhow\s+long\s+(?:does|do|is|will)\b.*\b(?:go|run|last)\b/;

/** The seasons of breaks a text names (vocabulary BREAK_SEASON: christmas is winter, easter spring). */
function seasonsIn(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []).flatMap((w) => BREAK_SEASON[w] ?? []));
}

/**
 * The event's title names a season of breaks and not one the question names ("when is the last day
 * before spring break" → not "Early Release (last day before Winter Break)"). `asked`: the
 * question's seasons (`seasonsIn`). Ridgeview: its calendar has no spring break, and the winter one
 * answered.
 */
export function namesOtherSeason(asked: Set<string>, title: string): boolean {
  if (asked.size === 0) return false;
  const named = seasonsIn(title);
  return named.size > 0 && ![...named].some((s) => asked.has(s));
}

export const eventAnswerer: Answerer = {
  name: NAME,
  answer(context: AnswerContext): Candidate | null {
    const { part, understanding, retrieved } = context;
    if (dayIntent(part) === 'next' || dayIntent(part) === 'days-off' || dayIntent(part) === 'times')
      return null;
    // "what time do they get out on early release days": the kind's schedule, not its dated events.
    if (asksKindOfDay(part)) return null;
    // "what day is the math staar? want to make sure she doesnt miss it": the statement beside the
    // question is background (understand marks it), not words of the event's name.
    const background = new Set(part.concepts.filter((c) => c.context).map((c) => foldWord(c.word)));
    const yearEnd = YEAR_END_ASKED.exec(part.normalized)?.[1];
    // "the last day for students": who the day is for is part of the phrase, not a title word.
    // "when does folklorico start up again after winter break": the club, first met after the break.
    const afterBreak = part.dates ? null : AFTER_BREAK.exec(part.normalized);
    const breakWords = new Set(afterBreak ? titleWords(afterBreak[0]).map(foldWord) : []);
    const topic = topicWords(part.normalized, part.dates?.matchedText).filter(
      (w) =>
        !background.has(w) &&
        !(yearEnd && /^(?:student|kid|class)$/.test(w)) &&
        !breakWords.has(w) &&
        !(afterBreak && RESUMING.test(w)),
    );
    if (topic.length === 0 && !yearEnd) return null;
    const pool = new Map<string, EventCandidate>();
    for (const e of [...(retrieved.days?.days.flatMap((d) => d.events) ?? []), ...retrieved.events])
      pool.set(key(e), e);
    const askedSeasons = seasonsIn(part.normalized);
    const scored = [...pool.values()]
      .filter((e) => !namesOtherSeason(askedSeasons, e.summary))
      .map((e) => ({
        e,
        s:
          asksWhenIs(part.normalized, e) || (yearEnd && topic.length === 0 && namesYearEnd(yearEnd, e))
            ? 1
            : titleMatch(topic, e),
      }))
      .filter(({ s }) => s >= (topic.length >= 3 ? EVENT_TITLE_MIN_MATCH : EVENT_TITLE_MIN_MATCH_SHORT))
      .sort((a, b) => b.s - a.s || a.e.startsAt.getTime() - b.e.startsAt.getTime());
    if (scored.length === 0) return null;
    const best = scored[0]!.s;
    const matches = scored.filter(({ s }) => s === best).map(({ e }) => e);
    const tz = understanding.timeZone;
    const sources = [...new Set(matches.map((e) => e.calendarName))].map((title) => ({ title }));
    const confidence = EVENT_BASE_CONFIDENCE + EVENT_MATCH_CONFIDENCE * best;
    const run = afterBreak && retrieved.days ? breakRun(retrieved.days.days, afterBreak[0]) : null;
    const resumed =
      run && matches.find((e) => formatInTimeZone(e.startsAt, tz, 'yyyy-MM-dd') > run.at(-1)!.date);
    if (run && resumed) {
      const reason = run.find((d) => d.status === 'no-school')!.reasons[0] ?? 'the break';
      return {
        answer: `After ${reason}, the first ${resumed.summary} is ${when(resumed, tz, understanding.now)}.`,
        sources,
        confidence,
        answerer: NAME,
        day: formatInTimeZone(resumed.startsAt, tz, 'yyyy-MM-dd'),
      };
    }
    const dates = part.dates;
    if (dates) {
      const onDay = matches.filter((e) => {
        const d = formatInTimeZone(e.startsAt, tz, 'yyyy-MM-dd');
        return d >= dates.from && d <= dates.to;
      });
      const name = matches[0]!.summary;
      if (onDay.length > 0)
        return {
          // "Yes —" answers "is the science fair on thursday", not "what time is the science fair thursday".
          answer: `${part.yesNo ? 'Yes — ' : ''}${onDay[0]!.summary}: ${when(onDay[0]!, tz, understanding.now)}.`,
          sources,
          confidence,
          answerer: NAME,
        };
      // "does chess club meet on wed dec 9?" (skipped that week): the next meeting after that day.
      const next = matches.find(
        (e) =>
          e.startsAt.getTime() >= understanding.now.getTime() &&
          formatInTimeZone(e.startsAt, tz, 'yyyy-MM-dd') > dates.to,
      );
      const nextText = next ? ` The next one is ${when(next, tz, understanding.now)}.` : '';
      return {
        answer: `No, ${name} is not on the calendar for ${dates.label}.${nextText}`,
        sources,
        confidence: confidence - EVENT_NOT_ON_DAY_PENALTY,
        answerer: NAME,
      };
    }
    const upcoming = matches.filter((e) => e.endsAt.getTime() > understanding.now.getTime());
    // "how long does robotics go for, when is the last one": the series' final date on the calendar.
    if (LAST_ASKED.test(part.normalized) && upcoming.length > 1) {
      const last = upcoming.at(-1)!;
      return {
        answer: `The last ${last.summary} on the calendar is ${when(last, tz, understanding.now)}.`,
        sources,
        confidence,
        answerer: NAME,
      };
    }
    // "the next PTA meeting" wants one date; "when are the PTA meetings" the next few.
    const list = (upcoming.length > 0 ? upcoming : matches.slice(-1)).slice(
      0,
      /\bnext\b/.test(part.normalized) ? 1 : UPCOMING_EVENTS_LISTED,
    );
    const text = list.map((e) => `${e.summary}: ${when(e, tz, understanding.now)}`).join('; ');
    const days = new Set(list.map((e) => formatInTimeZone(e.startsAt, tz, 'yyyy-MM-dd')));
    return {
      answer: `${upcoming.length > 0 ? '' : 'Last on the calendar — '}${text}.`,
      sources,
      confidence,
      answerer: NAME,
      day: days.size === 1 ? [...days][0] : undefined,
    };
  },
};

/** "what's happening next week", "anything on the calendar friday", "events this month". */
const HAPPENING =
  /\bwhat(?:s|\s+is|\s+are)?\s+(?:happening|going\s+on|on\s+the\s+calendar|scheduled|planned|coming\s+up)\b|\bany\s*(?:thing|events?)\b|\b(?:events|calendar)\b/;

/**
 * The calendar-listing answerer: what is on the calendar for the asked dates (only events not yet
 * over), or "Nothing is on the school calendar for …" when a calendar is connected and none is.
 * Only for parts with dates and no topic of their own ("next week", not "PTA meeting next week").
 */
export const calendarListAnswerer: Answerer = {
  name: 'calendar-list',
  answer({ part, understanding, retrieved }: AnswerContext): Candidate | null {
    const dates = part.dates;
    const model = retrieved.days;
    if (!dates || !model?.hasCalendars || !HAPPENING.test(part.normalized)) return null;
    const topic = topicWords(part.normalized, dates.matchedText).filter(
      (w) => !/^(?:calendar|event|anything|any|thing|happening|going|planned|scheduled|coming|up)$/.test(w),
    );
    if (topic.length > 0) return null;
    const pool = new Map<string, EventCandidate>();
    for (const day of model.days)
      if (day.date >= dates.from && day.date <= dates.to)
        for (const e of day.events) if (e.endsAt > understanding.now) pool.set(key(e), e);
    const events = [...pool.values()]
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .slice(0, MAX_LISTED_EVENTS);
    const tz = understanding.timeZone;
    const sources = [...new Set(events.map((e) => e.calendarName || 'School calendar'))].map((title) => ({
      title,
    }));
    const answer =
      events.length === 0
        ? `Nothing is on the school calendar for ${dates.label}.`
        : `On the school calendar for ${dates.label}:\n${events
            .map((e) => `- ${e.summary.trim()}: ${when(e, tz, understanding.now)}`)
            .join('\n')}`;
    return {
      answer,
      sources: sources.length ? sources : [{ title: 'School calendar' }],
      confidence: CALENDAR_FACT_CONFIDENCE,
      answerer: 'calendar-list',
    };
  },
};
