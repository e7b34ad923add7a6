import { it } from 'vitest';
import { createTestDatabase } from '../../db/test-database.js';
import { seedKnowledgeFile, seedSchool } from './assistant.fixtures.js';
import { similarTexts, termStats } from './assistant.repository.js';
import { closestWord, normalizeQuestion } from './assistant.text.js';
it('x', async () => {
  const db = await createTestDatabase();
  const s = await seedSchool(db, { name: 'x', timeZone: 'UTC' });
  await seedKnowledgeFile(db, { schoolId: s, fileName: 'a', contentType: 'handbook', chunks: [{ heading: 'Uniforms', content: 'Students wear navy or white polo shirts with khaki pants or skirts. Sneakers are required on PE days.' }] });
  const now = new Date();
  console.log(normalizeQuestion('do they need sneekers on pe days'));
  console.log(await termStats(db, { schoolId: s, now, terms: ['sneekers', 'physical', 'education'] }));
  const texts = await similarTexts(db, { schoolId: s, now, word: 'sneekers', limit: 4 });
  console.log(texts, closestWord('sneekers', new Set(texts.flatMap((t) => t.toLowerCase().match(/\p{L}{3,}/gu) ?? []))));
});
