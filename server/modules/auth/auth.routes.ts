import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COOKIE_REFRESH,
  credentialsSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  verifySchema,
} from '../../../contracts/auth.contract.js';
import { errors } from '../../shared/errors.js';
import { readSession } from '../../app/auth-guard.js';
import { clearSessionCookies, setSessionCookies } from './auth.cookies.js';
import { RESET_DONE, RESET_REQUESTED, requestPasswordReset, resetPassword } from './auth.password-reset.js';
import * as usecases from './auth.usecases.js';

/** Per-IP limit on register, login, verify and password reset: 30 a minute (the 31st → 429). */
const AUTH_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Auth bodies are tiny; anything bigger is refused with 413 before parsing. */
const AUTH_BODY_LIMIT = 16 * 1024;

/** Route options of the public auth endpoints: the zod body schema, the body cap and the per-IP limit. */
function limitedBody<S>(body: S) {
  return { schema: { body }, bodyLimit: AUTH_BODY_LIMIT, config: { rateLimit: AUTH_RATE_LIMIT } };
}

/** Authentication API, docs/product-spec.md */
export async function authRoutes(app: FastifyInstance, opts: { deps: usecases.AuthDeps }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;

  r.post('/api/auth/register', limitedBody(credentialsSchema), async (request, reply) => {
    await usecases.register({ deps, email: request.body.email, password: request.body.password });
    return reply.status(201).send({
      message: 'Check your inbox for a verification link to finish setting up your account.',
    });
  });

  r.post('/api/auth/verify', limitedBody(verifySchema), async (request, reply) => {
    if (request.body.type && request.body.type !== 'signup') {
      throw errors.badRequest('VERIFICATION_INVALID', usecases.VERIFICATION_INVALID);
    }
    const { access_token: accessToken, refresh_token: refreshToken } = request.body;
    const issued = await usecases.verifyEmail({ deps, accessToken, refreshToken });
    setSessionCookies(request, reply, issued, deps.publicUrl);
    return issued.session;
  });

  r.post('/api/auth/login', limitedBody(loginSchema), async (request, reply) => {
    const { email, password } = request.body;
    const issued = await usecases.login({ deps, email, password });
    setSessionCookies(request, reply, issued, deps.publicUrl);
    return issued.session;
  });

  r.post('/api/auth/forgot-password', limitedBody(forgotPasswordSchema), async (request) => {
    await requestPasswordReset({ deps, email: request.body.email });
    return { message: RESET_REQUESTED };
  });

  r.post('/api/auth/reset-password', limitedBody(resetPasswordSchema), async (request, reply) => {
    await resetPassword({ deps, token: request.body.token, password: request.body.password });
    clearSessionCookies(reply);
    return { message: RESET_DONE };
  });

  r.get('/api/auth/session', async (request, reply) => {
    const session = await readSession(deps, request, reply);
    if (!session) throw errors.unauthorized();
    return session;
  });

  r.post('/api/auth/logout', { bodyLimit: AUTH_BODY_LIMIT }, async (request, reply) => {
    await usecases.logout({ deps, refreshToken: request.cookies[COOKIE_REFRESH] });
    clearSessionCookies(reply);
    return { success: true };
  });
}
