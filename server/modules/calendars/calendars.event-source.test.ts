import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromZonedTime } from 'date-fns-tz';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { fixedClock } from '../../shared/clock.js';
import { insertSchool } from '../schools/schools.repository.js';
import type { EventSource } from '../assistant/assistant.types.js';
import { describeEvent, isNoSchoolEvent } from './calendars.answers.js';
import { calendarDepsOf } from './calendars.deps.js';
import { termPatterns } from './calendars.event-source.js';
import { createCalendarFetcher } from './calendars.fetcher.js';
import { addCalendar } from './calendars.usecases.js';
import { fixture, ics, startFeedServer, type FeedServer } from './calendars.testing.js';

const NY = 'America/New_York';
const day = (date: string) => {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: fromZonedTime(`${date}T00:00:00`, NY), end: fromZonedTime(`${next}T00:00:00`, NY) };
};

/**
 * The answer engine's event hook over real stored occurrences (Google + Outlook fixtures), asked at
 * fixed "now" values on both sides of the March 8 2026 DST change.
 */
describe('calendar event source', () => {
  let t: TestApp;
  let feeds: FeedServer;
  let source: EventSource;
  let schoolId: string;
  let otherSchoolId: string;

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.route('/google.ics', ics(fixture('google.ics')));
    feeds.route('/outlook.ics', ics(fixture('outlook.ics')));
    feeds.route('/apple.ics', ics(fixture('apple.ics')));
    t = await createTestApp({
      overrides: {
        clock: fixedClock('2026-03-01T17:00:00Z'),
        calendarFetcher: createCalendarFetcher({ allowPrivate: true }),
      },
    });
    const deps = calendarDepsOf(t.deps);
    schoolId = (await insertSchool(t.database.db, { timeZone: NY })).id;
    otherSchoolId = (await insertSchool(t.database.db, { timeZone: NY })).id;
    const url = (name: string) => `${feeds.origin}/${name}.ics`;
    await addCalendar({
      deps,
      schoolId,
      name: 'School Events',
      icsUrl: url('google'),
      association: 'Whole School',
    });
    await addCalendar({ deps, schoolId, name: 'Office', icsUrl: url('outlook'), association: null });
    await addCalendar({
      deps,
      schoolId: otherSchoolId,
      name: 'Sports',
      icsUrl: url('apple'),
      association: 'Sports Team',
    });
    source = t.deps.eventSource!;
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  const find = (terms: string[], now: string, range?: { start: Date; end: Date }) =>
    source.findEvents({ schoolId, terms, now: new Date(now), range, limit: 10 });

  it('is built into AppDeps', () => {
    expect(source).toBeDefined();
  });

  it('"when is the next PTA meeting?" before the DST change', async () => {
    const [next] = await find(['pta', 'meeting'], '2026-03-01T17:00:00Z');
    expect(next!.calendarName).toBe('School Events');
    expect(describeEvent(next!, NY)).toBe('Tuesday, March 10, 6:30 PM–8:00 PM at Library');
  });

  it('"when is the next PTA meeting?" after it: skips the past one and the EXDATE, finds the moved one', async () => {
    const [next] = await find(['pta', 'meetings'], '2026-03-11T16:00:00Z');
    expect(next!.summary).toBe('PTA Meeting (moved to Wednesday)');
    expect(describeEvent(next!, NY)).toBe('Wednesday, May 13, 7:00 PM–8:30 PM at Cafeteria');
  });

  it('"is there school on Monday?" answers the no-school day first', async () => {
    const events = await find(['school'], '2026-03-13T16:00:00Z', day('2026-03-16'));
    expect(events[0]!.summary).toBe('Spring Break - No School');
    expect(isNoSchoolEvent(events[0]!)).toBe(true);
    expect(describeEvent(events[0]!, NY)).toBe('Monday, March 16 – Friday, March 20');
    expect(events[0]!.association).toBe('Whole School');
  });

  it('a normal Monday has no no-school event', async () => {
    const events = await find(['school'], '2026-03-06T16:00:00Z', day('2026-03-09'));
    expect(events.some(isNoSchoolEvent)).toBe(false);
  });

  it('"what time does the concert start?" and its synonym "performance"', async () => {
    for (const word of ['concert', 'performance']) {
      const [concert] = await find([word], '2026-03-01T17:00:00Z');
      expect(describeEvent(concert!, NY)).toBe('Friday, March 13, 6:00 PM–7:30 PM at the gym');
    }
  });

  it('"what\'s happening this week?" returns every occurrence of the range in time order', async () => {
    const week = {
      start: fromZonedTime('2026-03-09T00:00:00', NY),
      end: fromZonedTime('2026-03-16T00:00:00', NY),
    };
    const events = await find(['happening'], '2026-03-09T12:00:00Z', week);
    expect(events.map((e) => e.summary)).toEqual([
      'PTA Meeting',
      'Chess Club',
      'Staff Breakfast',
      'Spring Concert',
    ]);
  });

  it('never offers a past occurrence as upcoming; an all-day event under way still counts', async () => {
    // 7 PM on concert night: it started at 6 PM, so it is not "next".
    expect(await find(['concert'], '2026-03-13T23:00:00Z')).toEqual([]);
    const [breakNow] = await find(['spring', 'break'], '2026-03-17T14:00:00Z');
    expect(breakNow!.summary).toBe('Spring Break - No School');
    for (const e of await find(['chess'], '2026-03-12T00:00:00Z')) {
      expect(e.startsAt.getTime()).toBeGreaterThanOrEqual(new Date('2026-03-12T00:00:00Z').getTime());
    }
  });

  it('maps holiday words to no-school events and Windows-zone events come out right', async () => {
    const events = await find(['holiday'], '2026-03-21T12:00:00Z');
    expect(events.map((e) => e.summary).slice(0, 2)).toEqual([
      'Teacher Workday - No School for Students',
      'Memorial Day - No School',
    ]);
    const [conference] = await find(['parent-teacher', 'conferences'], '2026-03-21T12:00:00Z');
    expect(describeEvent(conference!, NY)).toBe('Thursday, April 9, 1:00 PM–5:00 PM at Classrooms');
  });

  it("never returns another school's events", async () => {
    expect(await find(['soccer'], '2026-03-01T17:00:00Z')).toEqual([]);
    const theirs = await source.findEvents({
      schoolId: otherSchoolId,
      terms: ['soccer'],
      now: new Date('2026-03-01T17:00:00Z'),
      limit: 5,
    });
    expect(theirs.map((e) => e.summary)).toEqual(['Soccer Game vs. Oak Ridge']);
  });

  it('builds word-start patterns, escaping regex characters and dropping date words', () => {
    expect(termPatterns(['next', 'Monday', 'c++', 'meetings'])).toEqual(['\\mc\\+\\+', '\\mmeeting']);
    expect(termPatterns(['pta', 'pto'])).toHaveLength(1);
  });
});
