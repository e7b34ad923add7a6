import { describe, expect, it } from 'vitest';
import { buildSchoolDays, DEFAULT_HOURS } from '../calendars/calendars.day-model.js';
import type { QuestionPart } from './assistant.pipeline.types.js';
import { calendarListAnswerer, eventAnswerer, namesOtherSeason } from './assistant.answer-event.js';
import { titleMatch, topicWords } from './assistant.event-titles.js';
import { calendarWindow, dayIntent } from './assistant.calendar-retrieve.js';
import { allDay, NY, partOf, timed, understandingOf } from './assistant.day-fixtures.js';
import { understandPart } from './assistant.understand.js';

const events = [
  allDay('Picture Retake Day', '2026-12-10'),
  timed('Science Fair', '2027-01-14', '18:00', '20:00'),
  timed('Kindergarten Information Night', '2027-01-21', '18:30', '19:30'),
  // A weekly club on Fridays with one Friday taken out (EXDATE), as the parser stores it.
  ...['2026-11-27', '2026-12-11', '2026-12-18'].map((d) => timed('Chess Club', d, '15:15', '16:15')),
  allDay('Spring Break', '2027-03-15', '2027-03-19'),
  allDay('STAAR Testing – Reading Language Arts', '2027-04-13'),
  allDay('STAAR Testing – Mathematics', '2027-04-14'),
  allDay('Last Day of Spring Break', '2027-03-19'),
  allDay('Last Day of School – Early Release', '2027-05-27'),
];

/**
 * `found`: the events retrieval found by title words (beside the day model's window); `calendar`:
 * the school's events the day model is built from.
 */
function ask(
  part: QuestionPart,
  today = '2026-11-24',
  answerer = eventAnswerer,
  found: typeof events = [],
  calendar = events,
) {
  const understanding = understandingOf(part, today);
  const w = calendarWindow(part, understanding);
  const days = buildSchoolDays({
    from: w.from,
    to: w.to,
    timeZone: NY,
    events: calendar,
    hours: DEFAULT_HOURS,
  });
  return answerer.answer({
    understanding,
    part,
    earlier: [],
    retrieved: {
      passages: null,
      dayTimes: null,
      events: found,
      hours: null,
      days: { hasCalendars: true, covered: { from: w.from, to: w.to }, days },
    },
  });
}

describe('event answerer: a kind of day is no event', () => {
  it('"what time do they get out on early release days" is not answered with the early releases\' dates', () => {
    const part = understandPart(
      'what time do they get out on early release days',
      new Date('2026-11-24T15:00:00Z'),
      NY,
    );
    const found = events.filter((e) => /early release/i.test(e.summary));
    expect(found.length).toBeGreaterThan(0);
    expect(ask(part, '2026-11-24', eventAnswerer, found)).toBeNull();
    // "when is the next early release" still lists them.
    const next = understandPart(
      'when is the last day of school early release',
      new Date('2026-11-24T15:00:00Z'),
      NY,
    );
    expect(ask(next, '2026-11-24', eventAnswerer, found)?.answer).toContain('May 27');
  });
});

describe('event answerer: the story around the question', () => {
  const read = (q: string) => understandPart(q, new Date('2026-11-24T15:00:00Z'), NY);

  it('"when is spring break this yr need to book flights…" asks for the break, the booking is a story', () => {
    expect(ask(read('when is spring break this yr need to book flights to see grandma'))?.answer).toMatch(
      /^Spring Break: Monday, March 15, 2027/,
    );
  });

  it('"what day is the math staar? want to make sure…": background words are not the title\'s', () => {
    expect(ask(read('what day is the math staar? want to make sure she doesnt miss it'))?.answer).toMatch(
      /^STAAR Testing – Mathematics: Wednesday, April 14, 2027/,
    );
  });
});

describe('event answerer: one break is not another', () => {
  const read = (q: string) => understandPart(q, new Date('2026-11-24T15:00:00Z'), NY);
  const winterOnly = [allDay('Early Release – 12:35 (last day before Winter Break)', '2026-12-18')];

  it('"the last day before spring break" is not the early release before the winter break', () => {
    const part = read('when is the last day before spring break');
    // A calendar with no spring break has no answer to it.
    expect(ask(part, '2026-11-24', eventAnswerer, winterOnly, winterOnly)).toBeNull();
    // With one, its own line answers.
    expect(ask(part, '2026-11-24', eventAnswerer, winterOnly)?.answer).toContain('Spring Break');
    // Christmas break is the winter one.
    expect(
      ask(read('when is the last day before christmas break'), '2026-11-24', eventAnswerer, winterOnly)
        ?.answer,
    ).toMatch(/^Early Release – 12:35 \(last day before Winter Break\): Friday, December 18/);
  });

  it('reads the seasons of break words: christmas is winter, easter is spring', () => {
    expect(namesOtherSeason(new Set(['spring']), 'Winter Break')).toBe(true);
    expect(namesOtherSeason(new Set(['spring']), 'Spring Break')).toBe(false);
    expect(namesOtherSeason(new Set(['winter']), 'Christmas Break')).toBe(false);
    expect(namesOtherSeason(new Set(['spring']), 'Easter Break')).toBe(false);
    expect(namesOtherSeason(new Set(), 'Winter Break')).toBe(false);
    expect(namesOtherSeason(new Set(['spring']), 'Science Fair')).toBe(false);
  });
});

