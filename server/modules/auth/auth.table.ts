import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn, timestamptz } from '../../db/columns.js';
import { tenantColumns } from '../../db/tenant-columns.js';

/** Staff accounts. One school per user; e-mail unique case-insensitively (index on lower(email)). */
export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_school_idx').on(t.schoolId),
  ],
);

/**
 * Opaque refresh tokens, stored as SHA-256. Rotation: each use marks the row `used_at` and issues a
 * new row in the same `family_id`; presenting a used token revokes the whole family (token theft).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: ownerColumn('user_id', () => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use e-mail verification tokens (24 h), stored as SHA-256 of the link's refresh_token. */
export const emailVerificationTokens = pgTable('email_verification_tokens', {
  id: idColumn(),
  userId: ownerColumn('user_id', () => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  /**
   * argon2id hash of the password chosen in the registration that sent this link: the password of
   * the account becomes this one when (and only when) this link is used, so nobody can fix the
   * password of an address they do not own by registering it first.
   */
  passwordHash: text('password_hash'),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAtColumn(),
});

/** Single-use password reset links (1 h), stored as SHA-256 of the link's token. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: ownerColumn('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
