import { describe, expect, it } from 'vitest';
import { askedGrade, gradeBands, gradeTimeIn } from './vocabulary.grades.js';

describe('askedGrade', () => {
  it.each([
    ['how much is lunch for a 3rd grader', 3],
    ['my son is in 5th what time is dismissal', 5],
    ['what time do they get out on fridays shes in k', 0],
    ['what time does school start for 6th grade', 6],
    ['whos the dean for grade 7', 7],
    ['is there a kindergarten orientation', 0],
    ['whos the dean for middle school', 7],
    ['lunch price middle school?', 7],
    ['when do junior high students get out', 7],
    ['is there an elementary art show', 2],
    ['can my sixth grader play football', 6],
    ['when is first grade registration', 1],
  ])('%s → %s', (question, grade) => expect(askedGrade(question)).toBe(grade));

  it('reads no grade where there is none', () => {
    expect(askedGrade('is there school friday')).toBeNull();
    expect(askedGrade('what happens in the 2nd period')).toBeNull();
    expect(askedGrade('is the concert on the 3rd')).toBeNull();
  });
});

describe('gradeBands', () => {
  it('reads the bands schools write in tables, headings and event titles', () => {
    expect(gradeBands('Lunch (K-4) — Full price: $3.25')).toEqual([{ from: 0, to: 4 }]);
    expect(gradeBands('First bell — Lower School (K-4): 7:55 AM; Middle School (5-8): 7:45 AM')).toEqual([
      { from: 0, to: 4 },
      { from: 5, to: 8 },
    ]);
    expect(gradeBands('Folklórico Club (Gr. 2–6)')).toEqual([{ from: 2, to: 6 }]);
    expect(gradeBands('8th Grade Washington, DC Trip 2027')).toEqual([{ from: 8, to: 8 }]);
    expect(gradeBands('students in grades 3 to 5 about 45 minutes')).toEqual([{ from: 3, to: 5 }]);
    expect(gradeBands('Kindergarten Information Night')).toEqual([{ from: 0, to: 0 }]);
    // A bare band heading its row, after a start or a full stop; not a score or a time.
    expect(gradeBands('5.8 Homework. K-2: 15-20 min reading nightly.')).toEqual([{ from: 0, to: 2 }]);
    expect(gradeBands('6-8: 60 min')).toEqual([{ from: 6, to: 8 }]);
    // A table row's band columns ("Row — Band: value; Band: value").
    expect(gradeBands('Dismissal — K-2: 2:10 p.m.; 3-5: 2:25 p.m.; 6-8: 2:55 p.m.')).toEqual([
      { from: 0, to: 2 },
      { from: 3, to: 5 },
      { from: 6, to: 8 },
    ]);
    expect(gradeBands('The game ended 3-2: a close win.')).toEqual([]);
    expect(gradeBands('Students in kindergarten to grade 2 spend about 20 minutes')).toContainEqual({
      from: 0,
      to: 2,
    });
    expect(gradeBands('morning pre-kindergarten is cancelled')).toEqual([{ from: -1, to: -1 }]);
    expect(gradeBands('TK / Kindergarten — Minimum Day: 8:15 a.m. – 11:55 a.m.')).toEqual([
      { from: -1, to: 0 },
    ]);
    expect(gradeBands('Transitional Kindergarten orientation')).toEqual([{ from: -1, to: -1 }]);
  });

  it('reads grades listed before one "grade" word, each as its own band', () => {
    const bands = (text: string) => [...new Set(gradeBands(text).map((b) => `${b.from}-${b.to}`))];
    expect(bands('Assistant Principal – 7th and 8th Grade — Name: Mrs. Heather Lindqvist')).toEqual([
      '7-7',
      '8-8',
    ]);
    expect(bands('6th, 7th & 8th grades')).toEqual(['6-6', '7-7', '8-8']);
    expect(bands('students in grades 7 and 8')).toEqual(['7-7', '8-8']);
    expect(bands('UIL sports are for 7th and 8th graders')).toEqual(['7-7', '8-8']);
  });

  it('reads grades of students ("8th graders") and grades written out ("Sixth graders")', () => {
    expect(gradeBands('8th graders may ride the activity bus')).toEqual([{ from: 8, to: 8 }]);
    expect(gradeBands('Sixth graders take PE and may join intramurals')).toEqual([{ from: 6, to: 6 }]);
    expect(gradeBands('a sixth-grade team')).toEqual([{ from: 6, to: 6 }]);
    // An ordinal that is no grade stays none.
    expect(gradeBands('The first game is Friday; the second half starts at 7')).toEqual([]);
  });

  it('does not read phone numbers, ages or times as grades', () => {
    expect(gradeBands('Call (312) 555-0147')).toEqual([]);
    expect(gradeBands('Ages 3-5 welcome')).toEqual([]);
    expect(gradeBands('Pick-up is 3:10-3:25 PM')).toEqual([]);
  });
});

describe('gradeTimeIn', () => {
  it("reads a grade's own time from a day title that gives one per band", () => {
    const title = ['Half Day – K-4 out 11:45 / 5-8 out 12:00'];
    expect(gradeTimeIn(title, 6)).toBe('12:00 PM');
    expect(gradeTimeIn(title, 0)).toBe('11:45 AM');
    expect(gradeTimeIn(['Early Release: TK/K 11:55 a.m.; grades 1-6 12:35 p.m.'], 4)).toBe('12:35 PM');
  });

  it('gives nothing for a title without bands, or without the grade, or when no grade is asked', () => {
    expect(gradeTimeIn(['Minimum Day – Dismissal 12:35 p.m.'], 3)).toBeNull();
    expect(gradeTimeIn(['Half Day – K-4 out 11:45 / 5-8 out 12:00'], 10)).toBeNull();
    expect(gradeTimeIn(['Half Day – K-4 out 11:45 / 5-8 out 12:00'], null)).toBeNull();
  });
});
