import { and, eq, isNull, notExists, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { findOne, firstOrNull, ofSchool, preparedPerDatabase } from '../../db/common.repository.js';
import { readUntilWrite } from '../../db/read-until-write.js';
import { emailVerificationTokens, passwordResetTokens, refreshTokens, users } from './auth.table.js';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

type TokenTable = typeof emailVerificationTokens | typeof refreshTokens | typeof passwordResetTokens;

/**
 * Set the instant `column` ('usedAt' or 'revokedAt') to `at` on the token rows matching `match` that
 * do not have one yet. Returns how many rows this statement stamped: the "is null" condition is what
 * makes a token single-use when two requests race, the later one stamps nothing.
 */
async function stampUnset(
  executor: Executor,
  table: TokenTable,
  column: 'usedAt' | 'revokedAt',
  match: SQL,
  at: Date,
): Promise<number> {
  const stamped = (table as typeof refreshTokens)[column];
  const rows = await executor
    .update(table as PgTable)
    .set({ [column]: at })
    .where(and(match, isNull(stamped)))
    .returning({ id: table.id });
  return rows.length;
}

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  return findOne(executor, users, sql`lower(${users.email}) = lower(${email})`);
}

export async function findUserById(executor: Executor, id: string): Promise<UserRow | null> {
  return findOne(executor, users, eq(users.id, id));
}

/** Insert a user; returns null when the e-mail exists (unique index on lower(email)). */
export async function insertUser(
  executor: Executor,
  values: { schoolId: string; email: string; passwordHash: string },
): Promise<UserRow | null> {
  return firstOrNull(executor.insert(users).values(values).onConflictDoNothing().returning());
}

export async function markUserVerified(executor: Executor, userId: string, at: Date): Promise<void> {
  await executor
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function insertVerificationToken(
  executor: Executor,
  values: { id: string; userId: string; tokenHash: string; passwordHash: string | null; expiresAt: Date },
): Promise<void> {
  await executor.insert(emailVerificationTokens).values(values);
}

export async function findVerificationToken(executor: Executor, id: string) {
  return findOne(executor, emailVerificationTokens, eq(emailVerificationTokens.id, id));
}

/** Mark used only if unused; returns whether this call consumed it (single use under races). */
export async function consumeVerificationToken(executor: Executor, id: string, at: Date): Promise<boolean> {
  const table = emailVerificationTokens;
  return (await stampUnset(executor, table, 'usedAt', eq(table.id, id), at)) === 1;
}

export async function insertRefreshToken(
  executor: Executor,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(
  executor: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  return findOne(executor, refreshTokens, eq(refreshTokens.tokenHash, tokenHash));
}

/** Mark a refresh token rotated; false when another request rotated it first. */
export async function markRefreshTokenUsed(executor: Executor, id: string, at: Date): Promise<boolean> {
  return (await stampUnset(executor, refreshTokens, 'usedAt', eq(refreshTokens.id, id), at)) === 1;
}

export async function revokeRefreshFamily(executor: Executor, familyId: string, at: Date): Promise<void> {
  await stampUnset(executor, refreshTokens, 'revokedAt', eq(refreshTokens.familyId, familyId), at);
}

/** The single-use links a user is e-mailed: verification (24 h) and password reset (1 h). */
const LINK_TABLES = { verification: emailVerificationTokens, passwordReset: passwordResetTokens };

/**
 * Use up every unused link of one kind a user has: a newer registration, a verification or a
 * finished reset makes the older links of that kind die.
 */
export async function consumeUnusedLinks(
  executor: Executor,
  kind: keyof typeof LINK_TABLES,
  userId: string,
  at: Date,
): Promise<void> {
  const table = LINK_TABLES[kind];
  await stampUnset(executor, table, 'usedAt', eq(table.userId, userId), at);
}

export async function setUserPassword(
  executor: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await executor.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * The user `id` when no token of the session family `familyId` is revoked (logout, reuse detection
 * and a password reset revoke one), else null: an access token's family check and the user's row in
 * one statement, since every signed-in request asks both. Read once until the next write on embedded
 * PGlite (every revocation is a write; db/read-until-write.ts), else once per request scope.
 */
export async function findUserOfLiveFamily(
  executor: Executor,
  id: string,
  familyId: string,
): Promise<UserRow | null> {
  const prepared = userOfLiveFamily(executor);
  if (prepared) {
    const key = `user-of-live-family:${id}:${familyId}`;
    const row = await readUntilWrite(
      executor,
      key,
      async () => (await prepared.execute({ id, familyId }))[0] ?? null,
    );
    return row && { ...row };
  }
  return findOne(executor, users, liveFamilyUser(executor, id, familyId));
}

/** The condition of `findUserOfLiveFamily` (values or placeholders). */
function liveFamilyUser(executor: Executor, id: string | SQLWrapper, familyId: string | SQLWrapper): SQL {
  const revoked = executor
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), sql`${refreshTokens.revokedAt} IS NOT NULL`));
  return and(eq(users.id, id), notExists(revoked))!;
}

/** `findUserOfLiveFamily` as a prepared statement: every signed-in request runs it. */
const userOfLiveFamily = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(liveFamilyUser(db, sql.placeholder('id'), sql.placeholder('familyId')))
    .limit(1)
    .prepare('user_of_live_family'),
);

export async function revokeAllRefreshTokens(executor: Executor, userId: string, at: Date): Promise<void> {
  await stampUnset(executor, refreshTokens, 'revokedAt', eq(refreshTokens.userId, userId), at);
}

export async function insertPasswordResetToken(
  executor: Executor,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(passwordResetTokens).values(values);
}

/** Use a reset token once: returns its user when it was unused and unexpired at `at`. */
export async function consumePasswordResetToken(
  executor: Executor,
  tokenHash: string,
  at: Date,
): Promise<string | null> {
  const rows = await executor
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > ${at.toISOString()}::timestamptz`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Lower-case e-mail addresses of a school's staff accounts. */
export async function listStaffEmails(executor: Executor, schoolId: string): Promise<string[]> {
  const rows = await executor.select({ email: users.email }).from(users).where(ofSchool(users, schoolId));
  return rows.map((r) => r.email.toLowerCase());
}
