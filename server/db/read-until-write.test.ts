import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../modules/schools/schools.table.js';
import type { Database } from './client.js';
import { isReadOnlyStatement, readUntilWrite } from './read-until-write.js';
import { createTestDatabase } from './test-database.js';

describe('isReadOnlyStatement', () => {
  it.each([
    ['SELECT 1', true],
    ['  (select id from schools) union (select id from schools)', true],
    ['-- the version\nselect count(*) from knowledge_files', true],
    ['WITH q AS (SELECT 1) SELECT * FROM q', true],
    ['show server_version', true],
    ['SELECT id FROM jobs FOR UPDATE SKIP LOCKED', false],
    ['WITH moved AS (UPDATE jobs SET state = 1 RETURNING id) SELECT * FROM moved', false],
    ['insert into schools (time_zone) values ($1)', false],
    ['/* bulk */ DELETE FROM knowledge_chunks', false],
    ['ANALYZE', false],
    ['BEGIN', false],
  ])('%s → %s', (sql, readOnly) => {
    expect(isReadOnlyStatement(sql)).toBe(readOnly);
  });
});

describe('readUntilWrite', () => {
  let database: Database;
  let reads = 0;
  const readName = (id: string) =>
    readUntilWrite(database.db, `name:${id}`, async () => {
      reads++;
      const rows = await database.query<{ name: string | null }>('SELECT name FROM schools WHERE id = $1', [
        id,
      ]);
      return rows[0]?.name ?? null;
    });
  let id = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const [row] = await database.db.insert(schools).values({ timeZone: 'UTC', name: 'Oak' }).returning();
    id = row!.id;
  });
  afterAll(() => database.close());

  it('reads once while nothing is written, and again after every kind of write', async () => {
    if (database.kind !== 'pglite') return; // over PostgreSQL other processes may write: never kept
    reads = 0;
    expect(await readName(id)).toBe('Oak');
    expect(await readName(id)).toBe('Oak');
    await database.query('SELECT count(*) FROM schools');
    expect(await readName(id)).toBe('Oak');
    expect(reads).toBe(1);

    await database.query('UPDATE schools SET name = $2 WHERE id = $1', [id, 'Elm']);
    expect(await readName(id)).toBe('Elm');
    expect(reads).toBe(2);

    await database.db.transaction(async (tx) => {
      await tx.execute(`UPDATE schools SET name = 'Ash' WHERE id = '${id}'`);
    });
    expect(await readName(id)).toBe('Ash');
    expect(reads).toBe(3);

    // A failed write still counts: it may have been part of something that did change rows.
    await expect(database.query('INSERT INTO schools (id) VALUES (NULL)')).rejects.toThrow();
    expect(await readName(id)).toBe('Ash');
    expect(reads).toBe(4);
  });

  it('never serves a value read before a write once that write has settled', async () => {
    if (database.kind !== 'pglite') return;
    await database.query('SELECT 1 FROM schools'); // nothing kept changes
    const key = 'name-before-write';
    const read = () =>
      readUntilWrite(database.db, key, async () => {
        const rows = await database.query<{ name: string }>('SELECT name FROM schools WHERE id = $1', [id]);
        return rows[0]!.name;
      });
    const before = read(); // sent first: PGlite answers it before the write below
    const write = database.query('UPDATE schools SET name = $2 WHERE id = $1', [id, 'Birch']);
    expect(await before).toBe('Ash');
    await write;
    expect(await read()).toBe('Birch');
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const failing = () =>
      readUntilWrite(database.db, 'failing', async () => {
        calls++;
        throw new Error('boom');
      });
    await expect(failing()).rejects.toThrow('boom');
    await expect(failing()).rejects.toThrow('boom');
    expect(calls).toBe(2);
  });

  it('reads every time for a database it does not track (outside a request scope)', async () => {
    const untracked = {};
    let calls = 0;
    const read = () => readUntilWrite(untracked, 'k', async () => ++calls);
    expect(await read()).toBe(1);
    expect(await read()).toBe(2);
  });
});
