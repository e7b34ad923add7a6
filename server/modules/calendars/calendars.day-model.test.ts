import { describe, expect, it } from 'vitest';
import { allDay, NY, timed } from '../assistant/assistant.day-fixtures.js';
import { buildSchoolDays, DEFAULT_HOURS } from './calendars.day-model.js';
import { schoolYears } from './calendars.school-years.js';

const hours = {
  start: '8:35 AM',
  dismissal: '3:05 PM',
  earlyDismissal: '12:35 PM',
  schoolDays: [1, 2, 3, 4, 5],
};

describe('buildSchoolDays', () => {
  it('a two-day all-day recess covers both days and not the one after (DTEND exclusive)', () => {
    const days = buildSchoolDays({
      from: '2026-11-25',
      to: '2026-11-30',
      timeZone: NY,
      hours,
      events: [allDay('Thanksgiving Recess', '2026-11-26', '2026-11-27')],
    });
    expect(days.map((d) => [d.date, d.status])).toEqual([
      ['2026-11-25', 'school-day'],
      ['2026-11-26', 'no-school'],
      ['2026-11-27', 'no-school'],
      ['2026-11-28', 'weekend'],
      ['2026-11-29', 'weekend'],
      ['2026-11-30', 'school-day'],
    ]);
    expect(days[2]!.reasons).toEqual(['Thanksgiving Recess']);
    expect(days[5]).toMatchObject({ start: '8:35 AM', dismissal: '3:05 PM', reasons: [] });
  });

  it('a make-up day in session on a weekday without classes is a school day; a closure "(make-up day if needed)" is not', () => {
    const fourDays = { ...hours, schoolDays: [1, 2, 3, 4] };
    const [makeUp, plainFriday] = buildSchoolDays({
      from: '2027-04-16',
      to: '2027-04-23',
      timeZone: NY,
      hours: fourDays,
      events: [allDay('Friday Make-Up Day - School in Session', '2027-04-16')],
    }).filter((d) => d.date === '2027-04-16' || d.date === '2027-04-23');
    expect(makeUp).toMatchObject({
      status: 'school-day',
      reasons: ['Friday Make-Up Day - School in Session'],
    });
    expect(plainFriday!.status).toBe('weekend');
    const [ifNeeded] = buildSchoolDays({
      from: '2027-04-02',
      to: '2027-04-02',
      timeZone: NY,
      hours,
      events: [allDay('Student Holiday (Bad Weather Make-up Day if needed)', '2027-04-02')],
    });
    expect(ifNeeded!.status).toBe('no-school');
  });

  it('no-school wins over another calendar’s event that day, and both are kept', () => {
    const [day] = buildSchoolDays({
      from: '2026-12-04',
      to: '2026-12-04',
      timeZone: NY,
      hours,
      events: [
        allDay('Book Fair', '2026-12-04', '2026-12-04', 'Lincoln Elementary'),
        allDay('Student Holiday', '2026-12-04'),
      ],
    });
    expect(day!.status).toBe('no-school');
    expect(day!.reasons).toEqual(['Student Holiday']);
    expect(day!.events.map((e) => e.summary).sort()).toEqual(['Book Fair', 'Student Holiday']);
  });

  it('early release: stated time, "1 hour early" from the regular dismissal, else the profile time', () => {
    const days = buildSchoolDays({
      from: '2026-12-01',
      to: '2026-12-03',
      timeZone: NY,
      hours,
      events: [
        allDay('Early Dismissal - 1:15 PM', '2026-12-01'),
        allDay('Early Release – 1 hour early', '2026-12-02'),
        allDay('Half Day', '2026-12-03'),
      ],
    });
    expect(days.map((d) => [d.status, d.dismissal])).toEqual([
      ['early-release', '1:15 PM'],
      ['early-release', '2:05 PM'],
      ['early-release', '12:35 PM'],
    ]);
  });

  it('late start with a stated delay', () => {
    const [day] = buildSchoolDays({
      from: '2026-12-07',
      to: '2026-12-07',
      timeZone: NY,
      hours,
      events: [allDay('Delayed Opening – 2 hour delay', '2026-12-07')],
    });
    expect(day).toMatchObject({ status: 'late-start', start: '10:35 AM', dismissal: '3:05 PM' });
  });

  it('ordinary events leave a school day as it is; a timed event counts on its day only', () => {
    const [mon, tue] = buildSchoolDays({
      from: '2026-11-30',
      to: '2026-12-01',
      timeZone: NY,
      hours: DEFAULT_HOURS,
      events: [timed('Picture Retake Day', '2026-11-30', '09:00', '11:00')],
    });
    expect(mon).toMatchObject({ status: 'school-day', start: null, dismissal: null });
    expect(mon!.events).toHaveLength(1);
    expect(tue!.events).toHaveLength(0);
  });
});

describe('schoolYears', () => {
  const at = (iso: string) => new Date(`${iso}T16:00:00Z`);
  it('a summer between a last day and the next first day; the latest last day ends what is known', () => {
    const marks = [
      { summary: 'First Day for All Students', startsAt: at('2026-08-19') },
      { summary: 'Last Day of School - Early Release 12:30', startsAt: at('2027-05-20') },
      { summary: 'Last Day for Students', startsAt: at('2026-05-21') },
      { summary: 'First day of robotics club', startsAt: at('2026-09-01') },
    ];
    expect(schoolYears(marks, NY)).toEqual({
      summers: [{ after: '2026-05-21', before: '2026-08-19' }],
      end: '2027-05-20',
    });
    const next = [...marks, { summary: 'First Day of School', startsAt: at('2027-08-18') }];
    expect(schoolYears(next, NY).end).toBeNull();
  });

  it('summer days are no school; the first day after them is not', () => {
    const days = buildSchoolDays({
      from: '2026-08-17',
      to: '2026-08-19',
      timeZone: NY,
      hours,
      events: [],
      summers: [{ after: '2026-05-21', before: '2026-08-19' }],
    });
    expect(days.map((d) => [d.date, d.status, d.reasons])).toEqual([
      ['2026-08-17', 'no-school', ['Summer break']],
      ['2026-08-18', 'no-school', ['Summer break']],
      ['2026-08-19', 'school-day', []],
    ]);
  });
});
