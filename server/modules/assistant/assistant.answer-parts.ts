/**
 * Stage 3 of the pipeline (assistant.usecases.ts): the answerers in their fixed order for each part
 * of a message. Calendar answerers first (a day beats a listing beats an event), a dated notice for
 * a day only a newsletter announces, then the typed-fact and passage answerer; later answerers get
 * earlier candidates as data, and no answerer calls the engine again.
 */
import { closedDayAnswer, schoolDayAnswerer } from './assistant.answer-day.js';
import { calendarListAnswerer, eventAnswerer } from './assistant.answer-event.js';
import { answerFromDatedNotice } from './assistant.answer-notices.js';
import { answerFromPassages, passageAnswerer } from './assistant.answer-passage.js';
import { dayIntent, formatIsoDay } from './assistant.calendar-retrieve.js';
import { calendarSourceNote } from './assistant.compose.js';
import { compareDays, isoDate, resolveDates } from './assistant.dates.js';
import { UNTIMED_CLAUSE } from './assistant.day-text.js';
import { keepCandidates } from './assistant.passages.js';
import type {
  AnswerContext,
  Answerer,
  Candidate,
  IsoDate,
  QuestionPart,
  Retrieved,
  Understanding,
} from './assistant.pipeline.types.js';
import { fillsSlot, type AnswerSlot } from './assistant.answer-types.js';
import { ABSENT_FOLLOW_UP_MAX_ASKED, CALENDAR_ANSWER_MIN_CONFIDENCE } from './assistant.tuning.js';
import { understandPart } from './assistant.understand.js';

/** Calendar answerers, in order: the first that answers leads (a day beats a listing beats an event). */
const CALENDAR_ANSWERERS: Answerer[] = [schoolDayAnswerer, calendarListAnswerer, eventAnswerer];

/**
 * The one day a document answer names ("Spring picture day has moved to Wednesday, April 15"), as an
 * ISO date, or null when it names none or several.
 */
function singleDayOf(answer: string, now: Date, timeZone: string): IsoDate | null {
  const dates = resolveDates(answer, now, timeZone);
  return dates && compareDays(dates.from, dates.to) === 0 ? isoDate(dates.from) : null;
}

/**
 * Stage 3 for every part, in order. A "that day" follow-up is asked again for the day the part
 * before it is answered with (and retrieved anew: `retrieved` is updated in place); a follow-up
 * gets the answer of the part it takes its topic from. Returns the answers (null = declined) and
 * the parts as answered (LLM mode reads their retrieval).
 */
export async function answerParts(input: {
  understanding: Understanding;
  retrieved: Retrieved[];
  timeZone: string;
  /** Stage 2 for a part asked anew. */
  retrieve: (part: QuestionPart) => Promise<Retrieved>;
}): Promise<{ answers: (Candidate | null)[]; asked: QuestionPart[] }> {
  const { understanding, retrieved } = input;
  const now = understanding.now;
  const answers: (Candidate | null)[] = [];
  const asked = [...understanding.parts];
  for (const [i, part] of understanding.parts.entries()) {
    const before = answers[i - 1];
    // "…short day next week? which day is it": the day answer before it names the day.
    if (part.asksOnlyWhichDay && before?.answerer.startsWith('school-day')) answers.push(before);
    else if (part.onEarlierDay) {
      // "what day is the carnival, is it a school day": asked again for the day the carnival is on.
      const day = before && (before.day ?? singleDayOf(before.answer, now, input.timeZone));
      if (!day) {
        answers.push(null);
        continue;
      }
      const year = Number(understanding.today.slice(0, 4));
      asked[i] = understandPart(`${part.text} on ${formatIsoDay(day, year)}`, now, input.timeZone);
      retrieved[i] = await input.retrieve(asked[i]!);
      answers.push(answerPart({ understanding, part: asked[i]!, retrieved: retrieved[i]!, earlier: [] }));
    } else if (part.implied) {
      // The plan's rule is what the asked parts did not already say ("Lunch periods: … eat at
      // 11:20 AM" holds "eat" too, and answered the question itself).
      const said = answers.flatMap((a) => (a ? [a.answer] : [])).join('\n');
      const passages = retrieved[i]!.passages;
      const unsaid = passages && keepCandidates(passages, (c) => !said.includes(c.text));
      answers.push(
        answerPart({ understanding, part, retrieved: { ...retrieved[i]!, passages: unsaid }, earlier: [] }),
      );
    } else if (
      part.antecedent !== undefined &&
      answers[part.antecedent] === null &&
      leansOnDeclined(part, retrieved[part.antecedent]!, understanding.language)
    ) {
      // "how much does the science camp cost? do we pay all at once": the thing pointed back to is
      // one the documents do not cover, so a passing mention of it ("Half of every sale funds the
      // Science Camp") answers nothing about it. So too a follow-up with no topic of its own ("is
      // there open gym on saturdays for basketball? what time": a lunch wave's row in the gym was
      // its time; Kestrel Point). Not in a Spanish message, whose first part's reading often
      // declines where the follow-up's inherited words still find the row ("…cuando son los tryouts
      // y cuanto cuesta": Ridgeview dev). Nor a follow-up leaning on a thing the school's documents
      // never name ("does cbms have a GT program? how do i get my son tested": the STAAR testing days
      // answered how to get tested for GT; Cedar Bluff, fresh set).
      answers.push(null);
    } else {
      const antecedentAnswer = part.antecedent === undefined ? null : answers[part.antecedent];
      answers.push(
        answerPart({ understanding, part, retrieved: retrieved[i]!, earlier: [], antecedentAnswer }),
      );
    }
  }
  return { answers, asked };
}

