/**
 * Forgotten passwords: a single-use link valid for one hour, e-mailed to the account's address.
 * Using it sets the new password, signs out every session (all refresh-token families revoked, so
 * their access tokens stop working too) and kills the account's other reset links. The request
 * answers the same for known and unknown addresses, and sends the mail in the background so the
 * answer time does not tell them apart either (no account enumeration).
 */
import argon2 from 'argon2';
import { errors } from '../../shared/errors.js';
import { randomToken, sha256Hex } from '../../shared/ids.js';
import * as repo from './auth.repository.js';
import type { AuthDeps } from './auth.usecases.js';

/** Reset links live one hour: long enough to find the mail, short enough to limit a leaked inbox. */
export const RESET_TTL_S = 60 * 60;
export const RESET_REQUESTED = 'If an account exists for that email, we sent a link to reset its password.';
export const RESET_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
export const RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

/** Send a reset link when the address belongs to a verified account; answers the same either way. */
export async function requestPasswordReset(input: { deps: AuthDeps; email: string }): Promise<void> {
  const { deps } = input;
  const user = await repo.findUserByEmail(deps.database.db, input.email);
  if (!user || !user.emailVerifiedAt) return;
  const token = randomToken(32);
  await repo.insertPasswordResetToken(deps.database.db, {
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(deps.clock.now().getTime() + RESET_TTL_S * 1000),
  });
  const link = `${deps.publicUrl}/reset-password#token=${token}`;
  void deps.mailer
    .send({
      to: user.email,
      subject: 'Reset your Homeroom password',
      text: `Someone asked to reset the password of your Homeroom account.\n\nChoose a new password here:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
    })
    .catch((err: unknown) => deps.logger.error({ err }, 'password reset e-mail failed'));
}

/** Set a new password from a reset link; every session of the account ends. */
export async function resetPassword(input: {
  deps: AuthDeps;
  token: string;
  password: string;
}): Promise<void> {
  const { deps } = input;
  const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
  const now = deps.clock.now();
  const done = await deps.database.db.transaction(async (tx) => {
    const userId = await repo.consumePasswordResetToken(tx, sha256Hex(input.token), now);
    if (!userId) return false;
    await repo.setUserPassword(tx, userId, passwordHash);
    await repo.consumeUnusedLinks(tx, 'passwordReset', userId, now);
    await repo.revokeAllRefreshTokens(tx, userId, now);
    return true;
  });
  if (!done) throw errors.badRequest('RESET_INVALID', RESET_INVALID);
}
