import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../db/test-database.js';
import type { Database } from '../../db/client.js';
import { seedSchool } from '../assistant/assistant.fixtures.js';
import { insertParentQuery, markQueryFailed, markQuerySent } from './parent-queries.repository.js';

let database: Database;
let schoolA: string;
let schoolB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  schoolA = await seedSchool(database, { name: 'A', timeZone: 'UTC' });
  schoolB = await seedSchool(database, { name: 'B', timeZone: 'UTC' });
});
afterAll(async () => database?.close());

describe('query log', () => {
  it('stores a parent query with its answer, then its delivery', async () => {
    const received = new Date('2026-03-12T13:00:00Z');
    const row = await insertParentQuery(database.db, {
      schoolId: schoolA,
      channel: 'whatsapp',
      parentPhone: '+15550100000',
      query: 'what time is dismissal',
      response: 'From the Parent Handbook: Dismissal is at 3:15 pm.',
      category: 'Transportation',
      resolved: true,
      sources: [{ title: 'Parent Handbook', key: 'k1' }],
      queryReceivedAt: received,
    });
    expect(row).toMatchObject({
      sendStatus: 'pending',
      resolved: true,
      category: 'Transportation',
      responseSentAt: null,
    });
    expect(row.sources).toEqual([{ title: 'Parent Handbook', key: 'k1' }]);

    // Another school cannot touch it.
    expect(
      await markQuerySent(database.db, { schoolId: schoolB, queryId: row.id, sentAt: new Date() }),
    ).toBeNull();

    const sent = await markQuerySent(database.db, {
      schoolId: schoolA,
      queryId: row.id,
      sentAt: new Date('2026-03-12T13:00:02Z'),
    });
    expect(sent?.sendStatus).toBe('sent');
    expect(sent!.responseSentAt!.getTime() - received.getTime()).toBe(2000);

    const failed = await markQueryFailed(database.db, {
      schoolId: schoolA,
      queryId: row.id,
      error: 'Graph API 400',
    });
    expect(failed).toMatchObject({ sendStatus: 'failed', sendError: 'Graph API 400' });
  });
});
