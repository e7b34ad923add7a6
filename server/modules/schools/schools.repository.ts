import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { findOne, firstOrNull, preparedPerDatabase, updateOne } from '../../db/common.repository.js';
import { readUntilWrite } from '../../db/read-until-write.js';
import { forgetInRequest } from '../../shared/request-memo.js';
import { schools } from './schools.table.js';

export type SchoolRow = typeof schools.$inferSelect;

/** `findSchoolById` as a prepared statement: signed-in requests and every question read the row. */
const schoolById = preparedPerDatabase((db) =>
  db
    .select()
    .from(schools)
    .where(eq(schools.id, sql.placeholder('id')))
    .limit(1)
    .prepare('school_by_id'),
);

/** The key of a school row in a request scope (server/shared/request-memo.ts). */
export function schoolRequestKey(schoolId: string): string {
  return `school:${schoolId}`;
}

/**
 * The school row by id, or null. Read once until the next write on embedded PGlite, else once per
 * request scope (the session, the answer engine and its day model all ask for it;
 * db/read-until-write.ts); each caller gets its own copy.
 */
export async function findSchoolById(executor: Executor, schoolId: string): Promise<SchoolRow | null> {
  const prepared = schoolById(executor);
  if (!prepared) return findOne(executor, schools, eq(schools.id, schoolId));
  const row = await readUntilWrite(
    executor,
    schoolRequestKey(schoolId),
    async () => (await prepared.execute({ id: schoolId }))[0] ?? null,
  );
  return row && { ...row };
}

/** Create a school (name empty until set in Settings; the sidebar falls back to "School"). */
export async function insertSchool(executor: Executor, values: { timeZone: string; name?: string | null }) {
  const rows = await executor
    .insert(schools)
    .values({ timeZone: values.timeZone, name: values.name ?? null })
    .returning();
  return rows[0]!;
}

/** Update some columns of a school. */
export async function updateSchool(
  executor: Executor,
  schoolId: string,
  values: Partial<Omit<SchoolRow, 'id' | 'createdAt'>>,
): Promise<SchoolRow | null> {
  const row = await updateOne(
    executor,
    schools,
    { ...values, updatedAt: new Date() },
    eq(schools.id, schoolId),
  );
  forgetInRequest(schoolRequestKey(schoolId));
  return row;
}

/**
 * Set the forwarding address only if it is still `expected` (compare-and-set), so two concurrent
 * first visits to Settings cannot hand out two different addresses. Null when another won.
 */
export async function replaceForwardingAddress(
  executor: Executor,
  schoolId: string,
  expected: string | null,
  address: string,
): Promise<string | null> {
  const rows = await executor
    .update(schools)
    .set({ forwardingAddress: address, updatedAt: new Date() })
    .where(
      and(
        eq(schools.id, schoolId),
        expected === null ? isNull(schools.forwardingAddress) : eq(schools.forwardingAddress, expected),
      ),
    )
    .returning({ forwardingAddress: schools.forwardingAddress });
  forgetInRequest(schoolRequestKey(schoolId));
  return rows[0]?.forwardingAddress ?? null;
}

// ---------- reads by other modules' jobs and webhooks (no session: keyed by the row's own values) ----------

/** Schools with the calendars' daily sync on: id and IANA zone. */
export async function listSchoolsWithDailySync(
  executor: Executor,
): Promise<{ id: string; timeZone: string }[]> {
  return executor
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.calendarDailySync, true));
}

/**
 * The school's IANA zone ('UTC' when the school is unknown). One column, read outside the request
 * memo of `findSchoolById`: the day model asks for it on every question.
 */
export async function schoolTimeZone(executor: Executor, schoolId: string): Promise<string> {
  const rows = await executor
    .select({ tz: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .limit(1);
  return rows[0]?.tz ?? 'UTC';
}

/**
 * The school that receives mail at `address` (case-insensitive, RFC 5321 §2.4 leaves the local part
 * to us and we generate lower-case ones), only while its forwarding is switched on. Inbound mail has
 * no session: the address itself is the tenant key.
 */
export async function findSchoolByForwardingAddress(
  executor: Executor,
  address: string,
): Promise<{ id: string; name: string | null } | null> {
  const receiving = and(
    sql`lower(${schools.forwardingAddress}) = lower(${address})`,
    eq(schools.emailForwardingEnabled, true),
  );
  return firstOrNull(
    executor.select({ id: schools.id, name: schools.name }).from(schools).where(receiving).limit(1),
  );
}

// ---------- WhatsApp connection ----------

/** The schools owning these WhatsApp phone-number ids: phone-number id → school id. */
export async function findSchoolsByPhoneNumberIds(
  executor: Executor,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: schools.id, phoneNumberId: schools.whatsappPhoneNumberId })
    .from(schools)
    .where(inArray(schools.whatsappPhoneNumberId, ids));
  return new Map(rows.map((r) => [r.phoneNumberId!, r.id]));
}

/**
 * What WhatsApp messaging needs of a school (connection, toggles, name, office contacts and default
 * country), or null for an unknown id. `accessTokenEnc` is ciphertext (server/shared/crypto.ts).
 */
export async function findMessagingSchool(executor: Executor, schoolId: string) {
  return firstOrNull(
    executor
      .select({
        id: schools.id,
        name: schools.name,
        whatsappParentAccess: schools.whatsappParentAccess,
        unansweredView: schools.unansweredView,
        phoneNumberId: schools.whatsappPhoneNumberId,
        businessAccountId: schools.whatsappBusinessAccountId,
        accessTokenEnc: schools.whatsappAccessTokenEnc,
        officePhone: schools.officePhone,
        officeEmail: schools.officeEmail,
        defaultCountry: schools.defaultCountry,
        updatedAt: schools.updatedAt,
      })
      .from(schools)
      .where(eq(schools.id, schoolId))
      .limit(1),
  );
}
export type MessagingSchool = NonNullable<Awaited<ReturnType<typeof findMessagingSchool>>>;

/** Another school already using this WhatsApp phone-number id ({ id }), or null. */
export async function findOtherSchoolWithPhoneNumberId(
  executor: Executor,
  schoolId: string,
  phoneNumberId: string,
): Promise<{ id: string } | null> {
  return firstOrNull(
    executor
      .select({ id: schools.id })
      .from(schools)
      .where(and(eq(schools.whatsappPhoneNumberId, phoneNumberId), ne(schools.id, schoolId)))
      .limit(1),
  );
}

/** Store (or, with nulls, clear) the school's WhatsApp connection; `at` becomes `updatedAt`. */
export async function saveWhatsappConnection(
  executor: Executor,
  schoolId: string,
  values: {
    phoneNumberId: string | null;
    businessAccountId: string | null;
    accessTokenEnc: string | null;
    at: Date;
  },
): Promise<void> {
  await executor
    .update(schools)
    .set({
      whatsappPhoneNumberId: values.phoneNumberId,
      whatsappBusinessAccountId: values.businessAccountId,
      whatsappAccessTokenEnc: values.accessTokenEnc,
      updatedAt: values.at,
    })
    .where(eq(schools.id, schoolId));
  forgetInRequest(schoolRequestKey(schoolId));
}
