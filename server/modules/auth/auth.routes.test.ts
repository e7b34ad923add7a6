import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import {
  cookieHeader,
  createTestApp,
  signUp,
  verificationTokens,
  type TestApp,
} from '../../testing/test-app.js';
import {
  EMAIL_NOT_CONFIRMED,
  INVALID_CREDENTIALS,
  VERIFICATION_INVALID,
  VERIFICATION_USED,
} from './auth.usecases.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(async () => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, headers, remoteAddress: headers['x-ip'] });

describe('register and verify', () => {
  it('registers, verifies once, and signs the user in with the three cookies', async () => {
    const reg = await post('/api/auth/register', { email: 'Office@School.test', password: 'password123' });
    expect(reg.statusCode).toBe(201);
    const tokens = verificationTokens(t.mailer, 'office@school.test');
    expect(tokens.link).toMatch(
      /^http:\/\/localhost:3000\/verification#access_token=.+&refresh_token=.+&type=signup$/,
    );

    const unverified = await post('/api/auth/login', {
      email: 'office@school.test',
      password: 'password123',
    });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().error).toBe(EMAIL_NOT_CONFIRMED);

    const verify = await post('/api/auth/verify', tokens);
    expect(verify.statusCode).toBe(200);
    const names = verify.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['prod_access_token', 'prod_refresh_token', 'prod_school_info']);
    const access = verify.cookies.find((c) => c.name === 'prod_access_token')!;
    expect(access.httpOnly).toBe(true);
    expect(access.sameSite).toBe('Lax');
    const info = verify.cookies.find((c) => c.name === 'prod_school_info')!;
    expect(info.httpOnly).toBeFalsy();
    expect(JSON.parse(decodeURIComponent(info.value))).toEqual({ id: verify.json().school.id, name: null });

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: cookieHeader(verify) },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('office@school.test');

    const reused = await post('/api/auth/verify', tokens);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(VERIFICATION_USED);
    expect(reused.cookies).toHaveLength(0);
  });

  it('does not reveal that an e-mail is already registered', async () => {
    const first = await post('/api/auth/register', { email: 'dup@school.test', password: 'password123' });
    const second = await post('/api/auth/register', { email: 'DUP@school.test', password: 'otherpassword' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
  });

  it('rejects short and overlong passwords and bad e-mails', async () => {
    expect((await post('/api/auth/register', { email: 'a@b.test', password: 'short' })).statusCode).toBe(400);
    expect(
      (await post('/api/auth/register', { email: 'a@b.test', password: 'x'.repeat(129) })).statusCode,
    ).toBe(400);
    const bad = await post('/api/auth/register', { email: 'not-an-email', password: 'password123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/email/i);
  });

  it('refuses tampered, expired and incomplete verification links without setting cookies', async () => {
    await post('/api/auth/register', { email: 'tamper@school.test', password: 'password123' });
    const tokens = verificationTokens(t.mailer, 'tamper@school.test');
    const tampered = await post('/api/auth/verify', {
      ...tokens,
      access_token: tokens.access_token.slice(0, -3) + 'abc',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toBe(VERIFICATION_INVALID);
    expect(tampered.cookies).toHaveLength(0);
    const wrongRefresh = await post('/api/auth/verify', { ...tokens, refresh_token: 'x'.repeat(43) });
    expect(wrongRefresh.json().error).toBe(VERIFICATION_INVALID);
    expect((await post('/api/auth/verify', { access_token: tokens.access_token })).statusCode).toBe(400);

    clock.advance(25 * 3600 * 1000);
    try {
      const expired = await post('/api/auth/verify', tokens);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error).toBe(VERIFICATION_INVALID);
      expect(expired.cookies).toHaveLength(0);
    } finally {
      clock.advance(-25 * 3600 * 1000);
    }
  });
});

describe('login, session and refresh rotation', () => {
  it('gives the same error for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(t);
    const wrong = await post('/api/auth/login', { email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@school.test',
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().error).toBe(INVALID_CREDENTIALS);
    expect(unknown.json().error).toBe(INVALID_CREDENTIALS);
  });

  it('rotates the refresh token and revokes the family when a rotated token is replayed', async () => {
    const { email } = await signUp(t);
    const login = await post('/api/auth/login', { email, password: 'correct horse battery' });
    expect(login.statusCode).toBe(200);
    const refresh = login.cookies.find((c) => c.name === 'prod_refresh_token')!.value;

    // Access token expired: the session call rotates the refresh token.
    clock.advance(16 * 60 * 1000);
    const rotated = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `prod_refresh_token=${refresh}` },
    });
    expect(rotated.statusCode).toBe(200);
    const newRefresh = rotated.cookies.find((c) => c.name === 'prod_refresh_token')!.value;
    expect(newRefresh).not.toBe(refresh);

    // Replayed after the grace window: 401 and the new token (same family) is dead too.
    clock.advance(60 * 1000);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `prod_refresh_token=${refresh}` },
    });
    expect(replay.statusCode).toBe(401);
    const victim = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `prod_refresh_token=${newRefresh}` },
    });
    expect(victim.statusCode).toBe(401);
  });

  it('answers 401 without a session and after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/session' })).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    const access = cookie.split('; ').find((c) => c.startsWith('prod_access_token='))!;
    const session = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: access } });
    // Signed in first, so a kept read of the session (db/read-until-write.ts) must not outlive logout.
    expect((await session()).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    // The access token is still unexpired: its revoked family alone refuses it.
    expect((await session()).statusCode).toBe(401);
    const refresh = cookie.split('; ').find((c) => c.startsWith('prod_refresh_token='))!;
    clock.advance(16 * 60 * 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: refresh } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('request hygiene', () => {
  it('limits login attempts per IP: the 31st in a minute is 429, other IPs unaffected', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@school.test', password: 'nope-nope' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 30; i++) expect((await attempt('10.9.9.9')).statusCode).toBe(400);
    const blocked = await attempt('10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(/too many/i);
    expect((await attempt('10.9.9.10')).statusCode).toBe(400);
  }, 120_000); // 31 real argon2id verifications: seconds alone, much longer on a loaded machine

  it('refuses oversized bodies, malformed JSON and cross-site posts', async () => {
    const big = await post('/api/auth/register', { email: 'a@b.test', password: 'p'.repeat(20_000) });
    expect(big.statusCode).toBe(413);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/JSON/);
    const cross = await post(
      '/api/auth/login',
      { email: 'a@b.test', password: 'password123' },
      { origin: 'https://evil.example' },
    );
    expect(cross.statusCode).toBe(403);
    const fetchSite = await post(
      '/api/auth/login',
      { email: 'a@b.test', password: 'password123' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchSite.statusCode).toBe(403);
  });

  it('reports health', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
