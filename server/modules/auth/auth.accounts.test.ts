import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock.js';
import { cookieHeader, createTestApp, verificationTokens, type TestApp } from '../../testing/test-app.js';
import { RESET_INVALID, RESET_REQUESTED, RESET_TTL_S } from './auth.password-reset.js';
import { INVALID_CREDENTIALS, VERIFICATION_INVALID, VERIFICATION_USED } from './auth.usecases.js';

const clock = fixedClock('2026-11-21T09:00:00Z');
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(async () => t.close());

// Each call from its own address: these tests are about accounts, not the per-IP limit.
const post = (url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as never,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

function resetToken(email: string): string {
  const mail = [...t.mailer.sent].reverse().find((m) => m.to === email && m.subject.includes('Reset'));
  const token = mail?.text.match(/\/reset-password#token=(\S+)/)?.[1];
  if (!token) throw new Error(`no reset link sent to ${email}`);
  return token;
}

async function verifiedAccount(email: string, password: string): Promise<string> {
  await post('/api/auth/register', { email, password });
  const verify = await post('/api/auth/verify', verificationTokens(t.mailer, email));
  expect(verify.statusCode).toBe(200);
  return cookieHeader(verify);
}

describe('an unverified registration never fixes the password', () => {
  it('the owner who verifies gets her password; the attacker who registered first gets nothing', async () => {
    const email = 'victim@school.org';
    expect((await post('/api/auth/register', { email, password: 'attacker-password' })).statusCode).toBe(201);
    const attackerLink = verificationTokens(t.mailer, email);
    expect((await post('/api/auth/register', { email, password: 'owner-password' })).statusCode).toBe(201);
    const ownerLink = verificationTokens(t.mailer, email);
    expect(ownerLink.refresh_token).not.toBe(attackerLink.refresh_token);

    expect((await post('/api/auth/verify', ownerLink)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'owner-password' })).statusCode).toBe(200);
    const attacker = await post('/api/auth/login', { email, password: 'attacker-password' });
    expect(attacker.statusCode).toBe(400);
    expect(attacker.json().error).toBe(INVALID_CREDENTIALS);
    // The attacker's link died when the newer registration replaced it.
    expect((await post('/api/auth/verify', attackerLink)).json().error).toBe(VERIFICATION_USED);
  });

  it('an older unused link no longer signs in once the account is verified', async () => {
    const email = 'twice@school.org';
    await post('/api/auth/register', { email, password: 'first-password' });
    const older = verificationTokens(t.mailer, email);
    await post('/api/auth/register', { email, password: 'second-password' });
    const newer = verificationTokens(t.mailer, email);
    expect((await post('/api/auth/verify', newer)).statusCode).toBe(200);
    const again = await post('/api/auth/verify', older);
    expect(again.statusCode).toBe(400);
    expect([VERIFICATION_USED, VERIFICATION_INVALID]).toContain(again.json().error);
    expect(again.cookies).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('a single-use link sets the new password and ends every session', async () => {
    const email = 'forgetful@school.org';
    const cookie = await verifiedAccount(email, 'old-password-1');
    expect((await session(cookie)).statusCode).toBe(200);

    const asked = await post('/api/auth/forgot-password', { email: 'Forgetful@School.org' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(RESET_REQUESTED);
    await new Promise((r) => setTimeout(r, 20));
    const token = resetToken(email);

    expect((await post('/api/auth/reset-password', { token, password: 'short' })).statusCode).toBe(400);
    const reset = await post('/api/auth/reset-password', { token, password: 'new-password-2' });
    expect(reset.statusCode).toBe(200);
    // The old session (access and refresh cookies) is over.
    expect((await session(cookie)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'old-password-1' })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { email, password: 'new-password-2' })).statusCode).toBe(200);
    const reused = await post('/api/auth/reset-password', { token, password: 'third-password-3' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(RESET_INVALID);
  });

  it('answers the same for unknown addresses and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@school.org' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: RESET_REQUESTED });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.mailer.sent.length).toBe(before);
    expect((await post('/api/auth/forgot-password', { email: 'not an email' })).statusCode).toBe(400);
  });

  it('refuses a wrong token and a link past its hour', async () => {
    expect(
      (await post('/api/auth/reset-password', { token: 'made-up', password: 'new-password-2' })).json().error,
    ).toBe(RESET_INVALID);
    const email = 'late@school.org';
    await verifiedAccount(email, 'old-password-1');
    await post('/api/auth/forgot-password', { email });
    await new Promise((r) => setTimeout(r, 20));
    const token = resetToken(email);
    clock.advance((RESET_TTL_S + 1) * 1000);
    const late = await post('/api/auth/reset-password', { token, password: 'new-password-2' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(RESET_INVALID);
  });
});

describe('logout ends the access token too', () => {
  it('an access cookie kept after logout no longer opens the session', async () => {
    const cookie = await verifiedAccount('leaver@school.org', 'password-123');
    const access = cookie.split('; ').find((c) => c.startsWith('prod_access_token='))!;
    expect((await session(access)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', undefined, cookie)).statusCode).toBe(200);
    expect((await session(access)).statusCode).toBe(401);
  });
});
