import { describe, expect, it } from 'vitest';
import { buildSchoolDays } from '../calendars/calendars.day-model.js';
import type { EventCandidate } from './assistant.types.js';
import type { QuestionPart, Retrieved, SchoolHours } from './assistant.pipeline.types.js';
import { closedDayAnswer, schoolDayAnswerer } from './assistant.answer-day.js';
import { calendarWindow } from './assistant.calendar-retrieve.js';
import { allDay, NY, partOf, understandingOf } from './assistant.day-fixtures.js';

const hours = {
  start: '8:35 AM',
  dismissal: '3:05 PM',
  earlyDismissal: '12:35 PM',
  schoolDays: [1, 2, 3, 4, 5],
};
const events: EventCandidate[] = [
  allDay('Thanksgiving Recess', '2026-11-26', '2026-11-27'),
  allDay('Early Release – 1 hour early', '2026-11-25'),
  allDay('Staff Development Day', '2026-12-07'),
  allDay('Book Fair', '2026-12-11', '2026-12-11', 'Lincoln Elementary'),
  allDay('Student Holiday', '2026-12-11'),
  allDay('Winter Break – Student / Teacher Holiday', '2026-12-21', '2027-01-01'),
  allDay('Half Day', '2026-12-18'),
  allDay('Martin Luther King Jr. Day', '2027-01-18'),
];
const covered = { from: '2026-10-25', to: '2027-03-31' };

type AskOptions = { today?: string; hasCalendars?: boolean; profile?: boolean; docHours?: SchoolHours };

/** What the retrieve stage would hand over: the day model of the part's window. */
function contextOf(part: QuestionPart, opts: AskOptions = {}) {
  const understanding = understandingOf(part, opts.today);
  const w = calendarWindow(part, understanding);
  const from = w.from > covered.from ? w.from : covered.from;
  const to = w.to < covered.to ? w.to : covered.to;
  const days =
    from <= to
      ? buildSchoolDays({
          from,
          to,
          timeZone: NY,
          events,
          hours:
            opts.profile === false ? { ...hours, start: null, dismissal: null, earlyDismissal: null } : hours,
        })
      : [];
  const retrieved: Retrieved = {
    passages: null,
    dayTimes: null,
    events: [],
    days:
      opts.hasCalendars === false
        ? { hasCalendars: false, covered: null, days: [] }
        : { hasCalendars: true, covered, days },
    hours: opts.docHours ?? null,
  };
  return { understanding, part, retrieved, earlier: [] };
}

const ask = (part: QuestionPart, opts: AskOptions = {}) => schoolDayAnswerer.answer(contextOf(part, opts));
/** The closure fallback (what the engine runs after the calendar answerers). */
const closed = (part: QuestionPart) => closedDayAnswer(contextOf(part));

