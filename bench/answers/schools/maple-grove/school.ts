/**
 * School 1 of the answer bench: Maple Grove Elementary, the original bench school (corpus.ts),
 * wrapped in the shape of the other schools. Its files are rendered by
 * bench/answers/generate-fixtures.ts into fixtures/; its questions (questions.ts, questions-3.ts,
 * calendar-questions.ts) form its dev split. Bench "now": Thursday, March 12, 2026, 9:00 am New York.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_NOW, BENCH_TIME_ZONE, CORPUS } from '../../corpus.js';
import type { BenchSchool } from '../school.types.js';

const fixturesDir = path.resolve(import.meta.dirname, 'fixtures');

export const MAPLE_GROVE: BenchSchool = {
  slug: 'maple-grove',
  name: 'Maple Grove Elementary',
  timeZone: BENCH_TIME_ZONE,
  now: BENCH_NOW,
  nowLabel: 'Thursday, March 12, 2026, 9:00 am (America/New_York)',
  officePhone: '(555) 010-2000',
  officeEmail: 'office@maplegrove.example',
  fixturesDir,
  documents: CORPUS.map((doc) => ({
    format: 'prebuilt' as const,
    fileName: doc.fileName,
    contentType: doc.contentType,
    uploadedAt: doc.createdAt,
    ...(doc.expiryDate ? { expiryDate: doc.expiryDate } : {}),
    voice: 'school office (Maple Grove voice: "The office phone number is ...")',
    description: doc.title,
    text: `${doc.title}\n${doc.text}`,
  })),
  calendar: {
    fileName: 'maple-grove-calendar.ics',
    name: 'Maple Grove Elementary',
    text: readFileSync(path.join(fixturesDir, 'maple-grove-calendar.ics'), 'utf8'),
  },
};
