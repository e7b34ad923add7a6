import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { errors } from '../../shared/errors.js';
import { randomToken, sha256Hex } from '../../shared/ids.js';
import type { Logger } from '../../shared/logger.js';
import type { Mailer } from '../mail/mail.service.js';
import { findSchoolById, insertSchool } from '../schools/schools.directory.js';
import type { SessionResponse } from '../../../contracts/auth.contract.js';
import * as repo from './auth.repository.js';
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_S,
  VERIFICATION_TTL_S,
  type TokenService,
} from './auth.tokens.js';

export interface AuthDeps {
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** IANA zone given to new schools (the server's own). */
  defaultTimeZone: string;
}

/** Tokens to put in cookies. `refreshToken` is absent when the current one stays (grace reuse). */
export interface IssuedSession {
  accessToken: string;
  refreshToken?: string;
  session: SessionResponse;
}

/** Login errors (identical for unknown e-mail and wrong password). */
export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';
export const VERIFICATION_INVALID = 'This verification link is invalid or has expired. Please sign up again.';
export const VERIFICATION_USED = 'This verification link has already been used. Please sign in.';

/** A precomputed argon2id hash to verify against for unknown e-mails, so both paths cost the same. */
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= argon2.hash(randomToken(16), { type: argon2.argon2id }));

async function sendVerification(
  deps: AuthDeps,
  user: { id: string; email: string },
  passwordHash: string,
): Promise<void> {
  const id = randomUUID();
  const refresh = randomToken(32);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    // A newer registration replaces the pending one: its link (and password) is the only one left.
    await repo.consumeUnusedLinks(tx, 'verification', user.id, now);
    await repo.insertVerificationToken(tx, {
      id,
      userId: user.id,
      tokenHash: sha256Hex(refresh),
      passwordHash,
      expiresAt: new Date(now.getTime() + VERIFICATION_TTL_S * 1000),
    });
  });
  const access = await deps.tokens.sign({ sub: user.id, jti: id, typ: 'verify' }, VERIFICATION_TTL_S);
  const link = `${deps.publicUrl}/verification#access_token=${access}&refresh_token=${refresh}&type=signup`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Confirm your Homeroom account',
    text: `Welcome to Homeroom!\n\nConfirm your e-mail address to finish setting up your account:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.\n`,
  });
}

/**
 * Register: a new school and an unverified user, then the verification e-mail (docs/ARCHITECTURE.md link shape).
 * An e-mail that already exists gets the same answer (no account enumeration): an unverified account
 * gets a fresh link that carries this registration's password (the account's password is set only
 * when a link is used, so registering someone else's address first fixes nothing), a verified one a
 * notice that someone tried to sign up.
 */
export async function register(input: { deps: AuthDeps; email: string; password: string }): Promise<void> {
  const { deps } = input;
  const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
  const created = await deps.database.db.transaction(async (tx) => {
    const existing = await repo.findUserByEmail(tx, input.email);
    if (existing) return { user: existing, isNew: false };
    const school = await insertSchool(tx, { timeZone: deps.defaultTimeZone });
    const user = await repo.insertUser(tx, { schoolId: school.id, email: input.email, passwordHash });
    if (!user) throw errors.conflict('REGISTER_RACE', 'Registration failed. Please try again.');
    return { user, isNew: true };
  });
  if (created.isNew || !created.user.emailVerifiedAt) {
    await sendVerification(deps, created.user, passwordHash);
    return;
  }
  await deps.mailer.send({
    to: created.user.email,
    subject: 'Someone tried to sign up with your e-mail',
    text: `Someone tried to create a Homeroom account with this address, which already has one.\nSign in at ${deps.publicUrl}/login. If this wasn't you, you can ignore this e-mail.\n`,
  });
}

async function sessionFor(deps: AuthDeps, userId: string): Promise<SessionResponse | null> {
  return sessionOf(deps, await repo.findUserById(deps.database.db, userId));
}

/** The session of a user row (null: no such user, or not verified yet, or the school is gone). */
async function sessionOf(deps: AuthDeps, user: repo.UserRow | null): Promise<SessionResponse | null> {
  if (!user || !user.emailVerifiedAt) return null;
  const school = await findSchoolById(deps.database.db, user.schoolId);
  if (!school) return null;
  return { user: { id: user.id, email: user.email }, school: { id: school.id, name: school.name } };
}

async function issueTokens(
  deps: AuthDeps,
  session: SessionResponse,
  familyId: string = randomUUID(),
): Promise<IssuedSession> {
  const refreshToken = randomToken(32);
  await repo.insertRefreshToken(deps.database.db, {
    userId: session.user.id,
    familyId,
    tokenHash: sha256Hex(refreshToken),
    expiresAt: new Date(deps.clock.now().getTime() + REFRESH_TOKEN_TTL_S * 1000),
  });
  const accessToken = await deps.tokens.sign(
    { sub: session.user.id, sid: session.school.id, jti: familyId, typ: 'access' },
    ACCESS_TOKEN_TTL_S,
  );
  return { accessToken, refreshToken, session };
}