describe('school-day answerer', () => {
  it('"is there school this friday??" on the Friday of a two-day recess', () => {
    const c = ask(partOf('is there school this friday??', { from: '2026-11-27', matched: ['this friday'] }));
    expect(c?.answer).toBe('No school on Friday, November 27 — Thanksgiving Recess.');
    expect(c?.confidence).toBeGreaterThan(0.9);
  });

  it('"is there school wednesday and thursday": each day, the recess with its reason', () => {
    const c = ask(
      partOf('is there school wednesday and thursday', {
        from: '2026-11-25',
        to: '2026-11-27',
        matched: ['wednesday', 'thursday'],
      }),
    );
    expect(c?.answer).toBe(
      'Yes, Wednesday, November 25 is an early release day (Early Release – 1 hour early): dismissal at 2:05 PM.\n' +
        'No school Thursday, November 26 – Friday, November 27 — Thanksgiving Recess.',
    );
  });

  it('"do they go back jan 4 after winter break": the break answers (school resumes after it)', () => {
    const c = ask(
      partOf('do they go back jan 4 after winter break', { from: '2027-01-04', matched: ['jan 4'] }),
    );
    expect(c?.answer).toContain('School resumes Monday, January 4, 2027.');
  });

  it('"is monday a half day" on a regular day is a no, with the hours', () => {
    const c = ask(partOf('is monday a half day', { from: '2026-11-30', matched: ['monday'] }));
    expect(c?.answer).toBe('No, Monday, November 30 is a regular school day: 8:35 AM to 3:05 PM.');
    const early = ask(partOf('is wednesday a half day', { from: '2026-11-25', matched: ['wednesday'] }));
    expect(early?.answer).toContain('Yes, Wednesday, November 25 is an early release day');
  });

  it('"is friday a half day" on a regular day without known hours leaves the time to the documents', () => {
    const c = ask(
      partOf('is friday the 4th a half day too', { from: '2026-12-04', matched: ['friday the 4th'] }),
      {
        profile: false,
      },
    );
    expect(c?.answer).toBe('No, Friday, December 4 is a regular school day.');
    // Below the bar at which a calendar answer is the whole reply: the documents' dismissal follows.
    expect(c?.confidence).toBeLessThan(0.9);
  });

  it('"is a normal school day right" is checked against the calendar, either way', () => {
    const regular = ask(
      partOf('monday nov 30 is a normal school day right', { from: '2026-11-30', matched: ['nov 30'] }),
    );
    expect(regular?.answer).toBe('Yes, Monday, November 30 is a regular day: 8:35 AM to 3:05 PM.');
    const early = ask(
      partOf('friday dec 18 is a regular day right', { from: '2026-12-18', matched: ['dec 18'] }),
    );
    expect(early?.answer).toMatch(/^No, Friday, December 18 is an early release day \(Half Day\)/);
  });

  it('"is there early pickup tomorrow" asks about that day', () => {
    const c = ask(partOf('is there early pickup tomorrow', { from: '2026-12-18', matched: ['tomorrow'] }));
    expect(c?.answer).toBe(
      'Yes, Friday, December 18 is an early release day (Half Day): dismissal at 12:35 PM.',
    );
  });

  it('"are the kids off on dec 31" is a day question', () => {
    const c = ask(partOf('are the kids off on dec 31', { from: '2026-12-31', matched: ['dec 31'] }));
    expect(c?.answer).toBe('No school on Thursday, December 31 — Winter Break – Student / Teacher Holiday.');
  });

  it('"do they have a short day next week" lists the week\'s early releases', () => {
    const c = ask(
      partOf('do they have a short day next week', {
        from: '2026-12-14',
        to: '2026-12-20',
        matched: ['next week'],
      }),
      { today: '2026-12-10' },
    );
    // With the calendar's own name for the day: parents ask for a "half day" or "minimum day".
    expect(c?.answer).toContain('Early release: Friday, December 18 — Half Day (12:35 PM).');
  });

  it('"is there class the friday before winter break": the last school day before it', () => {
    expect(
      ask(partOf('is there class the friday before winter break'), { today: '2026-11-30' })?.answer,
    ).toBe(
      'The last school day before Winter Break – Student / Teacher Holiday is Friday, December 18, an early release day (dismissal at 12:35 PM).',
    );
    expect(
      ask(partOf('the monday after winter break is there school'), { today: '2026-11-30' })?.answer,
    ).toContain('School resumes Monday, January 4, 2027.');
  });

  it('"what time do they get out the last day before winter break": that day with its dismissal', () => {
    expect(
      ask(partOf('what time do they get out the last day before christmas break'), { today: '2026-11-30' })
        ?.answer,
    ).toBe(
      'The last school day before Winter Break – Student / Teacher Holiday is Friday, December 18, an early release day (dismissal at 12:35 PM).',
    );
    // A regular day before a day off: its regular dismissal.
    expect(
      ask(partOf('what time do they get out the last day before the student holiday'), {
        today: '2026-11-30',
      })?.answer,
    ).toBe(
      'The last school day before Student Holiday is Thursday, December 10, a regular day (dismissal at 3:05 PM).',
    );
  });

  it('"friday pickup time" on a closed Friday: the closure, below the bar (Fridays in general may be meant)', () => {
    const bare = ask(partOf('friday pickup time', { from: '2026-11-27', matched: ['friday'] }));
    expect(bare?.answer).toBe('No school on Friday, November 27 — Thanksgiving Recess.');
    expect(bare?.confidence).toBeLessThan(0.9);
    const named = ask(
      partOf('what time do they get out this friday', { from: '2026-11-27', matched: ['this friday'] }),
    );
    expect(named?.confidence).toBeGreaterThan(0.9);
  });

  it('"when does school start back in january" names the first school day of the month', () => {
    const c = ask(
      partOf('when does school start back in january', {
        from: '2027-01-01',
        to: '2027-01-31',
        matched: ['in january'],
      }),
      { today: '2026-11-30' },
    );
    expect(c?.answer).toBe(
      'School resumes Monday, January 4, 2027 (after Winter Break – Student / Teacher Holiday).',
    );
  });

  it('a regular day with the profile hours', () => {
    const c = ask(partOf('do the kids have school monday?', { from: '2026-11-30', matched: ['monday'] }));
    expect(c?.answer).toBe('Yes, Monday, November 30 is a regular day: 8:35 AM to 3:05 PM.');
  });

  it('hours from the documents fill an empty profile', () => {
    const docHours: SchoolHours = {
      start: '8:15 AM',
      dismissal: '2:50 PM',
      earlyDismissal: null,
      source: { title: 'Parent Handbook' },
    };
    const c = ask(partOf('is there school monday', { from: '2026-11-30', matched: ['monday'] }), {
      profile: false,
      docHours,
    });
    expect(c?.answer).toBe('Yes, Monday, November 30 is a regular day: 8:15 AM to 2:50 PM.');
  });

  it('"1 hour early" with only the documents’ dismissal time', () => {
    const docHours: SchoolHours = {
      start: '8:15 AM',
      dismissal: '2:50 PM',
      earlyDismissal: null,
      source: { title: 'Parent Handbook' },
    };
    const c = ask(
      partOf('what time do they get out wednesday', { from: '2026-11-25', matched: ['wednesday'] }),
      { profile: false, docHours },
    );
    expect(c?.answer).toBe(
      'On Wednesday, November 25 they get out early, at 1:50 PM (Early Release – 1 hour early).',
    );
  });

  it('"do the kids have school mon jan 18?" on MLK Day', () => {
    const c = ask(
      partOf('do the kids have school mon jan 18?', { from: '2027-01-18', matched: ['mon jan 18'] }),
    );
    expect(c?.answer).toBe('No school on Monday, January 18, 2027 — Martin Luther King Jr. Day.');
  });

  it('two calendars disagreeing: no-school wins and both are named', () => {
    const c = ask(partOf('is there school on december 11', { from: '2026-12-11', matched: ['december 11'] }));
    expect(c?.answer).toBe(
      'No school on Friday, December 11 — Student Holiday (the calendar also lists Book Fair).',
    );
  });

  it('what time do they get out on an early release day ("1 hour early")', () => {
    const c = ask(
      partOf('what time do they get out wednesday', { from: '2026-11-25', matched: ['wednesday'] }),
    );
    expect(c?.answer).toBe(
      'On Wednesday, November 25 they get out early, at 2:05 PM (Early Release – 1 hour early).',
    );
  });

  it('"what time do they get out on early release days" asks about a kind of day, not today', () => {
    // Today (Tuesday, November 24) is a regular day: "No, … is a regular school day" answers nothing.
    expect(ask(partOf('what time do they get out on early release days'))).toBeNull();
    expect(ask(partOf('what time is pickup on half days'))).toBeNull();
    // A named day is still that day's question.
    expect(
      ask(
        partOf('what time do they get out on early release wednesday', {
          from: '2026-11-25',
          matched: ['wednesday'],
        }),
      )?.answer,
    ).toContain('at 2:05 PM');
  });

  it('"are there any days off next week?" with a Staff Development Day', () => {
    const c = ask(
      partOf('are there any days off next week?', {
        from: '2026-12-06',
        to: '2026-12-12',
        matched: ['next week'],
      }),
      { today: '2026-12-01' },
    );
    expect(c?.answer).toBe(
      'Days off (Sunday, December 6 – Saturday, December 12): Monday, December 7 — Staff Development Day; Friday, December 11 — Student Holiday.',
    );
  });

  it('no days off in a week names none', () => {
    const c = ask(
      partOf('any days off this week', { from: '2026-11-29', to: '2026-12-05', matched: ['this week'] }),
      { today: '2026-11-30' },
    );
    expect(c?.answer).toMatch(/^No days off in Sunday, November 29 – Saturday, December 5\./);
  });

  it('when is the next early release / day off', () => {
    expect(ask(partOf('when is the next early release'), { today: '2026-11-30' })?.answer).toBe(
      'The next one is Friday, December 18 — Half Day, dismissal at 12:35 PM.',
    );
    expect(ask(partOf('when is the next day off'), { today: '2026-11-30' })?.answer).toBe(
      'The next one is Monday, December 7 — Staff Development Day.',
    );
    // "after this wednesday when is the next early out": the next one after the day named.
    expect(
      ask(
        partOf('after this wednesday when is the next early out', {
          from: '2026-11-25',
          matched: ['this wednesday'],
        }),
      )?.answer,
    ).toBe('The next one is Friday, December 18 — Half Day, dismissal at 12:35 PM.');
    expect(ask(partOf('when is the next early out'))?.answer).toMatch(
      /^The next one is Wednesday, November 25/,
    );
  });

  it('when does winter break start, when do they go back, last day before it', () => {
    expect(ask(partOf('when does winter break start'), { today: '2026-11-30' })?.answer).toBe(
      'Winter Break – Student / Teacher Holiday starts Monday, December 21 (no school through Friday, January 1, 2027). School resumes Monday, January 4, 2027.',
    );
    // The follow-up of "…winter break start and when do they go back" names the break only through
    // the topic it inherited from the first part.
    const followUp = {
      ...partOf('when do they go back'),
      concepts: [
        { word: 'winter', alternatives: ['winter'] },
        { word: 'break', alternatives: ['break'] },
      ],
    };
    expect(ask(followUp, { today: '2026-11-30' })?.answer).toMatch(
      /School resumes Monday, January 4, 2027\.$/,
    );
    expect(ask(partOf('what is the last day before winter break'), { today: '2026-11-30' })?.answer).toBe(
      'The last school day before Winter Break – Student / Teacher Holiday is Friday, December 18, an early release day (dismissal at 12:35 PM).',
    );
    // "christmas break" is the calendar's Winter Break; "before" asks for the last day.
    expect(
      ask(partOf('is there an early release before christmas break'), { today: '2026-11-30' })?.answer,
    ).toContain('is Friday, December 18, an early release day');
    // A "before" in the parent's story is not the day before the break: the break's own event (the
    // event answerer's) answers "when is winter break".
    expect(
      ask(partOf('when is winter break this year trying to book flights before they go up'), {
        today: '2026-11-30',
      })?.answer ?? '',
    ).not.toContain('The last school day before');
  });

  it('a school with no calendar never claims a regular day', () => {
    expect(
      ask(partOf('is there school monday', { from: '2026-11-30', matched: ['monday'] }), {
        hasCalendars: false,
      }),
    ).toBeNull();
  });

  it('a date outside the synced window is not covered yet', () => {
    const c = ask(partOf('is there school on june 1 2027', { from: '2027-06-01', matched: ['june 1 2027'] }));
    expect(c?.answer).toBe("The school calendar doesn't cover Tuesday, June 1 yet.");
  });

  it('"robotics on dec 22 or no": a closed day leads, below the bar so the documents may follow', () => {
    const part = partOf('robotics on dec 22 or no', { from: '2026-12-22', matched: ['dec 22'] });
    expect(ask(part)).toBeNull();
    const c = closed(part);
    expect(c?.answer).toBe('No school on Tuesday, December 22 — Winter Break – Student / Teacher Holiday.');
    expect(c?.confidence).toBeLessThan(0.9);
    expect(
      closed(partOf('robotics on dec 15 or no', { from: '2026-12-15', matched: ['dec 15'] })),
    ).toBeNull();
  });

  it('"what time does school start?" with no date: today, or the next school day when today has none', () => {
    const q = 'what time does school start?';
    // A Tuesday: today's hours.
    expect(ask(partOf(q), { today: '2026-11-24' })?.answer).toBe(
      'On Tuesday, November 24 school runs from 8:35 AM to 3:05 PM.',
    );
    // A Saturday: the coming Monday, not "No school on Saturday — it's the weekend".
    expect(ask(partOf(q), { today: '2026-11-28' })?.answer).toBe(
      'On Monday, November 30 school runs from 8:35 AM to 3:05 PM.',
    );
    // Inside the recess: past the closed days and the weekend, and the early release is skipped only
    // because it is already behind.
    expect(ask(partOf(q), { today: '2026-11-26' })?.answer).toBe(
      'On Monday, November 30 school runs from 8:35 AM to 3:05 PM.',
    );
    // The day before the recess is an early release: that is the next school day's time.
    expect(ask(partOf('what time do they get out'), { today: '2026-11-25' })?.answer).toBe(
      'On Wednesday, November 25 they get out early, at 2:05 PM (Early Release – 1 hour early).',
    );
    // "is there school" without a date still asks about today.
    expect(ask(partOf('is there school'), { today: '2026-11-28' })?.answer).toBe(
      "No school on Saturday, November 28 — it's the weekend.",
    );
  });

  it('leaves other questions to the next answerers', () => {
    expect(ask(partOf('what is the dress code'))).toBeNull();
    // A day the dates could not resolve ("good friday" is a holiday name, not the coming Friday) is
    // not today: no "Yes, today is a regular day".
    expect(ask(partOf('is there school on good friday'))).toBeNull();
  });
});