describe('event answerer: the ends of the school year', () => {
  const read = (q: string) => understandPart(q, new Date('2026-11-24T15:00:00Z'), NY);

  it('"whats the last day of school" finds the calendar\'s last day, not the last day of a break', () => {
    for (const q of ['whats the last day of school', 'when is the last day for students?'])
      expect(ask(read(q), undefined, undefined, events)?.answer).toBe(
        'Last Day of School – Early Release: Thursday, May 27, 2027.',
      );
  });

  it('"when is the first day of school" is not answered with the last day', () => {
    expect(ask(read('when is the first day of school'), undefined, undefined, events)).toBeNull();
  });
});

describe('event answerer', () => {
  it('"when r picture retakes?" finds "Picture Retake Day"', () => {
    expect(ask(partOf('when r picture retakes?'))?.answer).toBe('Picture Retake Day: Thursday, December 10.');
  });

  it('"when is the sience fair" tolerates the misspelling', () => {
    expect(ask(partOf('when is the sience fair'))?.answer).toBe(
      'Science Fair: Thursday, January 14, 2027, 6:00 PM–8:00 PM.',
    );
  });

  it('"info" = "information", plural/singular', () => {
    expect(ask(partOf('when is kindergarten info night'))?.answer).toMatch(
      /^Kindergarten Information Night: Thursday, January 21, 2027/,
    );
    expect(topicWords('when are the picture retakes')).toEqual(['picture', 'retake']);
  });

  it('does a recurring club meet on a date without it (EXDATE)', () => {
    const no = ask(
      partOf('does chess club meet on friday', { from: '2026-12-04', matched: ['friday'] }),
      '2026-11-30',
    );
    expect(no?.answer).toBe(
      'No, Chess Club is not on the calendar for Friday, December 4. The next one is Friday, December 11, 3:15 PM–4:15 PM.',
    );
    // Asked weeks ahead: "the next one" is the next meeting after the asked day, not after today.
    expect(
      ask(partOf('does chess club meet on fri dec 4', { from: '2026-12-04', matched: ['fri dec 4'] }))
        ?.answer,
    ).toMatch(/The next one is Friday, December 11,/);
    const yes = ask(
      partOf('does chess club meet on friday', { from: '2026-12-11', matched: ['friday'] }),
      '2026-12-07',
    );
    expect(yes?.answer).toBe('Yes — Chess Club: Friday, December 11, 3:15 PM–4:15 PM.');
  });

  it('"when does chess club start up again after winter break": its first meeting after the break', () => {
    const calendar = [
      ...events,
      allDay('Winter Break', '2026-12-21', '2027-01-01'),
      timed('Chess Club', '2027-01-08', '15:15', '16:15'),
    ];
    const part = understandPart(
      'when does chess club start up again after winter break',
      new Date('2026-11-30T15:00:00Z'),
      NY,
    );
    expect(ask(part, '2026-11-30', eventAnswerer, [], calendar)?.answer).toBe(
      'After Winter Break, the first Chess Club is Friday, January 8, 2027, 3:15 PM–4:15 PM.',
    );
    // School itself coming back is the break's question (the school-day answerer's), not an event's.
    expect(dayIntent(understandPart('when does school start back after winter break', new Date(), NY))).toBe(
      'break',
    );
    expect(dayIntent(part)).toBeNull();
  });

  it('matches titles written with accents ("Folklórico Club") to words typed without them', () => {
    expect(titleMatch(['folklorico'], { summary: 'Folklórico Club (Gr. 2–6)', description: '' })).toBe(1);
  });

  it('"sciencefair" typed as one word is the "Science Fair"', () => {
    expect(ask(partOf('sciencefair last day?'))?.answer).toBe(
      'Science Fair: Thursday, January 14, 2027, 6:00 PM–8:00 PM.',
    );
  });

  it('"when is the last chess club" / "how long does it go for" name the final meeting on the calendar', () => {
    expect(ask(partOf('when is the last chess club'))?.answer).toBe(
      'The last Chess Club on the calendar is Friday, December 18, 3:15 PM–4:15 PM.',
    );
    expect(ask(partOf('how long does chess club go for'))?.answer).toMatch(/^The last Chess Club/);
    expect(ask(partOf('when is chess club'))?.answer).toMatch(/^Chess Club: Friday, November 27/);
  });

  it('declines titles that do not carry the question’s words', () => {
    expect(ask(partOf('when is the spring concert'))).toBeNull();
    expect(titleMatch(['book', 'fair'], { summary: 'Science Fair', description: '' })).toBeLessThan(1);
  });
});

describe('calendar listing answerer', () => {
  const week = (text: string, matched: string[]) =>
    partOf(text, { from: '2026-12-07', to: '2026-12-13', matched });

  it('"what\'s happening next week" lists that week\'s events with their days', () => {
    const r = ask(week('what is happening next week', ['next week']), '2026-11-30', calendarListAnswerer);
    expect(r?.answer).toContain('Picture Retake Day: Thursday, December 10');
    expect(r?.answer).toContain('Chess Club: Friday, December 11, 3:15 PM–4:15 PM');
    expect(r?.answer).not.toContain('Science Fair');
  });

  it('says so when nothing is on the calendar for the dates', () => {
    const r = ask(
      partOf('anything on the calendar tomorrow', {
        from: '2026-11-25',
        to: '2026-11-25',
        matched: ['tomorrow'],
      }),
      '2026-11-24',
      calendarListAnswerer,
    );
    expect(r?.answer).toBe('Nothing is on the school calendar for Wednesday, November 25.');
  });

  it('leaves a question with a topic of its own to the event answerer', () => {
    expect(
      ask(week('is the chess club on next week', ['next week']), '2026-11-30', calendarListAnswerer),
    ).toBeNull();
  });
});
