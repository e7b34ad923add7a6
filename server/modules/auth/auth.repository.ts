import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailVerificationTokens, passwordResetTokens, refreshTokens, users } from './auth.table.js';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | null> {
  const rows = await executor
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(executor: Executor, id: string): Promise<UserRow | null> {
  const rows = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Insert a user; returns null when the e-mail exists (unique index on lower(email)). */
export async function insertUser(
  executor: Executor,
  values: { schoolId: string; email: string; passwordHash: string },
): Promise<UserRow | null> {
  const rows = await executor.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
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
  const rows = await executor
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Mark used only if unused; returns whether this call consumed it (single use under races). */
export async function consumeVerificationToken(executor: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await executor
    .update(emailVerificationTokens)
    .set({ usedAt: at })
    .where(and(eq(emailVerificationTokens.id, id), isNull(emailVerificationTokens.usedAt)))
    .returning({ id: emailVerificationTokens.id });
  return rows.length === 1;
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
  const rows = await executor
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/** Mark a refresh token rotated; false when another request rotated it first. */
export async function markRefreshTokenUsed(executor: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await executor
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeRefreshFamily(executor: Executor, familyId: string, at: Date): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Use up every unused verification link of a user (a newer registration or a verification). */
export async function consumeOtherVerificationTokens(
  executor: Executor,
  userId: string,
  at: Date,
): Promise<void> {
  await executor
    .update(emailVerificationTokens)
    .set({ usedAt: at })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

export async function setUserPassword(
  executor: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await executor.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Whether a session family was revoked (logout, reuse detection, password reset). */
export async function isRefreshFamilyRevoked(executor: Executor, familyId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), sql`${refreshTokens.revokedAt} IS NOT NULL`))
    .limit(1);
  return rows.length > 0;
}

export async function revokeAllRefreshTokens(executor: Executor, userId: string, at: Date): Promise<void> {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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

/** Use up a user's other unused reset links (after a reset, older links die). */
export async function consumeOtherPasswordResetTokens(
  executor: Executor,
  userId: string,
  at: Date,
): Promise<void> {
  await executor
    .update(passwordResetTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Lower-case e-mail addresses of a school's staff accounts. */
export async function listStaffEmails(executor: Executor, schoolId: string): Promise<string[]> {
  const rows = await executor.select({ email: users.email }).from(users).where(eq(users.schoolId, schoolId));
  return rows.map((r) => r.email.toLowerCase());
}
