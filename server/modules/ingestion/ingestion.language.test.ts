import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { chunksOf, seedFile, seedSchool } from './ingestion.testing.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const SPANISH_PAGE = [
  '# Horario diario',
  '',
  'Las clases empiezan a las 8:35 de la mañana. Los estudiantes que llegan después de las 8:45 deben pasar por la oficina.',
  '',
  '## Salida temprano',
  '',
  'Los días de salida temprano los niños salen a las 12:35 de la tarde. Por favor, recojan a sus hijos a tiempo.',
].join('\n');

const ENGLISH_PAGE =
  '# Lunch\n\nStudent lunch costs $3.10 and breakfast is free for every student who arrives before 8:20.';

describe('knowledge chunks are indexed in their own language', { timeout: 60_000 }, () => {
  it('marks a Spanish page es and finds it with Spanish stemming; English pages stay en', async () => {
    t = await createTestApp();
    const schoolId = await seedSchool(t);
    const es = await seedFile(t, {
      schoolId,
      fileName: 'horario.md',
      mimeType: 'text/markdown',
      body: Buffer.from(SPANISH_PAGE),
    });
    const en = await seedFile(t, {
      schoolId,
      fileName: 'lunch.md',
      mimeType: 'text/markdown',
      body: Buffer.from(ENGLISH_PAGE),
    });
    await t.deps.queue.runDue();

    const spanishChunks = await chunksOf(t, es);
    expect(spanishChunks.length).toBeGreaterThan(0);
    const languages = await t.database.query<{ file_id: string; language: string }>(
      'SELECT DISTINCT file_id, language FROM knowledge_chunks WHERE school_id = $1',
      [schoolId],
    );
    expect(languages.filter((r) => r.file_id === es).map((r) => r.language)).toEqual(['es']);
    expect(languages.filter((r) => r.file_id === en).map((r) => r.language)).toEqual(['en']);

    // Spanish stemming: "empieza clase" finds "empiezan … clases" in the Spanish page only.
    const spanish = await t.database.query<{ file_id: string }>(
      `SELECT file_id FROM knowledge_chunks WHERE school_id = $1 AND tsv @@ plainto_tsquery('spanish', 'empieza clase')`,
      [schoolId],
    );
    expect(spanish.map((r) => r.file_id)).toEqual([es]);
    // English stemming unchanged for English chunks.
    const english = await t.database.query<{ file_id: string }>(
      `SELECT file_id FROM knowledge_chunks WHERE school_id = $1 AND tsv @@ plainto_tsquery('english', 'costs lunches')`,
      [schoolId],
    );
    expect(english.map((r) => r.file_id)).toEqual([en]);
  });
});
