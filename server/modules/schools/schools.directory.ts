/**
 * The schools module's interface for other modules: find, create and update a school row, and the
 * narrow reads and writes that jobs and webhooks make without a session. Other modules import these
 * names from here, never schools.table.ts or schools.repository.ts (the lint's storage boundary).
 *
 * - `findSchoolById` returns null for an unknown id; `updateSchool` sets `updatedAt` and returns the
 *   updated row, or null for an unknown id. `schoolRequestKey` names the row in a request scope
 *   (server/shared/request-memo.ts).
 * - Calendars: `listSchoolsWithDailySync` ({ id, timeZone }[]) for the daily sync's tick;
 *   `schoolTimeZone` ('UTC' for an unknown school) for the day model.
 * - Inbound e-mail: `findSchoolByForwardingAddress` ({ id, name } or null; only while forwarding is on).
 * - WhatsApp: `findSchoolsByPhoneNumberIds` (phone-number id → school id), `findMessagingSchool` (the
 *   school's connection, toggles and office contacts, or null), `findOtherSchoolWithPhoneNumberId`
 *   and `saveWhatsappConnection` (also forgets the row in the request scope).
 */
export {
  findMessagingSchool,
  findOtherSchoolWithPhoneNumberId,
  findSchoolByForwardingAddress,
  findSchoolById,
  findSchoolsByPhoneNumberIds,
  insertSchool,
  listSchoolsWithDailySync,
  saveWhatsappConnection,
  schoolRequestKey,
  schoolTimeZone,
  updateSchool,
  type MessagingSchool,
  type SchoolRow,
} from './schools.repository.js';
