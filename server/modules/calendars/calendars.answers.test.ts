import { describe, expect, it } from 'vitest';
import { fromZonedTime } from 'date-fns-tz';
import { describeEvent, isNoSchoolEvent } from './calendars.answers.js';

const NY = 'America/New_York';
const at = (local: string) => fromZonedTime(local, NY);

describe('describeEvent', () => {
  it('phrases a timed event with one meridiem and its location', () => {
    const concert = {
      summary: 'Spring Concert',
      location: 'the gym',
      startsAt: at('2026-03-13T18:00'),
      endsAt: at('2026-03-13T19:30'),
      allDay: false,
    };
    expect(describeEvent(concert, NY)).toBe('Friday, March 13, 6:00 PM–7:30 PM at the gym');
  });

  it('spells both meridiems when the event spans noon, and omits an empty location', () => {
    const e = {
      summary: 'Picnic',
      location: '',
      startsAt: at('2026-06-05T11:00'),
      endsAt: at('2026-06-05T13:00'),
      allDay: false,
    };
    expect(describeEvent(e, NY)).toBe('Friday, June 5, 11:00 AM–1:00 PM');
  });

  it('shows a zero-length event as a single time', () => {
    const e = {
      summary: 'Deadline',
      startsAt: at('2026-04-01T17:00'),
      endsAt: at('2026-04-01T17:00'),
      allDay: false,
    };
    expect(describeEvent(e, NY)).toBe('Wednesday, April 1, 5:00 PM');
  });

  it('phrases all-day and multi-day events (stored end is exclusive)', () => {
    expect(
      describeEvent(
        {
          summary: 'Field Day',
          startsAt: at('2026-03-13T00:00'),
          endsAt: at('2026-03-14T00:00'),
          allDay: true,
        },
        NY,
      ),
    ).toBe('Friday, March 13');
    expect(
      describeEvent(
        {
          summary: 'Spring Break',
          startsAt: at('2026-03-16T00:00'),
          endsAt: at('2026-03-21T00:00'),
          allDay: true,
        },
        NY,
      ),
    ).toBe('Monday, March 16 – Friday, March 20');
  });

  it('phrases a timed event over several days', () => {
    const e = {
      summary: 'Camp',
      location: 'Pine Lake',
      startsAt: at('2026-03-13T18:00'),
      endsAt: at('2026-03-14T14:00'),
      allDay: false,
    };
    expect(describeEvent(e, NY)).toBe('Friday, March 13, 6:00 PM – Saturday, March 14, 2:00 PM at Pine Lake');
  });

  it('reads the instant in the school zone (UTC evening is still the same local day)', () => {
    const e = {
      summary: 'PTA',
      startsAt: new Date('2026-03-11T00:00:00Z'),
      endsAt: new Date('2026-03-11T01:30:00Z'),
      allDay: false,
    };
    expect(describeEvent(e, NY)).toBe('Tuesday, March 10, 8:00 PM–9:30 PM');
    expect(describeEvent(e, 'Europe/London')).toBe('Wednesday, March 11, 12:00 AM–1:30 AM');
  });

  it('adds the year only for another year than now, or when asked', () => {
    const mlk = {
      summary: 'MLK Day',
      startsAt: at('2027-01-18T00:00'),
      endsAt: at('2027-01-19T00:00'),
      allDay: true,
    };
    expect(describeEvent(mlk, NY, { now: new Date('2026-12-01T12:00:00Z') })).toBe(
      'Monday, January 18, 2027',
    );
    expect(describeEvent(mlk, NY, { now: new Date('2027-01-02T12:00:00Z') })).toBe('Monday, January 18');
    expect(describeEvent(mlk, NY, { withYear: true })).toBe('Monday, January 18, 2027');
  });

  it('uses only the first line of a multi-line location', () => {
    const e = {
      summary: 'Game',
      location: 'Oak Ridge Field\n123 Main St',
      startsAt: at('2026-04-11T10:00'),
      endsAt: at('2026-04-11T12:00'),
      allDay: false,
    };
    expect(describeEvent(e, NY)).toBe('Saturday, April 11, 10:00 AM–12:00 PM at Oak Ridge Field');
  });
});

describe('isNoSchoolEvent', () => {
  it.each(['No School - Memorial Day', 'School Closed: Snow', 'Teacher Workday', 'PD Day', 'Snow Day'])(
    'explicit wording "%s" counts even on a timed event',
    (summary) => {
      expect(isNoSchoolEvent({ summary, allDay: false })).toBe(true);
    },
  );

  it.each([
    'No School',
    'NO SCHOOL - Teacher In-Service',
    'School Closed: Snow',
    'Schools Closed',
    'Teacher Workday',
    'Teacher Work Day',
    'PD Day',
    'P.D. Day',
    'Professional Development - Students Do Not Attend',
    'Snow Day',
    'Martin Luther King Jr. Day',
    'Thanksgiving Break',
    'Winter Break',
    'Spring Break',
    'Presidents Day',
    "Presidents' Day Holiday",
    'Labor Day',
    'Juneteenth',
    'Good Friday',
    'Winter Recess',
    'Holiday',
  ])('all-day "%s" is a no-school day', (summary) => {
    expect(isNoSchoolEvent({ summary, allDay: true })).toBe(true);
  });

  it.each([
    'Holiday Concert',
    'Holiday Party',
    'Spring Break Camp',
    'Early Release Day',
    'Half Day - Early Dismissal',
    'Field Day',
    'Picture Day',
    'PTA Meeting',
    'Thanksgiving Luncheon', // a lunch, not a day off
    'Book Fair',
  ])('all-day "%s" is a school day', (summary) => {
    expect(isNoSchoolEvent({ summary, allDay: true })).toBe(false);
  });

  it('does not treat a timed "break" or holiday-named program as a day off', () => {
    expect(isNoSchoolEvent({ summary: 'Coffee break', allDay: false })).toBe(false);
    expect(isNoSchoolEvent({ summary: 'Thanksgiving Feast', allDay: false })).toBe(false);
    expect(isNoSchoolEvent({ summary: 'No School - Staff Meeting', allDay: false })).toBe(true);
  });
});