/** Verify the e-mail link: signature, 24 h expiry, single use; then sign the user in. */
export async function verifyEmail(input: {
  deps: AuthDeps;
  accessToken: string;
  refreshToken: string;
}): Promise<IssuedSession> {
  const { deps } = input;
  const claims = await deps.tokens.verify(input.accessToken, 'verify');
  if (!claims?.jti) throw errors.badRequest('VERIFICATION_INVALID', VERIFICATION_INVALID);
  const row = await repo.findVerificationToken(deps.database.db, claims.jti);
  if (!row || row.userId !== claims.sub || row.tokenHash !== sha256Hex(input.refreshToken)) {
    throw errors.badRequest('VERIFICATION_INVALID', VERIFICATION_INVALID);
  }
  if (row.usedAt) throw errors.badRequest('VERIFICATION_USED', VERIFICATION_USED);
  const now = deps.clock.now();
  if (row.expiresAt <= now) throw errors.badRequest('VERIFICATION_INVALID', VERIFICATION_INVALID);
  const consumed = await deps.database.db.transaction(async (tx) => {
    if (!(await repo.consumeVerificationToken(tx, row.id, now))) return false;
    // The password chosen in the registration whose link this is; every other pending link dies.
    if (row.passwordHash) await repo.setUserPassword(tx, row.userId, row.passwordHash);
    await repo.consumeUnusedLinks(tx, 'verification', row.userId, now);
    await repo.markUserVerified(tx, row.userId, now);
    return true;
  });
  if (!consumed) throw errors.badRequest('VERIFICATION_USED', VERIFICATION_USED);
  const session = await sessionFor(deps, row.userId);
  if (!session) throw errors.badRequest('VERIFICATION_INVALID', VERIFICATION_INVALID);
  return issueTokens(deps, session);
}

/** Password sign-in. Unknown e-mail and wrong password give the same error after the same work. */
export async function login(input: {
  deps: AuthDeps;
  email: string;
  password: string;
}): Promise<IssuedSession> {
  const { deps } = input;
  const user = await repo.findUserByEmail(deps.database.db, input.email);
  const ok = await argon2
    .verify(user?.passwordHash ?? (await getDummyHash()), input.password)
    .catch(() => false);
  if (!user || !ok) throw errors.badRequest('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  if (!user.emailVerifiedAt) throw errors.badRequest('EMAIL_NOT_CONFIRMED', EMAIL_NOT_CONFIRMED);
  const session = await sessionFor(deps, user.id);
  if (!session) throw errors.badRequest('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  return issueTokens(deps, session);
}

/**
 * Resolve the session from cookies. A valid access token is enough; otherwise the refresh token is
 * rotated (new token, same family). A rotated token presented after the grace window revokes its
 * family (RFC 9700). Returns null when not signed in.
 */
export async function resolveSession(input: {
  deps: AuthDeps;
  accessToken?: string;
  refreshToken?: string;
}): Promise<(IssuedSession & { rotated: boolean }) | { session: SessionResponse; rotated: false } | null> {
  const { deps } = input;
  if (input.accessToken) {
    const claims = await deps.tokens.verify(input.accessToken, 'access');
    // An access token names its session family (jti): logout, reuse detection and a password
    // reset revoke the family, and with it every access token issued in it (one indexed lookup, in
    // the same statement as the user's row).
    if (claims?.jti) {
      const user = await repo.findUserOfLiveFamily(deps.database.db, claims.sub, claims.jti);
      const session = await sessionOf(deps, user);
      if (session) return { session, rotated: false };
    }
  }
  if (!input.refreshToken) return null;
  const row = await repo.findRefreshTokenByHash(deps.database.db, sha256Hex(input.refreshToken));
  const now = deps.clock.now();
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  if (row.usedAt) {
    if (now.getTime() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
      const session = await sessionFor(deps, row.userId);
      if (!session) return null;
      const accessToken = await deps.tokens.sign(
        { sub: session.user.id, sid: session.school.id, jti: row.familyId, typ: 'access' },
        ACCESS_TOKEN_TTL_S,
      );
      return { accessToken, session, rotated: true };
    }
    deps.logger.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reuse: family revoked');
    await repo.revokeRefreshFamily(deps.database.db, row.familyId, now);
    return null;
  }
  const won = await repo.markRefreshTokenUsed(deps.database.db, row.id, now);
  if (!won) return resolveSession(input);
  const session = await sessionFor(deps, row.userId);
  if (!session) return null;
  return { ...(await issueTokens(deps, session, row.familyId)), rotated: true };
}

/** Sign out: revoke the refresh token's family. */
export async function logout(input: { deps: AuthDeps; refreshToken?: string }): Promise<void> {
  if (!input.refreshToken) return;
  const row = await repo.findRefreshTokenByHash(input.deps.database.db, sha256Hex(input.refreshToken));
  if (row) await repo.revokeRefreshFamily(input.deps.database.db, row.familyId, input.deps.clock.now());
}

/** The e-mail addresses of a school's staff accounts (lower case), for modules that trust them. */
export function staffEmailsOf(input: {
  deps: Pick<AuthDeps, 'database'>;
  schoolId: string;
}): Promise<string[]> {
  return repo.listStaffEmails(input.deps.database.db, input.schoolId);
}
