import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../db/test-database.js';
import { inRequestScope } from '../../shared/request-memo.js';
import { insertSchool } from '../schools/schools.directory.js';
import {
  calendarCoverage,
  deleteCalendarRow,
  insertCalendar,
  replaceEvents,
} from './calendars.repository.js';
import type { ParsedOccurrence } from './calendars.parser.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

function occurrence(uid: string, day: string): ParsedOccurrence {
  return {
    uid,
    summary: `Event ${uid}`,
    description: '',
    location: '',
    startsAt: new Date(`${day}T00:00:00Z`),
    endsAt: new Date(`${day}T23:59:00Z`),
    allDay: true,
  };
}

describe('calendarCoverage in a request scope', () => {
  it('is read once per question, and again after the request’s own calendar writes', async () => {
    const { id: schoolId } = await insertSchool(database.db, { timeZone: 'America/Chicago' });
    await inRequestScope(async () => {
      expect(await calendarCoverage(database.db, schoolId)).toBeNull();
      const calendar = await insertCalendar(database.db, {
        schoolId,
        name: 'District',
        icsUrl: 'https://calendar.example/district.ics',
        association: null,
        lastSynced: new Date('2027-01-10T12:00:00Z'),
      });
      // The request's own write is seen at once.
      await replaceEvents(database.db, {
        schoolId,
        calendarId: calendar.id,
        association: null,
        occurrences: [occurrence('a', '2027-02-15')],
      });
      const first = await calendarCoverage(database.db, schoolId);
      expect(first?.eventsVersion).toMatch(/^1:/);
      // A write this scope never hears of (a daily sync in another process) waits for the next one:
      // the parts of one question all read the same calendar.
      await database.query(
        `INSERT INTO calendar_events (school_id, calendar_id, uid, summary, description, location, starts_at, ends_at, all_day)
         VALUES ($1, $2, 'b', 'Event b', '', '', '2027-02-16', '2027-02-17', true)`,
        [schoolId, calendar.id],
      );
      expect((await calendarCoverage(database.db, schoolId))?.eventsVersion).toBe(first!.eventsVersion);
      await replaceEvents(database.db, {
        schoolId,
        calendarId: calendar.id,
        association: null,
        occurrences: [
          occurrence('a', '2027-02-15'),
          occurrence('b', '2027-02-16'),
          occurrence('c', '2027-02-17'),
        ],
      });
      expect((await calendarCoverage(database.db, schoolId))?.eventsVersion).toMatch(/^3:/);
      await deleteCalendarRow(database.db, schoolId, calendar.id);
      expect(await calendarCoverage(database.db, schoolId)).toBeNull();
    });
  });

  it('outside a scope reads the database every time', async () => {
    const { id: schoolId } = await insertSchool(database.db, { timeZone: 'UTC' });
    expect(await calendarCoverage(database.db, schoolId)).toBeNull();
    await database.query(
      `INSERT INTO calendars (school_id, name, ics_url, last_synced) VALUES ($1, 'Feed', 'https://x.example/a.ics', now())`,
      [schoolId],
    );
    expect(await calendarCoverage(database.db, schoolId)).not.toBeNull();
  });
});
