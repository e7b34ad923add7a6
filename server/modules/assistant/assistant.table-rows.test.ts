/**
 * A dated table row gives its own event's day: a name in its "Details"/"Notes" cell is mentioned
 * beside that event. Through the engine on PGlite (a newsletter's calendar table), and the rule on
 * hand-made rows.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';
import { sentenceCandidate } from './assistant.candidates.testing.js';
import type { SentenceCandidate, WeightedConcept } from './assistant.scoring.js';
import {
  columnHeaders,
  dateDetailCells,
  labelOwnsDay,
  withoutColumnHeaders,
} from './assistant.table-rows.js';

// Tuesday 2027-02-02, 07:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');

const { ask } = useSeededSchool({
  school: { name: 'Cedar Bluff MS', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'bulletin.docx',
      title: 'Bobcat Bulletin February',
      contentType: 'newsletter',
      chunks: [
        {
          heading: 'Upcoming Dates',
          content: [
            'Monday, February 8 — What: PTO General Meeting; Details: 6:00 p.m. in the Library – Spring Fling volunteers needed',
            'Mon, Nov. 30 — Event: Trimester 2 begins; Notes: Report cards posted in PowerSchool Dec. 2',
            'Thursday, February 18 — What: Band Concert; Details: 7:00 p.m. in the gym',
          ].join('\n'),
        },
        {
          heading: 'Staff News',
          content:
            'Please welcome Ms. Renee Castillo, our new 6th grade science teacher (Room 118), and Coach Andre Whitlock.',
        },
      ],
    },
    {
      fileName: 'book-fair-flyer.png',
      title: 'Book Fair Flyer',
      contentType: 'flyer',
      chunks: [
        { heading: 'BOOK FAIR!', content: 'Scholastic Book Fair at Cedar Bluff' },
        {
          heading: 'BOOK FAIR!',
          content: 'Monday Feb 15 to Friday Feb 19 Library, Room 105 Open 8:00 AM to 4:00 PM',
        },
        {
          heading: 'BOOK FAIR!',
          content:
            'Family Night: Wednesday Feb 17, 5:00 to 7:00 PM Hot cocoa and a free book for every student',
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Family Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Bell Schedule',
          content: [
            'Dismissal (Mon-Thu) — Grades 6-8: 4:00 PM',
            'Friday Release Time — Grades 6-8: 1:30 PM',
            'Fridays are Spirit Wear days.',
            'Students not picked up by 4:15 PM (Mon-Thu) or 1:45 PM (Fri) go to aftercare and are charged the drop-in rate.',
          ].join('\n'),
        },
        { heading: 'Lost and Found', content: 'Lost and found is kept in Room 101 by the gym.' },
        { heading: 'Detention', content: 'Lunch detention is held in Room 120.' },
        { heading: 'Clubs', content: 'Chess Club meets Thursdays in Room 214.' },
        {
          heading: 'Aftercare',
          content: 'Aftercare runs every school day from dismissal until 6:00 PM in the cafeteria.',
        },
      ],
    },
  ],
});

describe('a dated row answers "when" for its own event', () => {
  it('does not give the PTO meeting day as the Spring Fling day', async () => {
    expect(await ask('when is the spring fling? i want to help')).not.toContain('February 8');
    expect(await ask('when is the pto meeting')).toContain('February 8');
  });

  it('answers from a note that names its own day', async () => {
    expect(await ask('when are report cards posted')).toContain('Dec. 2');
  });
});

describe('a schedule that abbreviates weekdays', () => {
  it('answers a question that writes the day out ("fridays" for "(Fri)")', async () => {
    const answer = await ask(
      'is the book fair in the library? also how late can i pick up my daughter on fridays before they send her to aftercare',
    );
    expect(answer).toContain('1:45 PM (Fri)');
  });
});

describe('a labelled line gives the day of what its label names', () => {
  it('answers which room the book fair is in from its dated line, not another room in the news', async () => {
    const room = await ask('which room is the book fair in');
    expect(room).toContain('Room 105');
    expect(room).not.toContain('Room 118');
  });

  it('answers when the book fair is with its own dates, not the family night beside it', async () => {
    const fair = await ask('when is the book fair');
    expect(fair).toContain('Monday Feb 15 to Friday Feb 19');
    expect(fair).not.toContain('Family Night');
    expect(await ask('when is family night')).toContain('Wednesday Feb 17');
  });
});

describe('labelOwnsDay', () => {
  const fair: WeightedConcept[] = [
    { word: 'book', alternatives: [['book']], weight: 2 },
    { word: 'fair', alternatives: [['fair']], weight: 2 },
  ];
  const line = (text: string, label: string[], rest: string[]): SentenceCandidate =>
    sentenceCandidate(text, [...label, ...rest], {
      context: new Set(['book', 'fair']),
      rowLabel: new Set(label),
      fills: new Set(['when']),
    });

  it("moves the words after another event's label to the aside, and its day no longer answers when", () => {
    const night = line(
      'Family Night: Wednesday Feb 17, a free book for every student',
      ['famili', 'night'],
      ['free', 'book', 'student'],
    );
    labelOwnsDay(night, 'Family Night', fair);
    expect([...night.lexemes]).toEqual(['famili', 'night']);
    expect(night.aside).toEqual(new Set(['free', 'book', 'student']));
    expect(night.fills?.has('when')).toBe(false);
  });

  it('leaves a generic label, a label naming the asked thing and an undated line', () => {
    const dated = line(
      'Date: Monday Feb 15 to Friday Feb 19, book fair in the library',
      ['date'],
      ['book', 'fair', 'librari'],
    );
    labelOwnsDay(dated, 'Date', fair);
    expect(dated.lexemes.has('book')).toBe(true);
    const own = line('Book Fair: Monday Feb 15 in the library', ['book', 'fair'], ['librari']);
    labelOwnsDay(own, 'Book Fair', fair);
    expect(own.lexemes.has('librari')).toBe(true);
    const undated = line('Family Night: hot cocoa and a free book', ['famili', 'night'], ['book']);
    labelOwnsDay(undated, 'Family Night', fair);
    expect(undated.lexemes.has('book')).toBe(true);
  });

  it('leaves a label naming what an earlier part asked about (a follow-up inherited it)', () => {
    // "id like to chaperone the band trip … and whats the deadline to get approved"
    const followUp: WeightedConcept[] = [
      { word: 'deadline', alternatives: [['deadlin'], ['due']], weight: 2.7 },
      { word: 'approved', alternatives: [['approv']], weight: 3.8 },
      { word: 'chaperone', alternatives: [['chaperon']], weight: 3.8, soft: true, inherited: true },
    ];
    const chaperones = line(
      'Chaperones: parents who would like to chaperone must have an approved background check by Friday, March 26',
      ['chaperon'],
      ['parent', 'approv', 'background', 'check', 'friday', 'march'],
    );
    labelOwnsDay(chaperones, 'Chaperones', followUp);
    expect(chaperones.lexemes.has('approv')).toBe(true);
    // Not inherited, only ranking: the label is another thing's.
    const other = line(
      'Chaperones: parents who would like to chaperone must have an approved background check by Friday, March 26',
      ['chaperon'],
      ['parent', 'approv', 'background', 'check', 'friday', 'march'],
    );
    labelOwnsDay(other, 'Chaperones', [
      ...followUp.slice(0, 2),
      { word: 'chaperone', alternatives: [['chaperon']], weight: 3.8, soft: true },
    ]);
    expect(other.lexemes.has('approv')).toBe(false);
  });
});

describe('dateDetailCells', () => {
  it('takes the side cells out of a dated row', () => {
    expect(
      dateDetailCells(
        'Monday, February 8 — What: PTO General Meeting; Details: 6:00 p.m. – Spring Fling volunteers needed',
      ),
    ).toEqual({
      text: 'Monday, February 8 — What: PTO General Meeting',
      details: 'Details: 6:00 p.m. – Spring Fling volunteers needed',
    });
  });

  it('a cell without a header continues the side cell before it', () => {
    expect(
      dateDetailCells(
        'Thu-Fri, Nov. 12-13 — Event: Student-Led Conferences; Notes: Sign up in ParentSquare; 20-minute slots',
      ),
    ).toEqual({
      text: 'Thu-Fri, Nov. 12-13 — Event: Student-Led Conferences',
      details: 'Notes: Sign up in ParentSquare; 20-minute slots',
    });
  });

  it('keeps an undated row, a row without side cells and a side cell with its own day', () => {
    const undated = 'Main Office — Phone: (312) 555-0142; Notes: closed at noon on Fridays';
    expect(dateDetailCells(undated)).toEqual({ text: undated, details: '' });
    const plain = 'Friday, March 12 — Event: End of 3rd Nine Weeks; Time: 1:30 p.m.';
    expect(dateDetailCells(plain)).toEqual({ text: plain, details: '' });
    const ownDay = 'Mon, Nov. 30 — Event: Trimester 2 begins; Notes: Report cards posted Dec. 2';
    expect(dateDetailCells(ownDay)).toEqual({ text: ownDay, details: '' });
    expect(dateDetailCells('The PTO meets Monday, February 8. Details: see the flyer')).toEqual({
      text: 'The PTO meets Monday, February 8. Details: see the flyer',
      details: '',
    });
  });
});

describe('column headers', () => {
  it('are read from table rows only', () => {
    const row = 'Main Office — Phone / E-mail: (312) 555-0142; Hours: 7:30 a.m. – 4:00 p.m.';
    expect(columnHeaders(row)).toEqual(['Phone / E-mail', 'Hours']);
    expect(withoutColumnHeaders(row)).toBe('Main Office — (312) 555-0142; 7:30 a.m. – 4:00 p.m.');
    expect(columnHeaders('Lunch: $3.25 per day')).toEqual([]);
  });
});
