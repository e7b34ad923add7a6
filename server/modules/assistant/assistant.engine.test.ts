import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/client.js';
import { fixedClock } from '../../shared/clock.js';
import { createLogger } from '../../shared/logger.js';
import { seedKnowledgeFile, seedSchool } from './assistant.fixtures.js';
import type { EventSource } from './assistant.types.js';
import { createAssistant } from './assistant.usecases.js';
import { MAX_QUESTION_LENGTH } from '../../../contracts/assistant.contract.js';

// Thursday 2026-03-12, 09:00 in New York (13:00 UTC).
const clock = fixedClock('2026-03-12T13:00:00Z');
const config = {
  LLM_BASE_URL: undefined,
  LLM_MODEL: undefined,
  LLM_API_KEY: undefined,
  LLM_TIMEOUT_MS: 1000,
};
let database: Database;
let schoolA: string;
let schoolB: string;

const days = (n: number) => new Date(clock.now().getTime() + n * 86_400_000);

beforeAll(async () => {
  database = await createTestDatabase();
  schoolA = await seedSchool(database, {
    name: 'Maple Grove Elementary',
    timeZone: 'America/New_York',
    officePhone: '(555) 010-2000',
  });
  schoolB = await seedSchool(database, { name: 'Other School', timeZone: 'UTC' });
  await seedKnowledgeFile(database, {
    schoolId: schoolA,
    fileName: 'handbook.pdf',
    title: 'Parent Handbook',
    contentType: 'handbook',
    createdAt: days(-200),
    chunks: [
      {
        heading: 'Arrival and Dismissal',
        content:
          'Doors open at 7:45 am. The school day begins at 8:10 am. Dismissal is at 3:15 pm every day. Parents picking up by car should use the Oak Street loop.',
      },
      {
        heading: 'Lunch Program',
        content:
          'Hot lunch costs $3.25 per day. Families can pay online through the MealPay portal. Free and reduced-price meals are available.',
      },
      {
        heading: 'Illness',
        content:
          'Students with a fever of 100.4 F or higher must stay home until they are fever-free for 24 hours without medication. Please call the attendance line to report an absence.',
      },
      {
        heading: 'Planned absences',
        content:
          'Family trips during school days should be requested from the principal two weeks in advance.',
      },
      {
        heading: 'Uniforms',
        content:
          'Students wear navy or white polo shirts with khaki pants or skirts. Sneakers are required on PE days.',
      },
    ],
  });
  await seedKnowledgeFile(database, {
    schoolId: schoolA,
    fileName: 'march-news.docx',
    title: 'March Newsletter',
    contentType: 'newsletter',
    createdAt: days(-5),
    chunks: [
      {
        heading: 'Lunch prices',
        content: 'Starting March 1, hot lunch costs $3.50 per day because of higher food prices.',
      },
      {
        heading: 'Early dismissal',
        content:
          'Friday, March 13 is an early dismissal day: students are dismissed at 12:30 pm for teacher training.',
      },
    ],
  });
  await seedKnowledgeFile(database, {
    schoolId: schoolA,
    fileName: 'old-spirit-week.txt',
    title: 'Spirit Week Flyer',
    contentType: 'announcement',
    createdAt: days(-40),
    expiryDate: days(-1),
    chunks: [{ content: 'Pajama day is on Wednesday. Students may wear pajamas to school for spirit week.' }],
  });
  await seedKnowledgeFile(database, {
    schoolId: schoolA,
    fileName: 'draft.txt',
    contentType: 'announcement',
    syncStatus: 'PROCESSING',
    chunks: [{ content: 'The robotics club meets on Tuesdays in room 12.' }],
  });
  await seedKnowledgeFile(database, {
    schoolId: schoolB,
    fileName: 'b.txt',
    title: 'B Handbook',
    contentType: 'handbook',
    chunks: [
      { heading: 'Swimming', content: 'The swim team ZEBRA-MARKER practices on Mondays at the city pool.' },
    ],
  });
});
afterAll(async () => database?.close());

const assistant = (extra: Partial<Parameters<typeof createAssistant>[0]> = {}) =>
  createAssistant({ database, clock, logger: createLogger({ level: 'silent' }), config, fetch, ...extra });
const ask = (question: string, schoolId = schoolA) =>
  assistant().answerQuestion({ schoolId, question, channel: 'web' });

/** A school of its own holding one knowledge file (Central time); returns its id. */
async function schoolWithFile(name: string, file: Omit<Parameters<typeof seedKnowledgeFile>[1], 'schoolId'>) {
  const schoolId = await seedSchool(database, { name, timeZone: 'America/Chicago' });
  await seedKnowledgeFile(database, { ...file, schoolId });
  return schoolId;
}

