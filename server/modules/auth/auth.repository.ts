import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailVerificationTokens, refreshTokens, users } from './auth.table.js';

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
  values: { id: string; userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(emailVerificationTokens).values(values);
}

export async function findVerificationToken(executor: Executor, id: string) {
  const rows = await executor.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.id, id)).limit(1);
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

export async function findRefreshTokenByHash(executor: Executor, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await executor.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
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