/**
 * Whether a part whose antecedent was declined is about that antecedent's thing, and so declined
 * with it (the cases are told where it is called): it took an asked word from it, or (English only)
 * it asks nothing of its own, or it asks at most ABSENT_FOLLOW_UP_MAX_ASKED words and leans on a
 * topic no document names.
 */
function leansOnDeclined(part: QuestionPart, antecedent: Retrieved, language: string): boolean {
  const fewOwn = part.conceptsAsked <= ABSENT_FOLLOW_UP_MAX_ASKED;
  return part.concepts.some(
    (c) =>
      c.inherited &&
      (!c.soft ||
        (language === 'en' &&
          (part.conceptsAsked === 0 || (fewOwn && absentFromKnowledge(c.word, antecedent))))),
  );
}

/**
 * Whether `word` is a topic the earlier part asked that no document of the school uses (weighed
 * `unused`, not soft, not the story's background): what a follow-up leaning on it is about is absent.
 */
function absentFromKnowledge(word: string, earlier: Retrieved): boolean {
  return (earlier.passages?.concepts ?? []).some(
    (c) => c.word === word && c.unused && !c.soft && !c.background,
  );
}

/** Values a calendar never holds: who, how to reach them, where, how much. */
const NOT_CALENDAR_VALUES: readonly AnswerSlot[] = ['phone', 'email', 'address', 'person', 'money', 'who'];

/**
 * Whether the calendar answerers may answer the part: not when it asks only for a value no calendar
 * holds ("we are moving over spring break, who do i call to get his records sent" asks a number,
 * not the break's dates), unless it also asks when or what time.
 */
function calendarCanAnswer(part: QuestionPart): boolean {
  if (part.slots.includes('when') || part.slots.includes('time')) return true;
  return !part.slots.some((slot) => NOT_CALENDAR_VALUES.includes(slot));
}

/** Stage 3 for one part: the answerers in order; null = the knowledge does not answer it. */
function answerPart(context: AnswerContext): Candidate | null {
  let calendar: Candidate | null = null;
  if (calendarCanAnswer(context.part)) {
    for (const answerer of CALENDAR_ANSWERERS) {
      calendar = answerer.answer(context);
      if (calendar) break;
    }
    calendar ??= closedDayAnswer(context);
  }
  // "what time do they get out wed" on a half day only a newsletter announces: the calendar knows a
  // regular day (or nothing), the dated notice knows better.
  const intent = dayIntent(context.part);
  if (intent === 'times' || intent === 'is-school') {
    const asked = context.part.dates?.from;
    const day = context.retrieved.days?.days.find((d) => d.date === asked);
    const notice = answerFromDatedNotice(context.part, context.retrieved.passages);
    if (notice && (!calendar || day?.status === 'school-day')) return notice;
  }
  if (calendar) calendar = citeCalendar(calendar);
  const { dayTimes } = context.retrieved;
  const gradeTimes = calendar && dayTimes && context.part.grade !== null;
  if (calendar && calendar.confidence >= CALENDAR_ANSWER_MIN_CONFIDENCE && !gradeTimes) return calendar;
  const passage = passageAnswerer.answer({ ...context, earlier: calendar ? [calendar] : [] });
  if (!calendar) return passage;
  // Right but incomplete ("an early release day; the calendar doesn't give the time", or a grade
  // asked about whose time may differ): the calendar leads, so a document sentence about something
  // else never stands alone as a day's answer, and the documents' time for that kind of day (else,
  // when the calendar was unsure, their answer to the part) follows.
  const dayTimesAnswer = dayTimes && answerFromPassages(dayTimes.part, dayTimes.passages);
  if (gradeTimes && !dayTimesAnswer && calendar.confidence >= CALENDAR_ANSWER_MIN_CONFIDENCE) return calendar;
  const follow = dayTimesAnswer ?? passage;
  if (!follow) return calendar;
  // "…; the calendar doesn't give the dismissal time." above "Dismissal at 1:15 p.m." read as a
  // contradiction: the clause goes when the document answer that follows gives a clock time.
  const lead = fillsSlot('time', follow.answer)
    ? calendar.answer.replace(UNTIMED_CLAUSE, '.')
    : calendar.answer;
  return {
    answer: `${lead}\n\n${follow.answer}`,
    sources: [...calendar.sources, ...follow.sources],
    confidence: Math.max(calendar.confidence, follow.confidence),
    answerer: `${calendar.answerer}+${follow.answerer}`,
  };
}

/**
 * A calendar answer names the calendar it comes from after the answer, as document answers name
 * theirs ("… _— Family Handbook_"): the Chat screen and WhatsApp show the reply text only.
 */
function citeCalendar(candidate: Candidate): Candidate {
  const titles = [...new Set(candidate.sources.map((s) => s.title))];
  if (titles.length === 0) return candidate;
  return { ...candidate, answer: `${candidate.answer} ${calendarSourceNote(titles)}` };
}