describe('extractive answers', () => {
  it('answers from the right sentence and names the source', async () => {
    const r = await ask('what time is dismissal?');
    expect(r.resolved).toBe(true);
    expect(r.answer).toContain('3:15 pm');
    // The answer first, its source after (DESIGN §6 Compose).
    expect(r.answer).toMatch(/^Dismissal .*3:15 pm.* _— Parent Handbook_$/);
    expect(r.sources[0]).toMatchObject({ title: 'Parent Handbook' });
    expect(r.category).toBe('Transportation');
    expect(r.timings.totalMs).toBeGreaterThanOrEqual(0);
  });

  it('understands SMS shorthand, stretched letters and synonyms', async () => {
    const r = await ask('sooo wat do u do if ur kid is sick??');
    expect(r.resolved).toBe(true);
    expect(r.answer).toContain('fever');
    expect(r.category).toBe('Health & Safety');
  });

  it('a verb or adjective the documents never use is narrative; a missing noun still declines', async () => {
    const r = await ask(
      'my daughter hates pants, is she allowed to wear a skirt or does it have to be the khakis',
    );
    expect(r.resolved).toBe(true);
    expect(r.answer).toContain('khaki pants or skirts');
    // "gate code" is the topic the documents lack: no answer from the car-loop sentence.
    expect((await ask('is there a gate code for the oak street loop')).resolved).toBe(false);
  });

  it('finds words written with a slash ("Lost/damaged") in the index', async () => {
    const schoolId = await schoolWithFile('Slash School', {
      fileName: 'fees.txt',
      title: 'Fees',
      contentType: 'handbook',
      chunks: [{ content: 'Lost/damaged Chromebook: $275 per device.' }],
    });
    const r = await ask('how much if the chromebook gets damaged', schoolId);
    expect(r.answer).toContain('$275');
  });

  it('declines when a question word is only covered through another word’s synonym', async () => {
    // "menu" lists "lunch" and "meal" as synonyms; the lunch sentences say nothing about a menu.
    expect((await ask('whats on the lunch menu')).resolved).toBe(false);
  });

  it('answers "who is" only with a named person', async () => {
    // The handbook mentions "the principal" but names nobody: that sentence is not an answer.
    expect((await ask('who is the principal')).resolved).toBe(false);
  });

  it('answers for the asked grade from the row of its band', async () => {
    const school = await schoolWithFile('Two-band School', {
      fileName: 'meals.txt',
      title: 'Meal Prices',
      contentType: 'handbook',
      chunks: [
        { heading: 'Meals', content: 'Lunch (K-4): $3.25 per day.\nLunch (5-8): $3.45 per day.' },
        { heading: '8th Grade Trip', content: 'Total cost per student, lunches included: $1,150.' },
      ],
    });
    const third = await ask('how much is lunch for a 3rd grader', school);
    expect(third.answer).toContain('$3.25');
    expect(third.answer).not.toContain('$3.45');
    expect(third.answer).not.toContain('$1,150');
    const seventh = await ask('lunch price for 7th grade', school);
    expect(seventh.answer).toContain('$3.45');
    expect(seventh.answer).not.toContain('$3.25');
  });

  it('the row naming the asked grade answers ("what time do 5th graders get out" → Grades 4–6)', async () => {
    const school = await schoolWithFile('Bell School', {
      fileName: 'handbook.txt',
      title: 'Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Bell Schedule',
          content:
            'Grades K–3 — Regular Day: 8:15 a.m. – 2:40 p.m.\nGrades 4–6 — Regular Day: 8:15 a.m. – 2:50 p.m.',
        },
        {
          heading: 'After School',
          content: 'The after-school program runs from dismissal until 6:00 p.m. every school day.',
        },
      ],
    });
    const fifth = await ask('what time do 5th graders get out', school);
    expect(fifth.answer).toContain('2:50');
    expect(fifth.answer).not.toContain('2:40');
  });

  it('words joined by a slash are two words ("Lost/damaged Chromebook")', async () => {
    const school = await schoolWithFile('Device School', {
      fileName: 'fees.txt',
      title: 'Fees',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Fees',
          content:
            'Chromebook Protection Plan — Amount: $25 per year\nLost/damaged Chromebook — Amount: $275\nLibrary book replacement — Amount: $15',
        },
      ],
    });
    const reply = await ask('if he breaks his chromebook how much do we pay', school);
    expect(reply.answer).toContain('$275');
    expect(reply.answer).not.toContain('$25 per year');
  });

  it('"spring break" is not answered with another named break plus a "spring trip"', async () => {
    const school = await schoolWithFile('Break School', {
      fileName: 'notes.txt',
      title: 'Family Notes',
      contentType: 'newsletter',
      chunks: [
        {
          heading: 'Holidays',
          content: 'Thanksgiving Break runs Thursday, November 26 to Friday, November 27.',
        },
        { heading: '8th Grade Trip', content: 'Attached is the packing list for our spring trip.' },
      ],
    });
    const spring = await ask('when is spring break', school);
    expect(spring.resolved).toBe(false);
    expect((await ask('when is thanksgiving break', school)).answer).toContain('November 26');
  });

  it('"medical" is not "medication" although the stemmer makes both "medic"', async () => {
    const school = await schoolWithFile('Medic School', {
      fileName: 'handbook.txt',
      title: 'Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Health',
          content:
            'Students who feel unwell during the day visit the health office. Prescription medication is kept by the nurse with a signed form.',
        },
      ],
    });
    await seedKnowledgeFile(database, {
      schoolId: school,
      fileName: 'trip.txt',
      title: 'Science Trip',
      contentType: 'announcement',
      chunks: [{ content: 'Required for the trip during the day: a signed medical release.' }],
    });
    const tylenol = await ask('my daughter needs tylenol during the day', school);
    expect(tylenol.answer).toContain('kept by the nurse');
    expect(tylenol.answer).not.toContain('medical release');
    expect((await ask('is a medical release required for the trip', school)).answer).toContain(
      'medical release',
    );
  });

  it('"the musical" is not the band\'s "Music Festival" although the stemmer makes both "music"', async () => {
    const school = await schoolWithFile('Music School', {
      fileName: 'band-trip.txt',
      title: 'Band Trip',
      contentType: 'announcement',
      chunks: [
        {
          content:
            'All band students perform at the Hill Country Music Festival in San Antonio on Saturday, April 24; the awards ceremony is at 6:00 p.m.',
        },
      ],
    });
    // A flyer read by OCR: its show times sit in a block of their own under the play's title.
    await seedKnowledgeFile(database, {
      schoolId: school,
      fileName: 'flyer.png',
      title: 'Into the Woods Flyer',
      contentType: 'flyer',
      chunks: [{ heading: 'Into the Woods JR.', content: 'Saturday, February 27 at 2:00 PM and 7:00 PM' }],
    });
    // The band's performance is a show, but no musical: better the office than the festival.
    expect((await ask('what are the show times for the musical', school)).answer).not.toContain(
      'Music Festival',
    );
    expect((await ask('when is the music festival', school)).answer).toContain('April 24');
  });

  it('"an absence" reaches "will be absent"; "my child is late" is tardiness, not a late pick-up fee', async () => {
    const school = await schoolWithFile('Attendance School', {
      fileName: 'handbook.txt',
      title: 'Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Attendance',
          content:
            'If your child will be absent, call the attendance line at (555) 010-2001 before 9:00 am. Family trips during school days should be requested two weeks ahead using the Planned Absence Form.',
        },
        {
          heading: 'School Hours',
          content: 'Students arriving after 8:10 am are marked tardy and must sign in at the front office.',
        },
        {
          heading: 'Aftercare',
          content: 'Aftercare runs until 6:00 pm. A late fee of $1 per minute is charged after 6:00 pm.',
        },
      ],
    });
    expect((await ask('how do i report an absence', school)).answer).toContain('call the attendance line');
    // A standing rule answers a question about today without a "For Thursday, March 12:" heading.
    const today = (
      await ask('he has a fever so he is staying home today, how do i report the absence', school)
    ).answer;
    expect(today).toMatch(/^If your child will be absent, call the attendance line/);
    const late = (await ask('what happens if my child is late', school)).answer;
    expect(late).toContain('marked tardy');
    expect(late).not.toContain('late fee');
  });

  it('a word mentioned only in an enumerated aside does not answer a question about it', async () => {
    const school = await schoolWithFile('Trip School', {
      fileName: 'trip.txt',
      title: 'Washington Trip',
      contentType: 'announcement',
      chunks: [{ content: 'Total cost per student: $1,150 (bus, hotel, meals, museum admissions).' }],
    });
    expect((await ask('is there a bus to school', school)).resolved).toBe(false);
    expect((await ask('how much is the washington trip', school)).answer).toContain('$1,150');
  });

  it('a table column header names the value, not the topic: "can he bring his phone" gets the rule', async () => {
    const school = await schoolWithFile('Phone School', {
      fileName: 'handbook.txt',
      title: 'Handbook',
      contentType: 'handbook',
      chunks: [
        {
          heading: 'Contacts',
          content: 'Main Office — Phone / E-mail: (555) 010-2000; Hours: 8:00 AM - 4:00 PM',
        },
        {
          heading: 'Rules',
          content:
            'Personal phones may come to school but they stay switched off in backpacks from the first bell until the last bell, including lunch and recess.',
        },
      ],
    });
    const rule = await ask('can he bring his phone', school);
    expect(rule.answer).toContain('switched off in backpacks');
    expect(rule.answer).not.toContain('010-2000');
    expect((await ask('what is the main office phone number', school)).answer).toContain('(555) 010-2000');
  });

  it('corrects misspellings against the school knowledge', async () => {
    const r = await ask('do they need sneekers on pe days');
    expect(r.resolved).toBe(true);
    expect(r.answer).toContain('Sneakers are required on PE days');
  });

  it('prefers the newer document when two disagree', async () => {
    const r = await ask('how much is lunch');
    expect(r.resolved).toBe(true);
    expect(r.answer).toContain('$3.50');
    expect(r.answer).not.toContain('$3.25');
    expect(r.category).toBe('Fees & Payments');
  });

  it('resolves "tomorrow" in the school time zone and prefers the sentence naming that day', async () => {
    const r = await ask('is there early pickup tmrw??');
    expect(r.resolved).toBe(true);
    expect(r.answer).toContain('Friday, March 13');
    expect(r.answer).toContain('12:30 pm');
  });

  it('never answers from expired or unfinished knowledge', async () => {
    const expired = await ask('when is pajama day?');
    expect(expired.resolved).toBe(false);
    expect(expired.answer).not.toMatch(/pajama/i);
    const processing = await ask('when does the robotics club meet?');
    expect(processing.resolved).toBe(false);
    expect(processing.answer).not.toContain('room 12');
  });

  it('declines what the knowledge does not cover, pointing to the office with its phone', async () => {
    const r = await ask('is there a swim team?');
    expect(r.resolved).toBe(false);
    expect(r.answer).toContain("doesn't cover");
    expect(r.answer).toContain('(555) 010-2000');
    expect(r.sources).toEqual([]);
  });

  it('keeps schools apart', async () => {
    const a = await ask('when does the swim team practice?', schoolA);
    expect(a.answer).not.toContain('ZEBRA-MARKER');
    const b = await ask('when does the swim team practice?', schoolB);
    expect(b.resolved).toBe(true);
    expect(b.answer).toContain('ZEBRA-MARKER');
    const bLunch = await ask('how much is lunch', schoolB);
    expect(bLunch.resolved).toBe(false);
    expect(bLunch.answer).not.toContain('$3');
  });

  it('declines emoji-only and non-Latin questions politely', async () => {
    for (const q of ['🙂🙂🚌', '明天学校几点放学？', 'متى يبدأ الدوام؟']) {
      const r = await ask(q);
      expect(r.resolved).toBe(false);
      expect(r.category).toBe('');
      expect(r.answer).toMatch(/^I'm sorry/);
    }
  });

  it('reads a question of the longest allowed length without failing, and never writes knowledge', async () => {
    const count = async () =>
      Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM knowledge_chunks'))[0]!.n);
    const before = await count();
    const words = 'what time is dismissal and how much is lunch and is there school friday ';
    const long = words.repeat(Math.ceil(MAX_QUESTION_LENGTH / words.length)).slice(0, MAX_QUESTION_LENGTH);
    const r = await ask(long);
    expect(r.answer.length).toBeGreaterThan(0);
    // At most MAX_PARTS parts are answered; the reply stays a phone-sized message.
    expect(r.answer).toContain('3:15 pm');
    expect(await count()).toBe(before);
  });

  it('answers date questions from calendar events through the EventSource', async () => {
    const seen: unknown[] = [];
    const eventSource: EventSource = {
      async findEvents(input) {
        seen.push(input);
        return [
          {
            summary: 'Science Fair',
            description: 'Projects in the gym',
            location: 'Gym',
            startsAt: new Date('2026-03-16T22:00:00Z'),
            endsAt: new Date('2026-03-17T00:00:00Z'),
            allDay: false,
            calendarName: 'School Events',
            association: null,
          },
        ];
      },
    };
    const r = await assistant({ eventSource }).answerQuestion({
      schoolId: schoolA,
      question: 'when is the science fair next monday?',
      channel: 'web',
    });
    expect(r.resolved).toBe(true);
    expect(r.answer).toContain('Science Fair: Monday, March 16, 6:00 PM–8:00 PM at Gym');
    expect(r.sources[0]).toEqual({ title: 'School Events' });
    const call = seen[0] as { range: { start: Date; end: Date }; schoolId: string };
    expect(call.schoolId).toBe(schoolA);
    expect(call.range.start.toISOString()).toBe('2026-03-16T04:00:00.000Z');
    expect(call.range.end.toISOString()).toBe('2026-03-17T04:00:00.000Z');
  });
});
