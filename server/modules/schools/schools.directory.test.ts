import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../db/test-database.js';
import { inRequestScope } from '../../shared/request-memo.js';
import {
  findMessagingSchool,
  findOtherSchoolWithPhoneNumberId,
  findSchoolByForwardingAddress,
  findSchoolById,
  findSchoolsByPhoneNumberIds,
  insertSchool,
  listSchoolsWithDailySync,
  saveWhatsappConnection,
  schoolTimeZone,
  updateSchool,
} from './schools.directory.js';

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

describe('reads for jobs and webhooks (no session)', () => {
  it('lists daily-sync schools with their zone, and answers UTC for an unknown school', async () => {
    const on = await insertSchool(database.db, { timeZone: 'America/Chicago' });
    const off = await insertSchool(database.db, { timeZone: 'Europe/Paris' });
    await updateSchool(database.db, on.id, { calendarDailySync: true });
    const listed = await listSchoolsWithDailySync(database.db);
    expect(listed).toContainEqual({ id: on.id, timeZone: 'America/Chicago' });
    expect(listed.map((s) => s.id)).not.toContain(off.id);
    expect(await schoolTimeZone(database.db, off.id)).toBe('Europe/Paris');
    expect(await schoolTimeZone(database.db, '00000000-0000-4000-8000-000000000000')).toBe('UTC');
  });

  it('finds the school of a forwarding address in any case, only while forwarding is on', async () => {
    const school = await insertSchool(database.db, { timeZone: 'UTC', name: 'Maple' });
    await updateSchool(database.db, school.id, { forwardingAddress: 'maple-42@in.example' });
    expect(await findSchoolByForwardingAddress(database.db, 'Maple-42@IN.example')).toBeNull();
    await updateSchool(database.db, school.id, { emailForwardingEnabled: true });
    expect(await findSchoolByForwardingAddress(database.db, 'Maple-42@IN.example')).toEqual({
      id: school.id,
      name: 'Maple',
    });
  });

  it('maps WhatsApp phone-number ids to their schools and finds another school using one', async () => {
    const a = await insertSchool(database.db, { timeZone: 'UTC' });
    const b = await insertSchool(database.db, { timeZone: 'UTC' });
    await saveWhatsappConnection(database.db, a.id, {
      phoneNumberId: 'pn-a',
      businessAccountId: 'waba-a',
      accessTokenEnc: 'cipher',
      at: new Date('2025-01-02T03:04:05Z'),
    });
    expect(await findSchoolsByPhoneNumberIds(database.db, ['pn-a', 'pn-unknown'])).toEqual(
      new Map([['pn-a', a.id]]),
    );
    expect(await findOtherSchoolWithPhoneNumberId(database.db, b.id, 'pn-a')).toEqual({ id: a.id });
    expect(await findOtherSchoolWithPhoneNumberId(database.db, a.id, 'pn-a')).toBeNull();
    expect(await findMessagingSchool(database.db, a.id)).toMatchObject({
      phoneNumberId: 'pn-a',
      businessAccountId: 'waba-a',
      accessTokenEnc: 'cipher',
      updatedAt: new Date('2025-01-02T03:04:05Z'),
    });
  });
});
