/**
 * A notice that announces it changes an earlier one ("has moved to", "UPDATE") replaces the earlier
 * document's sentences about the same thing; a newer document that does not say so does not.
 * Through the engine on PGlite, and the rule itself on hand-made sentences.
 */
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { useSeededSchool } from './assistant.seeded-suite.testing.js';
import { withoutSuperseded } from './assistant.answer-notices.js';
import { sentenceCandidate } from './assistant.candidates.testing.js';

// Tuesday 2027-02-02, 07:45 in Chicago.
const clock = fixedClock('2027-02-02T13:45:00Z');
const days = (n: number) => new Date(clock.now().getTime() + n * 86_400_000);

const { ask } = useSeededSchool({
  school: { name: 'Cedar Bluff MS', timeZone: 'America/Chicago' },
  clock,
  files: [
    {
      fileName: 'course-selection-night.txt',
      title: 'Course Selection Night',
      contentType: 'announcement',
      createdAt: days(-20),
      chunks: [
        {
          heading: 'Course Selection Night',
          content:
            'Live Oak Creek High School will host 8th Grade Course Selection Night on Tuesday, February 9 at 7:00 p.m. in the LOCHS Cafeteria.',
        },
      ],
    },
    {
      fileName: 'course-selection-night-update.txt',
      title: 'Course Selection Night Update',
      contentType: 'announcement',
      createdAt: days(-5),
      chunks: [
        {
          heading: 'UPDATE',
          content:
            'Course Selection Night has moved to Thursday, February 11 at 6:00 p.m. in the Performing Arts Center.',
        },
      ],
    },
    {
      fileName: 'picture-retake-day.txt',
      title: 'Picture Retake Day',
      contentType: 'announcement',
      createdAt: days(-30),
      chunks: [
        {
          heading: 'PICTURE RETAKE DAY',
          content:
            'Picture Retake Day will be Wednesday, February 10. Students who were absent on Picture Day or want a retake should bring their original picture packet. Retakes are in the Library starting at 8:30 a.m.',
        },
      ],
    },
    {
      fileName: 'picture-retakes-moved.txt',
      title: 'Picture Retakes Moved',
      contentType: 'announcement',
      createdAt: days(-3),
      chunks: [
        {
          heading: 'SCHEDULE CHANGE - Picture Retakes',
          content:
            "Due to the photographer's schedule, Picture Retake Day has been moved to Tuesday, March 2. Retakes will still take place in the Library starting at 8:30 a.m.",
        },
      ],
    },
    {
      fileName: 'handbook.pdf',
      title: 'Student Handbook',
      contentType: 'handbook',
      createdAt: days(-180),
      chunks: [
        {
          heading: 'About Us',
          content:
            'Cedar Bluff Middle School (CBMS), 4100 Bluff Ridge Parkway, Live Oak Creek, TX 78642, serves students in grades 6–8 for the Live Oak Creek Independent School District (LOCISD).',
        },
      ],
    },
    {
      fileName: 'band-pops-concert-moved.txt',
      title: 'Band Pops Concert Moved',
      contentType: 'event',
      createdAt: days(-6),
      chunks: [
        {
          heading: 'DATE CHANGE - Band Pops Concert',
          content:
            'The Band Pops Concert has moved to Tuesday, February 23 at 6:30 p.m. in the CBMS Auditorium.',
        },
        { heading: 'Call time', content: 'Students report to the band hall at 5:45 p.m. in concert black.' },
      ],
    },
  ],
});

describe('a notice that changes an earlier one', () => {
  it('answers from the update only', async () => {
    const answer = await ask('when and where is the 8th grade course selection night');
    expect(answer).toContain('Thursday, February 11');
    expect(answer).not.toContain('February 9');
    expect(answer).not.toContain('Cafeteria');
  });

  it('a bare "what time" after "is it still next tuesday" takes the update\'s time, not the old notice\'s', async () => {
    const answer = await ask('is the 8th grade course selection thing still next tuesday night? what time');
    expect(answer).toContain('6:00 p.m.');
    expect(answer).not.toContain('7:00 p.m.');
    expect(answer).not.toContain('February 9');
  });
});

