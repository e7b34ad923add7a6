import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_ACCESS, COOKIE_REFRESH, type SessionResponse } from '../../contracts/auth.contract.js';
import { errors } from '../shared/errors.js';
import { resolveSession, type AuthDeps } from '../modules/auth/auth.usecases.js';
import { clearSessionCookies, setSessionCookies } from '../modules/auth/auth.cookies.js';

/** The signed-in staff member of a request. `schoolId` is THE tenant filter of every query. */
export interface RequestAuth {
  userId: string;
  schoolId: string;
  session: SessionResponse;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid session; else sets `request.auth` (rotating tokens if needed). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Read the session for a request; sets rotated cookies on the reply. Null when signed out. */
export async function readSession(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionResponse | null> {
  const result = await resolveSession({
    deps,
    accessToken: request.cookies[COOKIE_ACCESS],
    refreshToken: request.cookies[COOKIE_REFRESH],
  });
  if (!result) {
    if (request.cookies[COOKIE_ACCESS] || request.cookies[COOKIE_REFRESH]) clearSessionCookies(reply);
    return null;
  }
  if (result.rotated) setSessionCookies(request, reply, result as never, deps.publicUrl);
  return result.session;
}

/** Install `app.authenticate` and the `request.auth` slot. */
export function registerAuthGuard(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await readSession(deps, request, reply);
    if (!session) throw errors.unauthorized('Authentication expired. Please log in again.');
    request.auth = { userId: session.user.id, schoolId: session.school.id, session };
  });
}

/** `request.auth` of a route behind `app.authenticate` (throws if a route forgot the guard). */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw errors.unauthorized();
  return request.auth;
}
