import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { askWebchat, createTestApp, signUp, type TestApp } from '../../testing/test-app.js';
import { seedKnowledgeFile } from '../assistant/assistant.fixtures.js';
import { createKnowledgeSearch, LexemeMemo, withVersionReadOnce } from './knowledge.search.js';
import { lexemesOf } from './knowledge.search.repository.js';

describe('LexemeMemo', () => {
  const reader = () => {
    const asked: string[][] = [];
    const memo = new LexemeMemo(async (texts, language) => {
      asked.push(texts);
      return texts.map((t) => [`${language}:${t}`]);
    }, 3);
    return { asked, memo };
  };

  it('reads only texts it has not read, once each, and answers in the order asked', async () => {
    const { asked, memo } = reader();
    expect(await memo.lexemes(['a', 'b', 'a'])).toEqual([['en:a'], ['en:b'], ['en:a']]);
    expect(await memo.lexemes(['b', 'c'])).toEqual([['en:b'], ['en:c']]);
    expect(await memo.lexemes(['c', 'a'], 'en')).toEqual([['en:c'], ['en:a']]);
    expect(asked).toEqual([['a', 'b'], ['c']]);
    // The same text in another configuration is another entry.
    expect(await memo.lexemes(['a'], 'es')).toEqual([['es:a']]);
    expect(asked.at(-1)).toEqual(['a']);
  });

  it('keeps the most recently used texts only, and hands out copies', async () => {
    const { asked, memo } = reader();
    await memo.lexemes(['a', 'b', 'c']);
    await memo.lexemes(['a']); // a is now the most recent; b the oldest
    await memo.lexemes(['d']); // over the size of 3: b goes
    asked.length = 0;
    const [a] = await memo.lexemes(['a', 'c', 'd']);
    expect(asked).toEqual([]);
    a!.push('changed');
    expect(await memo.lexemes(['a'])).toEqual([['en:a']]);
    await memo.lexemes(['b']);
    expect(asked).toEqual([['b']]);
  });

  it('gives exactly what PostgreSQL stems, memoized or not', async () => {
    const t = await createTestApp();
    try {
      const search = createKnowledgeSearch(t.database);
      const texts = ['Dismissal is at 3:15 pm', 'the running children', 'Lost/damaged Chromebook'];
      const direct = await lexemesOf(t.database.db, texts);
      expect(direct[0]).toEqual(expect.arrayContaining(['dismiss', 'pm']));
      expect(await search.lexemes(texts)).toEqual(direct);
      expect(await search.lexemes([...texts].reverse())).toEqual([...direct].reverse());
      const spanish = await lexemesOf(t.database.db, ['los niños corren'], 'es');
      expect(await search.lexemes(['los niños corren'], 'es')).toEqual(spanish);
      expect(await search.lexemes(['los niños corren'], 'es')).toEqual(spanish);
    } finally {
      await t.close();
    }
  });
});

describe('withVersionReadOnce', () => {
  it('reads the version once per school, and again through a new one', async () => {
    let reads = 0;
    const base = {
      ...createKnowledgeSearch({} as never),
      version: async (schoolId: string) => `${schoolId}:${++reads}`,
    };
    const once = withVersionReadOnce(base);
    expect(await once.version('s1')).toBe('s1:1');
    expect(await once.version('s1')).toBe('s1:1');
    expect(await once.version('s2')).toBe('s2:2');
    expect(await withVersionReadOnce(base).version('s1')).toBe('s1:3');
  });
});

describe('the next question sees a knowledge change', () => {
  const clock = fixedClock('2026-03-12T13:00:00Z');
  let t: TestApp;
  let staff: { cookie: string; schoolId: string };
  const ask = async (query: string) => (await askWebchat(t.app, staff.cookie, query, 'user_fresh')).reply;

  beforeAll(async () => {
    t = await createTestApp({ overrides: { clock } });
    staff = await signUp(t);
    await seedKnowledgeFile(t.database, {
      schoolId: staff.schoolId,
      fileName: 'handbook.pdf',
      title: 'Parent Handbook',
      contentType: 'handbook',
      chunks: [{ heading: 'Dismissal', content: 'Dismissal is at 3:15 pm every day.' }],
    });
  });
  afterAll(async () => t.close());

  it('answers from a file added after the last question, and no longer from one removed', async () => {
    expect(await ask('what time is dismissal')).toContain('3:15 pm');
    expect(await ask('how much does the zoo trip cost')).not.toContain('$14');
    const { key } = await seedKnowledgeFile(t.database, {
      schoolId: staff.schoolId,
      fileName: 'zoo.pdf',
      title: 'Zoo Trip',
      contentType: 'announcement',
      chunks: [{ heading: 'Zoo trip', content: 'The zoo trip costs $14 per student.' }],
    });
    expect(await ask('how much does the zoo trip cost')).toContain('$14');
    await t.database.query('DELETE FROM knowledge_files WHERE key = $1', [key]);
    expect(await ask('how much does the zoo trip cost')).not.toContain('$14');
    expect(await ask('what time is dismissal')).toContain('3:15 pm');
  });
});
