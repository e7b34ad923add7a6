import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COOKIE_ACCESS,
  COOKIE_REFRESH,
  COOKIE_SCHOOL_INFO,
  type SessionResponse,
} from '../../../contracts/auth.contract.js';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from './auth.tokens.js';

/** Secure cookies when the request came over HTTPS (directly or via a trusted proxy) or PUBLIC_URL is https. */
function isSecure(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https://');
}

/**
 * Set the session cookies: access and refresh HttpOnly + SameSite=Lax, and the
 * client-readable `prod_school_info` JSON `{id,name}` for the sidebar. The refresh cookie is
 * scoped to /api so it never rides along on static asset requests.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { accessToken: string; refreshToken?: string; session: SessionResponse },
  publicUrl: string,
): void {
  const secure = isSecure(request, publicUrl);
  reply.setCookie(COOKIE_ACCESS, tokens.accessToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: ACCESS_TOKEN_TTL_S,
  });
  if (tokens.refreshToken) {
    reply.setCookie(COOKIE_REFRESH, tokens.refreshToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/api',
      maxAge: REFRESH_TOKEN_TTL_S,
    });
  }
  setSchoolInfoCookie(request, reply, tokens.session.school, publicUrl);
}

/** Refresh the client-readable school cookie (also after a rename in Settings). */
export function setSchoolInfoCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  school: { id: string; name: string | null },
  publicUrl: string,
): void {
  reply.setCookie(COOKIE_SCHOOL_INFO, JSON.stringify({ id: school.id, name: school.name }), {
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure(request, publicUrl),
    path: '/',
    maxAge: REFRESH_TOKEN_TTL_S,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(COOKIE_ACCESS, { path: '/' });
  reply.clearCookie(COOKIE_REFRESH, { path: '/api' });
  reply.clearCookie(COOKIE_SCHOOL_INFO, { path: '/' });
}
