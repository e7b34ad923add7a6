import { describe, expect, it } from 'vitest';
import { llmPassages } from './assistant.llm-passages.js';
import type { Candidate, Retrieved } from './assistant.pipeline.types.js';
import { read } from './assistant.understand.testing.js';

const NOTHING: Retrieved = { passages: null, dayTimes: null, events: [], days: null, hours: null };

describe('LLM mode: the passages the model answers from', () => {
  it('leads with what the engine computed from the calendar, which no document states', () => {
    const u = read('when does winter break start and when do they go back');
    const computed: Candidate = {
      answer:
        'Winter Break starts Monday, December 21 (no school through Friday, January 1). School resumes Monday, January 4.',
      sources: [{ title: 'RCA 2026-27 Calendar', key: 'calendar:1' }],
      confidence: 1,
      answerer: 'school-day',
    };
    const passages = llmPassages(
      u,
      u.parts.map(() => NOTHING),
      [computed],
    );
    expect(passages[0]).toMatchObject({
      contentType: 'calendar facts',
      title: 'Found in RCA 2026-27 Calendar for "when does winter break start"',
      text: expect.stringContaining('School resumes Monday, January 4.'),
    });
  });

  it('names quoted sentences as document sentences, and adds nothing for a part it declined', () => {
    const u = read('how much is lunch and whats the wifi password');
    const lunch: Candidate = {
      answer: 'Hot lunch costs $3.25 per day.',
      sources: [{ title: 'Parent Handbook', key: 'file:1' }],
      confidence: 1,
      answerer: 'passage',
    };
    const passages = llmPassages(
      u,
      u.parts.map(() => NOTHING),
      [lunch, null],
    );
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({
      contentType: 'document sentences',
      text: 'Hot lunch costs $3.25 per day.',
    });
  });
});
