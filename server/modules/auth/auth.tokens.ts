import { SignJWT, jwtVerify } from 'jose';
import { readOncePerRequest } from '../../shared/request-memo.js';

/** Access-token lifetime: 15 minutes (docs/ARCHITECTURE.md: ≤ 1 h). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Refresh-token lifetime: 30 days, sliding with each rotation. */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** Verification-link lifetime: 24 h. */
export const VERIFICATION_TTL_S = 24 * 60 * 60;
/**
 * A rotated refresh token presented again within this window is treated as a concurrent request of
 * the same browser (several API calls racing at access-token expiry), not as theft: it gets an access
 * token but no new refresh token. After the window, reuse revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type TokenPurpose = 'access' | 'verify';

export interface TokenClaims {
  sub: string;
  sid?: string;
  jti?: string;
  typ: TokenPurpose;
}

/**
 * HS256 JWT signer/verifier over the configured token-signing key. Inside a request scope
 * (server/shared/request-memo.ts) a token is verified once: the test chat's route reads the school
 * of its access token to queue the request, then its session guard verifies the same token; each
 * verification is an asynchronous WebCrypto HMAC (p50 0.3 ms, p95 2 ms, max 5.3 ms in
 * bench/answers/profile-webchat.ts at 1k chunks, two per request before this).
 */
export function createTokenService(options: { signingKey: string; now: () => Date }) {
  const key = new TextEncoder().encode(options.signingKey);
  const verifyNow = async (token: string, purpose: TokenPurpose): Promise<TokenClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: options.now(),
      });
      if (payload.typ !== purpose || typeof payload.sub !== 'string') return null;
      return {
        sub: payload.sub,
        sid: typeof payload.sid === 'string' ? payload.sid : undefined,
        jti: payload.jti,
        typ: purpose,
      };
    } catch {
      return null;
    }
  };
  return {
    async sign(claims: TokenClaims, ttlSeconds: number): Promise<string> {
      const iat = Math.floor(options.now().getTime() / 1000);
      const jwt = new SignJWT({ sid: claims.sid, typ: claims.typ })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds);
      if (claims.jti) jwt.setJti(claims.jti);
      return jwt.sign(key);
    },
    /** Claims when signature, expiry and purpose are valid; null otherwise (once per request scope). */
    verify(token: string, purpose: TokenPurpose): Promise<TokenClaims | null> {
      return readOncePerRequest(`token:${purpose}:${token}`, () => verifyNow(token, purpose));
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
