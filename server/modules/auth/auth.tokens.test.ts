import { describe, expect, it } from 'vitest';
import { inRequestScope } from '../../shared/request-memo.js';
import { createTokenService } from './auth.tokens.js';

/** A token service whose clock counts its reads: each verification reads the clock once. */
function countingService() {
  const clock = { reads: 0 };
  const service = createTokenService({
    signingKey: 'a-signing-key-of-at-least-thirty-two-bytes!',
    now: () => {
      clock.reads++;
      return new Date('2026-12-07T12:00:00Z');
    },
  });
  return { service, clock };
}

describe('token service', () => {
  it('verifies an access token and rejects it for another purpose or with a bad signature', async () => {
    const { service } = countingService();
    const token = await service.sign({ sub: 'user-1', sid: 'school-1', jti: 'family-1', typ: 'access' }, 900);
    expect(await service.verify(token, 'access')).toEqual({
      sub: 'user-1',
      sid: 'school-1',
      jti: 'family-1',
      typ: 'access',
    });
    expect(await service.verify(token, 'verify')).toBeNull();
    expect(await service.verify(`${token.slice(0, -2)}xx`, 'access')).toBeNull();
  });

  it('checks a token once per request scope, and again in every other request', async () => {
    const { service, clock } = countingService();
    const token = await service.sign({ sub: 'user-1', sid: 'school-1', jti: 'family-1', typ: 'access' }, 900);
    clock.reads = 0;
    const [first, second] = await inRequestScope(() =>
      Promise.all([service.verify(token, 'access'), service.verify(token, 'access')]),
    );
    expect(first?.sid).toBe('school-1');
    expect(second).toEqual(first);
    expect(clock.reads).toBe(1);
    // A new request verifies anew (an expired or revoked token is never carried over).
    await inRequestScope(() => service.verify(token, 'access'));
    await service.verify(token, 'access');
    expect(clock.reads).toBe(3);
    // Another purpose is its own check within the same request.
    await inRequestScope(async () => {
      expect(await service.verify(token, 'access')).not.toBeNull();
      expect(await service.verify(token, 'verify')).toBeNull();
    });
    expect(clock.reads).toBe(5);
  });
});
