import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../db/test-database.js';
import { inRequestScope } from '../../shared/request-memo.js';
import { findSchoolById, insertSchool, updateSchool } from './schools.directory.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('findSchoolById in a request scope', () => {
  it('reads the row once, hands out copies, and sees its own request’s updates', async () => {
    const { id } = await insertSchool(database.db, { timeZone: 'America/New_York', name: 'Before' });
    await inRequestScope(async () => {
      const first = await findSchoolById(database.db, id);
      first!.name = 'changed by a caller';
      expect((await findSchoolById(database.db, id))!.name).toBe('Before');
      await updateSchool(database.db, id, { name: 'After', officePhone: '555-0100' });
      expect(await findSchoolById(database.db, id)).toMatchObject({ name: 'After', officePhone: '555-0100' });
      // A write the scope never hears of (another request, another process) waits for the next scope.
      await database.query('UPDATE schools SET name = $2 WHERE id = $1', [id, 'Elsewhere']);
      expect((await findSchoolById(database.db, id))!.name).toBe('After');
    });
    expect((await findSchoolById(database.db, id))!.name).toBe('Elsewhere');
    await inRequestScope(async () => {
      expect((await findSchoolById(database.db, id))!.name).toBe('Elsewhere');
    });
  });

  it('reads inside a transaction from the transaction, not the scope', async () => {
    const { id } = await insertSchool(database.db, { timeZone: 'UTC', name: 'Tx' });
    await inRequestScope(async () => {
      expect((await findSchoolById(database.db, id))!.name).toBe('Tx');
      await database.db.transaction(async (tx) => {
        await updateSchool(tx, id, { name: 'In tx' });
        expect((await findSchoolById(tx, id))!.name).toBe('In tx');
      });
      expect((await findSchoolById(database.db, id))!.name).toBe('In tx');
    });
  });
});
