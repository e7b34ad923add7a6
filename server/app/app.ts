import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errors } from '../shared/errors.js';
import type { AppDeps } from './deps.js';
import { registerErrorHandler } from './errors.plugin.js';
import { registerSameOriginCheck } from './same-origin.js';
import { registerAuthGuard } from './auth-guard.js';
import { registerRoutes } from './routes.js';
import { authDepsOf } from '../modules/auth/auth.deps.js';
import { registerWebApp } from './web-static.js';

/** Prefixes of routes called by other servers (authenticated by signatures, not cookies). */
export const WEBHOOK_PREFIXES = ['/api/whatsapp/webhook', '/api/inbound/email'];

/**
 * Build the Fastify app over `deps` (no listening). Tests call this with a test database and
 * `app.inject`; server/main.ts calls it and listens.
 */
export async function buildApp(
  deps: AppDeps,
  options: { serveWeb?: boolean } = {},
): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The spec's logout sends a JSON content type with no body; an empty JSON body means "no body".
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(errors.badRequest('INVALID_JSON', 'Request body is not valid JSON'), undefined);
    }
  });

  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.publicUrl.startsWith('https://'),
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => errors.tooManyRequests(),
  });
  await app.register(multipart, {
    limits: {
      fileSize: deps.config.UPLOAD_MAX_FILE_MB * 1024 * 1024,
      files: deps.config.UPLOAD_MAX_FILES,
      fields: 20,
      fieldSize: 64 * 1024,
    },
  });
  registerSameOriginCheck(app, { publicUrl: deps.config.publicUrl, exemptPrefixes: WEBHOOK_PREFIXES });
  registerAuthGuard(app, authDepsOf(deps));

  app.get('/api/health', async (_request, reply) => {
    try {
      await deps.database.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: 'Database is not answering' });
    }
  });

  await registerRoutes(app, deps);

  if (options.serveWeb) await registerWebApp(app);
  else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found`, code: 'NOT_FOUND' }),
    );
  }
  return app;
}