describe('a change notice naming a whole earlier notice', () => {
  it('answers "is it next wednesday?" with the day it moved to, not the earlier notice', async () => {
    const answer = await ask('is picture retake day next wednesday? my son was absent on picture day');
    expect(answer).toContain('moved to Tuesday, March 2');
    expect(answer).not.toContain('February 10');
    expect(answer).not.toContain('_— Picture Retake Day_');
  });
});

describe('withoutSuperseded', () => {
  const concepts = [
    { word: 'band', alternatives: [['band']], weight: 2 },
    { word: 'night', alternatives: [['night']], weight: 2 },
  ];
  const sources = [
    { key: 'a', title: 'Handbook', answerSource: { title: 'Handbook' }, addedAt: days(-20) },
    { key: 'b', title: 'Newsletter', answerSource: { title: 'Newsletter' }, addedAt: days(-2) },
  ];
  const sentence = (text: string, source: number, words: string[]) =>
    sentenceCandidate(text, words, { source, chunkRank: source, otherDay: true });
  const old = sentence('Band Night is on Friday, February 12 at 6:00 p.m. in the gym.', 0, [
    'band',
    'night',
    'gym',
  ]);

  it('keeps an older sentence when the newer document does not say it changes it', () => {
    const added = sentence('Band Night families: bring a canned good on Friday, February 12.', 1, [
      'band',
      'night',
    ]);
    expect(withoutSuperseded([old, added], concepts, sources)).toHaveLength(2);
  });

  it('drops it when the newer one announces the change', () => {
    const moved = sentence('Band Night has moved to Thursday, February 18.', 1, ['band', 'night', 'move']);
    expect(withoutSuperseded([old, moved], concepts, sources)).toEqual([moved]);
  });

  it('keeps it when the change notice is older, or covers less of the question', () => {
    const olderSources = [sources[1]!, sources[0]!];
    const moved = sentence('Band Night has moved to Thursday, February 18.', 1, ['band', 'night']);
    expect(withoutSuperseded([old, moved], concepts, olderSources)).toHaveLength(2);
    const partly = sentence('The night schedule has changed: doors open at 5:30 on Friday.', 1, ['night']);
    expect(withoutSuperseded([old, partly], concepts, sources)).toHaveLength(2);
  });

  it('counts a soft word both share: "picture day" asks one hard word', () => {
    const asked = [
      { word: 'picture', alternatives: [['pictur']], weight: 2.8 },
      { word: 'day', alternatives: [['day']], weight: 0.9, soft: true },
    ];
    const before = sentence('Spring picture day is Wednesday, April 8.', 0, [
      'spring',
      'pictur',
      'day',
      'wednesday',
    ]);
    const moved = sentence('Spring picture day has moved to Wednesday, April 15.', 1, [
      'spring',
      'pictur',
      'day',
      'move',
    ]);
    expect(withoutSuperseded([before, moved], asked, sources)).toEqual([moved]);
    // Only a soft word in common ("day") replaces nothing.
    const dayOnly = sentence('Field day has moved to Friday, May 8.', 1, ['field', 'day', 'move']);
    expect(withoutSuperseded([before, dayOnly], asked, sources)).toHaveLength(2);
  });

  it('reads a change sentence naming no day as dated when its notice gives the new day elsewhere', () => {
    const asked = [
      { word: 'cap', alternatives: [['cap']], weight: 2 },
      { word: 'gown', alternatives: [['gown']], weight: 2 },
    ];
    const notices = [
      { key: 'a', title: 'Pickup', answerSource: { title: 'Pickup' }, addedAt: days(-20) },
      { key: 'b', title: 'Pickup Notice', answerSource: { title: 'Pickup Notice' }, addedAt: days(-2) },
    ];
    const before = sentence('Caps and gowns are handed out on Wednesday, March 17.', 0, [
      'cap',
      'gown',
      'wednesday',
    ]);
    const changed = sentenceCandidate(
      'The vendor moved our delivery, so the cap and gown date has changed.',
      ['vendor', 'move', 'cap', 'gown', 'chang'],
      { source: 1, chunkRank: 1, otherDay: false },
    );
    const newDay = sentence('NEW DATE: Thursday, March 25', 1, ['new', 'date', 'thursday']);
    expect(withoutSuperseded([before, changed, newDay], asked, notices)).toEqual([changed, newDay]);
    // The same change sentence in a notice that names no day replaces nothing.
    expect(withoutSuperseded([before, changed], asked, notices)).toHaveLength(2);
  });

  it("drops an older notice's dated sentence when a change notice names its whole title", () => {
    const asked = [
      { word: 'cap', alternatives: [['cap']], weight: 2 },
      { word: 'gown', alternatives: [['gown']], weight: 2 },
      { word: 'cafeteria', alternatives: [['cafeteria']], weight: 2 },
    ];
    const notices = [
      {
        key: 'a',
        title: 'Cap And Gown Pickup',
        answerSource: { title: 'Cap And Gown Pickup' },
        addedAt: days(-20),
      },
      { key: 'b', title: 'Pickup Change', answerSource: { title: 'Pickup Change' }, addedAt: days(-2) },
    ];
    // The old place, asked by the parent, is in the older sentence only.
    const before = sentence('Caps and gowns are handed out on Wednesday, March 17 in the Cafeteria.', 0, [
      'cap',
      'gown',
      'cafeteria',
    ]);
    const title = sentence('DATE CHANGE: SENIOR CAP AND GOWN PICKUP, now Thursday, March 25', 1, [
      'date',
      'chang',
      'cap',
      'gown',
      'pickup',
    ]);
    expect(withoutSuperseded([before, title], asked, notices)).toEqual([title]);
    // A one-word title ("Notice") names no particular notice.
    const generic = [{ ...notices[0]!, title: 'Notice' }, notices[1]!];
    const named = sentence('Notice: the date has changed to Thursday, March 25', 1, [
      'notic',
      'date',
      'chang',
    ]);
    expect(withoutSuperseded([before, named], asked, generic)).toHaveLength(2);
  });

  it('reads the whole change notice for the earlier title it names ("disregard the car line notice … repaving postponed")', () => {
    const asked = [
      { word: 'car', alternatives: [['car']], weight: 2 },
      { word: 'line', alternatives: [['line']], weight: 2 },
    ];
    const notices = [
      { key: 'a', title: 'Car Line Repaving Notice', answerSource: { title: 'a' }, addedAt: days(-20) },
      { key: 'b', title: 'Car line UPDATE', answerSource: { title: 'b' }, addedAt: days(-2) },
    ];
    // The earlier notice's rule names no day: only naming its whole title replaces it.
    const before = sentenceCandidate(
      'During the repaving, the car line moves to the east gate.',
      ['repav', 'car', 'line', 'move', 'east', 'gate'],
      { source: 0, chunkRank: 0 },
    );
    const disregard = sentence('Please disregard the car line notice we sent on January 6.', 1, [
      'disregard',
      'car',
      'line',
      'notic',
    ]);
    const postponed = sentence('The north loop repaving has been postponed to Spring Intersession.', 1, [
      'north',
      'loop',
      'repav',
      'postpon',
    ]);
    expect(withoutSuperseded([before, disregard, postponed], asked, notices)).toEqual([disregard, postponed]);
    // Without a sentence naming the rest of the title ("repaving"), the earlier notice stays.
    expect(withoutSuperseded([before, disregard], asked, notices)).toHaveLength(2);
  });
});
